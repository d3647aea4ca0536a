"""Builds the service from its parts (the composition root)."""
from __future__ import annotations

import logging
import os
import socket
import time

import redis

import games
from events.store import RedisEventStore
from service.games import GameService

log = logging.getLogger("moonhall.health")

# Every command answers within this; a Redis that does not is treated as unreachable (503).
SOCKET_TIMEOUT_S = float(os.environ.get("MOONHALL_REDIS_TIMEOUT", "5"))
# RQ workers heartbeat every WORKER_TTL - 15 s while idle (rq's dequeue timeout); /healthz
# counts a worker alive when its last heartbeat is younger than WORKER_ALIVE_S.
WORKER_TTL = int(os.environ.get("MOONHALL_WORKER_TTL", "20"))
WORKER_ALIVE_S = WORKER_TTL + 15


# Connections a process opens to one Redis at most (issue 29): a burst of 300 stream opens
# under gevent took 300 connections from an unbounded pool, and kept them open afterwards.
# Requests wait for a free one instead (a command takes well under a millisecond; nothing
# on these pools blocks any more: the waits are the process reader's, service/fanout.py).
POOL_CONNECTIONS = int(os.environ.get("MOONHALL_REDIS_CONNECTIONS", "32"))


def redis_client(url: str | None = None, socket_timeout: float | None = SOCKET_TIMEOUT_S) -> redis.Redis:
    pool = redis.BlockingConnectionPool.from_url(
        url or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"), max_connections=POOL_CONNECTIONS,
        timeout=SOCKET_TIMEOUT_S, socket_connect_timeout=2, socket_timeout=socket_timeout, health_check_interval=30)
    return redis.Redis(connection_pool=pool)


_events_clients: dict = {}


def events_client(conn: redis.Redis):
    """The event store's client: EVENTS_REDIS_URL (a Redis Cluster when
    EVENTS_REDIS_CLUSTER=true; see README "Running at scale"), else ``conn`` itself (the
    RQ queue's Redis, REDIS_URL), so the move's RQ jobs share its round trip."""
    url = os.environ.get("EVENTS_REDIS_URL")
    cluster = os.environ.get("EVENTS_REDIS_CLUSTER", "").lower() in ("1", "true", "yes")
    if not url and not cluster:
        return conn
    key = (url, cluster)
    if key not in _events_clients:
        if cluster:
            from redis.cluster import RedisCluster
            url = url or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0")
            # each master's pool capped as one Redis's is (POOL_CONNECTIONS, requests wait for
            # a free connection): unbounded, a burst of 10,000 stream opens over two nodes took
            # 134-300 connections of the masters and kept them (issue 29)
            _events_clients[key] = RedisCluster.from_url(url, socket_connect_timeout=2,
                                                         socket_timeout=SOCKET_TIMEOUT_S,
                                                         connection_pool_class=redis.BlockingConnectionPool,
                                                         max_connections=POOL_CONNECTIONS, timeout=SOCKET_TIMEOUT_S)
        else:
            _events_clients[key] = redis_client(url)
    return _events_clients[key]


def steps_here() -> bool:
    """Whether a serving process (gunicorn's workers, RQ's) plays the table's steps its
    commands make due itself, their RQ job only a fallback (service/games.py
    ``_steps_here``, issue 29): yes unless MOONHALL_STEPS_HERE=0. Tools leave them to RQ."""
    return os.environ.get("MOONHALL_STEPS_HERE", "1") != "0"


def build_service(conn: redis.Redis, dispatcher=None, registry=None, steps_here: bool = False) -> GameService:
    if dispatcher is None:
        from workers.dispatch import RQDispatcher
        dispatcher = RQDispatcher(conn)
    events = events_client(conn)
    # no blocking client of its own: every wait goes through the process's reader
    # (service/fanout.py, issue 29), whose one pub-sub connection has no socket timeout to fear
    store = RedisEventStore(events)
    return GameService(store, registry if registry is not None else games.REGISTRY, dispatcher, steps_here=steps_here)


def _dead_here(worker) -> bool:
    """A worker registered from this host whose process is gone or a zombie (killed -9:
    its heartbeat stays fresh for up to WORKER_ALIVE_S). Workers of other hosts are
    judged by their heartbeat alone."""
    if worker.hostname != socket.gethostname() or not worker.pid:
        return False
    try:
        with open(f"/proc/{worker.pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return os.path.isdir("/proc")  # no such process (without /proc: not known, alive)
    except OSError:
        return False


def health(conn: redis.Redis):
    """Redis answers and at least one RQ worker sent a heartbeat lately; with the count of
    bot moves that raised (and were replaced by a random legal move) and of the games
    halted by a table step that kept failing (they do not make the service unhealthy).

    Anyone may ask, so the answer is flat counts and flags only (issue 30, item 8): the
    text of a bot's exception may tell what its seat's private view held, and a Redis
    error names the server's socket (the absolute data path). The Redis error goes to
    the log here; a bot's error is logged where it happens (service/botguard.py)."""
    def check():
        info: dict = {"redis": False, "workers": 0}
        try:
            conn.ping()
            info["redis"] = True
            from rq import Worker
            now = time.time()
            alive = [w.name for w in Worker.all(connection=conn)
                     if w.last_heartbeat is not None and now - w.last_heartbeat.timestamp() < WORKER_ALIVE_S
                     and not _dead_here(w)]
            info["workers"] = len(alive)
            from service.botguard import error_count
            info["bot_errors"] = error_count(conn)
            from service import stepguard  # games whose table step kept failing (issue 30, item 11): a count only
            info["halted_games"] = stepguard.count(events_client(conn))
        except redis.RedisError as e:
            log.warning("health check: Redis unreachable: %s: %s", type(e).__name__, e)
        return info["redis"] and info["workers"] > 0, info
    return check
