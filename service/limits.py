"""What the API refuses to be overrun with (issue 10), in one place:

* per-client rate limits on creating games and on moves (Flask-Limiter, counted in the same
  Redis as the games so every gunicorn worker shares them): ``429`` JSON with
  ``Retry-After``. ``MOONHALL_LIMIT_CREATE`` (default ``30/minute``) and
  ``MOONHALL_LIMIT_MOVES`` (default ``600/minute``, moves, dry runs and undos together) and
  ``MOONHALL_LIMIT_IMPORT`` (default ``10/minute``: ``POST /v1/games/import`` replays a whole
  game against the rules before it writes, issue 27) take Flask-Limiter's notation (``10/second;300/hour``); ``off`` turns one off. The client is
  its address (``MOONHALL_TRUST_PROXY=1``: the first ``X-Forwarded-For`` address).
  ``MOONHALL_LIMIT_ANALYSIS`` (default ``20/minute``) counts the expert's work a client
  asks for (issue 27): analyses (up to 1 s of search each), branches and review requests.
* Redis unreachable (down, restarting, loading): ``503`` JSON with ``Retry-After``, never a
  500; the client reconnects by itself when Redis is back.
* Redis full (its ``maxmemory`` reached under ``noeviction``, issue 30 item 14): a write
  answers ``503 storage_full`` JSON with ``Retry-After``, never a 500; nothing is appended
  (the append script's first write is refused) and reads go on.
"""
from __future__ import annotations

import logging
import os

import redis
from flask import Flask, jsonify, request

from events.store import storage_full

log = logging.getLogger("moonhall")

DEFAULT_CREATE = "30/minute"
DEFAULT_MOVES = "600/minute"
DEFAULT_IMPORT = "10/minute"
RETRY_AFTER_UNAVAILABLE = 2
RETRY_AFTER_FULL = 60
DEFAULT_ANALYSIS = "20/minute"
MOVE_ENDPOINTS = ("post_move", "validate_move", "undo", "join_seat", "resign_seat")  # + issue 11
ANALYSIS_ENDPOINTS = ("analyse_position", "create_branch", "game_review")  # issue 27 (service/analysis.py)


def client_key() -> str:
    if os.environ.get("MOONHALL_TRUST_PROXY") == "1":
        fwd = request.headers.get("X-Forwarded-For", "")
        if fwd.strip():
            return fwd.split(",")[0].strip()
    return request.remote_addr or "unknown"


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
                        analysis: str | None = None, imports: str | None = None):
    """Rate limits on the create, move, analysis and import endpoints (registered before this is called)."""
    from flask_limiter import Limiter
    from flask_limiter.errors import RateLimitExceeded

    create = create if create is not None else os.environ.get("MOONHALL_LIMIT_CREATE", DEFAULT_CREATE)
    moves = moves if moves is not None else os.environ.get("MOONHALL_LIMIT_MOVES", DEFAULT_MOVES)
    analysis = analysis if analysis is not None else os.environ.get("MOONHALL_LIMIT_ANALYSIS", DEFAULT_ANALYSIS)
    imports = imports if imports is not None else os.environ.get("MOONHALL_LIMIT_IMPORT", DEFAULT_IMPORT)
    if all(x in (None, "", "off") for x in (create, moves, analysis, imports)):
        return None  # no limiter at all: its per-request check costs ~0.1 ms even with no limit
    limiter = Limiter(client_key, app=app, storage_uri=storage_uri(redis_url), headers_enabled=True,
                      swallow_errors=True,  # Redis down: the request goes on and answers 503 itself
                      strategy="moving-window", key_prefix="mh:rl",
                      storage_options={"socket_timeout": 5, "socket_connect_timeout": 2})
    if create and create != "off":
        app.view_functions["create_game"] = limiter.limit(create)(app.view_functions["create_game"])
        if "create_seek" in app.view_functions:  # a seek may create a table (issue 25)
            app.view_functions["create_seek"] = limiter.limit(create, scope="seeks")(app.view_functions["create_seek"])
    if imports and imports != "off" and "import_game" in app.view_functions:  # (issue 27)
        app.view_functions["import_game"] = limiter.limit(imports)(app.view_functions["import_game"])
    if moves and moves != "off":
        shared = limiter.shared_limit(moves, scope="moves")
        for ep in MOVE_ENDPOINTS:
            app.view_functions[ep] = shared(app.view_functions[ep])
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

    return limiter
