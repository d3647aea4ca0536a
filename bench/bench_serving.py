"""Serving benchmark (issue 10): p99 of a move on the served stack (``python -m
service.serve``: gunicorn + gevent workers, an RQ worker, its own embedded Redis) while
idle, and while 500 clients hold a long poll (``GET /events?wait=30``) open on another
game. Goal: the loaded p99 within 2x of the idle p99. Figures only.

    .venv/bin/python -m bench.bench_serving [--moves 300] [--waits 500]
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from games.base import Game

ROOT = Path(__file__).resolve().parent.parent


class Counter(Game):
    """A never-ending one-seat game: every move adds one (a cheap decide, so the figure is
    the serving path's)."""
    id = "bench-counter"
    name = "counter"
    min_players = 1
    max_players = 1
    options = ()
    move_schema = {"type": "object", "required": ["type"], "additionalProperties": False,
                   "properties": {"type": {"const": "add"}}}

    def initial_state(self, config, rng):
        return {"n": 0}

    def to_act(self, s):
        return [0]

    def legal_moves(self, s, seat):
        return [{"type": "add"}]

    def decide(self, s, seat, move, rng):
        return [{"type": "added"}]

    def evolve(self, s, e):
        return {"n": s["n"] + 1}

    def view(self, s, seat):
        return s

    def is_over(self, s):
        return False


GAMES = (Counter(),)


def call(base, method, path, body=None, token=None):
    req = urllib.request.Request(base + path, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": f"Bearer {token}"} if token else {})})
    with urllib.request.urlopen(req, timeout=60) as r:
        return json.loads(r.read())


def p99_of_moves(base, n):
    g = call(base, "POST", "/v1/games", {"type": "bench-counter", "seats": [{"name": "b"}]})
    tok, v, times = g["seats"][0]["token"], 1, []
    for _ in range(n):
        t = time.perf_counter()
        v = call(base, "POST", f"/v1/games/{g['id']}/moves", {"move": {"type": "add"}, "expected_version": v}, tok)["version"]
        times.append(time.perf_counter() - t)
    times.sort()
    return times[int(0.99 * (len(times) - 1))] * 1000, statistics.median(times) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=300)
    ap.add_argument("--waits", type=int, default=500)
    args = ap.parse_args()
    from service.embedded import free_port
    port = free_port()
    with tempfile.TemporaryDirectory() as d:
        env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
        env.update(PORT=str(port), MOONHALL_DATA=d, WORKERS="1", MOONHALL_GAME_MODULES="bench.bench_serving",
                   MOONHALL_LIMIT_CREATE="off", MOONHALL_LIMIT_MOVES="off", PYTHONPATH=str(ROOT),
                   MOONHALL_CLIENT_CONNECTIONS="0")  # the 500 waits stand for 500 clients: no per-client cap
        proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        socks = []
        try:
            for _ in range(200):
                try:
                    call(base, "GET", "/healthz")
                    break
                except OSError:
                    time.sleep(0.2)
            p99_of_moves(base, 30)  # warm up
            idle99, idle50 = p99_of_moves(base, args.moves)
            quiet = call(base, "POST", "/v1/games", {"type": "bench-counter", "seats": [{"name": "q"}]})
            for _ in range(args.waits):
                s = socket.create_connection(("127.0.0.1", port))
                s.sendall(f"GET /v1/games/{quiet['id']}/events?after=1&wait=30 HTTP/1.1\r\nHost: x\r\n\r\n".encode())
                socks.append(s)
            time.sleep(1.0)  # every wait is parked in XREAD BLOCK
            t0 = time.time()
            load99, load50 = p99_of_moves(base, args.moves)
            assert time.time() - t0 < 29, "the waits ended during the measurement: use fewer --moves"
            print(f"move p99 idle:               {idle99:7.2f} ms (median {idle50:.2f} ms, {args.moves} moves)")
            print(f"move p99 with {args.waits} open waits: {load99:7.2f} ms (median {load50:.2f} ms)")
            print(f"ratio p99 loaded / idle:     {load99 / idle99:7.2f}x (goal: within 2x)")
        finally:
            for s in socks:
                s.close()
            proc.send_signal(signal.SIGINT)
            proc.wait(60)


if __name__ == "__main__":
    main()
