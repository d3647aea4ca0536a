"""A bot never stops a game (issue 10): when a bot's move raises, or the move it chose is
refused, the seat plays a random legal move instead; the error is logged and counted in
Redis, and /healthz shows the count and the last few errors."""
from __future__ import annotations

import json
import logging
import time
import traceback

import redis

log = logging.getLogger("moonhall.bots")

STATS = "mh:stats"
LAST_ERRORS = "mh:stats:bot_errors"
KEEP = 20


def record(conn: redis.Redis, gid: str, seat: int, version: int, what: str, exc: BaseException) -> None:
    log.error("bot of seat %s in game %s at version %s: %s: %s\n%s", seat, gid, version, what, exc,
              "".join(traceback.format_exception(exc)))
    try:
        pipe = conn.pipeline()
        pipe.hincrby(STATS, "bot_errors", 1)
        pipe.lpush(LAST_ERRORS, json.dumps({"game": gid, "seat": seat, "version": version, "what": what,
                                            "error": f"{type(exc).__name__}: {exc}"[:300], "at": round(time.time(), 3)}))
        pipe.ltrim(LAST_ERRORS, 0, KEEP - 1)
        pipe.execute()
    except redis.RedisError:  # the log line above is still there
        pass


def stats(conn: redis.Redis) -> dict:
    count = int(conn.hget(STATS, "bot_errors") or 0)
    last = [json.loads(x) for x in conn.lrange(LAST_ERRORS, 0, 4)] if count else []
    return {"bot_errors": count, "last_bot_errors": last}


def choose(conn, gid, seat, version, pick, moves, rng):
    """``pick()`` (the bot's own choice), or a random legal move when it raises."""
    try:
        return pick(), False
    except Exception as e:  # any bug of a bot: the game goes on (issue 10)
        record(conn, gid, seat, version, "bot_move raised", e)
        return rng.choice(moves), True
