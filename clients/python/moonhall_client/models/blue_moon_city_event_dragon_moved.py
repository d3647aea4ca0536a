from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_dragon_moved_card import BlueMoonCityEventDragonMovedCard
from ..models.blue_moon_city_event_dragon_moved_dragon import BlueMoonCityEventDragonMovedDragon
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventDragonMoved")



@_attrs_define
class BlueMoonCityEventDragonMoved:
    """ 
        Attributes:
            seat (int):
            card (BlueMoonCityEventDragonMovedCard): a card named by people and value, e.g. "Aqua2", "Khind1"
            dragon (BlueMoonCityEventDragonMovedDragon):
            to (list[int]): [x, y]; x grows east, y grows south
            type_ (Literal['dragon_moved']):  Default: 'dragon_moved'.
     """

    seat: int
    card: BlueMoonCityEventDragonMovedCard
    dragon: BlueMoonCityEventDragonMovedDragon
    to: list[int]
    type_: Literal['dragon_moved'] = 'dragon_moved'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card.value

        dragon = self.dragon.value

        to = self.to



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "card": card,
            "dragon": dragon,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = BlueMoonCityEventDragonMovedCard(d.pop("card"))




        dragon = BlueMoonCityEventDragonMovedDragon(d.pop("dragon"))




        to = cast(list[int], d.pop("to"))


        type_ = cast(Literal['dragon_moved'] , d.pop("type"))
        if type_ != 'dragon_moved':
            raise ValueError(f"type must match const 'dragon_moved', got '{type_}'")

        blue_moon_city_event_dragon_moved = cls(
            seat=seat,
            card=card,
            dragon=dragon,
            to=to,
            type_=type_,
        )

        return blue_moon_city_event_dragon_moved

