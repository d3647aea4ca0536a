from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.resume_event_entry_event_reason import ResumeEventEntryEventReason
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="ResumeEventEntryEvent")



@_attrs_define
class ResumeEventEntryEvent:
    """ 
        Attributes:
            type_ (Literal['resumed']):  Default: 'resumed'.
            reason (ResumeEventEntryEventReason | Unset):
     """

    type_: Literal['resumed'] = 'resumed'
    reason: ResumeEventEntryEventReason | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['resumed'] , d.pop("type"))
        if type_ != 'resumed':
            raise ValueError(f"type must match const 'resumed', got '{type_}'")

        _reason = d.pop("reason", UNSET)
        reason: ResumeEventEntryEventReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = ResumeEventEntryEventReason(_reason)




        resume_event_entry_event = cls(
            type_=type_,
            reason=reason,
        )

        return resume_event_entry_event

