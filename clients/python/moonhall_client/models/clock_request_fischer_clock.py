from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_request_fischer_clock_on_timeout import ClockRequestFischerClockOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="ClockRequestFischerClock")



@_attrs_define
class ClockRequestFischerClock:
    """ Fischer clock

        Attributes:
            initial_s (int):
            increment_s (int | Unset):  Default: 0.
            on_timeout (ClockRequestFischerClockOnTimeout | Unset):  Default: ClockRequestFischerClockOnTimeout.BOT.
     """

    initial_s: int
    increment_s: int | Unset = 0
    on_timeout: ClockRequestFischerClockOnTimeout | Unset = ClockRequestFischerClockOnTimeout.BOT





    def to_dict(self) -> dict[str, Any]:
        initial_s = self.initial_s

        increment_s = self.increment_s

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "initial_s": initial_s,
        })
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        initial_s = d.pop("initial_s")

        increment_s = d.pop("increment_s", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockRequestFischerClockOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockRequestFischerClockOnTimeout(_on_timeout)




        clock_request_fischer_clock = cls(
            initial_s=initial_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
        )

        return clock_request_fischer_clock

