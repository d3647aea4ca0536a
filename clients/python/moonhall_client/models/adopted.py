from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Adopted")



@_attrs_define
class Adopted:
    """ 
        Attributes:
            game (str):
            seat (int):
     """

    game: str
    seat: int





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        seat = d.pop("seat")

        adopted = cls(
            game=game,
            seat=seat,
        )

        return adopted

