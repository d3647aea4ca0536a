"""RQ's scheduler, run by the supervisor (issue 30, item 2).

The scheduler moves due jobs from RQ's scheduled registry to the queue: a clock's
timeout (``enqueue_at``, service/clock.py) and every retry's backoff (RQ ``Retry``,
workers/dispatch.py). It used to run inside RQ worker 0 (``rq worker --with-scheduler``),
and a kill -9 of that worker left RQ's scheduler lock held (TTL 61 s) while the restarted
worker tried to take it again only at RQ's 10-minute maintenance: every clock stopped
for ten minutes (a timeout fired 604.8 s late).

Now ``make serve`` runs it in a thread of its own (``loop``), so a killed worker takes no
scheduler with it; the supervisor's own death takes every child with it (they die with
their parent), so the scheduler never outlives or is outlived by the stack it serves.
The lock stays RQ's own key (``rq:scheduler-lock:<queue>``, so two ``make serve`` on one
``REDIS_URL`` or an ``rq worker --with-scheduler`` of an operator do not both schedule),
but with a short TTL refreshed every tick and taken again by whoever is left within
``LOCK_TTL_S`` of its holder's death, instead of RQ's 61 s plus 10 minutes.
"""
from __future__ import annotations

import logging
import os
import socket
import threading

import redis
from rq.scheduler import RQScheduler
from rq.scripts import acquire_or_refresh_lock, release_lock

from workers.dispatch import QUEUE

log = logging.getLogger("moonhall.scheduler")

INTERVAL_S = 1.0  # how often due jobs are moved to the queue (RQ's own scheduler: 1 s)
LOCK_TTL_S = 5    # a dead holder's lock is free again after this (RQ's: interval + 60 s)


def lock_key(queue: str = QUEUE) -> str:
    return RQScheduler.get_locking_key(queue)


class Scheduler:
    """One tick at a time: hold the lock (acquire or refresh), then move the due jobs."""

    def __init__(self, conn: redis.Redis, queue: str = QUEUE, name: str | None = None):
        self.conn, self.queue = conn, queue
        self.name = name or f"moonhall-{socket.gethostname()}-{os.getpid()}-{id(self):x}"
        self.rq = RQScheduler([queue], connection=conn, name=self.name)
        self.rq.prepare_registries([queue])
        self.holding = False

    def tick(self) -> bool:
        """True when this scheduler holds the lock (and moved what was due)."""
        outcome = acquire_or_refresh_lock(self.conn, lock_key(self.queue), self.name, LOCK_TTL_S)
        holding = outcome in ("acquired", "refreshed")
        if holding != self.holding:
            log.info("scheduler %s %s the lock for %s", self.name, "holds" if holding else "lost", self.queue)
            self.holding = holding
        if holding:
            self.rq.enqueue_scheduled_jobs()
        return holding

    def release(self) -> None:
        if self.holding:
            release_lock(self.conn, lock_key(self.queue), self.name)
            self.holding = False


def loop(conn: redis.Redis, stopping: threading.Event, say=log.warning) -> None:
    """Tick until ``stopping`` is set; Redis down or restarting is tried again next tick."""
    sched = Scheduler(conn)
    failing = False
    while not stopping.is_set():
        try:
            sched.tick()
            failing = False
        except Exception as e:  # Redis down or restarting, a job that does not load: next tick
            if not failing:
                say(f"scheduler tick failed: {type(e).__name__}: {e}")
            failing, sched.holding = True, False
        stopping.wait(INTERVAL_S)
    try:
        sched.release()
    except redis.RedisError:
        pass
