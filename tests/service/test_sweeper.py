"""The sweeper and the job options (issue 10: no game is ever stuck), on a real Redis with
RQ's own registries; no worker runs here, so every job stays where the sweeper left it.
The end-to-end case (kill -9 of a worker mid-game, the game finishes) is in
test_serving.py."""
from __future__ import annotations

from rq import Queue
from rq.job import Job

from events.store import RedisEventStore
from service.games import GameService
from service.ports import NoDispatch
from workers.dispatch import QUEUE, RETRY_INTERVALS, RQDispatcher
from workers.sweeper import SWEEP_SUFFIX, active_games, sweep


def test_a_due_bot_turn_without_a_job_is_dispatched_once(conn, registry):
    # a game created while no job could be queued (a crash between append and enqueue)
    svc = GameService(RedisEventStore(conn), registry, NoDispatch())
    g = svc.create("draw-race", [{"name": "a", "bot": "random"}, {"name": "b"}], {}, 3)
    human = svc.create("draw-race", [{"name": "a"}], {}, 3)  # a human's turn: nothing to do
    assert set(active_games(svc.store)) == {g["id"], human["id"]}
    sent = sweep(conn, stuck_s=60, registry=registry)
    assert sent == [f"bot-{g['id']}-1-0{SWEEP_SUFFIX}"]
    q = Queue(QUEUE, connection=conn)
    assert q.job_ids == sent
    assert sweep(conn, stuck_s=60, registry=registry) == []  # queued: not sent twice


def test_a_job_started_long_ago_counts_as_lost(conn, registry):
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    g = svc.create("draw-race", [{"name": "a", "bot": "random"}, {"name": "b"}], {}, 3)
    jid = f"bot-{g['id']}-1-0"
    job = Job.fetch(jid, connection=conn)
    assert job.retries_left == len(RETRY_INTERVALS)  # RQ Retry with backoff
    assert sweep(conn, stuck_s=60, registry=registry) == []  # its job is queued
    # a worker took it and died (kill -9): the job stays "started"
    Queue(QUEUE, connection=conn).remove(jid)
    job.set_status("started")
    job.started_at = job.enqueued_at
    job.save()
    assert sweep(conn, stuck_s=3600, registry=registry) == []  # still within its time
    assert sweep(conn, stuck_s=0, registry=registry) == [jid + SWEEP_SUFFIX]


def test_finished_games_are_not_swept(conn, registry, dispatcher):
    svc = GameService(RedisEventStore(conn), registry, dispatcher)
    dispatcher.service = svc
    g = svc.create("draw-race", [{"name": "a", "bot": "random"}], {"rounds": 1}, 3)
    dispatcher.drain()
    assert svc.view(svc.load(g["id"]), None)["status"] == "finished"
    assert active_games(svc.store) == [] and sweep(conn, registry=registry) == []


def test_a_job_started_by_a_worker_that_is_gone_counts_as_lost_at_once(conn, registry):
    """Issue 30, item 3: a started job whose worker is no longer registered (or whose
    process is dead, or whose heartbeat stopped) is dispatched again without waiting
    ``stuck_s``; one whose worker is alive waits."""
    from rq import Worker
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    g = svc.create("draw-race", [{"name": "a", "bot": "random"}, {"name": "b"}], {}, 3)
    jid = f"bot-{g['id']}-1-0"
    q = Queue(QUEUE, connection=conn)
    q.remove(jid)
    alive = Worker([q], connection=conn)
    alive.register_birth()  # this very process: alive, fresh heartbeat
    job = Job.fetch(jid, connection=conn)
    job.set_status("started")
    job.started_at = job.enqueued_at
    job.worker_name = alive.name
    job.save()
    assert sweep(conn, stuck_s=3600, registry=registry) == []  # its worker is there
    alive.register_death()
    conn.delete(alive.key)  # gone (killed -9 long ago, or its key expired)
    assert sweep(conn, stuck_s=3600, registry=registry) == [jid + SWEEP_SUFFIX]
