"""The bot runner (issue 28): everything a Moonhall bot does but choosing its move.

A bot author writes one function, ``decide(view, moves) -> move``: ``view`` is what the
bot's seat may see (the envelope's ``state``), ``moves`` the legal moves (each may be
returned unchanged). :class:`Bot` does the rest:

* **subscribe**: follows ``GET /v1/games/{id}/stream`` (Server-Sent Events); a dropped
  connection reconnects with ``Last-Event-ID`` and resumes exactly where it was; a server
  or proxy that does not stream (or a stream that keeps failing) falls back to the long
  poll ``GET /v1/games/{id}?after=V&wait=25``;
* **post**: ``POST /v1/games/{id}/moves?include=view,moves`` with ``expected_version`` and an
  ``Idempotency-Key`` (one per version: a retried post after a lost answer gets the first
  answer, never a second move), keeps playing while the seat is still to act;
* **wait**: a ``429`` or ``503`` is waited out for its ``Retry-After`` and the same request
  sent again; a transport error is retried with backoff;
* **409** (another move landed first): reads the view and moves again and decides anew;
* **join** an open seat (with an ``invite`` code for a private one), **create** a game
  against the server's bots, and **play many games at once** (``play_many``: a thread a
  game; ``decide`` is then called from several threads).

Example (``examples/bot.py`` is this with arguments)::

    import random
    from moonhall_client import Bot

    bot = Bot("http://127.0.0.1:8000", lambda view, moves: random.choice(moves))
    outcome = bot.play(bot.new_game("nova-luna", players=2, bot_level="random"))
    print(outcome.result)

The typed models of the API (``moonhall_client.models``, generated from openapi.yaml)
read any answer: ``Envelope`` is chosen by the game type (``parse_envelope``).
"""
from __future__ import annotations

import inspect
import logging
import random
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

import httpx

from .sse import iter_sse

log = logging.getLogger("moonhall_client")

View = dict
Move = dict
#: the author's function: the seat's view and the legal moves -> one of the moves
Decide = Callable[[View, list[Move]], Move]

POLL_WAIT_S = 25         # the long poll's wait (the server caps it)
HEARTBEAT_S = 15         # the server's stream heartbeat: silence for 4 of them is a dead link
SSE_FAILURES_TO_POLL = 3  # stream failures in a row before falling back to the long poll


class MoonhallError(Exception):
    """An answer the runner cannot go on from (a refused token, a game that is not there,
    a bot that keeps posting illegal moves): ``status``, ``code`` and ``body`` are the
    server's."""

    def __init__(self, status: int, body: Any, what: str = ""):
        err = body.get("error") if isinstance(body, dict) else None
        self.status = status
        self.code = err.get("code") if isinstance(err, dict) else None
        self.body = body
        message = err.get("message") if isinstance(err, dict) else str(body)[:300]
        super().__init__(f"{what + ': ' if what else ''}{status} {self.code or ''} {message}".strip())


@dataclass
class Seat:
    """A seat the bot holds: its game, its token and (once known) its number and game type."""

    game_id: str
    token: str
    seat: int | None = None
    type: str | None = None
    invite: str | None = None


@dataclass
class Stats:
    """What happened while playing one game (the conformance kit reads these too)."""

    moves: int = 0               # moves that landed
    turns: int = 0               # turns taken (a turn may be several moves)
    conflicts: int = 0           # 409 stale_version: another move landed first, read again
    refused: list = field(default_factory=list)  # (status, code, move) of moves the server refused
    waits: int = 0               # 429/503 answers waited out
    waited_s: float = 0.0        # time spent waiting them out
    reconnects: int = 0          # stream reconnections (with Last-Event-ID)
    polls: int = 0               # long polls (the stream's fallback)
    transport: str = "sse"       # "sse", or "poll" once fallen back
    decide_s: list = field(default_factory=list)  # seconds each decide() took


@dataclass
class Outcome:
    """A finished (or abandoned) game: the final envelope as the seat sees it."""

    seat: Seat
    envelope: dict
    stats: Stats

    @property
    def result(self) -> dict | None:
        return self.envelope.get("result")

    @property
    def finished(self) -> bool:
        return self.envelope.get("status") == "finished"


class Bot:
    """Plays seats of Moonhall games with ``decide``; see the module docstring.

    ``url``: the server. ``token``: a personal API token (``mhp_...``) sent when creating
    and joining games (the games are then the account's; optional). ``transport``:
    ``"sse"`` (default, with the long poll as fallback) or ``"poll"``. ``max_wait_s``: the
    longest a single ``Retry-After`` is waited before giving up. ``max_refused``: refused
    moves (illegal or malformed) in a row at one version before :class:`MoonhallError`.
    ``on_move(seat, move, answer)`` is called after each landed move (logging, tests).
    """

    def __init__(self, url: str, decide: Decide, *, token: str | None = None, name: str = "sdk-bot",
                 transport: str = "sse", timeout: float = 40.0, max_wait_s: float = 300.0, max_refused: int = 3,
                 on_move: Callable[[Seat, Move, dict], None] | None = None,
                 transport_retries: int = 8):
        if transport not in ("sse", "poll"):
            raise ValueError("transport is 'sse' or 'poll'")
        self.url = url.rstrip("/")
        self.decide = decide
        self.token = token
        self.name = name
        self.transport = transport
        self.timeout = timeout
        self.max_wait_s = max_wait_s
        self.max_refused = max_refused
        self.on_move = on_move
        self.transport_retries = transport_retries
        # one pool for every game of this bot (threads share it; httpx.Client is thread-safe)
        self.http = httpx.Client(base_url=self.url, timeout=timeout,
                                 limits=httpx.Limits(max_connections=None, max_keepalive_connections=64))
        self._takes_envelope = _arity(decide) >= 3

    # ------------------------------------------------------------------ plumbing
    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> "Bot":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def request(self, method: str, path: str, *, token: str | None = None, body: Any = None,
                params: dict | None = None, headers: dict | None = None, stats: Stats | None = None,
                timeout: float | None = None) -> tuple[int, Any]:
        """One API call as ``(status, json)``. A ``429``/``503`` is waited out for its
        ``Retry-After`` and sent again (the same request: a move keeps its Idempotency-Key);
        a transport error is retried with backoff when the call is safe to repeat (a read, or
        a write with an ``Idempotency-Key``); a create or a join is not (it could take two)."""
        h = {"Accept": "application/json", **(headers or {})}
        if token:
            h["Authorization"] = f"Bearer {token}"
        failures = 0
        while True:
            try:
                r = self.http.request(method, path, json=body, params=params, headers=h,
                                      timeout=timeout if timeout is not None else self.timeout)
            except httpx.TransportError:
                failures += 1
                if failures > self.transport_retries or (method != "GET" and "Idempotency-Key" not in h):
                    raise
                time.sleep(min(5.0, 0.1 * 2 ** failures))
                continue
            if r.status_code in (429, 503):
                wait = _retry_after(r)
                if wait > self.max_wait_s:
                    raise MoonhallError(r.status_code, _json(r), f"{method} {path}: Retry-After {wait} s is too long")
                if stats is not None:
                    stats.waits += 1
                    stats.waited_s += wait
                log.info("%s %s: %s, waiting %.1f s (Retry-After)", method, path, r.status_code, wait)
                time.sleep(wait)
                continue
            return r.status_code, _json(r)

    # ------------------------------------------------------------------ seats
    def new_game(self, type: str, *, players: int = 2, bot_level: str = "random", options: dict | None = None,
                 seed: int | None = None, clock: dict | None = None, seat: int = 0) -> Seat:
        """Creates a game of ``type``: this bot in seat ``seat``, the server's ``bot_level``
        bots in the others."""
        seats = [{"name": self.name} if i == seat else {"name": f"server-{bot_level}-{i}", "bot": bot_level}
                 for i in range(players)]
        body: dict = {"type": type, "seats": seats}
        if options:
            body["options"] = options
        if seed is not None:
            body["seed"] = seed
        if clock is not None:
            body["clock"] = clock
        status, g = self.request("POST", "/v1/games", token=self.token, body=body)
        if status != 201:
            raise MoonhallError(status, g, f"creating a {type} game")
        return Seat(g["id"], g["seats"][seat]["token"], seat, type)

    def join(self, game_id: str, *, invite: str | None = None, seat: int | None = None,
             name: str | None = None) -> Seat:
        """Takes an open seat of a waiting game (``invite``: the code of a private seat)."""
        body: dict = {"name": name or self.name}
        if invite is not None:
            body["invite"] = invite
        if seat is not None:
            body["seat"] = seat
        status, out = self.request("POST", f"/v1/games/{game_id}/join", token=self.token, body=body)
        if status != 201:
            raise MoonhallError(status, out, f"joining {game_id}")
        return Seat(game_id, out["token"], out.get("seat"), invite=invite)

    # ------------------------------------------------------------------ playing
    def play(self, seat: Seat | str, token: str | None = None, *, deadline_s: float | None = None) -> Outcome:
        """Plays the seat until its game ends (or ``deadline_s`` passes); returns the final
        envelope. ``seat`` may be a game id with ``token``."""
        if isinstance(seat, str):
            if not token:
                raise ValueError("play(game_id, token)")
            seat = Seat(seat, token)
        game = _Game(self, seat, time.monotonic() + deadline_s if deadline_s else None)
        return game.run()

    def play_many(self, seats: Iterable[Seat], *, parallel: int | None = None,
                  deadline_s: float | None = None) -> list[Outcome]:
        """Plays several seats at once (a thread each, at most ``parallel`` at a time);
        the outcomes in the order of ``seats``."""
        seats = list(seats)
        with ThreadPoolExecutor(max_workers=parallel or max(1, len(seats)), thread_name_prefix="moonhall-bot") as ex:
            return list(ex.map(lambda s: self.play(s, deadline_s=deadline_s), seats))

    # ------------------------------------------------------------------ the bot ladder
    def join_ladder(self, types: list[str]) -> dict:
        """Registers this bot's account (``token``: a personal token with ``bot:play``) on the
        ladder for these game types (issue 28); registering again un-pauses it."""
        status, out = self.request("POST", "/v1/bots", token=self.token, body={"types": list(types)})
        if status != 201:
            raise MoonhallError(status, out, "joining the ladder")
        return out

    def leave_ladder(self) -> None:
        status, out = self.request("DELETE", "/v1/bots", token=self.token)
        if status != 204:
            raise MoonhallError(status, out, "leaving the ladder")

    def play_ladder(self, *, games: int | None = None, deadline_s: float | None = None,
                    stop: threading.Event | None = None, poll_s: float = 1.0,
                    parallel: int = 8) -> list[Outcome]:
        """Plays the account's games as the ladder pairs them: polls ``GET /v1/me/games``
        (the ladder seats the account by name, so its personal token plays them) and plays
        each unfinished one in a thread of its own, until ``games`` games are done,
        ``deadline_s`` passes or ``stop`` is set; the outcomes in the order they ended."""
        if not self.token:
            raise ValueError("play_ladder needs the account's personal token (scope bot:play)")
        end = time.monotonic() + deadline_s if deadline_s else None
        started: set[str] = set()
        outcomes: list[Outcome] = []
        lock = threading.Lock()
        futures = []

        def one(gid: str) -> None:
            left = None if end is None else max(1.0, end - time.monotonic())
            o = self.play(Seat(gid, self.token), deadline_s=left)
            with lock:
                outcomes.append(o)

        with ThreadPoolExecutor(max_workers=parallel, thread_name_prefix="moonhall-ladder") as ex:
            while not (stop is not None and stop.is_set()) and not (end is not None and time.monotonic() > end):
                with lock:
                    if games is not None and len(outcomes) >= games:
                        break
                status, out = self.request("GET", "/v1/me/games", token=self.token)
                if status != 200:
                    raise MoonhallError(status, out, "listing the account's games")
                for g in out.get("games", []):
                    if g.get("status") != "finished" and g["id"] not in started:
                        started.add(g["id"])
                        futures.append(ex.submit(one, g["id"]))
                time.sleep(poll_s)
        # (leaving the pool waits for the games in play: each ends, or stops at the deadline)
        for f in futures:
            if f.exception() is not None:
                log.warning("a ladder game ended with %s", f.exception())
        return outcomes


class _Game:
    """One seat being played: the stream (or long poll) loop and the turn loop."""

    def __init__(self, bot: Bot, seat: Seat, deadline: float | None):
        self.bot, self.seat, self.deadline = bot, seat, deadline
        self.stats = Stats(transport=bot.transport)
        self.gid = seat.game_id
        self.version = 0            # the latest version this seat has seen
        self.last_event_id: str | None = None
        self.key_base = uuid.uuid4().hex[:12]
        self.stop = threading.Event()

    def get(self, path: str, params: dict | None = None, timeout: float | None = None) -> dict:
        status, body = self.bot.request("GET", path, token=self.seat.token, params=params, stats=self.stats,
                                        timeout=timeout)
        if status != 200:
            raise MoonhallError(status, body, f"GET {path}")
        return body

    def envelope(self) -> dict:
        env = self.get(f"/v1/games/{self.gid}")
        self._seen(env)
        return env

    def _seen(self, env: dict) -> None:
        self.version = max(self.version, int(env.get("version") or 0))
        if self.seat.seat is None and env.get("you") is not None:
            self.seat.seat = env["you"]
        if self.seat.type is None:
            self.seat.type = env.get("type")

    def expired(self) -> bool:
        return self.deadline is not None and time.monotonic() > self.deadline

    def run(self) -> Outcome:
        failures = 0
        while not self.expired():
            if self.stats.transport == "sse":
                try:
                    done = self.follow_stream()
                    failures = 0
                    if not done:  # the server (or something between) closed the stream: resume
                        self.stats.reconnects += 1
                except (httpx.TransportError, _NoStream) as e:
                    failures += 1
                    self.stats.reconnects += 1
                    if isinstance(e, _NoStream) or failures >= SSE_FAILURES_TO_POLL:
                        log.info("game %s: falling back to the long poll (%s)", self.gid, e)
                        self.stats.transport = "poll"
                    else:
                        time.sleep(min(5.0, 0.2 * 2 ** failures))
                    continue
            else:
                done = self.poll_once()
            if done:
                break
        return Outcome(self.seat, self.envelope(), self.stats)

    def follow_stream(self) -> bool:
        """Follows the stream until ``end`` (True) or until the server closes it (False:
        reconnect). A turn for this seat is played at once, while the stream's later frames
        wait in the socket."""
        headers = {"Accept": "text/event-stream", "Authorization": f"Bearer {self.seat.token}"}
        if self.last_event_id is not None:
            headers["Last-Event-ID"] = self.last_event_id  # resume exactly after it
        timeout = httpx.Timeout(self.bot.timeout, read=4 * HEARTBEAT_S)
        with self.bot.http.stream("GET", f"/v1/games/{self.gid}/stream", headers=headers, timeout=timeout) as r:
            if r.status_code in (429, 503):
                wait = _retry_after(r)
                self.stats.waits += 1
                self.stats.waited_s += wait
                time.sleep(wait)
                return False
            if r.status_code in (401, 403):
                r.read()
                raise MoonhallError(r.status_code, _json(r), "following the game")
            if r.status_code != 200 or not r.headers.get("content-type", "").startswith("text/event-stream"):
                raise _NoStream(f"the stream answered {r.status_code} {r.headers.get('content-type')}")
            for ev in iter_sse(r.iter_lines()):
                if ev.id is not None:
                    self.last_event_id = ev.id
                if ev.event == "turn":
                    v = int(ev.data.get("version") or 0)
                    if ev.data.get("you_to_act") and v >= self.version:
                        self.take_turn()
                    self.version = max(self.version, v)
                elif ev.event == "end":
                    return True
                if self.expired():
                    return True
        return False

    def poll_once(self) -> bool:
        """One long poll: the view once the game is past the version seen (at most 25 s)."""
        self.stats.polls += 1
        env = self.get(f"/v1/games/{self.gid}", params={"after": self.version, "wait": POLL_WAIT_S},
                       timeout=POLL_WAIT_S + self.bot.timeout)
        self._seen(env)
        if env["status"] == "finished":
            return True
        if env["status"] == "active" and env.get("you") in env.get("to_act", ()):
            self.take_turn(env)
        return False

    def take_turn(self, env: dict | None = None) -> None:
        """Plays while this seat is to act: decide, post, and go on from the answer."""
        env = env or self.envelope()
        listing = self.get(f"/v1/games/{self.gid}/moves")
        self.stats.turns += 1
        refused_here = 0
        while env["status"] == "active" and env.get("you") in env.get("to_act", ()) and listing.get("moves"):
            if listing["version"] != env["version"]:  # read between two moves: read both again
                env, listing = self.envelope(), self.get(f"/v1/games/{self.gid}/moves")
                continue
            t0 = time.perf_counter()
            move = (self.bot.decide(env["state"], listing["moves"], env) if self.bot._takes_envelope
                    else self.bot.decide(env["state"], listing["moves"]))
            self.stats.decide_s.append(time.perf_counter() - t0)
            key = f"{self.key_base}-{listing['version']}-{refused_here}"
            status, out = self.bot.request(
                "POST", f"/v1/games/{self.gid}/moves", token=self.seat.token, params={"include": "view,moves"},
                body={"move": move, "expected_version": listing["version"]}, headers={"Idempotency-Key": key},
                stats=self.stats)
            if status in (200, 201):  # 200: the answer of a post the server had already taken
                self.stats.moves += 1
                if self.bot.on_move:
                    self.bot.on_move(self.seat, move, out)
                env, listing = out["view"], out["moves"]
                self._seen(env)
                refused_here = 0
                continue
            code = _code(out)
            if status == 409 and code == "stale_version" or status == 403 and code == "not_your_turn":
                self.stats.conflicts += status == 409
                env, listing = self.envelope(), self.get(f"/v1/games/{self.gid}/moves")
                continue
            if status == 409:  # game_over, halted...: nothing to play
                return
            if status in (400, 422):
                self.stats.refused.append((status, code, move))
                refused_here += 1
                log.warning("game %s: move %s refused: %s %s", self.gid, move, status, code)
                if refused_here >= self.bot.max_refused:
                    raise MoonhallError(status, out, f"{refused_here} moves refused in a row")
                continue
            raise MoonhallError(status, out, "posting a move")
        self._seen(env)


class _NoStream(Exception):
    """The server (or a proxy) does not stream: use the long poll."""


def _json(r: httpx.Response) -> Any:
    try:
        return r.json()
    except ValueError:
        return {"error": {"code": None, "message": r.text[:300]}}


def _code(body: Any) -> str | None:
    err = body.get("error") if isinstance(body, dict) else None
    return err.get("code") if isinstance(err, dict) else None


def _retry_after(r: httpx.Response) -> float:
    """``Retry-After`` in seconds (a number; an HTTP date is read too), 1 s when missing."""
    raw = r.headers.get("Retry-After")
    if raw is None:
        return 1.0
    try:
        return max(0.0, float(raw))
    except ValueError:
        from email.utils import parsedate_to_datetime
        try:
            return max(0.0, parsedate_to_datetime(raw).timestamp() - time.time())
        except (TypeError, ValueError):
            return 1.0


def _arity(fn: Callable) -> int:
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return 2
    if any(p.kind == p.VAR_POSITIONAL for p in params):
        return 3
    return sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))


def random_decide(seed: int | None = None) -> Decide:
    """A ``decide`` that plays uniformly at random (the example bot's)."""
    rng = random.Random(seed)
    return lambda view, moves: rng.choice(moves)


def parse_envelope(data: dict):
    """The typed model of an envelope (``moonhall_client.models.<Game>Envelope``), chosen by
    its game ``type`` (the document's discriminator)."""
    import re

    from . import models
    words = [w for w in re.split(r"[^0-9A-Za-z]+", data["type"]) if w]  # as service/openapi.py names them
    name = "".join(w[:1].upper() + w[1:] for w in words)
    return getattr(models, f"{name}Envelope").from_dict(data)
