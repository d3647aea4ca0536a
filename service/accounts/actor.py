"""Who acts through an account (issue 25): a session or a personal token, as the games'
command path sees it. Kept free of Flask and Redis so service/games.py can import it."""
from __future__ import annotations

from typing import Callable

SCOPES = ("play", "bot:play", "read")
#: what each scope a request asks for is satisfied by (a session satisfies every scope)
SATISFIED_BY = {"read": {"read", "play", "bot:play"}, "play": {"play", "bot:play"}, "bot:play": {"bot:play"}}


class AccountActor(str):
    """The value ``service.http._token`` hands the game routes instead of a seat token when
    the request comes with an account (a ``str`` so every path that passes a token along
    keeps working; its text is no secret). ``seats_of(gid)``: the seats the account adopted
    in that game (its ``games`` hash); seats named for it at create or join are read from the
    table itself (``seat["account"]``)."""

    account: str
    scopes: tuple[str, ...]
    via: str
    seats_of: Callable[[str], list[int]]

    def __new__(cls, account: str, scopes, via: str, seats_of: Callable[[str], list[int]]):
        obj = super().__new__(cls, "account:" + account)
        obj.account, obj.scopes, obj.via, obj.seats_of = account, tuple(scopes), via, seats_of
        return obj

    def allows(self, scope: str) -> bool:
        return self.via == "session" or bool(SATISFIED_BY.get(scope, {scope}) & set(self.scopes))
