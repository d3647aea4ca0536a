"""The RQ adapter of the Dispatcher port."""
from __future__ import annotations

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
