from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_move_dragon_move_card import BlueMoonCityMoveDragonMoveCard
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveDragonMove")



@_attrs_define
class BlueMoonCityMoveDragonMove:
    """ Vulca 2 / Terrah 2 / Aqua 2: that dragon 1-3 steps (§12)

        Attributes:
            card (BlueMoonCityMoveDragonMoveCard):
            to (list[int]): [x, y]; x grows east, y grows south
            type_ (Literal['dragon_move']):  Default: 'dragon_move'.
     """

    card: BlueMoonCityMoveDragonMoveCard
    to: list[int]
    type_: Literal['dragon_move'] = 'dragon_move'





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        to = self.to



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = BlueMoonCityMoveDragonMoveCard(d.pop("card"))




        to = cast(list[int], d.pop("to"))


        type_ = cast(Literal['dragon_move'] , d.pop("type"))
        if type_ != 'dragon_move':
            raise ValueError(f"type must match const 'dragon_move', got '{type_}'")

        blue_moon_city_move_dragon_move = cls(
            card=card,
            to=to,
            type_=type_,
        )

        return blue_moon_city_move_dragon_move

