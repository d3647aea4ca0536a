"""Builds the service from its parts (the composition root)."""
from __future__ import annotations

import os
import time

import redis

import games
from events.store import RedisEventStore
from service.games import GameService


def redis_client(url: str | None = None) -> redis.Redis:
    return redis.Redis.from_url(url or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))


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
            _events_clients[key] = RedisCluster.from_url(url or os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"))
        else:
            _events_clients[key] = redis.Redis.from_url(url)
    return _events_clients[key]


def build_service(conn: redis.Redis, dispatcher=None, registry=None) -> GameService:
    if dispatcher is None:
        from workers.dispatch import RQDispatcher
        dispatcher = RQDispatcher(conn)
    return GameService(RedisEventStore(events_client(conn)), registry if registry is not None else games.REGISTRY,
                       dispatcher)


def health(conn: redis.Redis):
    """Redis answers and at least one RQ worker sent a heartbeat lately."""
    def check():
        info: dict = {"redis": False, "workers": 0}
        try:
            conn.ping()
            info["redis"] = True
            from rq import Worker
            now = time.time()
            alive = [w.name for w in Worker.all(connection=conn)
                     if w.last_heartbeat is None or now - w.last_heartbeat.timestamp() < 120]
            info["workers"] = len(alive)
        except redis.RedisError as e:
            info["error"] = str(e)
        return info["redis"] and info["workers"] > 0, info
    return check
