"""A command's jobs are queued with its records or not at all (on a real Redis, with RQ's
own queue; no worker runs here, so every queued job stays where it was put).

When the RQ queue shares the store's Redis, the jobs a new state calls for (a bot's turn,
the table's step) go in the append's round trip. They used to go in a MULTI beside the
append script, and Redis runs the rest of a transaction whatever one command answers: an
append refused as stale, or answered from its idempotency key, queued its jobs all the
same, and so did the first append after a Redis (re)start, sent again after NOSCRIPT. Two
copies of a bot's job then both ran; the loser's refused append queued the next copy,
and so on to the end of the game: every turn played twice by the workers (harmless, the
version check, but double the work; issue 30, found with item 3)."""
from __future__ import annotations

import pytest
from rq import Queue

from events.store import RedisEventStore
from service.errors import ApiError
from service.games import GameService
from workers.dispatch import QUEUE, RQDispatcher


@pytest.fixture
def rq_service(conn, registry):
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    assert svc._pipelined_jobs  # the case under test: the queue shares the store's Redis
    return svc


def _queued(conn) -> list[str]:
    return Queue(QUEUE, connection=conn).job_ids


def _human_then_bot(svc) -> tuple[str, str]:
    g = svc.create("draw-race", [{"name": "ann"}, {"name": "bot", "bot": "random"}], {}, 7)
    return g["id"], g["seats"][0]["token"]


def test_a_stale_append_queues_no_job(rq_service, conn):
    gid, _ = _human_then_bot(rq_service)
    behind = rq_service.load(gid)  # another process's view of version 1
    out = rq_service.play(rq_service.load(gid), 0, {"type": "end"}, 1)
    assert _queued(conn) == [f"bot-{gid}-{out['version']}-1"]
    with pytest.raises(ApiError) as e:  # the same move from the process that is behind
        GameService(RedisEventStore(conn), rq_service.registry, RQDispatcher(conn)).play(
            behind, 0, {"type": "end"}, 1)
    assert e.value.code == "stale_version"
    assert _queued(conn) == [f"bot-{gid}-{out['version']}-1"]  # not a second copy


def test_a_repeated_idempotency_key_queues_no_job(rq_service, conn):
    gid, _ = _human_then_bot(rq_service)
    other = GameService(RedisEventStore(conn), rq_service.registry, RQDispatcher(conn))
    other.load(gid)  # another process that last saw version 1
    out = rq_service.play(rq_service.load(gid), 0, {"type": "end"}, 1, idem_key="k1")
    # the retry reaches that process: its fast path appends at once and the script
    # answers from the key
    again = other.play(other.load(gid, fresh=False), 0, {"type": "end"}, 1, idem_key="k1")
    assert again["replayed"] and again["version"] == out["version"]
    assert _queued(conn) == [f"bot-{gid}-{out['version']}-1"]


def test_the_first_append_after_a_redis_restart_queues_its_job_once(rq_service, conn):
    gid, _ = _human_then_bot(rq_service)
    conn.script_flush()  # as after a restart: the append script is not loaded
    out = rq_service.play(rq_service.load(gid), 0, {"type": "end"}, 1)
    assert _queued(conn) == [f"bot-{gid}-{out['version']}-1"]
    assert rq_service.store.version(gid) == out["version"]

