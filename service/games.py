"""Commands and queries on games: the one path every move takes.

A human's POST, a bot's turn and the table's automatic steps (run by RQ workers) all
call ``play``: load the state at the expected version, let the game decide, fold the
events, append them with the version checked inside Redis, update the read models and
schedule what comes next. A stale or repeated job fails the version check and changes
nothing.
"""
from __future__ import annotations

import hashlib
import json
import logging
import random
import secrets
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import redis

from events.model import Record
from events.store import LOBBY_IDLE_TTL, Duplicate, Gone, RedisEventStore, StaleVersion, storage_full
from games.base import SYSTEM, Game, GameError, InvalidConfig
from games.search import DEFAULT_THINK_MS
from projections import seat as seat_view
from projections import table as tables
from projections.state import NotFound, StateProjection
from projections.undo import undo_targets
from service import botguard, fanout, stepguard
from service import clock as clocks, seats as seat_cmds
from service.accounts.actor import AccountActor
from service.schemas import seat_kind_problem
from service.errors import ApiError, conflict, forbidden, not_found, unauthorized
from service.ports import Dispatcher, NoDispatch

log = logging.getLogger("moonhall")

MAX_WAIT_S = 30
META_CACHE = 4096  # games whose immutable meta this process keeps
MAX_STEPS_HERE = 16  # table steps in a row a command plays after itself (``_steps_here``); the rest in RQ
SHARED_VIEWS = 4096  # encoded long-poll answers this process keeps, by (game, version, seat)
CLOCK_SHARE_MS = 250  # a clocked game's shared answer is one per this many ms (its clocks run)


def _hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def commitment(nonce: str, seed: int) -> str:
    return hashlib.sha256(f"{nonce}:{seed}".encode()).hexdigest()


def command_rng(seed: int, version: int) -> random.Random:
    """The chance at setup (``version`` 0), and of every command of a game created before
    issue 30 (its meta has no ``chance``): a function of the seed and the stream version
    the command was decided on. An undo moves the version on, so undoing and replaying
    a move drew again: with a seed the creator chose (it is shown), a seat could work
    out which replay gave it the draw it wanted (issue 30, item 12)."""
    return random.Random(f"moonhall:{seed}:{version}")


#: meta ``chance`` of a game whose commands draw with ``chance_rng`` (created since issue 30)
CHANCE_BY_REVEALS = "reveals"


def chance_rng(seed: int, reveals: int) -> random.Random:
    """The chance of a command decided after ``reveals`` revealing records (events that
    showed chance or hidden information, the record's ``reveals`` flag): its place in
    the game's history of chance, not in the stream (issue 30, item 12).

    Why this count: undo never takes back a revealing record (projections/undo.py stops
    at one), so it only grows, and every effective history through a version holds the
    same count - undoing a move and playing it again, or any other move, draws from the
    same stream as without the undo. The effective depth (records not undone) would be
    undo-proof too, but a seat could move the next draw by playing one more or one fewer
    free move before it; with this count the n-th chance of the game is the n-th stream
    whatever was played, undone or not before it. A command that draws moves the count
    on (chance is a reveal in every game's ``reveals``); commands that draw nothing share
    a count with the next one that draws, which is harmless (they use no chance). Anyone
    holding the revealed seed checks a draw from the public record: the count is the
    number of revealing events before the command (``Game.reveals``). It is carried in
    the projection's cache and in snapshots (projections/state.py ``reveals_at``): no
    round trip on the move path."""
    return random.Random(f"moonhall:{seed}:chance:{reveals}")


def rules_version(meta: dict) -> int:
    """The rules version a game was created under (meta ``rules_version``, issue 27); 1 for
    a game stored before versions were recorded."""
    v = meta.get("rules_version")
    return 1 if v is None else int(v)


def check_rated(table: dict, seats: list[dict], hints: bool, seed: int | None) -> None:
    """A rated table (issue 26, item 1): 2-4 seats (a solo game has nobody to be ranked
    against: never rated), every human seat names an account (open seats: whoever joins
    does), each account once, no expert hints, no prearranged deal."""
    if table["players"] < 2:
        raise ApiError(422, "rated_solo", "a solo game is not rated: a rated table has 2 or more seats")
    if hints:
        raise ApiError(422, "rated_with_hints", "a rated table cannot allow the expert's hints")
    if seed is not None:
        raise ApiError(422, "rated_with_seed", "a rated table's deal is drawn by the server: no seed")
    names = []
    for i, (s, ts) in enumerate(zip(seats, table["seats"])):
        if s.get("bot") is not None or s.get("open"):
            continue
        acc = ts.get("account") or s.get("account")
        if not acc:
            raise ApiError(422, "account_required", "every human seat of a rated table names an account", {"seat": i})
        names.append(acc)
    if len(set(names)) != len(names):
        raise ApiError(422, "account_twice", "an account takes one seat of a rated table")
    if not names and not any(s.get("open") for s in seats):
        raise ApiError(422, "rated_without_players", "a rated table has a human seat: bots' ratings are fixed")


@dataclass
class Loaded:
    gid: str
    game: Game
    meta: dict
    version: int
    state: Any
    table: Any = None  # projections/table.py: seats joined/left, the clock
    #: False when version/state come from this process's cache without a look at the
    #: stream (the POST fast path): a command on it is still checked by the append
    #: script, and a refusal is re-checked on the fresh state (see GameService.play)
    fresh: bool = True

    @property
    def seats(self) -> list[dict]:
        if self.table is not None:
            return self.table["seats"]
        return json.loads(self.meta["seats"])

    @property
    def seed(self) -> int:
        return int(self.meta["seed"])


class GameService:
    def __init__(self, store: RedisEventStore, registry: dict[str, Game],
                 dispatcher: Dispatcher | None = None, snapshots: bool = True, steps_here: bool = False):
        self.store = store
        self.registry = registry
        self.dispatch = dispatcher or NoDispatch()
        self.projection = StateProjection(store, snapshots=snapshots)
        self.tables = tables.TableProjection(store)
        self._meta: OrderedDict[str, dict] = OrderedDict()
        self._meta_lock = threading.Lock()
        # the long poll's shared answers (issue 29): (game, version, seat[, clock tick]) -> bytes
        self._views: OrderedDict[tuple, bytes] = OrderedDict()
        self._views_busy: dict[tuple, threading.Event] = {}
        self._views_lock = threading.Lock()
        self.views_projected = 0  # answers projected and encoded by shared_view (for tests and the bench)
        # RQ jobs go in the append's round trip when the queue shares the store's Redis
        self._pipelined_jobs = (getattr(self.dispatch, "connection", None) is store.r
                                and hasattr(self.dispatch, "enqueue_into"))
        # the table's steps a command makes due are played by the process that made them
        # due, at once; their queued job is only a fallback (``_steps_here``, issue 29)
        self.steps_here = bool(steps_here and hasattr(self.dispatch, "auto_fallback")
                               and hasattr(self.dispatch, "cancel_auto"))

    # ------------------------------------------------------------------ lookup
    def game_type(self, type_id: str) -> Game:
        game = self.registry.get(type_id)
        if game is None:
            raise ApiError(422, "unknown_game_type", f"no game type {type_id!r}",
                           {"known": sorted(self.registry)})
        return game

    def _game_meta(self, gid: str, reload: bool = False) -> dict:
        """The game's meta, written once at create and never changed: cached in process."""
        meta = None if reload else self._meta.get(gid)
        if meta is None:
            meta = self.store.meta(gid)
            if meta is None or meta.get("type") not in self.registry:
                raise not_found(f"no game {gid!r}")
            with self._meta_lock:  # (joins and leaves are records: projections/table.py)
                self._meta[gid] = meta
                while len(self._meta) > META_CACHE:
                    self._meta.popitem(last=False)
        return meta

    def type_of(self, gid: str) -> str | None:
        """A game's type id, or None when there is no such game (the game page's hint: web.py)."""
        try:
            return self._game_meta(gid)["type"]
        except ApiError:
            return None

    def rules_of(self, meta: dict) -> Game:
        """The game object that folds and plays a stored game: its type's rules of the
        version the game was created under (issue 27, ``Game.rules``; a game stored before
        versions were recorded is version 1). A version newer than this server's (the game
        was created by a newer release) is refused with 409 rather than folded with rules
        it was not played under."""
        game = self.registry[meta["type"]]
        try:
            return game.rules(rules_version(meta))
        except GameError as e:
            raise ApiError(e.status, e.code, e.message, e.details)

    def load(self, gid: str, fresh: bool = True) -> Loaded:
        """The game now (``fresh``: the cached state plus the stream's tail, one round
        trip), or as this process last saw it (``fresh=False``: no round trip once cached;
        for commands, whose version the append script checks). An archived game loads
        from its archive, read-only (issue 30, item 14): every read answers as before."""
        for last in (False, True):
            meta = self._game_meta(gid)
            game = self.rules_of(meta)
            try:
                if fresh:
                    version, state = self.projection.current(game, gid, on_tail=self._follow_table)
                else:
                    version, state = self.projection.cached(game, gid)
            except (NotFound, Gone):
                if last:
                    raise not_found(f"no game {gid!r}")
                # archived or expired since this process cached it: forget it and look
                # again (the archive answers, or the meta is gone too: 404)
                self.forget(gid)
                continue
            return Loaded(gid, game, meta, version, state, self.tables.at(gid, version, meta["seats"]),
                          fresh=fresh)
        raise AssertionError("unreachable")  # pragma: no cover

    def forget(self, gid: str) -> None:
        """Drop what this process cached of a game (its meta, state and table)."""
        with self._meta_lock:
            self._meta.pop(gid, None)
        self.projection.forget(gid)
        self.tables.forget(gid)

    def _reload(self, lg: Loaded) -> bool:
        """``lg`` again from scratch, after its stream was found gone (archived: from the
        archive; expired: 404). True if its version changed."""
        self.forget(lg.gid)
        now = self.load(lg.gid)
        moved = now.version != lg.version
        lg.meta, lg.version, lg.state, lg.table, lg.fresh = now.meta, now.version, now.state, now.table, True
        return moved

    def _follow_table(self, gid: str, before: int, tail: list) -> None:
        """Fold the tail the state projection just read onto the cached table too, so
        the table needs no read of its own (one round trip a load)."""
        cached = self.tables._cache.get(gid)
        if cached is not None and cached[0] == before and tail:
            self.tables.remember(gid, tail[-1].version, tables.fold(cached[1], tail))

    def _refresh(self, lg: Loaded, tail: list[Record] | None = None) -> bool:
        """Bring a cached Loaded up to the stream (or up to ``tail``, records a blocking
        read just returned); True if it moved."""
        try:
            version, state = self.projection.current(lg.game, lg.gid, on_tail=self._follow_table, tail=tail)
        except Gone:  # archived or expired by another process since this one cached it
            return self._reload(lg)
        moved = version != lg.version
        lg.version, lg.state, lg.fresh = version, state, True
        if moved:
            lg.table = self.tables.at(lg.gid, version, lg.meta["seats"])
        return moved

    def seat_for(self, lg: Loaded, token: str | None) -> int | None:
        """The seat a bearer token reads as (every read path resolves its token here):
        its seat; None for a spectator (no token) and for a seat that forfeited, whose bot
        plays on (``projections.seat.reader``, issue 30 item 6). Commands ask
        ``acting_seat``: a seat that forfeited is still told why it may not move."""
        if token is None:
            return None
        if isinstance(token, AccountActor):  # an account that holds no seat here reads as a spectator
            return seat_view.reader(lg.table, self._account_seat(lg, token))
        return seat_view.reader(lg.table, self.acting_seat(lg, token))

    def _account_seat(self, lg: Loaded, actor: AccountActor) -> int | None:
        """The seat an account acts for in this game (issue 25): a seat named for it at
        create or join (the table's ``account``) or one it adopted with its seat token (the
        account's ``games`` hash); of several, the first to act. None if it holds none."""
        def held() -> list[int]:
            seats = [i for i, s in enumerate(lg.table["seats"]) if s.get("account") == actor.account] \
                if lg.table is not None else []
            return seats or [s for s in actor.seats_of(lg.gid) if 0 <= s < len(lg.seats)]
        seats = held()
        if not seats and not lg.fresh and self._refresh(lg):  # joined since this process last read
            seats = held()
        if not seats:
            return None
        if lg.state is not None and not lg.game.is_over(lg.state):
            to_act = lg.game.to_act(lg.state)
            for s in seats:
                if s in to_act:
                    return s
        return seats[0]

    def acting_seat(self, lg: Loaded, token: str | None) -> int:
        """The seat a bearer token holds, for a command (401 without a token or with one
        that is not a seat of this game). Reads go through ``seat_for``."""
        if token is None:
            raise unauthorized()
        if isinstance(token, AccountActor):  # a session or a personal token (issue 25)
            if not token.allows("play"):
                raise forbidden("this personal token may not play: it needs the scope 'play' or 'bot:play'",
                                "insufficient_scope", {"scopes": list(token.scopes)})
            seat = self._account_seat(lg, token)
            if seat is None:
                raise forbidden("this account holds no seat of this game", "not_your_seat")
            return seat
        hashed = _hash_token(token)
        seat = lg.meta.get("tok:" + hashed)
        if seat is None and lg.table is not None:  # a seat taken with POST /join
            seat = tables.token_seat(lg.table, hashed)
            if seat is None and not lg.fresh and self._refresh(lg):  # joined since this process last read
                seat = tables.token_seat(lg.table, hashed)
        if seat is None:
            raise unauthorized("this token is not a seat of this game")
        return int(seat)

    # ------------------------------------------------------------------ create
    def create(self, type_id: str, seats: list[dict], options: dict | None, seed: int | None, *,
               clock: dict | None = None, resign_bot: str | None = None, hints: bool = False,
               start=None, extra_meta: dict | None = None, token_hashes: dict[int, str] | None = None,
               rated: bool = False) -> dict:
        """A new game. ``hints``: its seats may ask for the expert's analysis while it runs
        (issue 27). ``start`` (a state) and ``extra_meta``: a what-if branch's resampled
        state and its link to its origin (service/branches.py), stored like any game's.
        ``token_hashes``: the sha256 of a human seat's secret the caller already handed out
        (issue 25: a quick-play seek's token becomes its seat's, service/tables/seeks.py);
        that seat gets no new token."""
        game = self.game_type(type_id)
        for i, s in enumerate(seats):
            problem = seat_kind_problem(s)
            if problem is not None:
                raise ApiError(422, "invalid_seats", problem, {"seat": i})
            if s.get("bot") is not None and s["bot"] not in game.bot_levels:
                raise ApiError(422, "invalid_seats", f"unknown bot level {s['bot']!r}",
                               {"bot_levels": list(game.bot_levels)})
            if s.get("think_ms") is not None and s.get("bot") is None:
                raise ApiError(422, "invalid_seats", "think_ms is a bot seat's time budget: this seat has no bot",
                               {"seat": s.get("name")})
        if resign_bot is not None and resign_bot not in game.bot_levels:
            raise ApiError(422, "invalid_resign_bot", f"unknown bot level {resign_bot!r}",
                           {"bot_levels": list(game.bot_levels)})
        timeout_bot = (clock or {}).get("timeout_bot")
        if timeout_bot is not None and timeout_bot not in game.bot_levels:
            raise ApiError(422, "invalid_timeout_bot", f"unknown bot level {timeout_bot!r}",
                           {"bot_levels": list(game.bot_levels)})
        table = tables.setup(seats, resign_bot or seat_cmds.default_resign_bot(game), clock, rated=rated)
        if rated:
            check_rated(table, seats, hints, seed)
        invites = seat_cmds.invites_for(seats)
        try:
            config = game.make_config(len(seats), options or {})
        except InvalidConfig as e:
            raise ApiError(422, e.code, e.message, e.details)
        chosen = seed is not None          # fair play: a creator-chosen seed is shown to everyone
        if seed is None:
            seed = secrets.randbits(63)
        nonce = secrets.token_hex(16)
        state = game.initial_state(config, command_rng(seed, 0)) if start is None else start
        gid = secrets.token_hex(6)
        tokens = {}
        meta = {
            "type": type_id,
            "config": json.dumps(config),
            "seats": json.dumps([{"name": s.get("name"), "bot": s.get("bot"), "open": bool(s.get("open")),
                                  **({"think_ms": s["think_ms"]} if s.get("think_ms") is not None else {})}
                                 for s in seats]),
            "seed": str(seed),
            "nonce": nonce,
            "commitment": commitment(nonce, seed),
            "created": f"{time.time():.3f}",
            "rules_version": str(game.rules_version),  # (issue 27) games before it: version 1
            "chance": CHANCE_BY_REVEALS,  # draws by the count of reveals (issue 30, item 12)
        }
        if chosen:
            meta["seed_chosen_by"] = "creator"
        if hints:
            meta["hints"] = "1"
        if rated:
            meta["rated"] = "1"  # (issue 26; the created record's table says so too)
        meta.update(extra_meta or {})
        meta.update(seat_cmds.invite_meta(invites))
        for i, s in enumerate(seats):
            if s.get("bot") is None and not s.get("open"):
                if token_hashes and i in token_hashes:
                    meta["tok:" + token_hashes[i]] = str(i)
                    continue
                tok = seat_cmds.new_seat_token()  # never read as a personal token (issue 25)
                tokens[i] = tok
                meta["tok:" + _hash_token(tok)] = str(i)
        if not self.store.create_meta(gid, meta):  # pragma: no cover - 48-bit id collision
            raise ApiError(503, "retry", "id collision, try again")
        rec = Record(1, "created", config=config, state=game.dump_state(state), change=table)
        [rec], table = clocks.stamp(game, table, [rec], state)
        lg = Loaded(gid, game, meta, 0, None, table)
        summary = self._summary(lg, 1, state, table)
        try:
            version = self._append(lg, None, [rec], state, summary, None, table, here=self.steps_here)
            self.store.index(gid, type_id, float(meta["created"]), summary["status"])
        except Exception:  # e.g. Redis full (503 storage_full): nobody knows the id yet, so no
            self.store.drop(gid)  # half-created game is left behind (issue 30, item 14)
            raise
        self.projection.after_append(game, gid, 0, version, state, [rec])
        self.tables.remember(gid, version, table)
        lg.version, lg.state = version, state
        if self.steps_here:  # a game that starts with the table's step (Azul's setup): played here
            self._steps_here(lg)
        out = {
            "id": gid,
            "type": type_id,
            "version": version,
            "status": "waiting" if tables.waiting(table) else "active",
            "seats": [{"seat": i, "name": s.get("name"), "bot": s.get("bot"), "open": bool(s.get("open")),
                       "token": tokens.get(i), **({"invite": invites[i]} if i in invites else {}),
                       **({"account": s["account"]} if s.get("account") else {})}
                      for i, s in enumerate(seats)],
        }
        return out

    @staticmethod
    def _status(game: Game, state, table: dict | None) -> str:
        """The lobby status alone (what ``_summary`` derives with the table): for the
        move path's status-change check (no summary of the old state is built) and the
        stream's ``turn`` event."""
        if table is not None:
            if tables.waiting(table):
                return "waiting"
            if table.get("result") is not None:
                return "finished"
        return "finished" if game.is_over(state) else "active"

    def _summary(self, lg: Loaded, version: int, state, table: dict | None = None) -> dict:
        game = lg.game
        table = table if table is not None else lg.table
        over = game.is_over(state)
        result = dict(game.result(state) or {}) if over else None
        summary = {
            "id": lg.gid, "type": game.id, "name": game.name, "version": version,
            "rules_version": rules_version(lg.meta),  # (issue 27)
            "status": "finished" if over else "active",
            "seats": [{"seat": i, "name": s["name"], "bot": s["bot"]} for i, s in enumerate(lg.seats)],
            "to_act": [] if over else list(game.to_act(state)),
            "winners": result.get("winners") if over else None,
            "created": float(lg.meta["created"]),
            **seat_view.lobby_fairness(lg.meta),
            **seat_view.table_flags(lg.meta),
        }
        if table is not None:  # seats joined/left, forfeits (the whole result: issue 30 item 7), a clock
            env = seat_view.with_table({"status": summary["status"], "to_act": summary["to_act"], "result": result,
                                        "waiting_for": None, "undo_to": None}, table, clocks.now_ms(), None)
            summary.update(status=env["status"], to_act=env["to_act"], open_seats=env["open_seats"],
                           seats=env["seats"], winners=(env["result"] or {}).get("winners"))
        return summary

    # ------------------------------------------------------------------ queries
    def view(self, lg: Loaded, seat: int | None, version: int | None = None) -> dict:
        """The envelope for ``seat`` (from ``seat_for``) at ``version`` (default now). A
        seat that forfeited since its token was resolved (the long poll waited through
        it) reads as a spectator: the game's table now decides, for replays too."""
        seat = seat_view.reader(lg.table, seat)
        state = lg.state if version is None else self._state_at(lg, version)
        v = lg.version if version is None else version
        over = lg.game.is_over(state) or self.finished(lg)
        undo = None
        if version is None and seat is not None and not over and seat in lg.game.to_act(state):
            targets = undo_targets(self.store, lg.gid, lg.version, seat, self.projection.recent(lg.gid))
            undo = targets[-1] if targets else None
        # the seed is revealed once the game is finished, on every view of it
        reveal = {"seed": lg.seed, "nonce": lg.meta["nonce"]} if self.finished(lg) else None
        env = seat_view.envelope(lg.game, lg.gid, v, state, seat, commitment=lg.meta["commitment"],
                                 undo_to=undo, reveal=reveal, meta=lg.meta)
        table = lg.table if version is None else self.tables.at(lg.gid, v, lg.meta["seats"])
        env = seat_view.with_table(env, table, clocks.now_ms(), reveal)
        env.update(seat_view.table_flags(lg.meta))  # hints allowed, a branch's origin (issue 27)
        # a table step that kept failing (issue 30, item 11): a record the table folds,
        # so the view reads nothing more for it (its long poll stays one round trip)
        env["halted"] = stepguard.halted(table) if env["status"] == "active" else None
        if "imported" in lg.meta:  # rebuilt from a game record (issue 27, service/records.py)
            env["imported"] = json.loads(lg.meta["imported"])
        return env

    def shared_view(self, lg: Loaded, seat: int | None, encode) -> bytes:
        """``encode(self.view(lg, seat))``, projected and encoded once per process, game,
        version and seat, and shared by every request that asks for the same (issue 29:
        500 long polls of the game being played woke at each move and each projected and
        encoded a full view; its mover's POST p99 went from 15 ms to 3 s). The per-seat
        projection stays the only read path: the key is the seat the view is projected
        for (every spectator shares seat None, a seat gets its own). A version is never
        written twice, so (game, version, seat) names the answer, except for a running
        clock: a clocked game's key also has the ``CLOCK_SHARE_MS`` tick, so the clocks
        read at most that much early. Concurrent misses wait for the first one's answer
        (the 500 wake together), so a key is projected once, not once per waiter."""
        seat = seat_view.reader(lg.table, seat)
        key = (lg.gid, lg.version, seat)
        if lg.table is not None and lg.table.get("clock") is not None:
            key += (clocks.now_ms() // CLOCK_SHARE_MS,)
        while True:
            with self._views_lock:
                out = self._views.get(key)
                if out is not None:
                    return out
                busy = self._views_busy.get(key)
                if busy is None:
                    busy = self._views_busy[key] = threading.Event()
                    break
            busy.wait(1.0)  # (the first one failed: the next waiter projects it)
        try:
            out = encode(self.view(lg, seat))
            with self._views_lock:
                self.views_projected += 1
                self._views[key] = out
                while len(self._views) > SHARED_VIEWS:
                    self._views.popitem(last=False)
        finally:
            with self._views_lock:
                self._views_busy.pop(key, None)
            busy.set()
        return out

    def wait_past(self, lg: Loaded, after: int, wait: float) -> bool:
        """The view's long poll (``GET /v1/games/{id}?after=&wait=``): bring ``lg`` (loaded
        with ``fresh=False``) past version ``after``, waiting up to ``wait`` seconds for the
        next record: the opponent's move, a bot's, the table's step (issue 15: a client
        told by its POST that nobody may act next waits here instead of asking twice).
        A version past the game's end means "the next record", as for ``GET /events``. A
        finished game answers at once. The SSE stream waits here too. True if ``lg`` moved.

        The wait is on this process's reader (service/fanout.py, issue 29), not on a
        blocking connection of its own: registered at the cached version first, so a
        record appended since is handed over by the reader (it reads a game new to it from
        the version registered); only when the reader had already read past the cached
        version is the tail read here (the records this process missed)."""
        before = lg.version
        # past it already while this process's reader follows the game up to the cached
        # version: the cached view is the answer, without a read (issue 29: 500 long polls
        # asked again a moment after the next move each read the stream's tail)
        followed = (0 <= after < lg.version and wait > 0 and not self.finished(lg)
                    and fanout.reader(self.store).follows(lg.gid, lg.version))
        if not lg.fresh and not followed and (after != lg.version or wait <= 0 or self.finished(lg)):
            self._refresh(lg)  # past it already (the view now, as a plain GET), or behind
        if after < lg.version or wait <= 0 or self.finished(lg):
            return lg.version != before
        with fanout.reader(self.store).watch(lg.gid, lg.version) as w:
            if w.behind(lg.version) and self._refresh(lg):
                return True  # the reader was further: those records were this wait's answer
            w.seen(lg.version)
            records = w.wait(min(wait, MAX_WAIT_S))
        if records:
            self._refresh(lg, records)
        # no records: none came after lg.version within the wait. (Or the stream is gone, the
        # game archived or expired while this process had it cached at exactly the version
        # the client waits past; the wait is not checked, to stay one round trip: the
        # client's next plain GET or command finds out, issue 30 item 14)
        lg.fresh = True
        return lg.version != before

    def _state_at(self, lg: Loaded, version: int):
        if not (1 <= version <= lg.version):
            raise not_found(f"version {version} does not exist (the game is at {lg.version})")
        return self.projection.state_at(lg.game, lg.gid, version)

    def legal_moves(self, lg: Loaded, seat: int | None) -> dict:
        moves: list = []
        if (seat is not None and not self.finished(lg) and not tables.waiting(lg.table)
                and seat in lg.game.to_act(lg.state) and lg.seats[seat]["bot"] is None):
            moves = lg.game.legal_moves(lg.state, seat)
        return {"version": lg.version, "moves": moves}

    def events(self, gid: str, seat_token: str | None, after: int, wait: float, limit: int | None = None) -> dict:
        lg = self.load(gid, fresh=False)  # the records are read below: one round trip in all
        seat = self.seat_for(lg, seat_token)
        wait = max(0.0, min(float(wait), MAX_WAIT_S))
        if after > lg.version and not lg.fresh:
            self._refresh(lg)
        after = min(after, lg.version)  # ids past the end mean "from now on"
        records = None
        if wait and after == lg.version and not self.finished(lg):  # nothing past ``after`` that this process knows of: wait
            # on this process's reader (service/fanout.py, issue 29); registered before any
            # read, so nothing appended meanwhile is missed
            with fanout.reader(self.store).watch(gid, after) as w:
                if not w.behind(after):
                    records = w.wait(wait)
            if records:  # folded into this process's cache (once: the other waiters find it current)
                self._refresh(lg, records)
                seat = seat_view.reader(lg.table, seat)  # a seat that forfeited in them reads as a spectator
                records = records[:limit] if limit is not None else records
        if records is None:  # records past ``after`` (or the reader was further than this process)
            try:  # (a stream that is gone raises instead of reading as "nothing new")
                records = self.store.read_checked(gid, after, count=limit)
            except Gone:
                self._reload(lg)
                records = self.store.read(gid, after=after, count=limit)
        version = records[-1].version if records else lg.version
        more = limit is not None and len(records) == limit and self.store.version(gid) > version
        if seat is not None and version > lg.version and lg.table is not None:
            # records past the cached table: a seat that forfeited in them reads as a
            # spectator (issue 30, item 6; the table folds seat records only, no state)
            seat = seat_view.reader(tables.fold(lg.table, [r for r in records if r.version > lg.version]), seat)
        return {"version": version, "events": seat_view.events(lg.game, records, seat),
                "next_after": version if more else None, "more": more}

    def list_games(self, status: str | None, type_id: str | None, limit: int = 100,
                   cursor: str | None = None, joinable: bool = False) -> dict:
        """A page of the lobby, newest first: ``{"games", "next_cursor"}`` (read from the
        index a page at a time; abandoned games' summaries expire, see events/store.py).
        ``joinable``: only games with an open seat anyone may take (issue 25)."""
        from projections import lobby
        games, nxt = self.store.lobby_page(status, type_id, limit, cursor, keep=lobby.joinable if joinable else None)
        return {"games": games, "next_cursor": nxt}

    # ------------------------------------------------------------------ commands
    def finished(self, lg: Loaded) -> bool:
        """Over by the game's rules, or by a seat leaving a 2-player game."""
        return lg.game.is_over(lg.state) or (lg.table is not None and lg.table.get("result") is not None)

    def _check_playing(self, lg: Loaded, seat: int, by_bot: bool) -> None:
        if lg.table is None:
            return
        if tables.waiting(lg.table):
            raise conflict("waiting_for_players", "the game has not started: every open seat must be taken first",
                           {"open_seats": tables.open_seats(lg.table)})
        if lg.table.get("result") is not None:
            raise conflict("game_over", "the game is finished")
        if seat != SYSTEM and not by_bot and lg.table["seats"][seat]["bot"] is not None:
            raise forbidden("this seat has left the game: a bot plays it", "seat_left")

    def join(self, gid: str, name: str, seat: int | None, invite: str | None, account: str | None = None) -> dict:
        return seat_cmds.join(self, gid, name, seat, invite, account)

    def resign(self, gid: str, seat: int) -> dict:
        return seat_cmds.resign(self, gid, seat)

    def dispatch_timeout(self, gid: str, version: int, seat: int, at_ms: int) -> None:
        schedule = getattr(self.dispatch, "timeout", None)
        if schedule is not None:
            schedule(gid, version, seat, at_ms)

    def run_timeout(self, gid: str, version: int, seat: int) -> str:
        return clocks.run_timeout(self, gid, version, seat)

    def play(self, lg: Loaded, seat: int, move: Any, expected: int, *, idem_key: str | None = None,
             dry_run: bool = False, by_bot: bool = False) -> dict:
        """Decide and append one command. ``seat`` may be SYSTEM for the table's steps."""
        if not lg.fresh:
            if dry_run or expected != lg.version:
                self._refresh(lg)  # not at the cached version: read the tail first
            else:
                # at the cached version: decide on the cached state and append at once
                # (the script checks the version); a refusal is re-checked on the stream
                try:
                    return self._play(lg, seat, move, expected, idem_key, dry_run, by_bot, fast=True)
                except ApiError as e:
                    if e.code == "game_over":  # (a finished game never changes: nothing to re-check)
                        raise
                    if e.status == 409 and e.code == "stale_version":
                        self._refresh(lg)  # someone else appended: catch up, answer 409
                        raise
                    if self._refresh(lg):
                        raise conflict("stale_version", f"another move landed first: the game is at version {lg.version}",
                                       {"version": lg.version})
                    if idem_key is None:
                        raise
        return self._play(lg, seat, move, expected, idem_key, dry_run, by_bot)

    def _play(self, lg: Loaded, seat: int, move: Any, expected: int, idem_key: str | None,
              dry_run: bool, by_bot: bool, fast: bool = False, stepping: bool = False) -> dict:
        game = lg.game
        if idem_key is not None and not dry_run and not fast:
            # (on the fast path the append script answers a repeated key itself)
            first = self._idempotent(lg, seat, idem_key)
            if first is not None:
                return first
        if expected != lg.version:
            raise conflict("stale_version", f"expected_version {expected} is stale: the game is at version {lg.version}",
                           {"version": lg.version})
        if game.is_over(lg.state):
            raise conflict("game_over", "the game is finished")
        self._check_playing(lg, seat, by_bot)
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise ApiError(400, "malformed_move", "a move is a JSON object with a string 'type'")
        if seat == SYSTEM:
            if game.auto_move(lg.state) is None:
                raise conflict("nothing_to_do", "no automatic step is pending")
        elif seat not in game.to_act(lg.state):
            raise forbidden("it is not your turn", "not_your_turn", {"to_act": list(game.to_act(lg.state))})
        rng = random.Random(secrets.randbits(64)) if dry_run else self._command_rng(lg)
        try:
            evts = game.decide(lg.state, seat, move, rng)
        except GameError as e:
            raise ApiError(e.status, e.code, e.message, e.to_dict()["details"])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise ApiError(400, "malformed_move", f"the move could not be read: {type(e).__name__}",
                           {"move_type": move.get("type")})
        if dry_run:
            shown = seat_view.dry_run(game, lg.version, seat, evts, None if seat == SYSTEM else seat)
            return {"version": lg.version, "valid": True, "events": shown}
        state = lg.state
        for e in evts:
            state = game.evolve(state, e)
        # the move rides on the command's first record: a game record shows it, so an
        # importer checks the events against the rules without a search (issue 27)
        records = [Record(lg.version + i, "game", seat=seat, cmd=lg.version, event=e, reveals=bool(game.reveals(e)),
                          move=move if i == 1 else None)
                   for i, e in enumerate(evts, start=1)]
        return self._commit(lg, seat, records, state, idem_key, stepping=stepping)

    def _command_rng(self, lg: Loaded) -> random.Random:
        """The chance of the command decided on ``lg.version`` (see ``chance_rng``)."""
        if lg.meta.get("chance") == CHANCE_BY_REVEALS:
            return chance_rng(lg.seed, self.projection.reveals_at(lg.game, lg.gid, lg.version))
        return command_rng(lg.seed, lg.version)  # a game created before issue 30

    def _idempotent(self, lg: Loaded, seat: int, key: str) -> dict | None:
        raw = self.store.r.get(self.store.idem_key(lg.gid, seat, key))
        if raw is None:
            return None
        first, last = (int(x) for x in raw.decode().split(":"))
        return self._replayed(lg, seat, first, last)

    def _replayed(self, lg: Loaded, seat: int, first: int, last: int) -> dict:
        """The answer again, for a repeated ``Idempotency-Key`` (records first..last)."""
        recs = self.store.read(lg.gid, after=first - 1, upto=last)
        if last == lg.version:
            state, table = lg.state, lg.table
        else:  # (rare: the state the request left the game in is read again)
            state, table = self.projection.state_at(lg.game, lg.gid, last), self.tables.at(lg.gid, last, lg.meta["seats"])
        # as the seat reads now: a spectator's once it forfeited (issue 30, item 6)
        reads = None if seat == SYSTEM else seat_view.reader(lg.table, seat)
        return {"version": last, "events": seat_view.events(lg.game, recs, reads),
                **self._next(self._summary(lg, last, state, table)), "replayed": True}

    @staticmethod
    def _next(summary: dict) -> dict:
        """What a command's answer says of the game after it: its status and the seats to
        act (empty while the table's automatic step is pending), so a client learns from
        its POST whether to wait (``GET /v1/games/{id}?after=<version>&wait=``)."""
        return {"status": summary["status"], "to_act": summary["to_act"]}

    def _append(self, lg: Loaded, seat: int | None, records: list[Record], state, summary: dict,
                idem_key: str | None, table: dict | None = None, here: bool = False, unstep: bool = False):
        """One round trip: the checked append, the lobby summary, a snapshot when due
        and, when the RQ queue shares this Redis, the jobs the new state calls for.
        ``here``: a table step the new state calls for is played by this process right
        after (``_steps_here``): its job is queued as the fallback, due a few seconds
        later. ``unstep``: ``records`` are such a step, played here: its fallback goes."""
        new = lg.version + len(records)
        status = summary["status"]
        jobs = self._jobs(lg, new, state, table)
        if here:
            jobs = [("step",) + j[1:] if j[0] == "auto" else j for j in jobs]
        if unstep:
            jobs.append(("unstep", lg.gid, lg.version))
        before = None
        if jobs and self._pipelined_jobs:
            def before(pipe):
                self.dispatch.enqueue_into(pipe, jobs)
        res = self.store.append(
            lg.gid, lg.version, records,
            idem_key=self.store.idem_key(lg.gid, seat, idem_key) if idem_key else None,
            summary=summary, summary_ttl=0 if status == "finished" else LOBBY_IDLE_TTL,
            snapshot=self._snapshot(lg, new, state, table, records), before=before)
        if not isinstance(res, Duplicate):
            if jobs and not self._pipelined_jobs:
                self._dispatch(jobs)
            self._schedule_timeouts(lg.gid, res, state, table)
        return res

    def _snapshot(self, lg: Loaded, new: int, state, table: dict | None, records: list[Record]):
        """The snapshot this append writes, if one is due: the state and, at a mark, the
        table (an undo's snapshot is read for its state only)."""
        snap = self.projection.snapshot_for(lg.game, lg.gid, lg.version, new, state, records)
        if snap is not None and table is not None and not snap[0].startswith("u"):
            snap[1]["tb"] = table
        return snap

    def _commit(self, lg: Loaded, seat: int, records: list[Record], state, idem_key: str | None,
                stepping: bool = False) -> dict:
        """Append a command's records, then (``steps_here``) play the table steps they
        made due; ``stepping``: the records are such a step (the loop goes on in
        ``_steps_here``)."""
        table = lg.table
        if table is not None:  # the service's time on the records; the table after them
            records, table = clocks.stamp(lg.game, table, records, state)
        summary = self._summary(lg, lg.version + len(records), state, table)
        try:
            res = self._append(lg, seat, records, state, summary, idem_key, table, here=self.steps_here,
                               unstep=stepping)
        except StaleVersion as e:
            if e.current == 0:  # no stream: archived (finished) or expired since this process cached it
                self.forget(lg.gid)
                self.load(lg.gid)  # 404 when expired
                raise conflict("game_over", "the game is finished")
            raise conflict("stale_version", f"another move landed first: the game is at version {e.current}",
                           {"version": e.current})
        if isinstance(res, Duplicate):
            return self._replayed(lg, seat, res.first, res.last)
        old = lg.version
        old_status = self._status(lg.game, lg.state, lg.table) if lg.state is not None else None
        if summary["status"] != old_status:
            try:
                self.store.index(lg.gid, lg.game.id, float(lg.meta["created"]), summary["status"], old_status)
            except redis.ResponseError as e:
                if not storage_full(e):
                    raise
                # Redis is full: the move landed, so it is answered; the lobby's index lags
                # (a page drops what no longer matches) and the retention pass files the
                # game by its records (issue 30, item 14)
                log.warning("lobby index not updated for %s: %s", lg.gid, e)
        self.projection.after_append(lg.game, lg.gid, old, res, state, records)
        if table is not None:
            self.tables.remember(lg.gid, res, table)
        lg.version, lg.state, lg.table, lg.fresh = res, state, table, True
        out = {"version": res, "events": seat_view.events(lg.game, records, None if seat == SYSTEM else seat),
               **self._next(summary)}
        if self.steps_here and not stepping:
            self._steps_here(lg)
        return out

    def _step_due(self, lg: Loaded) -> dict | None:
        """The table's step the loaded state calls for, as ``_jobs`` sees it: none while
        the game is over, waiting for players or halted."""
        if self.finished(lg) or (lg.table is not None and tables.waiting(lg.table)):
            return None
        if stepguard.halted(lg.table) is not None:
            return None
        return lg.game.auto_move(lg.state)

    def _steps_here(self, lg: Loaded) -> None:
        """Play the table's steps the command just appended made due, here and now (issue
        29): the process has the state in hand, so a step is one decide and one append,
        where an RQ job cost a worker ~2 ms of its own bookkeeping (the job's hash,
        registries, heartbeats, its result: ~20 round trips) and a load of the game, for
        a step that is a few hundred microseconds of rules. The command's answer is
        already made (it says nobody may act: a long poll past it answers at once).

        Each step's job was queued with the records that made it due, as a fallback due
        ``workers.dispatch.STEP_FALLBACK_S`` later (RQ's scheduler queues it then), and the
        step's own append takes it away in the same script: a process that dies between
        the two appends leaves the job to play the step seconds later. A step that is
        refused because the game moved meanwhile leaves its job, which finds it stale. A
        step that raises counts as one failed attempt (``_step_failed``, as in
        ``run_auto``) and is left to its job and RQ's retries."""
        for _ in range(MAX_STEPS_HERE):
            auto = self._step_due(lg)
            if auto is None:
                return
            try:
                self._play(lg, SYSTEM, auto, lg.version, None, False, False, stepping=True)
            except ApiError as e:
                if e.status != 409:  # (409: the game moved - its job, another process - nothing to do)
                    self._step_failed(lg, e)
                return
            except redis.RedisError as e:  # (the job is queued: it plays the step when Redis is back)
                log.warning("table step of %s at %d not appended here (%s): its job plays it", lg.gid, lg.version, e)
                return
            except Exception as e:  # the game's own bug: one failed attempt, logged (issue 30, item 11)
                self._step_failed(lg, e)
                return

    def undo(self, lg: Loaded, seat: int, to_version: int | None, expected: int | None,
             idem_key: str | None = None) -> dict:
        """Undo the seat's moves of this turn back to ``to_version`` (default: its last
        move). A repeated ``idem_key`` answers the first undo again instead of taking back
        one more move (issue 30, item 10), as for moves: checked before anything else."""
        if idem_key is not None:
            first = self._idempotent(lg, seat, idem_key)
            if first is not None:
                return first
        if expected is not None and expected != lg.version:
            raise conflict("stale_version", f"expected_version {expected} is stale: the game is at version {lg.version}",
                           {"version": lg.version})
        if lg.game.is_over(lg.state):
            raise conflict("game_over", "the game is finished")
        self._check_playing(lg, seat, False)
        if seat not in lg.game.to_act(lg.state):
            raise forbidden("you may undo only while it is still your turn", "not_your_turn",
                            {"to_act": list(lg.game.to_act(lg.state))})
        targets = undo_targets(self.store, lg.gid, lg.version, seat, self.projection.recent(lg.gid))
        if not targets:
            raise conflict("undo_not_allowed",
                           "nothing to undo: your last move was not yours alone this turn, or it revealed chance or hidden information")
        target = targets[0] if to_version is None else to_version
        if target not in targets:
            raise conflict("undo_not_allowed", f"you may undo to one of versions {targets}", {"undo_targets": targets})
        state = self.projection.state_at(lg.game, lg.gid, target)
        rec = Record(lg.version + 1, "undo", seat=seat, cmd=lg.version, to=target)
        return self._commit(lg, seat, [rec], state, idem_key)

    # ------------------------------------------------------------------ what comes next
    def _jobs(self, lg: Loaded, version: int, state, table: dict | None) -> list[tuple]:
        """The jobs the state at ``version`` calls for: the table's step or bots' turns
        (a clock's timeouts are scheduled apart, see ``_schedule_timeouts``)."""
        game = lg.game
        if game.is_over(state) or (table is not None and table.get("result") is not None):
            # a rated game's end: its rating update runs in RQ, never in the request (issue 26)
            return [("rate", lg.gid)] if table is not None and table.get("rated") else []
        if table is not None and tables.waiting(table):
            return []  # nothing runs until every open seat is taken
        if stepguard.halted(table) is not None:
            # a step that kept failing waits for an operator (issue 30, item 11): the
            # halt's own append, schedule() and the sweeper queue it no more
            return []
        if game.auto_move(state) is not None:
            return [("auto", lg.gid, version)]
        seats = table["seats"] if table is not None else lg.seats  # the table after the command
        to_act = game.to_act(state)
        return [("bot", lg.gid, version, s) for s in to_act if seats[s]["bot"] is not None] \
            + self._turn_notice(lg, version, to_act, seats)

    def _turn_notice(self, lg: Loaded, version: int, to_act, seats: list[dict]) -> list[tuple]:
        """One 'your turn' job (issue 26; workers/notify.py fans it out to the accounts'
        webhooks) when the command makes it the turn of a seat that names an account and was
        not to act before it (the game's start too: a table that was waiting acted nobody).
        At most one per version, queued by the append like a bot's turn; the re-dispatch of
        ``schedule`` sees no change of turn, so it queues none."""
        named = [s for s in to_act if seats[s].get("account") and seats[s].get("bot") is None]
        if not named:
            return []
        before: set = set()
        if lg.state is not None and self._status(lg.game, lg.state, lg.table) == "active":
            before = set(lg.game.to_act(lg.state))
        new = [s for s in named if s not in before]
        return [("notify", lg.gid, version, new)] if new else []

    def _dispatch(self, jobs: list[tuple]) -> None:
        for job in jobs:
            if job[0] == "rate":
                rate = getattr(self.dispatch, "rate", None)  # (a dispatcher without ratings: tools)
                if rate is not None:
                    rate(job[1])
            elif job[0] == "notify":
                notify = getattr(self.dispatch, "notify", None)  # (a dispatcher without delivery: none)
                if notify is not None:
                    notify(job[1], job[2], job[3])
            elif job[0] == "auto":
                self.dispatch.auto(job[1], job[2])
            elif job[0] == "step":  # (steps_here) the step's fallback job
                self.dispatch.auto_fallback(job[1], job[2])
            elif job[0] == "unstep":  # (steps_here) the step at that version was played: its fallback goes
                self.dispatch.cancel_auto(job[1], job[2])
            else:
                self.dispatch.bot(job[1], job[2], job[3])

    def _schedule_timeouts(self, gid: str, version: int, state, table: dict | None) -> None:
        """A clock's deadlines (clientapi): RQ's scheduler runs them (not on the move
        path unless the game has a clock)."""
        if table is None or table.get("clock") is None or table.get("result") is not None or tables.waiting(table):
            return
        for s, deadline in clocks.deadlines(table):
            self.dispatch_timeout(gid, version, s, deadline)

    def schedule(self, lg: Loaded) -> None:
        """Dispatch what the loaded state calls for (the command path does this inside
        its append; the sweeper and tools call it to re-dispatch)."""
        if self.finished(lg) or (lg.table is not None and tables.waiting(lg.table)):
            return
        self._schedule_timeouts(lg.gid, lg.version, lg.state, lg.table)
        self._dispatch(self._jobs(lg, lg.version, lg.state, lg.table))

    def run_auto(self, gid: str, version: int) -> str:
        """The table's automatic step, as a job: harmless when stale or repeated."""
        lg = self.load(gid)
        if lg.version != version or self.finished(lg) or lg.game.auto_move(lg.state) is None:
            return "stale"
        if stepguard.halted(lg.table) is not None:
            return "halted"  # until an operator retries it (no job is queued meanwhile)
        try:
            self.play(lg, SYSTEM, lg.game.auto_move(lg.state), version)
        except ApiError as e:
            if e.status == 409:
                return "stale"
            self._step_failed(lg, e)
            raise
        except Exception as e:  # the game's own bug: counted, halted after a few (issue 30, item 11)
            self._step_failed(lg, e)
            raise
        return "played"

    def _step_failed(self, lg: Loaded, exc: BaseException) -> None:
        """Count a failure of the table step; after a few, the game is halted by a record
        (service/stepguard.py), which wakes whoever waits on the game. The job still
        raises (RQ keeps its traceback); its retries find the version moved on."""
        change = stepguard.record(self.store.r, lg.gid, lg.version, exc)
        if change is not None:
            stepguard.halt(self, lg, change)  # at the version it failed at (checked by the append)

    def run_bot(self, gid: str, version: int, seat: int, info: dict | None = None,
                iterations: int | None = None) -> str:
        """A bot's turn, as a job: it sees only its seat's observation. ``info`` (if given)
        receives what reproduces the decision: level, budget, iterations and the bot's seed
        (a hash of the game's secret seed, version and seat: it reveals nothing of the game's
        seed). ``iterations`` replays a logged decision with that fixed iteration budget."""
        lg = self.load(gid)
        seat_cfg = lg.seats[seat]
        level = seat_cfg["bot"]
        if (lg.version != version or level is None or self.finished(lg)
                or seat not in lg.game.to_act(lg.state)):
            return "stale"
        moves = lg.game.legal_moves(lg.state, seat)
        obs = seat_view.observation(lg.game, lg.state, seat)
        bot_seed = int(hashlib.sha256(f"moonhall-bot:{lg.seed}:{version}:{seat}".encode()).hexdigest()[:16], 16)
        budget: dict = {}
        stats: dict = {}
        if level == "expert":
            budget = {"stats": stats}
            if iterations is not None:
                budget["iterations"] = iterations
            else:
                budget["think_ms"] = seat_cfg.get("think_ms") or DEFAULT_THINK_MS
        # a bot that raises, or whose move is refused, plays a random legal move (issue 10)
        rng = random.Random(bot_seed ^ 1)
        move, fallback = botguard.choose(
            self.store.r, gid, seat, version,
            lambda: lg.game.bot_move(obs, moves, level, random.Random(bot_seed), **budget), moves, rng)
        if info is not None:
            info.update({"game": gid, "version": version, "seat": seat, "level": level, "bot_seed": bot_seed,
                         "think_ms": stats.get("think_ms"), "iterations": stats.get("iterations"),
                         "elapsed_ms": stats.get("elapsed_ms"), "fallback": bool(fallback)})
        try:
            self.play(lg, seat, move, version, by_bot=True)
        except ApiError as e:
            if e.status == 409:
                return "stale"
            if fallback or not moves:
                raise
            botguard.record(self.store.r, gid, seat, version, "bot move refused", e)
            self.play(self.load(gid), seat, rng.choice(moves), version, by_bot=True)
            return "played-random"
        return "played-random" if fallback else "played"
