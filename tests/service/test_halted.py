"""A table step that always raises halts its game in plain sight (issue 30, item 11), on
a real Redis: the view shows ``halted`` to its seats, /healthz counts it, the sweeper
stops dispatching it, and the operator command (``python -m tools.halted``, run as a real
process) lists, retries and aborts it. The step's failures are the job function's own
(``run_auto``, what each RQ attempt calls); the RQ path end to end is in
test_worker_deaths.py."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rq import Queue

import games
from events.store import RedisEventStore
from service import stepguard
from service.games import GameService
from service.wiring import health
from tests.service.slowgame import BrokenStepRace
from workers.dispatch import QUEUE, RQDispatcher
from workers.sweeper import sweep

ROOT = Path(__file__).resolve().parents[2]
BROKEN = BrokenStepRace()


@pytest.fixture
def broken(conn):
    """A game whose table step is due (its one human seat ended the round), and the
    service whose dispatcher is RQ's (no worker runs here: jobs stay queued)."""
    registry = {**games.REGISTRY, BROKEN.id: BROKEN}
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    g = svc.create(BROKEN.id, [{"name": "a"}], {"rounds": 1}, 3)
    lg = svc.load(g["id"])
    svc.play(lg, 0, {"type": "end"}, 1)
    assert svc.view(svc.load(g["id"]), 0)["waiting_for"] == "system"
    return svc, registry, g["id"]


def _tool(conn, *args):
    url = "redis://{host}:{port}/0".format(**conn.connection_pool.connection_kwargs)
    env = {**os.environ, "REDIS_URL": url, "MOONHALL_GAME_MODULES": "tests.service.slowgame", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "tools.halted", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_failing_table_step_halts_the_game_after_a_few_failures(conn, broken):
    svc, registry, gid = broken
    for i in range(stepguard.STEP_FAILURES):
        view = svc.view(svc.load(gid), 0)
        assert view["halted"] is None and health(conn)()[1]["halted_games"] == 0
        with pytest.raises(RuntimeError, match="broken on purpose"):
            svc.run_auto(gid, 2)  # one RQ attempt (the job, a retry or the sweeper's copy)
    view = svc.view(svc.load(gid), 0)
    assert view["status"] == "active" and view["waiting_for"] == "system" and view["version"] == 2
    halted = view["halted"]
    assert halted["reason"] == "table_step_failed" and halted["version"] == 2
    assert halted["failures"] == stepguard.STEP_FAILURES and halted["since"] > 0
    assert "broken on purpose" not in json.dumps(view)  # the error is the log's, not a seat's
    assert svc.view(svc.load(gid), None)["halted"] == halted  # spectators see it too
    info = health(conn)()[1]
    assert info["halted_games"] == 1 and "broken on purpose" not in json.dumps(info)
    # no more attempts: RQ's remaining retries are no-ops, the sweeper leaves it to the operator
    assert svc.run_auto(gid, 2) == "halted"
    Queue(QUEUE, connection=conn).empty()
    assert sweep(conn, stuck_s=0, registry=registry) == []


def test_the_operator_retries_then_aborts_a_halted_game(conn, broken):
    svc, registry, gid = broken
    assert _tool(conn, "retry", gid).returncode == 1  # not halted (yet)
    for _ in range(stepguard.STEP_FAILURES):
        with pytest.raises(RuntimeError):
            svc.run_auto(gid, 2)
    listed = _tool(conn, "list")
    assert listed.returncode == 0, listed.stderr
    assert [json.loads(line)["game"] for line in listed.stdout.splitlines()] == [gid]

    Queue(QUEUE, connection=conn).empty()
    out = _tool(conn, "retry", gid)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"game": gid, "version": 2, "retried": True}
    assert svc.view(svc.load(gid), 0)["halted"] is None and health(conn)()[1]["halted_games"] == 0
    [job] = Queue(QUEUE, connection=conn).jobs  # the step again, as a fresh job
    assert job.func_name == "workers.jobs.run_auto" and job.args == (gid, 2)
    with pytest.raises(RuntimeError):  # still broken: counted from the start again
        svc.run_auto(gid, 2)
    assert svc.view(svc.load(gid), 0)["halted"] is None

    out = _tool(conn, "abort", gid)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"game": gid, "version": 3, "aborted": True}
    view = svc.view(svc.load(gid), 0)
    assert view["status"] == "finished" and view["waiting_for"] is None and view["halted"] is None
    assert view["result"]["winners"] == [] and view["result"]["reason"] == "aborted"
    assert view["result"]["fairness"]["seed"] == 3  # finished: the seed is revealed, as at any end
    [entry] = [e for e in svc.events(gid, None, 2, 0)["events"]]
    assert entry == {"version": 3, "kind": "abort", "seat": None, "by": "system",
                     "event": {"type": "aborted", "reason": "operator"}}
    assert svc.list_games("finished", None)["games"][0]["id"] == gid
    assert svc.run_auto(gid, 2) == "stale"
    assert _tool(conn, "abort", gid).returncode == 1  # finished already
    assert _tool(conn, "abort", "nosuchgame").returncode == 1


def test_a_halt_at_an_older_version_is_forgotten(conn, broken):
    """A game that moved on another way (here its seat resigned) shows no halt,
    and the sweeper drops it from /healthz's count."""
    svc, registry, gid = broken
    for _ in range(stepguard.STEP_FAILURES):
        with pytest.raises(RuntimeError):
            svc.run_auto(gid, 2)
    # the seat resigns: a 1-player game ends; the halt at version 2 no longer applies
    svc.resign(gid, 0)
    assert svc.view(svc.load(gid), 0)["halted"] is None
    assert health(conn)()[1]["halted_games"] == 1
    sweep(conn, registry=registry)
    assert health(conn)()[1]["halted_games"] == 0
