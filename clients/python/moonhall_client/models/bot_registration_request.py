from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BotRegistrationRequest")



@_attrs_define
class BotRegistrationRequest:
    """ 
        Attributes:
            types (list[str]):
     """

    types: list[str]





    def to_dict(self) -> dict[str, Any]:
        types = self.types




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "types": types,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        types = cast(list[str], d.pop("types"))


        bot_registration_request = cls(
            types=types,
        )

        return bot_registration_request

