from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.clock_kind import ClockKind
from ..models.clock_on_timeout import ClockOnTimeout
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ The game's clock at the time of the answer. `remaining_ms` per seat (the
    running seat's already counts down), `running` the seat whose time runs (null
    when none: the table or a bot works, the game waits or is over), `since` when
    it started running and `deadline` when it runs out (epoch ms).

        Attributes:
            kind (ClockKind):
            remaining_ms (list[int]):
            running (int | None):
            since (int | None):
            deadline (int | None):
            on_timeout (ClockOnTimeout):
            running_seats (list[int] | Unset): Every seat whose time runs (several when seats act at once).
            initial_ms (int | Unset):
            increment_ms (int | Unset):
            per_move_ms (int | None | Unset):
            bank_ms (list[int] | Unset): A correspondence clock in days - each seat's time bank left.
            vacation_until (list[int | None] | Unset): A correspondence clock in days - until when each seat's clock is
                stopped by a vacation (epoch ms).
            timeout_bot (str | Unset): The level that takes a timed-out seat over.
     """

    kind: ClockKind
    remaining_ms: list[int]
    running: int | None
    since: int | None
    deadline: int | None
    on_timeout: ClockOnTimeout
    running_seats: list[int] | Unset = UNSET
    initial_ms: int | Unset = UNSET
    increment_ms: int | Unset = UNSET
    per_move_ms: int | None | Unset = UNSET
    bank_ms: list[int] | Unset = UNSET
    vacation_until: list[int | None] | Unset = UNSET
    timeout_bot: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        remaining_ms = self.remaining_ms



        running: int | None
        running = self.running

        since: int | None
        since = self.since

        deadline: int | None
        deadline = self.deadline

        on_timeout = self.on_timeout.value

        running_seats: list[int] | Unset = UNSET
        if not isinstance(self.running_seats, Unset):
            running_seats = self.running_seats



        initial_ms = self.initial_ms

        increment_ms = self.increment_ms

        per_move_ms: int | None | Unset
        if isinstance(self.per_move_ms, Unset):
            per_move_ms = UNSET
        else:
            per_move_ms = self.per_move_ms

        bank_ms: list[int] | Unset = UNSET
        if not isinstance(self.bank_ms, Unset):
            bank_ms = self.bank_ms



        vacation_until: list[int | None] | Unset = UNSET
        if not isinstance(self.vacation_until, Unset):
            vacation_until = []
            for vacation_until_item_data in self.vacation_until:
                vacation_until_item: int | None
                vacation_until_item = vacation_until_item_data
                vacation_until.append(vacation_until_item)



        timeout_bot = self.timeout_bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "remaining_ms": remaining_ms,
            "running": running,
            "since": since,
            "deadline": deadline,
            "on_timeout": on_timeout,
        })
        if running_seats is not UNSET:
            field_dict["running_seats"] = running_seats
        if initial_ms is not UNSET:
            field_dict["initial_ms"] = initial_ms
        if increment_ms is not UNSET:
            field_dict["increment_ms"] = increment_ms
        if per_move_ms is not UNSET:
            field_dict["per_move_ms"] = per_move_ms
        if bank_ms is not UNSET:
            field_dict["bank_ms"] = bank_ms
        if vacation_until is not UNSET:
            field_dict["vacation_until"] = vacation_until
        if timeout_bot is not UNSET:
            field_dict["timeout_bot"] = timeout_bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ClockKind(d.pop("kind"))




        remaining_ms = cast(list[int], d.pop("remaining_ms"))


        def _parse_running(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        running = _parse_running(d.pop("running"))


        def _parse_since(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        since = _parse_since(d.pop("since"))


        def _parse_deadline(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deadline = _parse_deadline(d.pop("deadline"))


        on_timeout = ClockOnTimeout(d.pop("on_timeout"))




        running_seats = cast(list[int], d.pop("running_seats", UNSET))


        initial_ms = d.pop("initial_ms", UNSET)

        increment_ms = d.pop("increment_ms", UNSET)

        def _parse_per_move_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        per_move_ms = _parse_per_move_ms(d.pop("per_move_ms", UNSET))


        bank_ms = cast(list[int], d.pop("bank_ms", UNSET))


        _vacation_until = d.pop("vacation_until", UNSET)
        vacation_until: list[int | None] | Unset = UNSET
        if _vacation_until is not UNSET:
            vacation_until = []
            for vacation_until_item_data in _vacation_until:
                def _parse_vacation_until_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                vacation_until_item = _parse_vacation_until_item(vacation_until_item_data)

                vacation_until.append(vacation_until_item)


        timeout_bot = d.pop("timeout_bot", UNSET)

        clock = cls(
            kind=kind,
            remaining_ms=remaining_ms,
            running=running,
            since=since,
            deadline=deadline,
            on_timeout=on_timeout,
            running_seats=running_seats,
            initial_ms=initial_ms,
            increment_ms=increment_ms,
            per_move_ms=per_move_ms,
            bank_ms=bank_ms,
            vacation_until=vacation_until,
            timeout_bot=timeout_bot,
        )

        return clock

