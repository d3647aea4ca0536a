from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.halt_event_entry_event_reason import HaltEventEntryEventReason
from typing import Literal, cast






T = TypeVar("T", bound="HaltEventEntryEvent")



@_attrs_define
class HaltEventEntryEvent:
    """ 
        Attributes:
            type_ (Literal['halted']):  Default: 'halted'.
            reason (HaltEventEntryEventReason):
            failures (int):
     """

    reason: HaltEventEntryEventReason
    failures: int
    type_: Literal['halted'] = 'halted'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason = self.reason.value

        failures = self.failures


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "reason": reason,
            "failures": failures,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['halted'] , d.pop("type"))
        if type_ != 'halted':
            raise ValueError(f"type must match const 'halted', got '{type_}'")

        reason = HaltEventEntryEventReason(d.pop("reason"))




        failures = d.pop("failures")

        halt_event_entry_event = cls(
            type_=type_,
            reason=reason,
            failures=failures,
        )

        return halt_event_entry_event

