"""Real parts: concurrent appends against a real Redis, a real RQ worker, and the whole
served stack (gunicorn + workers) over HTTP."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import redis

from events.model import Record
from events.store import RedisEventStore, StaleVersion
from service.embedded import free_port
from service.errors import ApiError
from service.games import GameService
from service.ports import NoDispatch
from tests.service.fakegame import GAME

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
pytestmark = pytest.mark.integration


def test_concurrent_appends_exactly_one_lands(redis_server, conn):
    store = RedisEventStore(conn)
    store.append("race", 0, [Record(1, "created", config={}, state={})])
    barrier = threading.Barrier(16)
    results = []

    def go(i):
        s = RedisEventStore(redis.Redis.from_url(redis_server.url))
        barrier.wait()
        try:
            results.append(s.append("race", 1, [Record(2, "game", seat=0, cmd=1, event={"type": f"e{i}"})] * 2))
        except StaleVersion:
            results.append("stale")

    threads = [threading.Thread(target=go, args=(i,)) for i in range(16)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert results.count(3) == 1 and results.count("stale") == 15
    assert store.version("race") == 3


def test_concurrent_moves_through_the_service(redis_server, conn, registry):
    svc = GameService(RedisEventStore(conn), registry, NoDispatch())
    g = svc.create(GAME.id, [{"name": "a"}, {"name": "b"}], {}, 7)
    barrier = threading.Barrier(12)
    codes = []

    def go():
        own = GameService(RedisEventStore(redis.Redis.from_url(redis_server.url)), registry, NoDispatch())
        lg = own.load(g["id"])
        barrier.wait()
        try:
            own.play(lg, 0, {"type": "mark"}, 1)
            codes.append(201)
        except ApiError as e:
            codes.append(e.status)

    threads = [threading.Thread(target=go) for _ in range(12)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert sorted(codes) == [201] + [409] * 11
    assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == 2


def _env(url):
    return {**os.environ, "REDIS_URL": url, "MOONHALL_GAME_MODULES": "tests.service.fakegame",
            "PYTHONPATH": str(ROOT)}


@pytest.fixture
def worker(redis_server):
    proc = subprocess.Popen([str(BIN / "rq"), "worker", "--url", redis_server.url, "--worker-class",
                             "rq.worker.SimpleWorker", "--quiet", "moonhall"], cwd=ROOT, env=_env(redis_server.url),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    yield proc
    proc.terminate()
    proc.wait(10)


def test_a_real_rq_worker_plays_bots_and_table_steps_to_the_end(redis_server, conn, worker, registry):
    from workers.dispatch import RQDispatcher
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    g = svc.create(GAME.id, [{"name": f"bot{i}", "bot": "random"} for i in range(4)], {"rounds": 2}, None)
    deadline = time.time() + 60
    while time.time() < deadline:
        view = svc.view(svc.load(g["id"]), None)
        if view["status"] == "finished":
            break
        time.sleep(0.1)
    assert view["status"] == "finished", worker.stderr.read1().decode() if worker.poll() is not None else view
    assert view["result"]["winners"]
    kinds = [r.seat for r in svc.store.read(g["id"])]
    assert -1 in kinds and {0, 1, 2, 3} <= set(kinds)  # the table's steps and every bot played


def _http(method, url, body=None, token=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": f"Bearer {token}"} if token else {})})
    try:
        with urllib.request.urlopen(req, timeout=40) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def _serve(env: dict, port: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT,
                            env={**env, "PORT": str(port), "WORKERS": "1"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 40
    while time.time() < deadline:
        try:
            if _http("GET", f"http://127.0.0.1:{port}/healthz")[0] == 200:
                return proc
        except (urllib.error.URLError, ConnectionError):
            pass
        if proc.poll() is not None:
            break
        time.sleep(0.2)
    proc.terminate()
    raise AssertionError("the served stack did not become healthy")


def _stop(proc: subprocess.Popen) -> int:
    proc.send_signal(2)  # Ctrl-C
    return proc.wait(30)


@pytest.fixture(scope="module")
def served(redis_server):
    port = free_port()
    proc = _serve(_env(redis_server.url), port)
    yield f"http://127.0.0.1:{port}"
    assert _stop(proc) == 0  # Ctrl-C stops everything cleanly


def test_the_served_stack_plays_over_http(served):
    base = served
    status, health = _http("GET", base + "/healthz")
    assert status == 200 and health["redis"] and health["workers"] >= 1
    code, g = _http("POST", base + "/v1/games", {"type": GAME.id, "options": {"rounds": 1},
                                                  "seats": [{"name": "me"}, {"name": "bot", "bot": "random"}]})
    assert code == 201
    tok = g["seats"][0]["token"]
    code, out = _http("POST", f"{base}/v1/games/{g['id']}/moves", {"move": {"type": "end"}, "expected_version": 1}, tok)
    assert code == 201
    version, finished, deadline = out["version"], False, time.time() + 60
    while not finished and time.time() < deadline:
        code, feed = _http("GET", f"{base}/v1/games/{g['id']}/events?after={version}&wait=5", token=tok)
        assert code == 200
        version = feed["version"]
        finished = _http("GET", f"{base}/v1/games/{g['id']}", token=tok)[1]["status"] == "finished"
    assert finished


def test_the_readme_loop_waits_for_bots_and_table_steps_in_its_view_request(served):
    """Issue 15: GET view + GET moves + POST and nothing else. When the POST's answer
    says nobody may act (a bot's turn, the table's scoring), the next view is the long
    poll ``?after=<version>&wait=``: it answers once the RQ worker's record landed."""
    base = served
    code, g = _http("POST", base + "/v1/games", {"type": GAME.id, "options": {"rounds": 2},
                                                  "seats": [{"name": "me"}, {"name": "bot", "bot": "random"}]})
    gid, tok = g["id"], g["seats"][0]["token"]
    after, waits, moves, deadline = None, 0, 0, time.time() + 60
    while time.time() < deadline:
        code, view = _http("GET", f"{base}/v1/games/{gid}" + (f"?after={after}&wait=20" if after else ""), token=tok)
        assert code == 200
        if after:
            waits += 1
            assert view["version"] > after  # answered by the worker's record, not by the wait running out
        if view["status"] == "finished":
            break
        if 0 not in view["to_act"]:  # the worker's next step is still to come
            after = view["version"]
            continue
        _, listing = _http("GET", f"{base}/v1/games/{gid}/moves", token=tok)
        code, out = _http("POST", f"{base}/v1/games/{gid}/moves",
                          {"move": listing["moves"][-1], "expected_version": listing["version"]}, tok)  # "end"
        assert code == 201 and out["status"] in ("active", "finished")
        moves += 1
        after = None if 0 in out["to_act"] else out["version"]
    assert view["status"] == "finished" and view["result"]["winners"]
    assert moves == 2 and waits >= 2  # my two turns; the bot's turns and the scoring were waited for


def test_the_example_bot_plays_a_game_to_its_end(served):
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "bot.py"), "--url", served, "--new", GAME.id,
                          "--players", "3", "--seed", "11", "--quiet"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    final = json.loads(out.stdout[out.stdout.index("{"):])
    assert final["result"]["winners"] and final["version"] > 5


def test_serve_with_embedded_redis_keeps_games_across_a_restart(tmp_path):
    env = {k: v for k, v in _env("").items() if k != "REDIS_URL"}
    env.update(MOONHALL_DATA=str(tmp_path), REDIS_PORT=str(free_port()))
    port = free_port()
    proc = _serve(env, port)
    try:
        code, g = _http("POST", f"http://127.0.0.1:{port}/v1/games", {"type": GAME.id, "seats": [{"name": "a"}]})
        assert code == 201
        assert _http("POST", f"http://127.0.0.1:{port}/v1/games/{g['id']}/moves",
                     {"move": {"type": "mark"}, "expected_version": 1}, g["seats"][0]["token"])[0] == 201
    finally:
        assert _stop(proc) == 0
    assert (tmp_path / "redis").is_dir()
    proc = _serve(env, port)
    try:
        code, view = _http("GET", f"http://127.0.0.1:{port}/v1/games/{g['id']}", token=g["seats"][0]["token"])
        assert code == 200 and view["version"] == 2 and view["state"]["marks"][0] == 1
    finally:
        assert _stop(proc) == 0
