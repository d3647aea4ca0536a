"""The rating update a rated game's end queues in RQ (issue 26, item 1), and the rebuild.

    python -m workers.ratings --rebuild [--type TYPE]   # fold every finished rated game again

The update never runs in the request: the command that ends a rated game queues
``rate-<game>`` in its append's round trip (service/games.py ``_jobs``), and a worker runs
``rate_game``. It reads the game's outcome from its event log (projections/ratings.py
``outcome``) and folds it into the game type's ratings under a short per-type lock:

* a repeated or stale job is harmless: a game already folded (``seen``) is left alone;
* games are folded in the order they ended (end time, then id): one that ended before
  the last folded game (its job ran late) refolds the type from the stored outcomes, so
  the numbers are always those of folding every game in end order - which is what the
  rebuild computes from the logs alone (``rebuild``; a test compares them).

Keys, all of one game type in one hash slot (Redis Cluster): ``mh:{rt:<type>}:games``
(sorted set: folded games by end time), ``:seen`` (hash: game -> its outcome, as folded),
``:p`` (hash: player -> rating record), ``:board`` (sorted set: player -> shown rating,
the leaderboard), ``:lock``. None is written on the move path.
"""
from __future__ import annotations

import argparse
import json
import time
import uuid

from events import codec
from projections import ratings

LOCK_TTL_MS = 30_000


def key(type_id: str, part: str, pool: str | None = None) -> str:
    """A pool other than people's (the bot ladder's ``bots``, issue 28) keeps its own keys
    in the same slot: bots are rated apart from people, as Lichess does."""
    return f"mh:{{rt:{type_id}}}:{pool + ':' if pool else ''}{part}"


class RatingStore:
    def __init__(self, r, pool: str | None = None):
        self.r = r
        self.pool = pool or None

    def k(self, type_id: str, part: str) -> str:
        return key(type_id, part, self.pool)

    # ----- reads
    def player(self, type_id: str, name: str) -> dict | None:
        raw = self.r.hget(self.k(type_id, "p"), name)
        return None if raw is None else codec.loads(raw)

    def players(self, type_id: str) -> dict:
        return {k.decode(): codec.loads(v) for k, v in self.r.hgetall(self.k(type_id, "p")).items()}

    def leaderboard(self, type_id: str, offset: int, limit: int) -> tuple[list[dict], int]:
        """A page of the board, best first (ties by name), and the number of players."""
        pipe = self.r.pipeline(transaction=False)
        pipe.zrevrange(self.k(type_id, "board"), offset, offset + limit - 1)
        pipe.zcard(self.k(type_id, "board"))
        names, total = pipe.execute()
        names = [n.decode() for n in names]
        recs = self.r.hmget(self.k(type_id, "p"), names) if names else []
        rows = [ratings.player_view(n, codec.loads(raw)) for n, raw in zip(names, recs) if raw is not None]
        return rows, total

    def outcomes(self, type_id: str) -> list[dict]:
        return [codec.loads(v) for v in self.r.hgetall(self.k(type_id, "seen")).values()]

    # ----- the lock (a short one per type: an update is a few ms)
    def _lock(self, type_id: str) -> str:
        token = uuid.uuid4().hex
        for _ in range(600):
            if self.r.set(self.k(type_id, "lock"), token, nx=True, px=LOCK_TTL_MS):
                return token
            time.sleep(0.05)
        raise TimeoutError(f"ratings of {type_id} are locked")

    def _unlock(self, type_id: str, token: str) -> None:
        if self.r.get(self.k(type_id, "lock")) == token.encode():
            self.r.delete(self.k(type_id, "lock"))

    # ----- writes
    def fold(self, out: dict) -> str:
        """Fold one game's outcome: 'rated', 'refolded', 'skipped:<why>' or 'already'."""
        t = out["type"]
        token = self._lock(t)
        try:
            if self.r.hexists(self.k(t, "seen"), out["game"]):
                return "already"
            last = self.r.zrevrange(self.k(t, "games"), 0, 0, withscores=True)
            late = bool(last) and (out["ended_at"], out["game"]) < (int(last[0][1]), last[0][0].decode())
            if late:  # ended before a game already folded: fold them all again in end order
                players = ratings.compute(self.outcomes(t) + [out])
                self._write(t, out, players, replace=True)
                return "refolded"
            names = [s["account"] for s in out["seats"] if s.get("account")]
            changed = {}
            if not out.get("skip") and names:
                recs = self.r.hmget(self.k(t, "p"), names)
                changed = {n: codec.loads(raw) for n, raw in zip(names, recs) if raw is not None}
                ratings.apply(changed, out)
            self._write(t, out, changed, replace=False)
            return f"skipped:{out['skip']}" if out.get("skip") else "rated"
        finally:
            self._unlock(t, token)

    def _write(self, t: str, out: dict, players: dict, replace: bool) -> None:
        pipe = self.r.pipeline(transaction=True)
        if replace:
            pipe.delete(self.k(t, "p"), self.k(t, "board"))
        pipe.hset(self.k(t, "seen"), out["game"], codec.dumps(out))
        pipe.zadd(self.k(t, "games"), {out["game"]: out["ended_at"]})
        if players:
            pipe.hset(self.k(t, "p"), mapping={n: codec.dumps(p) for n, p in players.items()})
            pipe.zadd(self.k(t, "board"), {n: ratings.display(p["mu"], p["sigma"]) for n, p in players.items()})
        pipe.execute()

    def replace_all(self, t: str, outs: list[dict], players: dict) -> None:
        """The rebuild's result in place of what the type held."""
        token = self._lock(t)
        try:
            pipe = self.r.pipeline(transaction=True)
            pipe.delete(self.k(t, "p"), self.k(t, "board"), self.k(t, "seen"), self.k(t, "games"))
            for o in outs:
                pipe.hset(self.k(t, "seen"), o["game"], codec.dumps(o))
                pipe.zadd(self.k(t, "games"), {o["game"]: o["ended_at"]})
            if players:
                pipe.hset(self.k(t, "p"), mapping={n: codec.dumps(p) for n, p in players.items()})
                pipe.zadd(self.k(t, "board"), {n: ratings.display(p["mu"], p["sigma"]) for n, p in players.items()})
            pipe.execute()
        finally:
            self._unlock(t, token)


def rate_game(service, gid: str) -> str:
    """The job: fold a finished rated game into its type's ratings (idempotent per game)."""
    meta = service.store.meta(gid) or {}
    pool = meta.get("pool") or None  # (the bot ladder's games: the ``bots`` pool, issue 28)
    if meta.get("type") and service.store.r.hexists(key(meta["type"], "seen", pool), gid):
        return "already"  # (a repeated job: one round trip, no read of the log)
    out = ratings.outcome(service, gid)
    if out is None:
        return "not rated"
    return RatingStore(service.store.r, out.get("pool")).fold(out)


def finished_rated_games(service, type_id: str, pool: str | None = None) -> list[str]:
    """Every finished rated game of the type this service can find: the ones the update
    folded (archived ones included) and the lobby's finished ones (a job that never ran)."""
    r = service.store.r
    gids = {g.decode() for g in r.zrange(key(type_id, "games", pool), 0, -1)}
    cursor = None
    while True:
        page, cursor = service.store.lobby_page("finished", type_id, 500, cursor)
        gids.update(s["id"] for s in page)
        if cursor is None:
            break
    return sorted(gids)


def rebuild(service, type_id: str, write: bool = False, pool: str | None = None) -> dict:
    """Every player's record of the type from the finished games' logs alone, folded in
    end order; ``write`` puts it in place of the live numbers. Only the pool's games count
    (people's by default: a ladder game never moves a person's rating, issue 28)."""
    outs = [o for o in (ratings.outcome(service, g) for g in finished_rated_games(service, type_id, pool))
            if o is not None and o.get("pool") == pool]
    players = ratings.compute(outs)
    if write:
        RatingStore(service.store.r, pool).replace_all(type_id, outs, players)
    return players


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rebuild", action="store_true", help="fold every finished rated game again and store it")
    ap.add_argument("--type", default=None)
    args = ap.parse_args(argv)
    from service.wiring import build_service, redis_client
    svc = build_service(redis_client())
    for t in [args.type] if args.type else sorted(svc.registry):
        players = rebuild(svc, t, write=args.rebuild)
        print(json.dumps({"type": t, "players": len(players)}))


if __name__ == "__main__":
    main()
