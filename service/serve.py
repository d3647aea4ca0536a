"""``make serve``: Redis (embedded unless REDIS_URL is set), RQ workers and gunicorn.

Ctrl-C (or SIGTERM) stops all of it; the embedded Redis keeps its data in var/redis
with append-only persistence, so the games are there again at the next start.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from service.embedded import EmbeddedRedis

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    port = os.environ.get("PORT", "8000")
    workers = int(os.environ.get("WORKERS", "2"))
    embedded = None
    url = os.environ.get("REDIS_URL")
    if not url:
        data = Path(os.environ.get("MOONHALL_DATA", ROOT / "var")) / "redis"
        embedded = EmbeddedRedis(data, port=int(os.environ.get("REDIS_PORT", "6390"))).start()
        url = embedded.url
        print(f"moonhall: embedded Redis on {url} (data in {data})", flush=True)
    env = {**os.environ, "REDIS_URL": url}
    bin_dir = Path(sys.executable).parent
    procs = [subprocess.Popen([str(bin_dir / "rq"), "worker", "--url", url, "--worker-class",
                               "rq.worker.SimpleWorker", "--with-scheduler", "--quiet", "moonhall"], env=env, cwd=ROOT)
             for _ in range(workers)]
    procs.append(subprocess.Popen([str(bin_dir / "gunicorn"), "--bind", f"0.0.0.0:{port}",
                                   "--worker-class", "gthread", "--workers", "2", "--threads", "16",
                                   "--timeout", "60", "wsgi:app"], env=env, cwd=ROOT))
    print(f"moonhall: serving http://127.0.0.1:{port}/docs with {workers} RQ worker(s); Ctrl-C stops", flush=True)

    stopping = False

    def stop(*_):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    code = 0
    while not stopping:
        for p in procs:
            if p.poll() is not None:
                print(f"moonhall: {p.args[0]} exited with {p.returncode}; stopping", flush=True)
                stopping, code = True, 1
        time.sleep(0.2)
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    for p in procs:
        try:
            p.wait(15)
        except subprocess.TimeoutExpired:
            p.kill()
    if embedded:
        embedded.stop()
    print("moonhall: stopped", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())
