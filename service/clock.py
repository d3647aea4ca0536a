"""Clocks: time is the service's, never a game's (games/ have no clock).

The command path stamps every record it appends with ``at`` (epoch ms) and, in a
clocked game, the command's last record with ``run`` (the human seats whose clock runs
from then on); projections/table.py folds the stamps into the time each seat has left.
After each commit the service schedules one timeout job per running seat at its
deadline with RQ's scheduler (``queue.enqueue_at``), so it survives restarts. The job
goes through the same command path: it appends a ``seat`` record ``timeout`` only if
the game is still at the version it was scheduled for (a seat that moved made it stale).
On timeout the seat is taken over by a bot (BGA's practice) or loses (a 2-player game
ends, the other seat wins; with more players the seat forfeits and a bot plays on).
"""
from __future__ import annotations

import dataclasses
import time

from events.model import Record
from games.base import SYSTEM
from projections import table as tables
from service.errors import ApiError


def now_ms() -> int:
    return int(time.time() * 1000)


def running_seats(game, state, table: dict) -> list[int]:
    """The seats whose clock runs: humans to act in an active game."""
    if tables.waiting(table) or table.get("result") is not None or game.is_over(state):
        return []
    if game.auto_move(state) is not None:
        return []
    return [s for s in game.to_act(state) if table["seats"][s]["bot"] is None]


def stamp(game, table: dict, records: list[Record], state, at: int | None = None) -> tuple[list[Record], dict]:
    """Stamp one command's records with the time and (clocked games) the running seats;
    return them with the table folded over them."""
    at = now_ms() if at is None else at
    records = [dataclasses.replace(r, at=at) for r in records]
    if table.get("clock") is not None and records:
        after = tables.fold(table, records)
        records[-1] = dataclasses.replace(records[-1], run=running_seats(game, state, after))
    return records, tables.fold(table, records)


def deadlines(table: dict) -> list[tuple[int, int]]:
    """(seat, deadline epoch ms) for every running seat."""
    ck = table.get("clock")
    if ck is None or ck["since"] is None:
        return []
    return [(s, ck["since"] + ck["remaining_ms"][s]) for s in ck["running"]]


def run_timeout(service, gid: str, version: int, seat: int) -> str:
    """The scheduled timeout job: harmless when stale (the seat moved, the game ended)."""
    lg = service.load(gid)
    table = lg.table
    if (lg.version != version or service.finished(lg) or tables.waiting(table)
            or table.get("clock") is None or seat not in table["clock"]["running"]):
        return "stale"
    deadline = dict(deadlines(table)).get(seat)
    if deadline is not None and deadline > now_ms():  # fired early (clocks differ): look again later
        service.dispatch_timeout(gid, version, seat, max(deadline, now_ms() + 250))
        return "early"
    on_timeout = table["clock"]["on_timeout"]
    if on_timeout == "lose" and table["players"] == 2:
        then = "end"
    else:
        then = "lose" if on_timeout == "lose" else "bot"
    change = {"type": "timeout", "seat": seat, "then": then}
    if then != "end":
        change["bot"] = table["resign_bot"]
    rec = Record(lg.version + 1, "seat", seat=seat, cmd=lg.version, change=change)
    try:
        service._commit(lg, SYSTEM, [rec], lg.state, None)
    except ApiError as e:
        if e.status == 409:
            return "stale"
        raise
    return "timeout"
