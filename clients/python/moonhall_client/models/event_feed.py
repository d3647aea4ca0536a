from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.abort_event_entry import AbortEventEntry
  from ..models.clock_event_entry import ClockEventEntry
  from ..models.created_event_entry import CreatedEventEntry
  from ..models.game_event_entry import GameEventEntry
  from ..models.halt_event_entry import HaltEventEntry
  from ..models.resume_event_entry import ResumeEventEntry
  from ..models.seat_event_entry import SeatEventEntry
  from ..models.undo_event_entry import UndoEventEntry





T = TypeVar("T", bound="EventFeed")



@_attrs_define
class EventFeed:
    """ 
        Attributes:
            version (int):
            events (list[AbortEventEntry | ClockEventEntry | CreatedEventEntry | GameEventEntry | HaltEventEntry |
                ResumeEventEntry | SeatEventEntry | UndoEventEntry]):
            next_after (int | None | Unset): The `after` of the next page when `more`, else null.
            more (bool | Unset): More events follow this page.
     """

    version: int
    events: list[AbortEventEntry | ClockEventEntry | CreatedEventEntry | GameEventEntry | HaltEventEntry | ResumeEventEntry | SeatEventEntry | UndoEventEntry]
    next_after: int | None | Unset = UNSET
    more: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_event_entry import AbortEventEntry # noqa: PLC0415
        from ..models.clock_event_entry import ClockEventEntry # noqa: PLC0415
        from ..models.created_event_entry import CreatedEventEntry # noqa: PLC0415
        from ..models.game_event_entry import GameEventEntry # noqa: PLC0415
        from ..models.halt_event_entry import HaltEventEntry # noqa: PLC0415
        from ..models.resume_event_entry import ResumeEventEntry # noqa: PLC0415
        from ..models.seat_event_entry import SeatEventEntry # noqa: PLC0415
        from ..models.undo_event_entry import UndoEventEntry # noqa: PLC0415
        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CreatedEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, UndoEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AbortEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaltEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResumeEventEntry):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        next_after: int | None | Unset
        if isinstance(self.next_after, Unset):
            next_after = UNSET
        else:
            next_after = self.next_after

        more = self.more


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "events": events,
        })
        if next_after is not UNSET:
            field_dict["next_after"] = next_after
        if more is not UNSET:
            field_dict["more"] = more

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_event_entry import AbortEventEntry # noqa: PLC0415
        from ..models.clock_event_entry import ClockEventEntry # noqa: PLC0415
        from ..models.created_event_entry import CreatedEventEntry # noqa: PLC0415
        from ..models.game_event_entry import GameEventEntry # noqa: PLC0415
        from ..models.halt_event_entry import HaltEventEntry # noqa: PLC0415
        from ..models.resume_event_entry import ResumeEventEntry # noqa: PLC0415
        from ..models.seat_event_entry import SeatEventEntry # noqa: PLC0415
        from ..models.undo_event_entry import UndoEventEntry # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AbortEventEntry | ClockEventEntry | CreatedEventEntry | GameEventEntry | HaltEventEntry | ResumeEventEntry | SeatEventEntry | UndoEventEntry:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_0 = CreatedEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_1 = GameEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_2 = UndoEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_3 = SeatEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_4 = AbortEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_5 = HaltEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_6 = ResumeEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_entry_type_7 = ClockEventEntry.from_dict(data)



                return componentsschemas_event_entry_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        def _parse_next_after(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        next_after = _parse_next_after(d.pop("next_after", UNSET))


        more = d.pop("more", UNSET)

        event_feed = cls(
            version=version,
            events=events,
            next_after=next_after,
            more=more,
        )

        return event_feed

