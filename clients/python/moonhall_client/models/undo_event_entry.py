from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.undo_event_entry_event import UndoEventEntryEvent





T = TypeVar("T", bound="UndoEventEntry")



@_attrs_define
class UndoEventEntry:
    """ 
        Attributes:
            version (int):
            kind (Literal['undo']):  Default: 'undo'.
            seat (int):
            by (Literal['seat']):  Default: 'seat'.
            event (UndoEventEntryEvent):
     """

    version: int
    seat: int
    event: UndoEventEntryEvent
    kind: Literal['undo'] = 'undo'
    by: Literal['seat'] = 'seat'





    def to_dict(self) -> dict[str, Any]:
        from ..models.undo_event_entry_event import UndoEventEntryEvent # noqa: PLC0415
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
        from ..models.undo_event_entry_event import UndoEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = cast(Literal['undo'] , d.pop("kind"))
        if kind != 'undo':
            raise ValueError(f"kind must match const 'undo', got '{kind}'")

        seat = d.pop("seat")

        by = cast(Literal['seat'] , d.pop("by"))
        if by != 'seat':
            raise ValueError(f"by must match const 'seat', got '{by}'")

        event = UndoEventEntryEvent.from_dict(d.pop("event"))




        undo_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return undo_event_entry

