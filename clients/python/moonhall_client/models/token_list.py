from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.token_info import TokenInfo





T = TypeVar("T", bound="TokenList")



@_attrs_define
class TokenList:
    """ 
        Attributes:
            tokens (list[TokenInfo]):
     """

    tokens: list[TokenInfo]





    def to_dict(self) -> dict[str, Any]:
        from ..models.token_info import TokenInfo # noqa: PLC0415
        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "tokens": tokens,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.token_info import TokenInfo # noqa: PLC0415
        d = dict(src_dict)
        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in (_tokens):
            tokens_item = TokenInfo.from_dict(tokens_item_data)



            tokens.append(tokens_item)


        token_list = cls(
            tokens=tokens,
        )

        return token_list

