"""Game records that last (issue 27, "Records"): the export, the checks, the import.

A *record* (format ``moonhall-record/1``, docs/record.schema.json) is one JSON document:
the game's header (type, rules version, players, options, the seed commitment, how its
chance is drawn), every entry of its stream (the ``created`` record with the initial
state, each game event with the move that produced it, undo records, table records:
joins, resignations, timeouts, aborts) with its time, and after the end the ``seed`` and
``nonce``. Entries are built by the per-seat projection (``projections.seat.record_entry``)
like every read path: while the game runs a seat's record holds only what that seat may
see (a spectator's without a token); once it is over the record is complete.

Tamper evidence is a SHA-256 chain over a canonical JSON encoding (``canonical``: keys
sorted by code point, no whitespace, UTF-8, non-ASCII not escaped). ``genesis`` hashes the
header fields ``HEADER``; each entry carries ``hash = sha256(<previous hash, 64 hex
digits> + canonical(<the entry without "hash">))`` - the previous entry's hash (the
genesis for version 1) is part of what it hashes - and the record's ``head`` is the last
entry's hash. A change of an entry breaks its own hash, so the first bad entry is named
exactly; a change of the header breaks version 1's. A seat's record chains what that seat
sees (hashes of what it may not see would let it test guesses), so its chain is its own.

``verify`` checks a record without a server (``python -m tools.verify`` and
``POST /v1/games/import`` share it): the chain and the head; for a complete record the
seed commitment (``sha256(nonce:seed)``), the initial state (drawn from the seed) and that
every event is what the rules decide from the recorded move with the recorded chance
(``service.games.chance_rng`` from the seed and the number of revealing records before
the command, or ``command_rng`` by version for games created before issue 30), every undo
one the seat was allowed, every table record consistent with the table, and that the game
is over at its end. Moves are stored with the command's first event since issue 27
(events/model.py); for an older command without one the move is found among the legal
moves (the one whose ``decide`` gives exactly the recorded events): a human's move outside
``legal_moves`` (another spelling of a legal move) is then not found and the record of such
an older game is refused - new games never need the search.

``import_record`` rebuilds a checked complete record as a new, read-only finished game
(marked ``imported`` with its origin): the same records, so its views, events and states
are the original's at every version, and its own record is the original's, hash for hash.
Nothing is written before every check passed.
"""
from __future__ import annotations

import dataclasses
import hashlib
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from events import codec
from events.model import Record
from games.base import SYSTEM, Game, GameError, InvalidConfig
from projections import seat as seat_view
from projections import table as tables
from projections.state import SNAPSHOT_EVERY, has_undo_snapshot
from projections.undo import undo_targets
from service.clock import MAX_GIVE_S
from service.games import CHANCE_BY_REVEALS, chance_rng, command_rng, commitment, rules_version

FORMAT = "moonhall-record/1"
CANONICAL = "JSON, keys sorted by code point, no whitespace, UTF-8 (non-ASCII not escaped)"
HASH_SCHEME = "sha256(previous hash hex + canonical(entry without hash)); version 1's previous hash: sha256(canonical(header))"
#: the header fields the chain starts from (genesis): what a record is a record of
HEADER = ("format", "origin", "type", "rules_version", "players", "options", "seat", "complete",
          "commitment", "chance", "seed_chosen_by", "hints", "branch_of")
#: the largest record POST /v1/games/import reads (a long finished Blue Moon City game
#: is ~0.5 MiB; the API's other bodies stay at 1 MiB)
MAX_RECORD_BYTES = 16 << 20
MAX_ENTRIES = 200_000  # (a long Blue Moon City game between random bots has ~2,200)
KINDS = ("created", "game", "undo", "seat")
_STAMPS = {"version", "kind", "at", "run", "hash"}
ALLOWED = {"created": _STAMPS | {"state", "table"},
           "game": _STAMPS | {"seat", "cmd", "event", "reveals", "move"},
           "undo": _STAMPS | {"seat", "cmd", "to"},
           "seat": _STAMPS | {"seat", "cmd", "change"}}
SEAT_CHANGES = ("joined", "resigned", "timeout", "aborted", "halted", "resumed",
                "vacation", "time_given")  # (the last two: issue 26's correspondence clocks)
#: table records only the system appends (an operator's abort and retry, a step's halt)
BY_SYSTEM = ("aborted", "halted", "resumed")


class BadRecord(ValueError):
    """Not a record at all (not an object, another format, no events): 400."""


class RecordError(ValueError):
    """A record that is not what it claims: ``version`` is the first bad entry (1-based,
    by position in ``events``), ``reason`` says what is wrong with it (422)."""

    code = "record_invalid"

    def __init__(self, version: int | None, reason: str):
        super().__init__(f"version {version}: {reason}" if version is not None else reason)
        self.version = version
        self.reason = reason

    def details(self) -> dict:
        return {"version": self.version, "reason": self.reason}


class Incomplete(RecordError):
    """A valid chain, but not a finished game's complete record (no seed, or the game is
    not over at its last entry): nothing to rebuild a finished game from."""

    code = "record_incomplete"


# ---------------------------------------------------------------------------- the chain
def canonical(obj: Any) -> bytes:
    """The canonical encoding every hash is taken over (``CANONICAL``)."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False).encode("utf-8", "surrogatepass")


def genesis(record: dict) -> str:
    """The hash version 1 chains from: the header fields of the record."""
    return hashlib.sha256(canonical({k: record.get(k) for k in HEADER})).hexdigest()


def entry_hash(prev: str, entry: dict) -> str:
    body = {k: v for k, v in entry.items() if k != "hash"}
    return hashlib.sha256(prev.encode("ascii", "replace") + canonical(body)).hexdigest()


def chain(record: dict) -> dict:
    """``record`` with each entry stamped with its hash and the record with its head (a
    new record and new entries: the argument is left as it was)."""
    out = dict(record)
    link = genesis(out)
    events = []
    for e in record["events"]:
        e = {k: v for k, v in e.items() if k != "hash"}
        link = e["hash"] = entry_hash(link, e)
        events.append(e)
    out["events"], out["head"] = events, link
    return out


# ---------------------------------------------------------------------------- export
def build(game: Game, gid: str, meta: dict, records: list[Record], seat: int | None, complete: bool) -> dict:
    """The record of a game for ``seat`` (None: a spectator's), or complete. ``meta`` is
    the game's meta (service side: the seed and nonce are put in only when ``complete``)."""
    created = records[0]
    if created.change is None:  # a game stored before tables: its seats as every view shows them
        created = dataclasses.replace(created, change=tables.legacy(json.loads(meta["seats"])))
        records = [created] + list(records[1:])
    config = created.config if created.config is not None else json.loads(meta["config"])
    shown = config if complete else game.config_view(config, seat)
    imported = json.loads(meta["imported"]) if "imported" in meta else None
    rec: dict = {
        "format": FORMAT,
        # where the game was played: an imported game keeps its origin, so its record is
        # the original's hash for hash
        "origin": imported["origin"] if imported else gid,
        "type": meta["type"],
        "rules_version": rules_version(meta),
        "players": config["players"],
        "options": {k: v for k, v in shown.items() if k != "players"},
        "seat": None if complete else seat,
        "complete": complete,
        "commitment": meta["commitment"],
        "chance": "reveals" if meta.get("chance") == CHANCE_BY_REVEALS else "version",
        "seed_chosen_by": meta.get("seed_chosen_by"),
        # the table's flags every view shows: hints allowed, a what-if branch's origin
        "hints": meta.get("hints") == "1",
        "branch_of": json.loads(meta["branch_of"]) if meta.get("branch_of") else None,
        "canonical": CANONICAL,
        "hash_scheme": HASH_SCHEME,
        "id": gid,
        "version": records[-1].version,
        "events": [seat_view.record_entry(game, r, seat, complete) for r in records],
    }
    if complete:
        rec.update(seed=int(meta["seed"]), nonce=meta["nonce"])
    elif meta.get("seed_chosen_by") == "creator":  # shown to everyone from version 1 (issue 13)
        rec["seed"] = int(meta["seed"])
    if imported:
        rec["imported"] = imported
    return chain(rec)


def export(service, lg, seat: int | None) -> dict:
    """``GET /v1/games/{id}/record``: complete once the game is finished, else as ``seat``
    (from ``service.seat_for``) may see it; with the envelope's ``status`` and ``result``
    (not chained: the importer works them out again) and, when the table was created with
    ``chat_in_record``, its ``chat`` (not chained either; an import leaves it behind)."""
    complete = service.finished(lg)
    records = service.store.read(lg.gid, after=0, upto=lg.version)
    rec = build(lg.game, lg.gid, lg.meta, records, None if complete else seat, complete)
    env = service.view(lg, None if complete else seat)
    rec["status"], rec["result"] = env["status"], env["result"]
    from service.tables import chat
    if chat.in_record(lg.meta):  # (the table allowed it: issue 25; not chained, no game event)
        rec["chat"] = chat.all_messages(service.store.r, lg.gid)
    return rec


# ---------------------------------------------------------------------------- checks
def _norm(obj: Any) -> Any:
    """``obj`` as it reads back from JSON (tuples as lists, keys as strings)."""
    return codec.loads(codec.dumpb(obj))


def _same(a: Any, b: Any) -> bool:
    return canonical(_norm(a)) == canonical(_norm(b))


def check_shape(doc: Any) -> None:
    """What makes a document a record at all (else 400, not 422)."""
    if not isinstance(doc, dict):
        raise BadRecord("a record is a JSON object")
    if doc.get("format") != FORMAT:
        raise BadRecord(f"not a {FORMAT} record (format {doc.get('format')!r})")
    events = doc.get("events")
    if not isinstance(events, list) or not events or not all(isinstance(e, dict) for e in events):
        raise BadRecord("a record's events are a non-empty list of objects")
    if len(events) > MAX_ENTRIES:
        raise BadRecord(f"a record has at most {MAX_ENTRIES} entries")


def check_chain(doc: dict) -> str:
    """The head, after checking every entry's hash and the head (RecordError naming the
    first entry whose hash is not what it hashes to)."""
    try:
        link = genesis(doc)
    except ValueError:  # a number JSON cannot carry (1e999 read as infinity)
        raise RecordError(1, "the header holds a number out of range")
    for i, e in enumerate(doc["events"], start=1):
        h = e.get("hash")
        try:
            ok = isinstance(h, str) and entry_hash(link, e) == h
        except ValueError:
            ok = False
        if not ok:
            raise RecordError(i, "its hash does not match its content and the previous hash (changed?)")
        link = h
    if doc.get("head") != link:
        raise RecordError(len(doc["events"]), "the record's head is not the last entry's hash (entries cut or added?)")
    return link


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _entry(e: dict, v: int, players: int, complete: bool) -> Record:
    """The stored record of entry ``e`` at position ``v`` (RecordError if malformed)."""
    kind = e.get("kind")
    if kind not in KINDS:
        raise RecordError(v, f"unknown kind {kind!r}")
    extra = set(e) - ALLOWED[kind]
    if extra:
        raise RecordError(v, f"unknown fields {sorted(extra)}")
    if e.get("version") != v:
        raise RecordError(v, f"its version is {e.get('version')!r}, not its place {v}")
    at, run = e.get("at"), e.get("run")
    if at is not None and not _int(at):
        raise RecordError(v, "at must be an integer (epoch ms)")
    if run is not None and not (isinstance(run, list) and all(_int(s) and 0 <= s < players for s in run)):
        raise RecordError(v, "run must list seats")
    stamp = {"at": at, "run": run}
    if kind == "created":
        if v != 1:
            raise RecordError(v, "only version 1 is the created record")
        if "state" not in e:
            raise RecordError(v, "the created record has no state")
        table = e.get("table")
        if isinstance(table, dict) and isinstance(table.get("seats"), list) and all(isinstance(s, dict) for s in table["seats"]):
            # a record never holds a token hash: a seat of the rebuilt game has none either
            table = {**table, "seats": [{**s, "tok": None} for s in table["seats"]]}
        return Record(v, kind, state=e["state"], change=table, **stamp)
    if v == 1:
        raise RecordError(v, "version 1 must be the created record")
    seat, cmd = e.get("seat"), e.get("cmd")
    if not (_int(seat) and (seat == SYSTEM or 0 <= seat < players)):
        raise RecordError(v, f"no seat {seat!r}")
    if not (_int(cmd) and 1 <= cmd < v):
        raise RecordError(v, f"cmd {cmd!r} is not a version before it")
    if kind == "game":
        ev, move = e.get("event"), e.get("move")
        if not (isinstance(ev, dict) and isinstance(ev.get("type"), str)):
            raise RecordError(v, "a game entry's event is an object with a string type")
        if move is not None and not (isinstance(move, dict) and isinstance(move.get("type"), str)):
            raise RecordError(v, "a move is an object with a string type")
        if complete and not isinstance(e.get("reveals"), bool):
            raise RecordError(v, "a complete record's game entry says whether it reveals")
        return Record(v, kind, seat=seat, cmd=cmd, event=ev, reveals=bool(e.get("reveals")), move=move, **stamp)
    if kind == "undo":
        to = e.get("to")
        if not (_int(to) and 1 <= to < v):
            raise RecordError(v, f"undo to {to!r} is not a version before it")
        return Record(v, kind, seat=seat, cmd=cmd, to=to, **stamp)
    ch = e.get("change")
    if not (isinstance(ch, dict) and ch.get("type") in SEAT_CHANGES):
        raise RecordError(v, f"a seat entry's change is one of {list(SEAT_CHANGES)}")
    s = ch.get("seat", seat)
    if ch["type"] not in BY_SYSTEM and not (_int(s) and 0 <= s < players):
        raise RecordError(v, f"the change names no seat of the game ({s!r})")
    return Record(v, kind, seat=seat, cmd=cmd, change={k: x for k, x in ch.items() if k != "tok"}, **stamp)


@dataclass
class Checked:
    """A record that passed ``verify``: what the import writes."""
    game: Game
    doc: dict
    head: str
    complete: bool
    config: dict | None = None
    records: list[Record] = field(default_factory=list)
    states: dict = field(default_factory=dict)    # version -> state after it
    tables: dict = field(default_factory=dict)    # version -> table after it (at chunk ends)
    commands: int = 0
    searched: int = 0                            # commands whose move was found by search

    def summary(self) -> dict:
        d = self.doc
        out = {"format": FORMAT, "type": d.get("type"), "rules_version": d.get("rules_version"),
               "players": d.get("players"), "events": len(d["events"]), "head": self.head,
               "complete": self.complete, "origin": d.get("origin")}
        if self.complete:
            out.update(commands=self.commands, moves_searched=self.searched, seed=d.get("seed"),
                       commitment="ok", rules="every event is what the rules decide from the recorded moves")
        else:
            out.update(seat=d.get("seat"),
                       rules="not checked: a seat's record while the game runs has no seed (checked once it is over)")
        return out


def rules_for(game: Game, version: Any) -> Game:
    """The rules a record's game was played under (issue 27, ``Game.rules``): the object
    that decides and folds a game of that version, as the service loads it. A version this
    server does not know (a newer release played it) cannot be checked: refused."""
    if not _int(version):
        raise RecordError(1, f"rules_version is an integer, not {version!r}")
    try:
        return game.rules(version)
    except GameError as e:
        raise RecordError(1, f"rules version {version!r} of {game.id} is not played here: {e.message}")


def verify(registry: dict[str, Game], doc: Any) -> Checked:
    """Check a record: BadRecord (not a record), RecordError (naming the first bad
    version), Incomplete (a valid chain that is not a finished game's complete record;
    ``Checked`` is returned for it by ``verify_any``)."""
    checked = verify_any(registry, doc)
    if not checked.complete:
        raise Incomplete(None, "not a complete record: the game is not over, or the record is a seat's "
                               "(no seed and nonce); export it again once the game is finished")
    return checked


def verify_any(registry: dict[str, Game], doc: Any) -> Checked:
    """``verify``, but a seat's record while the game runs passes with its chain checked."""
    check_shape(doc)
    try:
        return _verify(registry, doc)
    except RecordError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as e:
        # a shape no check above foresaw (a table that is not one, a number out of range...):
        # refused like any other bad record, never a server error
        raise RecordError(None, f"the record cannot be read ({type(e).__name__})")


def _verify(registry: dict[str, Game], doc: dict) -> Checked:
    head = check_chain(doc)
    kind = doc.get("type")
    game = registry.get(kind) if isinstance(kind, str) else None
    if game is None:
        raise RecordError(1, f"no game type {doc.get('type')!r} here")
    game = rules_for(game, doc.get("rules_version"))
    complete = doc.get("complete") is True
    if complete != ("nonce" in doc) or (complete and doc.get("seat") is not None):
        raise RecordError(1, "a complete record has the seed and nonce and no seat; a seat's record neither")
    players = doc.get("players")
    if not (_int(players) and game.min_players <= players <= game.max_players):
        raise RecordError(1, f"{game.id} takes {game.min_players}-{game.max_players} players, not {players!r}")
    if not isinstance(doc.get("options"), dict):
        raise RecordError(1, "options is an object")
    if doc.get("chance") not in ("reveals", "version"):
        raise RecordError(1, "chance is 'reveals' or 'version'")
    checked = Checked(game, doc, head, complete)
    records = [_entry(e, v, players, complete) for v, e in enumerate(doc["events"], start=1)]
    checked.records = records
    if complete:
        _replay(checked, records)
    return checked


def _replay(checked: Checked, records: list[Record]) -> None:
    """The complete record's checks against the rules (see the module docstring)."""
    doc, game = checked.doc, checked.game
    if doc.get("branch_of") is not None:
        raise RecordError(1, "a what-if branch (a sandbox) starts from a position sampled from a seat's view, "
                             "not from a deal of its seed: its record cannot be checked from the seed, nor imported")
    seed, nonce = doc.get("seed"), doc.get("nonce")
    if not _int(seed) or seed < 0 or not isinstance(nonce, str):
        raise RecordError(1, "the seed is a non-negative integer and the nonce a string")
    if commitment(nonce, seed) != doc.get("commitment"):
        raise RecordError(1, "sha256(nonce:seed) is not the commitment: not the seed the game was played with")
    config = {"players": doc["players"], **doc["options"]}
    try:
        game.make_config(doc["players"], doc["options"])
    except InvalidConfig as e:
        raise RecordError(1, f"options not allowed: {e.message}")
    checked.config = config
    # version 1: the initial state is the one the seed deals (service/games.py create)
    try:
        initial = game.initial_state(config, command_rng(seed, 0))
    except Exception as e:  # an option value the game cannot set up with
        raise RecordError(1, f"the game cannot be set up with these options: {type(e).__name__}")
    if not _same(game.dump_state(initial), records[0].state):
        raise RecordError(1, "the initial state is not the one the seed deals")
    table0 = records[0].change
    if table0 is not None and not (isinstance(table0, dict) and isinstance(table0.get("seats"), list)
                                   and all(isinstance(x, dict) for x in table0["seats"])
                                   and len(table0["seats"]) == doc["players"] and table0.get("players") == doc["players"]
                                   and (table0.get("clock") is None or isinstance(table0["clock"], dict))):
        raise RecordError(1, "the table's setup does not seat the game's players")
    table = table0 if table0 is not None else tables.setup([{"name": f"seat {i}"} for i in range(doc["players"])],
                                                          "random", None)
    table = _fold_table(table, records[0])
    state = initial
    states = checked.states
    states[1] = state
    checked.tables[1] = table
    known = {1: records[0]}
    reveals = 0  # revealing records so far: where the next command's chance is drawn
    by_reveals = doc["chance"] == "reveals"
    i, n = 1, len(records)
    while i < n:
        r = records[i]
        v = r.version
        if game.is_over(state) or table.get("result") is not None:
            raise RecordError(v, "an entry after the end of the game")
        if r.cmd != v - 1:
            raise RecordError(v, f"decided on version {r.cmd}, but it follows version {v - 1}")
        if r.kind == "game":
            group = [r]
            while i + len(group) < n and records[i + len(group)].kind == "game" and records[i + len(group)].cmd == r.cmd:
                group.append(records[i + len(group)])
            _check_command(checked, state, table, group, seed, reveals if by_reveals else None)
            for g in group:
                if g.reveals != bool(game.reveals(g.event)):
                    raise RecordError(g.version, "its reveal flag is not what the rules say of the event")
                state = game.evolve(state, g.event)
                states[g.version] = state
                table = _fold_table(table, g)
                known[g.version] = g
                reveals += g.reveals
            checked.commands += 1
            i += len(group)
            continue
        if r.kind == "undo":
            if tables.waiting(table) or r.seat == SYSTEM or r.seat not in game.to_act(state):
                raise RecordError(v, "an undo by a seat that may not act")
            if r.to not in undo_targets(None, "", v - 1, r.seat, known):
                raise RecordError(v, f"an undo to {r.to} is not allowed (only the seat's own moves of this turn, never across a reveal)")
            state = states[r.to]
        else:  # a table record
            _check_seat_change(game, state, table, r)
        states[v] = state
        table = _fold_table(table, r)
        known[v] = r
        checked.commands += 1
        i += 1
    checked.tables[n] = table
    if not (game.is_over(state) or table.get("result") is not None):
        raise Incomplete(n + 1, "the game is not over at the record's last entry (entries missing?)")
    try:  # the views the import will serve fold this table: it must be one
        seat_view.with_table({"status": "finished", "to_act": [], "result": game.result(state) or {},
                              "waiting_for": None, "undo_to": None}, table, 0, None)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        raise RecordError(1, "the table's setup is malformed")


def _fold_table(table: dict, rec: Record) -> dict:
    try:
        return tables.apply(table, rec)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise RecordError(rec.version, f"the table cannot take this entry ({type(e).__name__})")


def _check_seat_change(game: Game, state, table: dict, r: Record) -> None:
    """A join, resignation, timeout or abort is one the service could have appended."""
    ch = r.change
    kind = ch["type"]
    s = ch.get("seat", r.seat)
    seats = table["seats"]
    if kind == "joined":
        if seats[s].get("joined") or not seats[s].get("open") or not isinstance(ch.get("name"), str):
            raise RecordError(r.version, f"seat {s} was not open to join")
    elif kind in ("resigned", "timeout"):
        if tables.waiting(table) or seats[s].get("out") or (kind == "resigned" and seats[s].get("bot") is not None):
            raise RecordError(r.version, f"seat {s} could not {kind[:-1] if kind == 'resigned' else 'time out'} then")
        if kind == "timeout" and (table.get("clock") is None or s not in table["clock"]["running"]):
            raise RecordError(r.version, f"seat {s} timed out without a running clock")
        if ch.get("then") not in ("end", "bot", "lose"):
            raise RecordError(r.version, "a resignation or timeout says what follows (end, bot, lose)")
    elif kind == "time_given":  # another seat's gift of time (issue 26, item 3)
        if (table.get("clock") is None or r.seat == s or not _int(r.seat) or not (0 <= r.seat < len(seats))
                or not _int(ch.get("ms")) or not (0 < ch["ms"] <= MAX_GIVE_S * 1000)):
            raise RecordError(r.version, "more time is given by another seat of a clocked game, a positive amount")
    elif r.seat != SYSTEM:
        raise RecordError(r.version, f"only the system appends {kind!r}")
    elif kind == "vacation" and ((table.get("clock") or {}).get("kind") != "correspondence" or not _int(ch.get("until"))):
        raise RecordError(r.version, "a vacation stops a correspondence clock until a time")
    elif kind == "halted" and (game.auto_move(state) is None or table.get("halted") is not None):
        raise RecordError(r.version, "a halt when no table step was pending")  # (issue 30, item 11)
    elif kind == "resumed" and table.get("halted") is None:
        raise RecordError(r.version, "a resume of a game that was not halted")


def _prefix(want: list[dict], got: list[dict]) -> int:
    """How many events of ``got`` are ``want``'s, in order (len(want) when all match and
    the counts agree)."""
    k = 0
    while k < len(want) and k < len(got) and _same(want[k], got[k]):
        k += 1
    return k


def _check_command(checked: Checked, state, table: dict, group: list[Record], seed: int,
                   reveals: int | None) -> None:
    """One command's events are exactly what ``decide`` gives for its move and chance."""
    game = checked.game
    first = group[0]
    v, seat = first.version, first.seat
    for g in group[1:]:
        if g.seat != seat:
            raise RecordError(g.version, "events of one command by two seats")
        if g.move is not None:
            raise RecordError(g.version, "a move on an event that is not its command's first")
    if tables.waiting(table):
        raise RecordError(v, "a move before every open seat was taken")

    def rng():
        return chance_rng(seed, reveals) if reveals is not None else command_rng(seed, first.cmd)

    want = [g.event for g in group]
    if seat == SYSTEM:
        auto = game.auto_move(state)
        if auto is None:
            raise RecordError(v, "a table step when none was due")
        if first.move is not None and not _same(first.move, auto):
            raise RecordError(v, "the table's step is not the one the rules call for")
        candidates = [auto]
    else:
        if seat not in game.to_act(state):
            raise RecordError(v, f"seat {seat} moved out of turn")
        if first.move is not None:
            candidates = [first.move]
        else:  # an older record (no move stored): the legal move that gives these events
            candidates = game.legal_moves(state, seat)
            checked.searched += 1
    best, why = 0, "no legal move gives these events"
    for move in candidates:
        try:
            got = game.decide(state, seat, move, rng())
        except GameError as e:
            why = f"the rules refuse the move: {e.message}"
            continue
        except Exception as e:  # a move no client could have posted (the move path checks its
            why = f"the rules cannot read the move ({type(e).__name__})"  # schema first): refused
            continue
        k = _prefix(want, got)
        if k == len(want) == len(got):
            return
        if k >= best:
            best, why = k, ("the rules decide other events for this move and chance" if k < len(want)
                            else "the rules decide more events for this move (entries missing?)")
    raise RecordError(v + best, why)


# ---------------------------------------------------------------------------- import
def _chunks(records: list[Record]):
    """The records in appends as the command path writes them: a window ends at each
    multiple of SNAPSHOT_EVERY (its snapshot goes with it), and an undo whose target
    lies before its window is appended alone (with its own snapshot)."""
    chunk: list[Record] = []
    for r in records:
        if has_undo_snapshot(r) and chunk:
            yield chunk
            chunk = []
        chunk.append(r)
        if r.version % SNAPSHOT_EVERY == 0 or has_undo_snapshot(r):
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def import_record(service, doc: Any) -> dict:
    """``POST /v1/games/import``: a new, read-only finished game from a checked complete
    record (raises BadRecord / RecordError before anything is written)."""
    from service.errors import ApiError
    from service.games import Loaded
    checked = verify(service.registry, doc)
    game, records = checked.game, checked.records
    table = checked.tables[len(records)]
    gid = secrets.token_hex(6)
    imported = {"origin": doc["origin"], "head": checked.head, "at": int(time.time() * 1000)}
    seats = table["seats"]
    meta = {
        "type": doc["type"],
        "config": json.dumps(checked.config),
        "seats": json.dumps([{"name": s.get("name"), "bot": s.get("bot"), "open": bool(s.get("open"))} for s in seats]),
        "seed": str(doc["seed"]),
        "nonce": doc["nonce"],
        "commitment": doc["commitment"],
        "created": f"{time.time():.3f}",
        "rules_version": str(doc["rules_version"]),
        "imported": json.dumps(imported),
    }
    if doc["chance"] == "reveals":
        meta["chance"] = CHANCE_BY_REVEALS
    if doc.get("seed_chosen_by") == "creator":
        meta["seed_chosen_by"] = "creator"
    if doc.get("hints") is True:  # (the view shows it; the game is over, nobody asks any more)
        meta["hints"] = "1"
    # the created record as the service writes it: the config, the initial state, the table
    records = [Record(1, "created", config=checked.config, state=records[0].state, change=records[0].change,
                      at=records[0].at, run=records[0].run)] + records[1:]
    store = service.store
    if not store.create_meta(gid, meta):  # pragma: no cover - 48-bit id collision
        raise ApiError(503, "retry", "id collision, try again")
    lg = Loaded(gid, game, meta, 0, None, None)
    try:
        tb = records[0].change if records[0].change is not None else tables.legacy(json.loads(meta["seats"]))
        for chunk in _chunks(records):
            new = chunk[-1].version
            tb = tables.fold(tb, chunk)
            state = checked.states[new]
            last = new == len(records)
            store.append(gid, lg.version, chunk, snapshot=service._snapshot(lg, new, state, tb, chunk),
                         summary=service._summary(lg, new, state, tb) if last else None, summary_ttl=0)
            lg.version = new
        store.index(gid, meta["type"], float(meta["created"]), "finished")
    except Exception:  # e.g. Redis full (503 storage_full): no half-imported game is left behind
        store.drop(gid)
        raise
    return {"id": gid, "type": meta["type"], "version": len(records), "status": "finished",
            "imported": imported, "seats": tables.seats_view(table)}


# ---------------------------------------------------------------------------- HTTP
def register_routes(app, service) -> None:
    """GET /v1/games/{id}/record and POST /v1/games/import (service.http.create_app)."""
    from flask import jsonify, request
    from werkzeug.exceptions import RequestEntityTooLarge

    from service.errors import ApiError, bad_request
    from service.inputs import token as _token
    from service.movecheck import depth_exceeds, too_deep

    @app.get("/v1/games/<gid>/record")
    def game_record(gid):
        lg = service.load(gid)
        return jsonify(export(service, lg, service.seat_for(lg, _token())))

    @app.post("/v1/games/import")
    def import_game():
        request.max_content_length = MAX_RECORD_BYTES  # (a 413 past it, as for any body)
        raw = request.get_data(cache=False)
        if len(raw) >= MAX_RECORD_BYTES and request.content_length is None and request.environ["wsgi.input"].read(1):
            raise RequestEntityTooLarge()  # a chunked body cut at the limit (as service.http._raw_body)
        try:
            doc = codec.loads(raw) if raw else None
        except RecursionError:
            raise too_deep()
        except ValueError as e:
            if "depth limit" in str(e):
                raise too_deep()
            raise bad_request("the body is not JSON")
        if depth_exceeds(doc):  # as every body (issue 30, item 5): no record nests so deep
            raise too_deep()
        try:
            return jsonify(import_record(service, doc)), 201
        except BadRecord as e:
            raise bad_request(str(e))
        except RecordError as e:
            raise ApiError(422, e.code, str(e), e.details())
