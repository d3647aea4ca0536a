"""Rematch (issue 25): the same table again, seats rotated, the same players invited.

``POST /v1/games/{id}/rematch`` by a seat of a finished game creates a new table of the
same type, options, clock, bot and hints settings, with the seats rotated by one (the old
seat 1 sits at seat 0, ..., the old seat 0 last): bots stay bots, every person's seat is
a private open seat whose invite only that person receives (each accepts by joining with
it, ``POST /v1/games/{new}/join``). One table per game: the first call makes it and every
later call - the other players', a repeated click - answers the same table with the
caller's own invite. The rematch is kept in the old game's hash slot,
``mh:g:{<id>}:rematch`` (JSON ``{"id", "invites": {old seat: code}, "seats": {old seat:
new seat}}``); a placeholder taken with SET NX first makes two simultaneous calls create
one table, not two.
"""
from __future__ import annotations

import json
import secrets
import time

from events import codec
from projections import table as tables
from service.errors import ApiError, conflict, not_found

REMATCH_TTL_S = 7 * 24 * 3600
PENDING_TTL_S = 30
WAIT_S = 10


def rematch_key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:rematch"


def rotated(n: int) -> dict[int, int]:
    """Old seat -> new seat: everyone moves one seat on (old seat 1 starts)."""
    return {old: (old - 1) % n for old in range(n)}


def clock_request(table: dict) -> dict | None:
    """The ``clock`` of the create request that gave ``table`` its clock."""
    ck = table.get("clock")
    if ck is None:
        return None
    if ck["kind"] == "correspondence":
        out = {"per_move_s": ck["per_move_ms"] // 1000}
    else:
        out = {"initial_s": ck["initial_ms"] // 1000, "increment_s": ck["increment_ms"] // 1000}
    out["on_timeout"] = ck.get("on_timeout", "bot")
    return out


def _answer(data: dict, old_seat: int, replayed: bool) -> dict:
    return {"id": data["id"], "rematch_of": data["of"], "seat": data["seats"][str(old_seat)],
            "invite": data["invites"].get(str(old_seat)), "replayed": replayed}


def existing(conn, gid: str) -> dict | None:
    raw = conn.get(rematch_key(gid))
    if raw is None or raw.startswith(b"pending"):
        return None
    return codec.loads(raw)


def rematch(service, conn, lg, old_seat: int) -> dict:
    """The rematch table of ``lg`` for ``old_seat`` (made now, or by an earlier call)."""
    if not service.finished(lg):
        raise conflict("game_not_over", "a rematch is offered once the game is over")
    key = rematch_key(lg.gid)
    mark = f"pending:{secrets.token_hex(8)}"
    if not conn.set(key, mark, nx=True, ex=PENDING_TTL_S):
        deadline = time.monotonic() + WAIT_S
        while time.monotonic() < deadline:  # another call is making it (a second at most)
            data = existing(conn, lg.gid)
            if data is not None:
                return _answer(data, old_seat, True)
            time.sleep(0.05)
        raise ApiError(503, "retry", "the rematch is being created; try again")
    try:
        data = _create(service, lg)
    except BaseException:
        if conn.get(key) == mark.encode():
            conn.delete(key)
        raise
    conn.set(key, codec.dumpb(data), ex=REMATCH_TTL_S)
    return _answer(data, old_seat, False)


def _create(service, lg) -> dict:
    t = lg.table if lg.table is not None else tables.legacy(lg.seats)
    n = t["players"]
    move = rotated(n)
    back = {new: old for old, new in move.items()}
    seats = []
    for new in range(n):
        s = t["seats"][back[new]]
        # the level it was created with (a seat a bot took over on leaving was a person's)
        made = json.loads(lg.meta["seats"])[back[new]]
        if made.get("bot") is not None:
            seats.append({"name": s["name"], "bot": made["bot"],
                          **({"think_ms": made["think_ms"]} if made.get("think_ms") else {})})
        else:
            seats.append({"open": True, "private": True})
    names = {o.name for o in lg.game.options}
    config = json.loads(lg.meta["config"])
    options = {k: v for k, v in config.items() if k in names}
    out = service.create(lg.game.id, seats, options, None, clock=clock_request(t), resign_bot=t.get("resign_bot"),
                         hints=lg.meta.get("hints") == "1",
                         extra_meta={"rematch_of": lg.gid,
                                     **{k: "1" for k in ("chat_spectators", "chat_in_record") if lg.meta.get(k) == "1"}})
    invites = {str(old): out["seats"][new]["invite"] for old, new in move.items() if "invite" in out["seats"][new]}
    return {"id": out["id"], "of": lg.gid, "invites": invites, "seats": {str(o): nw for o, nw in move.items()}}


def get(conn, gid: str) -> dict:
    """The rematch's table id, for anyone (not the invites)."""
    data = existing(conn, gid)
    if data is None:
        raise not_found(f"no rematch of {gid!r} yet")
    return {"id": data["id"], "rematch_of": gid}
