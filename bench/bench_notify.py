"""Webhook fan-out benchmark (issue 26): one "your turn" event for an account with
``--subscribers`` webhooks (default 1,000; the API holds an account to 10, the bench writes
past it), delivered by ``--workers`` real RQ worker processes to a local HTTP receiver.

Measured: the move path's part (the game's create, whose append queues the one turn job),
the time from that append to the first and to the last delivery received, and deliveries a
second. Runs against a private redis-server it starts on a free port. Figures only.

    .venv/bin/python -m bench.bench_notify [--subscribers 1000] [--workers 2]

Figures (2 shared cores, other sessions busy, so rough): 1,000 subscribers, 2 workers
(SimpleWorker): the create's append 5.7 ms; first delivery after 1.26 s (the turn job's
fan-out claims and queues all 1,000 first), the last after 6.77 s, ~150 deliveries/s.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import redis

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--subscribers", type=int, default=1000)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    os.environ["MOONHALL_WEBHOOK_ALLOW_PRIVATE"] = "1"
    from service.embedded import EmbeddedRedis
    from service.notify import webhooks as wh
    from service.wiring import build_service

    got: list[float] = []
    lock = threading.Lock()

    class H(BaseHTTPRequestHandler):
        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            with lock:
                got.append(time.perf_counter())
            self.send_response(204)
            self.end_headers()

        def log_message(self, *a):
            pass

    rx = ThreadingHTTPServer(("127.0.0.1", 0), H)
    threading.Thread(target=rx.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{rx.server_address[1]}/hook"
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        try:
            conn = redis.Redis.from_url(server.url)
            svc = build_service(conn)
            wh.MAX_HOOKS = args.subscribers + 1
            hooks = wh.Webhooks(conn)
            for _ in range(args.subscribers):
                hooks.create("ann", url, ["your_turn"])
            env = {**os.environ, "PYTHONPATH": str(ROOT)}
            procs = [subprocess.Popen([str(Path(sys.executable).parent / "rq"), "worker", "--url", server.url,
                                       "--worker-class", "rq.worker.SimpleWorker", "--quiet", "moonhall"],
                                      cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                     for _ in range(args.workers)]
            time.sleep(2)  # the workers start
            t0 = time.perf_counter()
            svc.create("blue-moon", [{"name": "Ann", "account": "ann"}, {"name": "Ann", "account": "ann"}], {}, 1)
            t1 = time.perf_counter()
            deadline = time.time() + 600
            while len(got) < args.subscribers and time.time() < deadline:
                time.sleep(0.05)
            for p in procs:
                p.terminate()
            for p in procs:
                p.wait(30)
            n = len(got)
            print(f"subscribers {args.subscribers}, RQ workers {args.workers}")
            print(f"  the create's append with its turn job: {(t1 - t0) * 1000:.1f} ms")
            if n:
                print(f"  first delivery after {got[0] - t0:.2f} s, last ({n}) after {got[-1] - t0:.2f} s, "
                      f"{n / (got[-1] - t0):.0f} deliveries/s")
            else:
                print("  nothing delivered")
        finally:
            server.stop()
            rx.shutdown()


if __name__ == "__main__":
    main()
