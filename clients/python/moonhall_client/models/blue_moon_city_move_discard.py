from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_move_discard_cards_item import BlueMoonCityMoveDiscardCardsItem
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveDiscard")



@_attrs_define
class BlueMoonCityMoveDiscard:
    """ discard 0-2 cards, draw that many + 2 (§4.1); ends the turn

        Attributes:
            cards (list[BlueMoonCityMoveDiscardCardsItem]):
            type_ (Literal['discard']):  Default: 'discard'.
     """

    cards: list[BlueMoonCityMoveDiscardCardsItem]
    type_: Literal['discard'] = 'discard'





    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = BlueMoonCityMoveDiscardCardsItem(cards_item_data)



            cards.append(cards_item)


        type_ = cast(Literal['discard'] , d.pop("type"))
        if type_ != 'discard':
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        blue_moon_city_move_discard = cls(
            cards=cards,
            type_=type_,
        )

        return blue_moon_city_move_discard

