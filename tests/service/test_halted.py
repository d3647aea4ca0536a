"""A table step that always raises halts its game in plain sight (issue 30, item 11), on
a real Redis: the halt is a record in the game's stream (service/stepguard.py), so the
view shows ``halted`` to its seats with no read of its own, the feed carries a ``halt``
entry, a long poll wakes on it, /healthz counts it, no step is queued while it lasts,
and the operator command (``python -m tools.halted``, run as a real process) lists,
retries (a ``resumed`` record, whose append queues the step again) and aborts it. The
step's failures are the job function's own (``run_auto``, what each RQ attempt calls);
the RQ path end to end is in test_worker_deaths.py."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import yaml
from rq import Queue

import games
from events.store import RedisEventStore
from projections.undo import undo_targets
from service import stepguard
from service.games import GameService
from service import openapi
from service.http import create_app
from service.wiring import health
from tests.service.slowgame import BrokenStepRace
from tests.service.test_fastpath import _calls, _delta
from service.stream import events as sse
from tests.service.test_openapi import Checker, sse_events
from workers.dispatch import QUEUE, RQDispatcher
from workers.sweeper import sweep

ROOT = Path(__file__).resolve().parents[2]
BROKEN = BrokenStepRace()
HALT_ENTRY = {"version": 3, "kind": "halt", "seat": None, "by": "system",
              "event": {"type": "halted", "reason": "table_step_failed", "failures": stepguard.STEP_FAILURES}}


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
    return svc, registry, g["id"], g["seats"][0]["token"]


def _fail(svc, gid, times=stepguard.STEP_FAILURES, version=2):
    for _ in range(times):
        with pytest.raises(RuntimeError, match="broken on purpose"):
            svc.run_auto(gid, version)  # one RQ attempt (the job, a retry or the sweeper's copy)


def _tool(conn, *args):
    url = "redis://{host}:{port}/0".format(**conn.connection_pool.connection_kwargs)
    env = {**os.environ, "REDIS_URL": url, "MOONHALL_GAME_MODULES": "tests.service.slowgame", "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "tools.halted", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_a_failing_table_step_halts_the_game_after_a_few_failures(conn, broken):
    svc, registry, gid, _ = broken
    queue = Queue(QUEUE, connection=conn)
    for i in range(stepguard.STEP_FAILURES):
        view = svc.view(svc.load(gid), 0)
        assert view["halted"] is None and health(conn)()[1]["halted_games"] == 0
        queue.empty()
        before_halt = svc.load(gid)  # (a second worker that failed the same step at once)
        _fail(svc, gid, 1)
    view = svc.view(svc.load(gid), 0)
    # the halt is a record: the version moves on, the state and the pending step do not
    assert view["status"] == "active" and view["waiting_for"] == "system" and view["version"] == 3
    halted = view["halted"]
    assert halted["reason"] == "table_step_failed" and halted["version"] == 2
    assert halted["failures"] == stepguard.STEP_FAILURES and halted["since"] > 0
    assert "broken on purpose" not in json.dumps(view)  # the error is the log's, not a seat's
    assert svc.view(svc.load(gid), None)["halted"] == halted  # spectators see it too
    assert svc.events(gid, None, 2, 0)["events"] == [HALT_ENTRY]  # and the feed
    info = health(conn)()[1]
    assert info["halted_games"] == 1 and "broken on purpose" not in json.dumps(info)
    # nothing queued the step again: not the halt's own append, not the sweeper
    assert queue.count == 0
    assert sweep(conn, stuck_s=0, registry=registry) == [] and queue.count == 0
    # RQ's remaining retries find the version moved on; a job at the new version does nothing
    assert svc.run_auto(gid, 2) == "stale" and svc.run_auto(gid, 3) == "halted"
    # a halt decided on the old version again (a second worker's) is refused by the append
    assert stepguard.halt(svc, before_halt, dict(HALT_ENTRY["event"], since=1)) is None
    assert svc.load(gid).version == 3 and queue.count == 0
    # undo stops at the system's records (projections/undo.py): there is nothing to take back
    assert undo_targets(svc.store, gid, 3, 0) == []


def test_the_halt_wakes_a_long_poll_and_the_view_reads_nothing_for_it(conn, broken):
    """The halt is appended, so ``GET /v1/games/{id}?after=&wait=`` waiting on the step
    answers with ``halted`` as soon as it lands (it used to wait out its time: nothing was
    appended), and the view's long poll stays one round trip (issue 15: it read the halt
    from Redis besides)."""
    svc, registry, gid, tok = broken
    app = create_app(svc)
    auth = {"Authorization": f"Bearer {tok}"}
    got = {}

    def poll():
        t0 = time.monotonic()
        got.update(app.test_client().get(f"/v1/games/{gid}?after=2&wait=20", headers=auth).json)
        got["took"] = time.monotonic() - t0

    _fail(svc, gid, stepguard.STEP_FAILURES - 1)
    waiter = threading.Thread(target=poll)
    waiter.start()
    time.sleep(0.3)
    assert not got  # still waiting
    _fail(svc, gid, 1)  # the last failure halts the game
    waiter.join(20)
    assert not waiter.is_alive()
    assert got["version"] == 3 and got["halted"]["version"] == 2 and got["took"] < 10
    client = app.test_client()
    assert client.get(f"/v1/games/{gid}", headers=auth).json["halted"] == got["halted"]  # cached now
    before = _calls(conn)
    view = client.get(f"/v1/games/{gid}?after=3&wait=0.05", headers=auth).json  # nothing new
    assert view["version"] == 3 and view["halted"] == got["halted"]
    assert _delta(conn, before) == {}  # (issue 29) the process's reader waits: the poll reads nothing
    # as documented: the view's halted, the feed's halt and resume entries, the stream's
    check = Checker(yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8")), extra_games=(BROKEN,))
    G = "/v1/games/{gid}"
    assert check(client.get(f"/v1/games/{gid}", headers=auth), G)["halted"] == got["halted"]
    stepguard.retry(svc, gid)
    feed = check(client.get(f"/v1/games/{gid}/events?after=2", headers=auth), G + "/events")["events"]
    assert [e["kind"] for e in feed] == ["halt", "resume"] and feed[0] == HALT_ENTRY
    frames = sse(svc, gid, 0, 2, heartbeat_s=0.05)
    shown = [json.loads(f["data"]) for f in sse_events("".join(next(frames) for _ in range(3)))[:2]]
    assert shown == feed and not [err for e in shown for err in check.component("EventEntry").iter_errors(e)]


def test_the_operator_retries_then_aborts_a_halted_game(conn, broken):
    svc, registry, gid, _ = broken
    assert _tool(conn, "retry", gid).returncode == 1  # not halted (yet)
    _fail(svc, gid)
    listed = _tool(conn, "list")
    assert listed.returncode == 0, listed.stderr
    [line] = [json.loads(line) for line in listed.stdout.splitlines()]
    assert line["game"] == gid and line["at"] == 3 and line["version"] == 2

    Queue(QUEUE, connection=conn).empty()
    out = _tool(conn, "retry", gid)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"game": gid, "version": 4, "retried": True}
    view = svc.view(svc.load(gid), 0)
    assert view["halted"] is None and view["waiting_for"] == "system" and health(conn)()[1]["halted_games"] == 0
    assert svc.events(gid, None, 3, 0)["events"] == [
        {"version": 4, "kind": "resume", "seat": None, "by": "system", "event": {"type": "resumed", "reason": "operator"}}]
    [job] = Queue(QUEUE, connection=conn).jobs  # the step again, queued by the resumed record's append
    assert job.func_name == "workers.jobs.run_auto" and job.args == (gid, 4)
    assert _tool(conn, "retry", gid).returncode == 1  # not halted any more
    _fail(svc, gid, 1, version=4)  # still broken: counted from the start again
    assert svc.view(svc.load(gid), 0)["halted"] is None

    out = _tool(conn, "abort", gid)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"game": gid, "version": 5, "aborted": True}
    view = svc.view(svc.load(gid), 0)
    assert view["status"] == "finished" and view["waiting_for"] is None and view["halted"] is None
    assert view["result"]["winners"] == [] and view["result"]["reason"] == "aborted"
    assert view["result"]["fairness"]["seed"] == 3  # finished: the seed is revealed, as at any end
    [entry] = [e for e in svc.events(gid, None, 4, 0)["events"]]
    assert entry == {"version": 5, "kind": "abort", "seat": None, "by": "system",
                     "event": {"type": "aborted", "reason": "operator"}}
    assert svc.list_games("finished", None)["games"][0]["id"] == gid
    assert svc.run_auto(gid, 4) == "stale"
    assert _tool(conn, "abort", gid).returncode == 1  # finished already
    assert _tool(conn, "abort", "nosuchgame").returncode == 1


def test_a_halted_game_stays_halted_through_a_resignation_and_leaves_the_count_when_gone(conn, broken):
    """The halt is the table's, not a version's: a seat's record after it (here the seat
    resigns and a bot takes it over) neither clears it nor queues the failing step again.
    A halted game that goes another way than the operator's (here: deleted as abandoned,
    issue 30 item 14) leaves /healthz's count at the next sweep."""
    svc, registry, gid, _ = broken
    _fail(svc, gid)
    queue = Queue(QUEUE, connection=conn)
    queue.empty()
    svc.resign(gid, 0)
    view = svc.view(svc.load(gid), None)
    assert view["version"] == 4 and view["status"] == "active" and view["halted"]["version"] == 2
    assert queue.count == 0 and sweep(conn, stuck_s=0, registry=registry) == []
    assert health(conn)()[1]["halted_games"] == 1
    svc.store.drop(gid)
    sweep(conn, registry=registry)
    assert health(conn)()[1]["halted_games"] == 0
