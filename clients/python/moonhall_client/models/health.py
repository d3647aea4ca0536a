from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Health")



@_attrs_define
class Health:
    """ Flags and counts only: anyone may ask, so the details (a bot's error, which may
    tell what its seat's private view held; the Redis error, which names the server's
    files) go to the server's log.

        Attributes:
            ok (bool):
            redis (bool | Unset): Redis answered a PING.
            workers (int | Unset): Workers with a recent heartbeat (they beat every few seconds).
            bot_errors (int | Unset): Bot moves that raised or were refused (a random legal move was played instead); what
                they were is in the server's log.
            halted_games (int | Unset): Games halted by a table step that kept failing, waiting for an operator (`python -m
                tools.halted`).
     """

    ok: bool
    redis: bool | Unset = UNSET
    workers: int | Unset = UNSET
    bot_errors: int | Unset = UNSET
    halted_games: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        redis = self.redis

        workers = self.workers

        bot_errors = self.bot_errors

        halted_games = self.halted_games


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ok": ok,
        })
        if redis is not UNSET:
            field_dict["redis"] = redis
        if workers is not UNSET:
            field_dict["workers"] = workers
        if bot_errors is not UNSET:
            field_dict["bot_errors"] = bot_errors
        if halted_games is not UNSET:
            field_dict["halted_games"] = halted_games

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ok = d.pop("ok")

        redis = d.pop("redis", UNSET)

        workers = d.pop("workers", UNSET)

        bot_errors = d.pop("bot_errors", UNSET)

        halted_games = d.pop("halted_games", UNSET)

        health = cls(
            ok=ok,
            redis=redis,
            workers=workers,
            bot_errors=bot_errors,
            halted_games=halted_games,
        )


        health.additional_properties = d
        return health

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
