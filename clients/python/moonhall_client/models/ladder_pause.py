from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="LadderPause")



@_attrs_define
class LadderPause:
    """ 
        Attributes:
            timeouts_in_a_row (int | Unset):
            illegal_moves (int | Unset):
     """

    timeouts_in_a_row: int | Unset = UNSET
    illegal_moves: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        timeouts_in_a_row = self.timeouts_in_a_row

        illegal_moves = self.illegal_moves


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if timeouts_in_a_row is not UNSET:
            field_dict["timeouts_in_a_row"] = timeouts_in_a_row
        if illegal_moves is not UNSET:
            field_dict["illegal_moves"] = illegal_moves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        timeouts_in_a_row = d.pop("timeouts_in_a_row", UNSET)

        illegal_moves = d.pop("illegal_moves", UNSET)

        ladder_pause = cls(
            timeouts_in_a_row=timeouts_in_a_row,
            illegal_moves=illegal_moves,
        )


        ladder_pause.additional_properties = d
        return ladder_pause

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
