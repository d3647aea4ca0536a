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

Within one process only: the other worker processes' watchers still share the machine's
cores with the command (the operating system's scheduler decides there).
"""
from __future__ import annotations

import threading
import time

DEFER_S = 0.05  # the longest a watcher's step waits for the process's commands to finish

_lock = threading.Lock()
_running = 0
_idle = threading.Event()   # set while no command runs
_idle.set()
deferred = 0                # (for tests) how many times a watcher's step waited for a command

WATCH_METHODS = ("GET", "HEAD", "OPTIONS")


def start() -> None:
    global _running
    with _lock:
        _running += 1
        _idle.clear()


def end() -> None:
    global _running
    with _lock:
        _running -= 1
        if _running <= 0:
            _running = 0
            _idle.set()


def running() -> int:
    return _running


def defer(limit: float = DEFER_S) -> None:
    """A watcher's step: wait while this process runs a command (at most ``limit``
    seconds), else just let what is ready run first (a yield to the gevent hub)."""
    global deferred
    if _running:
        deferred += 1
        _idle.wait(limit)
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
