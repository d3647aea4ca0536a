from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_move_dragon_place_card import BlueMoonCityMoveDragonPlaceCard
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveDragonPlace")



@_attrs_define
class BlueMoonCityMoveDragonPlace:
    """ Vulca 1 / Terrah 1 / Aqua 1: red / green / blue dragon to any other tile (§12)

        Attributes:
            card (BlueMoonCityMoveDragonPlaceCard):
            to (list[int]): [x, y]; x grows east, y grows south
            type_ (Literal['dragon_place']):  Default: 'dragon_place'.
     """

    card: BlueMoonCityMoveDragonPlaceCard
    to: list[int]
    type_: Literal['dragon_place'] = 'dragon_place'





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
        card = BlueMoonCityMoveDragonPlaceCard(d.pop("card"))




        to = cast(list[int], d.pop("to"))


        type_ = cast(Literal['dragon_place'] , d.pop("type"))
        if type_ != 'dragon_place':
            raise ValueError(f"type must match const 'dragon_place', got '{type_}'")

        blue_moon_city_move_dragon_place = cls(
            card=card,
            to=to,
            type_=type_,
        )

        return blue_moon_city_move_dragon_place

