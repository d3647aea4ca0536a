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
        )

        return clock

