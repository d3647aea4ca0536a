from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_event_entry_by import SeatEventEntryBy
from ..models.seat_event_entry_kind import SeatEventEntryKind
from typing import cast

if TYPE_CHECKING:
  from ..models.seat_event_entry_event import SeatEventEntryEvent





T = TypeVar("T", bound="SeatEventEntry")



@_attrs_define
class SeatEventEntry:
    """ A seat's change, decided by the service (not by the game's rules): `join` (an
    open seat was taken), `resign` (the seat left), `timeout` (its clock ran out).
    `event.then` says what followed: `end` (the game ended, the other seat won),
    `bot` (a bot plays the seat on) or `lose` (the seat forfeits, a bot plays on).

        Attributes:
            version (int):
            kind (SeatEventEntryKind):
            seat (int):
            by (SeatEventEntryBy):
            event (SeatEventEntryEvent):
     """

    version: int
    kind: SeatEventEntryKind
    seat: int
    by: SeatEventEntryBy
    event: SeatEventEntryEvent





    def to_dict(self) -> dict[str, Any]:
        from ..models.seat_event_entry_event import SeatEventEntryEvent # noqa: PLC0415
        version = self.version

        kind = self.kind.value

        seat = self.seat

        by = self.by.value

        event = self.event.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "kind": kind,
            "seat": seat,
            "by": by,
            "event": event,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_event_entry_event import SeatEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = SeatEventEntryKind(d.pop("kind"))




        seat = d.pop("seat")

        by = SeatEventEntryBy(d.pop("by"))




        event = SeatEventEntryEvent.from_dict(d.pop("event"))




        seat_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return seat_event_entry

