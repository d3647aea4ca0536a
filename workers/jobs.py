"""The job functions RQ runs. Each builds the service on the job's own Redis connection
and calls the same command path as a human move; the version check makes a stale or
repeated job a no-op."""
from __future__ import annotations

import json
import logging

from rq import get_current_job

log = logging.getLogger("moonhall.bot")

_services: dict = {}


def _service():
    from service.wiring import build_service, steps_here
    conn = get_current_job().connection
    key = id(conn.connection_pool)
    svc = _services.get(key)
    if svc is None:  # (a table step a bot's turn makes due is played in the same job: steps_here)
        svc = _services[key] = build_service(conn, steps_here=steps_here())
    return svc


def run_auto(gid: str, version: int) -> str:
    return _service().run_auto(gid, version)


def run_bot(gid: str, version: int, seat: int, iterations: int | None = None) -> str:
    """A bot's turn. The job's meta (and the log) record the decision's level, budget,
    iterations and seed, so an expert decision can be replayed with ``iterations``."""
    info: dict = {}
    out = _service().run_bot(gid, version, seat, info=info, iterations=iterations)
    if info:
        job = get_current_job()
        job.meta["bot"] = info
        job.save_meta()
        log.info("bot decision %s", json.dumps(info, sort_keys=True))
    return out


def run_timeout(gid: str, version: int, seat: int) -> str:
    return _service().run_timeout(gid, version, seat)


def run_seek_fill(sid: str) -> str:
    """A quick-play seek's bots are due (issue 25): 'matched' or 'stale'."""
    from service.tables.seeks import Seeks
    svc = _service()
    return Seeks(svc, get_current_job().connection).fill(sid)


def run_review(gid: str) -> str:
    """The post-game review of a finished game (issue 27; service/analysis.py): cached in
    Redis under the game's slot, answered by GET /v1/games/{id}/review."""
    from service.analysis import compute_review
    review = compute_review(_service(), gid)
    return f"reviewed {len(review['positions'])} positions"


def run_analysis(type_id: str, observation: dict, moves: list, samples: int | None, rules_version: int = 1) -> dict:
    """One analysis's search (issue 27; service/analysis.py ``analyse``): the web process
    checked access and built the seat's observation, and waits for this result. The search
    plays by the rules the game was created under, where the game type keeps old versions
    (``Game.rules``, issue 27's rules versions)."""
    from service.analysis import analyse
    game = _service().registry[type_id]
    rules = getattr(game, "rules", None)
    return analyse(rules(rules_version) if rules is not None else game, observation, moves, samples=samples)


def run_rating(gid: str) -> str:
    """A rated game's rating update (issue 26, workers/ratings.py): harmless when repeated."""
    from workers.ratings import rate_game
    return rate_game(_service(), gid)


def run_notify(gid: str, version: int, seats: list) -> str:
    """A turn began for seats naming accounts (issue 26): fan out to their webhooks."""
    from workers.notify import fan_out
    return fan_out(_service(), get_current_job().connection, gid, version, seats)


def run_webhook(account: str, hook_id: str, gid: str, version: int, seat: int) -> str:
    """One signed 'your turn' delivery (issue 26); raising makes RQ retry it with backoff."""
    from workers.notify import deliver
    return deliver(_service(), account, hook_id, gid, version, seat)


def run_digest(account: str) -> str:
    """The end of an account's quiet period: its 'your turn' e-mail digest (issue 26)."""
    from workers.notify import digest
    return digest(_service(), account)


def run_push(account: str, sub_id: str, gid: str, version: int, seat: int) -> str:
    """One Web Push 'your turn' (issue 26), encrypted per RFC 8291; retried by RQ on failure."""
    from workers.notify import push
    return push(_service(), account, sub_id, gid, version, seat)


def run_ladder(chain: str) -> dict:
    """One tick of the bot ladder's pairing (issue 28, service/ladder.py): a repeated or stale
    tick pairs nothing twice (a lock, and the state read from Redis); only the live chain
    queues the next one."""
    from service.ladder import Ladder
    return Ladder(_service(), get_current_job().connection).tick(chain)
