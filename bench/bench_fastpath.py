"""Issue 15: what a move costs Moonhall against a bare Flask app doing one checked XADD,
both served by gunicorn with the same flags on the same Redis (append-only, fsync every
second), measured alternately in one run. Then moves/s and CPU per move with 1 and 2
gunicorn nodes on a local 3-master Redis Cluster.

A move is the README client loop: GET view + GET moves + POST (the bare app answers the
same three requests with one Redis call each). Server CPU is read from /proc/<pid>/stat
of the gunicorn workers (utime + stime); the RQ worker's CPU (the table's steps) is shown
beside it, and the three together - gunicorn, RQ worker, Redis server - against the bare
app's gunicorn and Redis (issue 29: a move's total server CPU). Ratios are Moonhall / bare (throughput: bare moves/s over Moonhall's), the
median of the alternating pairs. Figures only; nothing asserts a time.

    .venv/bin/python -m bench.bench_fastpath [--reps 5] [--seconds 2] [--types a,b]
        [--gunicorn "--worker-class gthread --workers 2 --threads 16"] [--no-cluster]
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import redis

import games
from service.embedded import EmbeddedRedis, free_port

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
TICK = os.sysconf("SC_CLK_TCK")
GTHREAD = "--worker-class gthread --workers 2 --threads 16"
GEVENT = "--worker-class gevent --workers 2 --worker-connections 1000"
# the per-client rate limits (issue 10, Flask-Limiter on Redis) are off by default here:
# the bare app has none; --limits keeps them (what they cost is then in the ratio). All of
# them: with the read limit (issue 28) left on, the limiter checked every GET in Redis
# (~0.1 ms of the worker's and a Lua call of Redis's) and refused reads past 6,000 a minute
# with 429s, which the client took for views (its thread died on the KeyError)
LIMITS = {f"MOONHALL_LIMIT_{k}": "off" for k in ("MOVES", "CREATE", "READS", "IMPORT", "ANALYSIS")}


# ---------------------------------------------------------------- processes and CPU
def cpu_s(pids) -> float:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
        except OSError:
            pass
    return total / TICK


def children(pid: int) -> list[int]:
    out = []
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    if int(f.read().rsplit(")", 1)[1].split()[1]) == pid:
                        out.append(int(d))
            except OSError:
                pass
    return out


class Gunicorn:
    def __init__(self, app: str, env: dict, flags: str, probe: str):
        self.port = free_port()
        self.proc = subprocess.Popen([str(BIN / "gunicorn"), "--bind", f"127.0.0.1:{self.port}", "--timeout", "60",
                                      *flags.split(), app], cwd=ROOT, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while True:
            try:
                c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
                c.request("GET", probe)
                if c.getresponse().status < 500:
                    break
            except OSError:
                pass
            if time.time() > deadline or self.proc.poll() is not None:
                raise RuntimeError(f"gunicorn {app} did not start")
            time.sleep(0.2)
        self.workers = children(self.proc.pid)

    def cpu(self) -> float:
        return cpu_s([self.proc.pid, *self.workers])

    def stop(self):
        self.proc.terminate()
        self.proc.wait(30)


def rq_worker(env: dict, url: str) -> subprocess.Popen:
    return subprocess.Popen([str(BIN / "rq"), "worker", "--url", url, "--worker-class", "rq.worker.SimpleWorker",
                             "--quiet", "moonhall"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


# ---------------------------------------------------------------- clients
#: answers that were neither a success nor an expected 409 (stale version), by "status code":
#: a loaded machine's 503s (a Redis call past its timeout) used to kill the client thread
ERRORS: dict[str, int] = {}


class Client:
    def __init__(self, port: int):
        self.port = port
        self.c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def call(self, method, path, body=None, token=None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        for attempt in (0, 1):
            try:
                self.c.request(method, path, None if body is None else json.dumps(body), headers)
                r = self.c.getresponse()
                out = json.loads(r.read())
                if r.status >= 400 and r.status != 409:
                    key = f"{r.status} {(out.get('error') or {}).get('code')}"
                    ERRORS[key] = ERRORS.get(key, 0) + 1
                return r.status, out
            except (http.client.RemoteDisconnected, ConnectionError):  # an idle keep-alive closed
                if attempt:
                    raise
                self.c.close()
                self.c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)


class MoonhallPlayer:
    """Holds every seat of a game; one ``step`` = the README loop once."""

    def __init__(self, port: int, type_id: str, seed: int, seats: int = 2):
        self.cl, self.type, self.rng, self.seats = Client(port), type_id, random.Random(seed), seats
        self.new()

    def new(self):
        while True:  # (a create refused, 429 with the limits on: counted in ERRORS, asked again)
            st, g = self.cl.call("POST", "/v1/games", {"type": self.type, "seed": self.rng.randrange(2**31),
                                                       "seats": [{"name": f"p{i}"} for i in range(self.seats)]})
            if st == 201:
                break
            time.sleep(0.5)
        self.gid, self.toks, self.seat = g["id"], [s["token"] for s in g["seats"]], 0
        self.after = None  # set when the last answer said nobody may act: the view waits past it

    def view_path(self) -> str:
        """The README loop's view: a long poll past ``after`` when the last answer said
        nobody may act (the table's step, which an RQ worker plays), so that step costs
        the client no request of its own."""
        wait = f"?after={self.after}&wait=5" if self.after is not None else ""
        self.after = None
        return f"/v1/games/{self.gid}{wait}"

    def step(self) -> int:
        st, view = self.cl.call("GET", self.view_path(), token=self.toks[self.seat])
        if st != 200:  # (counted in ERRORS) look again
            return 0
        if view["status"] == "finished":
            self.new()
            return 0
        if not view["to_act"]:  # a second table step in a row (or the wait ran out)
            self.after = view["version"]
            return 0
        self.seat = view["to_act"][0]
        tok = self.toks[self.seat]
        st, ms = self.cl.call("GET", f"/v1/games/{self.gid}/moves", token=tok)
        if st != 200:
            return 0
        st, out = self.cl.call("POST", f"/v1/games/{self.gid}/moves",
                               {"move": self.rng.choice(ms["moves"]), "expected_version": ms["version"]}, tok)
        if st == 201 and not out["to_act"] and out["status"] == "active":
            self.after = out["version"]
        return int(st == 201)


class OneRequestPlayer(MoonhallPlayer):
    """The one-request move: POST ?include=view,moves; the answer carries the next view
    and moves, so a move is one request while the seat keeps the turn."""

    def new(self):
        super().new()
        self.view = self.moves = None

    def step(self) -> int:
        if self.view is None or not self.view["to_act"] or self.view["status"] == "finished":
            if self.view is not None and not self.view["to_act"] and self.view["status"] == "active":
                self.after = self.view["version"]  # the table's step: wait for it in the view request
            st, self.view = self.cl.call("GET", self.view_path(), token=self.toks[self.seat])
            if st != 200:  # (counted in ERRORS) look again
                self.view = None
                return 0
            if self.view["status"] == "finished":
                self.new()
                return 0
            if not self.view["to_act"]:
                return 0  # (the next step waits past this version)
            self.moves = None
        if self.view["to_act"][0] != self.seat or self.moves is None or not self.moves["moves"]:
            self.seat = self.view["to_act"][0]
            st, self.moves = self.cl.call("GET", f"/v1/games/{self.gid}/moves", token=self.toks[self.seat])
            if st != 200:
                self.view = None
                return 0
        st, out = self.cl.call("POST", f"/v1/games/{self.gid}/moves?include=view,moves",
                               {"move": self.rng.choice(self.moves["moves"]),
                                "expected_version": self.moves["version"]}, self.toks[self.seat])
        if st != 201:
            self.view = None
            return 0
        self.view, self.moves = out["view"], out["moves"]
        return 1


class BareOnePlayer:
    def __init__(self, port: int, type_id: str, seed: int):
        self.cl, self.gid, self.v = Client(port), f"{type_id}-1-{seed}-{random.randrange(2**40)}", 0

    def step(self) -> int:
        st, out = self.cl.call("POST", f"/g/{self.gid}/moves", {"move": {"type": "add"}, "expected_version": self.v})
        self.v = out["version"] if st == 201 else out["error"]["details"]["version"]
        return int(st == 201)


class BarePlayer:
    def __init__(self, port: int, type_id: str, seed: int):
        self.cl, self.gid = Client(port), f"{type_id}-{seed}-{random.randrange(2**40)}"

    def step(self) -> int:
        self.cl.call("GET", f"/g/{self.gid}")
        _, ms = self.cl.call("GET", f"/g/{self.gid}/moves")
        st, _ = self.cl.call("POST", f"/g/{self.gid}/moves", {"move": ms["moves"][0], "expected_version": ms["version"]})
        return int(st == 201)


def segment(players: list, servers: list, seconds: float, extra_pids=(), redis_pids=()) -> dict:
    """Run every player in its own thread for ``seconds``: moves/s and CPU s per move
    (gunicorn's; ``rq``: the RQ worker's; ``redis``: the Redis server's; ``total``: the
    three together, issue 29 - the bare app has no worker, so its total is gunicorn and
    Redis)."""
    counts = [0] * len(players)
    stop = time.perf_counter() + seconds

    def run(i):
        while time.perf_counter() < stop:
            counts[i] += players[i].step()

    cpu0, extra0, redis0, t0 = (sum(s.cpu() for s in servers), cpu_s(extra_pids), cpu_s(redis_pids),
                                time.perf_counter())
    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(players))]
    [t.start() for t in threads]
    [t.join() for t in threads]
    dt = time.perf_counter() - t0
    moves = max(1, sum(counts))
    out = {"mps": moves / dt, "cpu": (sum(s.cpu() for s in servers) - cpu0) / moves,
           "rq": (cpu_s(extra_pids) - extra0) / moves, "redis": (cpu_s(redis_pids) - redis0) / moves,
           "moves": moves}
    out["total"] = out["cpu"] + out["rq"] + out["redis"]
    return out


# ---------------------------------------------------------------- the two parts
def versus_bare(url: str, flags: str, types: list[str], reps: int, seconds: float, clients: int,
                one: bool = False, redis_pid: int | None = None) -> list[str]:
    env = {**os.environ, "REDIS_URL": url, "PYTHONPATH": str(ROOT), **LIMITS}
    worker = rq_worker(env, url)
    mh = Gunicorn("wsgi:app", env, flags, "/v1/game-types")
    bare = Gunicorn("bench.bare_app:app", env, flags, "/g/probe")
    lines = [("ONE-REQUEST MOVE (POST ?include=view,moves vs the bare POST alone) — " if one else
              "README LOOP (GET view + GET moves + POST, the bare app the same three) — ") +
             f"Moonhall vs bare Flask + one checked XADD — gunicorn {flags}; Redis appendonly everysec; "
             f"{clients} keep-alive client(s); {reps} alternating pairs of {seconds:g} s; medians",
             f"  {'game type':<22} {'Moonhall mv/s':>13} {'bare mv/s':>9} {'ratio':>6} | "
             f"{'MH cpu/mv':>9} {'bare cpu/mv':>11} {'ratio':>6} | {'RQ cpu/mv':>9} | "
             f"{'MH+RQ+Redis':>11} {'bare+Redis':>10} {'ratio':>6}"]
    try:
        for type_id in types:
            mhp = [(OneRequestPlayer if one else MoonhallPlayer)(mh.port, type_id, 100 + i) for i in range(clients)]
            bp = [(BareOnePlayer if one else BarePlayer)(bare.port, type_id, i) for i in range(clients)]
            segment(mhp, [mh], 0.5)  # warm both (imports, caches, connections)
            segment(bp, [bare], 0.5)
            pairs = []
            for rep in range(reps):
                order = [("mh", mhp, mh), ("bare", bp, bare)]
                if rep % 2:
                    order.reverse()
                res = {name: segment(p, [srv], seconds, [worker.pid] if name == "mh" else (),
                                     [redis_pid] if redis_pid else ())
                       for name, p, srv in order}
                pairs.append(res)
            med = lambda f: statistics.median(f(p) for p in pairs)  # noqa: E731
            lines.append(
                f"  {type_id:<22} {med(lambda p: p['mh']['mps']):13.0f} {med(lambda p: p['bare']['mps']):9.0f} "
                f"{med(lambda p: p['bare']['mps'] / p['mh']['mps']):5.2f}x | "
                f"{med(lambda p: p['mh']['cpu']) * 1e3:7.2f}ms {med(lambda p: p['bare']['cpu']) * 1e3:9.2f}ms "
                f"{med(lambda p: p['mh']['cpu'] / p['bare']['cpu']):5.2f}x | {med(lambda p: p['mh']['rq']) * 1e3:7.2f}ms | "
                f"{med(lambda p: p['mh']['total']) * 1e3:7.2f}ms {med(lambda p: p['bare']['total']) * 1e3:7.2f}ms "
                f"{med(lambda p: p['mh']['total'] / p['bare']['total']):5.2f}x")
            lines.append("      pairs (throughput ratio, cpu ratio, total cpu ratio): " + ", ".join(
                f"({p['bare']['mps'] / p['mh']['mps']:.2f}, {p['mh']['cpu'] / p['bare']['cpu']:.2f}, "
                f"{p['mh']['total'] / p['bare']['total']:.2f})" for p in pairs))
            print(lines[-2], flush=True)
            if ERRORS:
                lines.append(f"      error answers: {dict(sorted(ERRORS.items()))}")
                ERRORS.clear()
    finally:
        mh.stop()
        bare.stop()
        worker.terminate()
        worker.wait(10)
    return lines


def on_cluster(flags: str, seconds: float, reps: int, clients: int, type_id: str) -> list[str]:
    from service.cluster import EmbeddedCluster
    lines = [f"Redis Cluster (3 masters, local) — {type_id}, gunicorn {flags}, {clients} clients spread over "
             f"the nodes; {reps} alternating runs of {seconds:g} s; medians"]
    with tempfile.TemporaryDirectory() as d:
        cluster = EmbeddedCluster(f"{d}/c", persist=True).start()
        queue = EmbeddedRedis(f"{d}/q", persist=False).start()
        env = {**os.environ, "REDIS_URL": queue.url, "EVENTS_REDIS_URL": cluster.url, "EVENTS_REDIS_CLUSTER": "true",
               "PYTHONPATH": str(ROOT), **LIMITS}
        worker = rq_worker(env, queue.url)
        nodes = [Gunicorn("wsgi:app", env, flags, "/v1/game-types") for _ in range(2)]
        try:
            runs = {1: [], 2: []}
            players = {n: [MoonhallPlayer(nodes[i % n].port, type_id, 500 + i) for i in range(clients)] for n in (1, 2)}
            for n in (1, 2):
                segment(players[n], nodes[:n], 0.5)
            for rep in range(reps):
                for n in ((1, 2) if rep % 2 == 0 else (2, 1)):
                    runs[n].append(segment(players[n], nodes, seconds, [worker.pid]))
            for n in (1, 2):
                lines.append(f"  {n} node(s): {statistics.median(r['mps'] for r in runs[n]):6.0f} moves/s, "
                             f"{statistics.median(r['cpu'] for r in runs[n]) * 1e3:.2f} ms gunicorn CPU a move, "
                             f"{statistics.median(r['rq'] for r in runs[n]) * 1e3:.2f} ms RQ CPU a move")
        finally:
            for n in nodes:
                n.stop()
            worker.terminate()
            worker.wait(10)
            queue.stop()
            cluster.stop()
    return lines


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--clients", type=int, default=1)
    ap.add_argument("--types", default=",".join(sorted(games.REGISTRY)))
    ap.add_argument("--gunicorn", action="append", help="gunicorn flags (repeatable); default gthread and gevent")
    ap.add_argument("--no-cluster", action="store_true")
    ap.add_argument("--no-one", action="store_true", help="leave out the one-request move")
    ap.add_argument("--limits", action="store_true", help="keep the rate limits on (their default values)")
    a = ap.parse_args()
    if a.limits:
        LIMITS.clear()
    flag_sets = a.gunicorn or [GTHREAD]
    if not a.gunicorn:
        try:
            import gevent  # noqa: F401
            flag_sets.append(GEVENT)
        except ImportError:
            print("(gevent not installed: measuring gthread only)")
    out = []
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=True).start()
        try:
            for flags in flag_sets:
                out += versus_bare(server.url, flags, a.types.split(","), a.reps, a.seconds, a.clients,
                                   redis_pid=server.proc.pid)
            if not a.no_one:
                out += versus_bare(server.url, flag_sets[0], a.types.split(","), a.reps, a.seconds, a.clients, one=True,
                                   redis_pid=server.proc.pid)
        finally:
            server.stop()
    print("\n".join(out), flush=True)
    if not a.no_cluster:
        print("\n".join(on_cluster(flag_sets[0], a.seconds, a.reps, max(2, a.clients * 2), "azul-summer-pavilion")),
              flush=True)


if __name__ == "__main__":
    main()
