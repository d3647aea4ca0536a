from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.new_webhook_events_item import NewWebhookEventsItem
from typing import cast






T = TypeVar("T", bound="NewWebhook")



@_attrs_define
class NewWebhook:
    """ 
        Attributes:
            id (str):
            secret (str): The signing secret. Shown only here.
            url (str):
            events (list[NewWebhookEventsItem]):
     """

    id: str
    secret: str
    url: str
    events: list[NewWebhookEventsItem]





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        secret = self.secret

        url = self.url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "secret": secret,
            "url": url,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        secret = d.pop("secret")

        url = d.pop("url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = NewWebhookEventsItem(events_item_data)



            events.append(events_item)


        new_webhook = cls(
            id=id,
            secret=secret,
            url=url,
            events=events,
        )

        return new_webhook

