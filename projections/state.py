"""Fold a game's records into its state, with snapshots and an in-process cache.

``state_at(v)`` is the state after version v. An ``undo`` record at version n makes
state(n) = state(to). Snapshots are kept every SNAPSHOT_EVERY versions (the append
script writes them in the same round trip as the move, see ``snapshot_for``), so loading
a long game folds at most about that many records.

The cache keeps per game the newest known (version, state) and the last RECENT records,
so the undo point is computed without reading the stream (projections/undo.py) and a
request at the cached version needs no read at all before its append: the append script
checks the version, and reads check the tail with one XRANGE that is empty when current
(it also takes the cached version's own record, so a game archived or expired by another
process is noticed instead of read as current: ``events.store.Gone``).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from events.model import Record
from events.store import RedisEventStore
from games.base import Game

SNAPSHOT_EVERY = 50
CACHE_GAMES = 512
RECENT = 64  # records kept per cached game (the undo walk rarely needs more)


class NotFound(Exception):
    pass


class _Entry:
    __slots__ = ("version", "state", "recent")

    def __init__(self, version: int, state, recent: dict[int, Record]):
        self.version, self.state, self.recent = version, state, recent


class StateProjection:
    def __init__(self, store: RedisEventStore, snapshots: bool = True):
        self.store = store
        self.snapshots = snapshots
        self._cache: OrderedDict[str, _Entry] = OrderedDict()
        self._lock = threading.Lock()  # gunicorn may serve with threads

    def _remember(self, gid: str, version: int, state, records: list[Record] = ()) -> None:
        with self._lock:
            old = self._cache.get(gid)
            if old is not None and old.version > version:
                return  # a newer state is already known
            recent = dict(old.recent) if old is not None else {}
            for r in records:
                recent[r.version] = r
            if len(recent) > RECENT:
                for v in sorted(recent)[:len(recent) - RECENT]:
                    del recent[v]
            # records past ``version`` (from a rejected append) are not history
            for v in [v for v in recent if v > version]:
                del recent[v]
            self._cache[gid] = _Entry(version, state, recent)
            self._cache.move_to_end(gid)
            while len(self._cache) > CACHE_GAMES:
                self._cache.popitem(last=False)

    def forget(self, gid: str) -> None:
        with self._lock:
            self._cache.pop(gid, None)

    def recent(self, gid: str) -> dict[int, Record]:
        """The cached records of the game (version -> record), possibly empty."""
        e = self._cache.get(gid)
        return e.recent if e is not None else {}

    def fold(self, game: Game, gid: str, state, version: int, records: list[Record]):
        """Fold records (versions version+1..) onto state."""
        for rec in records:
            if rec.kind == "game":
                state = game.evolve(state, rec.event)
            elif rec.kind == "undo":
                state = self.state_at(game, gid, rec.to)
            elif rec.kind == "created":
                state = game.load_state(rec.state)
            version = rec.version
        return version, state

    def cached(self, game: Game, gid: str) -> tuple[int, Any]:
        """(version, state) as this process last knew it, without a round trip when
        known (it may be behind: a command on it is checked by the append script)."""
        e = self._cache.get(gid)
        if e is None:
            return self._load(game, gid, None)
        return e.version, e.state

    def current(self, game: Game, gid: str, on_tail=None, tail: list[Record] | None = None) -> tuple[int, Any]:
        """(version, state) now: the cached state plus the stream's tail (one XRANGE);
        ``on_tail(version before, tail)`` lets other projections fold the same records.
        ``tail``: records a blocking read just returned (the long polls): folded without
        a read of their own when they follow on from the cached version."""
        e = self._cache.get(gid)
        if e is None:
            return self._load(game, gid, None)
        version, state = e.version, e.state
        if tail is not None:
            tail = [r for r in tail if r.version > version]
        if tail is None or (tail and tail[0].version != version + 1):
            # raises events.store.Gone when the stream no longer holds ``version``: the game
            # was archived or expired since it was cached (issue 30, item 14)
            tail = self.store.read_checked(gid, version)
        if tail:
            if on_tail is not None:
                on_tail(gid, version, tail)
            version, state = self.fold(game, gid, state, version, tail)
            self._remember(gid, version, state, tail)
        return version, state

    def state_at(self, game: Game, gid: str, version: int):
        e = self._cache.get(gid)
        if e is not None and e.version == version:
            return e.state
        return self._load(game, gid, version)[1]

    def _load(self, game: Game, gid: str, upto: int | None):
        start, state = 0, None
        if self.snapshots:
            top = upto if upto is not None else self.store.version(gid)
            mark = (top // SNAPSHOT_EVERY) * SNAPSHOT_EVERY
            while mark > 0:
                snap = self.store.load_snapshot(gid, mark)
                if snap is not None and snap[0] <= top:
                    start, state = snap[0], game.load_state(snap[1])
                    break
                mark -= SNAPSHOT_EVERY
        records = self.store.read(gid, after=start, upto=upto)
        if start == 0 and not records:
            raise NotFound(gid)
        version, state = self.fold(game, gid, state, start, records)
        if upto is None:
            self._remember(gid, version, state, records[-RECENT:])
        return version, state

    def snapshot_for(self, game: Game, old: int, new: int, state):
        """The snapshot the append from ``old`` to ``new`` writes in the same round trip:
        (mark, new, dumped state) when it crosses a multiple of SNAPSHOT_EVERY."""
        if self.snapshots and new // SNAPSHOT_EVERY > old // SNAPSHOT_EVERY:
            return (new // SNAPSHOT_EVERY) * SNAPSHOT_EVERY, new, game.dump_state(state)
        return None

    def after_append(self, game: Game, gid: str, old: int, new: int, state, records: list[Record] = ()) -> None:
        """Called by the command path with the state it computed for version ``new``."""
        self._remember(gid, new, state, records)
