"""Live play at scale (issue 29; issue 11 §3 before it): many SSE streams on one node.

One node as ``make serve`` runs it (gunicorn, gevent, ``WEB_WORKERS`` processes, the
rate limits off) on its own embedded Redis. N SSE streams are opened over G games of a
never-ending one-seat counter game (bench_serving's: a cheap decide, so the figures are
the serving path's), then moves are posted round-robin over the games, one at a time
(``--moves``), and for each move the time from its 201 to its frame at the last stream of
that game is taken. Figures:

* Redis connections: ``connected_clients`` before and with the streams open, and how many
  of them wait on the server (blocked in an XREAD, or subscribed);
* memory per open stream: the gunicorn workers' RSS with the streams open minus before,
  over N;
* delivery: the time from a move's 201 to its frame at the last stream of its game
  (p50/p99 over the moves), and the moves whose frame never came (``lost``);
* POST p99 idle (before any stream) and with the streams open (the same moves);
* the gunicorn workers' CPU time per move with the watchers (moves and re-sent long polls
  included): steadier than wall times on a loaded machine;
* ``--hot``: W watchers of the game being played (half SSE streams, half view long polls
  re-sent after each answer), the mover's POST p50/p99 idle and with them.

``--root`` runs the server from another checkout (e.g. a worktree of main's commit, for
"before" figures); the client is this file. Figures only; nothing asserts a time.

    .venv/bin/python -m bench.bench_stream --streams 1000,5000,10000 --games 10,1000 [--moves 100]
    .venv/bin/python -m bench.bench_stream --hot 1000 [--root /tmp/wt-old --root . --rounds 2]
    .venv/bin/python -m bench.bench_stream --cluster --streams 1000,10000 --games 10   # two nodes
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def raise_file_limit() -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # the children inherit it
        return hard
    except (ValueError, OSError):
        return soft


def rss_mb(pids) -> float:
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith("VmRSS"))
        except (OSError, StopIteration):
            pass
    return total / 1024


def cpu_s(pids) -> float:
    """The processes' CPU time so far (user + system), in seconds: a figure the machine's
    other load disturbs less than wall times (issue 29: the shared machine ran at load 7-14)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError, ValueError):
            pass
    return total / tick


def machine_busy_s() -> float:
    """The whole machine's busy CPU time so far (every core, /proc/stat), in seconds: what
    the other helpers' processes took is this less ours."""
    with open("/proc/stat") as f:
        v = [int(x) for x in f.readline().split()[1:]]
    return (sum(v[:8]) - v[3] - v[4]) / os.sysconf("SC_CLK_TCK")  # all but idle and iowait


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


class Node:
    """gunicorn as make serve starts it (gunicorn_conf.py's worker class), on ``url``."""

    def __init__(self, root: Path, url: str, workers: int, connections: int, events_cluster: str | None = None,
                 gc_log: str | None = None):
        from service.embedded import free_port
        self.port = free_port()
        extra = {"EVENTS_REDIS_URL": events_cluster, "EVENTS_REDIS_CLUSTER": "true"} if events_cluster else {}
        conf = root / "service" / "gunicorn_conf.py"
        if gc_log:  # the served config plus a record of the workers' collections (bench/gunicorn_gclog.py)
            extra.update(MOONHALL_BENCH_CONF=str(conf), MOONHALL_BENCH_GC_LOG=gc_log)
            conf = ROOT / "bench" / "gunicorn_gclog.py"
        env = {**os.environ, **extra, "REDIS_URL": url, "PYTHONPATH": str(root), "MOONHALL_GAME_MODULES": "bench.bench_serving",
               "MOONHALL_LIMIT_CREATE": "off", "MOONHALL_LIMIT_MOVES": "off", "MOONHALL_LIMIT_READS": "off",
               "MOONHALL_LIMIT_ANALYSIS": "off", "MOONHALL_LIMIT_IMPORT": "off", "MOONHALL_CLIENT_CONNECTIONS": "0",
               "MOONHALL_SOCKET_TIMEOUT": "120", "MOONHALL_SSE_HEARTBEAT_S": "15",
               "WEB_WORKERS": str(workers), "WEB_CONNECTIONS": str(connections), "HOST": "127.0.0.1",
               "PORT": str(self.port)}
        self.proc = subprocess.Popen([str(BIN / "gunicorn"), "-c", str(conf),
                                      "--timeout", "120", "wsgi:app"], cwd=root, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
                c.request("GET", "/v1/game-types")
                if c.getresponse().status == 200:
                    break
            except OSError:
                time.sleep(0.2)
        self.workers = children(self.proc.pid)

    def stop(self):
        self.proc.kill()
        self.proc.wait(30)
        for pid in self.workers:  # (orphaned, they would linger until they saw the master gone)
            try:
                os.kill(pid, 9)
            except OSError:
                pass


class Mover:
    def __init__(self, port: int):
        self.port = port
        self.c = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.last = (0.0, 0.0)  # the last call's start and answer (time.perf_counter: CLOCK_MONOTONIC)

    def call(self, method, path, body=None, token=None):
        headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
        for attempt in (0, 1):
            try:
                t = time.perf_counter()
                self.c.request(method, path, None if body is None else json.dumps(body), headers)
                r = self.c.getresponse()
                raw = r.read()
                self.last = (t, time.perf_counter())
                return r.status, json.loads(raw)
            except (http.client.RemoteDisconnected, ConnectionError):  # an idle keep-alive closed (5 s)
                if attempt:
                    raise
                self.c.close()
                self.c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)


def _mover_loop(conn, port):
    m = Mover(port)
    while True:
        job = conn.recv()
        if job is None:
            return
        out = m.call(*job)
        conn.send((out, m.last))


class RemoteMover:
    """The mover in a process of its own (the default): in this process the one thread
    that reads every watcher's socket holds the GIL for long stretches, and a POST's answer
    that came meanwhile waited for it (up to the 5 ms switch interval and more per pass
    over 10,000 sockets): the POST's time was then the client's as much as the server's.
    Started before any thread of this process (it is forked). Its times are taken there
    (perf_counter is CLOCK_MONOTONIC, one clock for both processes)."""

    def __init__(self, port: int):
        import multiprocessing
        ctx = multiprocessing.get_context("fork")
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_mover_loop, args=(child, port), daemon=True)
        self.proc.start()
        self.last = (0.0, 0.0)

    def call(self, method, path, body=None, token=None):
        self.conn.send((method, path, body, token))
        out, self.last = self.conn.recv()
        return out

    def close(self):
        self.conn.send(None)
        self.proc.join(10)


class Watchers:
    """Every open stream and long poll, read by one thread: the arrival time of each game
    version at each stream (only the newest is kept per stream)."""

    def __init__(self, ports):
        self.ports, self.sel, self.lock = list(ports), selectors.DefaultSelector(), threading.Lock()
        self.opened = 0  # connections made: each goes to the next node in turn
        self.game_of: dict[int, str] = {}       # fd -> game id
        self.buf: dict[int, bytes] = {}
        self.latest: dict[int, int] = {}        # fd -> newest version seen
        self.arrived: dict[tuple[str, int], float] = {}  # (game, version) -> last arrival
        self.count: dict[tuple[str, int], int] = {}      # (game, version) -> streams that got it
        self.polls: dict[int, tuple[str, int]] = {}      # fd -> (game, after) of a long poll
        self.errors = 0
        self.repoll: list = []  # long polls answered: (game, version) to ask past again
        self.stop = False
        self.thread = threading.Thread(target=self.loop, daemon=True)
        self.thread.start()

    def _connect(self, path: str) -> socket.socket:
        port = self.ports[self.opened % len(self.ports)]
        self.opened += 1
        s = socket.create_connection(("127.0.0.1", port), timeout=30)
        s.sendall(f"GET {path} HTTP/1.0\r\nHost: b\r\n\r\n".encode())
        s.setblocking(False)
        return s

    def stream(self, gid: str, after: int) -> None:
        s = self._connect(f"/v1/games/{gid}/stream?after={after}")
        with self.lock:
            self.game_of[s.fileno()], self.buf[s.fileno()], self.latest[s.fileno()] = gid, b"", 0
            self.sel.register(s, selectors.EVENT_READ)

    def poll(self, gid: str, after: int) -> None:
        s = self._connect(f"/v1/games/{gid}?after={after}&wait=25")
        with self.lock:
            self.polls[s.fileno()], self.buf[s.fileno()] = (gid, after), b""
            self.sel.register(s, selectors.EVENT_READ)

    def loop(self):
        while not self.stop:
            with self.lock:
                has = bool(self.buf)
            if not has:
                time.sleep(0.01)
                continue
            for key, _ in self.sel.select(0.05):
                s = key.fileobj
                fd = s.fileno()
                try:
                    chunk = s.recv(262144)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    chunk = b""
                now = time.perf_counter()
                with self.lock:
                    if not chunk:
                        self.sel.unregister(s)
                        s.close()
                        if fd in self.polls:
                            gid, after = self.polls.pop(fd)
                            self._poll_answer(gid, self.buf.pop(fd, b""), now)
                        else:
                            self.errors += 1
                            self.buf.pop(fd, None)
                            self.game_of.pop(fd, None)
                        continue
                    if fd in self.polls:
                        self.buf[fd] += chunk
                        continue
                    data = self.buf[fd] + chunk
                    cut = data.rfind(b"\n\n")
                    if cut < 0:
                        self.buf[fd] = data
                        continue
                    self.buf[fd] = data[cut + 2:]
                    gid = self.game_of[fd]
                    for line in data[:cut].split(b"\n"):
                        if line.startswith(b"id: "):
                            v = int(line[4:])
                            if v > self.latest[fd]:
                                self.latest[fd] = v
                                k = (gid, v)
                                self.arrived[k] = now
                                self.count[k] = self.count.get(k, 0) + 1

    def _poll_answer(self, gid, raw, now):
        try:
            v = json.loads(raw.partition(b"\r\n\r\n")[2])["version"]
        except (ValueError, KeyError):
            self.errors += 1
            return
        k = (gid, v)
        self.arrived[k] = max(self.arrived.get(k, 0), now)
        self.count[k] = self.count.get(k, 0) + 1
        self.repoll.append((gid, v))

    def open_count(self) -> int:
        with self.lock:
            return len(self.game_of)

    def close(self):
        self.stop = True
        self.thread.join(5)
        for key in list(self.sel.get_map().values()):
            key.fileobj.close()


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * (len(xs) - 1) + 0.5))] if xs else float("nan")


def post_times(mover, games, toks, versions, n, pause=0.0):
    """``pause``: seconds between the moves (as --hot paces its moves: a POST after a pause
    finds the worker asleep and its caches cold, one right after another does not)."""
    times = []
    for i in range(n):
        if pause:
            time.sleep(pause)
        g = i % len(games)
        code, out = mover.call("POST", f"/v1/games/{games[g]}/moves", {"move": {"type": "add"},
                                                                         "expected_version": versions[g]}, toks[g])
        times.append(mover.last[1] - mover.last[0])
        versions[g] = out["version"]
    return times


def paced_moves(mover, games, toks, versions, n, pace, watchers=None, per_game=None, quiet=None, spans=None):
    """``n`` moves round-robin over ``games``, each POST ``pace`` s after the answer before it
    (idle and with the streams open alike: a POST after a pause finds the worker asleep and
    its caches cold, one right after another does not). With ``watchers``: each move's
    delivery to the last watcher of its game is awaited (and timed) before the pause ends,
    and ``quiet`` (a game index nobody watches) gets a move of its own after each one:
    the streams open, nothing delivered. Returns (POST times, quiet POST times, delivery
    times, moves not delivered to all)."""
    times, quiet_times, lat, lost = [], [], [], 0

    def post(gi):
        code, out = mover.call("POST", f"/v1/games/{games[gi]}/moves", {"move": {"type": "add"},
                                                                         "expected_version": versions[gi]}, toks[gi])
        t, done = mover.last
        versions[gi] = out["version"]
        if spans is not None:
            spans.append((t, done))
        return done - t, done

    for m in range(n):
        gi = m % (len(games) if quiet is None else quiet)
        took, done = post(gi)
        times.append(took)
        if watchers is not None:
            k, want = (games[gi], versions[gi]), per_game[games[gi]]
            while time.perf_counter() < done + 10 and watchers.count.get(k, 0) < want:
                time.sleep(0.002)
            if watchers.count.get(k, 0) < want:
                lost += 1
            else:
                lat.append(watchers.arrived[k] - done)
        time.sleep(max(0.0, done + pace - time.perf_counter()))
        if quiet is not None:
            took, done = post(quiet)
            quiet_times.append(took)
            time.sleep(max(0.0, done + pace - time.perf_counter()))
    return times, quiet_times, lat, lost


def gc_pauses(path: str | None, spans) -> tuple[int, list[float], int]:
    """From the workers' collection log: the full (generation 2) collections, their
    lengths (ms), and how many of ``spans`` (a POST's start and answer) met a collection
    of 1 ms or more in any worker."""
    if not path or not os.path.exists(path):
        return 0, [], 0
    rows = []
    with open(path) as f:
        for line in f:
            pid, start, gen, ms, _ = line.split()
            rows.append((float(start), int(gen), float(ms)))
    lo, hi = min(t for t, _ in spans), max(d for _, d in spans)
    rows = [r for r in rows if lo <= r[0] <= hi]
    met = sum(1 for t, d in spans if any(st < d and st + ms / 1000 > t for st, _, ms in rows))
    full = [ms for _, gen, ms in rows if gen == 2]
    return len(full), full, met


def redis_clients(rs) -> tuple[int, int]:
    """Clients of every Redis server given (the queue's, and each cluster master)."""
    clients = [c for r in rs for c in r.client_list()]
    return len(clients), sum(1 for c in clients if "b" in c["flags"] or "P" in c["flags"])


def run(root: Path, n: int, g: int, moves: int, workers: int, hot: int = 0, mover_here: bool = False,
        settle: float = 0.3, polls: int | None = None, cluster: bool = False) -> str:
    from service.embedded import EmbeddedRedis
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        r = redis.Redis.from_url(server.url)
        masters, cl = [], None
        if cluster:  # the events on a 3-master Redis Cluster, two nodes (the RQ queue on the plain Redis)
            from service.cluster import EmbeddedCluster
            cl = EmbeddedCluster(f"{d}/cluster").start()
            masters = cl.node_clients()
        for c in [r, *masters]:
            try:
                c.config_set("maxclients", 100000)
            except redis.RedisError:
                pass
        nodes = [Node(root, server.url, workers, n + 1000, events_cluster=cl.url if cl else None)
                 for _ in range(2 if cluster else 1)]
        node = nodes[0]
        w = mover = None
        try:
            mover = Mover(node.port) if mover_here else RemoteMover(node.port)
            games, toks = [], []
            for _ in range(g):
                _, out = mover.call("POST", "/v1/games", {"type": "bench-counter", "seats": [{"name": "b"}]})
                games.append(out["id"])
                toks.append(out["seats"][0]["token"])
            versions = [1] * g
            post_times(mover, games, toks, versions, 30)  # warm
            idle = post_times(mover, games, toks, versions, moves, pause=settle if hot else 0.0)
            clients0, _ = redis_clients([r, *masters])
            workers_all = [p for x in nodes for p in x.workers]
            rss0 = rss_mb(workers_all)
            w = Watchers([x.port for x in nodes])
            t0 = time.perf_counter()
            opened = 0
            watched = games if not hot else games[:1]
            npoll = (hot - hot // 2) if polls is None else polls
            count = n if not hot else hot - npoll
            for i in range(count):
                try:
                    w.stream(watched[i % len(watched)], versions[games.index(watched[i % len(watched)])] - 1)
                    opened += 1
                except OSError as e:
                    print(f"  stream {i}: {e}", flush=True)
                    break
            if hot:
                for _ in range(npoll):
                    w.poll(games[0], versions[0])
            # every stream has its game's current version
            deadline = time.time() + 300
            while time.time() < deadline and sum(w.count.get((gid, versions[i]), 0)
                                                 for i, gid in enumerate(watched)) < opened:
                time.sleep(0.2)
            open_s = time.perf_counter() - t0
            time.sleep(1)
            clients1, waiting = redis_clients([r, *masters])
            rss1 = rss_mb(workers_all)
            lat, times, lost = [], [], 0
            cpu0 = cpu_s(workers_all)
            per_game = {gid: 0 for gid in watched}
            for i in range(opened):
                per_game[watched[i % len(watched)]] += 1
            for m in range(moves):
                gi = m % len(watched)
                gid = watched[gi]
                code, out = mover.call("POST", f"/v1/games/{gid}/moves", {"move": {"type": "add"},
                                                                          "expected_version": versions[gi]}, toks[gi])
                t, done = mover.last
                times.append(done - t)
                versions[gi] = v = out["version"]
                want = per_game[gid] + (npoll if hot else 0)
                deadline = done + 10
                while time.perf_counter() < deadline and w.count.get((gid, v), 0) < want:
                    time.sleep(0.002)
                if w.count.get((gid, v), 0) < want:
                    lost += 1
                else:
                    lat.append(w.arrived[(gid, v)] - done)
                if hot:  # the long polls that answered ask again, past the version they got
                    with w.lock:
                        again, w.repoll = w.repoll, []
                    for pg, pv in again:
                        w.poll(pg, pv)
                    time.sleep(settle)  # (they are waiting again before the next move)
            cpu = (cpu_s(workers_all) - cpu0) / max(1, moves)
            ms = lambda x: x * 1000  # noqa: E731
            where = (f"2 nodes x {workers} workers, events on a 3-master Redis Cluster (watchers alternate "
                     f"between the nodes, moves posted to the first): " if cluster else "")
            what = where + (f"{hot} watchers of the game being played ({hot - npoll} SSE + {npoll} long polls)"
                    if hot else f"{opened} streams over {g} games")
            return (f"  {what}: opened in {open_s:.1f} s; Redis clients {clients0} -> {clients1} "
                    f"({waiting} blocked/subscribed); RSS {rss0:.0f} -> {rss1:.0f} MB "
                    f"({(rss1 - rss0) * 1024 / max(1, opened):.1f} KB a stream); delivery to the last watcher "
                    f"p50 {ms(pct(lat, .5)):.0f} ms p99 {ms(pct(lat, .99)):.0f} ms ({moves} moves, {lost} not "
                    f"delivered to all); POST p50/p99 idle {ms(pct(idle, .5)):.1f}/{ms(pct(idle, .99)):.1f} ms, "
                    f"with them {ms(pct(times, .5)):.1f}/{ms(pct(times, .99)):.1f} ms "
                    f"({pct(times, .99) / pct(idle, .99):.2f}x); gunicorn CPU a move with them {cpu * 1000:.0f} ms; "
                    f"client errors {w.errors}")
        finally:
            if w is not None:
                w.close()
            if mover is not None and not mover_here:
                mover.close()
            for x in nodes:
                x.stop()
            r.close()
            for c in masters:
                c.close()
            if cl is not None:
                cl.stop()
            server.stop()


def run_alternating(root: Path, n: int, g: int, moves: int, workers: int, reps: int, pace: float,
                    cluster: bool = False, gc_log: bool = False, heartbeat: float = 15.0) -> None:
    """Idle and with ``n`` streams on the same stack in one run, alternated ``reps`` times:
    moves with no stream open, then the streams opened and the same number of moves on
    the watched games (each followed by one on a game nobody watches: "quiet"), the
    streams closed (the server lets them go at their next heartbeat) and so on; every
    POST paced ``pace`` s after the answer before it. Prints a line a block and the figures
    over all blocks, with the CPU each part of the stack took a watched move."""
    from service.embedded import EmbeddedRedis
    ms = lambda x: x * 1000  # noqa: E731
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as d:
        server = EmbeddedRedis(d, persist=False).start()
        r = redis.Redis.from_url(server.url)
        masters, cl = [], None
        if cluster:
            from service.cluster import EmbeddedCluster
            cl = EmbeddedCluster(f"{d}/cluster").start()
            masters = cl.node_clients()
        for c in [r, *masters]:
            try:
                c.config_set("maxclients", 100000)
            except redis.RedisError:
                pass
        log = f"{d}/gc.log" if gc_log else None
        nodes = [Node(root, server.url, workers, n + 1000, events_cluster=cl.url if cl else None, gc_log=log)
                 for _ in range(2 if cluster else 1)]
        redis_pids = [server.proc.pid, *([p.pid for p in cl.procs] if cl else [])]
        mover = RemoteMover(nodes[0].port)
        w = None
        try:
            games, toks = [], []
            for _ in range(g + 1):  # the last one nobody watches
                _, out = mover.call("POST", "/v1/games", {"type": "bench-counter", "seats": [{"name": "b"}]})
                games.append(out["id"])
                toks.append(out["seats"][0]["token"])
            versions = [1] * (g + 1)
            paced_moves(mover, games, toks, versions, 30, 0.0)  # warm
            watched = games[:g]
            per_game = {gid: 0 for gid in watched}
            for i in range(n):
                per_game[watched[i % g]] += 1
            groups = {"mover's node": nodes[0].workers, "other node": [p for x in nodes[1:] for p in x.workers],
                      "redis": redis_pids, "bench client": [os.getpid(), mover.proc.pid]}
            idle_all, quiet_all, loaded_all, lat_all, cpu_all = [], [], [], [], {k: 0.0 for k in groups}
            machine_all, fulls = 0.0, {"idle": [], "loaded": []}
            loads, conns = [], None
            for rep in range(reps):
                loads.append(os.getloadavg()[0])
                spans_i: list = []
                i_ours0, i_m0 = sum(cpu_s(v) for v in groups.values()), machine_busy_s()
                idle, _, _, _ = paced_moves(mover, watched, toks, versions, moves, pace, spans=spans_i)
                idle_others = (machine_busy_s() - i_m0 - sum(cpu_s(v) for v in groups.values()) + i_ours0) / moves
                clients0, _ = redis_clients([r, *masters])
                workers_all = [p for x in nodes for p in x.workers]
                rss0 = rss_mb(workers_all)
                w = Watchers([x.port for x in nodes])
                t0 = time.perf_counter()
                for i in range(n):
                    w.stream(watched[i % g], versions[i % g] - 1)
                deadline = time.time() + 300
                while time.time() < deadline and sum(w.count.get((gid, versions[i]), 0)
                                                     for i, gid in enumerate(watched)) < n:
                    time.sleep(0.2)
                open_s = time.perf_counter() - t0
                time.sleep(1)
                clients1, waiting = redis_clients([r, *masters])
                rss1 = rss_mb(workers_all)
                conns = (clients0, clients1, waiting, rss0, rss1)
                st0, sm0 = {k: cpu_s(v) for k, v in groups.items()}, machine_busy_s()
                time.sleep(3)  # the streams open, nothing moving: what they cost standing (heartbeats)
                standing = {k: (cpu_s(v) - st0[k]) / 3 for k, v in groups.items()}
                standing_m = (machine_busy_s() - sm0) / 3
                cpu0 = {k: cpu_s(v) for k, v in groups.items()}
                m0 = machine_busy_s()
                spans_l: list = []
                loaded, quiet, lat, lost = paced_moves(mover, games, toks, versions, moves, pace, watchers=w,
                                                       per_game=per_game, quiet=g, spans=spans_l)
                cpu = {k: (cpu_s(v) - cpu0[k]) / moves for k, v in groups.items()}
                machine = (machine_busy_s() - m0) / moves
                w.close()
                w = None
                nf_i, full_i, met_i = gc_pauses(log, spans_i)
                nf_l, full_l, met_l = gc_pauses(log, spans_l)
                fulls["idle"] += full_i
                fulls["loaded"] += full_l
                print(f"  [{rep + 1}/{reps}, load {loads[-1]:.1f}] idle {ms(pct(idle, .5)):.1f}/{ms(pct(idle, .99)):.1f}"
                      f" ms (others' CPU a move {idle_others * 1000:.0f} ms) | {n} streams opened in {open_s:.1f} s: watched game {ms(pct(loaded, .5)):.1f}/"
                      f"{ms(pct(loaded, .99)):.1f} ms ({pct(loaded, .99) / pct(idle, .99):.2f}x), quiet game "
                      f"{ms(pct(quiet, .5)):.1f}/{ms(pct(quiet, .99)):.1f} ms; delivery {ms(pct(lat, .5)):.0f}/"
                      f"{ms(pct(lat, .99)):.0f} ms ({lost} lost); CPU a watched move (with its quiet one): "
                      + ", ".join(f"{k} {v * 1000:.0f}" for k, v in cpu.items())
                      + f", machine {machine * 1000:.0f} ms (others {1000 * (machine - sum(cpu.values())):.0f})"
                      + "; standing, CPU ms a second: " + ", ".join(f"{k} {v * 1000:.0f}" for k, v in standing.items())
                      + f", machine {standing_m * 1000:.0f}"
                      + (f"; full collections idle {nf_i}, loaded {nf_l} "
                         f"({statistics.median(full_l) if full_l else 0:.1f} ms median), POSTs that met a "
                         f"collection idle {met_i}, loaded {met_l}" if log else ""), flush=True)
                idle_all += idle
                quiet_all += quiet
                loaded_all += loaded
                lat_all += lat
                for k in cpu:
                    cpu_all[k] += cpu[k] / reps
                machine_all += machine / reps
                if rep + 1 < reps:
                    time.sleep(heartbeat + 3)  # the closed streams found closed at their heartbeat
            c0, c1, waiting, rss0, rss1 = conns
            where = "2 nodes x %d workers, events on a 3-master Redis Cluster" % workers if cluster else \
                "1 node x %d workers" % workers
            print(f"  all {reps} blocks ({where}, {n} streams over {g} games, {moves} moves a block, paced "
                  f"{pace * 1000:.0f} ms, load {min(loads):.1f}-{max(loads):.1f}): POST p50/p99 idle "
                  f"{ms(pct(idle_all, .5)):.1f}/{ms(pct(idle_all, .99)):.1f} ms, with the streams, watched game "
                  f"{ms(pct(loaded_all, .5)):.1f}/{ms(pct(loaded_all, .99)):.1f} ms "
                  f"({pct(loaded_all, .99) / pct(idle_all, .99):.2f}x), quiet game {ms(pct(quiet_all, .5)):.1f}/"
                  f"{ms(pct(quiet_all, .99)):.1f} ms; delivery p50/p99 {ms(pct(lat_all, .5)):.0f}/"
                  f"{ms(pct(lat_all, .99)):.0f} ms; Redis clients {c0} -> {c1} ({waiting} subscribed/blocked); "
                  f"RSS {rss0:.0f} -> {rss1:.0f} MB ({(rss1 - rss0) * 1024 / n:.1f} KB a stream); CPU a watched "
                  "move: " + ", ".join(f"{k} {v * 1000:.0f}" for k, v in cpu_all.items())
                  + f", machine {machine_all * 1000:.0f} ms", flush=True)
        finally:
            if w is not None:
                w.close()
            mover.close()
            for x in nodes:
                x.stop()
            r.close()
            for c in masters:
                c.close()
            if cl is not None:
                cl.stop()
            server.stop()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--streams", default="1000")
    ap.add_argument("--games", default="10")
    ap.add_argument("--moves", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2, help="gunicorn worker processes (make serve: 2)")
    ap.add_argument("--hot", type=int, default=0, help="watchers of the one game being played")
    ap.add_argument("--root", action="append", default=None,
                    help="the checkout the server runs from (given twice or more: the runs alternate "
                         "between them, --rounds times, each figure labelled)")
    ap.add_argument("--rounds", type=int, default=1, help="how many times each --root is run (alternated)")
    ap.add_argument("--settle", type=float, default=0.3,
                    help="--hot: seconds between the re-sent long polls and the next move")
    ap.add_argument("--polls", type=int, default=None, help="--hot: how many of the watchers are long polls (half)")
    ap.add_argument("--cluster", action="store_true",
                    help="two nodes, the events on a 3-master Redis Cluster (service/cluster.py), the "
                         "watchers alternating between the nodes")
    ap.add_argument("--alternate", type=int, default=0,
                    help="idle and with the streams on the same stack in one run, alternated this many "
                         "times, POSTs paced --pace apart in both (and a game nobody watches moved "
                         "between the watched moves)")
    ap.add_argument("--pace", type=float, default=0.1, help="--alternate: seconds from a POST's answer to the next")
    ap.add_argument("--gc-log", action="store_true",
                    help="--alternate: the workers log their garbage collections; the POSTs that met one are counted")
    ap.add_argument("--mover-here", action="store_true",
                    help="post the moves from this process's thread, as the bench did before (the "
                         "watchers' reading thread then holds the GIL while a POST's answer waits)")
    a = ap.parse_args()
    limit = raise_file_limit()
    roots = [Path(r).resolve() for r in (a.root or [str(ROOT)])]
    revs = {root: subprocess.run(["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True,
                                 text=True).stdout.strip() or "no git" for root in roots}
    print(f"bench_stream: {a.workers} gevent worker(s), file limit {limit}, mover in "
          f"{'this process' if a.mover_here else 'a process of its own'}, servers from "
          + ", ".join(f"{root} ({rev})" for root, rev in revs.items()), flush=True)
    for rnd in range(a.rounds):
        for root in roots:
            label = f"[{root.name} run {rnd + 1}, load {os.getloadavg()[0]:.1f}]"
            if a.alternate:
                for g in (int(x) for x in a.games.split(",")):
                    for n in (int(x) for x in a.streams.split(",")):
                        print(label, flush=True)
                        run_alternating(root, n, g, a.moves, a.workers, a.alternate, a.pace, cluster=a.cluster,
                                        gc_log=a.gc_log)
                continue
            if a.hot:
                print(label, run(root, a.hot, 1, a.moves, a.workers, hot=a.hot, mover_here=a.mover_here,
                                   settle=a.settle, polls=a.polls, cluster=a.cluster), flush=True)
                continue
            for g in (int(x) for x in a.games.split(",")):
                for n in (int(x) for x in a.streams.split(",")):
                    print(label, run(root, n, g, a.moves, a.workers, mover_here=a.mover_here, cluster=a.cluster),
                          flush=True)


if __name__ == "__main__":
    main()
