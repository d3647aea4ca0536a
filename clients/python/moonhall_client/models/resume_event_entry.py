from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.resume_event_entry_event import ResumeEventEntryEvent





T = TypeVar("T", bound="ResumeEventEntry")



@_attrs_define
class ResumeEventEntry:
    """ An operator resumed a halted game (after a fix); the table's step runs again.

        Attributes:
            version (int):
            kind (Literal['resume']):  Default: 'resume'.
            seat (None):
            by (Literal['system']):  Default: 'system'.
            event (ResumeEventEntryEvent):
     """

    version: int
    seat: None
    event: ResumeEventEntryEvent
    kind: Literal['resume'] = 'resume'
    by: Literal['system'] = 'system'





    def to_dict(self) -> dict[str, Any]:
        from ..models.resume_event_entry_event import ResumeEventEntryEvent # noqa: PLC0415
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
        from ..models.resume_event_entry_event import ResumeEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = cast(Literal['resume'] , d.pop("kind"))
        if kind != 'resume':
            raise ValueError(f"kind must match const 'resume', got '{kind}'")

        seat = d.pop("seat")

        by = cast(Literal['system'] , d.pop("by"))
        if by != 'system':
            raise ValueError(f"by must match const 'system', got '{by}'")

        event = ResumeEventEntryEvent.from_dict(d.pop("event"))




        resume_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return resume_event_entry

