"""Platform benchmarks: moves per second through the HTTP API, and the cost of loading
a game (folding its stream) at 1, 100 and 1,000 events, with and without snapshots.

Runs against a private redis-server it starts on a free port. Figures only; nothing
here asserts a time.

    .venv/bin/python -m bench.bench_platform
"""
from __future__ import annotations

import json
import random
import statistics
import tempfile
import time

import redis

import games
from events.store import RedisEventStore
from games.base import Game
from projections.state import SNAPSHOT_EVERY, StateProjection
from service.embedded import EmbeddedRedis
from service.games import GameService
from service.http import create_app
from service.ports import NoDispatch


class Tally(Game):
    """A never-ending synthetic game for load benchmarks: each move adds to one of 40
    counters in a state of about the size of an Azul state."""
    id = "bench-tally"
    name = "tally"
    min_players = 1
    max_players = 4
    options = ()

    def initial_state(self, config, rng):
        return {"players": config["players"], "turn": 0,
                "boards": [{f"c{i}": 0 for i in range(40)} for _ in range(config["players"])]}

    def decide(self, s, seat, move, rng):
        return [{"type": "added", "seat": seat, "counter": f"c{rng.randrange(40)}", "n": 1}]

    def evolve(self, s, e):
        s = dict(s)
        s["boards"] = list(s["boards"])
        b = s["boards"][e["seat"]] = dict(s["boards"][e["seat"]])
        b[e["counter"]] += e["n"]
        s["turn"] = (e["seat"] + 1) % s["players"]
        return s

    def legal_moves(self, s, seat):
        return [{"type": "add"}] if seat == s["turn"] else []

    def to_act(self, s):
        return [s["turn"]]

    def view(self, s, seat):
        return s

    def is_over(self, s):
        return False

    def result(self, s):
        return None


TALLY = Tally()


def timeit(fn, repeat=20):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def bench_load(conn) -> list[str]:
    svc = GameService(RedisEventStore(conn), {TALLY.id: TALLY}, NoDispatch())
    lines = [f"load a game (fold its stream) — synthetic game, state ~{len(json.dumps(TALLY.initial_state({'players': 4}, None)))} bytes, snapshot every {SNAPSHOT_EVERY} events; median of 20, cold cache:"]
    for n in (1, 100, 1000):
        g = svc.create(TALLY.id, [{"name": f"p{i}"} for i in range(4)], {}, 1)
        lg = svc.load(g["id"])
        while lg.version < n:
            svc.play(lg, lg.game.to_act(lg.state)[0], {"type": "add"}, lg.version)
        store = RedisEventStore(conn)
        with_s = timeit(lambda: StateProjection(store, snapshots=True).current(TALLY, g["id"]))
        without = timeit(lambda: StateProjection(store, snapshots=False).current(TALLY, g["id"]))
        lines.append(f"  {n:>5} events: {with_s * 1000:8.2f} ms with snapshots, {without * 1000:8.2f} ms without")
    return lines


def bench_real_games(conn) -> list[str]:
    lines = ["load a finished random game of each registered type (cold cache):"]
    for type_id, game in sorted(games.REGISTRY.items()):
        svc = GameService(RedisEventStore(conn), games.REGISTRY, NoDispatch())
        g = svc.create(type_id, [{"name": f"p{i}"} for i in range(game.max_players)], {}, 3)
        lg = svc.load(g["id"])
        rng = random.Random(3)
        while not game.is_over(lg.state):
            auto = game.auto_move(lg.state)
            if auto is not None:
                svc.play(lg, -1, auto, lg.version)
            else:
                seat = game.to_act(lg.state)[0]
                svc.play(lg, seat, rng.choice(game.legal_moves(lg.state, seat)), lg.version)
        store = RedisEventStore(conn)
        with_s = timeit(lambda: StateProjection(store, snapshots=True).current(game, g["id"]), 10)
        without = timeit(lambda: StateProjection(store, snapshots=False).current(game, g["id"]), 10)
        lines.append(f"  {type_id:<22} {lg.version:>5} events: {with_s * 1000:8.2f} ms with snapshots, {without * 1000:8.2f} ms without")
    return lines


def bench_http(conn) -> list[str]:
    """Moves through the WSGI app in-process (Flask + service + Redis; no sockets)."""
    svc = GameService(RedisEventStore(conn), {TALLY.id: TALLY, **games.REGISTRY}, NoDispatch())
    client = create_app(svc).test_client()
    lines = ["moves per second through the HTTP API (Flask WSGI in-process, real Redis, one client):"]
    g = client.post("/v1/games", json={"type": TALLY.id, "seats": [{"name": "solo"}]}).json
    h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    v, n, t = 1, 2000, time.perf_counter()
    for _ in range(n):
        v = client.post(f"/v1/games/{g['id']}/moves", json={"move": {"type": "add"}, "expected_version": v}, headers=h).json["version"]
    dt = time.perf_counter() - t
    lines.append(f"  {TALLY.id:<22} {n / dt:8.0f} moves/s ({dt / n * 1000:.2f} ms a move)")
    for type_id, game in sorted(games.REGISTRY.items()):
        g = client.post("/v1/games", json={"type": type_id, "seats": [{"name": f"p{i}"} for i in range(game.max_players)], "seed": 5}).json
        toks = [s["token"] for s in g["seats"]]
        rng, moves, t = random.Random(5), 0, time.perf_counter()
        lg = svc.load(g["id"])
        while not game.is_over(lg.state):
            auto = game.auto_move(lg.state)
            if auto is not None:
                svc.play(lg, -1, auto, lg.version)  # the worker's part, not timed as HTTP below
                continue
            seat = game.to_act(lg.state)[0]
            hh = {"Authorization": f"Bearer {toks[seat]}"}
            ms = client.get(f"/v1/games/{g['id']}/moves", headers=hh).json
            r = client.post(f"/v1/games/{g['id']}/moves", json={"move": rng.choice(ms["moves"]), "expected_version": ms["version"]}, headers=hh)
            assert r.status_code == 201, r.json
            moves += 1
            lg = svc.load(g["id"])
        dt = time.perf_counter() - t
        lines.append(f"  {type_id:<22} {moves / dt:8.0f} moves/s incl. GET /moves before each ({moves} moves, {game.max_players} players)")
    return lines


def bench_served(url: str) -> list[str]:
    """Moves through the real served stack: gunicorn (gthread) over a socket, one
    keep-alive client; Azul with four seats of the client's, random legal moves, the
    table's steps left to the RQ workers."""
    import http.client
    import os
    import subprocess
    import sys
    from pathlib import Path

    from service.embedded import free_port
    port = free_port()
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=root,
                            env={**os.environ, "REDIS_URL": url, "PORT": str(port), "WORKERS": "1"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

        def call(method, path, body=None, token=None):
            headers = {"Content-Type": "application/json"}
            if token:
                headers["Authorization"] = f"Bearer {token}"
            conn.request(method, path, None if body is None else json.dumps(body), headers)
            r = conn.getresponse()
            return r.status, json.loads(r.read())

        for _ in range(200):
            try:
                if call("GET", "/healthz")[0] == 200:
                    break
            except OSError:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            time.sleep(0.1)
        lines = ["moves per second through the served stack (gunicorn over a socket, one keep-alive client):"]
        for type_id in sorted(games.REGISTRY):
            game = games.REGISTRY[type_id]
            _, g = call("POST", "/v1/games", {"type": type_id, "seats": [{"name": f"p{i}"} for i in range(game.max_players)], "seed": 2})
            toks = [x["token"] for x in g["seats"]]
            rng, moves, requests, t = random.Random(2), 0, 0, time.perf_counter()
            while True:
                _, view = call("GET", f"/v1/games/{g['id']}")
                requests += 1
                if view["status"] == "finished":
                    break
                if not view["to_act"]:  # the table's step, done by a worker
                    call("GET", f"/v1/games/{g['id']}/events?after={view['version']}&wait=5")
                    requests += 1
                    continue
                tok = toks[view["to_act"][0]]
                _, ms = call("GET", f"/v1/games/{g['id']}/moves", token=tok)
                st, _ = call("POST", f"/v1/games/{g['id']}/moves", {"move": rng.choice(ms["moves"]), "expected_version": ms["version"]}, tok)
                requests += 2
                moves += st == 201
            dt = time.perf_counter() - t
            lines.append(f"  {type_id:<22} {moves / dt:8.0f} moves/s, {requests / dt:6.0f} requests/s "
                         f"(GET view + GET moves + POST per move; {moves} moves)")
        return lines
    finally:
        proc.send_signal(2)
        proc.wait(30)


def main() -> None:
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        try:
            conn = redis.Redis.from_url(server.url)
            for part in (bench_http, bench_load, bench_real_games):
                print("\n".join(part(conn)), flush=True)
            print("\n".join(bench_served(server.url)), flush=True)
        finally:
            server.stop()


if __name__ == "__main__":
    main()
