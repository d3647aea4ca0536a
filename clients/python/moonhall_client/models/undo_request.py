from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="UndoRequest")



@_attrs_define
class UndoRequest:
    """ 
        Attributes:
            to_version (int | None | Unset): The version to go back to (default the version your last move was played on;
                the earliest allowed is the envelope's `undo_to`).
            expected_version (int | None | Unset): When given, the undo fails with 409 `stale_version` unless the game is at
                this version.
     """

    to_version: int | None | Unset = UNSET
    expected_version: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        to_version: int | None | Unset
        if isinstance(self.to_version, Unset):
            to_version = UNSET
        else:
            to_version = self.to_version

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if to_version is not UNSET:
            field_dict["to_version"] = to_version
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_to_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_version = _parse_to_version(d.pop("to_version", UNSET))


        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))


        undo_request = cls(
            to_version=to_version,
            expected_version=expected_version,
        )

        return undo_request

