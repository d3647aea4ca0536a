from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_request_correspondence_clock_in_days_with_a_time_bank_on_timeout import ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ClockRequestCorrespondenceClockInDaysWithATimeBank")



@_attrs_define
class ClockRequestCorrespondenceClockInDaysWithATimeBank:
    """ Each move has `days_per_move` days; a move that takes longer draws on the
    seat's bank of `bank_days` (it never refills). A seat's vacation
    (`POST /v1/me/vacation`) stops its clock; another seat may give it more time
    (`POST /v1/games/{gid}/clock/give`).

        Attributes:
            days_per_move (int):
            bank_days (int | Unset):  Default: 0.
            on_timeout (ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout | Unset):  Default:
                ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout.BOT.
            timeout_bot (None | str | Unset): The bot level that takes a timed-out seat over (`on_timeout: bot`) or plays a
                forfeited seat on (`lose` with 3-4 seats): one of the game type's `bot_levels`;
                default the table's `resign_bot`. A game a bot finished for a seat is marked
                (`result.taken_over`, the seat's `taken_over`) and, when rated, counts as that
                seat's loss only.
     """

    days_per_move: int
    bank_days: int | Unset = 0
    on_timeout: ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout | Unset = ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout.BOT
    timeout_bot: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        days_per_move = self.days_per_move

        bank_days = self.bank_days

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
            "days_per_move": days_per_move,
        })
        if bank_days is not UNSET:
            field_dict["bank_days"] = bank_days
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if timeout_bot is not UNSET:
            field_dict["timeout_bot"] = timeout_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        days_per_move = d.pop("days_per_move")

        bank_days = d.pop("bank_days", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout(_on_timeout)




        def _parse_timeout_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        timeout_bot = _parse_timeout_bot(d.pop("timeout_bot", UNSET))


        clock_request_correspondence_clock_in_days_with_a_time_bank = cls(
            days_per_move=days_per_move,
            bank_days=bank_days,
            on_timeout=on_timeout,
            timeout_bot=timeout_bot,
        )

        return clock_request_correspondence_clock_in_days_with_a_time_bank

