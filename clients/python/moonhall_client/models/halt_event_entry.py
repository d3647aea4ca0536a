from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.halt_event_entry_event import HaltEventEntryEvent





T = TypeVar("T", bound="HaltEventEntry")



@_attrs_define
class HaltEventEntry:
    """ The table's automatic step failed `failures` times at the version before this
    entry (a bug of the game; the error is in the server's log) and the game waits
    for an operator: no step runs until a `resume` entry, the view carries `halted`.

        Attributes:
            version (int):
            kind (Literal['halt']):  Default: 'halt'.
            seat (None):
            by (Literal['system']):  Default: 'system'.
            event (HaltEventEntryEvent):
     """

    version: int
    seat: None
    event: HaltEventEntryEvent
    kind: Literal['halt'] = 'halt'
    by: Literal['system'] = 'system'





    def to_dict(self) -> dict[str, Any]:
        from ..models.halt_event_entry_event import HaltEventEntryEvent # noqa: PLC0415
        version = self.version

        kind = self.kind

        seat = self.seat

        by = self.by

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
        from ..models.halt_event_entry_event import HaltEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = cast(Literal['halt'] , d.pop("kind"))
        if kind != 'halt':
            raise ValueError(f"kind must match const 'halt', got '{kind}'")

        seat = d.pop("seat")

        by = cast(Literal['system'] , d.pop("by"))
        if by != 'system':
            raise ValueError(f"by must match const 'system', got '{by}'")

        event = HaltEventEntryEvent.from_dict(d.pop("event"))




        halt_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return halt_event_entry

