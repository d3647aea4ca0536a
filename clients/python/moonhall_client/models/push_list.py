from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.push_list_subscriptions_item import PushListSubscriptionsItem





T = TypeVar("T", bound="PushList")



@_attrs_define
class PushList:
    """ 
        Attributes:
            vapid_public_key (str):
            subscriptions (list[PushListSubscriptionsItem]):
     """

    vapid_public_key: str
    subscriptions: list[PushListSubscriptionsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.push_list_subscriptions_item import PushListSubscriptionsItem # noqa: PLC0415
        vapid_public_key = self.vapid_public_key

        subscriptions = []
        for subscriptions_item_data in self.subscriptions:
            subscriptions_item = subscriptions_item_data.to_dict()
            subscriptions.append(subscriptions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "vapid_public_key": vapid_public_key,
            "subscriptions": subscriptions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_list_subscriptions_item import PushListSubscriptionsItem # noqa: PLC0415
        d = dict(src_dict)
        vapid_public_key = d.pop("vapid_public_key")

        subscriptions = []
        _subscriptions = d.pop("subscriptions")
        for subscriptions_item_data in (_subscriptions):
            subscriptions_item = PushListSubscriptionsItem.from_dict(subscriptions_item_data)



            subscriptions.append(subscriptions_item)


        push_list = cls(
            vapid_public_key=vapid_public_key,
            subscriptions=subscriptions,
        )

        return push_list

