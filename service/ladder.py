"""The bot ladder (issue 28, "A bot ladder"): accounts flagged as bots play continuous rated
games against each other and the built-in levels, per game type, rated apart from people.

  POST   /v1/bots {"types": [...]}   the account (session, or a ``bot:play`` token) registers
                                     its bot for these game types (again: un-pauses it)
  DELETE /v1/bots                    it leaves the ladder (its ratings stay)
  GET    /v1/bots                    per type the ladder's bots and levels with their ratings,
                                     games, status and the reason of a pause; recent games
  GET    /bots                       the web page (service/web/bots.html)

**Pairing** is an RQ job (``workers.jobs.run_ladder``), a chain: each tick pairs, then
queues the next one ``INTERVAL_S`` later through RQ's scheduler (workers/scheduler.py).
Only the chain named in ``mh:{ladder}:chain`` queues a next tick, and a tick works under a
short lock from what Redis holds (the running games, the registrations), so a repeated,
late or second tick pairs nothing twice and a stale chain ends itself; registering (or
reading the list) starts a chain when none is alive (a dead worker's chain expires).
A tick first reaps the finished games it started (counting a bot's losses on time), then,
per type and bot, fills the bot up to ``PER_BOT`` running games, each against the next
opponent in turn: another registered bot with room, or a built-in level (``LEVELS``).

**The games** are ordinary rated 2-seat games (``rated``, meta ``pool: bots``): the bot's
seat names its account, so its personal token plays it (service/games.py's account seats)
and ``GET /v1/me/games`` lists it - that is how an HTTP bot finds its games (the SDK's
``Bot.play_ladder`` polls it). A Fischer clock (``CLOCK_S`` + ``INCREMENT_S``) bounds a
silent bot: on timeout a built-in bot finishes its seat (a loss for it, issue 26). The end
queues the rating update as any rated game's does; workers/ratings.py folds it into the
``bots`` pool (``mh:{rt:<type>}:bots:*``), so people's ratings never move and the levels
are the fixed anchors (projections/rating_anchors.json).

**Pausing**: a bot that lost ``STRIKES`` games on time in a row, or had ``ILLEGAL_MAX``
moves refused as illegal or malformed in its ladder games (service/http.py counts them on
the refusal path only), is paused with a reason (``timeouts`` or ``illegal_moves``, with
the figures) and gets no new games until it registers again.

Keys (none on the move path; a refused move of a ladder game only): ``mh:{ladder}:bots``
(hash: account -> registration), ``:live`` (hash: game -> its bots), ``:recent`` (list),
``:lock``, ``:chain``, ``:round``, ``:illegal`` (hash: account -> refused moves).
"""
from __future__ import annotations

import logging
import os
import time
import uuid

from events import codec
from projections import ratings as model
from service.errors import ApiError

log = logging.getLogger("moonhall.ladder")

POOL = "bots"


def _env_num(name: str, default: float) -> float:
    try:
        return float(os.environ.get(name, default))
    except ValueError:
        return default


INTERVAL_S = _env_num("MOONHALL_LADDER_INTERVAL_S", 5)     # a tick's period
PER_BOT = int(_env_num("MOONHALL_LADDER_PER_BOT", 2))       # at most K games running per bot
CLOCK_S = _env_num("MOONHALL_LADDER_CLOCK_S", 120)          # each seat's time (Fischer)
INCREMENT_S = _env_num("MOONHALL_LADDER_INCREMENT_S", 5)
STRIKES = int(_env_num("MOONHALL_LADDER_STRIKES", 3))       # games lost on time in a row -> paused
ILLEGAL_MAX = int(_env_num("MOONHALL_LADDER_ILLEGAL", 20))  # refused moves -> paused
#: the built-in levels on the ladder, when the game type has them (the weakest two anchors)
LEVELS = tuple(x for x in os.environ.get("MOONHALL_LADDER_LEVELS", "random,greedy").split(",") if x)
RECENT_MAX = 100
LOCK_MS = 30_000

K_BOTS = "mh:{ladder}:bots"
K_LIVE = "mh:{ladder}:live"
K_RECENT = "mh:{ladder}:recent"
K_LOCK = "mh:{ladder}:lock"
K_CHAIN = "mh:{ladder}:chain"
K_ROUND = "mh:{ladder}:round"
K_ILLEGAL = "mh:{ladder}:illegal"


def now_ms() -> int:
    return int(time.time() * 1000)


def _s(v):
    return v.decode() if isinstance(v, bytes) else v


class Ladder:
    def __init__(self, service, conn=None):
        self.service = service
        self.r = conn if conn is not None else service.store.r

    # ------------------------------------------------------------------ registrations
    def bots(self) -> dict[str, dict]:
        return {_s(k): codec.loads(v) for k, v in self.r.hgetall(K_BOTS).items()}

    def register(self, canon: str, display: str, types: list[str]) -> dict:
        unknown = [t for t in types if t not in self.service.registry]
        if unknown:
            raise ApiError(422, "unknown_type", f"no game type {unknown[0]!r}", {"unknown": unknown,
                           "types": sorted(self.service.registry)})
        two = [t for t in types if 2 not in self._players(t)]
        if two:
            raise ApiError(422, "type_not_on_ladder", f"{two[0]!r} has no 2-seat games: the ladder plays 2-seat games",
                           {"types": two})
        rec = {"name": canon, "display": display, "types": sorted(set(types)), "status": "active",
               "reason": None, "registered": now_ms(), "timeouts": 0}
        pipe = self.r.pipeline(transaction=True)
        pipe.hset(K_BOTS, canon, codec.dumps(rec))
        pipe.hdel(K_ILLEGAL, canon)
        pipe.execute()
        self.ensure()
        return rec

    def leave(self, canon: str) -> None:
        if not self.r.hdel(K_BOTS, canon):
            raise ApiError(404, "not_registered", "this account has no bot on the ladder")

    def _players(self, type_id: str) -> range:
        game = self.service.registry[type_id]
        lo, hi = getattr(game, "min_players", 2), getattr(game, "max_players", 2)
        return range(lo, hi + 1)

    def levels(self, type_id: str) -> list[str]:
        game = self.service.registry[type_id]
        return [lv for lv in LEVELS if lv in game.bot_levels]

    # ------------------------------------------------------------------ the list
    def listing(self) -> dict:
        bots = self.bots()
        store = _rating_store(self.r)
        out: dict[str, list] = {}
        for t in sorted(self.service.registry):
            rows = []
            rated = store.players(t)
            for canon, b in sorted(bots.items()):
                if t not in b["types"]:
                    continue
                p = rated.get(canon) or model.new_player()
                rows.append({**model.player_view(canon, p), "display": b.get("display", canon), "kind": "bot",
                             "status": b["status"], "reason": b.get("reason")})
            for canon, p in sorted(rated.items()):  # a bot that left keeps its rating, listed as left
                if canon not in bots or t not in bots[canon]["types"]:
                    rows.append({**model.player_view(canon, p), "display": canon, "kind": "bot",
                                 "status": "left", "reason": None})
            if not rows:
                continue
            for lv in self.levels(t):
                mu, sigma = model.anchor(t, lv)
                rows.append({"name": model.bot_key(lv), "display": lv, "kind": "level", "level": lv,
                             "rating": model.display(mu, sigma), "mu": round(mu, 4), "sigma": round(sigma, 4),
                             "games": None, "wins": None, "average_score": None, "provisional": False,
                             "status": "active", "reason": None})
            rows.sort(key=lambda r: (-r["rating"], r["name"]))
            out[t] = rows
        recent = [codec.loads(x) for x in self.r.lrange(K_RECENT, 0, 29)]
        live = [{"game": _s(g), **codec.loads(v)} for g, v in self.r.hgetall(K_LIVE).items()]
        self.ensure()
        return {"types": out, "recent": recent, "live": sorted(live, key=lambda x: x["game"]),
                "per_bot": PER_BOT, "levels": list(LEVELS),
                "pause": {"timeouts_in_a_row": STRIKES, "illegal_moves": ILLEGAL_MAX}}

    # ------------------------------------------------------------------ the chain
    def ensure(self) -> None:
        """Start a chain of ticks when none is alive and a bot is registered."""
        if self.r.exists(K_CHAIN) or not self.r.hlen(K_BOTS):
            return
        chain = uuid.uuid4().hex[:12]
        if self.r.set(K_CHAIN, chain, nx=True, px=int(chain_ttl_s() * 1000)):
            self._queue(chain, 0)

    def _queue(self, chain: str, after_s: float) -> None:
        queue = getattr(self.service.dispatch, "queue", None)
        if queue is None:  # (a service without RQ: no ladder)
            return
        from datetime import timedelta
        jid = f"ladder-{chain}-{now_ms()}"
        if after_s <= 0:
            queue.enqueue("workers.jobs.run_ladder", chain, job_id=jid, result_ttl=60, failure_ttl=3600)
        else:
            queue.enqueue_in(timedelta(seconds=after_s), "workers.jobs.run_ladder", chain, job_id=jid,
                             result_ttl=60, failure_ttl=3600)

    def tick(self, chain: str | None = None) -> dict:
        """One pairing round (the RQ job); then the next tick, if this chain is the live one."""
        token = uuid.uuid4().hex
        done = {"reaped": 0, "created": 0}
        if self.r.set(K_LOCK, token, nx=True, px=LOCK_MS):
            try:
                done["reaped"] = self.reap()
                done["created"] = self.pair()
            finally:
                if _s(self.r.get(K_LOCK)) == token:
                    self.r.delete(K_LOCK)
        else:
            done["locked"] = True
        if chain is not None and _s(self.r.get(K_CHAIN)) == chain:
            if self.r.hlen(K_BOTS) or self.r.hlen(K_LIVE):
                self.r.set(K_CHAIN, chain, px=int(chain_ttl_s() * 1000))
                self._queue(chain, INTERVAL_S)
            else:
                self.r.delete(K_CHAIN)  # nobody on the ladder: the chain ends (a register starts one)
        return done

    # ------------------------------------------------------------------ reaping
    def reap(self) -> int:
        """The finished games leave ``live``; a seat a built-in bot finished after a timeout
        is a strike for its bot, a game it finished itself clears them; ``ILLEGAL_MAX``
        refused moves pause it too."""
        n = 0
        bots = self.bots()
        changed: set[str] = set()
        for g, raw in self.r.hgetall(K_LIVE).items():
            gid, info = _s(g), codec.loads(raw)
            try:
                lg = self.service.load(gid)
            except ApiError:
                self.r.hdel(K_LIVE, gid)
                continue
            if not self.service.finished(lg):
                continue
            taken = set(lg.table.get("taken_over") or [])
            result = self.service.view(lg, None).get("result") or {}
            places = {r["seat"]: r.get("place") for r in result.get("ranking") or [] if isinstance(r, dict)}
            for canon, seat in info["seats"].items():
                b = bots.get(canon)
                if b is None:
                    continue
                if seat in taken:
                    b["timeouts"] = b.get("timeouts", 0) + 1
                    if b["timeouts"] >= STRIKES and b["status"] == "active":
                        b.update(status="paused", reason={"code": "timeouts", "count": b["timeouts"],
                                                          "limit": STRIKES, "game": gid, "at": now_ms()})
                else:
                    b["timeouts"] = 0
                changed.add(canon)
            entry = {"game": gid, "type": info["type"], "players": info["players"], "ended_at": now_ms(),
                     "places": [places.get(i) for i in range(len(info["players"]))],
                     "timeouts": sorted(taken)}
            pipe = self.r.pipeline(transaction=True)
            pipe.hdel(K_LIVE, gid)
            pipe.lpush(K_RECENT, codec.dumps(entry))
            pipe.ltrim(K_RECENT, 0, RECENT_MAX - 1)
            pipe.execute()
            n += 1
        illegal = {_s(k): int(v) for k, v in self.r.hgetall(K_ILLEGAL).items()}
        for canon, count in illegal.items():
            b = bots.get(canon)
            if b is not None and count >= ILLEGAL_MAX and b["status"] == "active":
                b.update(status="paused", reason={"code": "illegal_moves", "count": count, "limit": ILLEGAL_MAX,
                                                  "at": now_ms()})
                changed.add(canon)
        self._save(bots, changed)
        return n

    def _save(self, bots: dict, changed: set[str]) -> None:
        """Write back the changed registrations, unless one left (or registered again) meanwhile."""
        for canon in changed:
            cur = self.r.hget(K_BOTS, canon)
            if cur is None or codec.loads(cur).get("registered") != bots[canon].get("registered"):
                continue
            self.r.hset(K_BOTS, canon, codec.dumps(bots[canon]))

    # ------------------------------------------------------------------ pairing
    def pair(self) -> int:
        bots = {c: b for c, b in self.bots().items() if b["status"] == "active"}
        running: dict[str, int] = {c: 0 for c in bots}
        for raw in self.r.hvals(K_LIVE):
            for canon in codec.loads(raw)["seats"]:
                running[canon] = running.get(canon, 0) + 1
        made = 0
        types = sorted(self.service.registry)
        turn = int(self.r.get(K_ROUND) or 0) % len(types)  # (each type first in turn: a bot of several types
        for t in types[turn:] + types[:turn]:             #  is not held by the first one's games alone)
            on = sorted(c for c, b in bots.items() if t in b["types"])
            for canon in on:
                while running[canon] < PER_BOT:
                    rivals = [c for c in on if c != canon and running[c] < PER_BOT]
                    opponents = [("bot", c) for c in rivals] + [("level", lv) for lv in self.levels(t)]
                    if not opponents:
                        break
                    rnd = int(self.r.incr(K_ROUND))
                    kind, who = opponents[rnd % len(opponents)]
                    pair = [("bot", canon), (kind, who)]
                    if rnd % 2:
                        pair.reverse()  # each side takes the first seat in turn
                    try:
                        self._create(t, pair, bots)
                    except ApiError as e:  # (a type's config refused, an account gone): next type
                        log.warning("ladder: no %s game for %s: %s", t, canon, e)
                        break
                    made += 1
                    for k, w in pair:
                        if k == "bot":
                            running[w] += 1
        return made

    def _create(self, type_id: str, pair: list[tuple[str, str]], bots: dict) -> str:
        seats = [{"name": bots[w].get("display", w), "account": w} if k == "bot" else {"name": f"{w} bot", "bot": w}
                 for k, w in pair]
        out = self.service.create(type_id, seats, None, None, rated=True, extra_meta={"pool": POOL},
                                  clock={"initial_s": CLOCK_S, "increment_s": INCREMENT_S, "on_timeout": "bot"})
        gid = out["id"]
        info = {"type": type_id, "players": [w if k == "bot" else model.bot_key(w) for k, w in pair],
                "seats": {w: i for i, (k, w) in enumerate(pair) if k == "bot"}, "started": now_ms()}
        self.r.hset(K_LIVE, gid, codec.dumps(info))
        from service.accounts.routes import build
        acc = build(self.service)
        for canon, seat in info["seats"].items():
            try:  # "my tables" lists it: that is where the bot finds its games
                acc.record_seats(canon, gid, [seat], "created")
            except ApiError as e:
                log.warning("ladder game %s: %s's seat not recorded: %s", gid, canon, e)
        return gid


def chain_ttl_s() -> float:
    return INTERVAL_S * 3 + 30  # a chain whose worker died is free again after this


def _rating_store(r):
    from workers.ratings import RatingStore
    return RatingStore(r, POOL)


def count_refusal(service, lg, seat, code: str) -> None:
    """A refused move (illegal or malformed) in a ladder game counts for its bot (issue 28:
    paused beyond ``ILLEGAL_MAX``). Called on the refusal path only, never on a move."""
    if code not in ("illegal_move", "malformed_move") or not lg.meta.get("pool") or seat is None:
        return
    try:
        acc = lg.table["seats"][seat].get("account")
        if acc:
            service.store.r.hincrby(K_ILLEGAL, acc, 1)
    except (IndexError, KeyError, TypeError):
        pass


# ---------------------------------------------------------------------- routes
def register_routes(app, service) -> None:
    from flask import jsonify, request
    from marshmallow import Schema, fields, validate

    from service.accounts import auth
    from service.inputs import body as _body
    from service.web import PAGE_CACHE, _serve

    class RegisterSchema(Schema):
        types = fields.List(fields.String(validate=validate.Length(min=1, max=64)), required=True,
                            validate=validate.Length(min=1, max=64))

    schema = RegisterSchema()
    ladder = Ladder(service) if service is not None else None  # (None: the route list only)

    @app.post("/v1/bots")
    def register_bot():
        body = _body(schema)  # (first: a malformed body is a 400 whoever sends it)
        canon = auth.require_account(request, "bot:play")
        return jsonify(ladder.register(canon, auth.accounts().display_name(canon), body["types"])), 201

    @app.delete("/v1/bots")
    def leave_ladder():
        canon = auth.require_account(request, "bot:play")
        ladder.leave(canon)
        return app.response_class(status=204)

    @app.get("/v1/bots")
    def list_bots():
        return jsonify(ladder.listing())

    @app.get("/bots")
    def bots_page():
        return _serve("bots.html", PAGE_CACHE)


