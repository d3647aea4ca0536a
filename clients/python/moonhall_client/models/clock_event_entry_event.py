from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_event_entry_event_type import ClockEventEntryEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockEventEntryEvent")



@_attrs_define
class ClockEventEntryEvent:
    """ 
        Attributes:
            type_ (ClockEventEntryEventType):
            seat (int):
            until (int | Unset):
            by (int | Unset):
            ms (int | Unset):
     """

    type_: ClockEventEntryEventType
    seat: int
    until: int | Unset = UNSET
    by: int | Unset = UNSET
    ms: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        until = self.until

        by = self.by

        ms = self.ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
        })
        if until is not UNSET:
            field_dict["until"] = until
        if by is not UNSET:
            field_dict["by"] = by
        if ms is not UNSET:
            field_dict["ms"] = ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ClockEventEntryEventType(d.pop("type"))




        seat = d.pop("seat")

        until = d.pop("until", UNSET)

        by = d.pop("by", UNSET)

        ms = d.pop("ms", UNSET)

        clock_event_entry_event = cls(
            type_=type_,
            seat=seat,
            until=until,
            by=by,
            ms=ms,
        )

        return clock_event_entry_event

