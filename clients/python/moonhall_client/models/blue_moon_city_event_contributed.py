from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_contributed_cards_item import BlueMoonCityEventContributedCardsItem
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventContributed")



@_attrs_define
class BlueMoonCityEventContributed:
    """ 
        Attributes:
            seat (int):
            building (str):
            box (int):
            cards (list[BlueMoonCityEventContributedCardsItem]):
            type_ (Literal['contributed']):  Default: 'contributed'.
     """

    seat: int
    building: str
    box: int
    cards: list[BlueMoonCityEventContributedCardsItem]
    type_: Literal['contributed'] = 'contributed'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        building = self.building

        box = self.box

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "building": building,
            "box": box,
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        building = d.pop("building")

        box = d.pop("box")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BlueMoonCityEventContributedCardsItem(cards_item_data)



            cards.append(cards_item)


        type_ = cast(Literal['contributed'] , d.pop("type"))
        if type_ != 'contributed':
            raise ValueError(f"type must match const 'contributed', got '{type_}'")

        blue_moon_city_event_contributed = cls(
            seat=seat,
            building=building,
            box=box,
            cards=cards,
            type_=type_,
        )

        return blue_moon_city_event_contributed

