from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.halted_reason import HaltedReason






T = TypeVar("T", bound="Halted")



@_attrs_define
class Halted:
    """ The table's automatic step failed `failures` times at `version` (a bug of the
    game; the error is in the server's log, never in the view). The game waits for
    an operator, who retries the step or aborts the game (it then ends with no
    winner, `result.reason: aborted`).

        Attributes:
            reason (HaltedReason):
            version (int): The version the step failed at (the `halt` entry is the next one).
            failures (int):
            since (int): Epoch ms of the first failure.
     """

    reason: HaltedReason
    version: int
    failures: int
    since: int





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        version = self.version

        failures = self.failures

        since = self.since


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "version": version,
            "failures": failures,
            "since": since,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = HaltedReason(d.pop("reason"))




        version = d.pop("version")

        failures = d.pop("failures")

        since = d.pop("since")

        halted = cls(
            reason=reason,
            version=version,
            failures=failures,
            since=since,
        )

        return halted

