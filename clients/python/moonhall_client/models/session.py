from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Session")



@_attrs_define
class Session:
    """ 
        Attributes:
            name (str): The account's name as registered.
            csrf (str): Send it as `X-CSRF-Token` with every state-changing request made with the cookie.
     """

    name: str
    csrf: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        csrf = self.csrf


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "csrf": csrf,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        csrf = d.pop("csrf")

        session = cls(
            name=name,
            csrf=csrf,
        )

        return session

