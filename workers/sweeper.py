"""The sweeper: no game is ever stuck (issue 10).

It looks at every active game; when the table's step or a bot's turn is due and no job
for it is queued, scheduled or running (a worker killed mid-job leaves its job "started"
for ever, a job that failed all its retries is gone), it dispatches the step again. A
repeated job is harmless: the version check makes it a no-op. ``make serve`` runs a sweep
at start, every ``MOONHALL_SWEEP_S`` seconds and at once when one of its RQ workers dies
(service/serve.py). A started job counts as lost as soon as its worker is gone (a worker
of this host whose process is dead, or any worker whose heartbeat stopped), not only
once it is ``stuck_s`` old: a killed worker's bot turn waited 84 s (issue 30, item 3).
A game halted by a table step that kept failing has no step due (its table says so,
``GameService._jobs``): it waits for an operator (issue 30, item 11).
"""
from __future__ import annotations

import logging
import time

import redis
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from service import stepguard
from service.errors import ApiError
from workers.dispatch import RQDispatcher, job_id, timeout_job_id

log = logging.getLogger("moonhall.sweeper")

PENDING = {JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED}
SWEEP_SUFFIX = "-swept"


def active_games(store) -> list[str]:
    """The ids of the games that are not finished: the one place the sweeper reads the
    lobby, so the lobby's index (branch fastpath) can replace it here alone."""
    out, cursor = [], None
    while True:  # the lobby index's active set, a page at a time (events/store.py)
        page, cursor = store.lobby_page("active", None, 500, cursor)
        out += [s["id"] for s in page]
        if cursor is None:
            return out


class _Due:
    """A Dispatcher that only records what the service would schedule now."""

    def __init__(self):
        self.jobs: list[tuple] = []
        self.timeouts: list[tuple] = []  # clocks (issue 11): (gid, version, seat, deadline ms)

    def auto(self, gid, version):
        self.jobs.append(("auto", gid, version, None))

    def bot(self, gid, version, seat):
        self.jobs.append(("bot", gid, version, seat))

    def timeout(self, gid, version, seat, at_ms):
        self.timeouts.append((gid, version, seat, at_ms))


def _worker_gone(conn: redis.Redis, name: str | None, now: float) -> bool:
    """The RQ worker ``name`` is no longer there: unregistered, its process dead (this
    host: service/wiring.py ``_dead_here``), or its heartbeat older than /healthz allows."""
    from rq import Worker

    from service.wiring import WORKER_ALIVE_S, _dead_here
    if not name:
        return False  # (not known: judged by its age alone)
    w = Worker.find_by_key(Worker.redis_worker_namespace_prefix + name, connection=conn)
    if w is None:
        return True
    if w.last_heartbeat is not None and now - w.last_heartbeat.timestamp() >= WORKER_ALIVE_S:
        return True
    return _dead_here(w)


def _in_hand(conn: redis.Redis, jid: str, stuck_s: float, now: float) -> bool:
    """A job with this id is waiting to run, or started less than ``stuck_s`` ago by a
    worker that is still there."""
    try:
        job = Job.fetch(jid, connection=conn)
        status = job.get_status()
    except NoSuchJobError:
        return False
    if status in PENDING:
        return True
    if status == JobStatus.STARTED:
        started = job.started_at.timestamp() if job.started_at else 0
        return now - started < stuck_s and not _worker_gone(conn, job.worker_name, now)
    return False


def sweep(conn: redis.Redis, stuck_s: float = 60.0, registry=None) -> list[str]:
    """Dispatch every due step that has no live job; the job ids dispatched."""
    from service.wiring import build_service
    due = _Due()
    svc = build_service(conn, dispatcher=due, registry=registry)
    real = RQDispatcher(conn)
    now = time.time()
    sent = []
    for gid in active_games(svc.store):
        try:
            lg = svc.load(gid)
        except ApiError:
            continue
        due.jobs.clear()
        due.timeouts.clear()
        svc.schedule(lg)
        for kind, g, version, seat in due.jobs:
            jid = job_id(kind, g, version, seat)
            if _in_hand(conn, jid, stuck_s, now) or _in_hand(conn, jid + SWEEP_SUFFIX, stuck_s, now):
                continue
            # the game is still at this version (loaded above): the step is due and nobody is on it
            if kind == "auto":
                real.auto(g, version, suffix=SWEEP_SUFFIX)
            else:
                real.bot(g, version, seat, suffix=SWEEP_SUFFIX)
            sent.append(jid + SWEEP_SUFFIX)
        for g, version, seat, at_ms in due.timeouts:  # a clock's timeout job that was lost
            jid = timeout_job_id(g, version, seat, at_ms)
            if _in_hand(conn, jid, stuck_s, now) or _in_hand(conn, jid + SWEEP_SUFFIX, stuck_s, now):
                continue
            real.timeout(g, version, seat, at_ms, suffix=SWEEP_SUFFIX)
            sent.append(jid + SWEEP_SUFFIX)
    stepguard.prune(svc.store.r, svc)  # /healthz counts only the games still halted
    if sent:
        log.warning("sweeper dispatched %d stuck step(s): %s", len(sent), ", ".join(sent))
    return sent
