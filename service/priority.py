"""Commands before watchers, within a process (issue 29: watchers of the game being played
must not slow its players).

Under gunicorn's gevent worker every request and every woken waiter of a process shares
one thread, and gevent runs what is ready in turn: a greenlet started for a new request,
one woken by the reader (service/fanout.py), one whose socket became readable. After a
move of a game with 1,000 watchers, its 500 long polls are answered and asked again at
once, and its 500 streams are woken: some hundreds of greenlets, each a fraction of a
millisecond of Python, queued ahead of the mover's next POST every time it waits for
Redis (gevent runs at least 50 queued callbacks before it looks at sockets again).

So a process counts the commands it is running (any request that is not a GET, HEAD or
OPTIONS: moves, joins, undos...; ``command``), and the work of watchers steps aside while
there is one (``defer``): a long poll or stream request before it starts, the reader
between handing a move's records to one chunk of waiters and the next. Stepping aside
is bounded (``DEFER_S`` each time), so a steady flow of commands delays watchers by at
most that much a step and never stops them. Nothing is dropped or reordered within a
watcher: a deferred waiter only starts later.

Across the worker processes of one server too (``node_shared``): gunicorn's master makes
a small shared memory block before it forks its workers, and each worker marks its slot
while it runs a command (until when, at most ``DEFER_S`` ahead: a worker that dies
mid-command leaves a mark that runs out); a watcher's step in any worker of the node
then waits, a bounded while, for the commands of all of them. Every worker's reader is
woken by a move at once (issue 29: on the two-node cluster run the mover's POST p99 was
10-14 ms with 10,000 streams open, while the reader of the node's other worker wrote its
streams on the same cores). Not across machines: another node has cores of its own.
"""
from __future__ import annotations

import mmap
import os
import struct
import threading
import time

DEFER_S = 0.05  # the longest a watcher's step waits for the process's commands to finish

_lock = threading.Lock()
_running = 0
_idle = threading.Event()   # set while no command runs
_idle.set()
deferred = 0                # (for tests) how many times a watcher's step waited for a command

WATCH_METHODS = ("GET", "HEAD", "OPTIONS")

SLOTS = 64                   # worker processes of one node sharing the marks (a slot each: gunicorn's worker age)
POLL_S = 0.001               # how often a watcher's step looks at the other workers' marks while it waits
_shared: mmap.mmap | None = None
_slot = -1
_pack = struct.Struct(f"{SLOTS}d")


def node_shared() -> None:
    """In gunicorn's master, before it forks the workers (service/gunicorn_conf.py): the
    block the node's workers mark their commands in (anonymous, shared with the forks)."""
    global _shared
    if _shared is None:
        _shared = mmap.mmap(-1, _pack.size)


def take_slot(n: int) -> None:
    """In a worker, after the fork: its slot (gunicorn's worker age; a new worker takes over
    a dead one's slot in turn, whose mark has run out by then)."""
    global _slot
    if _shared is not None:
        _slot = n % SLOTS
        _mark(0.0)


def _mark(until: float) -> None:
    if _shared is not None and _slot >= 0:
        struct.pack_into("d", _shared, _slot * 8, until)


def node_busy() -> float:
    """Until when (time.monotonic) another worker of this node runs a command; 0 if none."""
    if _shared is None:
        return 0.0
    now, last = time.monotonic(), 0.0
    for i, until in enumerate(_pack.unpack_from(_shared)):
        if until > now and i != _slot and until > last:
            last = until
    return last


def start() -> None:
    global _running
    with _lock:
        _running += 1
        _idle.clear()
        _mark(time.monotonic() + DEFER_S)


def end() -> None:
    global _running
    with _lock:
        _running -= 1
        if _running <= 0:
            _running = 0
            _idle.set()
            _mark(0.0)


def running() -> int:
    return _running


def defer(limit: float = DEFER_S) -> None:
    """A watcher's step: wait while this process, or another worker of its node, runs a
    command (at most ``limit`` seconds), else just let what is ready run first (a yield
    to the gevent hub)."""
    global deferred
    if _running:
        deferred += 1
        _idle.wait(limit)
    elif node_busy():
        deferred += 1
        end_by = time.monotonic() + limit
        while node_busy() and time.monotonic() < end_by:
            time.sleep(POLL_S)
    else:
        time.sleep(0)


def is_watch(environ) -> bool:
    """A request that waits for the game to move: a long poll (``?wait=``) or a stream."""
    if environ.get("REQUEST_METHOD") != "GET":
        return False
    return "wait=" in environ.get("QUERY_STRING", "") or environ.get("PATH_INFO", "").endswith("/stream")


def install(app) -> None:
    """The WSGI middleware: a command is counted from when the app takes it until its
    answer is made; a long poll or stream request defers before the app sees it."""
    inner = app.wsgi_app

    def wsgi(environ, start_response):
        method = environ.get("REQUEST_METHOD")
        if method in WATCH_METHODS:
            if is_watch(environ):
                defer()
            return inner(environ, start_response)
        start()
        try:
            return inner(environ, start_response)
        finally:
            end()

    app.wsgi_app = wsgi
