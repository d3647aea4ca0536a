from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.abort_event_entry_event_reason import AbortEventEntryEventReason
from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="AbortEventEntryEvent")



@_attrs_define
class AbortEventEntryEvent:
    """ 
        Attributes:
            type_ (Literal['aborted']):  Default: 'aborted'.
            reason (AbortEventEntryEventReason | Unset):
     """

    type_: Literal['aborted'] = 'aborted'
    reason: AbortEventEntryEventReason | Unset = UNSET





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
        type_ = cast(Literal['aborted'] , d.pop("type"))
        if type_ != 'aborted':
            raise ValueError(f"type must match const 'aborted', got '{type_}'")

        _reason = d.pop("reason", UNSET)
        reason: AbortEventEntryEventReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = AbortEventEntryEventReason(_reason)




        abort_event_entry_event = cls(
            type_=type_,
            reason=reason,
        )

        return abort_event_entry_event

