from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventTurnStarted")



@_attrs_define
class BlueMoonCityEventTurnStarted:
    """ 
        Attributes:
            seat (int):
            type_ (Literal['turn_started']):  Default: 'turn_started'.
     """

    seat: int
    type_: Literal['turn_started'] = 'turn_started'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        type_ = cast(Literal['turn_started'] , d.pop("type"))
        if type_ != 'turn_started':
            raise ValueError(f"type must match const 'turn_started', got '{type_}'")

        blue_moon_city_event_turn_started = cls(
            seat=seat,
            type_=type_,
        )

        return blue_moon_city_event_turn_started

