from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="PresenceSeatsItem")



@_attrs_define
class PresenceSeatsItem:
    """ 
        Attributes:
            seat (int):
            name (None | str):
            bot (None | str):
            online (bool):
            seen_s (float | None): Seconds since its last heartbeat (null when offline).
     """

    seat: int
    name: None | str
    bot: None | str
    online: bool
    seen_s: float | None





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        bot: None | str
        bot = self.bot

        online = self.online

        seen_s: float | None
        seen_s = self.seen_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
            "bot": bot,
            "online": online,
            "seen_s": seen_s,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        online = d.pop("online")

        def _parse_seen_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seen_s = _parse_seen_s(d.pop("seen_s"))


        presence_seats_item = cls(
            seat=seat,
            name=name,
            bot=bot,
            online=online,
            seen_s=seen_s,
        )

        return presence_seats_item

