from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.abort_event_entry_event import AbortEventEntryEvent





T = TypeVar("T", bound="AbortEventEntry")



@_attrs_define
class AbortEventEntry:
    """ An operator ended the game (its table step kept failing); nobody wins.

        Attributes:
            version (int):
            kind (Literal['abort']):  Default: 'abort'.
            seat (None):
            by (Literal['system']):  Default: 'system'.
            event (AbortEventEntryEvent):
     """

    version: int
    seat: None
    event: AbortEventEntryEvent
    kind: Literal['abort'] = 'abort'
    by: Literal['system'] = 'system'





    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_event_entry_event import AbortEventEntryEvent # noqa: PLC0415
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
        from ..models.abort_event_entry_event import AbortEventEntryEvent # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = cast(Literal['abort'] , d.pop("kind"))
        if kind != 'abort':
            raise ValueError(f"kind must match const 'abort', got '{kind}'")

        seat = d.pop("seat")

        by = cast(Literal['system'] , d.pop("by"))
        if by != 'system':
            raise ValueError(f"by must match const 'system', got '{by}'")

        event = AbortEventEntryEvent.from_dict(d.pop("event"))




        abort_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return abort_event_entry

