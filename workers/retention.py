"""Retention: Redis does not keep every game for ever (issue 30, item 14).

Without it every game stays in Redis memory for good: one client at the create limit
adds 43,200 games a day. ``make serve``'s sweeper thread runs ``retain`` after each sweep
(service/serve.py, every ``MOONHALL_SWEEP_S``), never on the move path:

* **A finished game** is archived ``MOONHALL_RETAIN_DAYS`` (default 30) after it finished:
  its stream, meta, snapshots and lobby summary are replaced by one key,
  ``mh:g:{<id>}:arch``, zlib of the JSON of its meta, summary and every record
  (events/store.py). It leaves the lobby (``GET /v1/games``), but ``GET /v1/games/{id}``,
  its ``/events``, ``/states/{v}``, ``/moves`` and ``/stream`` answer as before, from the
  archive (read-only: a command gets ``409 game_over`` as for any finished game).
* **An unfinished game** with no record for ``MOONHALL_ABANDON_DAYS`` (default 30) is
  abandoned: every key of it goes, and its lobby entries; it then answers 404. Idleness
  counts from its last record, or from its clock's next deadline when that is later, so
  a clocked game is never expired while a seat's time runs (the longest clock, a
  correspondence clock, gives 30 days a move: service/schemas.py); a due timeout is the
  sweeper's to dispatch, and the game then moves.

Why a key in Redis and not a file per game under the data folder: a file is off Redis
memory, but with several web nodes (README "Running at scale") a node's folder is not the
others', and the archive must be readable wherever a request lands; the key sits in the
game's own hash slot, so the swap is one atomic script on a Redis Cluster too, and it is
as durable as the games (the AOF). The price is memory: the archive takes about a tenth
of what the live keys took (README "Operating Moonhall" has the figure).

Every step is harmless when repeated or run by two nodes at once: the swap and the
removal are scripts that act only if the stream is at the version the pass looked at
(a move that lands meanwhile wins), and an archive already there is left alone.

``MOONHALL_RETAIN_S`` / ``MOONHALL_ABANDON_S`` give the same periods in seconds (and win
over the days; for tests).
"""
from __future__ import annotations

import logging
import os
import time

from events.store import RedisEventStore, pack_archive
from service import clock as clocks
from service.errors import ApiError

log = logging.getLogger("moonhall.retention")

DAY = 24 * 3600
BATCH = 200        # games looked at per round trip of the retention sets
PASS_LIMIT = 5000  # at most this many games per pass (the next pass goes on)


def _period(name: str, default_days: float) -> float:
    s = os.environ.get(f"MOONHALL_{name}_S")
    if s:
        return float(s)
    return float(os.environ.get(f"MOONHALL_{name}_DAYS", str(default_days))) * DAY


def retain_s() -> float:
    """How long a finished game stays in Redis before it is archived."""
    return _period("RETAIN", 30)


def abandon_s() -> float:
    """How long an unfinished game may go without a record before it expires."""
    return _period("ABANDON", 30)


def _created(meta: dict) -> float:
    return float(meta.get("created", 0))


def archive_game(svc, gid: str, now: float) -> str:
    """Archive one finished game: 'ok', 'already', 'gone' or 'live' (not finished: it goes
    back to the unfinished set)."""
    store: RedisEventStore = svc.store
    try:
        lg = svc.load(gid)
    except ApiError:  # no meta and no archive: nothing left to keep
        store.unindex(gid, None, None)
        return "gone"
    if not svc.finished(lg):  # (cannot happen through the API: a finished game never moves)
        store.seen(gid, False, now)
        return "live"
    payloads = store.raw_records(gid)
    res = "already"
    if payloads:
        blob = pack_archive(gid, lg.meta, store.summary(gid), payloads)
        res = store.archive(gid, len(payloads), blob)
    if res == "moved":  # pragma: no cover - see above
        return "live"
    store.unindex(gid, lg.meta.get("type"), _created(lg.meta))
    return res


def _last_activity(svc, lg) -> float:
    """When the game last moved, or its clock's next deadline if later (epoch s)."""
    last = _created(lg.meta)
    tail = svc.store.read_back(lg.gid, lg.version, 1)
    if tail and tail[0].at is not None:
        last = max(last, tail[0].at / 1000)
    if lg.table is not None and not svc.finished(lg):
        for _seat, deadline_ms in clocks.deadlines(lg.table):
            last = max(last, deadline_ms / 1000)
    return last


def judge_idle(svc, gid: str, now: float, idle_s: float) -> str:
    """An unfinished game that has not been seen moving for ``idle_s``: 'expired' if it
    has not moved since, else 'kept' (filed again at its last move) or 'finished' (it
    finished and was not filed so: a crash between the append and the lobby write)."""
    store: RedisEventStore = svc.store
    try:
        lg = svc.load(gid)
    except ApiError:  # no stream (a meta left by a create that failed halfway goes too) or no meta
        store.expire(gid, 0)
        store.unindex(gid, None, None)
        return "gone"
    last = _last_activity(svc, lg)
    if svc.finished(lg):
        store.seen(gid, True, last)
        return "finished"
    if now - last < idle_s:
        store.seen(gid, False, last)
        return "kept"
    if store.expire(gid, lg.version) != "ok":  # a record landed meanwhile
        store.seen(gid, False, now)
        return "kept"
    svc.forget(gid)
    store.unindex(gid, lg.meta.get("type"), _created(lg.meta))
    return "expired"


def retain(svc, now: float | None = None, retain_for: float | None = None,
           abandon_after: float | None = None, limit: int = PASS_LIMIT) -> dict[str, list[str]]:
    """One pass: archive the finished games past their retention, expire the abandoned
    ones. The ids archived and expired."""
    store: RedisEventStore = svc.store
    now = time.time() if now is None else now
    retain_for = retain_s() if retain_for is None else retain_for
    abandon_after = abandon_s() if abandon_after is None else abandon_after
    out: dict[str, list[str]] = {"archived": [], "expired": []}
    looked = 0
    while looked < limit:
        due = store.due(store.ENDED, now - retain_for, BATCH)
        for gid, _ in due:
            if archive_game(svc, gid, now) == "ok":
                out["archived"].append(gid)
        looked += len(due)
        if len(due) < BATCH:
            break
    seen: set[str] = set()
    while looked < limit:
        due = [(g, sc) for g, sc in store.due(store.LIVE, now - abandon_after, BATCH) if g not in seen]
        for gid, _ in due:
            seen.add(gid)
            if judge_idle(svc, gid, now, abandon_after) == "expired":
                out["expired"].append(gid)
        looked += len(due)
        if not due:
            break
    if out["archived"] or out["expired"]:
        log.info("retention: archived %d finished game(s), expired %d abandoned", len(out["archived"]),
                 len(out["expired"]))
    return out


def backfill(store: RedisEventStore, now: float | None = None) -> int:
    """File the games written before the retention sets existed (a SCAN of the metas,
    once when ``make serve`` starts): each goes in the unfinished set at its creation
    time, and the first pass files a finished one under its end. The count filed."""
    now = time.time() if now is None else now
    n = 0
    gids = [k.decode().split("{", 1)[1].split("}", 1)[0] for k in store.r.scan_iter("mh:g:*:meta", count=1000)]
    for i in range(0, len(gids), BATCH):
        chunk = gids[i:i + BATCH]
        pipe = store.r.pipeline(transaction=False)
        for g in chunk:
            pipe.zscore(store.LIVE, g)
            pipe.zscore(store.ENDED, g)
            pipe.hget(store.meta_key(g), "created")
        got = pipe.execute()
        missing = {g: float(got[3 * j + 2] or now) for j, g in enumerate(chunk)
                   if got[3 * j] is None and got[3 * j + 1] is None}
        if missing:
            store.r.zadd(store.LIVE, missing, nx=True)
            n += len(missing)
    return n
