from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Vacation")



@_attrs_define
class Vacation:
    """ 
        Attributes:
            until (int): The vacation's end (epoch ms).
            days_left (int): What is left of this year's allowance.
            games (list[str]): The games whose clocks it stopped.
     """

    until: int
    days_left: int
    games: list[str]





    def to_dict(self) -> dict[str, Any]:
        until = self.until

        days_left = self.days_left

        games = self.games




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "until": until,
            "days_left": days_left,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        until = d.pop("until")

        days_left = d.pop("days_left")

        games = cast(list[str], d.pop("games"))


        vacation = cls(
            until=until,
            days_left=days_left,
            games=games,
        )

        return vacation

