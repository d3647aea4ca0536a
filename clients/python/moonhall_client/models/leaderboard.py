from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_row import RatingRow





T = TypeVar("T", bound="Leaderboard")



@_attrs_define
class Leaderboard:
    """ 
        Attributes:
            type_ (str):
            players (list[RatingRow]):
            total (int):
            next_offset (int | None):
            provisional_below (int):
     """

    type_: str
    players: list[RatingRow]
    total: int
    next_offset: int | None
    provisional_below: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_row import RatingRow # noqa: PLC0415
        type_ = self.type_

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        total = self.total

        next_offset: int | None
        next_offset = self.next_offset

        provisional_below = self.provisional_below


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "players": players,
            "total": total,
            "next_offset": next_offset,
            "provisional_below": provisional_below,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_row import RatingRow # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = RatingRow.from_dict(players_item_data)



            players.append(players_item)


        total = d.pop("total")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))


        provisional_below = d.pop("provisional_below")

        leaderboard = cls(
            type_=type_,
            players=players,
            total=total,
            next_offset=next_offset,
            provisional_below=provisional_below,
        )

        return leaderboard

