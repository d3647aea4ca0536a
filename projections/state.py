"""Fold a game's records into its state, with snapshots and an in-process cache.

``state_at(v)`` is the state after version v. An ``undo`` record at version n makes
state(n) = state(to). Snapshots are taken every SNAPSHOT_EVERY versions (written by the
command path after an append), so loading a long game folds at most that many records.
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


class NotFound(Exception):
    pass


class StateProjection:
    def __init__(self, store: RedisEventStore, snapshots: bool = True):
        self.store = store
        self.snapshots = snapshots
        self._cache: OrderedDict[str, tuple[int, Any]] = OrderedDict()
        self._lock = threading.Lock()  # gunicorn serves with threads

    def _remember(self, gid: str, version: int, state) -> None:
        with self._lock:
            old = self._cache.get(gid)
            if old is not None and old[0] > version:
                return  # a newer state is already known
            self._cache[gid] = (version, state)
            self._cache.move_to_end(gid)
            while len(self._cache) > CACHE_GAMES:
                self._cache.popitem(last=False)

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

    def current(self, game: Game, gid: str) -> tuple[int, Any]:
        """(version, state) now: the cached state plus the stream's tail."""
        cached = self._cache.get(gid)
        if cached is None:
            return self._load(game, gid, None)
        version, state = cached
        tail = self.store.read(gid, after=version)
        if tail:
            version, state = self.fold(game, gid, state, version, tail)
            self._remember(gid, version, state)
        return version, state

    def state_at(self, game: Game, gid: str, version: int):
        cached = self._cache.get(gid)
        if cached is not None and cached[0] == version:
            return cached[1]
        return self._load(game, gid, version)[1]

    def _load(self, game: Game, gid: str, upto: int | None):
        start, state = 0, None
        if self.snapshots:
            top = upto if upto is not None else self.store.version(gid)
            base = (top // SNAPSHOT_EVERY) * SNAPSHOT_EVERY
            while base > 0:
                snap = self.store.load_snapshot(gid, base)
                if snap is not None:
                    start, state = base, game.load_state(snap)
                    break
                base -= SNAPSHOT_EVERY
        records = self.store.read(gid, after=start, upto=upto)
        if start == 0 and not records:
            raise NotFound(gid)
        version, state = self.fold(game, gid, state, start, records)
        if upto is None:
            self._remember(gid, version, state)
        return version, state

    def after_append(self, game: Game, gid: str, old: int, new: int, state) -> None:
        """Called by the command path with the state it computed for version ``new``."""
        self._remember(gid, new, state)
        if self.snapshots and new // SNAPSHOT_EVERY > old // SNAPSHOT_EVERY:
            # snapshot at the multiple crossed, if the command landed exactly on it;
            # otherwise at ``new`` is not a multiple, so fold once to the multiple.
            mark = (new // SNAPSHOT_EVERY) * SNAPSHOT_EVERY
            snap_state = state if mark == new else self.state_at(game, gid, mark)
            self.store.save_snapshot(gid, mark, game.dump_state(snap_state))
