from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_event_entry_event_then import SeatEventEntryEventThen
from ..models.seat_event_entry_event_type import SeatEventEntryEventType
from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatEventEntryEvent")



@_attrs_define
class SeatEventEntryEvent:
    """ 
        Attributes:
            type_ (SeatEventEntryEventType):
            seat (int):
            name (str | Unset): The joiner's name (`seat_joined`).
            then (SeatEventEntryEventThen | Unset):
            bot (str | Unset): The bot level that plays the seat on.
     """

    type_: SeatEventEntryEventType
    seat: int
    name: str | Unset = UNSET
    then: SeatEventEntryEventThen | Unset = UNSET
    bot: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        name = self.name

        then: str | Unset = UNSET
        if not isinstance(self.then, Unset):
            then = self.then.value


        bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if then is not UNSET:
            field_dict["then"] = then
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeatEventEntryEventType(d.pop("type"))




        seat = d.pop("seat")

        name = d.pop("name", UNSET)

        _then = d.pop("then", UNSET)
        then: SeatEventEntryEventThen | Unset
        if isinstance(_then,  Unset):
            then = UNSET
        else:
            then = SeatEventEntryEventThen(_then)




        bot = d.pop("bot", UNSET)

        seat_event_entry_event = cls(
            type_=type_,
            seat=seat,
            name=name,
            then=then,
            bot=bot,
        )

        return seat_event_entry_event

