"""Issue 29: one Redis reader per process for every open stream and long poll
(service/fanout.py).

On the served stack (gunicorn, its own redis-server): 200 SSE streams over 20 games and a
long poll on each game hold at most a few Redis connections, none of them blocked (each
held an XREAD BLOCK of its own: 220 blocked clients), every stream gets every event of its
game exactly once and in order, through a killed reader connection too; gevent (what
``make serve`` runs) and gthread (bench_fastpath's other class), smaller there since a
gthread stream holds a thread. In process: the interleavings around a stream's
registration, forced, and a dropped connection with appends while it is down."""
from __future__ import annotations

import json
import os
import selectors
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import redis

from service.embedded import EmbeddedRedis, free_port
from tests.service.fakegame import GAME

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
pytestmark = pytest.mark.integration

#: one seat's moves of the draw race that need no table step (so no RQ worker): 3 marks,
#: 2 draws (a hand holds 3 cards; a draw is hidden from everyone but the drawer)
MOVES = [{"type": t} for t in ("mark", "draw", "mark", "draw", "mark")]


def _http(method, url, body=None, token=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": f"Bearer {token}"} if token else {})})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


def _waiting_clients(r: redis.Redis) -> list[dict]:
    """The clients that wait on the server's side: blocked in a command (flag b: an XREAD
    BLOCK) or subscribed (flag P: the process's reader)."""
    return [c for c in r.client_list() if "b" in c["flags"] or "P" in c["flags"]]


class Mux:
    """Many raw HTTP/1.0 requests read by one thread (an SSE stream or a long poll each):
    what 200 browser tabs would be, without 200 threads in the test."""

    def __init__(self, port: int):
        self.port, self.sel, self.lock = port, selectors.DefaultSelector(), threading.Lock()
        self.frames: list[list[dict]] = []   # per request: the parsed SSE frames
        self.raw: list[bytearray] = []
        self.closed: list[bool] = []
        self.socks: list[socket.socket] = []
        self.stop = False
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def open(self, path: str, token: str | None = None) -> int:
        s = socket.create_connection(("127.0.0.1", self.port))
        auth = f"Authorization: Bearer {token}\r\n" if token else ""
        s.sendall(f"GET {path} HTTP/1.0\r\nHost: t\r\n{auth}\r\n".encode())
        s.setblocking(False)
        with self.lock:
            i = len(self.socks)
            self.socks.append(s)
            self.frames.append([])
            self.raw.append(bytearray())
            self.closed.append(False)
            self.sel.register(s, selectors.EVENT_READ, i)
        return i

    def _loop(self):
        while not self.stop:
            with self.lock:
                empty = not self.socks
            if empty:
                time.sleep(0.01)
                continue
            for key, _ in self.sel.select(0.05):
                i = key.data
                try:
                    chunk = key.fileobj.recv(65536)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    chunk = b""
                with self.lock:
                    if not chunk:
                        self.sel.unregister(key.fileobj)
                        self.closed[i] = True
                        continue
                    self.raw[i] += chunk
                    self._parse(i)

    def _parse(self, i):
        buf = self.raw[i]
        if not self.frames[i] and b"\r\n\r\n" in buf and not buf.startswith(b"\x00"):
            head, _, rest = bytes(buf).partition(b"\r\n\r\n")
            self.frames[i].append({"status": int(head.split()[1])})
            buf[:] = b"\x00" + rest  # (a marker: the head is read)
        if not self.frames[i]:
            return
        body = bytes(buf[1:])
        while b"\n\n" in body:
            block, _, body = body.partition(b"\n\n")
            f: dict = {}
            for line in block.decode().split("\n"):
                name, _, value = line.partition(": ")
                if name in ("id", "event", "data"):
                    f[name] = value
            if f:
                self.frames[i].append(f)
        buf[:] = b"\x00" + body

    def body(self, i) -> bytes:
        with self.lock:
            return bytes(self.raw[i][1:])

    def ids(self, i) -> list[int]:
        with self.lock:
            return [int(f["id"]) for f in self.frames[i] if f.get("event") == "game"]

    def game_frames(self, i) -> list[dict]:
        with self.lock:
            return [json.loads(f["data"]) for f in self.frames[i] if f.get("event") == "game"]

    def close(self):
        self.stop = True
        self.thread.join(5)
        for s in self.socks:
            s.close()


def _start(worker_class: str, url: str, port: int) -> subprocess.Popen:
    env = {**os.environ, "REDIS_URL": url, "MOONHALL_GAME_MODULES": "tests.service.fakegame",
           "PYTHONPATH": str(ROOT), "MOONHALL_SSE_HEARTBEAT_S": "5", "MOONHALL_CLIENT_CONNECTIONS": "0",
           # the read limit stays on (its default): its counters' Redis pool is capped per process
           # (service/limits.py, LIMITER_CONNECTIONS), so 200 streams opened at once stay within
           # the count below (before that cap: 215-254 clients)
           "MOONHALL_LIMIT_CREATE": "off", "MOONHALL_LIMIT_MOVES": "off"}
    flags = (["-k", "gevent", "--worker-connections", "1000"] if worker_class == "gevent"
             else ["-k", "gthread", "--threads", "48"])
    web = subprocess.Popen([str(BIN / "gunicorn"), *flags, "--workers", "1", "--bind", f"127.0.0.1:{port}",
                            "--timeout", "60", "wsgi:app"], cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 40
    while time.time() < deadline:
        try:
            if _http("GET", f"http://127.0.0.1:{port}/v1/game-types")[0] == 200:
                return web
        except (urllib.error.URLError, ConnectionError):
            pass
        time.sleep(0.2)
    web.kill()
    raise AssertionError("gunicorn did not start")


@pytest.fixture
def own_redis(tmp_path):
    server = EmbeddedRedis(tmp_path / "redis", persist=False).start()
    yield server
    server.stop()


@pytest.mark.parametrize("worker_class,games,per_game", [("gevent", 20, 10), ("gthread", 3, 4)])
def test_open_streams_hold_a_few_redis_connections_and_get_every_event_once(own_redis, worker_class, games,
                                                                           per_game):
    """200 streams over 20 games (gevent; under gthread, whose streams hold a
    thread each: 12 over 3 there) plus one view long poll per game: at most a few Redis connections wait,
    none blocked; every stream gets versions 1..7 of its game once each, in order, the
    drawer's cards shown to the seat's streams only; a CLIENT KILL of the reader's
    connection halfway loses nothing."""
    r = redis.Redis.from_url(own_redis.url)
    port = free_port()
    web = _start(worker_class, own_redis.url, port)
    base = f"http://127.0.0.1:{port}"
    mux = Mux(port)
    try:
        gids, toks = [], []
        for _ in range(games):
            code, g = _http("POST", base + "/v1/games", {"type": GAME.id, "seats": [{"name": "solo"}]})
            assert code == 201
            gids.append(g["id"])
            toks.append(g["seats"][0]["token"])
        streams = []  # (game index, request index, seat's stream?)
        for k in range(per_game):
            for gi, gid in enumerate(gids):
                seat = k % 3 == 0  # a third of them the seat's, the rest spectators
                streams.append((gi, mux.open(f"/v1/games/{gid}/stream", toks[gi] if seat else None), seat))
        polls = [mux.open(f"/v1/games/{gid}?after=1&wait=25") for gid in gids]
        lobby_v = _http("GET", base + "/v1/lobby/changes")[1]["version"]
        lobby = [mux.open(f"/v1/lobby/changes?after={lobby_v}&wait=25") for _ in range(3)]
        deadline = time.time() + 60
        while time.time() < deadline and not all(mux.ids(i) == [1] for _, i, _ in streams):
            time.sleep(0.1)
        assert all(mux.ids(i) == [1] for _, i, _ in streams), "not every stream opened"
        # every game's channel and the lobby's subscribed (CLIENT LIST's sub=)
        while time.time() < deadline and sum(int(c["sub"]) for c in _waiting_clients(r)) < games + 1:
            time.sleep(0.1)
        time.sleep(0.5)  # the long polls are waiting too
        waiting = _waiting_clients(r)
        # one process: the fan-out reader's one subscribed connection, the lobby's channel on
        # it too (the lobby's long poll held a second one of its own), none blocked
        assert len(waiting) == 1 and not [c for c in waiting if "b" in c["flags"]], waiting
        assert int(waiting[0]["sub"]) == games + 1 and waiting[0]["name"] == "moonhall-fanout", waiting
        assert not any(mux.closed[i] for i in lobby)
        assert int(r.info("clients")["connected_clients"]) <= 40  # not one a stream either
        for m, move in enumerate(MOVES):
            if m == 3:  # the reader's connection drops: it subscribes again and reads what it missed
                assert r.client_kill_filter(_type="pubsub") >= 1
                # and the lobby changes meanwhile: its long polls are answered all the same
                assert _http("POST", base + "/v1/games", {"type": GAME.id, "seats": [{"name": "late"}]})[0] == 201
            for gi, gid in enumerate(gids):
                code, out = _http("POST", f"{base}/v1/games/{gid}/moves", {"move": move, "expected_version": m + 1},
                                  toks[gi])
                assert code == 201, out
        want = list(range(1, len(MOVES) + 2))
        deadline = time.time() + 60
        while time.time() < deadline and not all(mux.ids(i) == want for _, i, _ in streams):
            time.sleep(0.1)
        for gi, i, seat in streams:
            assert mux.ids(i) == want, (gi, mux.ids(i))
            drawn = [e["event"]["card"] for e in mux.game_frames(i) if e["event"].get("type") == "drew"]
            assert len(drawn) == 2 and all((c is not None) == seat for c in drawn)
        for gi, i in enumerate(polls):  # each long poll answered with the first move's view
            while time.time() < deadline and not mux.closed[i]:
                time.sleep(0.05)
            view = json.loads(mux.body(i).decode())
            assert view["id"] == gids[gi] and view["version"] >= 2
        for i in lobby:  # each lobby long poll answered with the version after the game made
            while time.time() < deadline and not mux.closed[i]:
                time.sleep(0.05)
            got = json.loads(mux.body(i).decode())
            assert got["changed"] is True and got["version"] > lobby_v, got
        assert len(_waiting_clients(r)) == 1
    finally:
        mux.close()
        web.kill()
        web.wait(20)
        r.close()


# ---------------------------------------------------------------- in process: the interleavings
def _svc(conn, registry):
    from events.store import RedisEventStore
    from service.games import GameService
    from tests.service.conftest import InlineDispatcher
    d = InlineDispatcher()
    svc = GameService(RedisEventStore(conn), registry, d)
    d.service = svc
    return svc


def _game(svc):
    g = svc.create(GAME.id, [{"name": "solo"}], {}, 7)
    return g["id"], g["seats"][0]["token"]


def _move(svc, gid, version):
    svc.play(svc.load(gid), 0, MOVES[version - 1], version)


def _ids_until(frames, last: int, limit: int = 50) -> list[int]:
    """Pull frames of an in-process stream until it shows version ``last``: the game ids."""
    ids = []
    for _ in range(limit):
        f = next(frames)
        if f.startswith("id: "):
            ids.append(int(f[4:f.index("\n")]))
            if ids[-1] == last:
                return ids
    raise AssertionError(f"version {last} not seen: {ids}")


def _until(pred, timeout=5.0):
    deadline = time.time() + timeout
    while not pred():
        assert time.time() < deadline
        time.sleep(0.01)


def test_an_append_between_a_streams_catch_up_and_its_registration_reaches_it_once(conn, registry):
    """The stream loads the game (its catch-up read), then registers with the reader. A
    record appended between the two, by another process, reaches the stream exactly
    once: (1) the game new to the reader (read from the registered version once
    subscribed); (2) the game already read by the reader past the stream's version (the
    stream reads the tail again); (3) appended after the registration, so the reader
    hands over a record the stream may also read (dropped by version)."""
    from service import fanout
    from service.stream import events as sse
    svc, other = _svc(conn, registry), _svc(conn, registry)  # two processes' services on one Redis
    rd = fanout.reader(svc.store)

    def streaming(gid, *, after_load=None, after_watch=None):
        real_load, real_watch = svc.load, rd.watch

        def load(g, *a, **kw):
            lg = real_load(g, *a, **kw)
            if after_load is not None:
                del svc.load  # (once: later loads are the plain method)
                after_load(lg)
            return lg

        def watch(g, after):
            w = real_watch(g, after)
            if after_watch is not None:
                del rd.watch
                after_watch(w)
            return w
        svc.load, rd.watch = load, watch
        return sse(svc, gid, None, 0, heartbeat_s=5)

    # (1) the game is new to the reader
    gid, _ = _game(svc)
    s1 = streaming(gid, after_load=lambda lg: _move(other, gid, 1))
    assert _ids_until(s1, 2) == [1, 2]
    _move(other, gid, 2)
    assert _ids_until(s1, 3) == [3]

    # (2) the reader (for the first stream) has read the record before the second registers
    def append_and_let_the_reader_pass(lg):
        _move(other, gid, 3)
        _until(lambda: rd.games[gid].last == 4)
    s2 = streaming(gid, after_load=append_and_let_the_reader_pass)
    assert _ids_until(s2, 4) == [1, 2, 3, 4]
    assert _ids_until(s1, 4) == [4]

    # (3) registered, the reader hands over a record the stream also reads in its catch-up
    def append_after_registering(w):
        _move(other, gid, 4)
        _until(lambda: w._pending)
    s3 = streaming(gid, after_watch=append_after_registering)
    assert _ids_until(s3, 5) == [1, 2, 3, 4, 5]
    _move(other, gid, 5)
    assert _ids_until(s3, 6) == [6]
    for s in (s1, s2):
        assert _ids_until(s, 6) == [5, 6]
    for s in (s1, s2, s3):
        s.close()


def test_a_dropped_reader_connection_resumes_without_a_lost_event(conn, registry):
    """CLIENT KILL of the reader's pub-sub connection, then appends while it is away (the
    notices are published to nobody): the reader connects again, subscribes again, reads
    from where it was; the stream and a long poll get every record once."""
    from service import fanout
    from service.stream import events as sse
    svc, other = _svc(conn, registry), _svc(conn, registry)
    rd = fanout.reader(svc.store)
    gid, tok = _game(svc)
    s = sse(svc, gid, 0, 0, heartbeat_s=5)
    assert _ids_until(s, 1) == [1]
    _move(other, gid, 1)
    assert _ids_until(s, 2) == [2]
    before = rd.reconnects
    assert conn.client_kill_filter(_type="pubsub") >= 1
    for v in (2, 3):  # while the reader is (probably) away
        _move(other, gid, v)
    assert _ids_until(s, 4) == [3, 4]
    assert rd.reconnects > before
    got = {}

    def poll():  # the view's long poll past version 5, at a process that cached version 5
        lg = svc.load(gid, fresh=False)
        svc.wait_past(lg, lg.version, 10)
        got["v"] = lg.version
    poll = threading.Thread(target=poll)
    poll.start()
    time.sleep(0.2)
    assert conn.client_kill_filter(_type="pubsub") >= 1
    _move(other, gid, 4)
    poll.join(10)
    assert got == {"v": 5}
    assert _ids_until(s, 5) == [5]
    s.close()


def test_fifty_long_polls_of_one_game_cost_one_view_per_distinct_seat(conn, registry):
    """50 view long polls (``GET /v1/games/{id}?after=&wait=``) of one game in one process,
    woken by one move: each (game, version, seat) is projected once and its encoded answer
    shared (issue 29: 500 long polls of the game being played each projected and encoded
    a full view per move, and its mover's POST waited behind them). The per-seat
    projection stays the read path: each seat's answer is its own view (its hand), the
    spectators' the spectator's (counts only), byte for byte what a plain GET gives."""
    from service import fanout
    from service.http import create_app
    svc, other = _svc(conn, registry), _svc(conn, registry)  # the other "process" moves
    g = svc.create(GAME.id, [{"name": "a"}, {"name": "b"}], {}, 7)
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    app = create_app(svc, lambda: (True, {}))
    plan = [tokens[0]] * 20 + [tokens[1]] * 10 + [None] * 20  # 3 distinct seats
    answers: list = [None] * len(plan)
    projected = []
    real_view = svc.view

    def view(lg, seat, version=None):  # counts the projections of the long polls' version
        if lg.version == 2:
            projected.append(seat)
        return real_view(lg, seat, version)
    svc.view = view

    def poll(i, token):
        c = app.test_client()
        r = c.get(f"/v1/games/{gid}?after=1&wait=10",
                  headers={"Authorization": f"Bearer {token}"} if token else {})
        answers[i] = (r.status_code, r.get_data())
    threads = [threading.Thread(target=poll, args=(i, t)) for i, t in enumerate(plan)]
    for t in threads:
        t.start()
    rd = fanout.reader(svc.store)
    _until(lambda: gid in rd.games and len(rd.games[gid].watches) == len(plan), timeout=20)
    other.play(other.load(gid), 0, {"type": "draw"}, 1)  # hidden from everyone but seat 0
    for t in threads:
        t.join(20)
    assert sorted(projected, key=str) == [0, 1, None]  # once per distinct seat, not 50 times
    del svc.view
    c = app.test_client()
    own = {tok: c.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {tok}"} if tok else {}).get_data()
           for tok in (tokens[0], tokens[1], None)}
    assert len(set(own.values())) == 3  # the three views differ (seat 0 sees its drawn card)
    for (status, body), tok in zip(answers, plan):
        assert status == 200 and body == own[tok]
    hands = [json.loads(own[t])["state"]["hands"] for t in (tokens[0], tokens[1], None)]
    assert isinstance(hands[0][0], list) and len(hands[0][0]) == 2 and hands[1][0] == {"count": 2}
    assert hands[2] == [{"count": 2}, {"count": 1}]


def test_a_long_poll_behind_a_followed_game_answers_without_a_read(conn, registry):
    """A long poll past a version older than the one this process has, of a game its
    reader follows up to that version (a watcher asking again just after the next move),
    answers with the view it has: no read of the stream's tail, where each of 500 such
    long polls read it (issue 29). A process whose reader does not follow the game still
    reads (its cache may be old)."""
    from service.http import create_app
    from service.stream import events as sse
    svc, other = _svc(conn, registry), _svc(conn, registry)
    gid, _ = _game(svc)
    app = create_app(svc, lambda: (True, {}))
    c = app.test_client()
    s = sse(svc, gid, None, 0, heartbeat_s=5)  # keeps the game followed; pulling it folds the records
    assert _ids_until(s, 1) == [1]
    for v in (1, 2):
        _move(other, gid, v)
    assert _ids_until(s, 3) == [2, 3]

    def xranges():
        return conn.info("commandstats").get("cmdstat_xrange", {}).get("calls", 0)
    before = xranges()
    r = c.get(f"/v1/games/{gid}?after=2&wait=5")
    assert r.status_code == 200 and r.get_json()["version"] == 3
    assert xranges() == before
    s.close()


def test_watchers_step_aside_while_a_command_runs_and_miss_nothing(conn, registry):
    """A process counts the commands it runs (a POST from the app's taking it until its
    answer is made, a refused one too), and while one runs its watchers' work steps
    aside: a long poll or stream request before it starts, the reader before each chunk
    of waiters it wakes (issue 29: 1,000 watchers of the game being played made its
    mover's POST wait behind them). Stepping aside is bounded and loses nothing: with a
    command held open the whole time, 10 streams and 10 long polls of this process all
    get the other process's move, each once."""
    from service import fanout, priority
    from service.http import create_app
    from service.stream import events as sse
    svc, other = _svc(conn, registry), _svc(conn, registry)
    gid, tok = _game(svc)
    app = create_app(svc, lambda: (True, {}))
    c = app.test_client()
    auth = {"Authorization": f"Bearer {tok}"}
    during = []
    real_play = svc.play

    def play(*a, **kw):
        during.append(priority.running())
        return real_play(*a, **kw)
    svc.play = play
    assert c.post(f"/v1/games/{gid}/moves", json={"move": MOVES[0], "expected_version": 1},
                  headers=auth).status_code == 201
    assert c.post(f"/v1/games/{gid}/moves", json={"move": MOVES[1], "expected_version": 1},
                  headers=auth).status_code == 409  # stale: refused, and counted as ended too
    del svc.play
    assert during == [1, 1] and priority.running() == 0

    deferred = priority.deferred
    got: dict = {}

    def poll(i):
        r = app.test_client().get(f"/v1/games/{gid}?after=2&wait=10")
        got[("poll", i)] = [r.status_code, r.get_json()["version"]]

    def stream(i):
        s = sse(svc, gid, None, 2, heartbeat_s=10)
        got[("stream", i)] = _ids_until(s, 3)
        s.close()
    priority.start()  # a command of this process, held open while the other process moves
    try:
        threads = [threading.Thread(target=f, args=(i,)) for f in (poll, stream) for i in range(10)]
        for t in threads:
            t.start()
        rd = fanout.reader(svc.store)
        _until(lambda: gid in rd.games and len(rd.games[gid].watches) == 20, timeout=20)
        _move(other, gid, 2)
        for t in threads:
            t.join(20)
    finally:
        priority.end()
    assert priority.running() == 0
    assert got == {**{("poll", i): [200, 3] for i in range(10)}, **{("stream", i): [3] for i in range(10)}}
    assert priority.deferred >= deferred + 10 + 1  # the 10 long polls at their start, the reader before its chunk


def test_the_lobby_waits_on_the_readers_connection_without_a_gap(own_redis, registry):
    """``GET /v1/lobby/changes``'s wait shares the fan-out reader's one pub-sub connection
    (a process held a second one for the lobby's channel): with a stream and a lobby wait
    open, the test's own Redis has one subscribed client, on both channels. No gap: a bump
    made by another process between a waiter's read of the version and its wait - its
    notice heard in between, forced here - wakes it at once, and a bump while the
    connection is away (CLIENT KILL) reaches a waiter through the subscription made again."""
    from service import fanout, lobbywatch
    from service.stream import events as sse
    r = redis.Redis.from_url(own_redis.url)
    svc, other = _svc(r, registry), _svc(r, registry)
    rd = fanout.reader(svc.store)
    lw = lobbywatch.watch(svc.store)
    assert lw.reader is rd
    gid, _ = _game(svc)
    s = sse(svc, gid, None, 0, heartbeat_s=5)
    assert _ids_until(s, 1) == [1]
    v0 = svc.store.lobby_version()
    assert lw.wait(v0, 0) == v0  # (holds the lobby's channel once: the subscription stays a while)
    _until(lambda: sum(int(c["sub"]) for c in _waiting_clients(r)) == 2)
    waiting = _waiting_clients(r)
    assert len(waiting) == 1 and int(waiting[0]["sub"]) == 2 and "b" not in waiting[0]["flags"], waiting

    # a bump between the waiter's read and its wait: it answers the new version, not v0 at its timeout
    real = svc.store.lobby_version
    calls = []

    def read_then_bump():
        v = real()
        if not calls:
            n = lw.notices
            other.store.lobby_changed()
            _until(lambda: lw.notices > n)  # the notice is heard before the waiter waits
        calls.append(v)
        return v
    svc.store.lobby_version = read_then_bump
    t = threading.Thread(target=lambda: calls.append(("answer", lw.wait(v0, 30))))
    t.start()
    t.join(25)  # woken by the notice, not by its 30 s (a missed notice: answered at 30 s; a bound, not a speed check)
    assert not t.is_alive() and calls[0] == v0 and calls[-1] == ("answer", v0 + 1), calls
    del svc.store.lobby_version

    # a bump while the reader's connection is away
    got = {}
    t = threading.Thread(target=lambda: got.update(v=lw.wait(v0 + 1, 30)))
    t.start()
    _until(lambda: lw.waiting == 1)
    before = rd.reconnects
    assert r.client_kill_filter(_type="pubsub") == 1
    other.store.lobby_changed()
    t.join(25)  # (as above: a bound)
    assert not t.is_alive() and got == {"v": v0 + 2}
    _move(other, gid, 1)  # and the stream too, on the connection made again
    assert _ids_until(s, 2) == [2]
    assert rd.reconnects > before
    waiting = _waiting_clients(r)
    assert len(waiting) == 1 and int(waiting[0]["sub"]) == 2, waiting
    s.close()
    r.close()


def test_a_command_in_another_worker_of_the_node_makes_this_ones_watchers_step_aside():
    """The node's workers mark their commands in a block made before the fork (gunicorn's
    master, service/gunicorn_conf.py): while a forked worker runs a command, this process's
    watchers' steps wait for it (a bounded while: each step at most DEFER_S), and once it
    ends they no longer do. A mark left behind runs out (DEFER_S ahead of its start).

    The marks here are 1 s ahead, not 50 ms: on a loaded CI machine the child's 50 ms can
    pass before this process is scheduled to look (stop 35 failed so), and the dead
    worker's mark is read from the block itself, not through node_busy (which skips a mark
    that has already run out)."""
    import multiprocessing

    from service import priority
    saved = priority._shared, priority._slot, priority.DEFER_S
    priority._shared, priority._slot = None, -1
    priority.DEFER_S = 1.0  # how far ahead start() marks (defer()'s own bound stays 50 ms)
    try:
        priority.node_shared()
        priority.take_slot(1)
        assert priority.node_busy() == 0.0
        ctx = multiprocessing.get_context("fork")
        parent, child = ctx.Pipe()

        def worker(conn):
            priority.take_slot(2)
            priority.start()
            conn.send("running")
            conn.recv()
            priority.end()
            conn.send("ended")
            conn.recv()
            priority.start()  # and dies mid-command
            conn.send("running")
            os._exit(0)
        p = ctx.Process(target=worker, args=(child,))
        p.start()
        assert parent.recv() == "running"
        assert priority.node_busy() > time.monotonic() - 1 and priority.running() == 0
        deferred = priority.deferred
        priority.defer()  # (waits for the other worker: at most DEFER_S)
        assert priority.deferred == deferred + 1
        parent.send("end")
        assert parent.recv() == "ended"
        assert priority.node_busy() == 0.0
        priority.defer()
        assert priority.deferred == deferred + 1  # nothing to wait for: not counted
        before = time.monotonic()
        parent.send("again")
        assert parent.recv() == "running"
        p.join(10)
        until = priority._pack.unpack_from(priority._shared)[2]
        assert before < until <= time.monotonic() + priority.DEFER_S  # the dead worker's mark stays...
        _until(lambda: priority.node_busy() == 0.0)  # ...and runs out
        assert until <= time.monotonic()
        assert priority._pack.unpack_from(priority._shared)[2] == until
    finally:
        priority._shared, priority._slot, priority.DEFER_S = saved
