from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AdoptRequest")



@_attrs_define
class AdoptRequest:
    """ 
        Attributes:
            game (str):
            token (str): The seat token the browser holds.
     """

    game: str
    token: str





    def to_dict(self) -> dict[str, Any]:
        game = self.game

        token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game")

        token = d.pop("token")

        adopt_request = cls(
            game=game,
            token=token,
        )

        return adopt_request

