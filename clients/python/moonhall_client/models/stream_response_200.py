from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_response_200_event import StreamResponse200Event
from ..types import UNSET, Unset






T = TypeVar("T", bound="StreamResponse200")



@_attrs_define
class StreamResponse200:
    """ 
        Attributes:
            event (StreamResponse200Event): `game`: one event of the log (`data` is a GameEvent); `turn`: StreamTurn; `end`:
                the version and the result, then the stream closes.
            data (str): The event's JSON.
            id (str | Unset): The version (resume with Last-Event-ID); set by `game` events and kept by the events after
                them.
            retry (int | Unset): Milliseconds to wait before reconnecting.
     """

    event: StreamResponse200Event
    data: str
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        event = self.event.value

        data = self.data

        id = self.id

        retry = self.retry


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "event": event,
            "data": data,
        })
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event = StreamResponse200Event(d.pop("event"))




        data = d.pop("data")

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        stream_response_200 = cls(
            event=event,
            data=data,
            id=id,
            retry=retry,
        )


        stream_response_200.additional_properties = d
        return stream_response_200

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
