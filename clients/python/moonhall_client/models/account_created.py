from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AccountCreated")



@_attrs_define
class AccountCreated:
    """ 
        Attributes:
            name (str):
            created (int): Epoch milliseconds.
     """

    name: str
    created: int





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        created = d.pop("created")

        account_created = cls(
            name=name,
            created=created,
        )

        return account_created

