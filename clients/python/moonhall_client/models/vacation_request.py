from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="VacationRequest")



@_attrs_define
class VacationRequest:
    """ 
        Attributes:
            days (int):
     """

    days: int





    def to_dict(self) -> dict[str, Any]:
        days = self.days


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "days": days,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days = d.pop("days")

        vacation_request = cls(
            days=days,
        )

        return vacation_request

