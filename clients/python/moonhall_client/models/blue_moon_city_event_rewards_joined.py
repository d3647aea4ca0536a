from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_rewards_joined_cards_item_item import BlueMoonCityEventRewardsJoinedCardsItemItem
from ..models.blue_moon_city_event_rewards_joined_own_item import BlueMoonCityEventRewardsJoinedOwnItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventRewardsJoined")



@_attrs_define
class BlueMoonCityEventRewardsJoined:
    """ 
        Attributes:
            type_ (Literal['rewards_joined']):  Default: 'rewards_joined'.
            cards (list[list[BlueMoonCityEventRewardsJoinedCardsItemItem]] | Unset):
            counts (list[int] | Unset):
            own (list[BlueMoonCityEventRewardsJoinedOwnItem] | Unset):
     """

    type_: Literal['rewards_joined'] = 'rewards_joined'
    cards: list[list[BlueMoonCityEventRewardsJoinedCardsItemItem]] | Unset = UNSET
    counts: list[int] | Unset = UNSET
    own: list[BlueMoonCityEventRewardsJoinedOwnItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cards: list[list[str]] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = []
                for cards_item_item_data in cards_item_data:
                    cards_item_item = cards_item_item_data.value
                    cards_item.append(cards_item_item)


                cards.append(cards_item)



        counts: list[int] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts



        own: list[str] | Unset = UNSET
        if not isinstance(self.own, Unset):
            own = []
            for own_item_data in self.own:
                own_item = own_item_data.value
                own.append(own_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards
        if counts is not UNSET:
            field_dict["counts"] = counts
        if own is not UNSET:
            field_dict["own"] = own

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['rewards_joined'] , d.pop("type"))
        if type_ != 'rewards_joined':
            raise ValueError(f"type must match const 'rewards_joined', got '{type_}'")

        _cards = d.pop("cards", UNSET)
        cards: list[list[BlueMoonCityEventRewardsJoinedCardsItemItem]] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = []
                _cards_item = cards_item_data
                for cards_item_item_data in (_cards_item):
                    cards_item_item = BlueMoonCityEventRewardsJoinedCardsItemItem(cards_item_item_data)



                    cards_item.append(cards_item_item)

                cards.append(cards_item)


        counts = cast(list[int], d.pop("counts", UNSET))


        _own = d.pop("own", UNSET)
        own: list[BlueMoonCityEventRewardsJoinedOwnItem] | Unset = UNSET
        if _own is not UNSET:
            own = []
            for own_item_data in _own:
                own_item = BlueMoonCityEventRewardsJoinedOwnItem(own_item_data)



                own.append(own_item)


        blue_moon_city_event_rewards_joined = cls(
            type_=type_,
            cards=cards,
            counts=counts,
            own=own,
        )

        return blue_moon_city_event_rewards_joined

