"""The table: what the service, not the game, knows about a game's seats and time.

Folded from the same stream as the game state: the ``created`` record's ``change``
holds the setup (seats, open/private seats, the bot that takes over a seat, the clock),
``seat`` records change a seat (joined, resigned, timeout) or, by the system, the
table (halted, resumed, aborted: service/stepguard.py), and the ``at``/``run``
stamps of every command give the clock. Games never see any of it (a decider has no
clock and no notion of a player leaving); the envelope (projections/seat.py) folds the
table's status and result over the game's.

A table is a JSON-able dict:
  players, resign_bot,
  seats: [{name, bot, open, private, joined, tok (sha256 of a joined seat's token; never
          shown), out: null | "resign" | "timeout", account (only on a seat that names an
          account, at create or join: its canonical name; issue 25)}],
  forfeits: [seats]   (the seats whose ``out`` is set, in the order they forfeited: the
                       result ranks the first to forfeit last, issue 30 item 7)
  clock: null | {kind: "fischer"|"correspondence", initial_ms, increment_ms, per_move_ms,
          on_timeout, remaining_ms: [per seat], running: [seats], since: ms|null,
          (correspondence with a bank, issue 26 item 3) bank_ms: [per seat],
          (a seat's vacation stops its clock) vacation_until: [ms|null per seat],
          (on_timeout "bot" of a chosen level) timeout_bot},
  rated: true         (only on a rated table, issue 26: projections/ratings.py)
  taken_over: [seats] (seats a bot finished after their timeout, in order; issue 26)
  result: null | {winners, reason, seat}     (the game ended by a seat leaving, or
          aborted by an operator: no winners, reason "aborted", no seat)
  halted: {reason, version, failures, since}  (only while the table's step, failed at
          ``version``, waits for an operator: a system ``halted`` record sets it, a
          ``resumed`` or ``aborted`` one drops it; issue 30 item 11, service/stepguard.py)
"""
from __future__ import annotations

import copy
import json
import threading
from collections import OrderedDict

from events.model import Record
from projections.state import SNAPSHOT_EVERY

CACHE_GAMES = 512


def setup(seats: list[dict], resign_bot: str, clock: dict | None, rated: bool = False) -> dict:
    """The table at creation (stored in the created record's ``change``)."""
    n = len(seats)
    ck = None
    if clock:
        if "days_per_move" in clock:  # correspondence with a time bank (issue 26, item 3)
            per = int(clock["days_per_move"] * DAY_MS)
            ck = {"kind": "correspondence", "initial_ms": per, "increment_ms": 0, "per_move_ms": per,
                  "bank_ms": [int(clock.get("bank_days", 0) * DAY_MS)] * n}
        elif "per_move_s" in clock:
            per = int(clock["per_move_s"] * 1000)
            ck = {"kind": "correspondence", "initial_ms": per, "increment_ms": 0, "per_move_ms": per}
        else:
            ck = {"kind": "fischer", "initial_ms": int(clock["initial_s"] * 1000),
                  "increment_ms": int(clock.get("increment_s", 0) * 1000), "per_move_ms": None}
        ck.update(on_timeout=clock.get("on_timeout", "bot"), remaining_ms=[ck["initial_ms"]] * n,
                  running=[], since=None)
        if "bank_ms" in ck:  # a move may draw on the bank once its day(s) are used
            ck["remaining_ms"] = [per + b for b in ck["bank_ms"]]
        if clock.get("timeout_bot"):  # the level that takes a timed-out seat over (issue 26, item 3)
            ck["timeout_bot"] = clock["timeout_bot"]
    table = {
        "players": n,
        "resign_bot": resign_bot,
        "seats": [{"name": s.get("name"), "bot": s.get("bot"), "open": bool(s.get("open")),
                   "private": bool(s.get("private")), "joined": not s.get("open"), "tok": None, "out": None,
                   **({"think_ms": s["think_ms"]} if s.get("think_ms") is not None else {}),   # issue 14
                   **({"account": s["account"]} if s.get("account") else {})}   # issue 25: the seat's account
                  for s in seats],
        "clock": ck,
        "forfeits": [],
        "result": None,
    }
    if rated:  # (issue 26, item 1) only then, so every other table is as before
        table["rated"] = True
    return table


DAY_MS = 24 * 3600 * 1000


def _paused(ck: dict, s: int, since: int, until_at: int) -> int:
    """How much of [since, until_at] seat ``s`` was on vacation (its clock stopped; a
    vacation starts at a record, so it never starts inside the span)."""
    vac = ck.get("vacation_until")
    if not vac or vac[s] is None or vac[s] <= since:
        return 0
    return max(0, min(until_at, vac[s]) - since)


def legacy(meta_seats: list[dict]) -> dict:
    """The table of a game created before tables existed (all seats taken, no clock)."""
    return setup([{"name": s["name"], "bot": s.get("bot")} for s in meta_seats], "random", None)


def waiting(table: dict) -> bool:
    for s in table["seats"]:  # (a loop, not any() over a generator: asked ~7 times a move)
        if not s["joined"]:
            return True
    return False


def forfeits(table: dict) -> list[int]:
    """The seats that forfeited (resigned, or lost on time, while a bot plays on), in
    the order they did. A table folded before the order was kept (a snapshot or created
    record without ``forfeits``) lists any others after it, by seat."""
    order = list(table.get("forfeits") or [])
    return order + [i for i, s in enumerate(table["seats"]) if s["out"] and i not in order]


def open_seats(table: dict) -> list[int]:
    return [i for i, s in enumerate(table["seats"]) if not s["joined"]]


def apply(table: dict, rec: Record) -> dict:
    """Fold one record onto the table (returns a new dict; the input is not changed)."""
    if rec.kind != "seat" and (table["clock"] is None or (rec.at is None and rec.run is None)):
        return table  # only a clock reads the stamps (no copy on the move path of an unclocked game)
    t = copy.deepcopy(table)
    ck = t["clock"]
    if ck is not None and rec.at is not None and ck["since"] is not None:
        elapsed = max(0, rec.at - ck["since"])
        for s in ck["running"]:
            ck["remaining_ms"][s] -= elapsed - _paused(ck, s, ck["since"], rec.at)
        ck["since"] = rec.at
    kind = (rec.change or {}).get("type") if rec.kind == "seat" else None
    if kind == "aborted":
        # an operator ended a halted game: nobody wins (issue 30, item 11; service/stepguard.py)
        t["result"] = {"winners": [], "reason": "aborted", "ranking": []}
        t.pop("halted", None)
    elif kind == "halted":
        # the table's step kept failing at the version this record was decided on: no step
        # is queued until an operator resumes the game (issue 30, item 11)
        ch = rec.change
        t["halted"] = {"reason": ch["reason"], "version": rec.cmd, "failures": ch["failures"],
                       "since": ch.get("since", rec.at)}
    elif kind == "resumed":  # the operator's retry: the step is queued again
        t.pop("halted", None)
    elif rec.kind == "seat":
        ch = rec.change or {}
        s = ch.get("seat", rec.seat)
        seat = t["seats"][s]
        if ch["type"] == "joined":
            seat.update(joined=True, name=ch["name"], tok=ch.get("tok"))
            if ch.get("account"):  # joined with an account (issue 25)
                seat["account"] = ch["account"]
        elif ch["type"] == "vacation":  # the seat's clock stops until then (issue 26, item 3)
            if ck is not None:
                vac = ck.setdefault("vacation_until", [None] * t["players"])
                vac[s] = max(vac[s] or 0, ch["until"])
        elif ch["type"] == "time_given":  # another seat gave this one more time (issue 26, item 3)
            if ck is not None:
                ck["remaining_ms"][s] += ch["ms"]
        elif ch["type"] in ("resigned", "timeout"):
            reason = "resign" if ch["type"] == "resigned" else "timeout"
            if ck is not None and ch["type"] == "timeout":
                ck["remaining_ms"][s] = 0
            if ch.get("then") == "end":
                others = [i for i in range(t["players"]) if i != s]
                t["result"] = {"winners": others, "reason": reason, "seat": s,
                               "ranking": [{"seat": i, "place": 1} for i in others] + [{"seat": s, "place": len(others) + 1}]}
            else:  # the seat continues as a bot
                seat["bot"] = ch.get("bot") or t["resign_bot"]
                if ch.get("then") == "lose" or ch["type"] == "resigned":
                    t["forfeits"] = forfeits(t) + [s]  # (issue 30, item 7: their order ranks them)
                    seat["out"] = reason
                else:  # a bot finishes the game for a timed-out seat: marked so (issue 26, item 3)
                    t["taken_over"] = list(t.get("taken_over") or []) + [s]
    if ck is not None and rec.run is not None:
        before = set(ck["running"])
        if ck["kind"] == "fischer" and rec.seat in before and rec.kind != "seat" and ck["since"] is not None:
            ck["remaining_ms"][rec.seat] += ck["increment_ms"]
        if ck["kind"] == "correspondence":
            bank = ck.get("bank_ms")
            if bank is not None:  # what a seat's move left of its bank (issue 26, item 3)
                for s in before:
                    if s not in rec.run or s == rec.seat:
                        bank[s] = max(0, min(bank[s], ck["remaining_ms"][s]))
            for s in rec.run:  # a fresh per-move deadline for whoever is now to act
                if s not in before or s == rec.seat:
                    ck["remaining_ms"][s] = ck["per_move_ms"] + (bank[s] if bank is not None else 0)
        ck["running"] = list(rec.run)
        ck["since"] = rec.at
    return t


def fold(table: dict, records: list[Record]) -> dict:
    for r in records:
        table = apply(table, r)
    return table


def clock_view(table: dict, now_ms: int, finished: bool) -> dict | None:
    """The public ``clock`` object of every view (CONTRACTS.md)."""
    ck = table.get("clock")
    if ck is None:
        return None
    remaining = list(ck["remaining_ms"])
    running = [] if finished or ck["since"] is None else list(ck["running"])
    for s in running:
        remaining[s] -= max(0, now_ms - ck["since"]) - _paused(ck, s, ck["since"], max(now_ms, ck["since"]))
    deadline = min((d for _, d in seat_deadlines(ck, running)), default=None)
    out = {"kind": ck["kind"], "remaining_ms": [max(0, r) for r in remaining],
           "running": running[0] if running else None, "running_seats": running,
           "since": ck["since"], "deadline": deadline, "on_timeout": ck["on_timeout"],
           "initial_ms": ck["initial_ms"], "increment_ms": ck["increment_ms"], "per_move_ms": ck["per_move_ms"]}
    if "bank_ms" in ck:  # (issue 26, item 3) each seat's bank left, and its vacation
        out["bank_ms"] = [min(b, max(0, r)) for b, r in zip(ck["bank_ms"], remaining)]
        out["vacation_until"] = list(ck.get("vacation_until") or [None] * len(remaining))
    if ck.get("timeout_bot"):
        out["timeout_bot"] = ck["timeout_bot"]
    return out


def seat_deadlines(ck: dict, running: list[int]) -> list[tuple[int, int]]:
    """(seat, deadline epoch ms) of the running seats: a vacation moves a seat's deadline
    on by the part of it still ahead (issue 26, item 3)."""
    out = []
    for s in running:
        d = ck["since"] + ck["remaining_ms"][s]
        vac = (ck.get("vacation_until") or [None] * (s + 1))[s]
        if vac is not None and vac > ck["since"]:
            d += vac - ck["since"]
        out.append((s, d))
    return out


def seats_view(table: dict) -> list[dict]:
    """Public seat list: never a token hash."""
    taken = table.get("taken_over") or ()
    return [{"seat": i, "name": s["name"], "bot": s["bot"], "open": s["open"] and not s["joined"],
             "private": s["private"], "out": s["out"], **({"account": s["account"]} if s.get("account") else {}),
             **({"taken_over": "timeout"} if i in taken else {})}  # a bot finished for it (issue 26)
            for i, s in enumerate(table["seats"])]


def token_seat(table: dict, token_hash: str) -> int | None:
    for i, s in enumerate(table["seats"]):
        if s["tok"] is not None and s["tok"] == token_hash:
            return i
    return None


class TableProjection:
    """The table at a game's current version, cached per game in-process like the state."""

    def __init__(self, store):
        self.store = store
        self._cache: OrderedDict[str, tuple[int, dict]] = OrderedDict()
        self._lock = threading.Lock()

    def remember(self, gid: str, version: int, table: dict) -> None:
        with self._lock:
            old = self._cache.get(gid)
            if old is not None and old[0] > version:
                return
            self._cache[gid] = (version, table)
            self._cache.move_to_end(gid)
            while len(self._cache) > CACHE_GAMES:
                self._cache.popitem(last=False)

    def forget(self, gid: str) -> None:
        with self._lock:
            self._cache.pop(gid, None)

    def _from_snapshot(self, gid: str, version: int) -> tuple[dict | None, int]:
        """(the table, its version) from the state snapshot at or below ``version`` when it
        holds one (written with the state since issue 15), else (None, 0): a cold load of a
        long game then reads ~SNAPSHOT_EVERY records, not the whole stream."""
        mark = (version // SNAPSHOT_EVERY) * SNAPSHOT_EVERY
        if mark <= 0:
            return None, 0
        snap = self.store.snapshot(gid, mark)
        if snap is None or snap.get("tb") is None or snap["v"] > version:
            return None, 0
        return snap["tb"], snap["v"]

    def at(self, gid: str, version: int, meta_seats: str) -> dict:
        """The table at ``version``; ``meta_seats`` is the meta's seats JSON (read only
        for a game created before tables existed)."""
        cached = self._cache.get(gid)
        if cached is not None and cached[0] <= version:
            v, table = cached
            if v == version:  # the common case: nothing to read or fold
                return table
            tail = self.store.read(gid, after=v, upto=version)
        else:  # a cold start: the newest snapshot's table, else the whole stream
            table, start = self._from_snapshot(gid, version)
            records = self.store.read(gid, after=start, upto=version)
            if table is None:
                first = records[0] if records else None
                table = first.change if first is not None and first.change else legacy(json.loads(meta_seats))
            tail = records  # (from 0: the created record's stamps start the clock)
        table = fold(table, tail)
        self.remember(gid, version, table)
        return table
