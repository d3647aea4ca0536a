from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_event_entry_by import ClockEventEntryBy
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.clock_event_entry_event import ClockEventEntryEvent





T = TypeVar("T", bound="ClockEventEntry")



@_attrs_define
class ClockEventEntry:
    """ A clock's change (issue 26): `vacation` (by the system: the seat's correspondence
    clock stops until `until`, epoch ms) or `time_given` (seat `by` gave `seat` `ms`
    more milliseconds).

        Attributes:
            version (int):
            kind (Literal['clock']):  Default: 'clock'.
            seat (int | None):
            by (ClockEventEntryBy):
            event (ClockEventEntryEvent):
     """

    version: int
    seat: int | None
    by: ClockEventEntryBy
    event: ClockEventEntryEvent
    kind: Literal['clock'] = 'clock'





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_event_entry_event import ClockEventEntryEvent # noqa: PLC0415
        version = self.version

        kind = self.kind

        seat: int | None
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
        from ..models.clock_event_entry_event import ClockEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = cast(Literal['clock'] , d.pop("kind"))
        if kind != 'clock':
            raise ValueError(f"kind must match const 'clock', got '{kind}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        by = ClockEventEntryBy(d.pop("by"))




        event = ClockEventEntryEvent.from_dict(d.pop("event"))




        clock_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return clock_event_entry

