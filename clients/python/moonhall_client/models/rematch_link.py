from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RematchLink")



@_attrs_define
class RematchLink:
    """ 
        Attributes:
            id (str):
            rematch_of (str):
     """

    id: str
    rematch_of: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        rematch_of = self.rematch_of


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "rematch_of": rematch_of,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        rematch_of = d.pop("rematch_of")

        rematch_link = cls(
            id=id,
            rematch_of=rematch_of,
        )

        return rematch_link

