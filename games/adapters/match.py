"""One game played in process as the server plays it (issue 28, item 4): the decider's
pure functions, chance drawn inside as the service draws it (the setup from the seed,
each command from the seed and the number of revealing commands before it:
service/games.py ``command_rng`` / ``chance_rng``), the table's automatic steps played
as soon as they are due (as the RQ worker does), and each seat's observation through the
same per-seat projection every read path of the service uses
(``projections.seat.observation``): a seat never sees what its player could not."""
from __future__ import annotations

import random
import secrets

import games
from games.base import SYSTEM, Game, Move
from projections import seat as seat_view


def setup_rng(seed: int) -> random.Random:
    """The chance of the setup (service/games.py ``command_rng(seed, 0)``)."""
    return random.Random(f"moonhall:{seed}:0")


def chance_rng(seed: int, reveals: int) -> random.Random:
    """The chance of a command decided after ``reveals`` revealing commands (service/games.py
    ``chance_rng``: the n-th chance of a game is the n-th stream, whatever was played)."""
    return random.Random(f"moonhall:{seed}:chance:{reveals}")


class Match:
    """A game of ``type_id`` for ``players`` seats. ``seed`` fixes every draw (None: a
    random one). Moves are the game's own JSON moves, each seat's legal moves in the
    game's order (an action number is a place in that list)."""

    def __init__(self, type_id: str, players: int = 2, options: dict | None = None, seed: int | None = None):
        game = games.get(type_id)
        if game is None:
            raise ValueError(f"unknown game type {type_id!r}; known: {sorted(games.REGISTRY)}")
        self.game: Game = game
        self.type = type_id
        self.players = players
        self.config = game.make_config(players, options)
        self.seed = seed if seed is not None else secrets.randbits(63)
        self.state = game.initial_state(self.config, setup_rng(self.seed))
        self.reveals = 0
        self.commands = 0
        self.history: list[tuple[int, Move]] = []  # (seat, move), the table's steps included
        self._settle()

    # -------------------------------------------------------------- reading
    @property
    def over(self) -> bool:
        return bool(self.game.is_over(self.state))

    def to_act(self) -> list[int]:
        return [] if self.over else list(self.game.to_act(self.state))

    def legal_moves(self, seat: int) -> list[Move]:
        return [] if self.over else list(self.game.legal_moves(self.state, seat))

    def observation(self, seat: int | None) -> dict:
        """What ``seat`` sees (None: a spectator): the service's per-seat projection."""
        return seat_view.observation(self.game, self.state, seat)

    def result(self) -> dict | None:
        return self.game.result(self.state) if self.over else None

    def rewards(self) -> list[float]:
        """Per seat at the end: 1 for a sole winner, shared on a tie, else 0 (the search's)."""
        return list(self.game.terminal_rewards(self.state, self.players)) if self.over else [0.0] * self.players

    def clone(self) -> "Match":
        """A copy to play on (chance included: it draws what this one would)."""
        import copy
        new = copy.copy(self)
        new.state = copy.deepcopy(self.state)
        new.history = list(self.history)
        return new

    # -------------------------------------------------------------- playing
    def play(self, seat: int, move: Move) -> list[dict]:
        """Plays ``move`` for ``seat`` (the game raises IllegalMove etc. as the API would
        refuse it), then the table's automatic steps; returns the move's events."""
        if seat not in self.to_act():
            from games.base import NotYourTurn
            raise NotYourTurn()
        events = self._command(seat, move)
        self._settle()
        return events

    def _command(self, seat: int, move: Move) -> list[dict]:
        events = self.game.decide(self.state, seat, move, chance_rng(self.seed, self.reveals))
        state = self.state
        for e in events:
            state = self.game.evolve(state, e)
        self.state = state
        if any(self.game.reveals(e) for e in events):
            self.reveals += 1
        self.commands += 1
        self.history.append((seat, move))
        return events

    def _settle(self) -> None:
        while not self.over:
            step = self.game.auto_move(self.state)
            if step is None:
                return
            self._command(SYSTEM, step)
