from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="PushListSubscriptionsItem")



@_attrs_define
class PushListSubscriptionsItem:
    """ 
        Attributes:
            id (str):
            endpoint (str):
            created (int):
     """

    id: str
    endpoint: str
    created: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        endpoint = self.endpoint

        created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "endpoint": endpoint,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        endpoint = d.pop("endpoint")

        created = d.pop("created")

        push_list_subscriptions_item = cls(
            id=id,
            endpoint=endpoint,
            created=created,
        )

        return push_list_subscriptions_item

