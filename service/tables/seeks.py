"""Quick play (issue 25): seeks matched into tables.

A seek is a player waiting for a table of a game type, player count and options. Seeks
with the same three wait in one *pool*; when a pool holds enough of them whose ratings
are within each other's ranges (``rating_diff``: a seeker plays only people whose rating of
the type is within that many points of its own; ``seeker_rating``), one script
inside Redis takes them out and marks them ``matching`` (``_CLAIM``), so of two seekers
arriving at once exactly one claim gets both and the other finds nothing to do. The
process that made the claim creates the table and marks the seeks ``matched``. After a
seek's ``bots_after_s`` a job (RQ's scheduler runs it: ``workers.jobs.run_seek_fill``)
claims that seek with whoever else waits in its pool and fills the remaining seats with
bots; a repeated or stale job (the seek was matched or cancelled meanwhile) finds the
seek gone from its pool and does nothing.

The seek's secret ``token`` (shown once, in the answer to ``POST /v1/seeks``) becomes the
token of its seat in the table (``GameService.create(tokens=...)``), so the seeker acts
with the same secret before and after the match; Redis keeps only its sha256.

Keys (prefix ``mh:``), all in the ``{seeks}`` hash slot: seeks are shared by every game,
so none of them is ever written on a game's move path (Redis Cluster: their own slot).
  mh:{seeks}:s:<id>       hash: type, players, options (JSON), bots_after_s, bot, name,
                          account, tok (sha256), status (waiting|matching|matched|
                          cancelled), pool, created, seq (the order seeks came in:
                          mh:{seeks}:seq counts them), game, seat, rating (the seeker's
                          shown rating of the type when it asked), rdiff (its rating
                          range: +- this many points, empty: anyone); expires SEEK_TTL_S
                          after its last change
  mh:{seeks}:pool:<hash>  sorted set of the waiting seeks of one (type, players,
                          options), score = when they were made (ms): oldest first
"""
from __future__ import annotations

import hashlib
import hmac
import json
import logging
import secrets
import time

from games.base import InvalidConfig
from service.accounts.actor import AccountActor
from service.errors import ApiError, conflict, not_found, unauthorized
from service.seats import new_seat_token

log = logging.getLogger("moonhall.seeks")

PREFIX = "mh:{seeks}:"
SEEK_TTL_S = 3600          # a seek (waiting or matched) is forgotten this long after its last change
MAX_BOTS_AFTER_S = 3600
CLAIM_STALE_S = 30         # a claim older than this whose table never came is put back (a crashed process)

# Claim up to ARGV[1] waiting seeks of the pool KEYS[1], oldest first; with an anchor
# (ARGV[2]) only if it still waits, and it is claimed first. ARGV[3] '1': only a full table
# (else nothing is claimed). Each seek that joins the claim must be within the rating range
# of every seek claimed so far, and they all within its own (``rating``, ``rdiff``: a seek
# without ``rdiff`` takes anyone). Seeks whose hash expired or that no longer wait are
# dropped from the pool on the way. The seek hashes live in the pool's slot ({seeks}); the
# claimed ones are marked 'matching' with the claim time and returned oldest first (in
# one millisecond: by their ``seq``, the order they were made in).
_CLAIM = """
local prefix, players, anchor, full, now = ARGV[4], tonumber(ARGV[1]), ARGV[2], ARGV[3], ARGV[5]
local got, rat, dif = {}, {}, {}
local function fits(r, d)
  for i = 1, #got do
    local gap = math.abs(r - rat[i])
    if (d and gap > d) or (dif[i] and gap > dif[i]) then return false end
  end
  return true
end
local function take(id)
  local f = redis.call('HMGET', prefix .. id, 'status', 'rating', 'rdiff')
  if f[1] ~= 'waiting' then
    redis.call('ZREM', KEYS[1], id)
    return 'gone'
  end
  local r, d = tonumber(f[2]) or 0, tonumber(f[3])
  if not fits(r, d) then return 'far' end
  local n = #got + 1
  got[n] = id
  rat[n] = r
  dif[n] = d
  return 'ok'
end
if anchor ~= '' then
  if not redis.call('ZSCORE', KEYS[1], anchor) then return {} end
  if take(anchor) ~= 'ok' then return {} end
end
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, 99)) do
  if #got >= players then break end
  if id ~= anchor then take(id) end
end
if full == '1' and #got < players then return {} end
local order = {}
for i, id in ipairs(got) do
  order[i] = {tonumber(redis.call('ZSCORE', KEYS[1], id)), tonumber(redis.call('HGET', prefix .. id, 'seq')) or 0, id}
  redis.call('ZREM', KEYS[1], id)
  redis.call('HSET', prefix .. id, 'status', 'matching', 'claimed', now)
end
table.sort(order, function(a, b) if a[1] ~= b[1] then return a[1] < b[1] end return a[2] < b[2] end)
local out = {}
for i, e in ipairs(order) do out[i] = e[3] end
return out
"""

# Cancel a seek that still waits: 'ok', or its status ('matching', 'matched', ...).
_CANCEL = """
local st = redis.call('HGET', KEYS[1], 'status')
if not st then return 'gone' end
if st ~= 'waiting' then return st end
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HSET', KEYS[1], 'status', 'cancelled')
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 'ok'
"""


def _hash(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


def seek_key(sid: str) -> str:
    return f"{PREFIX}s:{sid}"


def pool_key(type_id: str, players: int, options: dict) -> str:
    """The pool of seeks that fit one table: the same type, player count and options
    (their canonical JSON, so key order does not matter)."""
    canon = json.dumps([type_id, players, options], sort_keys=True, separators=(",", ":"))
    return f"{PREFIX}pool:{hashlib.sha256(canon.encode()).hexdigest()[:24]}"


def seeker_rating(service, type_id: str, account: str | None) -> float:
    """The rating a seek is matched by: the account's shown rating of this game type
    (projections/ratings.py ``display``, what leaderboards rank by), read when the seek is
    made and kept with it. A seeker without an account, or an account without a rated game
    of this type, counts as a new player: OpenSkill's default rating, shown as 0."""
    from projections import ratings as model
    if account:
        from workers.ratings import RatingStore
        p = RatingStore(service.store.r).player(type_id, account)
        if p is not None:
            return model.display(p["mu"], p["sigma"])
    return model.display(model.MODEL.mu, model.MODEL.sigma)


def _s(v):
    return v.decode() if isinstance(v, bytes) else v


class Seeks:
    """The seek commands and queries on one Redis connection (the RQ queue's; seeks are no
    game's, so they never go to the events' cluster)."""

    def __init__(self, service, conn):
        self.service = service
        self.r = conn
        self._claim = conn.register_script(_CLAIM)
        self._cancel = conn.register_script(_CANCEL)

    # ------------------------------------------------------------------ commands
    def create(self, type_id: str, players: int, options: dict, bots_after_s: int | None,
               name: str | None, bot: str | None, account: str | None = None,
               rating_diff: float | None = None) -> dict:
        """A new seek: 201 ``{"id", "token", "status", ...}``; matched at once when its pool
        now holds a full table with it (the answer then says ``matched`` and names the game).
        ``rating_diff``: the seeker plays only people whose rating of this game type is
        within that many points of its own (and whose own range takes it)."""
        game = self.service.game_type(type_id)
        try:
            game.make_config(players, options)  # the table must be possible before anyone waits for it
        except InvalidConfig as e:
            raise ApiError(422, e.code, e.message, e.details)
        if bot is not None and bot not in game.bot_levels:
            raise ApiError(422, "invalid_bot", f"unknown bot level {bot!r}", {"bot_levels": list(game.bot_levels)})
        name = name or account
        if not name:
            raise ApiError(422, "name_required", "a seek needs the name its seat will show (or an account's token)")
        rating = seeker_rating(self.service, type_id, account)
        sid = secrets.token_hex(8)
        token = new_seat_token()  # becomes the seat's token: never one read as a personal token
        now = time.time()
        pool = pool_key(type_id, players, options)
        seq = self.r.incr(PREFIX + "seq")  # the order seeks came in, within one millisecond too
        fields = {"seq": seq, "type": type_id, "players": players, "options": json.dumps(options, sort_keys=True),
                  "bots_after_s": "" if bots_after_s is None else bots_after_s, "bot": bot or "",
                  "name": name, "account": account or "", "tok": _hash(token), "status": "waiting",
                  "pool": pool, "created": f"{now:.3f}", "game": "", "seat": "",
                  "rating": repr(float(rating)), "rdiff": "" if rating_diff is None else repr(float(rating_diff))}
        pipe = self.r.pipeline(transaction=True)
        pipe.hset(seek_key(sid), mapping=fields)
        pipe.expire(seek_key(sid), SEEK_TTL_S)
        pipe.zadd(pool, {sid: int(now * 1000)})
        pipe.expire(pool, SEEK_TTL_S)
        pipe.execute()
        if bots_after_s is not None:
            self._schedule_fill(sid, bots_after_s)
        self.match(pool, players, anchor=sid, full=True)  # a table with the newcomer, if one is full now
        out = self.get(sid, token)
        out["token"] = token  # shown once: the seek's secret, its seat's token once matched
        out["account"] = account
        return out

    def _schedule_fill(self, sid: str, after_s: int) -> None:
        schedule = getattr(self.service.dispatch, "seek_fill", None)
        if schedule is not None:
            schedule(sid, after_s)

    def match(self, pool: str, players: int, anchor: str | None = None, full: bool | None = None) -> str | None:
        """Claim a table's worth of seeks of ``pool`` and seat them: the game's id, or None
        when nothing was claimed (not enough seekers within each other's rating ranges, or
        the anchor no longer waits). With ``anchor`` the claim holds that seek and whoever
        else fits it; ``full`` (default: without an anchor) only a full table, else bots
        take the seats left."""
        full = anchor is None if full is None else full
        ids = [_s(x) for x in self._claim(keys=[pool], args=[players, anchor or "", "1" if full else "0",
                                                               PREFIX + "s:", f"{time.time():.3f}"])]
        if not ids:
            return None
        seeks = [{_s(k): _s(v) for k, v in self.r.hgetall(seek_key(i)).items()} for i in ids]
        try:
            gid, seats = self._seat(ids, seeks, players)
        except Exception:
            self._put_back(ids, seeks)  # nobody is left claimed by a table that never came
            raise
        pipe = self.r.pipeline(transaction=False)
        for sid, seat in zip(ids, seats):
            pipe.hset(seek_key(sid), mapping={"status": "matched", "game": gid, "seat": seat})
            pipe.expire(seek_key(sid), SEEK_TTL_S)
        pipe.execute()
        return gid

    def _seat(self, ids: list[str], seeks: list[dict], players: int) -> tuple[str, list[int]]:
        """Create the table: the seekers in the order they came (the oldest at seat 0),
        bots in the seats left; each seeker's token is its seat's."""
        first = seeks[0]
        game = self.service.game_type(first["type"])
        from service.seats import default_resign_bot
        level = first["bot"] or default_resign_bot(game)
        seats: list[dict] = []
        for sk in seeks:
            seat = {"name": sk["name"]}
            if sk.get("account"):
                seat["account"] = sk["account"]  # (fix/accounts: a seat naming an account)
            seats.append(seat)
        for k in range(len(seeks), players):
            seats.append({"name": f"bot {k}", "bot": level})
        out = self.service.create(first["type"], seats, json.loads(first["options"]), None,
                                  token_hashes={i: sk["tok"] for i, sk in enumerate(seeks)})
        if any(sk.get("account") for sk in seeks):
            self._record_accounts(out)
        return out["id"], list(range(len(seeks)))

    def _record_accounts(self, out: dict) -> None:
        """The accounts' own streams list the new table (fix/accounts' "my tables"); the
        table itself names each seat's account whatever happens here."""
        try:
            from flask import has_app_context
            if has_app_context():
                from service.accounts import seats as account_seats
                account_seats.created(out)
            else:  # an RQ job (the seek's bots): the account service on the job's Redis
                from service.accounts.routes import build
                acc = build(self.service)
                for s in out["seats"]:
                    if s.get("account"):
                        acc.record_seats(s["account"], out["id"], [s["seat"]], "created")
        except Exception as e:  # (the seat acts for the account through the table all the same)
            log.warning("seek table %s: accounts not recorded: %s", out["id"], e)

    def _put_back(self, ids: list[str], seeks: list[dict]) -> None:
        pipe = self.r.pipeline(transaction=False)
        for sid, sk in zip(ids, seeks):
            if sk:
                pipe.hset(seek_key(sid), "status", "waiting")
                pipe.zadd(sk["pool"], {sid: int(float(sk["created"]) * 1000)})
        pipe.execute()

    def fill(self, sid: str) -> str:
        """The seek's bots are due (the RQ job): seat it with whoever waits in its pool and
        bots for the rest. 'matched' (a game was made), or 'stale' (it was matched,
        cancelled or expired meanwhile: nothing to do)."""
        raw = self.r.hgetall(seek_key(sid))
        if not raw:
            return "stale"
        sk = {_s(k): _s(v) for k, v in raw.items()}
        if sk["status"] == "matching" and time.time() - float(sk.get("claimed") or 0) > CLAIM_STALE_S:
            self._put_back([sid], [sk])  # its claimer died before the table was made
        return "matched" if self.match(sk["pool"], int(sk["players"]), anchor=sid) else "stale"

    def cancel(self, sid: str, token: str | None) -> None:
        sk = self._owned(sid, token)
        res = _s(self._cancel(keys=[seek_key(sid), sk["pool"]], args=[sid, SEEK_TTL_S]))
        if res == "ok":
            return
        if res == "gone":
            raise not_found(f"no seek {sid!r}")
        raise conflict("seek_matched" if res in ("matching", "matched") else "seek_cancelled",
                       "the seek was matched into a table already" if res in ("matching", "matched")
                       else "the seek was cancelled already", {"status": "matched" if res == "matching" else res})

    # ------------------------------------------------------------------ queries
    def _owned(self, sid: str, token: str | None) -> dict:
        if not (0 < len(sid) <= 64):
            raise not_found(f"no seek {sid!r}")
        raw = self.r.hgetall(seek_key(sid))
        if not raw:
            raise not_found(f"no seek {sid!r}")
        sk = {_s(k): _s(v) for k, v in raw.items()}
        if token is None:
            raise unauthorized("a seek is read with its token (the answer to POST /v1/seeks)")
        if isinstance(token, AccountActor):  # the account that made it (its session or a personal token)
            if not sk.get("account") or sk["account"] != token.account:
                raise ApiError(403, "not_your_seek", "this account did not make the seek")
            return sk
        if not hmac.compare_digest(sk["tok"], _hash(token)):
            raise ApiError(403, "not_your_seek", "this token is not the seek's")
        return sk

    def get(self, sid: str, token: str | None) -> dict:
        """The seek as its seeker sees it: ``status`` waiting|matched|cancelled and ``game``
        (the table's id once matched); ``seat`` and ``token`` (the seat's token: the seek's
        own) once matched. Only the seek's token reads it."""
        sk = self._owned(sid, token)
        status = "waiting" if sk["status"] == "matching" else sk["status"]
        matched = status == "matched"
        bots = sk.get("bots_after_s")
        return {"id": sid, "status": status, "type": sk["type"], "players": int(sk["players"]),
                "account": sk.get("account") or None,
                "options": json.loads(sk["options"]), "bots_after_s": int(bots) if bots else None,
                "name": sk["name"], "created": float(sk["created"]),
                "rating": float(sk.get("rating") or 0),
                "rating_diff": float(sk["rdiff"]) if sk.get("rdiff") else None,
                "game": sk["game"] if matched else None, "seat": int(sk["seat"]) if matched else None,
                # (an account reads its seek without the secret: it acts for the seat as the account)
                "token": token if matched and not isinstance(token, AccountActor) else None}
