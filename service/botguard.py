"""A bot never stops a game (issue 10): when a bot's move raises, or the move it chose is
refused, the seat plays a random legal move instead; the error is logged and counted in
Redis, and /healthz shows the count. Only the count: a bot works on its seat's private
view, so the text of its exception may tell what that seat holds; the text, with its
traceback, goes to the log alone (issue 30, item 8)."""
from __future__ import annotations

import logging
import traceback

import redis

log = logging.getLogger("moonhall.bots")

STATS = "mh:stats"


def record(conn: redis.Redis, gid: str, seat: int, version: int, what: str, exc: BaseException) -> None:
    log.error("bot of seat %s in game %s at version %s: %s: %s\n%s", seat, gid, version, what, exc,
              "".join(traceback.format_exception(exc)))
    try:
        conn.hincrby(STATS, "bot_errors", 1)
    except redis.RedisError:  # the log line above is still there
        pass


def error_count(conn: redis.Redis) -> int:
    """Bot moves that raised or were refused, since the data began (/healthz)."""
    return int(conn.hget(STATS, "bot_errors") or 0)


def choose(conn, gid, seat, version, pick, moves, rng):
    """``pick()`` (the bot's own choice), or a random legal move when it raises."""
    try:
        return pick(), False
    except Exception as e:  # any bug of a bot: the game goes on (issue 10)
        record(conn, gid, seat, version, "bot_move raised", e)
        return rng.choice(moves), True
