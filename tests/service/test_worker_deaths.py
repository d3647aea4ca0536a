"""A killed RQ worker costs the games seconds, not minutes (issue 30, items 2 and 3), and
a table step that always raises halts its game in plain sight (item 11).

One real served stack (``python -m service.serve``: embedded Redis, two RQ workers,
gunicorn) with the sweeper at its defaults (every 30 s; a started job counts as lost
after 60 s), and real kill -9 of the workers the supervisor started. The bounds are
generous (15 s) and far below what the old code could do: a clock's timeout waited for
RQ's 10-minute maintenance once the worker holding the scheduler lock was killed (604.8 s
late), and a killed worker's bot turn waited for the sweeper's 60 s (84 s)."""
from __future__ import annotations

import os
import signal
import time

import pytest

from tests.service.test_serving import Stack, _running, http, until

pytestmark = pytest.mark.integration
BOUND_S = 15  # the goal of both items: played within this of when it was due


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    data = tmp_path_factory.mktemp("mh-deaths") / "data"
    s = Stack(data, extra_env={"WORKERS": "2", "MOONHALL_SWEEP_S": "30", "MOONHALL_STUCK_S": "60"}).wait_healthy()
    yield s
    assert s.stop() == 0


def _workers_back(stack, killed: int) -> None:
    """The supervisor has started a new worker in the place of ``killed`` and it registered."""
    from rq import Worker
    conn = stack.redis()

    def back():
        pids = {p for name, p in stack.pids().items() if name.startswith("rq worker")}
        registered = {w.pid for w in Worker.all(connection=conn)}
        return killed not in pids and None not in pids and pids <= registered and all(_running(p) for p in pids)
    until(back, timeout=30, what="the killed worker replaced")


def _clocked_game(stack) -> tuple[str, float]:
    """Two humans, 2 s a move, lose on time: seat 0's clock runs from the start. Returns
    the game id and seat 0's deadline (epoch s)."""
    code, g, _ = http("POST", stack.base + "/v1/games", {
        "type": "draw-race", "seats": [{"name": "a"}, {"name": "b"}],
        "clock": {"per_move_s": 2, "on_timeout": "lose"}})
    assert code == 201, g
    code, view, _ = http("GET", f"{stack.base}/v1/games/{g['id']}")
    assert code == 200 and view["clock"]["running_seats"] == [0], view["clock"]
    return g["id"], view["clock"]["deadline"] / 1000


def _timed_out(stack, gid):
    code, view, _ = http("GET", f"{stack.base}/v1/games/{gid}", timeout=10)
    return code == 200 and view["status"] == "finished" and view["result"]["reason"] == "timeout"


@pytest.mark.parametrize("victim", ["rq worker 0", "rq worker 1"])
def test_a_clock_timeout_fires_on_time_after_a_worker_is_killed(stack, victim):
    """Item 2: worker 0 ran RQ's scheduler (``--with-scheduler``); killed -9, its lock
    stayed held and the worker started in its place tried again only at RQ's 10-minute
    maintenance. Now the scheduler is the supervisor's: killing either worker leaves the
    clocks running, and the timeout ends the game within seconds of its deadline."""
    stack.wait_healthy()
    gid, deadline = _clocked_game(stack)
    pid = stack.pids()[victim]
    os.kill(pid, signal.SIGKILL)
    _workers_back(stack, pid)
    until(lambda: _timed_out(stack, gid), timeout=max(1.0, deadline + BOUND_S - time.time()), every=0.1,
          what=f"the timeout within {BOUND_S} s of its deadline")
    late = time.time() - deadline
    print(f"timeout seen {late:.1f} s after its deadline ({victim} killed)")
    code, feed, _ = http("GET", f"{stack.base}/v1/games/{gid}/events?after=0")
    assert [e for e in feed["events"] if e["kind"] == "timeout"][0]["seat"] == 0


def test_a_killed_workers_bot_turn_is_played_within_seconds(stack):
    """Item 3: kill -9 of the worker running a bot's turn left the job "started"; RQ gives
    it back only at its 10-minute maintenance and the sweeper took it after 60 s (84 s
    seen). Now the supervisor sweeps as soon as it sees a worker die, and a started job
    whose worker is gone counts as lost at once: the turn is played within seconds."""
    from rq import Worker
    from rq.job import Job, JobStatus
    stack.wait_healthy()
    # one append first: the stack's very first one is sent twice (NOSCRIPT), queueing twins
    assert http("POST", stack.base + "/v1/games", {"type": "draw-race", "seats": [{"name": "q"}]})[0] == 201
    code, g, _ = http("POST", stack.base + "/v1/games", {"type": "slow-race", "options": {"rounds": 5},
                                                           "seats": [{"name": "a", "bot": "slow"},
                                                                     {"name": "b", "bot": "slow"}]})
    assert code == 201, g
    gid, conn = g["id"], stack.redis()

    def alone():  # a bot job of this game with most of its 1.5 s still to run, run once
        for w in Worker.all(connection=conn):
            jid = w.get_current_job_id()
            job = Job.fetch(jid, connection=conn) if jid and gid in jid else None
            if job is None or job.get_status() != JobStatus.STARTED or job.started_at is None \
                    or time.time() - job.started_at.timestamp() > 0.3:
                continue
            # a twin of the same job, run by the other worker, would play the turn whatever
            # happens to this one (the game's first append queues its job twice when it is
            # sent again after NOSCRIPT, and a twin's losing append queues the next twin)
            time.sleep(0.2)
            others = [o for o in Worker.all(connection=conn) if o.name != w.name and o.get_current_job_id() == jid]
            if not others and jid.encode() not in conn.lrange("rq:queue:moonhall", 0, -1):
                return w, job
        return None
    busy, job = until(alone, every=0.05, what="a worker starting a bot's job")
    version = job.args[1]
    os.kill(busy.pid, signal.SIGKILL)
    killed_at = time.time()

    def played():
        code, view, _ = http("GET", f"{stack.base}/v1/games/{gid}", timeout=10)
        return code == 200 and view["version"] > version
    until(played, timeout=BOUND_S, every=0.1, what=f"the killed worker's bot turn within {BOUND_S} s")
    print(f"the lost bot turn was played {time.time() - killed_at:.1f} s after its worker was killed")


def test_a_table_step_that_always_raises_halts_the_game_until_an_operator_aborts_it(stack):
    """Item 11, through the served stack: the end of round of ``broken-step-race`` always
    raises; RQ's retries (1 s, 5 s) fail it three times and the third appends the halt: a
    client long-polling the game's view is woken with ``halted`` set, the feed has a
    ``halt`` entry, /healthz counts it, and ``python -m tools.halted abort`` (finding the
    stack's Redis through its data folder) ends it with no winner."""
    import subprocess
    import sys

    from tests.service.test_serving import ROOT
    stack.wait_healthy()
    code, g, _ = http("POST", stack.base + "/v1/games", {"type": "broken-step-race", "options": {"rounds": 1},
                                                           "seats": [{"name": "a"}]})
    assert code == 201, g
    gid, tok = g["id"], g["seats"][0]["token"]
    code, out, _ = http("POST", f"{stack.base}/v1/games/{gid}/moves", {"move": {"type": "end"}, "expected_version": 1}, tok)
    assert code == 201 and out["to_act"] == []
    # one long poll past the step's version: the halt's record answers it (RQ's retries take ~6 s)
    waited = time.time()
    code, view, _ = http("GET", f"{stack.base}/v1/games/{gid}?after=2&wait=25", token=tok)
    waited = time.time() - waited
    assert code == 200 and view["version"] == 3 and view["halted"] is not None, (waited, view)
    assert view["status"] == "active" and view["waiting_for"] == "system" and view["halted"]["version"] == 2
    feed = http("GET", f"{stack.base}/v1/games/{gid}/events?after=2", token=tok)[1]["events"]
    assert [(e["kind"], e["event"]["reason"]) for e in feed] == [("halt", "table_step_failed")]
    assert http("GET", stack.base + "/healthz")[1]["halted_games"] >= 1
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env.update(MOONHALL_DATA=str(stack.data), MOONHALL_GAME_MODULES="tests.service.fakegame,tests.service.slowgame",
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "tools.halted", "abort", gid], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    view = http("GET", f"{stack.base}/v1/games/{gid}", token=tok)[1]
    assert view["status"] == "finished" and view["result"]["reason"] == "aborted" and view["result"]["winners"] == []
    assert http("GET", stack.base + "/healthz")[1]["halted_games"] == 0
