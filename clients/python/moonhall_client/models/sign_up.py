from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SignUp")



@_attrs_define
class SignUp:
    """ 
        Attributes:
            name (str): 3-32 letters, digits, `_` or `-`; unique whatever its case.
            password (str):
     """

    name: str
    password: str





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        password = self.password


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "password": password,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        password = d.pop("password")

        sign_up = cls(
            name=name,
            password=password,
        )

        return sign_up

