"""Issue 11 §2-§4 on the served stack: gunicorn with the gevent worker, a real Redis and a
real RQ worker started with ``--with-scheduler`` (clock timeouts are scheduled jobs).
The SSE stream resumes exactly, redacts per seat, streams a bot game to its end, and
many open streams do not hold the server's request threads."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from service.embedded import free_port
from tests.service.fakegame import GAME

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
pytestmark = pytest.mark.integration


def _http(method, url, body=None, token=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": f"Bearer {token}"} if token else {})})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


@pytest.fixture(scope="module")
def stack(redis_server):
    env = {**os.environ, "REDIS_URL": redis_server.url, "MOONHALL_GAME_MODULES": "tests.service.fakegame",
           "PYTHONPATH": str(ROOT), "MOONHALL_SSE_HEARTBEAT_S": "1",
           "MOONHALL_LIMIT_CREATE": "off", "MOONHALL_LIMIT_MOVES": "off"}
    port = free_port()
    worker = subprocess.Popen([str(BIN / "rq"), "worker", "--url", redis_server.url, "--worker-class",
                               "rq.worker.SimpleWorker", "--with-scheduler", "--quiet", "moonhall"],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    web = subprocess.Popen([str(BIN / "gunicorn"), "-k", "gevent", "--workers", "1", "--bind", f"127.0.0.1:{port}",
                            "--timeout", "60", "wsgi:app"], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 40
    while time.time() < deadline:
        try:
            if _http("GET", base + "/healthz")[0] == 200:
                break
        except (urllib.error.URLError, ConnectionError):
            pass
        time.sleep(0.2)
    else:
        raise AssertionError("the served stack did not become healthy")
    yield base
    for p in (web, worker):
        p.terminate()
        p.wait(20)


class Sse:
    """A tiny SSE reader over urllib (what a client without a library would do)."""

    def __init__(self, url, token=None, last_id=None, query_token=False):
        headers = {"Accept": "text/event-stream"}
        if token and not query_token:
            headers["Authorization"] = f"Bearer {token}"
        if token and query_token:
            url += ("&" if "?" in url else "?") + "token=" + token
        if last_id is not None:
            headers["Last-Event-ID"] = str(last_id)
        self.resp = urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=30)
        assert self.resp.headers["Content-Type"].startswith("text/event-stream")

    def next(self):
        """The next frame: {"id", "event", "data"} or {"comment": text}."""
        frame: dict = {}
        while True:
            line = self.resp.readline().decode()
            if line == "":
                return None
            line = line.rstrip("\n")
            if line == "":
                if frame:
                    return frame
                continue
            if line.startswith(":"):
                if not frame:
                    return {"comment": line[1:].strip()}
                continue
            field, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "data":
                frame["data"] = json.loads(value)
            elif field in ("id", "event"):
                frame[field] = value

    def until(self, pred, limit=500):
        seen = []
        for _ in range(limit):
            f = self.next()
            assert f is not None, f"stream closed; seen {seen}"
            seen.append(f)
            if pred(f):
                return seen
        raise AssertionError(f"not seen: {seen}")

    def rest(self):
        out = []
        while (f := self.next()) is not None:
            out.append(f)
        return out

    def close(self):
        self.resp.close()


def games(frames):
    return [f for f in frames if f.get("event") == "game"]


def test_reconnect_with_last_event_id_resumes_exactly(stack):
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "options": {"rounds": 1}, "seed": 3,
                                                  "seats": [{"name": "a"}, {"name": "b"}]})
    assert code == 201
    gid, tok0, tok1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    s = Sse(f"{stack}/v1/games/{gid}/stream", tok0)
    first = s.until(lambda f: f.get("event") == "turn")
    assert [f["id"] for f in games(first)] == ["1"] and first[-1]["data"]["you_to_act"] is True
    assert _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "draw"}, "expected_version": 1}, tok0)[0] == 201
    assert _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "end"}, "expected_version": 2}, tok0)[0] == 201
    got = s.until(lambda f: f.get("id") == "3")
    assert [f["id"] for f in games(got)] == ["2", "3"]
    s.close()  # gone while seat 1 plays and the worker scores the round
    assert _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "mark"}, "expected_version": 3}, tok1)[0] == 201
    assert _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "end"}, "expected_version": 4}, tok1)[0] == 201
    s = Sse(f"{stack}/v1/games/{gid}/stream", tok0, last_id=3)
    rest = s.rest()  # the game ends: the stream closes after `end`
    ids = [int(f["id"]) for f in games(rest)]
    assert ids == list(range(4, ids[-1] + 1)) and ids[-1] >= 6  # 4, 5, the table's score: no gap, no repeat
    assert rest[-1]["event"] == "end" and rest[-1]["data"]["result"]["winners"]
    # the same entries /events returns for this seat
    code, feed = _http("GET", f"{stack}/v1/games/{gid}/events?after=3", token=tok0)
    assert [f["data"] for f in games(rest)] == feed["events"]
    # ?after= works like Last-Event-ID
    s = Sse(f"{stack}/v1/games/{gid}/stream?after=5", tok0)
    assert [int(f["id"]) for f in games(s.rest())] == ids[2:]


def test_two_seats_see_different_redactions(stack):
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}]})
    gid, tok0, tok1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    s0 = Sse(f"{stack}/v1/games/{gid}/stream", tok0)
    s1 = Sse(f"{stack}/v1/games/{gid}/stream", tok1, query_token=True)  # EventSource-style token
    s0.until(lambda f: f.get("event") == "turn")
    t1 = s1.until(lambda f: f.get("event") == "turn")
    assert t1[-1]["data"]["you_to_act"] is False and t1[-1]["data"]["to_act"] == [0]
    code, out = _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "draw"}, "expected_version": 1}, tok0)
    card = out["events"][0]["event"]["card"]
    assert isinstance(card, int)
    d0 = s0.until(lambda f: f.get("id") == "2")[-1]["data"]
    d1 = s1.until(lambda f: f.get("id") == "2")[-1]["data"]
    assert d0["event"]["card"] == card and d1["event"]["card"] is None  # R-hidden: only the drawer sees it
    _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "end"}, "expected_version": 2}, tok0)
    t = s1.until(lambda f: f.get("event") == "turn")[-1]["data"]
    assert t["you_to_act"] is True and t["to_act"] == [1] and t["version"] == 3
    hb = s1.until(lambda f: "comment" in f)[-1]  # nothing happens: a heartbeat comment
    assert hb["comment"] == "heartbeat"
    s0.close(), s1.close()
    assert _http("GET", f"{stack}/v1/games/{gid}/stream?token=nope")[0] == 401


def test_a_stream_ticket_opens_one_stream_of_its_seat(stack, redis_server):
    """Issue 30, item 9: browsers' EventSource cannot set headers, so the page put the seat
    token in the stream's URL (and URLs land in access logs). Now it asks, with the token in
    the header, for a ticket that opens one stream of that seat within 60 s: kept as its
    hash in the game's hash slot with a TTL, used up by the open, of that game only."""
    import redis as redis_lib

    from events.store import RedisEventStore
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}]})
    gid, tok0, tok1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    code, other = _http("POST", stack + "/v1/games", {"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}]})
    assert _http("POST", f"{stack}/v1/games/{gid}/stream-ticket")[0] == 401  # a seat's token is required
    assert _http("POST", f"{stack}/v1/games/{gid}/stream-ticket", token=tok0 + "x")[0] == 401
    code, t1 = _http("POST", f"{stack}/v1/games/{gid}/stream-ticket", token=tok1)
    assert code == 201 and t1["seat"] == 1 and t1["expires_in"] == 60 and tok1 not in t1["ticket"]
    key = RedisEventStore.ticket_key(gid, t1["ticket"])
    assert key.startswith(f"mh:g:{{{gid}}}:")  # the game's hash slot (Redis Cluster)
    r = redis_lib.Redis.from_url(redis_server.url)
    assert 0 < r.ttl(key) <= 60 and t1["ticket"].encode() not in b"".join(r.keys(f"mh:g:{{{gid}}}:*"))
    # of another game it opens nothing (and stays valid for its own)
    assert _http("GET", f"{stack}/v1/games/{other['id']}/stream?ticket={t1['ticket']}")[0] == 401
    code, mixed = _http("POST", f"{stack}/v1/games/{gid}/stream-ticket", token=tok1)
    assert _http("GET", f"{stack}/v1/games/{gid}/stream?ticket={mixed['ticket']}", token=tok0)[0] == 401  # another seat's
    assert _http("GET", f"{stack}/v1/games/{gid}/stream?ticket={mixed['ticket']}", token=tok1)[0] == 401  # (used up)
    s1 = Sse(f"{stack}/v1/games/{gid}/stream?ticket={t1['ticket']}")
    t = s1.until(lambda f: f.get("event") == "turn")[-1]["data"]
    assert t["to_act"] == [0] and t["you_to_act"] is False
    code, out = _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "draw"}, "expected_version": 1}, tok0)
    assert s1.until(lambda f: f.get("id") == "2")[-1]["data"]["event"]["card"] is None  # seat 1's redaction
    _http("POST", f"{stack}/v1/games/{gid}/moves", {"move": {"type": "end"}, "expected_version": 2}, tok0)
    assert s1.until(lambda f: f.get("event") == "turn")[-1]["data"]["you_to_act"] is True  # it is seat 1's stream
    s1.close()
    code, body = _http("GET", f"{stack}/v1/games/{gid}/stream?ticket={t1['ticket']}")  # used up
    assert code == 401 and body["error"]["code"] == "unauthorized" and r.exists(key) == 0
    assert _http("GET", f"{stack}/v1/games/{gid}/stream?ticket=")[0] == 401
    # seat 0's ticket (with its token too: the same seat): its own stream, where the card it drew shows
    code, t0 = _http("POST", f"{stack}/v1/games/{gid}/stream-ticket", token=tok0)
    s0 = Sse(f"{stack}/v1/games/{gid}/stream?ticket={t0['ticket']}", tok0)
    assert isinstance(s0.until(lambda f: f.get("id") == "2")[-1]["data"]["event"]["card"], int)
    s0.close()


def test_a_bot_game_streams_to_the_end_and_streams_hold_no_thread(stack):
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "options": {"rounds": 1},
                                                  "seats": [{"name": "me"}] + [{"name": f"b{i}", "bot": "random"}
                                                                                for i in range(1, 3)]})
    gid, tok = g["id"], g["seats"][0]["token"]
    # many idle streams on one gevent worker: the API still answers (none holds a thread)
    idle = [Sse(f"{stack}/v1/games/{gid}/stream", tok) for _ in range(40)]
    for s in idle[:3]:
        s.until(lambda f: f.get("event") == "turn")
    assert _http("GET", f"{stack}/v1/games/{gid}", token=tok)[0] == 200
    s = Sse(f"{stack}/v1/games/{gid}/stream")  # a spectator
    s.until(lambda f: f.get("event") == "turn")
    assert _http("POST", f"{stack}/v1/games/{gid}/resign", token=tok)[0] == 201  # the bots play on to the end
    frames = s.rest()
    ids = [int(f["id"]) for f in games(frames)]
    assert ids == list(range(2, ids[-1] + 1)) and frames[-1]["event"] == "end"
    assert games(frames)[0]["data"]["kind"] == "resign"
    drawn = [f["data"]["event"] for f in games(frames) if f["data"]["kind"] == "game"
             and f["data"]["event"]["type"] == "drew"]
    assert all(e["card"] is None for e in drawn)  # a spectator never sees a drawn card
    code, view = _http("GET", f"{stack}/v1/games/{gid}")
    assert view["status"] == "finished" and ids[-1] == view["version"] and view["result"]["forfeited"] == [0]
    for s in idle:
        s.close()


def test_join_over_the_stream(stack):
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "seats": [{"open": True}, {"name": "host"}]})
    assert g["seats"][0]["token"] is None  # the creator does not hold the open seat's token
    gid, host = g["id"], g["seats"][1]["token"]
    s = Sse(f"{stack}/v1/games/{gid}/stream", host)
    t = s.until(lambda f: f.get("event") == "turn")[-1]["data"]
    assert t["status"] == "waiting" and t["to_act"] == []
    code, lobby = _http("GET", stack + "/v1/games?status=waiting")
    assert gid in [x["id"] for x in lobby["games"]]
    code, seat = _http("POST", f"{stack}/v1/games/{gid}/join", {"name": "guest"})
    assert code == 201 and seat["seat"] == 0
    got = s.until(lambda f: f.get("event") == "turn")
    assert games(got)[-1]["data"]["kind"] == "join" and got[-1]["data"]["status"] == "active"
    code, out = _http("POST", f"{stack}/v1/games/{gid}/moves?include=view,moves",
                      {"move": {"type": "mark"}, "expected_version": 2}, seat["token"])
    assert code == 201 and out["view"]["you"] == 0 and {"type": "draw"} in out["moves"]["moves"]
    s.close()


@pytest.mark.parametrize("on_timeout", ["lose", "bot"])
def test_a_clock_timeout_fires_from_the_rq_scheduler(stack, on_timeout):
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "options": {"rounds": 1},
                                                  "seats": [{"name": "slow"}, {"name": "bot", "bot": "random"}],
                                                  "clock": {"initial_s": 1, "increment_s": 1, "on_timeout": on_timeout}})
    assert code == 201
    gid, tok = g["id"], g["seats"][0]["token"]
    code, view = _http("GET", f"{stack}/v1/games/{gid}", token=tok)
    assert view["clock"]["running"] == 0 and view["clock"]["remaining_ms"][0] <= 1000
    s = Sse(f"{stack}/v1/games/{gid}/stream", tok)
    frames = s.rest()  # nobody moves: the scheduled job times seat 0 out
    timeouts = [f for f in games(frames) if f["data"]["kind"] == "timeout"]
    assert len(timeouts) == 1 and timeouts[0]["data"]["by"] == "system"
    code, view = _http("GET", f"{stack}/v1/games/{gid}", token=tok)
    assert view["status"] == "finished" and view["clock"]["remaining_ms"][0] == 0
    if on_timeout == "lose":
        assert view["result"]["winners"] == [1] and view["result"]["reason"] == "timeout" and view["version"] == 2
    else:  # a bot took the seat over and the game went on to its end
        assert view["seats"][0]["bot"] and view["version"] > 3 and "reason" not in view["result"]


def test_the_example_bot_joins_an_open_seat_and_plays_from_the_stream(stack):
    code, g = _http("POST", stack + "/v1/games", {"type": GAME.id, "options": {"rounds": 2},
                                                  "seats": [{"name": "b", "bot": "random"}, {"open": True}]})
    assert code == 201 and g["status"] == "waiting"
    out = subprocess.run([sys.executable, str(ROOT / "examples" / "bot.py"), "--url", stack, "--join", g["id"],
                          "--seed", "4", "--quiet"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    final = json.loads(out.stdout[out.stdout.index("{"):])
    assert final["result"]["winners"]
    code, feed = _http("GET", f"{stack}/v1/games/{g['id']}/events")
    assert any(e["kind"] == "game" and e["seat"] == 1 for e in feed["events"])  # the joined bot played


def test_a_scheduled_timeout_survives_a_worker_restart(tmp_path, registry):
    """The timeout job waits in Redis (RQ's scheduled registry), not in a process: with
    its own Redis, the worker is killed hard (SIGKILL) before the deadline, a new worker
    started after it still fires the timeout."""
    import redis as redis_lib

    from events.store import RedisEventStore
    from service.embedded import EmbeddedRedis
    from service.games import GameService
    from workers.dispatch import RQDispatcher

    server = EmbeddedRedis(tmp_path / "redis", persist=False).start()
    env = {**os.environ, "REDIS_URL": server.url, "MOONHALL_GAME_MODULES": "tests.service.fakegame",
           "PYTHONPATH": str(ROOT)}

    def worker():
        return subprocess.Popen([str(BIN / "rq"), "worker", "--url", server.url, "--worker-class",
                                 "rq.worker.SimpleWorker", "--with-scheduler", "--quiet", "moonhall"],
                                cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    conn = redis_lib.Redis.from_url(server.url)
    try:
        first = worker()
        svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
        g = svc.create(GAME.id, [{"name": "a"}, {"name": "b"}], {}, None,
                       clock={"per_move_s": 1, "on_timeout": "lose"})
        first.kill()  # gone before the deadline, with the job scheduled
        first.wait(10)
        time.sleep(1.2)  # the deadline passes with no worker at all
        assert svc.view(svc.load(g["id"]), None)["status"] == "active"
        second = worker()
        try:
            deadline = time.time() + 30
            while time.time() < deadline and svc.view(svc.load(g["id"]), None)["status"] != "finished":
                time.sleep(0.1)
            view = svc.view(svc.load(g["id"]), None)
            assert view["status"] == "finished" and view["result"]["reason"] == "timeout"
            assert [r.kind for r in svc.store.read(g["id"])] == ["created", "seat"]
        finally:
            second.terminate()
            second.wait(20)
    finally:
        conn.close()
        server.stop()
