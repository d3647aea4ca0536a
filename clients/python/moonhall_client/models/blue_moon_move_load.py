from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveLoad")



@_attrs_define
class BlueMoonMoveLoad:
    """ booster/support phase, instead of a support play: put a character, booster or support card from the hand face up on
    an active ship with room

        Attributes:
            type_ (Literal['load']):  Default: 'load'.
            card (str):
            ship (str):
     """

    card: str
    ship: str
    type_: Literal['load'] = 'load'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card

        ship = self.ship


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
            "ship": ship,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['load'] , d.pop("type"))
        if type_ != 'load':
            raise ValueError(f"type must match const 'load', got '{type_}'")

        card = d.pop("card")

        ship = d.pop("ship")

        blue_moon_move_load = cls(
            type_=type_,
            card=card,
            ship=ship,
        )

        return blue_moon_move_load

