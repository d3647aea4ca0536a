from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveLand")



@_attrs_define
class BlueMoonMoveLand:
    """ start phase: land one of your active ships; this turn its cards are played as if in the hand (Buka characters as
    FREE); no character/booster/support from the hand

        Attributes:
            type_ (Literal['land']):  Default: 'land'.
            ship (str):
     """

    ship: str
    type_: Literal['land'] = 'land'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        ship = self.ship


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "ship": ship,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['land'] , d.pop("type"))
        if type_ != 'land':
            raise ValueError(f"type must match const 'land', got '{type_}'")

        ship = d.pop("ship")

        blue_moon_move_land = cls(
            type_=type_,
            ship=ship,
        )

        return blue_moon_move_land

