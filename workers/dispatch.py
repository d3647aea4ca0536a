"""The RQ adapter of the Dispatcher port.

Jobs have deterministic ids (``auto-<game>-<version>``, ``bot-<game>-<version>-<seat>``)
so the sweeper can tell whether a due step has a job; a failed job is retried with
backoff (RQ ``Retry``; the intervals need RQ's scheduler: ``make serve`` runs it in its
supervisor, workers/scheduler.py, else a worker runs ``--with-scheduler``)."""
from __future__ import annotations

import os
import time
from datetime import datetime, timedelta, timezone

import redis
from rq import Queue, Retry
from rq.job import Job
from rq.registry import ScheduledJobRegistry

QUEUE = "moonhall"
RETRY_INTERVALS = [1, 5, 15, 60]
#: a table step played by the process whose command made it due (service/games.py
#: ``_steps_here``, issue 29) has its job queued as a fallback due this many seconds later
#: (RQ's scheduler queues it then, to the second), taken away by the step's own append
STEP_FALLBACK_S = float(os.environ.get("MOONHALL_STEP_FALLBACK_S", "3"))


def job_id(kind: str, gid: str, version: int | None = None, seat: int | None = None) -> str:
    if kind == "rate":  # one a game: a repeated job is harmless anyway (issue 26)
        return f"rate-{gid}"
    return f"auto-{gid}-{version}" if kind == "auto" else f"bot-{gid}-{version}-{seat}"


_FUNCS = {"auto": "workers.jobs.run_auto", "bot": "workers.jobs.run_bot", "rate": "workers.jobs.run_rating",
          "notify": "workers.jobs.run_notify"}


def timeout_job_id(gid: str, version: int, seat: int, at_ms: int) -> str:
    return f"timeout-{gid}-{version}-{seat}-{at_ms}"


class RQDispatcher:
    def __init__(self, conn: redis.Redis, queue: str = QUEUE):
        self.connection = conn
        self.queue = Queue(queue, connection=conn)

    def _enqueue(self, func: str, args: tuple, jid: str) -> None:
        self.queue.enqueue(func, *args, job_id=jid, result_ttl=60, failure_ttl=3600,
                           retry=Retry(max=len(RETRY_INTERVALS), interval=RETRY_INTERVALS))

    def auto(self, gid: str, version: int, suffix: str = "") -> None:
        self._enqueue("workers.jobs.run_auto", (gid, version), job_id("auto", gid, version) + suffix)

    def auto_fallback(self, gid: str, version: int) -> None:
        """The table step's job, due ``STEP_FALLBACK_S`` from now: the process that made
        the step due plays it at once and takes this away (``cancel_auto``); if that process
        died first, RQ's scheduler queues it then. Same id as ``auto``'s: the sweeper sees
        it scheduled, and a stale one is harmless."""
        self.queue.schedule_job(self._auto_job(gid, version), self._fallback_at(), pipeline=None)

    def cancel_auto(self, gid: str, version: int, pipe=None) -> None:
        """Take away the fallback job of the step at ``version``: the step was played."""
        jid = job_id("auto", gid, version)
        p = pipe if pipe is not None else self.connection.pipeline(transaction=False)
        p.zrem(self._scheduled_key, jid)
        p.delete(Job.key_for(jid))
        if pipe is None:
            p.execute()

    def _auto_job(self, gid: str, version: int) -> Job:
        return self.queue.create_job("workers.jobs.run_auto", args=(gid, version), job_id=job_id("auto", gid, version),
                                     result_ttl=60, failure_ttl=3600,
                                     retry=Retry(max=len(RETRY_INTERVALS), interval=RETRY_INTERVALS))

    @staticmethod
    def _fallback_at() -> datetime:
        return datetime.now(timezone.utc) + timedelta(seconds=STEP_FALLBACK_S)

    @property
    def _scheduled_key(self) -> str:
        return ScheduledJobRegistry(queue=self.queue).key

    def bot(self, gid: str, version: int, seat: int, suffix: str = "") -> None:
        self._enqueue("workers.jobs.run_bot", (gid, version, seat), job_id("bot", gid, version, seat) + suffix)

    def rate(self, gid: str) -> None:
        """A rated game's rating update (issue 26, workers/ratings.py): idempotent per game."""
        self._enqueue("workers.jobs.run_rating", (gid,), job_id("rate", gid))

    def timeout(self, gid: str, version: int, seat: int, at_ms: int, suffix: str = "") -> None:
        """A clock's timeout, run by RQ's scheduler at the deadline (service/clock.py);
        stored in Redis, so it survives a restart; stale if the seat moved meanwhile."""
        when = datetime.fromtimestamp(at_ms / 1000, tz=timezone.utc)
        self.queue.enqueue_at(when, "workers.jobs.run_timeout", gid, version, seat,
                              job_id=timeout_job_id(gid, version, seat, at_ms) + suffix, result_ttl=60, failure_ttl=3600,
                              retry=Retry(max=len(RETRY_INTERVALS), interval=RETRY_INTERVALS))

    def seek_fill(self, sid: str, after_s: int) -> None:
        """A quick-play seek's bots, due ``after_s`` seconds from now (issue 25,
        service/tables/seeks.py): RQ's scheduler queues it then; one job a seek (a
        repeated or stale one finds the seek matched or gone and does nothing)."""
        kw = dict(job_id=f"seekfill-{sid}", result_ttl=60, failure_ttl=3600,
                  retry=Retry(max=len(RETRY_INTERVALS), interval=RETRY_INTERVALS))
        if after_s <= 0:
            self.queue.enqueue("workers.jobs.run_seek_fill", sid, **kw)
        else:
            self.queue.enqueue_in(timedelta(seconds=after_s), "workers.jobs.run_seek_fill", sid, **kw)

    def review(self, gid: str) -> None:
        """A finished game's post-game review (issue 27, service/analysis.py): one job a
        game (GET /review sets a pending marker first), not retried (the marker expires
        and the next GET queues it again); its budget is REVIEW_SAMPLES a position."""
        self.queue.enqueue("workers.jobs.run_review", gid, job_id=f"review-{gid}", job_timeout=1800,
                           result_ttl=60, failure_ttl=3600)

    def analyse(self, type_id: str, observation: dict, moves: list, samples: int | None, wait_s: float,
                rules_version: int = 1):
        """One analysis's search (issue 27, service/analysis.py) in a worker, queued ahead
        of the bots' turns (a person waits on it; one search is at most ~1 s); the caller
        waits for the result up to ``wait_s`` (XREAD BLOCK on RQ's result stream, a few
        seconds a call: under the socket timeout, and a gevent web worker serves its other
        connections meanwhile). The result, or None when no worker ran it in time (the job
        is cancelled); RuntimeError when the job failed."""
        job = self.queue.enqueue("workers.jobs.run_analysis", type_id, observation, moves, samples, rules_version,
                                 job_timeout=60, result_ttl=60, failure_ttl=600, at_front=True)
        deadline = time.monotonic() + wait_s
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            res = job.latest_result(timeout=max(1, min(3, int(left))))
            if res is not None:
                if res.type == res.Type.SUCCESSFUL:
                    return res.return_value
                raise RuntimeError(f"analysis job {job.id} failed")
        try:
            job.cancel()
        except Exception:  # (already started or finished meanwhile: its result just expires)
            pass
        return None

    def notify(self, gid: str, version: int, seats: list[int]) -> None:
        """'Your turn' for ``seats`` at ``version`` (issue 26, workers/notify.py): one job a
        game version; the fan-out to the accounts' webhooks happens in it."""
        self._enqueue("workers.jobs.run_notify", (gid, version, list(seats)), notify_job_id(gid, version))

    def enqueue_into(self, pipe, jobs: list[tuple]) -> None:
        """Queue ``jobs`` (("auto", gid, v) | ("bot", gid, v, seat) | ("notify", gid, v,
        seats) | ("rate", gid)) on ``pipe``, a pipeline of this queue's connection, so they go in the
        caller's round trip; ("step", gid, v) queues the step's fallback (``auto_fallback``),
        ("unstep", gid, v) takes one away (``cancel_auto``)."""
        for j in jobs:
            if j[0] == "step":
                self.queue.schedule_job(self._auto_job(j[1], j[2]), self._fallback_at(), pipeline=pipe)
            elif j[0] == "unstep":
                self.cancel_auto(j[1], j[2], pipe)
        jobs = [j for j in jobs if j[0] in _FUNCS]
        if not jobs:
            return
        self.queue.enqueue_many([
            Queue.prepare_data(_FUNCS[j[0]], j[1:] if j[0] != "notify" else (j[1], j[2], list(j[3])),
                               job_id=job_id(j[0], *j[1:]) if j[0] != "notify" else notify_job_id(j[1], j[2]),
                               result_ttl=60, failure_ttl=3600,
                               retry=Retry(max=len(RETRY_INTERVALS), interval=RETRY_INTERVALS))
            for j in jobs], pipeline=pipe)


def notify_job_id(gid: str, version: int) -> str:
    return f"notify-{gid}-{version}"
