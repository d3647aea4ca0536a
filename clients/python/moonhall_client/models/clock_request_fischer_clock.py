from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_request_fischer_clock_on_timeout import ClockRequestFischerClockOnTimeout
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ClockRequestFischerClock")



@_attrs_define
class ClockRequestFischerClock:
    """ Fischer clock

        Attributes:
            initial_s (int):
            increment_s (int | Unset):  Default: 0.
            on_timeout (ClockRequestFischerClockOnTimeout | Unset):  Default: ClockRequestFischerClockOnTimeout.BOT.
            timeout_bot (None | str | Unset): The bot level that takes a timed-out seat over (`on_timeout: bot`) or plays a
                forfeited seat on (`lose` with 3-4 seats): one of the game type's `bot_levels`;
                default the table's `resign_bot`. A game a bot finished for a seat is marked
                (`result.taken_over`, the seat's `taken_over`) and, when rated, counts as that
                seat's loss only.
     """

    initial_s: int
    increment_s: int | Unset = 0
    on_timeout: ClockRequestFischerClockOnTimeout | Unset = ClockRequestFischerClockOnTimeout.BOT
    timeout_bot: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        initial_s = self.initial_s

        increment_s = self.increment_s

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        timeout_bot: None | str | Unset
        if isinstance(self.timeout_bot, Unset):
            timeout_bot = UNSET
        else:
            timeout_bot = self.timeout_bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "initial_s": initial_s,
        })
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if timeout_bot is not UNSET:
            field_dict["timeout_bot"] = timeout_bot

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




        def _parse_timeout_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        timeout_bot = _parse_timeout_bot(d.pop("timeout_bot", UNSET))


        clock_request_fischer_clock = cls(
            initial_s=initial_s,
            increment_s=increment_s,
            on_timeout=on_timeout,
            timeout_bot=timeout_bot,
        )

        return clock_request_fischer_clock

