"""Issue 29, "the stack as shipped": Moonhall as ``make serve`` starts it against the bare
app, driven from outside by one Python client, alternated in one run.

* **served**: ``python -m service.serve`` (what ``make serve`` runs): its embedded Redis on a
  unix socket (append-only, fsync every second), its RQ workers (``WORKERS``, default 2),
  the supervisor (RQ's scheduler thread, the sweeper, the retention pass) and gunicorn with
  service/gunicorn_conf.py (gevent, 2 workers); every rate limit off (the bare app has none).
* **bare**: bench/bare_app.py under gunicorn ``gthread --workers 2 --threads 16`` on a Redis of
  its own (TCP, append-only, fsync every second).
* optional variants (``--variants``), alternated with those two, to see where a difference
  comes from: ``served-gthread`` (the served stack with gunicorn's gthread worker, 2 x 16
  threads, through ``GUNICORN_CMD_ARGS``), ``served-steps-rq`` (the table's steps left to the
  RQ workers, MOONHALL_STEPS_HERE=0, as before issue 29's change), ``served-limits`` (the
  default rate limits on: the read limit of 6,000 a minute an address), ``app-gevent`` /
  ``app-gthread`` (``gunicorn wsgi:app`` with bench_fastpath's flags and one RQ worker on a
  TCP Redis: what bench_fastpath measures).

The client is this process: ``--threads`` threads (default 8), each playing a
human-vs-human game of the type through the README loop (GET view, choose one of GET
moves, POST; when the answer says nobody may act, the next view is the long poll
``?after=&wait=``); a bare thread does the same three requests against the bare app. For
every segment: moves/s, and CPU a move of each server process group (gunicorn, RQ workers,
supervisor, Redis) and of the client (this process), from /proc. Ratios are Moonhall /
bare (throughput: bare moves/s over Moonhall's), medians of the alternated rounds; the
machine's load is printed before and after. Figures only; nothing asserts a time.

    .venv/bin/python -m bench.bench_stack [--types a,b] [--threads 8] [--reps 4] [--seconds 3]
        [--variants served,bare[,served-gthread,served-steps-rq,app-gevent,app-gthread]] [--idle 5]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from bench.bench_fastpath import (ERRORS, GEVENT, GTHREAD, LIMITS, BarePlayer, Gunicorn, MoonhallPlayer, children,
                                  cpu_s, rq_worker)
from service.embedded import EmbeddedRedis, free_port

ROOT = Path(__file__).resolve().parent.parent
HUMAN_TYPES = ("azul-summer-pavilion", "blue-moon", "blue-moon-city", "legends-of-blue-moon", "nova-luna")


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def _get(port: int, path: str, timeout: float = 5) -> tuple[int, dict]:
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        c.request("GET", path)
        r = c.getresponse()
        return r.status, json.loads(r.read() or b"{}")
    finally:
        c.close()


class Served:
    """``python -m service.serve`` in a data folder of its own: the stack ``make serve`` runs."""

    def __init__(self, name: str, data: Path, extra_env: dict | None = None):
        self.name, self.data = name, data
        self.port = free_port()
        env = {**os.environ, "PORT": str(self.port), "HOST": "127.0.0.1", "MOONHALL_DATA": str(data),
               "PYTHONPATH": str(ROOT), **LIMITS, **(extra_env or {})}
        env.pop("REDIS_URL", None)  # its own embedded Redis, as `make serve` with nothing set
        for k in [k for k, v in env.items() if v is None]:  # (None: left unset, its default)
            del env[k]
        self.proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 90
        while True:
            try:
                code, body = _get(self.port, "/healthz")
                if code == 200 and body.get("ok") and body.get("workers", 0) >= 1:
                    break
            except OSError:
                pass
            if time.time() > deadline or self.proc.poll() is not None:
                self.stop()
                raise RuntimeError(f"{name}: service.serve did not become healthy")
            time.sleep(0.3)

    def groups(self) -> dict[str, list[int]]:
        """The stack's processes by part, read again each time (a restarted child)."""
        pids = json.loads((self.data / "serve.json").read_text())
        web = [pids["gunicorn"], *children(pids["gunicorn"])] if pids.get("gunicorn") else []
        return {"web": web, "rq": [p for k, p in pids.items() if k.startswith("rq worker") and p],
                "supervisor": [pids["supervisor"]], "redis": [pids["redis"]] if pids.get("redis") else []}

    def player(self, type_id: str, seed: int):
        return MoonhallPlayer(self.port, type_id, seed)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class AppOnly:
    """``gunicorn wsgi:app`` with bench_fastpath's flags, one RQ worker, a TCP Redis: the
    Moonhall of bench_fastpath."""

    def __init__(self, name: str, data: Path, flags: str):
        self.name = name
        self.redis = EmbeddedRedis(data, persist=True).start()
        env = {**os.environ, "REDIS_URL": self.redis.url, "PYTHONPATH": str(ROOT), **LIMITS}
        self.worker = rq_worker(env, self.redis.url)
        self.gunicorn = Gunicorn("wsgi:app", env, flags, "/v1/game-types")
        self.port = self.gunicorn.port

    def groups(self) -> dict[str, list[int]]:
        return {"web": [self.gunicorn.proc.pid, *self.gunicorn.workers], "rq": [self.worker.pid],
                "supervisor": [], "redis": [self.redis.proc.pid]}

    def player(self, type_id: str, seed: int):
        return MoonhallPlayer(self.port, type_id, seed)

    def stop(self) -> None:
        self.gunicorn.stop()
        self.worker.terminate()
        self.worker.wait(10)
        self.redis.stop()


class Bare:
    def __init__(self, name: str, data: Path, flags: str = GTHREAD):
        self.name = name
        self.redis = EmbeddedRedis(data, persist=True).start()
        env = {**os.environ, "REDIS_URL": self.redis.url, "PYTHONPATH": str(ROOT)}
        self.gunicorn = Gunicorn("bench.bare_app:app", env, flags, "/g/probe")
        self.port = self.gunicorn.port

    def groups(self) -> dict[str, list[int]]:
        return {"web": [self.gunicorn.proc.pid, *self.gunicorn.workers], "rq": [], "supervisor": [],
                "redis": [self.redis.proc.pid]}

    def player(self, type_id: str, seed: int):
        return BarePlayer(self.port, type_id, seed)

    def stop(self) -> None:
        self.gunicorn.stop()
        self.redis.stop()


GROUPS = ("web", "rq", "supervisor", "redis")


def segment(server, players: list, seconds: float) -> dict:
    """Every player in its own thread for ``seconds``: moves/s and CPU s a move by group,
    the client's (this process) included."""
    counts = [0] * len(players)
    stop = time.perf_counter() + seconds

    def run(i):
        while time.perf_counter() < stop:
            counts[i] += players[i].step()

    groups = server.groups()
    before = {g: cpu_s(p) for g, p in groups.items()}
    c0, t0 = time.process_time(), time.perf_counter()
    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(players))]
    [t.start() for t in threads]
    [t.join() for t in threads]
    dt = time.perf_counter() - t0
    client = time.process_time() - c0
    moves = max(1, sum(counts))
    out = {"mps": moves / dt, "moves": moves, "client": client / moves}
    for g in GROUPS:
        out[g] = (cpu_s(groups[g]) - before[g]) / moves if groups.get(g) else 0.0
    out["server"] = sum(out[g] for g in GROUPS)
    return out


def idle_cpu(server, seconds: float) -> float:
    """CPU s per s of the server's processes while no client asks anything."""
    groups = server.groups()
    pids = [p for g in GROUPS for p in groups.get(g, [])]
    c0 = cpu_s(pids)
    time.sleep(seconds)
    return (cpu_s(pids) - c0) / seconds


def start(kind: str, data: Path):
    if kind == "served":
        return Served(kind, data)
    if kind == "served-gthread":  # gunicorn's CLI settings through the environment beat the config file's
        return Served(kind, data, {"GUNICORN_CMD_ARGS": "--worker-class gthread --threads 16"})
    if kind == "served-limits":  # make serve's default rate limits (the read limit: 6,000 a minute an address)
        return Served(kind, data, {k: None for k in LIMITS})
    if kind == "served-steps-rq":
        return Served(kind, data, {"MOONHALL_STEPS_HERE": "0"})
    if kind == "app-gevent":
        return AppOnly(kind, data, GEVENT)
    if kind == "app-gthread":
        return AppOnly(kind, data, GTHREAD)
    if kind == "bare":
        return Bare(kind, data)
    raise SystemExit(f"unknown variant {kind!r}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--types", default=",".join(HUMAN_TYPES))
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--reps", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--variants", default="served,bare")
    ap.add_argument("--idle", type=float, default=5.0, help="seconds of idle CPU measured per server (0: none)")
    a = ap.parse_args()
    kinds = a.variants.split(",")
    if "bare" not in kinds:
        kinds.append("bare")
    print(f"# bench_stack: {a.threads} client threads, {a.reps} rounds of {a.seconds:g} s per type, "
          f"variants {', '.join(kinds)}; load {_load()} at {time.strftime('%H:%M:%S', time.gmtime())} UTC", flush=True)
    with tempfile.TemporaryDirectory(prefix="mh-stack-") as d:
        servers = {}
        try:
            for k in kinds:
                servers[k] = start(k, Path(d) / k)
            if a.idle:
                time.sleep(2)
                print("idle CPU of each server's processes (no client): " + ", ".join(
                    f"{k} {idle_cpu(s, a.idle) * 100:.1f}% of a core" for k, s in servers.items()), flush=True)
            head = (f"  {'type':<21} {'variant':<16} {'mv/s':>6} {'thr x':>6} | {'server':>7} {'x bare':>6} | "
                    f"{'web':>6} {'rq':>6} {'super':>6} {'redis':>6} | {'client':>7} {'x':>5}   (CPU ms a move)")
            for type_id in a.types.split(","):
                players = {k: [s.player(type_id, 1000 * i + j) for j in range(a.threads)]
                           for i, (k, s) in enumerate(servers.items())}
                for k, s in servers.items():  # warm up (imports, caches, connections)
                    segment(s, players[k], 1.0)
                rounds = []
                for rep in range(a.reps):
                    order = kinds[rep % len(kinds):] + kinds[:rep % len(kinds)]
                    if rep % 2:
                        order.reverse()
                    rounds.append({k: segment(servers[k], players[k], a.seconds) for k in order})
                print(f"{type_id} (load {_load()})", flush=True)
                print(head)
                for k in kinds:
                    med = lambda f: statistics.median(f(r) for r in rounds)  # noqa: E731
                    print(f"  {type_id:<21} {k:<16} {med(lambda r: r[k]['mps']):6.0f} "
                          f"{med(lambda r: r['bare']['mps'] / r[k]['mps']):5.2f}x | "
                          f"{med(lambda r: r[k]['server']) * 1e3:7.2f} {med(lambda r: r[k]['server'] / r['bare']['server']):5.2f}x | "
                          + " ".join(f"{med(lambda r: r[k][g]) * 1e3:6.2f}" for g in GROUPS)
                          + f" | {med(lambda r: r[k]['client']) * 1e3:7.2f} {med(lambda r: r[k]['client'] / r['bare']['client']):4.2f}x",
                          flush=True)
                for k in kinds:
                    if k != "bare":
                        print(f"      {k} rounds (throughput x, server CPU x): " + ", ".join(
                            f"({r['bare']['mps'] / r[k]['mps']:.2f}, {r[k]['server'] / r['bare']['server']:.2f})"
                            for r in rounds), flush=True)
                if ERRORS:
                    print(f"      error answers: {dict(sorted(ERRORS.items()))}", flush=True)
                    ERRORS.clear()
        finally:
            for s in servers.values():
                s.stop()
    print(f"# done; load {_load()} at {time.strftime('%H:%M:%S', time.gmtime())} UTC", flush=True)


if __name__ == "__main__":
    main()
