"""``GET /v1/lobby/changes``: the lobby page follows changes without polling (issue 25).

The lobby's version (``mh:{lobby}:v``, events/store.py) is bumped, and its new value
published on ``mh:{lobby}:n``, when a game is created, a seat of a waiting game is taken,
or a game changes status (starts, finishes, is imported) - never by a move, so nothing on
the move path writes it (a list's "move n" is as fresh as the last such change or the
page's own reload). A client asks ``?after=<the version it has>&wait=<s>``: a different
version is answered at once, else the request waits until the next notice (or ``wait``
seconds, at most MAX_WAIT_S) and answers the version then; the client lists the lobby
again when it changed and asks again.

How it waits: on the process's one pub-sub connection, the fan-out reader's
(service/fanout.py, issue 29), which subscribes the lobby's channel beside its games'
(``Reader.hold``): a process holds one subscribed connection for its streams, long polls
and lobby long polls (it held two, this watch's own thread and connection beside the
reader's). Each notice - and each confirmed subscription, the first and after a
reconnect: what was published while the connection was away is then caught by the
waiters' own read - wakes every waiter of the process, which reads the version again:
one GET each, only when something changed. No gap: a waiter registers (holds the
channel, takes the generation) before its own read of the version, so a notice between
its read and its wait moves the generation and it reads again instead of sleeping.
"""
from __future__ import annotations

import threading
import time

from events.store import LOBBY_CHANNEL, RedisEventStore
from service import fanout

MAX_WAIT_S = 30


class LobbyWatch:
    def __init__(self, store: RedisEventStore):
        self.store = store
        self.cond = threading.Condition()
        self.gen = 0                     # notices seen (waiters wait for it to move)
        self.notices = 0                 # lobby notices received (for tests and the log)
        self.waiting = 0                 # requests waiting now

    @property
    def reader(self) -> fanout.Reader:
        return fanout.reader(self.store)

    def wait(self, after: int | None, timeout: float) -> int:
        """The lobby's version: at once when it is not ``after``, else after the next
        notice or ``timeout`` seconds."""
        reader = self.reader
        reader.hold(LOBBY_CHANNEL, self._notice)  # registered before the read below
        try:
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
                    gen = self.gen
                v = self.store.lobby_version()
                if v != after or time.monotonic() >= deadline:
                    return v  # (a wake without a change - a subscription confirmed - waits on)
        finally:
            reader.release(LOBBY_CHANNEL)

    def _notice(self, data) -> None:
        """The reader's call: a message (``data``, the new version) or a confirmed
        subscription (None)."""
        with self.cond:
            self.notices += data is not None
            self.gen += 1
            self.cond.notify_all()


_watches: dict[int, LobbyWatch] = {}
_lock = threading.Lock()


def watch(store: RedisEventStore) -> LobbyWatch:
    """This process's lobby watch of ``store``'s Redis."""
    return fanout.one_per_client(_watches, _lock, store, LobbyWatch)


def register_routes(app, service) -> None:
    from flask import jsonify, request

    from service.inputs import int_arg, num_arg

    @app.get("/v1/lobby/changes")
    def lobby_changes():
        after = int_arg("after", 0) if request.args.get("after") is not None else None
        wait = max(0.0, min(num_arg("wait", 0), MAX_WAIT_S))
        v = watch(service.store).wait(after, wait)
        return jsonify({"version": v, "changed": after is None or v != after})
