"""Clocks: time is the service's, never a game's (games/ have no clock).

The command path stamps every record it appends with ``at`` (epoch ms) and, in a
clocked game, the command's last record with ``run`` (the human seats whose clock runs
from then on); projections/table.py folds the stamps into the time each seat has left.
After each commit the service schedules one timeout job per running seat at its
deadline with RQ's scheduler (``queue.enqueue_at``), so it survives restarts. The job
goes through the same command path: it appends a ``seat`` record ``timeout`` only if
the game is still at the version it was scheduled for (a seat that moved made it stale).
On timeout the seat is taken over by a bot (BGA's practice) or loses (a 2-player game
ends, the other seat wins; with more players the seat forfeits and a bot plays on); the
creator chooses which at creation, and the bot's level (``timeout_bot``, issue 26 item 3).
A game a bot finished for a timed-out seat is marked so (the table's ``taken_over``, the
seat's ``taken_over: "timeout"``, the result's ``taken_over``) and counts as that seat's
loss only (projections/ratings.py).

Correspondence clocks (issue 26, item 3): ``days_per_move`` with a ``bank_days`` time
bank per seat (a move that takes longer than its days draws on the bank; the bank never
refills), a seat's vacation (a system ``vacation`` record: its clock stops until then,
``vacation``) and more time given by another seat (a ``time_given`` record, ``give_time``).
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
    records = [r.stamped(at) for r in records]
    if table.get("clock") is not None and records:
        after = tables.fold(table, records)
        records[-1] = dataclasses.replace(records[-1], run=running_seats(game, state, after))
    return records, tables.fold(table, records)


def deadlines(table: dict) -> list[tuple[int, int]]:
    """(seat, deadline epoch ms) for every running seat."""
    ck = table.get("clock")
    if ck is None or ck["since"] is None:
        return []
    return tables.seat_deadlines(ck, ck["running"])  # (a vacation moves a deadline on: issue 26)


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
    if then != "end":  # the level the creator chose for a timed-out seat (issue 26, item 3)
        change["bot"] = table["clock"].get("timeout_bot") or table["resign_bot"]
    rec = Record(lg.version + 1, "seat", seat=seat, cmd=lg.version, change=change)
    try:
        service._commit(lg, SYSTEM, [rec], lg.state, None)
    except ApiError as e:
        if e.status == 409:
            return "stale"
        raise
    return "timeout"


VACATION_DAYS_PER_YEAR = 30   # each account's allowance a calendar year (issue 26, item 3)
MAX_GIVE_S = 14 * 24 * 3600    # the most time one "give more time" adds


def give_time(service, gid: str, by: int, seat: int, seconds: int) -> dict:
    """Seat ``by`` gives ``seat`` more time on its clock (issue 26, item 3): a ``seat``
    record ``time_given`` by the giving seat, through the command path (the timeout
    scheduled for the old deadline finds the version moved on: stale)."""
    from service import seats as seat_cmds  # (the retry loop's shape)
    for _ in range(seat_cmds.JOIN_ATTEMPTS):
        lg = service.load(gid)
        t = lg.table
        if t.get("clock") is None:
            raise ApiError(409, "no_clock", "this game has no clock")
        if service.finished(lg):
            raise ApiError(409, "game_over", "the game is finished")
        if tables.waiting(t):
            raise ApiError(409, "waiting_for_players", "the game has not started: every open seat must be taken first")
        if not (0 <= seat < t["players"]):
            raise ApiError(422, "no_such_seat", f"the game has seats 0..{t['players'] - 1}", {"players": t["players"]})
        if seat == by:
            raise ApiError(422, "own_clock", "more time is given by another seat, not taken")
        if t["seats"][by]["bot"] is not None:
            raise ApiError(403, "seat_left", "this seat has left the game: a bot plays it")
        rec = Record(lg.version + 1, "seat", seat=by, cmd=lg.version,
                     change={"type": "time_given", "seat": seat, "by": by, "ms": seconds * 1000})
        try:
            return service._commit(lg, by, [rec], lg.state, None)
        except ApiError as e:
            if e.code == "stale_version":
                continue
            raise
    raise ApiError(503, "retry", "the game is too busy, try again")


def vacation(service, gid: str, seat: int, until_ms: int) -> str:
    """Stop ``seat``'s correspondence clock in one game until ``until_ms``: a system
    ``vacation`` record (issue 26, item 3). 'stopped', or why not."""
    for _ in range(50):
        lg = service.load(gid)
        t = lg.table
        ck = t.get("clock") if t is not None else None
        if ck is None or ck["kind"] != "correspondence" or service.finished(lg):
            return "no_correspondence_clock"
        rec = Record(lg.version + 1, "seat", seat=SYSTEM, cmd=lg.version,
                     change={"type": "vacation", "seat": seat, "until": until_ms})
        try:
            service._commit(lg, SYSTEM, [rec], lg.state, None)
        except ApiError as e:
            if e.code == "stale_version":
                continue
            if e.status == 409:
                return e.code
            raise
        return "stopped"
    return "busy"


def vacation_key(name: str) -> str:
    """An account's vacation days used per calendar year (in the account's hash slot,
    beside its stream: events/accounts.py)."""
    return f"mh:a:{{{name}}}:vacation"


def _games_of(service, name: str) -> list[str]:
    """The running games where ``name``'s account holds a seat with a correspondence
    clock: the account's games (its ``games`` hash, issue 25) whose table names it."""
    from events.accounts import AccountStore
    out = []
    for gid in sorted(AccountStore(service.store.r).games(name)):
        try:
            lg = service.load(gid)
        except ApiError:
            continue
        t = lg.table
        ck = (t or {}).get("clock")
        if ck is None or ck["kind"] != "correspondence" or service.finished(lg):
            continue
        if any(s.get("account") == name for s in t["seats"]):
            out.append(gid)
    return out


def take_vacation(service, name: str, days: int) -> dict:
    """``POST /v1/me/vacation`` (issue 26, item 3): the account's correspondence clocks
    stop for ``days`` days from now, within its allowance of VACATION_DAYS_PER_YEAR a
    calendar year (409 past it: the allowance is used up, nothing appended). A ``vacation`` record in each game
    the account has a seat in, by the system, through the command path."""
    import datetime
    year = str(datetime.datetime.now(datetime.timezone.utc).year)
    used = int(service.store.r.hget(vacation_key(name), year) or 0)
    left = VACATION_DAYS_PER_YEAR - used
    if days > left:
        raise ApiError(409, "vacation_exhausted", f"{left} vacation day(s) left this year", {"days_left": left})
    service.store.r.hincrby(vacation_key(name), year, days)
    until = now_ms() + days * tables.DAY_MS
    stopped = []
    for gid in _games_of(service, name):
        lg = service.load(gid)
        for s, seat in enumerate(lg.table["seats"]):
            if seat.get("account") == name and vacation(service, gid, s, until) == "stopped":
                stopped.append(gid)
    return {"until": until, "days_left": left - days, "games": sorted(set(stopped))}
