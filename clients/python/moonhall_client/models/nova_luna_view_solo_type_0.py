from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nova_luna_view_solo_type_0_phase import NovaLunaViewSoloType0Phase
from typing import cast






T = TypeVar("T", bound="NovaLunaViewSoloType0")



@_attrs_define
class NovaLunaViewSoloType0:
    """ 
        Attributes:
            phase (NovaLunaViewSoloType0Phase):
            small_stack (int):
            big_stack (int):
            phase_1_record (int | None):
            can_end_phase_1 (bool):
     """

    phase: NovaLunaViewSoloType0Phase
    small_stack: int
    big_stack: int
    phase_1_record: int | None
    can_end_phase_1: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        phase = self.phase.value

        small_stack = self.small_stack

        big_stack = self.big_stack

        phase_1_record: int | None
        phase_1_record = self.phase_1_record

        can_end_phase_1 = self.can_end_phase_1


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "phase": phase,
            "small_stack": small_stack,
            "big_stack": big_stack,
            "phase_1_record": phase_1_record,
            "can_end_phase_1": can_end_phase_1,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phase = NovaLunaViewSoloType0Phase(d.pop("phase"))




        small_stack = d.pop("small_stack")

        big_stack = d.pop("big_stack")

        def _parse_phase_1_record(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        phase_1_record = _parse_phase_1_record(d.pop("phase_1_record"))


        can_end_phase_1 = d.pop("can_end_phase_1")

        nova_luna_view_solo_type_0 = cls(
            phase=phase,
            small_stack=small_stack,
            big_stack=big_stack,
            phase_1_record=phase_1_record,
            can_end_phase_1=can_end_phase_1,
        )


        nova_luna_view_solo_type_0.additional_properties = d
        return nova_luna_view_solo_type_0

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
