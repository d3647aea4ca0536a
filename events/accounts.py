"""The account store: one Redis stream per account, like a game's (issue 25, Accounts).

An account is event-sourced: what happened to it (created, a password set, a personal
token made or revoked, a passkey added, a seat taken in a game) is appended to its own
stream, checked against the version the command was decided on, and everything the
service shows of it is a projection of that stream (projections/accounts.py). Keys
(prefix ``mh:``), every key of one account tagged with its canonical (lower-case) name,
so on a Redis Cluster they share one slot and the append script stays atomic:
  mh:a:{<canon>}:s        the stream; entry id = version
  mh:a:{<canon>}:games    hash: game id -> JSON list of the account's seats in it (the
                          "my tables" projection of the stream's ``seat`` records, written
                          by the append script with them; rebuildable from the stream)
  mh:a:{<canon>}:used     hash: personal token id -> its last use (epoch ms); not history,
                          so not an event (written at most once a minute per token)
Keys not tied to one account, each a single key (no multi-key command spans them):
  mh:pt:<sha256 of a personal token>   JSON {a: canon, id, scopes}: the lookup of a bearer
                          token (deleted before the revocation is appended)
  mh:sess:<sha256 of a session id>     JSON {a: canon, csrf: sha256, at}: a browser
                          session, expiring (a session is not the account's history)
A name is taken exactly when its stream exists: the create script appends the first
record only to an empty stream, so of two sign-ups of one name (in any case) one wins.
"""
from __future__ import annotations

import hashlib

import redis

from events import codec

# KEYS: stream, games hash. ARGV: expected version, n, n payloads, then field/value pairs
# for the games hash. 'stale' + the version when the stream is elsewhere.
_APPEND = """
local v = redis.call('XLEN', KEYS[1])
if v ~= tonumber(ARGV[1]) then return {'stale', tostring(v)} end
local n = tonumber(ARGV[2])
for i = 1, n do
  v = v + 1
  redis.call('XADD', KEYS[1], v .. '-0', 'd', ARGV[2 + i])
end
local i = 3 + n
while i < #ARGV do
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  i = i + 2
end
return {'ok', tostring(v)}
"""


class StaleAccount(Exception):
    def __init__(self, current: int):
        super().__init__(f"the account is at version {current}")
        self.current = current


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class AccountStore:
    def __init__(self, client: redis.Redis):
        self.r = client
        self._append = client.register_script(_APPEND)

    @staticmethod
    def stream(canon: str) -> str:
        return f"mh:a:{{{canon}}}:s"

    @staticmethod
    def games_key(canon: str) -> str:
        return f"mh:a:{{{canon}}}:games"

    @staticmethod
    def used_key(canon: str) -> str:
        return f"mh:a:{{{canon}}}:used"

    @staticmethod
    def token_key(token_hash: str) -> str:
        return f"mh:pt:{token_hash}"

    @staticmethod
    def session_key(sid_hash: str) -> str:
        return f"mh:sess:{sid_hash}"

    def append(self, canon: str, expected: int, records: list[dict], games: dict[str, str] | None = None) -> int:
        """Append ``records`` (JSON-able dicts) at versions expected+1..; StaleAccount if the
        stream is not at ``expected`` (0: the account must not exist yet)."""
        pairs: list = []
        for k, v in (games or {}).items():
            pairs += [k, v]
        res = self._append(keys=[self.stream(canon), self.games_key(canon)],
                           args=[expected, len(records), *(codec.dumpb(r) for r in records), *pairs])
        status, value = _s(res[0]), int(_s(res[1]))
        if status == "stale":
            raise StaleAccount(value)
        return value

    def read(self, canon: str) -> list[dict]:
        """Every record of the account, oldest first (an empty list: no such account)."""
        return [codec.loads(f.get(b"d", f.get("d"))) for _, f in self.r.xrange(self.stream(canon))]

    def exists(self, canon: str) -> bool:
        return bool(self.r.exists(self.stream(canon)))

    def games(self, canon: str) -> dict[str, list[int]]:
        return {_s(k): codec.loads(v) for k, v in self.r.hgetall(self.games_key(canon)).items()}

    def seats_in(self, canon: str, gid: str) -> list[int]:
        raw = self.r.hget(self.games_key(canon), gid)
        return [] if raw is None else codec.loads(raw)
