"""``GET /v1/lobby/changes``: the lobby page follows changes without polling (issue 25).

The lobby's version (``mh:{lobby}:v``, events/store.py) is bumped, and its new value
published on ``mh:{lobby}:n``, when a game is created, a seat of a waiting game is taken,
or a game changes status (starts, finishes, is imported) - never by a move, so nothing on
the move path writes it (a list's "move n" is as fresh as the last such change or the
page's own reload). A client asks ``?after=<the version it has>&wait=<s>``: a different
version is answered at once, else the request waits until the next notice (or ``wait``
seconds, at most MAX_WAIT_S) and answers the version then; the client lists the lobby
again when it changed and asks again.

How it waits: one pub-sub connection per process (a thread - a greenlet under gunicorn's
gevent worker - started on first use, after the fork) subscribed to the one channel;
each notice (and each confirmed subscription, after a reconnect: what was published
while it was away is then caught by the waiters' own read) wakes every waiter of the
process, which reads the version again - one GET each, only when something changed.
A waiter takes the generation before its own read, so a notice between its read and its
wait is never lost.
"""
from __future__ import annotations

import logging
import os
import threading
import time

import redis

from events.store import LOBBY_CHANNEL, RedisEventStore

log = logging.getLogger("moonhall.lobby")

MAX_WAIT_S = 30
TICK_S = 1.0
LINGER_S = 30.0  # the subscription outlives its last waiter this long (a page asks again at once)


class LobbyWatch:
    def __init__(self, store: RedisEventStore):
        self.store = store
        self.cond = threading.Condition()
        self.gen = 0                     # notices seen (waiters wait for it to move)
        self._thread: threading.Thread | None = None
        self._pid = os.getpid()
        self.notices = 0                 # lobby notices received (for tests and the log)
        self.waiting = 0                 # requests waiting now
        self._idle_since = time.monotonic()

    def wait(self, after: int | None, timeout: float) -> int:
        """The lobby's version: at once when it is not ``after``, else after the next
        notice or ``timeout`` seconds."""
        self._ensure_running()
        with self.cond:
            gen = self.gen
        v = self.store.lobby_version()
        if after is None or v != after or timeout <= 0:
            return v
        deadline = time.monotonic() + min(timeout, MAX_WAIT_S)
        while True:
            with self.cond:
                self.waiting += 1
                try:
                    while self.gen == gen:
                        left = deadline - time.monotonic()
                        if left <= 0:
                            break
                        self.cond.wait(left)
                finally:
                    self.waiting -= 1
                    self._idle_since = time.monotonic()
                gen = self.gen
            v = self.store.lobby_version()
            if v != after or time.monotonic() >= deadline:
                return v  # (a wake without a change - a subscription confirmed - waits on)

    # ------------------------------------------------------------------ the listener
    def _ensure_running(self) -> None:
        if self._thread is not None and self._pid == os.getpid():
            return
        with self.cond:
            self._idle_since = time.monotonic()
            if self._thread is not None and self._pid == os.getpid():
                return
            self._pid = os.getpid()  # (forked by gunicorn: the parent's thread is not ours)
            self._thread = threading.Thread(target=self._run, name="moonhall-lobby", daemon=True)
            self._thread.start()

    def _wake(self) -> None:
        with self.cond:
            self.gen += 1
            self.cond.notify_all()

    def _connect(self):
        from events.store import is_cluster
        r = self.store.r
        if is_cluster(r):
            node = r.get_primaries()[0]
            kw = dict(r.get_redis_connection(node).connection_pool.connection_kwargs)
            kw.pop("connection_class", None)
            client = redis.Redis(**kw)
        else:
            kw = dict(r.connection_pool.connection_kwargs)
            client = redis.Redis(connection_pool=redis.ConnectionPool(
                connection_class=r.connection_pool.connection_class,
                **{**kw, "socket_timeout": 10, "health_check_interval": 5}))
        ps = client.pubsub(ignore_subscribe_messages=False)
        ps.subscribe(LOBBY_CHANNEL)
        return client, ps

    def _run(self) -> None:
        failures = 0
        while True:
            client = ps = None
            try:
                client, ps = self._connect()
                while not self._stop_if_idle():
                    msg = ps.get_message(timeout=TICK_S)
                    if msg is not None and msg.get("type") in ("message", "subscribe"):
                        self.notices += msg.get("type") == "message"
                        self._wake()
                        failures = 0
            except Exception as e:  # a lost connection: connect again, the waiters re-read
                if failures % 20 == 0:
                    log.warning("lobby watch: %s: %s; reconnecting", type(e).__name__, e)
                failures += 1
                for c in (ps, client):
                    try:
                        if c is not None:
                            c.close()
                    except Exception:  # pragma: no cover
                        pass
                self._wake()
                if self._stop_if_idle():
                    return
                time.sleep(min(5.0, 0.2 * failures))
                continue
            for c in (ps, client):
                try:
                    c.close()
                except Exception:  # pragma: no cover
                    pass
            return

    def _stop_if_idle(self) -> bool:
        """The thread ends (its connection closed) once nobody waited for LINGER_S; the
        next wait starts it again. Decided under the lock: a wait never finds it leaving."""
        with self.cond:
            if self.waiting or time.monotonic() - self._idle_since < LINGER_S:
                return False
            self._thread = None
            return True


_watches: dict[int, LobbyWatch] = {}
_lock = threading.Lock()


def watch(store: RedisEventStore) -> LobbyWatch:
    """This process's lobby watch of ``store``'s Redis."""
    from service.fanout import one_per_client
    return one_per_client(_watches, _lock, store, LobbyWatch)


def register_routes(app, service) -> None:
    from flask import jsonify, request

    from service.inputs import int_arg, num_arg

    @app.get("/v1/lobby/changes")
    def lobby_changes():
        after = int_arg("after", 0) if request.args.get("after") is not None else None
        wait = max(0.0, min(num_arg("wait", 0), MAX_WAIT_S))
        v = watch(service.store).wait(after, wait)
        return jsonify({"version": v, "changed": after is None or v != after})
