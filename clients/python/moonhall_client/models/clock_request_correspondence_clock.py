from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_request_correspondence_clock_on_timeout import ClockRequestCorrespondenceClockOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockRequestCorrespondenceClock")



@_attrs_define
class ClockRequestCorrespondenceClock:
    """ Correspondence clock

        Attributes:
            per_move_s (int):
            on_timeout (ClockRequestCorrespondenceClockOnTimeout | Unset):  Default:
                ClockRequestCorrespondenceClockOnTimeout.BOT.
     """

    per_move_s: int
    on_timeout: ClockRequestCorrespondenceClockOnTimeout | Unset = ClockRequestCorrespondenceClockOnTimeout.BOT





    def to_dict(self) -> dict[str, Any]:
        per_move_s = self.per_move_s

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "per_move_s": per_move_s,
        })
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        per_move_s = d.pop("per_move_s")

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockRequestCorrespondenceClockOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockRequestCorrespondenceClockOnTimeout(_on_timeout)




        clock_request_correspondence_clock = cls(
            per_move_s=per_move_s,
            on_timeout=on_timeout,
        )

        return clock_request_correspondence_clock

