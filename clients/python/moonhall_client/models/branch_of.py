from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BranchOf")



@_attrs_define
class BranchOf:
    """ The game, version and seat a what-if branch was made from.

        Attributes:
            id (str):
            version (int):
            seat (int):
     """

    id: str
    version: int
    seat: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        seat = d.pop("seat")

        branch_of = cls(
            id=id,
            version=version,
            seat=seat,
        )

        return branch_of

