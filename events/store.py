"""The event store port and its Redis adapter (a single Redis or a Redis Cluster).

Keys (prefix ``mh:``). Every key of one game carries the game id as a hash tag, so on a
Redis Cluster they all live in one slot and the append script stays atomic:
  mh:g:{<id>}:s        the stream; entry id = version
  mh:g:{<id>}:meta     hash: type, config, seats, seed, nonce, token hashes (server only);
                       written at create, never changed after (cached in process)
  mh:g:{<id>}:snap     hash: multiple of SNAPSHOT_EVERY -> {"v": version, "st": dumped state}
  mh:g:{<id>}:sum      the game's lobby summary (JSON), written by the append script;
                       expires after LOBBY_IDLE_TTL without a move unless the game is finished
  mh:g:{<id>}:idem:<seat>:<key>   the first answer to an Idempotency-Key (24 h)
The lobby index is shared by all games and so kept out of the append script: sorted sets
(all scores 0, ordered by member ``<13 digits: 10**13 - created ms>:<id>``, newest first)
  mh:{lobby}:<status|*>:<type|*>
written only when a game is created or changes status (not on every move), read a page
at a time with ZRANGEBYLEX (the cost of a page does not depend on how many games exist).
Key layout changed in issue 15 (was ``mh:g:<id>:...`` and one ``mh:lobby`` hash): data
written by older versions is not read.
"""
from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

import redis
from redis.exceptions import NoScriptError

from events import codec
from events.model import Record

IDEMPOTENCY_TTL = 24 * 3600
#: an active or waiting game's lobby summary expires after this long without a move
LOBBY_IDLE_TTL = int(os.environ.get("LOBBY_IDLE_TTL_S", str(30 * 24 * 3600)))
_SCRIPT = (Path(__file__).with_name("append.lua")).read_text()
_SHA = hashlib.sha1(_SCRIPT.encode()).hexdigest()
_MEMBER_BASE = 10 ** 13


class StaleVersion(Exception):
    def __init__(self, current: int):
        super().__init__(f"the game is at version {current}")
        self.current = current


@dataclass(frozen=True)
class Duplicate:
    """An Idempotency-Key seen before: the first answer's version range."""
    first: int
    last: int


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def _records(entries) -> list[Record]:
    """Stream entries (id ``<version>-0``, field ``d``) as Records."""
    return [Record.parse(int(_s(eid).split("-")[0]), fields.get(b"d", fields.get("d"))) for eid, fields in entries]


def is_cluster(client) -> bool:
    from redis.cluster import RedisCluster
    return isinstance(client, RedisCluster)


class RedisEventStore:
    def __init__(self, client: redis.Redis):
        self.r = client
        self.blocking = client  # the client of blocking reads (service/wiring.py gives it its own)
        self.cluster = is_cluster(client)

    # ----- keys
    @staticmethod
    def stream(gid: str) -> str:
        return f"mh:g:{{{gid}}}:s"

    @staticmethod
    def meta_key(gid: str) -> str:
        return f"mh:g:{{{gid}}}:meta"

    @staticmethod
    def snap_key(gid: str) -> str:
        return f"mh:g:{{{gid}}}:snap"

    @staticmethod
    def summary_key(gid: str) -> str:
        return f"mh:g:{{{gid}}}:sum"

    @staticmethod
    def idem_key(gid: str, seat: int, key: str) -> str:
        return f"mh:g:{{{gid}}}:idem:{seat}:{hashlib.sha256(key.encode()).hexdigest()[:32]}"

    @staticmethod
    def ticket_key(gid: str, ticket: str) -> str:
        """A stream ticket (service/stream.py), kept as its hash, under the game's hash slot."""
        return f"mh:g:{{{gid}}}:tkt:{hashlib.sha256(ticket.encode()).hexdigest()[:32]}"

    @staticmethod
    def index_key(status: str | None, type_id: str | None) -> str:
        return f"mh:{{lobby}}:{status or '*'}:{type_id or '*'}"

    # ----- meta
    def create_meta(self, gid: str, meta: dict[str, str]) -> bool:
        """Store a new game's meta; False if the id is taken."""
        key = self.meta_key(gid)
        if not self.r.hsetnx(key, "type", meta["type"]):
            return False
        self.r.hset(key, mapping=meta)
        return True

    def meta(self, gid: str) -> dict[str, str] | None:
        raw = self.r.hgetall(self.meta_key(gid))
        if not raw:
            return None
        return {_s(k): _s(v) for k, v in raw.items()}

    # ----- the stream
    def append(self, gid: str, expected: int, records: Iterable[Record], *,
               idem_key: str | None = None, summary: dict | None = None, summary_ttl: int = 0,
               snapshot: tuple | None = None,
               before: Callable | None = None) -> int | Duplicate:
        """Append records at versions expected+1.. atomically; raise StaleVersion if the
        stream is not at ``expected``. With an idempotency key seen before, append
        nothing and return the first answer's range. In the same script: the lobby
        summary (``summary_ttl`` 0 = no expiry) and a snapshot ``(mark, version, dumped
        state[, table])``. ``before(pipeline)`` may queue commands on this store's connection
        that go in the same round trip (MULTI/EXEC), e.g. an RQ enqueue."""
        keys = [self.stream(gid), self.summary_key(gid), self.snap_key(gid)]
        if idem_key:
            keys.append(idem_key)
        snap_field, snap_data = "", ""
        if snapshot is not None:
            snap_field = str(snapshot[0])
            snap = {"v": snapshot[1], "st": snapshot[2]}
            if len(snapshot) > 3 and snapshot[3] is not None:  # the table at that version (projections/table.py)
                snap["tb"] = snapshot[3]
            snap_data = codec.dumpb(snap)
        args = [expected, IDEMPOTENCY_TTL, f"{expected + 1}:{{to}}",
                codec.dumpb(summary) if summary is not None else "", summary_ttl,
                snap_field, snap_data, *(r.payload() for r in records)]
        res = self._run(keys, args, before)
        status, value = _s(res[0]), _s(res[1])
        if status == "stale":
            raise StaleVersion(int(value))
        if status == "dup":
            first, last = value.split(":")
            return Duplicate(int(first), int(last))
        return int(value)

    def _run(self, keys, args, before):
        for attempt in (0, 1):
            try:
                if before is None:
                    return self.r.evalsha(_SHA, len(keys), *keys, *args)
                pipe = self.r.pipeline(transaction=True)
                before(pipe)
                pipe.evalsha(_SHA, len(keys), *keys, *args)
                return pipe.execute()[-1]
            except NoScriptError:
                if attempt:
                    raise
                self.r.script_load(_SCRIPT)  # a new or restarted server (every master of a cluster)
            except redis.ResponseError as e:  # NOSCRIPT inside MULTI/EXEC
                if attempt or "NOSCRIPT" not in str(e):
                    raise
                self.r.script_load(_SCRIPT)

    def version(self, gid: str) -> int:
        return self.r.xlen(self.stream(gid))

    def read(self, gid: str, after: int = 0, upto: int | None = None, count: int | None = None) -> list[Record]:
        end = f"{upto}-0" if upto is not None else "+"
        if upto is not None and upto <= after:
            return []
        return _records(self.r.xrange(self.stream(gid), f"{after + 1}-0", end, count=count))

    def read_back(self, gid: str, before: int, count: int) -> list[Record]:
        """Up to ``count`` records at versions <= before, newest first."""
        return _records(self.r.xrevrange(self.stream(gid), f"{before}-0", "-", count=count))

    def wait_read(self, gid: str, after: int, timeout_s: float, count: int | None = None,
                  client=None) -> list[Record]:
        """The records after ``after`` (up to ``count``), blocking up to ``timeout_s`` until
        there is one: one round trip (XREAD BLOCK answers at once when records exist).
        ``client``: a blocking client of the caller's (the SSE stream has its own)."""
        got = (client or self.blocking).xread({self.stream(gid): f"{after}-0"}, count=count,
                                              block=max(1, int(timeout_s * 1000)))
        if not got:
            return []
        entries = next(iter(got.values())) if isinstance(got, dict) else got[0][1]  # RESP3 answers a map
        return _records(entries)

    # ----- snapshots
    def save_snapshot(self, gid: str, mark: int, version: int, data) -> None:
        self.r.hset(self.snap_key(gid), str(mark),
                    codec.dumpb({"v": version, "st": data}))

    def load_snapshot(self, gid: str, mark: int) -> tuple[int, object] | None:
        """The snapshot kept for ``mark``: (its version >= mark, the dumped state)."""
        d = self.snapshot(gid, mark)
        return None if d is None else (d["v"], d["st"])

    def snapshot(self, gid: str, mark: int) -> dict | None:
        """The whole snapshot kept for ``mark``: ``v`` its version, ``st`` the dumped
        state and, when written with one, ``tb`` the table at that version."""
        raw = self.r.hget(self.snap_key(gid), str(mark))
        return None if raw is None else codec.loads(raw)

    # ----- lobby read model
    @staticmethod
    def lobby_member(gid: str, created: float) -> str:
        return f"{_MEMBER_BASE - int(created * 1000):013d}:{gid}"

    def index(self, gid: str, type_id: str, created: float, status: str, old_status: str | None = None) -> None:
        """Put a game in the lobby index under ``status`` (out of ``old_status``'s sets).
        One round trip; only at create and on a change of status."""
        member = self.lobby_member(gid, created)
        pipe = self.r.pipeline(transaction=False)
        if old_status is None:
            for key in (self.index_key(None, None), self.index_key(None, type_id)):
                pipe.zadd(key, {member: 0})
        elif old_status != status:
            for key in (self.index_key(old_status, None), self.index_key(old_status, type_id)):
                pipe.zrem(key, member)
        for key in (self.index_key(status, None), self.index_key(status, type_id)):
            pipe.zadd(key, {member: 0})
        pipe.execute()

    def summaries(self, gids: list[str]) -> list[dict | None]:
        keys = [self.summary_key(g) for g in gids]
        if not keys:
            return []
        raw = self.r.mget_nonatomic(keys) if self.cluster else self.r.mget(keys)
        return [None if v is None else codec.loads(v) for v in raw]

    def summary(self, gid: str) -> dict | None:
        raw = self.r.get(self.summary_key(gid))
        return None if raw is None else codec.loads(raw)

    def lobby_page(self, status: str | None, type_id: str | None, limit: int,
                   cursor: str | None = None) -> tuple[list[dict], str | None]:
        """A page of lobby summaries, newest first, and the cursor of the next page
        (None at the end). Index entries whose summary expired (an abandoned game) or
        whose status moved on are dropped from the index as they are met."""
        key = self.index_key(status, type_id)
        out: list[dict] = []
        start = "(" + cursor if cursor else "-"
        while len(out) < limit:
            want = limit - len(out)
            members = [_s(m) for m in self.r.zrangebylex(key, start, "+", start=0, num=want + 1)]
            page, more = members[:want], len(members) > want
            if not page:
                return out, None
            gone = []
            for m, s in zip(page, self.summaries([m.split(":", 1)[1] for m in page])):
                if s is None or (status is not None and s.get("status") != status) \
                        or (type_id is not None and s.get("type") != type_id):
                    gone.append(m)
                else:
                    out.append(s)
            if gone:
                self.r.zrem(key, *gone)
            start = "(" + page[-1]
            if not more:
                return out, None
        return out, start[1:]
