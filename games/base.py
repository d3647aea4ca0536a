"""The contract every Moonhall game implements: a pure *decider*.

A game is a stateless object (one instance per game type) made of pure functions:
no I/O, no clock, no global random state. The service layer knows nothing else
about a game than what this module defines.

Terms
-----
seat     an int, 0 .. players-1. ``SYSTEM`` (-1) is the table itself: the seat that
         plays the automatic steps (end of round, refills, final scoring) named by
         ``auto_move``. In ``view``/``event_view`` a seat of ``None`` is a spectator.
state    plain JSON data (dicts with str keys, lists, str, int, float, bool, None).
         ``evolve`` returns a new state and never mutates its argument, so the
         service may cache states and share them between readers.
move     a JSON object with a ``"type"`` key. Every move in ``legal_moves`` can be
         posted back unchanged.
event    a JSON object with a ``"type"`` key: a fact that happened. Chance is
         decided in ``decide`` and its outcome is written into the event (the tiles
         drawn, the cards dealt), so ``evolve`` never draws and replay needs no seed.

Errors
------
``IllegalMove(rule, message)``   the move is well formed but breaks a rule; ``rule``
                                  is the spec id (e.g. "R-7.3", "§6.2", "TC-12").
``MalformedMove(message)``        the move is not understood at all (wrong shape).
``InvalidConfig(violations)``     bad options when a game is created.

Rules versions (issue 27)
-------------------------
A stored game is its stream: the created record (config and initial state, so
``initial_state`` is never run again for it) and the events ``decide`` produced, folded
by ``evolve``. Every game stores ``rules_version`` at creation. The rule of thumb:

- a change after which every stored stream folds to the same states, views and result
  needs no bump. Example: Blue Moon's option ``free_on_first_turn`` added a state key
  whose default an old state reads as before, so old streams fold the same;
- a change after which some stored stream would fold differently (another score, another
  event meaning, a new event shape today's ``evolve`` reads differently) bumps
  ``rules_version`` and keeps the old behaviour reachable: ``rules(version)`` returns,
  for the old versions, an object that plays and folds as before (a subclass overriding
  only what changed), or one whose ``evolve`` first ``upcast``s an old event into
  today's shape with the same meaning. The service picks that object from the game's
  meta when it loads the game, so the rule functions stay pure and never see a version.

The golden corpus (``tests/golden/``, ``python -m tools.golden record``) holds recorded
streams of every game type with the views and results they must fold to; the test
``tests/test_golden.py`` refolds them on every commit. A new rules version adds games
played under it (the old ones stay and must still fold as recorded).
"""
from __future__ import annotations

import json
import os
import random
from dataclasses import dataclass
from typing import Any, Iterable

SYSTEM = -1

State = Any          # JSON data
Move = dict
Event = dict


#: game package -> its ``words`` module or None (``Game._words_module``)
_WORDS_MODULES: dict = {}


class GameError(Exception):
    """Base of the typed errors a decider raises."""

    status = 422
    code = "game_error"

    def __init__(self, message: str, rule: str | None = None, details: Any = None):
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.details = details

    def to_dict(self) -> dict:
        """The body of the API's ``error`` object."""
        details = self.details
        if self.rule is not None:
            extra = {} if details is None else details if isinstance(details, dict) else {"info": details}
            details = {"rule": self.rule, **extra}
        return {"code": self.code, "message": self.message, "details": details}


class IllegalMove(GameError):
    """A well-formed move that the rules forbid. ``rule`` names the spec rule."""

    code = "illegal_move"

    def __init__(self, rule: str, message: str, details: Any = None):
        super().__init__(message, rule=rule, details=details)


class NotYourTurn(GameError):
    """The seat may not act now (the service answers 403)."""

    status = 403
    code = "not_your_turn"

    def __init__(self, message: str = "it is not your turn", rule: str | None = None):
        super().__init__(message, rule=rule)


class MalformedMove(GameError):
    """The move's JSON does not have the shape of any move of this game (400)."""

    status = 400
    code = "malformed_move"

    def __init__(self, message: str, details: Any = None):
        super().__init__(message, details=details)


class UnknownRulesVersion(GameError):
    """A stored game's rules version is newer than this server's game type knows
    (``Game.rules``): created by a newer release. Its stream is not folded with rules it
    was not played under."""

    status = 409
    code = "unknown_rules_version"

    def __init__(self, game_id: str, version: Any, known: int):
        super().__init__(f"{game_id} game of rules version {version!r}: this server knows versions 1-{known}",
                         details={"rules_version": version, "known": known})


class InvalidConfig(GameError):
    """Options or player count rejected at creation; ``violations`` lists every problem."""

    code = "invalid_options"

    def __init__(self, violations: list[str] | str):
        if isinstance(violations, str):
            violations = [violations]
        super().__init__("; ".join(violations), details={"violations": list(violations)})
        self.violations = list(violations)


@dataclass(frozen=True)
class Option:
    """One game option as shown by ``GET /v1/game-types``."""

    name: str
    default: Any
    description: str
    choices: tuple | None = None     # allowed values, when the option is an enum
    kind: str = "enum"               # "enum" | "bool" | "int" | "json"
    provisional: bool = False        # value comes from a spec default marked inferred/open

    def describe(self) -> dict:
        d = {"name": self.name, "default": self.default, "description": self.description, "kind": self.kind}
        if self.choices is not None:
            d["choices"] = list(self.choices)
        if self.provisional:
            d["provisional"] = True
        return d


class Game:
    """Base class of a game type. Subclasses override the rule functions.

    Required overrides: ``initial_state``, ``decide``, ``evolve``, ``legal_moves``,
    ``to_act``, ``view``, ``is_over``, ``result``. The rest have sensible defaults.
    """

    id: str = ""
    name: str = ""
    min_players: int = 2
    max_players: int = 4
    options: tuple[Option, ...] = ()
    bot_levels: tuple[str, ...] = ("random",)
    # one sentence per level on how strong it is (GET /v1/game-types shows it)
    bot_level_notes: dict = {}
    # OpenAPI 3.1 / JSON Schema objects describing this game's moves and views; the
    # service merges them into openapi.yaml, and tests validate random play against them.
    move_schema: dict = {}
    view_schema: dict = {}
    event_schema: dict = {}
    # the version of this game's rules (issue 27): stored in every game at creation (meta
    # ``rules_version``; a game stored before it is version 1). See "Rules versions" in the
    # module docstring: a change that would fold a stored stream differently bumps it and
    # keeps the old behaviour reachable through ``rules``.
    rules_version: int = 1

    # ----- rules versions (issue 27) ----------------------------------------
    def rules(self, version: int) -> "Game":
        """The game object that folds, views and plays on a game stored under rules
        ``version`` (the service calls it with the game's meta ``rules_version`` when it
        loads the game, so every rule function it calls for that game - ``evolve`` in the
        projection's fold, ``decide``, ``view``, ``result`` - is that version's, and they
        all stay pure: the version is chosen once, never passed around).

        Default: this object for today's version, and for any older one: a version this
        game type never bumped past folds the same by definition. A game that bumps its
        version overrides this to return an object that keeps the old behaviour for the
        old versions (typically a subclass of today's class that overrides only what
        changed, or that rewrites old event shapes into today's with ``upcast`` before
        today's ``evolve``). A version newer than this server knows raises
        ``UnknownRulesVersion``: the game was created by a newer release, and folding it
        with older rules would show a state it never had."""
        if not isinstance(version, int) or version < 1 or version > self.rules_version:
            raise UnknownRulesVersion(self.id, version, self.rules_version)
        return self

    def upcast(self, event: Event, from_version: int) -> Event:
        """``event``, stored by a game of rules ``from_version``, in today's shape with the
        same meaning (default: unchanged). Today's ``evolve`` never sees it by itself: the
        object ``rules(from_version)`` returns applies it in its ``evolve`` when a version
        bump only renamed or reshaped an event (an upcaster, as event stores do), so the
        old code need not be kept."""
        return event

    # ----- configuration -------------------------------------------------
    def make_config(self, players: int, options: dict | None) -> dict:
        """Validate the player count and options; return the full config
        ``{"players": n, <every option with its value>}``. Raise InvalidConfig
        listing every violation."""
        options = dict(options or {})
        violations = []
        if not isinstance(players, int) or not (self.min_players <= players <= self.max_players):
            violations.append(f"{self.id} takes {self.min_players}-{self.max_players} players, not {players}")
        known = {o.name: o for o in self.options}
        for k in options:
            if k not in known:
                violations.append(f"unknown option {k!r}")
        config: dict = {"players": players}
        for o in self.options:
            v = options.get(o.name, o.default)
            if o.name in options:
                if o.kind == "bool" and not isinstance(v, bool):
                    violations.append(f"option {o.name!r} must be true or false")
                elif o.kind == "int" and (not isinstance(v, int) or isinstance(v, bool)):
                    violations.append(f"option {o.name!r} must be an integer")
                elif o.choices is not None and v not in o.choices:
                    violations.append(f"option {o.name!r} must be one of {list(o.choices)}")
            config[o.name] = v
        violations.extend(self.check_config(config))
        if violations:
            raise InvalidConfig(violations)
        return config

    def check_config(self, config: dict) -> list[str]:
        """Game-specific validation after defaults are filled; return violations."""
        return []

    def describe(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": [o.describe() for o in self.options],
            "bot_levels": list(self.bot_levels),
            "rules_version": self.rules_version,  # (issue 27) the version a new game is created under
            **({"bot_level_notes": {k: v for k, v in self.bot_level_notes.items() if k in self.bot_levels}}
               if self.bot_level_notes else {}),
        }

    def describe_full(self) -> dict:
        """``describe()`` plus everything static a client needs to draw and explain the game
        (GET /v1/game-types/{type}): ``catalogue`` (game-specific data, with the ids the views
        use) and ``texts`` (``moves``: a prompt per move type, ``decisions``: per pending
        decision kind, ``rules``: a short text per rule id an error may name)."""
        mod = self._catalogue_module()
        if mod is None:
            return {**self.describe(), "catalogue": {},
                    "texts": {"moves": {}, "decisions": {}, "rules": {}}}
        return {**self.describe(), "catalogue": mod.catalogue(self), "texts": mod.texts()}

    def decision(self, view: dict) -> dict | None:
        """What the view's seat (or the table) decides now, for the prompt (issue 24):
        ``{"key": a key of texts.decisions, "params": the values its template reads}``, or
        None when the game has no words for it. From the view alone, so it is pure."""
        mod = self._words_module()
        return None if mod is None or not hasattr(mod, "decision") else mod.decision(view)

    def result_breakdown(self, result: dict, view: dict) -> dict:
        """What a finished game's result adds for players (issue 24): ``scores`` (each
        seat's final score and its parts per the game's scoring), ``tie_breaker`` (a code of
        texts.results ``tie_breaker.*``) and ``end_reason`` (the rules' reason for the end),
        from the result and the final view alone."""
        mod = self._words_module()
        return {} if mod is None or not hasattr(mod, "breakdown") else mod.breakdown(result, view)

    def _words_module(self):
        """The game package's ``words`` module, or None; looked up once per package (every
        view asks it for the decision: import_module's look through the import machinery
        was a few microseconds of each GET)."""
        pkg = type(self).__module__.rpartition(".")[0]
        try:
            return _WORDS_MODULES[pkg]
        except KeyError:
            pass
        from importlib import import_module
        try:
            mod = import_module(f"{pkg}.words") if pkg else None
        except ModuleNotFoundError as e:
            if e.name != f"{pkg}.words":
                raise
            mod = None
        _WORDS_MODULES[pkg] = mod
        return mod

    def rule_text(self, rule_id: str) -> dict | None:
        """``{"id", "title", "text", "section"}`` of a rule id an error may name in
        ``details.rule`` (from the package's rule_texts.json), or None when unknown."""
        from games.texts import rule_texts
        mod = self._catalogue_module()
        return None if mod is None else rule_texts(os.path.dirname(mod.__file__)).get(rule_id)

    def _catalogue_module(self):
        """The ``catalogue`` module of the game's package (``catalogue(game)``, ``texts()``), if any."""
        from importlib import import_module
        pkg = type(self).__module__.rpartition(".")[0]
        try:
            return import_module(f"{pkg}.catalogue") if pkg else None
        except ModuleNotFoundError as e:
            if e.name != f"{pkg}.catalogue":
                raise
            return None

    # ----- the decider -----------------------------------------------------
    def initial_state(self, config: dict, rng: random.Random) -> State:
        raise NotImplementedError

    def decide(self, state: State, seat: int, move: Move, rng: random.Random) -> list[Event]:
        """Return the events the move produces; raise IllegalMove / MalformedMove /
        NotYourTurn. Must not mutate ``state``. ``seat`` may be SYSTEM for an auto move."""
        raise NotImplementedError

    def evolve(self, state: State, event: Event) -> State:
        raise NotImplementedError

    def legal_moves(self, state: State, seat: int) -> list[Move]:
        raise NotImplementedError

    def to_act(self, state: State) -> list[int]:
        """Seats that may move now (empty while an auto move is pending or when over)."""
        raise NotImplementedError

    def auto_move(self, state: State) -> Move | None:
        """The move SYSTEM must play now (end of round, refill, final scoring), else None.
        While it is not None, ``to_act`` is empty."""
        return None

    def view(self, state: State, seat: int | None) -> dict:
        """What ``seat`` may see at the table (None: a spectator). Never the hidden
        parts of other seats, never the order of a bag or deck."""
        raise NotImplementedError

    def event_view(self, event: Event, seat: int | None) -> Event:
        """The event as ``seat`` may see it (redact other seats' hidden parts)."""
        return event

    def config_view(self, config: dict, seat: int | None) -> dict:
        """The game's configuration as ``seat`` may see it (e.g. without another seat's
        secret deck list). Shown in the ``game_created`` event."""
        return config

    def reveals(self, event: Event) -> bool:
        """True when the event reveals chance or hidden information (a draw from a
        bag or deck). Undo never crosses such an event."""
        return False

    def reveals_to(self, event: Event, seat: int | None) -> bool:
        """True when the event shows ``seat`` something it could not know before the move
        was played (chance, another seat's hidden cards): a dry run by ``seat`` masks it and
        everything after it. A seat's own hidden cards shown to the others are a reveal
        (``reveals``) but not to that seat. Default: ``reveals(event)``."""
        return self.reveals(event)

    def is_over(self, state: State) -> bool:
        raise NotImplementedError

    def result(self, state: State) -> dict | None:
        """None until over; then at least ``{"winners": [seats], "ranking":
        [{"seat", "place", ...}]}`` plus game-specific figures (scores)."""
        raise NotImplementedError

    # ----- bots -------------------------------------------------------------
    def bot_move(self, observation: dict, moves: list[Move], level: str, rng: random.Random,
                 **budget) -> Move:
        """Choose a move for a bot from what its seat may see (``view(state, seat)``)
        and the legal moves. The default plays uniformly at random; level ``expert``
        searches (``budget``: ``think_ms`` or ``iterations``, ``stats`` a dict it fills)."""
        if level == "expert":
            return self.expert_move(observation, moves, rng, **budget)
        return rng.choice(moves)

    # ----- the expert: information-set search (games/search.py) ------------------------
    def determinize(self, view: dict, seat: int, rng: random.Random) -> State:
        """A full state consistent with ``view`` (what ``seat`` sees): everything the seat
        cannot see (other hands, deck/bag contents and order, face-down cards) sampled with
        ``rng``. ``view(determinize(view, seat, rng), seat) == view`` must hold."""
        raise NotImplementedError

    def view_seat(self, view: dict) -> int:
        """The seat a view belongs to."""
        raise NotImplementedError

    def search_players(self, view: dict) -> int:
        return int(view["players"])

    # the cheapest sensible move policy for rollouts (state, seat, legal moves, rng)
    def rollout_policy(self, state: State, seat: int, moves: list[Move], rng: random.Random) -> Move:
        return moves[rng.randrange(len(moves))]

    rollout_steps: int = 200

    def terminal_rewards(self, state: State, players: int) -> list[float]:
        """Reward per seat at the end: 1 for a sole winner, shared on a tie, else 0. Written
        here, not in games/search.py: the contract every game implements leans on no bot."""
        winners = (self.result(state) or {}).get("winners") or []
        r = [0.0] * players
        for w in winners:
            if 0 <= w < players:
                r[w] = 1.0 / len(winners)
        return r

    def prior_move(self, state: State, seat: int, moves: list[Move], rng: random.Random) -> Move | None:
        """The move the search tries first and favours a little at a tree node (None: no
        preference). Games with a greedy level return its choice."""
        return None

    def tree_moves(self, state: State, seat: int, pairs: list) -> list:
        """The (key, move) pairs the search tree considers at a node (a game may keep only
        the most promising few of a long list)."""
        return pairs

    def evaluate(self, state: State, players: int) -> list[float]:
        """Heuristic reward in [0, 1] per seat for a state where a rollout stopped."""
        return [0.5] * players

    def fallback_move(self, observation: dict, moves: list[Move], rng: random.Random) -> Move:
        """The move when the search could not run (greedy if the game has it)."""
        if "greedy" in self.bot_levels:
            return self.bot_move(observation, moves, "greedy", rng)
        return rng.choice(moves)

    def expert_move(self, observation: dict, moves: list[Move], rng: random.Random, *,
                    think_ms: int | None = None, iterations: int | None = None,
                    stats: dict | None = None) -> Move:
        from games.search import expert_move
        return expert_move(self, observation, moves, rng, seat=self.view_seat(observation),
                           think_ms=think_ms, iterations=iterations, stats=stats)

    # ----- storage ------------------------------------------------------------
    def dump_state(self, state: State) -> Any:
        return state

    def load_state(self, data: Any) -> State:
        return data


def canonical(obj: Any) -> str:
    """Stable JSON text for comparing moves and events."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def apply(game: Game, state: State, events: Iterable[Event]) -> State:
    for e in events:
        state = game.evolve(state, e)
    return state
