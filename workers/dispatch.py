"""The RQ adapter of the Dispatcher port."""
from __future__ import annotations

import redis
from rq import Queue

QUEUE = "moonhall"


class RQDispatcher:
    def __init__(self, conn: redis.Redis, queue: str = QUEUE):
        self.connection = conn
        self.queue = Queue(queue, connection=conn)

    def _data(self, job: tuple):
        if job[0] == "auto":
            return Queue.prepare_data("workers.jobs.run_auto", (job[1], job[2]),
                                      job_id=f"auto-{job[1]}-{job[2]}", result_ttl=60, failure_ttl=3600)
        return Queue.prepare_data("workers.jobs.run_bot", (job[1], job[2], job[3]),
                                  job_id=f"bot-{job[1]}-{job[2]}-{job[3]}", result_ttl=60, failure_ttl=3600)

    def auto(self, gid: str, version: int) -> None:
        self.queue.enqueue_many([self._data(("auto", gid, version))])

    def bot(self, gid: str, version: int, seat: int) -> None:
        self.queue.enqueue_many([self._data(("bot", gid, version, seat))])

    def enqueue_into(self, pipe, jobs: list[tuple]) -> None:
        """Queue ``jobs`` (("auto", gid, v) | ("bot", gid, v, seat)) on ``pipe``, a
        pipeline of this queue's connection, so they go in the caller's round trip."""
        self.queue.enqueue_many([self._data(j) for j in jobs], pipeline=pipe)
