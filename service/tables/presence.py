"""Presence (issue 25): who has a game's page open.

A page sends a heartbeat (``POST /v1/games/{id}/presence``) every HEARTBEAT_S; a seat's
with its token, a spectator's with a random ``viewer`` id of its own. The heartbeats are
a sorted set in the game's hash slot, ``mh:g:{<id>}:here`` (member ``s<seat>`` or
``v<viewer>``, score the time), which expires HERE_TTL_S after the last heartbeat; a
member older than ONLINE_S is offline (dropped at the next heartbeat). No part of the move
path: the SSE stream (service/stream.py) and the game's stream are untouched.
"""
from __future__ import annotations

import hashlib
import re
import time

from service.errors import bad_request

HEARTBEAT_S = 5
ONLINE_S = 20
HERE_TTL_S = 120
_VIEWER = re.compile(r"^[A-Za-z0-9_-]{8,64}$")


def here_key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:here"


def beat(conn, gid: str, seat: int | None, viewer) -> None:
    """One heartbeat of ``seat`` (or of a spectator's ``viewer`` id; without one, nothing)."""
    if seat is not None:
        member = f"s{seat}"
    elif viewer is None:
        return  # a spectator that gives no id is not counted
    else:
        if not isinstance(viewer, str) or not _VIEWER.match(viewer):
            raise bad_request("a spectator's heartbeat needs a viewer id of 8-64 letters, digits, '-' or '_'",
                              {"fields": {"viewer": ["8-64 of A-Z a-z 0-9 _ -"]}})
        member = "v" + hashlib.sha256(viewer.encode()).hexdigest()[:16]
    now = time.time()
    pipe = conn.pipeline(transaction=False)
    pipe.zadd(here_key(gid), {member: now})
    pipe.zremrangebyscore(here_key(gid), "-inf", now - ONLINE_S)
    pipe.expire(here_key(gid), HERE_TTL_S)
    pipe.execute()


def who(conn, lg) -> dict:
    """``seats``: each seat's ``online`` and seconds since its last heartbeat
    (``seen_s``, null if never or long ago); ``spectators``: how many others watch."""
    now = time.time()
    here = {(m.decode() if isinstance(m, bytes) else m): sc
            for m, sc in conn.zrangebyscore(here_key(lg.gid), now - ONLINE_S, "+inf", withscores=True)}
    seats = []
    for i, s in enumerate(lg.table["seats"] if lg.table is not None else lg.seats):
        at = here.get(f"s{i}")
        seats.append({"seat": i, "name": s["name"], "bot": s.get("bot"), "online": at is not None,
                      "seen_s": None if at is None else round(max(0.0, now - at), 1)})
    return {"seats": seats, "spectators": sum(1 for m in here if m.startswith("v")),
            "heartbeat_s": HEARTBEAT_S, "online_s": ONLINE_S}
