"""What the API refuses to be overrun with (issue 10), in one place:

* rate limits (Flask-Limiter, counted in the same Redis as the games so every gunicorn
  worker shares them): ``429`` JSON with ``Retry-After``, the whole seconds until the
  limit has room again (never 0, never early; only on a 429). They take Flask-Limiter's
  notation (``10/second;300/hour``); ``off`` turns one off.

  - ``MOONHALL_LIMIT_MOVES`` (default ``6000/minute``): moves, dry runs, undos and
    resignations, counted **per token** (issue 28): a seat token, or any other
    ``Authorization: Bearer`` value such as a personal API token (``mhp_...``), has its own
    budget, so bots behind one address do not share one, and a bot's game moves at the
    game's pace: a whole Blue Moon City game is at most ~1,000 moves a seat, well inside one
    window. Without a token (refused anyway) the address counts.
  - ``MOONHALL_LIMIT_CREATE`` (default ``30/minute``): games created, and separately seats
    joined, per account (a personal token, or the signed-in session where accounts exist)
    or else per address.
  - ``MOONHALL_LIMIT_READS`` (default ``6000/minute``): reads of games (views, legal moves,
    events, states, records, listings, stream connections), per account or address.
  - ``MOONHALL_LIMIT_IMPORT`` (default ``10/minute``: ``POST /v1/games/import`` replays a
    whole game against the rules before it writes, issue 27) and
    ``MOONHALL_LIMIT_ANALYSIS`` (default ``20/minute``: the expert's work a client asks for,
    issue 27: analyses, branches and review requests), per account or address.

  The address is the client's (``MOONHALL_TRUST_PROXY=1``: the first ``X-Forwarded-For``
  address).
* Redis unreachable (down, restarting, loading): ``503`` JSON with ``Retry-After``, never a
  500; the client reconnects by itself when Redis is back.
* Redis full (its ``maxmemory`` reached under ``noeviction``, issue 30 item 14): a write
  answers ``503 storage_full`` JSON with ``Retry-After``, never a 500; nothing is appended
  (the append script's first write is refused) and reads go on.
"""
from __future__ import annotations

import hashlib
import logging
import math
import os
import time

import redis
from flask import Flask, jsonify, request

from events.store import storage_full
from service.errors import ApiError

log = logging.getLogger("moonhall")

DEFAULT_CREATE = "30/minute"
DEFAULT_MOVES = "6000/minute"  # per token (issue 28): a bot at full speed never meets it in one game
DEFAULT_READS = "6000/minute"  # per account or address (issue 28)
DEFAULT_IMPORT = "10/minute"
RETRY_AFTER_UNAVAILABLE = 2
RETRY_AFTER_FULL = 60
DEFAULT_ANALYSIS = "20/minute"
MOVE_ENDPOINTS = ("post_move", "validate_move", "undo", "resign_seat")  # + issue 11; per token (issue 28)
JOIN_ENDPOINTS = ("join_seat",)  # a new seat: counted like creating a game (issue 28)
READ_ENDPOINTS = ("list_games", "get_game", "get_moves", "events", "state_at", "stream", "stream_ticket",
                  "game_record", "lobby_changes")  # (issue 28; the lobby's long poll: issue 25)
LIMITER_CONNECTIONS = int(os.environ.get("MOONHALL_LIMITER_CONNECTIONS", "4"))  # per process
PERSONAL_TOKEN_PREFIX = "mhp_"  # personal API tokens (issue 25's accounts) never look like seat tokens
ANALYSIS_ENDPOINTS = ("analyse_position", "create_branch", "game_review")  # issue 27 (service/analysis.py)


def client_key() -> str:
    if os.environ.get("MOONHALL_TRUST_PROXY") == "1":
        fwd = request.headers.get("X-Forwarded-For", "")
        if fwd.strip():
            return fwd.split(",")[0].strip()
    return request.remote_addr or "unknown"


def _bearer() -> str | None:
    header = request.environ.get("HTTP_AUTHORIZATION") or ""
    scheme, _, token = header.partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


def _hashed(token: str) -> str:
    """A token is a secret: the limiter's Redis keys hold a digest of it, never the token."""
    return hashlib.sha256(token.encode()).hexdigest()[:32]


def token_key() -> str:
    """Moves are counted per token (issue 28, item 1): the seat token or personal API token
    of ``Authorization: Bearer``, so every bot (and every seat of a bot) has its own budget
    whatever address it shares; a request without one counts against its address."""
    token = _bearer()
    return f"t:{_hashed(token)}" if token else client_key()


def account_key() -> str:
    """Creating, joining and reading are counted per account (issue 28, item 1): a personal
    API token (``mhp_...``) names one, and so does a signed-in session where the accounts
    module exists (``service.accounts.auth.account_of``, issue 25); anything else counts
    against the client's address (a seat token is one game's, not an account's)."""
    token = _bearer()
    personal = bool(token) and token.startswith(PERSONAL_TOKEN_PREFIX)
    if personal or request.cookies:
        from service.accounts.auth import account_of  # issue 25; imported here: the accounts import the limits
        try:
            name = account_of(request)
        except ApiError:  # a refused session or token (the endpoint answers it): counted below
            name = None
        if name:
            return f"a:{name.lower()}"  # every token and session of one account share its budget
    if personal:  # not (yet) known as an account's: the token itself
        return f"a:{_hashed(token)}"
    return client_key()


def storage_uri(redis_url: str) -> str:
    """Flask-Limiter's (the ``limits`` package's) spelling of a redis-py URL."""
    if redis_url.startswith("unix://"):
        return "redis+unix://" + redis_url[len("unix://"):]
    return redis_url


def install_unavailable(app: Flask) -> None:
    """Redis errors answer 503 JSON with Retry-After (unreachable, or full)."""
    @app.errorhandler(redis.ConnectionError)
    @app.errorhandler(redis.TimeoutError)
    @app.errorhandler(redis.BusyLoadingError)
    def unavailable(e):
        log.warning("Redis unreachable: %s", e)
        resp = jsonify({"error": {"code": "unavailable", "message": "the game store is unreachable; try again shortly",
                                  "details": None}})
        resp.status_code = 503
        resp.headers["Retry-After"] = str(RETRY_AFTER_UNAVAILABLE)
        return resp

    @app.errorhandler(redis.ResponseError)
    def refused(e):
        if not storage_full(e):  # any other refusal is a bug: the last resort's answer
            log.error("Redis refused a command", exc_info=e)
            return jsonify({"error": {"code": "internal", "message": "internal error", "details": None}}), 500
        log.warning("Redis is full: %s", e)
        resp = jsonify({"error": {"code": "storage_full",
                                  "message": "the game store is full and takes no writes; reads still work, try again later",
                                  "details": None}})
        resp.status_code = 503
        resp.headers["Retry-After"] = str(RETRY_AFTER_FULL)
        return resp


def install_rate_limits(app: Flask, redis_url: str, create: str | None = None, moves: str | None = None,
                        analysis: str | None = None, imports: str | None = None, reads: str | None = None):
    """Rate limits on the create, join, move, read, analysis and import endpoints (registered
    before this is called)."""
    from flask_limiter import Limiter
    from flask_limiter.errors import RateLimitExceeded

    create = create if create is not None else os.environ.get("MOONHALL_LIMIT_CREATE", DEFAULT_CREATE)
    moves = moves if moves is not None else os.environ.get("MOONHALL_LIMIT_MOVES", DEFAULT_MOVES)
    analysis = analysis if analysis is not None else os.environ.get("MOONHALL_LIMIT_ANALYSIS", DEFAULT_ANALYSIS)
    imports = imports if imports is not None else os.environ.get("MOONHALL_LIMIT_IMPORT", DEFAULT_IMPORT)
    reads = reads if reads is not None else os.environ.get("MOONHALL_LIMIT_READS", DEFAULT_READS)
    if all(x in (None, "", "off") for x in (create, moves, analysis, imports, reads)):
        return None  # no limiter at all: its per-request check costs ~0.1 ms even with no limit
    # headers_enabled=False: Flask-Limiter's own headers put a Retry-After on every answer,
    # truncated (``Retry-After: 0`` in the last second, a second early after a fraction);
    # ``rate_headers`` below writes them (issue 28, item 1)
    # the limiter's own Redis connections are capped like the process's client (service/wiring.py):
    # a read limit counts every stream a client opens, and under gevent hundreds open at once
    # each took a connection of their own and kept it (issue 29: connections independent of
    # the number of streams); past the cap a check waits for a free connection
    pool = redis.BlockingConnectionPool.from_url(redis_url, max_connections=LIMITER_CONNECTIONS, timeout=5,
                                                 socket_timeout=5, socket_connect_timeout=2)
    limiter = Limiter(account_key, app=app, storage_uri=storage_uri(redis_url), headers_enabled=False,
                      swallow_errors=True,  # Redis down: the request goes on and answers 503 itself
                      strategy="moving-window", key_prefix="mh:rl",
                      storage_options={"connection_pool": pool})
    if create and create != "off":
        app.view_functions["create_game"] = limiter.limit(create)(app.view_functions["create_game"])
        if "create_seek" in app.view_functions:  # a seek may create a table (issue 25)
            app.view_functions["create_seek"] = limiter.limit(create, scope="seeks")(app.view_functions["create_seek"])
        joins = limiter.shared_limit(create, scope="join")
        for ep in JOIN_ENDPOINTS:
            app.view_functions[ep] = joins(app.view_functions[ep])
    if imports and imports != "off" and "import_game" in app.view_functions:  # (issue 27)
        app.view_functions["import_game"] = limiter.limit(imports)(app.view_functions["import_game"])
    if moves and moves != "off":
        shared = limiter.shared_limit(moves, scope="moves", key_func=token_key)
        for ep in MOVE_ENDPOINTS:
            app.view_functions[ep] = shared(app.view_functions[ep])
    if reads and reads != "off":
        looks = limiter.shared_limit(reads, scope="reads")
        for ep in READ_ENDPOINTS:
            if ep in app.view_functions:
                app.view_functions[ep] = looks(app.view_functions[ep])
    if analysis and analysis != "off":
        expert = limiter.shared_limit(analysis, scope="analysis")
        for ep in ANALYSIS_ENDPOINTS:
            app.view_functions[ep] = expert(app.view_functions[ep])

    @app.errorhandler(RateLimitExceeded)
    def too_many(e):
        resp = jsonify({"error": {"code": "rate_limited", "message": f"too many requests: {e.description}",
                                  "details": {"limit": str(e.description)}}})
        resp.status_code = 429
        return resp

    @app.after_request
    def rate_headers(resp):
        """``X-RateLimit-Limit/Remaining/Reset`` on a limited endpoint's answer, and on a 429
        ``Retry-After``: the whole seconds until the window has room, rounded up (issue 28,
        item 1: a client that waits exactly that long is let in)."""
        lim = limiter.current_limit
        if lim is None:
            return resp
        try:
            reset, remaining = lim.window[0], lim.window[1]
        except Exception:  # the limiter's Redis is unreachable: the request went on (swallow_errors)
            return resp
        resp.headers["X-RateLimit-Limit"] = str(lim.limit.amount)
        resp.headers["X-RateLimit-Remaining"] = str(max(0, remaining))
        resp.headers["X-RateLimit-Reset"] = str(math.ceil(reset))
        if resp.status_code == 429:
            resp.headers["Retry-After"] = str(max(1, math.ceil(reset - time.time())))
        return resp

    return limiter
