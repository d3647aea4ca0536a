"""How far back a seat may undo, computed from the log.

Walking the effective history backwards from now (an undo record jumps to its target),
a seat may undo whole commands of its own as long as none of their events revealed
chance or hidden information; the walk stops at any other seat's or the table's
command, at a revealing event, or at the game's creation. The caller checks that it is
still that seat's turn.

``known`` are records the caller already holds (the projection cache keeps the recent
ones), so a view of a game this process follows reads nothing from the stream.
"""
from __future__ import annotations

from events.model import Record
from events.store import RedisEventStore

PAGE = 32


def undo_targets(store: RedisEventStore, gid: str, version: int, seat: int,
                 known: dict[int, Record] | None = None) -> list[int]:
    """The versions ``seat`` may undo to, nearest first (each undoes one more command)."""
    known = known or {}  # (looked up, not copied: the projection's dict, see StateProjection.recent)
    fetched: dict[int, Record] = {}

    def at(v: int) -> Record:
        rec = known.get(v)
        if rec is not None:
            return rec
        if v not in fetched:
            for r in store.read_back(gid, v, PAGE):
                fetched.setdefault(r.version, r)
        return fetched[v]

    targets: list[int] = []
    pos = version
    while pos > 1:
        rec = at(pos)
        if rec.kind == "undo":
            pos = rec.to
            continue
        if rec.kind != "game" or rec.seat != seat:
            break
        group = [at(v) for v in range(rec.cmd + 1, pos + 1)]
        if any(r.kind != "game" or r.seat != seat or r.reveals for r in group):
            break
        pos = rec.cmd
        targets.append(pos)
    return targets
