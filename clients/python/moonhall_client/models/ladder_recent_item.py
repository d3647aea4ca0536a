from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="LadderRecentItem")



@_attrs_define
class LadderRecentItem:
    """ 
        Attributes:
            game (str | Unset):
            type_ (str | Unset):
            players (list[str] | Unset):
            places (list[int | None] | Unset):
            timeouts (list[int] | Unset):
            ended_at (int | Unset):
     """

    game: str | Unset = UNSET
    type_: str | Unset = UNSET
    players: list[str] | Unset = UNSET
    places: list[int | None] | Unset = UNSET
    timeouts: list[int] | Unset = UNSET
    ended_at: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        type_ = self.type_

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        places: list[int | None] | Unset = UNSET
        if not isinstance(self.places, Unset):
            places = []
            for places_item_data in self.places:
                places_item: int | None
                places_item = places_item_data
                places.append(places_item)



        timeouts: list[int] | Unset = UNSET
        if not isinstance(self.timeouts, Unset):
            timeouts = self.timeouts



        ended_at = self.ended_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if game is not UNSET:
            field_dict["game"] = game
        if type_ is not UNSET:
            field_dict["type"] = type_
        if players is not UNSET:
            field_dict["players"] = players
        if places is not UNSET:
            field_dict["places"] = places
        if timeouts is not UNSET:
            field_dict["timeouts"] = timeouts
        if ended_at is not UNSET:
            field_dict["ended_at"] = ended_at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game", UNSET)

        type_ = d.pop("type", UNSET)

        players = cast(list[str], d.pop("players", UNSET))


        _places = d.pop("places", UNSET)
        places: list[int | None] | Unset = UNSET
        if _places is not UNSET:
            places = []
            for places_item_data in _places:
                def _parse_places_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                places_item = _parse_places_item(places_item_data)

                places.append(places_item)


        timeouts = cast(list[int], d.pop("timeouts", UNSET))


        ended_at = d.pop("ended_at", UNSET)

        ladder_recent_item = cls(
            game=game,
            type_=type_,
            players=players,
            places=places,
            timeouts=timeouts,
            ended_at=ended_at,
        )


        ladder_recent_item.additional_properties = d
        return ladder_recent_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
