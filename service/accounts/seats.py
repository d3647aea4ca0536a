"""Seats that name an account (issue 25): at create, at join, adopted later.

A seat with ``{"account": "<name>"}`` in ``POST /v1/games`` is the account's: the table
keeps the canonical name (projections/table.py), the seat's name defaults to the
account's, and the account's session or personal token acts for it (service/games.py
``_account_seat``); the seat token is handed out as for any seat and keeps working. The
account's own stream records the seat (``seat`` records), which is what "my tables"
lists. The game is appended first: if the account's record were lost (Redis gone in
between) the account still acts for the seat through the table, only the list misses it.
"""
from __future__ import annotations

import logging

from flask import request

from service.accounts import auth
from service.errors import ApiError, bad_request

log = logging.getLogger("moonhall.accounts")


def naming(seats: list[dict]) -> list[dict]:
    """The create's seats with each named account made canonical and checked (422
    ``unknown_account``), and the seat's name defaulting to the account's."""
    if not any(s.get("account") is not None for s in seats):
        return seats
    accounts = auth.accounts()
    out = []
    for i, s in enumerate(seats):
        if s.get("account") is None:
            out.append({k: v for k, v in s.items() if k != "account"})
            continue
        canon = accounts.exists(s["account"])
        if canon is None:
            raise ApiError(422, "unknown_account", f"no account named {s['account']!r}", {"seat": i})
        s = dict(s, account=canon)
        if s.get("name") is None:
            s["name"] = accounts.display_name(canon)
        out.append(s)
    return out


def created(out: dict) -> None:
    """Record each named account's seats of a new game in the account's stream."""
    held: dict[str, list[int]] = {}
    for s in out["seats"]:
        if s.get("account"):
            held.setdefault(s["account"], []).append(s["seat"])
    for canon, seats in held.items():
        _record(canon, out["id"], seats, "created")


def joining(req, name: str | None) -> tuple[str | None, str]:
    """(the account joining or None, the seat's name) for ``POST /join``."""
    actor = auth.actor_of(req) if _with_account(req) else None
    if actor is not None:
        if not actor.allows("play"):
            raise ApiError(403, "insufficient_scope", "this personal token may not play: it needs 'play' or 'bot:play'",
                           {"scopes": list(actor.scopes)})
        return actor.account, name or auth.accounts().display_name(actor.account)
    if name is None:
        raise bad_request("the body is malformed", {"fields": {"name": ["a name is required unless you join with an account"]}})
    return None, name


def _with_account(req) -> bool:
    header = req.environ.get("HTTP_AUTHORIZATION")
    if header is not None:
        return header.partition(" ")[2].strip().startswith(auth.TOKEN_PREFIX)
    return auth.COOKIE in req.cookies


def joined(account: str | None, gid: str, out: dict) -> None:
    if account is not None:
        _record(account, gid, [out["seat"]], "joined")


def _record(canon: str, gid: str, seats: list[int], how: str) -> None:
    try:
        auth.accounts().record_seats(canon, gid, seats, how)
    except ApiError as e:  # the game holds the seat's account all the same (see above)
        log.warning("account %s: seats %s of %s not recorded: %s", canon, seats, gid, e.code)


__all__ = ["naming", "created", "joining", "joined", "request"]
