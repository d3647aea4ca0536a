"""The table's steps are played by the process whose command made them due (issue 29,
``GameService._steps_here``), their RQ job queued with the command's records only as a
fallback: on the real Redis of conftest with RQ's own queue, scheduler and a SimpleWorker
run in this process (burst), so what a worker would do is done for real.

The fallback is due ``STEP_FALLBACK_S`` after the command; the tests set it to 0 where they
let RQ's scheduler queue it (the value is configuration, read when the job is made)."""
from __future__ import annotations

import pytest
from rq import Queue, SimpleWorker
from rq.job import Job
from rq.registry import ScheduledJobRegistry

from events.store import RedisEventStore
from service import stepguard
from service.games import GameService
from service.http import create_app
from tests.service.fakegame import GAME
from tests.service.slowgame import BrokenStepRace
from tests.service.test_fastpath import _calls, _delta
from workers import dispatch
from workers.dispatch import QUEUE, RQDispatcher
from workers.scheduler import Scheduler

BROKEN = BrokenStepRace()


@pytest.fixture
def here(conn, registry):
    """A process that plays the table's steps itself (as build_service makes one)."""
    registry = {**registry, BROKEN.id: BROKEN}
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn), steps_here=True)
    assert svc.steps_here and svc._pipelined_jobs
    # the worker run here (``_work``) plays its jobs on a service of this registry (the
    # job module's one service per connection, workers/jobs.py), as a worker process would
    # with the test games loaded
    from workers import jobs
    jobs._services[id(conn.connection_pool)] = GameService(RedisEventStore(conn), registry, RQDispatcher(conn),
                                                           steps_here=True)
    yield svc
    jobs._services.pop(id(conn.connection_pool), None)


def _queue(conn) -> Queue:
    return Queue(QUEUE, connection=conn)


def _scheduled(conn) -> list[str]:
    return ScheduledJobRegistry(queue=_queue(conn)).get_job_ids()


def _game(svc, type_id=GAME.id, rounds=2):
    g = svc.create(type_id, [{"name": "a"}], {"rounds": rounds}, 5)
    return g["id"]


def _work(conn) -> None:
    """What RQ does next: the scheduler queues what is due, a worker runs the queue dry."""
    sched = Scheduler(conn)
    assert sched.tick()
    sched.release()  # (the next call's scheduler takes the lock again)
    SimpleWorker([_queue(conn)], connection=conn).work(burst=True)


def test_the_step_is_played_by_the_commands_process_and_no_job_is_left(conn, here):
    gid = _game(here)
    lg = here.load(gid)
    out = here.play(lg, 0, {"type": "end"}, 1)  # the round ends: the table scores
    # the answer is the move's own: nobody may act after it (a long poll past it answers at once)
    assert out["version"] == 2 and out["to_act"] == [] and out["status"] == "active"
    assert here.store.version(gid) == 3  # the step's record is in, played here
    view = here.view(here.load(gid), 0)
    assert view["to_act"] == [0] and view["version"] == 3
    # its job was queued with the move and taken away by the step's append: no worker sees it
    assert _queue(conn).job_ids == [] and _scheduled(conn) == []
    assert not conn.exists(Job.key_for(f"auto-{gid}-2"))


def test_the_step_costs_the_move_one_more_script_call_and_no_job_round_trip(conn, here):
    gid = _game(here)
    lg = here.load(gid)
    before = _calls(conn)
    here.play(lg, 0, {"type": "end"}, 1)
    d = _delta(conn, before)
    # two appends (the move, the step), the fallback job written and deleted inside them
    assert d.get("evalsha") == 2 and "rpush" not in d and "xrange" not in d and "hgetall" not in d, d
    assert d.get("zadd") == 1 and d.get("zrem") == 1, d


class DiesBeforeTheStep(GameService):
    """A process that dies between a command's append and the step it made due: the
    same command path, and nothing after the append (the crash)."""

    def _steps_here(self, lg):
        pass


def test_a_process_that_dies_before_the_step_leaves_it_to_the_fallback_job(conn, here, monkeypatch):
    """The move's append queued the step's job as a scheduled fallback; the process dies
    before playing it. RQ's scheduler queues the job once due, a worker plays the step
    (and the steps after it, as any process that appends does)."""
    monkeypatch.setattr(dispatch, "STEP_FALLBACK_S", 0)
    dies = DiesBeforeTheStep(RedisEventStore(conn), here.registry, RQDispatcher(conn), steps_here=True)
    gid = _game(dies)
    out = dies.play(dies.load(gid), 0, {"type": "end"}, 1)
    assert out["version"] == 2 and dies.store.version(gid) == 2
    assert _scheduled(conn) == [f"auto-{gid}-2"] and _queue(conn).job_ids == []
    _work(conn)
    assert here.store.version(gid) == 3 and _scheduled(conn) == []
    assert here.view(here.load(gid), 0)["to_act"] == [0]


def test_a_stale_or_repeated_fallback_job_is_harmless(conn, here, monkeypatch):
    monkeypatch.setattr(dispatch, "STEP_FALLBACK_S", 0)
    gid = _game(here)
    here.play(here.load(gid), 0, {"type": "end"}, 1)
    assert here.store.version(gid) == 3
    # the same job again (a sweeper's copy, a retry): it finds the game moved on
    RQDispatcher(conn).auto_fallback(gid, 2)
    _work(conn)
    assert here.store.version(gid) == 3
    assert here.run_auto(gid, 2) == "stale"


def test_every_rounds_step_and_the_last_one_ending_the_game_are_played_here(conn, here):
    gid = _game(here, rounds=2)
    for v in (1, 3):  # two rounds, each ended by the seat and scored by the table
        here.play(here.load(gid), 0, {"type": "end"}, v)
    lg = here.load(gid)
    assert here.finished(lg) and lg.version == here.store.version(gid) > 4
    assert _queue(conn).job_ids == [] and _scheduled(conn) == []


def test_a_failing_step_counts_as_an_attempt_and_its_job_retries_it(conn, here, monkeypatch):
    """The broken game's step raises here: the move is answered all the same, the failure
    is counted as one attempt (as a job's would be) and the fallback job stays; RQ's
    attempts count the rest, and the game is halted after ``STEP_FAILURES``."""
    monkeypatch.setattr(dispatch, "STEP_FALLBACK_S", 0)
    gid = _game(here, BROKEN.id, rounds=1)
    out = here.play(here.load(gid), 0, {"type": "end"}, 1)
    assert out["version"] == 2 and here.store.version(gid) == 2
    assert int(conn.hget(stepguard.key(gid), "failures")) == 1
    assert _scheduled(conn) == [f"auto-{gid}-2"]
    for _ in range(stepguard.STEP_FAILURES):  # the job, then its retries (due at once here)
        _work(conn)
        for jid in ScheduledJobRegistry(queue=_queue(conn)).get_job_ids():  # a retry's backoff: due now
            conn.zadd(ScheduledJobRegistry(queue=_queue(conn)).key, {jid: 0})
    lg = here.load(gid)
    assert stepguard.halted(lg.table) is not None and lg.version == 3


def test_a_process_without_steps_here_queues_the_job_at_once(conn, registry, here):
    """The switch (MOONHALL_STEPS_HERE=0, or a dispatcher that has no fallback): as
    before, the job is queued with the move and a worker plays the step."""
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    assert not svc.steps_here
    gid = _game(svc)
    svc.play(svc.load(gid), 0, {"type": "end"}, 1)
    assert svc.store.version(gid) == 2 and _queue(conn).job_ids == [f"auto-{gid}-2"]
    _work(conn)
    assert svc.store.version(gid) == 3


def test_over_http_the_long_poll_after_the_move_answers_at_once(conn, here):
    c = create_app(here).test_client()
    g = c.post("/v1/games", json={"type": GAME.id, "options": {"rounds": 2}, "seats": [{"name": "a"}]}).json
    gid, tok = g["id"], g["seats"][0]["token"]
    h = {"Authorization": f"Bearer {tok}"}
    out = c.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": 1}, headers=h).json
    assert out["to_act"] == []
    before = _calls(conn)
    view = c.get(f"/v1/games/{gid}?after={out['version']}&wait=5", headers=h).json
    assert view["version"] == 3 and view["to_act"] == [0]
    # past it already: no wait, no subscription; one read of the tail at most
    d = _delta(conn, before)
    assert set(d) <= {"xrange"} and d.get("xrange", 0) <= 1, d


def test_a_queue_on_another_connection_gets_the_fallback_and_its_removal_apart(conn, registry, redis_server):
    """The queue on another Redis than the store (a Redis Cluster's events, the queue on a
    plain Redis): the fallback is queued after the move's append and deleted after the
    step's, each its own call (``_dispatch``), with the same end."""
    import redis as redislib
    other = redislib.Redis.from_url(redis_server.url)
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(other), steps_here=True)
    assert svc.steps_here and not svc._pipelined_jobs
    gid = _game(svc)
    svc.play(svc.load(gid), 0, {"type": "end"}, 1)
    assert svc.store.version(gid) == 3
    assert _queue(conn).job_ids == [] and _scheduled(conn) == [] and not conn.exists(Job.key_for(f"auto-{gid}-2"))
    other.close()
