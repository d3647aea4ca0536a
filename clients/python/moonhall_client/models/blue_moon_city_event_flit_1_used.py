from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventFlit1Used")



@_attrs_define
class BlueMoonCityEventFlit1Used:
    """ 
        Attributes:
            seat (int):
            to (list[int]): [x, y]; x grows east, y grows south
            type_ (Literal['flit1_used']):  Default: 'flit1_used'.
     """

    seat: int
    to: list[int]
    type_: Literal['flit1_used'] = 'flit1_used'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to = self.to



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        to = cast(list[int], d.pop("to"))


        type_ = cast(Literal['flit1_used'] , d.pop("type"))
        if type_ != 'flit1_used':
            raise ValueError(f"type must match const 'flit1_used', got '{type_}'")

        blue_moon_city_event_flit_1_used = cls(
            seat=seat,
            to=to,
            type_=type_,
        )

        return blue_moon_city_event_flit_1_used

