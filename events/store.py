"""The event store port and its Redis adapter (a single Redis or a Redis Cluster).

Keys (prefix ``mh:``). Every key of one game carries the game id as a hash tag, so on a
Redis Cluster they all live in one slot and the append script stays atomic:
  mh:g:{<id>}:s        the stream; entry id = version
  mh:g:{<id>}:meta     hash: type, config, seats, seed, nonce, token hashes (server only);
                       written at create, never changed after (cached in process)
  mh:g:{<id>}:snap     hash: multiple of SNAPSHOT_EVERY -> {"v": version, "st": dumped state,
                       "tb": the table, "n": revealing records up to v}; ``u<version>``
                       -> the same for an undo record whose target lies before its
                       window's mark (projections/state.py)
  mh:g:{<id>}:sum      the game's lobby summary (JSON), written by the append script;
                       expires after LOBBY_IDLE_TTL without a move unless the game is finished
  mh:g:{<id>}:idem:<seat>:<key>   the first answer to an Idempotency-Key (24 h)
  mh:g:{<id>}:n        not a key: the pub-sub channel the append script publishes each new
                       version on (service/fanout.py reads the records when told, issue 29)
  mh:g:{<id>}:arch     an archived game (issue 30, item 14): zlib of the JSON of its meta,
                       lobby summary and every record; the keys above are gone then
The lobby index is shared by all games and so kept out of the append script: sorted sets
(all scores 0, ordered by member ``<13 digits: 10**13 - created ms>:<id>``, newest first)
  mh:{lobby}:<status|*>:<type|*>
written only when a game is created or changes status (not on every move), read a page
at a time with ZRANGEBYLEX (the cost of a page does not depend on how many games exist).
Two more sorted sets in the lobby's slot, member the game id, are what the retention pass
(workers/retention.py) walks; like the index they are written only at create and on a
change of status, never on the move path, and lobby reads never drop from them:
  mh:{lobby}:live      unfinished games, score = when they were last seen moving (epoch s;
                       the pass moves it forward when it finds a later move)
  mh:{lobby}:ended     finished games, score = when they finished (epoch s)
The lobby's version (issue 25: the lobby page follows changes without polling), bumped
with ``lobby_changed`` by the same events only - a game created, a seat joined, a change
of status (``index``) - never by a move:
  mh:{lobby}:v         a counter; each bump also PUBLISHes the new value on ``mh:{lobby}:n``
                       (in one script, so a cluster routes it by the key's slot), which
                       ``GET /v1/lobby/changes`` waits on (service/lobbywatch.py)
Key layout changed in issue 15 (was ``mh:g:<id>:...`` and one ``mh:lobby`` hash): data
written by older versions is not read.
"""
from __future__ import annotations

import hashlib
import os
import threading
import time
import zlib
from collections import OrderedDict
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
STATUSES = ("waiting", "active", "finished")
ARCHIVE_FORMAT = 1
COLD_CACHE = 64  # archived games this process keeps decoded (read-only, never change)

# Replace a finished game's keys by its archive, only if the stream is still at the version
# the archive was built from; a second run (another node, a repeated pass) finds the archive
# and does nothing. The DELs come first: under maxmemory with noeviction, Redis refuses a
# script's first memory-using write when full, but not one after it has written, so
# archiving still frees memory on a full server.
_ARCHIVE = """
if redis.call('EXISTS', KEYS[5]) == 1 then return 'already' end
if redis.call('XLEN', KEYS[1]) ~= tonumber(ARGV[1]) then return 'moved' end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
redis.call('SET', KEYS[5], ARGV[2])
return 'ok'
"""
# Remove an abandoned game's keys, only if no record landed since it was judged abandoned.
_EXPIRE = """
if redis.call('XLEN', KEYS[1]) ~= tonumber(ARGV[1]) then return 'moved' end
redis.call('DEL', KEYS[1], KEYS[2], KEYS[3], KEYS[4])
return 'ok'
"""


class StaleVersion(Exception):
    def __init__(self, current: int):
        super().__init__(f"the game is at version {current}")
        self.current = current


def storage_full(e: Exception) -> bool:
    """A Redis refusal because its maxmemory is reached under noeviction (inside a script
    or a MULTI, Redis 6 wraps the OOM error in another)."""
    return isinstance(e, redis.OutOfMemoryError) or "used memory > 'maxmemory'" in str(e)


class Gone(Exception):
    """The game's stream is no longer in Redis although this process has seen it: the
    game was archived or expired since (issue 30, item 14). The caller forgets what it
    cached of the game and loads it again (from the archive, or 404)."""


@dataclass(frozen=True)
class Archived:
    """An archived game, decoded: read-only, it never changes again."""
    meta: dict
    summary: dict | None
    records: list[Record]


def pack_archive(gid: str, meta: dict, summary: dict | None, payloads: list) -> bytes:
    """The archive of one game: zlib (level 9) of the JSON of its meta, its lobby summary
    and its records as stored (``payloads``: each record's JSON). Plain zlib + JSON, so an
    operator reads one with ``redis-cli --raw GET`` and any zlib tool."""
    return zlib.compress(codec.dumpb({"format": ARCHIVE_FORMAT, "id": gid, "archived": int(time.time()),
                                      "meta": meta, "summary": summary,
                                      "records": [codec.loads(p) for p in payloads]}), 9)


def unpack_archive(blob: bytes) -> Archived:
    d = codec.loads(zlib.decompress(blob))
    return Archived(d["meta"], d.get("summary"),
                    [Record.from_dict(i, r) for i, r in enumerate(d["records"], start=1)])


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


#: the lobby's version and its notice channel (see the module's docstring)
LOBBY_VERSION = "mh:{lobby}:v"
LOBBY_CHANNEL = "mh:{lobby}:n"
_LOBBY_BUMP = "local v = redis.call('INCR', KEYS[1]) redis.call('PUBLISH', ARGV[1], v) return v"


class RedisEventStore:
    def __init__(self, client: redis.Redis):
        self.r = client
        self.cluster = is_cluster(client)
        self._cold: OrderedDict[str, Archived] = OrderedDict()
        self._cold_lock = threading.Lock()
        self._archive_script = client.register_script(_ARCHIVE)
        self._expire_script = client.register_script(_EXPIRE)
        self._lobby_bump = client.register_script(_LOBBY_BUMP)

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
    def notice_channel(gid: str) -> str:
        """The channel the append script publishes the game's new version on (issue 29)."""
        return f"mh:g:{{{gid}}}:n"

    @staticmethod
    def archive_key(gid: str) -> str:
        return f"mh:g:{{{gid}}}:arch"

    @staticmethod
    def ticket_key(gid: str, ticket: str) -> str:
        """A stream ticket (service/stream.py), kept as its hash, under the game's hash slot."""
        return f"mh:g:{{{gid}}}:tkt:{hashlib.sha256(ticket.encode()).hexdigest()[:32]}"

    @staticmethod
    def index_key(status: str | None, type_id: str | None) -> str:
        return f"mh:{{lobby}}:{status or '*'}:{type_id or '*'}"

    LIVE = "mh:{lobby}:live"
    ENDED = "mh:{lobby}:ended"

    # ----- archived games (issue 30, item 14): read-only, served from their archive
    def archived(self, gid: str) -> Archived | None:
        """The game's archive, decoded (kept in process: it never changes), or None."""
        a = self._cold.get(gid)
        if a is not None:
            return a
        blob = self.r.get(self.archive_key(gid))
        if blob is None:
            return None
        a = unpack_archive(blob)
        with self._cold_lock:
            self._cold[gid] = a
            while len(self._cold) > COLD_CACHE:
                self._cold.popitem(last=False)
        return a

    def raw_records(self, gid: str) -> list[bytes]:
        """Every record of the game's stream as stored (its JSON), oldest first."""
        return [fields.get(b"d", fields.get("d")) for _, fields in self.r.xrange(self.stream(gid))]

    def archive(self, gid: str, version: int, blob: bytes) -> str:
        """Swap the game's stream, meta, snapshots and lobby summary for ``blob`` (its
        archive) in one script: 'ok', 'already' (archived before) or 'moved' (the stream
        is not at ``version``: nothing changed)."""
        return _s(self._archive_script(keys=[self.stream(gid), self.meta_key(gid), self.snap_key(gid),
                                             self.summary_key(gid), self.archive_key(gid)],
                                       args=[version, blob]))

    def expire(self, gid: str, version: int) -> str:
        """Remove every key of an abandoned game if it is still at ``version``: 'ok' or
        'moved'. (Its Idempotency-Keys expire by themselves within 24 h.)"""
        return _s(self._expire_script(keys=[self.stream(gid), self.meta_key(gid), self.snap_key(gid),
                                            self.summary_key(gid)], args=[version]))

    def drop(self, gid: str) -> None:
        """Delete a game's own keys whatever their state (a create that failed halfway)."""
        self.r.delete(self.stream(gid), self.meta_key(gid), self.snap_key(gid), self.summary_key(gid))

    def unindex(self, gid: str, type_id: str | None, created: float | None) -> None:
        """Take a game out of the lobby index and the retention sets (one round trip)."""
        pipe = self.r.pipeline(transaction=False)
        if type_id is not None and created is not None:
            member = self.lobby_member(gid, created)
            for status in (None, *STATUSES):
                for t in (None, type_id):
                    pipe.zrem(self.index_key(status, t), member)
        pipe.zrem(self.LIVE, gid)
        pipe.zrem(self.ENDED, gid)
        pipe.execute()

    def due(self, key: str, before: float, count: int) -> list[tuple[str, float]]:
        """(game id, score) of up to ``count`` members of a retention set scored before ``before``."""
        return [(_s(m), sc) for m, sc in self.r.zrangebyscore(key, "-inf", f"({before}", start=0, num=count,
                                                              withscores=True)]

    def seen(self, gid: str, finished: bool, at: float) -> None:
        """File the game in a retention set: ``ended`` at ``at`` if finished, else ``live``."""
        pipe = self.r.pipeline(transaction=False)
        pipe.zrem(self.ENDED if not finished else self.LIVE, gid)
        pipe.zadd(self.LIVE if not finished else self.ENDED, {gid: at})
        pipe.execute()

    # ----- meta
    def create_meta(self, gid: str, meta: dict[str, str]) -> bool:
        """Store a new game's meta; False if the id is taken."""
        key = self.meta_key(gid)
        if not self.r.hsetnx(key, "type", meta["type"]):
            return False
        try:
            self.r.hset(key, mapping=meta)
        except redis.RedisError:  # e.g. Redis full: no half-written meta is left behind
            self.r.delete(key)
            raise
        return True

    def meta(self, gid: str) -> dict[str, str] | None:
        """The game's meta; an archived game's from its archive."""
        a = self._cold.get(gid)
        if a is not None:
            return a.meta
        raw = self.r.hgetall(self.meta_key(gid))
        if not raw:
            a = self.archived(gid)  # (a round trip more only for a game not in Redis)
            return None if a is None else a.meta
        return {_s(k): _s(v) for k, v in raw.items()}

    # ----- the stream
    def append(self, gid: str, expected: int, records: Iterable[Record], *,
               idem_key: str | None = None, summary: dict | None = None, summary_ttl: int = 0,
               snapshot: tuple | None = None,
               before: Callable | None = None) -> int | Duplicate:
        """Append records at versions expected+1.. atomically; raise StaleVersion if the
        stream is not at ``expected``. With an idempotency key seen before, append
        nothing and return the first answer's range. In the same script: the lobby
        summary (``summary_ttl`` 0 = no expiry) and a snapshot ``(hash field, snapshot
        dict)`` (projections/state.py ``snapshot_for``). ``before(pipeline)`` may queue
        commands on a pipeline of this store's connection, e.g. an RQ enqueue: they are
        not sent as they are but handed to the script, which runs them only once the
        records are appended - a refused (stale) or repeated (idempotent) append runs
        none. (In a MULTI beside the script they ran whatever the script answered, and
        twice for the first append after NOSCRIPT: two copies of a bot's job, whose
        loser queued the next copy, every turn to the game's end.) Their keys are not
        the game's, so ``before`` is for a standalone Redis only (the service passes it
        only when the queue shares the store's connection, never on a cluster)."""
        keys = [self.stream(gid), self.summary_key(gid), self.snap_key(gid)]
        if idem_key:
            keys.append(idem_key)
        snap_field, snap_data = "", ""
        if snapshot is not None:
            snap_field, snap_data = str(snapshot[0]), codec.dumpb(snapshot[1])
        args = [expected, IDEMPOTENCY_TTL, f"{expected + 1}:{{to}}",
                codec.dumpb(summary) if summary is not None else "", summary_ttl,
                snap_field, snap_data]
        payloads = [r.payload() for r in records]
        args += [len(payloads), *payloads, *self._then(before)]
        res = self._run(keys, args)
        status, value = _s(res[0]), _s(res[1])
        if status == "stale":
            raise StaleVersion(int(value))
        if status == "dup":
            first, last = value.split(":")
            return Duplicate(int(first), int(last))
        return int(value)

    def _then(self, before: Callable | None) -> list:
        """The commands ``before`` queues on a pipeline, flattened for the append script
        (each as its argument count, then its arguments); nothing is sent."""
        if before is None:
            return []
        pipe = self.r.pipeline(transaction=False)
        before(pipe)
        out: list = []
        for args, _options in pipe.command_stack:
            out += [len(args), *args]
        pipe.reset()
        return out

    def _run(self, keys, args):
        try:
            return self.r.evalsha(_SHA, len(keys), *keys, *args)
        except NoScriptError:  # a new or restarted server (every master of a cluster)
            self.r.script_load(_SCRIPT)
            return self.r.evalsha(_SHA, len(keys), *keys, *args)

    def version(self, gid: str) -> int:
        a = self._cold.get(gid)
        if a is not None:
            return len(a.records)
        return self.r.xlen(self.stream(gid))

    @staticmethod
    def _slice(a: Archived, after: int, upto: int | None, count: int | None) -> list[Record]:
        end = len(a.records) if upto is None else min(upto, len(a.records))
        out = a.records[max(0, after):end]
        return out[:count] if count is not None else out

    def read(self, gid: str, after: int = 0, upto: int | None = None, count: int | None = None) -> list[Record]:
        if upto is not None and upto <= after:
            return []
        a = self._cold.get(gid)
        if a is not None:
            return self._slice(a, after, upto, count)
        end = f"{upto}-0" if upto is not None else "+"
        return _records(self.r.xrange(self.stream(gid), f"{after + 1}-0", end, count=count))

    def read_many(self, after: dict[str, int]) -> dict[str, list[Record]]:
        """The records past ``after[gid]`` of every game named, in one round trip: one
        non-blocking multi-key XREAD on one Redis; on a Redis Cluster (a multi-key command
        keeps to one slot, and each game has its own) a pipeline of XRANGE, one per game,
        which redis-py sends to each master at once. Games without new records (or whose
        stream is gone) are left out. The per-process reader's read (service/fanout.py)."""
        if not after:
            return {}
        if self.cluster:
            gids = list(after)
            pipe = self.r.pipeline(transaction=False)
            for gid in gids:
                pipe.xrange(self.stream(gid), f"{after[gid] + 1}-0", "+")
            return {gid: _records(entries) for gid, entries in zip(gids, pipe.execute()) if entries}
        got = self.r.xread({self.stream(gid): f"{v}-0" for gid, v in after.items()})
        items = got.items() if isinstance(got, dict) else got  # RESP3 answers a map
        out = {}
        for key, entries in items:
            k = _s(key)
            out[k[k.index("{") + 1:k.index("}")]] = _records(entries)
        return out

    def read_checked(self, gid: str, after: int, count: int | None = None) -> list[Record]:
        """The records after ``after`` (up to ``count``), as ``read``, in one XRANGE that
        also takes record ``after`` itself (record 1 when ``after`` is 0), so a stream that
        no longer holds a version this process has seen raises ``Gone`` instead of reading
        as "nothing new" (issue 30, item 14: archived or expired by another process). The
        extra record is not parsed."""
        a = self._cold.get(gid)
        if a is not None:
            return self._slice(a, after, None, count)
        first = max(after, 1)
        entries = self.r.xrange(self.stream(gid), f"{first}-0", "+",
                                count=None if count is None else count + (after >= 1))
        if not entries or int(_s(entries[0][0]).split("-")[0]) != first:
            raise Gone(gid)
        return _records(entries[1:] if after >= 1 else entries)

    def read_back(self, gid: str, before: int, count: int) -> list[Record]:
        """Up to ``count`` records at versions <= before, newest first."""
        a = self._cold.get(gid)
        if a is not None:
            return list(reversed(a.records[max(0, before - count):before]))
        return _records(self.r.xrevrange(self.stream(gid), f"{before}-0", "-", count=count))

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
        state and, when written with them, ``tb`` the table at that version and ``n`` the
        number of revealing records up to it. An archived game keeps none (its records
        are folded from the start)."""
        if gid in self._cold:
            return None
        raw = self.r.hget(self.snap_key(gid), str(mark))
        return None if raw is None else codec.loads(raw)

    def snapshots(self, gid: str, fields: list[str]) -> list[dict | None]:
        """The snapshots kept under ``fields`` (e.g. an undo's ``u<version>``), in one
        round trip; None where there is none (an archived game keeps none)."""
        if gid in self._cold:
            return [None] * len(fields)
        return [None if raw is None else codec.loads(raw) for raw in self.r.hmget(self.snap_key(gid), fields)]

    # ----- lobby read model
    @staticmethod
    def lobby_member(gid: str, created: float) -> str:
        return f"{_MEMBER_BASE - int(created * 1000):013d}:{gid}"

    def index(self, gid: str, type_id: str, created: float, status: str, old_status: str | None = None) -> None:
        """Put a game in the lobby index under ``status`` (out of ``old_status``'s sets),
        and in the retention set its status calls for (``live`` or ``ended``). One round
        trip; only at create and on a change of status."""
        member = self.lobby_member(gid, created)
        pipe = self.r.pipeline(transaction=False)
        if status == "finished":  # the retention sets (issue 30, item 14), same round trip
            pipe.zrem(self.LIVE, gid)
            pipe.zadd(self.ENDED, {gid: time.time()})
        else:
            pipe.zadd(self.LIVE, {gid: time.time()})
        if old_status is None:
            for key in (self.index_key(None, None), self.index_key(None, type_id)):
                pipe.zadd(key, {member: 0})
        elif old_status != status:
            for key in (self.index_key(old_status, None), self.index_key(old_status, type_id)):
                pipe.zrem(key, member)
        for key in (self.index_key(status, None), self.index_key(status, type_id)):
            pipe.zadd(key, {member: 0})
        pipe.execute()
        self.lobby_changed()

    def lobby_changed(self) -> int | None:
        """Bump the lobby's version and publish it (a game created, joined or that changed
        status; never a move). A failure here (Redis full) is logged, never raised: the
        lobby then shows the change at its next one, and the command that caused it stands."""
        try:
            return int(self._lobby_bump(keys=[LOBBY_VERSION], args=[LOBBY_CHANNEL]))
        except redis.RedisError as e:
            import logging
            logging.getLogger("moonhall.store").warning("lobby version not bumped: %s", e)
            return None

    def lobby_version(self) -> int:
        return int(self.r.get(LOBBY_VERSION) or 0)

    def summaries(self, gids: list[str]) -> list[dict | None]:
        keys = [self.summary_key(g) for g in gids]
        if not keys:
            return []
        raw = self.r.mget_nonatomic(keys) if self.cluster else self.r.mget(keys)
        return [None if v is None else codec.loads(v) for v in raw]

    def summary(self, gid: str) -> dict | None:
        a = self._cold.get(gid)
        if a is not None:
            return a.summary
        raw = self.r.get(self.summary_key(gid))
        return None if raw is None else codec.loads(raw)

    def lobby_page(self, status: str | None, type_id: str | None, limit: int,
                   cursor: str | None = None, keep: Callable[[dict], bool] | None = None) -> tuple[list[dict], str | None]:
        """A page of lobby summaries, newest first, and the cursor of the next page
        (None at the end). Index entries whose summary expired (an abandoned game) or
        whose status moved on are dropped from the index as they are met. ``keep``: a
        filter on the summaries (projections/lobby.py); the games it passes over stay in
        the index and the page goes on past them (issue 25)."""
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
                elif keep is None or keep(s):
                    out.append(s)
            if gone:
                self.r.zrem(key, *gone)
            start = "(" + page[-1]
            if not more:
                return out, None
        return out, start[1:]
