from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMovePlay")



@_attrs_define
class BlueMoonMovePlay:
    """ play a card from the hand in its phase (leadership, character, booster or support)

        Attributes:
            type_ (Literal['play']):  Default: 'play'.
            card (str):
     """

    card: str
    type_: Literal['play'] = 'play'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['play'] , d.pop("type"))
        if type_ != 'play':
            raise ValueError(f"type must match const 'play', got '{type_}'")

        card = d.pop("card")

        blue_moon_move_play = cls(
            type_=type_,
            card=card,
        )

        return blue_moon_move_play

