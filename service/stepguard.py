"""A table step that keeps failing halts its game in plain sight (issue 30, item 11).

An automatic step (end of round, scoring...) whose ``decide`` raises used to leave its
game at ``waiting_for: system`` for ever, with RQ retrying and the sweeper dispatching it
again, and nothing in the view, the feed or /healthz. Now every failure of the step at a
version is counted in Redis (``mh:g:{<id>}:halt``); after ``STEP_FAILURES`` of them the
game is *halted*: a ``seat`` record by the system, ``{"type": "halted", "reason":
"table_step_failed", "failures", "since"}``, is appended to its stream through the
command path (``halt``). The halt is event-sourced: projections/table.py folds it into
the table (``table["halted"]``), so every view shows it with no read of its own (the
view's long poll stays one round trip), the feed and the stream carry it as a ``halt``
entry, and a client long-polling the game is woken by it. While the table is halted the
command path, ``schedule`` and the sweeper dispatch no step (``GameService._jobs``), and
the job's remaining RQ retries are stale (the halt moved the version on). /healthz
counts the halted games (``halted_games``, a count only, from the set ``mh:halted``, off
the move path). An operator then retries or aborts the game: ``python -m tools.halted
list|retry|abort GAME_ID`` (tools/halted.py).

Retry appends ``{"type": "resumed", "reason": "operator"}``: the table is no longer
halted and the append itself queues the step again at the new version, as any command
queues what comes next (its failures are counted anew there). Abort appends ``{"type":
"aborted"}``: the game ends with no winner (``result: {"winners": [], "reason":
"aborted"}``, projections/table.py), like a resignation ends it, in the stream for every
seat to see.

Each of these records is appended at the version it was decided on (the append script
checks it), so a halt that comes late (the game moved on) or twice (two workers failed
the same step at once) lands at most once and changes nothing otherwise.
"""
from __future__ import annotations

import logging
import os
import time
import traceback

log = logging.getLogger("moonhall.steps")

STEP_FAILURES = int(os.environ.get("MOONHALL_STEP_FAILURES", "3"))
HALTED = "mh:halted"  # the set of halted games' ids (/healthz counts it)
COUNT_TTL_S = 7 * 86400  # a count left behind (the game moved on, was archived) goes by itself

# one failure of the step at version ARGV[1]: a count for another version starts again;
# answers {failures, since (ms of the first failure at that version)}
_FAIL = """
local v = redis.call('HGET', KEYS[1], 'version')
if v ~= ARGV[1] then
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'version', ARGV[1], 'since', ARGV[2])
end
redis.call('HSET', KEYS[1], 'last', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return {redis.call('HINCRBY', KEYS[1], 'failures', 1), tonumber(redis.call('HGET', KEYS[1], 'since'))}
"""


def key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:halt"


def record(r, gid: str, version: int, exc: BaseException) -> dict | None:
    """Count one failure of the table step of ``gid`` at ``version``; the ``halted``
    record's change when this failure halts the game, else None (the error itself goes
    to the log only, never to a seat)."""
    now = int(time.time() * 1000)
    n, since = (int(x) for x in r.eval(_FAIL, 1, key(gid), version, now, COUNT_TTL_S))
    log.error("table step of game %s at version %s failed (%d of %d): %s: %s\n%s", gid, version, n, STEP_FAILURES,
              type(exc).__name__, exc, "".join(traceback.format_exception(exc)))
    if n < STEP_FAILURES:
        return None
    return {"type": "halted", "reason": "table_step_failed", "failures": n, "since": since}


def halted(table: dict | None) -> dict | None:
    """The game's halt as its table holds it (projections/table.py), or None."""
    return None if table is None else table.get("halted")


def halt(service, lg, change: dict) -> int | None:
    """Append the ``halted`` record to the game ``lg`` (loaded at the version the step
    failed at): the version it landed at, or None when the game is no longer there (it
    moved on, or another worker's halt landed first: nothing is appended)."""
    from events.model import Record
    from games.base import SYSTEM
    from service.errors import ApiError
    if service.finished(lg) or halted(lg.table) is not None:
        return None
    at = lg.version
    r = service.store.r
    # counted first: a process that dies after the append leaves no halted game uncounted
    # (a count whose halt did not land is pruned by the next sweep)
    r.sadd(HALTED, lg.gid)
    rec = Record(lg.version + 1, "seat", seat=SYSTEM, cmd=lg.version, change=change)
    try:
        out = service._commit(lg, SYSTEM, [rec], lg.state, None)
    except ApiError as e:
        if e.status == 409:
            return None
        raise
    r.delete(key(lg.gid))  # the record holds the count now
    log.error("game %s is halted at version %s: retry or abort it with python -m tools.halted", lg.gid, at)
    return out["version"]


def count(r) -> int:
    return int(r.scard(HALTED))


def members(r) -> list[str]:
    return sorted(m.decode() for m in r.smembers(HALTED))


def prune(r, service) -> list[str]:
    """Forget the games no longer halted (resumed, aborted, ended another way, gone):
    /healthz counts only games still halted. The ids forgotten."""
    from service.errors import ApiError
    gone = []
    for gid in members(r):
        try:
            lg = service.load(gid)
        except ApiError:
            lg = None
        if lg is None or service.finished(lg) or halted(lg.table) is None:
            r.srem(HALTED, gid)
            gone.append(gid)
    return gone


def _operator(service, gid: str, change: dict, check) -> dict:
    """Append an operator's ``change`` as a record by the system, at the version the game
    was loaded at (``check(lg)`` refuses first); 409 stale_version if it moved meanwhile."""
    from events.model import Record
    from games.base import SYSTEM
    lg = service.load(gid)
    check(lg)
    rec = Record(lg.version + 1, "seat", seat=SYSTEM, cmd=lg.version, change=change)
    out = service._commit(lg, SYSTEM, [rec], lg.state, None)
    service.store.r.srem(HALTED, gid)
    return out


def retry(service, gid: str) -> dict:
    """An operator's retry: a ``resumed`` record, whose append queues the step again at
    the new version (a fresh job; its failures are counted anew). Raises ApiError 409
    when the game is not halted."""
    from service.errors import conflict

    def check(lg):
        if halted(lg.table) is None or service.finished(lg):
            raise conflict("not_halted", f"game {gid} is not halted")
    out = _operator(service, gid, {"type": "resumed", "reason": "operator"}, check)
    log.warning("game %s: table step retried by an operator at version %s", gid, out["version"])
    return {"game": gid, "version": out["version"], "retried": True}


def abort(service, gid: str) -> dict:
    """An operator's abort: the game ends with no winner (a ``seat`` record by the
    system, ``{"type": "aborted"}``). Raises ApiError 409 when it is already finished."""
    from service.errors import conflict

    def check(lg):
        if service.finished(lg):
            raise conflict("game_over", "the game is finished")
    out = _operator(service, gid, {"type": "aborted", "reason": "operator"}, check)
    log.warning("game %s aborted by an operator at version %s", gid, out["version"])
    return {"game": gid, "version": out["version"], "aborted": True}
