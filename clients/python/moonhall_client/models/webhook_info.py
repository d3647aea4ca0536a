from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.webhook_info_events_item import WebhookInfoEventsItem
from typing import cast






T = TypeVar("T", bound="WebhookInfo")



@_attrs_define
class WebhookInfo:
    """ 
        Attributes:
            id (str):
            url (str):
            events (list[WebhookInfoEventsItem]):
            created (int): Epoch seconds.
            disabled (bool): Turned off after repeated failed deliveries (delete it and register again).
            disabled_at (int | None): Epoch seconds.
            failures (int): Failed attempts in a row (a success resets it).
            last_status (int | None): The HTTP status of the last attempt; -1 when there was no answer.
            last_attempt (int | None): Epoch seconds.
     """

    id: str
    url: str
    events: list[WebhookInfoEventsItem]
    created: int
    disabled: bool
    disabled_at: int | None
    failures: int
    last_status: int | None
    last_attempt: int | None





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)



        created = self.created

        disabled = self.disabled

        disabled_at: int | None
        disabled_at = self.disabled_at

        failures = self.failures

        last_status: int | None
        last_status = self.last_status

        last_attempt: int | None
        last_attempt = self.last_attempt


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "url": url,
            "events": events,
            "created": created,
            "disabled": disabled,
            "disabled_at": disabled_at,
            "failures": failures,
            "last_status": last_status,
            "last_attempt": last_attempt,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = WebhookInfoEventsItem(events_item_data)



            events.append(events_item)


        created = d.pop("created")

        disabled = d.pop("disabled")

        def _parse_disabled_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at"))


        failures = d.pop("failures")

        def _parse_last_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_status = _parse_last_status(d.pop("last_status"))


        def _parse_last_attempt(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_attempt = _parse_last_attempt(d.pop("last_attempt"))


        webhook_info = cls(
            id=id,
            url=url,
            events=events,
            created=created,
            disabled=disabled,
            disabled_at=disabled_at,
            failures=failures,
            last_status=last_status,
            last_attempt=last_attempt,
        )

        return webhook_info

