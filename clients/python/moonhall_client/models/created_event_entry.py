from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.created_event_entry_event import CreatedEventEntryEvent





T = TypeVar("T", bound="CreatedEventEntry")



@_attrs_define
class CreatedEventEntry:
    """ Version 1 of every game; the configuration and the initial view.

        Attributes:
            version (Literal[1]):
            kind (Literal['created']):  Default: 'created'.
            seat (None):
            by (Literal['system']):  Default: 'system'.
            event (CreatedEventEntryEvent):
     """

    version: Literal[1]
    seat: None
    event: CreatedEventEntryEvent
    kind: Literal['created'] = 'created'
    by: Literal['system'] = 'system'





    def to_dict(self) -> dict[str, Any]:
        from ..models.created_event_entry_event import CreatedEventEntryEvent # noqa: PLC0415
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
        from ..models.created_event_entry_event import CreatedEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = cast(Literal[1] , d.pop("version"))
        if version != 1:
            raise ValueError(f"version must match const 1, got '{version}'")

        kind = cast(Literal['created'] , d.pop("kind"))
        if kind != 'created':
            raise ValueError(f"kind must match const 'created', got '{kind}'")

        seat = d.pop("seat")

        by = cast(Literal['system'] , d.pop("by"))
        if by != 'system':
            raise ValueError(f"by must match const 'system', got '{by}'")

        event = CreatedEventEntryEvent.from_dict(d.pop("event"))




        created_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return created_event_entry

