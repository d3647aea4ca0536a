from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Unsubscribed")



@_attrs_define
class Unsubscribed:
    """ 
        Attributes:
            unsubscribed (bool):
     """

    unsubscribed: bool





    def to_dict(self) -> dict[str, Any]:
        unsubscribed = self.unsubscribed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "unsubscribed": unsubscribed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        unsubscribed = d.pop("unsubscribed")

        unsubscribed = cls(
            unsubscribed=unsubscribed,
        )

        return unsubscribed

