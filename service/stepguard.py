"""A table step that keeps failing halts its game in plain sight (issue 30, item 11).

An automatic step (end of round, scoring...) whose ``decide`` raises used to leave its
game at ``waiting_for: system`` for ever, with RQ retrying and the sweeper dispatching it
again, and nothing in the view, the feed or /healthz. Now every failure of the step at a
version is counted in Redis (``mh:g:{<id>}:halt``); after ``STEP_FAILURES`` of them the
game is *halted*: the step is no longer run (RQ's remaining retries and the sweeper's
re-dispatch are no-ops), the view shows ``halted`` to every seat, and /healthz counts the
game (``halted_games``, a count only). An operator then retries or aborts it:
``python -m tools.halted list|retry|abort GAME_ID`` (tools/halted.py).

Abort appends a ``seat`` record ``{"type": "aborted"}`` by the system: the game ends with
no winner (``result: {"winners": [], "reason": "aborted"}``, projections/table.py), like a
resignation ends it, in the stream for every seat to see.
"""
from __future__ import annotations

import logging
import os
import time
import traceback

log = logging.getLogger("moonhall.steps")

STEP_FAILURES = int(os.environ.get("MOONHALL_STEP_FAILURES", "3"))
HALTED = "mh:halted"  # the set of halted games' ids (/healthz counts it)

# one failure of the step at version ARGV[1]: a count for another version starts again
_FAIL = """
local v = redis.call('HGET', KEYS[1], 'version')
if v ~= ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'version', ARGV[1], 'since', ARGV[2])
end
redis.call('HSET', KEYS[1], 'last', ARGV[2])
return redis.call('HINCRBY', KEYS[1], 'failures', 1)
"""


def key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:halt"


def record(r, gid: str, version: int, exc: BaseException) -> bool:
    """Count one failure of the table step of ``gid`` at ``version``; True when the game
    is halted by it (the error itself goes to the log only, never to a seat)."""
    now = int(time.time() * 1000)
    n = int(r.eval(_FAIL, 1, key(gid), version, now))
    log.error("table step of game %s at version %s failed (%d of %d): %s: %s\n%s", gid, version, n, STEP_FAILURES,
              type(exc).__name__, exc, "".join(traceback.format_exception(exc)))
    if n >= STEP_FAILURES:
        r.sadd(HALTED, gid)
        if n == STEP_FAILURES:
            log.error("game %s is halted at version %s: retry or abort it with python -m tools.halted", gid, version)
        return True
    return False


def halted(r, gid: str, version: int | None = None) -> dict | None:
    """The game's halt, as its view shows it (``version``: only a halt at that version)."""
    raw = r.hgetall(key(gid))
    if not raw:
        return None
    h = {k.decode(): int(v) for k, v in raw.items()}
    if h.get("failures", 0) < STEP_FAILURES or (version is not None and h.get("version") != version):
        return None
    return {"reason": "table_step_failed", "version": h["version"], "failures": h["failures"], "since": h["since"]}


def clear(r, gid: str) -> None:
    r.delete(key(gid))
    r.srem(HALTED, gid)


def count(r) -> int:
    return int(r.scard(HALTED))


def members(r) -> list[str]:
    return sorted(m.decode() for m in r.smembers(HALTED))


def prune(r, service) -> list[str]:
    """Forget the halts of games that moved on or ended another way (a seat resigned):
    /healthz counts only games still halted. The ids forgotten."""
    from service.errors import ApiError
    gone = []
    for gid in members(r):
        try:
            lg = service.load(gid)
        except ApiError:
            lg = None
        if lg is None or service.finished(lg) or halted(r, gid, lg.version) is None:
            clear(r, gid)
            gone.append(gid)
    return gone


def retry(service, gid: str) -> dict:
    """An operator's retry: forget the failures and run the step again (a fresh job, so
    RQ's retries start anew). Raises ApiError 409 when the game is not halted."""
    from service.errors import conflict
    from workers.dispatch import RQDispatcher
    lg = service.load(gid)
    h = halted(service.store.r, gid, lg.version)
    if h is None or service.finished(lg):
        raise conflict("not_halted", f"game {gid} is not halted")
    clear(service.store.r, gid)
    if isinstance(service.dispatch, RQDispatcher):  # a job id of its own: the old one failed
        service.dispatch.auto(gid, lg.version, suffix=f"-retry-{int(time.time())}")
    else:
        service.dispatch.auto(gid, lg.version)
    log.warning("game %s: table step at version %s retried by an operator", gid, lg.version)
    return {"game": gid, "version": lg.version, "retried": True}


def abort(service, gid: str) -> dict:
    """An operator's abort: the game ends with no winner (a ``seat`` record by the
    system, ``{"type": "aborted"}``). Raises ApiError 409 when it is already finished."""
    from events.model import Record
    from games.base import SYSTEM
    from service.errors import conflict
    lg = service.load(gid)
    if service.finished(lg):
        raise conflict("game_over", "the game is finished")
    rec = Record(lg.version + 1, "seat", seat=SYSTEM, cmd=lg.version,
                 change={"type": "aborted", "reason": "operator"})
    out = service._commit(lg, SYSTEM, [rec], lg.state, None)
    clear(service.store.r, gid)
    log.warning("game %s aborted by an operator at version %s", gid, out["version"])
    return {"game": gid, "version": out["version"], "aborted": True}
