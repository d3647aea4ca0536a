from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveEndMovement")



@_attrs_define
class BlueMoonCityMoveEndMovement:
    """ fix the figure's tile for the turn

        Attributes:
            type_ (Literal['end_movement']):  Default: 'end_movement'.
     """

    type_: Literal['end_movement'] = 'end_movement'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['end_movement'] , d.pop("type"))
        if type_ != 'end_movement':
            raise ValueError(f"type must match const 'end_movement', got '{type_}'")

        blue_moon_city_move_end_movement = cls(
            type_=type_,
        )

        return blue_moon_city_move_end_movement

