from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RatingRowHistoryItem")



@_attrs_define
class RatingRowHistoryItem:
    """ 
        Attributes:
            game (str):
            at (int): When the game ended (epoch ms).
            place (int):
            players (int):
            rating (float):
            delta (float):
            timeout (bool | Unset): A bot finished this game for the player after a timeout.
     """

    game: str
    at: int
    place: int
    players: int
    rating: float
    delta: float
    timeout: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        at = self.at

        place = self.place

        players = self.players

        rating = self.rating

        delta = self.delta

        timeout = self.timeout


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "at": at,
            "place": place,
            "players": players,
            "rating": rating,
            "delta": delta,
        })
        if timeout is not UNSET:
            field_dict["timeout"] = timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        at = d.pop("at")

        place = d.pop("place")

        players = d.pop("players")

        rating = d.pop("rating")

        delta = d.pop("delta")

        timeout = d.pop("timeout", UNSET)

        rating_row_history_item = cls(
            game=game,
            at=at,
            place=place,
            players=players,
            rating=rating,
            delta=delta,
            timeout=timeout,
        )


        rating_row_history_item.additional_properties = d
        return rating_row_history_item

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
