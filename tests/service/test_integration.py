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
    assert conn.xlen(f"mh:g:{g['id']}:s") == 2


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


def test_the_served_stack_plays_over_http(redis_server, conn, tmp_path):
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT,
                            env={**_env(redis_server.url), "PORT": str(port), "WORKERS": "1"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 30
        status = None
        while time.time() < deadline:
            try:
                status, health = _http("GET", base + "/healthz")
                if status == 200:
                    break
            except (urllib.error.URLError, ConnectionError):
                pass
            time.sleep(0.2)
        assert status == 200 and health["redis"] and health["workers"] >= 1
        code, g = _http("POST", base + "/v1/games", {"type": GAME.id, "options": {"rounds": 1},
                                                      "seats": [{"name": "me"}, {"name": "bot", "bot": "random"}]})
        assert code == 201
        tok = g["seats"][0]["token"]
        code, out = _http("POST", f"{base}/v1/games/{g['id']}/moves", {"move": {"type": "end"}, "expected_version": 1}, tok)
        assert code == 201
        version, finished = out["version"], False
        while not finished and time.time() < deadline + 30:
            code, feed = _http("GET", f"{base}/v1/games/{g['id']}/events?after={version}&wait=5", token=tok)
            assert code == 200
            version = feed["version"]
            finished = _http("GET", f"{base}/v1/games/{g['id']}", token=tok)[1]["status"] == "finished"
        assert finished
    finally:
        proc.terminate()
        proc.wait(20)
    assert proc.returncode == 0  # Ctrl-C / SIGTERM stops everything cleanly
