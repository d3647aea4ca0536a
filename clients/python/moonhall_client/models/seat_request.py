from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatRequest")



@_attrs_define
class SeatRequest:
    """ A human (`{"name"}`), a bot (`{"name", "bot"}`), or an open seat someone joins
    later (`{"open": true}`, `"private": true` for one that needs the invite code).
    `name` is required unless the seat is open or names an `account`. The kinds, as the `if`/`then`/`else`
    below state them: an open seat has no `bot` (and so no `think_ms`); a seat that
    is not open has a `name` and is not `private`, and has `think_ms` only with a
    `bot`. `POST /v1/games` answers a seat that breaks them with `422 invalid_seats`.

        Attributes:
            name (str | Unset):
            bot (None | str | Unset): A bot level of the game type (its `bot_levels` in `GET /v1/game-types`; another
                is `422 invalid_seats`); null or absent for a human.
            think_ms (int | None | Unset): A bot seat's time budget a decision in milliseconds (default 1000): level
                `expert` searches that long (a decision stays within 1.1 x think_ms); other levels answer at once. Only on a bot
                seat (422 otherwise).
            open_ (bool | Unset): The seat is taken later with `POST /v1/games/{gid}/join`. Default: False.
            account (str | Unset): An account (any case) that holds the seat: its session and personal tokens act
                for it, and `name` defaults to the account's name. Not on an open seat (the
                account joins it: `422 invalid_seats`); an unknown account is `422 unknown_account`.
            private (bool | Unset): An open seat that needs the invite code of the create answer. Default: False.
     """

    name: str | Unset = UNSET
    bot: None | str | Unset = UNSET
    think_ms: int | None | Unset = UNSET
    open_: bool | Unset = False
    account: str | Unset = UNSET
    private: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        think_ms: int | None | Unset
        if isinstance(self.think_ms, Unset):
            think_ms = UNSET
        else:
            think_ms = self.think_ms

        open_ = self.open_

        account = self.account

        private = self.private


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if bot is not UNSET:
            field_dict["bot"] = bot
        if think_ms is not UNSET:
            field_dict["think_ms"] = think_ms
        if open_ is not UNSET:
            field_dict["open"] = open_
        if account is not UNSET:
            field_dict["account"] = account
        if private is not UNSET:
            field_dict["private"] = private

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        def _parse_think_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        think_ms = _parse_think_ms(d.pop("think_ms", UNSET))


        open_ = d.pop("open", UNSET)

        account = d.pop("account", UNSET)

        private = d.pop("private", UNSET)

        seat_request = cls(
            name=name,
            bot=bot,
            think_ms=think_ms,
            open_=open_,
            account=account,
            private=private,
        )

        return seat_request

