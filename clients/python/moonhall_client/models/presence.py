from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.presence_seats_item import PresenceSeatsItem





T = TypeVar("T", bound="Presence")



@_attrs_define
class Presence:
    """ 
        Attributes:
            seats (list[PresenceSeatsItem]):
            spectators (int):
            heartbeat_s (int):
            online_s (int):
     """

    seats: list[PresenceSeatsItem]
    spectators: int
    heartbeat_s: int
    online_s: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.presence_seats_item import PresenceSeatsItem # noqa: PLC0415
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        spectators = self.spectators

        heartbeat_s = self.heartbeat_s

        online_s = self.online_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seats": seats,
            "spectators": spectators,
            "heartbeat_s": heartbeat_s,
            "online_s": online_s,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.presence_seats_item import PresenceSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = PresenceSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        spectators = d.pop("spectators")

        heartbeat_s = d.pop("heartbeat_s")

        online_s = d.pop("online_s")

        presence = cls(
            seats=seats,
            spectators=spectators,
            heartbeat_s=heartbeat_s,
            online_s=online_s,
        )

        return presence

