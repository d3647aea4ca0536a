from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LobbyChangesResponse200")



@_attrs_define
class LobbyChangesResponse200:
    """ 
        Attributes:
            version (int):
            changed (bool): The version is not `after` (true without `after`).
     """

    version: int
    changed: bool





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        changed = self.changed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "changed": changed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        changed = d.pop("changed")

        lobby_changes_response_200 = cls(
            version=version,
            changed=changed,
        )

        return lobby_changes_response_200

