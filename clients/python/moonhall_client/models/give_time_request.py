from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GiveTimeRequest")



@_attrs_define
class GiveTimeRequest:
    """ 
        Attributes:
            seat (int):
            seconds (int):
     """

    seat: int
    seconds: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seconds = self.seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "seconds": seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seconds = d.pop("seconds")

        give_time_request = cls(
            seat=seat,
            seconds=seconds,
        )

        return give_time_request

