"""Fold a game's records into its state, with snapshots and an in-process cache.

``state_at(v)`` is the state after version v. An ``undo`` record at version n makes
state(n) = state(to). Snapshots are kept every SNAPSHOT_EVERY versions (the append
script writes them in the same round trip as the move, see ``snapshot_for``), so loading
a long game folds at most about that many records, whatever the undos (issue 30, item 1):
a fold keeps the states it passed by version, so an undo whose target lies among the
records being folded costs no fold at all, and an undo whose target lies before its
snapshot window was written with a snapshot of its own (field ``u<version>``, read with
one HMGET for all of a window's). Before, each undo record folded the window up to its
target again, undo records included: every undo in a window doubled the cost of loading
the game (17 move+undo pairs: 16 s an undo, a spectator's GET /states/{v} 28 s).

The cache keeps per game the newest known (version, state), the number of revealing
records up to it (where the next command's chance is drawn, service/games.py
``chance_rng``) and the last RECENT records, so the undo point is computed without
reading the stream (projections/undo.py) and a request at the cached version needs no
read at all before its append: the append script checks the version, and reads check
the tail with one XRANGE that is empty when current (it also takes the cached version's
own record, so a game archived or expired by another process is noticed instead of read
as current: ``events.store.Gone``).
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


def _mark(version: int) -> int:
    return (version // SNAPSHOT_EVERY) * SNAPSHOT_EVERY


def has_undo_snapshot(rec: Record) -> bool:
    """Whether the append of undo record ``rec`` wrote the state it goes back to as a
    snapshot of its own (``snapshot_for``, since issue 30): when its target lies before
    the snapshot mark of its window, where no fold of that window passes."""
    return rec.kind == "undo" and rec.to < _mark(rec.version) < rec.version


def _reveals(records) -> int:
    return sum(1 for r in records if r.reveals)


class _Entry:
    __slots__ = ("version", "state", "recent", "reveals")

    def __init__(self, version: int, state, recent: dict[int, Record], reveals: int | None):
        self.version, self.state, self.recent = version, state, recent
        self.reveals = reveals  # revealing records at versions <= version (None: not known)


class StateProjection:
    def __init__(self, store: RedisEventStore, snapshots: bool = True):
        self.store = store
        self.snapshots = snapshots
        self._cache: OrderedDict[str, _Entry] = OrderedDict()
        self._lock = threading.Lock()  # gunicorn may serve with threads

    def _remember(self, gid: str, version: int, state, records: list[Record] = (),
                  reveals: int | None = None) -> None:
        with self._lock:
            old = self._cache.get(gid)
            if old is not None and old.version > version:
                return  # a newer state is already known
            base, count = (old.version, old.reveals) if old is not None else (0, 0)
            if reveals is None and count is not None:
                # the records carry the count on from the old entry (or the game's start)
                span = [r for r in records if base < r.version <= version]
                if len(span) == version - base:
                    reveals = count + _reveals(span)
            # the recent records go on in the old entry's dict, in place (issue 29: copying,
            # sorting and filtering its 64 records on every append touched each of them,
            # ~20-40 us of a move's served CPU). Safe to share: a record once appended never
            # changes (a version is written once), readers only look versions up - at most
            # their own - and take what is gone from the stream; the dict grows in version
            # order, so the first keys are the oldest
            recent = old.recent if old is not None else {}
            for r in records:
                if r.version <= version:  # records past ``version`` (a rejected append) are not history
                    recent[r.version] = r
            while len(recent) > RECENT:
                del recent[next(iter(recent))]
            self._cache[gid] = _Entry(version, state, recent, reveals)
            self._cache.move_to_end(gid)
            while len(self._cache) > CACHE_GAMES:
                self._cache.popitem(last=False)

    def forget(self, gid: str) -> None:
        with self._lock:
            self._cache.pop(gid, None)

    def recent(self, gid: str) -> dict[int, Record]:
        """The cached records of the game (version -> record), possibly empty: the last
        RECENT or so, and possibly some past the version the caller loaded (the dict goes
        on growing in place, ``_remember``): look versions up in it, never iterate it."""
        e = self._cache.get(gid)
        return e.recent if e is not None else {}

    def fold(self, game: Game, gid: str, state, version: int, records: list[Record],
             memo: dict | None = None, jumps: dict | None = None):
        """Fold records (versions version+1..) onto state.

        An undo record takes the state at its target from ``memo`` (version -> state: the
        states this fold and the folds of the same load passed, so a target among the
        records folded here costs nothing), from ``jumps`` (undo record's version -> its
        state: the undo snapshots, see ``_jumps``), else from one fold up to the target,
        from the nearest state known below it (issue 30, item 1). States are never
        changed in place (``Game.evolve`` returns a new one), so the memo holds
        references only."""
        memo = {} if memo is None else memo
        if version > 0:
            memo[version] = state
        for rec in records:
            if rec.kind == "game":
                state = game.evolve(state, rec.event)
            elif rec.kind == "undo":
                if rec.to in memo:
                    state = memo[rec.to]
                elif jumps and rec.version in jumps:
                    state = jumps[rec.version]
                else:  # an undo record stored before undo snapshots, or a missing snapshot
                    state = self._load(game, gid, rec.to, memo)[1]
            elif rec.kind == "created":
                state = game.load_state(rec.state)
            version = rec.version
            memo[version] = state
        return version, state

    def _jumps(self, game: Game, gid: str, records: list[Record], start: int) -> dict:
        """The states of the undo records among ``records`` whose target lies before
        ``start`` (where the fold from ``start`` cannot pass), from their undo snapshots:
        one round trip for all of them, none when there are none."""
        want = [r.version for r in records if r.kind == "undo" and r.to < start and has_undo_snapshot(r)]
        if not want or not self.snapshots:
            return {}
        return {v: game.load_state(snap["st"])
                for v, snap in zip(want, self.store.snapshots(gid, [f"u{v}" for v in want]))
                if snap is not None}

    def cached(self, game: Game, gid: str) -> tuple[int, Any]:
        """(version, state) as this process last knew it, without a round trip when
        known (it may be behind: a command on it is checked by the append script)."""
        e = self._cache.get(gid)
        if e is None:
            return self._load(game, gid, None)[:2]
        return e.version, e.state

    def current(self, game: Game, gid: str, on_tail=None, tail: list[Record] | None = None) -> tuple[int, Any]:
        """(version, state) now: the cached state plus the stream's tail (one XRANGE);
        ``on_tail(version before, tail)`` lets other projections fold the same records.
        ``tail``: records a blocking read just returned (the long polls): folded without
        a read of their own when they follow on from the cached version."""
        e = self._cache.get(gid)
        if e is None:
            return self._load(game, gid, None)[:2]
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
            version, state = self.fold(game, gid, state, version, tail,
                                       jumps=self._jumps(game, gid, tail, version))
            self._remember(gid, version, state, tail)
        return version, state

    def state_at(self, game: Game, gid: str, version: int):
        e = self._cache.get(gid)
        if e is not None and e.version == version:
            return e.state
        return self._load(game, gid, version)[1]

    def _load(self, game: Game, gid: str, upto: int | None, memo: dict | None = None):
        """(version, state, revealing records up to it or None when not known) at ``upto``
        (None: now), folded from the newest snapshot at or below it, or from the newest
        state ``memo`` already holds there (a load for an undo record's target)."""
        memo = {} if memo is None else memo
        if upto is not None and upto in memo:
            return upto, memo[upto], None
        base = max((v for v in memo if upto is None or v < upto), default=0)
        start, state, reveals = base, memo.get(base), None if base else 0
        if self.snapshots:
            top = upto if upto is not None else self.store.version(gid)
            mark = _mark(top)
            while mark > base:
                snap = self.store.snapshot(gid, mark)
                if snap is not None and base < snap["v"] <= top:
                    start, state, reveals = snap["v"], game.load_state(snap["st"]), snap.get("n")
                    break
                mark -= SNAPSHOT_EVERY
        records = self.store.read(gid, after=start, upto=upto)
        if start == 0 and not records:
            raise NotFound(gid)
        version, state = self.fold(game, gid, state, start, records, memo,
                                   self._jumps(game, gid, records, start))
        if reveals is not None:
            reveals += _reveals(records)
        if upto is None:
            self._remember(gid, version, state, records[-RECENT:], reveals)
        return version, state, reveals

    def reveals_at(self, game: Game, gid: str, version: int) -> int:
        """The number of revealing records at versions <= ``version``: where the chance of
        the command decided on ``version`` is drawn (service/games.py ``chance_rng``).
        Undo never takes back a revealing record (projections/undo.py), so this is the
        stream's count, the same in every effective history through ``version``. No round
        trip at the cached version (carried on by every fold and append); else counted
        from the newest snapshot that holds the count (written since issue 30)."""
        if version <= 0:
            return 0
        e = self._cache.get(gid)
        if e is not None and e.version == version and e.reveals is not None:
            return e.reveals
        start, n = 0, 0
        mark = _mark(version) if self.snapshots else 0
        while mark > 0:
            snap = self.store.snapshot(gid, mark)
            if snap is not None and snap["v"] <= version and snap.get("n") is not None:
                start, n = snap["v"], snap["n"]
                break
            mark -= SNAPSHOT_EVERY
        n += _reveals(self.store.read(gid, after=start, upto=version))
        with self._lock:
            e = self._cache.get(gid)
            if e is not None and e.version == version and e.reveals is None:
                e.reveals = n
        return n

    def snapshot_for(self, game: Game, gid: str, old: int, new: int, state, records: list[Record]):
        """The snapshot the append of ``records`` from ``old`` to ``new`` writes in the same
        round trip, as (hash field, snapshot) or None: ``{"v": new, "st": dumped state,
        "n": revealing records up to new}`` under the mark when it crosses a multiple of
        SNAPSHOT_EVERY, or under ``u<new>`` for an undo whose target lies before the mark
        of its window (issue 30, item 1: a load of that window would otherwise fold the
        window before it to reach the target; ``has_undo_snapshot``)."""
        if not self.snapshots:
            return None
        if new // SNAPSHOT_EVERY > old // SNAPSHOT_EVERY:
            field = str(_mark(new))
        elif len(records) == 1 and has_undo_snapshot(records[0]):
            field = f"u{new}"
        else:
            return None
        return field, {"v": new, "st": game.dump_state(state),
                       "n": self.reveals_at(game, gid, old) + _reveals(records)}

    def after_append(self, game: Game, gid: str, old: int, new: int, state, records: list[Record] = ()) -> None:
        """Called by the command path with the state it computed for version ``new``."""
        self._remember(gid, new, state, records)
