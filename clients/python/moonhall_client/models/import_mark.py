from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ImportMark")



@_attrs_define
class ImportMark:
    """ A game rebuilt from a record by `POST /v1/games/import` (read-only, finished).

        Attributes:
            origin (str): The id of the game where it was played.
            head (str): The imported record's head (the last entry's hash).
            at (int): Epoch ms of the import.
     """

    origin: str
    head: str
    at: int





    def to_dict(self) -> dict[str, Any]:
        origin = self.origin

        head = self.head

        at = self.at


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "origin": origin,
            "head": head,
            "at": at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        origin = d.pop("origin")

        head = d.pop("head")

        at = d.pop("at")

        import_mark = cls(
            origin=origin,
            head=head,
            at=at,
        )

        return import_mark

