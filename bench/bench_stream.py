"""The live stream on the served stack (issue 11 §3): one gevent gunicorn worker, a real
Redis and RQ worker. N seats/spectators hold a stream open; one move is posted; the
figures are how long until every stream has the event (fan-out latency), and the time of a
plain GET while the N streams are open (the streams hold no thread).

    python bench/bench_stream.py [N]
"""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from service.embedded import EmbeddedRedis, free_port  # noqa: E402

BIN = Path(sys.executable).parent


def _http(method, url, body=None, token=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": f"Bearer {token}"} if token else {})})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def main(n: int = 200) -> None:
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        env = {**os.environ, "REDIS_URL": server.url, "PYTHONPATH": str(ROOT), "MOONHALL_LIMIT_MOVES": "off",
               "MOONHALL_LIMIT_CREATE": "off"}
        port = free_port()
        worker = subprocess.Popen([str(BIN / "rq"), "worker", "--url", server.url, "--worker-class",
                                   "rq.worker.SimpleWorker", "--with-scheduler", "--quiet", "moonhall"],
                                  cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        web = subprocess.Popen([str(BIN / "gunicorn"), "-k", "gevent", "--workers", "1", "--worker-connections",
                                str(n + 100), "--bind", f"127.0.0.1:{port}", "wsgi:app"], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(200):
                try:
                    _http("GET", base + "/")
                    break
                except OSError:
                    time.sleep(0.1)
            g = _http("POST", base + "/v1/games", {"type": "nova-luna", "seats": [{"name": "a"}, {"name": "b"}]})
            gid = g["id"]
            first = _http("GET", f"{base}/v1/games/{gid}")["to_act"][0]  # the start player is drawn
            tok = g["seats"][first]["token"]
            got: list[float] = []
            ready = threading.Barrier(n + 1)
            lock = threading.Lock()

            errors: list[str] = []

            def follow():
                try:
                    resp = urllib.request.urlopen(f"{base}/v1/games/{gid}/stream?after=1", timeout=60)
                except OSError as e:
                    errors.append(repr(e))
                    ready.abort()
                    return
                seen_turn = False
                for raw in resp:
                    line = raw.decode()
                    if line.startswith("event: turn") and not seen_turn:
                        seen_turn = True
                        ready.wait()
                    elif line.startswith("id: 2"):
                        with lock:
                            got.append(time.perf_counter())
                        resp.close()
                        return

            threads = [threading.Thread(target=follow, daemon=True) for _ in range(n)]
            [t.start() for t in threads]
            ready.wait(timeout=120)
            t0 = time.perf_counter()
            _http("GET", f"{base}/v1/games/{gid}")
            get_ms = (time.perf_counter() - t0) * 1000
            moves = _http("GET", f"{base}/v1/games/{gid}/moves", token=tok)
            t0 = time.perf_counter()
            _http("POST", f"{base}/v1/games/{gid}/moves", {"move": moves["moves"][0], "expected_version": 1}, tok)
            [t.join(60) for t in threads]
            lat = sorted((t - t0) * 1000 for t in got)
            if len(lat) < n:
                print(f"only {len(lat)} of {n} streams got the event; errors: {errors[:3]}")
            print(f"{n} open streams on one gevent worker: GET view {get_ms:.1f} ms while open; "
                  f"move -> event on all {len(lat)} streams: median {statistics.median(lat):.1f} ms, "
                  f"p95 {lat[int(len(lat) * 0.95) - 1]:.1f} ms, last {lat[-1]:.1f} ms")
        finally:
            for p in (web, worker):  # open streams would hold gunicorn's graceful stop: no need here
                p.kill()
                p.wait(20)
            server.stop()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
