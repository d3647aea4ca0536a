from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ChatMessage")



@_attrs_define
class ChatMessage:
    """ 
        Attributes:
            id (str): The message's id (a cursor for `after`).
            seat (int | None): The author's seat; null for a spectator.
            name (str):
            text (str): As written; escape it for display.
            at (int): When it was posted (Unix ms).
            spectator (bool):
            account (str | Unset): The author's account (fix/accounts).
            version (int | Unset): The game's version when it was posted (where a replay shows it).
     """

    id: str
    seat: int | None
    name: str
    text: str
    at: int
    spectator: bool
    account: str | Unset = UNSET
    version: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat: int | None
        seat = self.seat

        name = self.name

        text = self.text

        at = self.at

        spectator = self.spectator

        account = self.account

        version = self.version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "seat": seat,
            "name": name,
            "text": text,
            "at": at,
            "spectator": spectator,
        })
        if account is not UNSET:
            field_dict["account"] = account
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        name = d.pop("name")

        text = d.pop("text")

        at = d.pop("at")

        spectator = d.pop("spectator")

        account = d.pop("account", UNSET)

        version = d.pop("version", UNSET)

        chat_message = cls(
            id=id,
            seat=seat,
            name=name,
            text=text,
            at=at,
            spectator=spectator,
            account=account,
            version=version,
        )

        return chat_message

