from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Account")



@_attrs_define
class Account:
    """ 
        Attributes:
            name (str):
            created (int): Epoch milliseconds.
            tokens (int): Live personal tokens.
            passkeys (int):
            games (int): Games where the account holds a seat.
     """

    name: str
    created: int
    tokens: int
    passkeys: int
    games: int





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        created = self.created

        tokens = self.tokens

        passkeys = self.passkeys

        games = self.games


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "created": created,
            "tokens": tokens,
            "passkeys": passkeys,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        created = d.pop("created")

        tokens = d.pop("tokens")

        passkeys = d.pop("passkeys")

        games = d.pop("games")

        account = cls(
            name=name,
            created=created,
            tokens=tokens,
            passkeys=passkeys,
            games=games,
        )

        return account

