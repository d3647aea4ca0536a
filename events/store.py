"""The event store port and its Redis adapter.

Keys (prefix ``mh:``):
  mh:g:<id>:s        the stream; entry id = version
  mh:g:<id>:meta     hash: type, config, seats, seed, nonce, token hashes (server only)
  mh:g:<id>:snap     hash: version -> dumped state (every SNAPSHOT_EVERY versions)
  mh:g:<id>:idem:<seat>:<key>   the first answer to an Idempotency-Key (24 h)
  mh:lobby           hash: game id -> lobby summary (the lobby read model)
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import redis

from events.model import Record

IDEMPOTENCY_TTL = 24 * 3600
LOBBY = "mh:lobby"


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


class RedisEventStore:
    def __init__(self, client: redis.Redis):
        self.r = client
        self._append = client.register_script((Path(__file__).with_name("append.lua")).read_text())

    # ----- keys
    @staticmethod
    def stream(gid: str) -> str:
        return f"mh:g:{gid}:s"

    @staticmethod
    def meta_key(gid: str) -> str:
        return f"mh:g:{gid}:meta"

    @staticmethod
    def snap_key(gid: str) -> str:
        return f"mh:g:{gid}:snap"

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
               idem_key: str | None = None, lobby: dict | None = None) -> int | Duplicate:
        """Append records at versions expected+1.. atomically; raise StaleVersion if the
        stream is not at ``expected``. With an idempotency key seen before, append
        nothing and return the first answer's range."""
        payloads = [r.payload() for r in records]
        idem = idem_key or ""
        res = self._append(
            keys=[self.stream(gid), idem, LOBBY],
            args=[expected, IDEMPOTENCY_TTL, f"{expected + 1}:{{to}}", gid,
                  json.dumps(lobby) if lobby is not None else "", *payloads],
        )
        status, value = _s(res[0]), _s(res[1])
        if status == "stale":
            raise StaleVersion(int(value))
        if status == "dup":
            first, last = value.split(":")
            return Duplicate(int(first), int(last))
        return int(value)

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

    def wait(self, gid: str, after: int, timeout_s: float) -> None:
        """Block until the stream has a version > after, or the timeout passes."""
        if timeout_s <= 0:
            return
        self.r.xread({self.stream(gid): f"{after}-0"}, count=1, block=int(timeout_s * 1000))

    # ----- snapshots
    def save_snapshot(self, gid: str, version: int, data) -> None:
        self.r.hset(self.snap_key(gid), str(version), json.dumps(data, separators=(",", ":")))

    def load_snapshot(self, gid: str, version: int):
        raw = self.r.hget(self.snap_key(gid), str(version))
        return None if raw is None else json.loads(raw)

    # ----- lobby read model
    def lobby(self) -> dict[str, dict]:
        return {_s(k): json.loads(v) for k, v in self.r.hgetall(LOBBY).items()}

    def set_lobby(self, gid: str, summary: dict) -> None:
        self.r.hset(LOBBY, gid, json.dumps(summary))
