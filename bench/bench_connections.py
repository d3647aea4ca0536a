"""One client's idle connections against everybody else (issue 30, item 13): on the served
stack (``python -m service.serve``, default gunicorn settings: 2 workers of 2,000
connections), one client (127.0.0.1) opens N connections and sends nothing; then another
client (127.0.0.2) asks ``/healthz``. Figures: how long that answer takes, and how many of
the N connections the server answered 429 ``too_many_connections`` and closed. Figures only.

    .venv/bin/python -m bench.bench_connections [--connections 4500] [--rounds 3]
"""
from __future__ import annotations

import argparse
import http.client
import os
import selectors
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def healthz_ms(port: int) -> float:
    t0 = time.perf_counter()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=60, source_address=("127.0.0.2", 0))
    c.request("GET", "/healthz")
    c.getresponse().read()
    c.close()
    return (time.perf_counter() - t0) * 1000


def refused(socks: list[socket.socket], wait_s: float = 1.0) -> int:
    """How many were answered 429 within ``wait_s`` (a cap at accept answers at once)."""
    n, deadline = 0, time.time() + wait_s
    sel = selectors.DefaultSelector()  # (select() stops at fd 1024)
    for s in socks:
        sel.register(s, selectors.EVENT_READ)
    while sel.get_map() and time.time() < deadline:
        for key, _ in sel.select(0.1):
            sel.unregister(key.fileobj)
            try:
                if key.fileobj.recv(64).startswith(b"HTTP/1.1 429"):
                    n += 1
            except OSError:
                pass
    sel.close()
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--connections", type=int, default=4500)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    from service.embedded import free_port
    port = free_port()
    with tempfile.TemporaryDirectory() as d:
        env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
        env.update(PORT=str(port), MOONHALL_DATA=d, WORKERS="1", PYTHONPATH=str(ROOT))
        proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            for _ in range(200):
                try:
                    healthz_ms(port)
                    break
                except OSError:
                    time.sleep(0.2)
            idle_ms = [healthz_ms(port) for _ in range(5)]
            loaded, counts = [], []
            for _ in range(args.rounds):
                socks = []
                for _ in range(args.connections):
                    s = socket.socket()
                    s.setblocking(False)
                    s.connect_ex(("127.0.0.1", port))
                    socks.append(s)
                time.sleep(0.5)  # the server accepts what it will
                loaded.append(healthz_ms(port))
                counts.append(refused(socks))
                for s in socks:
                    s.close()
                time.sleep(6)  # the server drops what is left (headers within 5 s)
            print(f"/healthz of another client: idle median {statistics.median(idle_ms):.1f} ms; "
                  f"with {args.connections} idle connections of one client: "
                  + ", ".join(f"{x:.0f} ms" for x in loaded)
                  + f"; refused at once (429): " + ", ".join(str(c) for c in counts))
        finally:
            proc.send_signal(signal.SIGINT)
            proc.wait(60)


if __name__ == "__main__":
    main()
