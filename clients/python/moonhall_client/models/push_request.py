from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.push_request_keys import PushRequestKeys





T = TypeVar("T", bound="PushRequest")



@_attrs_define
class PushRequest:
    """ 
        Attributes:
            endpoint (str):
            keys (PushRequestKeys):
            expiration_time (Any | Unset): As the browser gives it (ignored).
     """

    endpoint: str
    keys: PushRequestKeys
    expiration_time: Any | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.push_request_keys import PushRequestKeys # noqa: PLC0415
        endpoint = self.endpoint

        keys = self.keys.to_dict()

        expiration_time = self.expiration_time


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "endpoint": endpoint,
            "keys": keys,
        })
        if expiration_time is not UNSET:
            field_dict["expirationTime"] = expiration_time

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_request_keys import PushRequestKeys # noqa: PLC0415
        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        keys = PushRequestKeys.from_dict(d.pop("keys"))




        expiration_time = d.pop("expirationTime", UNSET)

        push_request = cls(
            endpoint=endpoint,
            keys=keys,
            expiration_time=expiration_time,
        )

        return push_request

