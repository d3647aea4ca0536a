from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventMovementEnded")



@_attrs_define
class BlueMoonCityEventMovementEnded:
    """ 
        Attributes:
            seat (int):
            tile (str):
            type_ (Literal['movement_ended']):  Default: 'movement_ended'.
     """

    seat: int
    tile: str
    type_: Literal['movement_ended'] = 'movement_ended'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        tile = self.tile

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "tile": tile,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        tile = d.pop("tile")

        type_ = cast(Literal['movement_ended'] , d.pop("type"))
        if type_ != 'movement_ended':
            raise ValueError(f"type must match const 'movement_ended', got '{type_}'")

        blue_moon_city_event_movement_ended = cls(
            seat=seat,
            tile=tile,
            type_=type_,
        )

        return blue_moon_city_event_movement_ended

