from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventFlit2Used")



@_attrs_define
class BlueMoonCityEventFlit2Used:
    """ 
        Attributes:
            seat (int):
            bonus (int):
            type_ (Literal['flit2_used']):  Default: 'flit2_used'.
     """

    seat: int
    bonus: int
    type_: Literal['flit2_used'] = 'flit2_used'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        bonus = self.bonus

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "bonus": bonus,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        bonus = d.pop("bonus")

        type_ = cast(Literal['flit2_used'] , d.pop("type"))
        if type_ != 'flit2_used':
            raise ValueError(f"type must match const 'flit2_used', got '{type_}'")

        blue_moon_city_event_flit_2_used = cls(
            seat=seat,
            bonus=bonus,
            type_=type_,
        )

        return blue_moon_city_event_flit_2_used

