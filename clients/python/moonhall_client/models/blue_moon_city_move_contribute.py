from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_move_contribute_cards_item import BlueMoonCityMoveContributeCardsItem
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveContribute")



@_attrs_define
class BlueMoonCityMoveContribute:
    """ pay a box of the building the figure stands on (§6)

        Attributes:
            box (int):
            cards (list[BlueMoonCityMoveContributeCardsItem]):
            type_ (Literal['contribute']):  Default: 'contribute'.
     """

    box: int
    cards: list[BlueMoonCityMoveContributeCardsItem]
    type_: Literal['contribute'] = 'contribute'





    def to_dict(self) -> dict[str, Any]:
        box = self.box

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "box": box,
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        box = d.pop("box")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BlueMoonCityMoveContributeCardsItem(cards_item_data)



            cards.append(cards_item)


        type_ = cast(Literal['contribute'] , d.pop("type"))
        if type_ != 'contribute':
            raise ValueError(f"type must match const 'contribute', got '{type_}'")

        blue_moon_city_move_contribute = cls(
            box=box,
            cards=cards,
            type_=type_,
        )

        return blue_moon_city_move_contribute

