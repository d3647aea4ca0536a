from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="UndoEventEntryEvent")



@_attrs_define
class UndoEventEntryEvent:
    """ 
        Attributes:
            type_ (Literal['undo']):  Default: 'undo'.
            to_version (int):
     """

    to_version: int
    type_: Literal['undo'] = 'undo'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        to_version = self.to_version


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "to_version": to_version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['undo'] , d.pop("type"))
        if type_ != 'undo':
            raise ValueError(f"type must match const 'undo', got '{type_}'")

        to_version = d.pop("to_version")

        undo_event_entry_event = cls(
            type_=type_,
            to_version=to_version,
        )

        return undo_event_entry_event

