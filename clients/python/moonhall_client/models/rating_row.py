from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rating_row_history_item import RatingRowHistoryItem





T = TypeVar("T", bound="RatingRow")



@_attrs_define
class RatingRow:
    """ 
        Attributes:
            name (str): The account's name.
            rating (float): mu - 3 sigma (OpenSkill's ordinal).
            mu (float):
            sigma (float):
            games (int): Rated games of this type.
            wins (int):
            average_score (float | None): Over the rated games whose result has scores.
            provisional (bool):
            rank (int | Unset):
            history (list[RatingRowHistoryItem] | Unset):
     """

    name: str
    rating: float
    mu: float
    sigma: float
    games: int
    wins: int
    average_score: float | None
    provisional: bool
    rank: int | Unset = UNSET
    history: list[RatingRowHistoryItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_row_history_item import RatingRowHistoryItem # noqa: PLC0415
        name = self.name

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games = self.games

        wins = self.wins

        average_score: float | None
        average_score = self.average_score

        provisional = self.provisional

        rank = self.rank

        history: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.history, Unset):
            history = []
            for history_item_data in self.history:
                history_item = history_item_data.to_dict()
                history.append(history_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "games": games,
            "wins": wins,
            "average_score": average_score,
            "provisional": provisional,
        })
        if rank is not UNSET:
            field_dict["rank"] = rank
        if history is not UNSET:
            field_dict["history"] = history

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_row_history_item import RatingRowHistoryItem # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        wins = d.pop("wins")

        def _parse_average_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        average_score = _parse_average_score(d.pop("average_score"))


        provisional = d.pop("provisional")

        rank = d.pop("rank", UNSET)

        _history = d.pop("history", UNSET)
        history: list[RatingRowHistoryItem] | Unset = UNSET
        if _history is not UNSET:
            history = []
            for history_item_data in _history:
                history_item = RatingRowHistoryItem.from_dict(history_item_data)



                history.append(history_item)


        rating_row = cls(
            name=name,
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
            wins=wins,
            average_score=average_score,
            provisional=provisional,
            rank=rank,
            history=history,
        )

        return rating_row

