"""The RQ adapter of the Dispatcher port."""
from __future__ import annotations

from datetime import datetime, timezone

import redis
from rq import Queue

QUEUE = "moonhall"


class RQDispatcher:
    def __init__(self, conn: redis.Redis, queue: str = QUEUE):
        self.queue = Queue(queue, connection=conn)

    def auto(self, gid: str, version: int) -> None:
        self.queue.enqueue("workers.jobs.run_auto", gid, version,
                           job_id=f"auto-{gid}-{version}", result_ttl=60, failure_ttl=3600)

    def bot(self, gid: str, version: int, seat: int) -> None:
        self.queue.enqueue("workers.jobs.run_bot", gid, version, seat,
                           job_id=f"bot-{gid}-{version}-{seat}", result_ttl=60, failure_ttl=3600)

    def timeout(self, gid: str, version: int, seat: int, at_ms: int) -> None:
        """A clock's timeout, run by RQ's scheduler at the deadline (service/clock.py);
        stored in Redis, so it survives a restart; stale if the seat moved meanwhile."""
        when = datetime.fromtimestamp(at_ms / 1000, tz=timezone.utc)
        self.queue.enqueue_at(when, "workers.jobs.run_timeout", gid, version, seat,
                              job_id=f"timeout-{gid}-{version}-{seat}-{at_ms}", result_ttl=60, failure_ttl=3600)
