from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_ratings_ratings import PlayerRatingsRatings





T = TypeVar("T", bound="PlayerRatings")



@_attrs_define
class PlayerRatings:
    """ 
        Attributes:
            name (str):
            ratings (PlayerRatingsRatings): Game type id to the player's rating row with its `history`.
            provisional_below (int):
     """

    name: str
    ratings: PlayerRatingsRatings
    provisional_below: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_ratings_ratings import PlayerRatingsRatings # noqa: PLC0415
        name = self.name

        ratings = self.ratings.to_dict()

        provisional_below = self.provisional_below


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "ratings": ratings,
            "provisional_below": provisional_below,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_ratings_ratings import PlayerRatingsRatings # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        ratings = PlayerRatingsRatings.from_dict(d.pop("ratings"))




        provisional_below = d.pop("provisional_below")

        player_ratings = cls(
            name=name,
            ratings=ratings,
            provisional_below=provisional_below,
        )

        return player_ratings

