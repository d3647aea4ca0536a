"""Pure helpers for testing any decider (no I/O): random play with contract checks.

Used by every game's tests and by the property tests. ``play`` drives a game the way
the service does: the SYSTEM seat plays ``auto_move`` when there is one, otherwise a
seat in ``to_act`` picks a move (at random, or through a chooser).
"""
from __future__ import annotations

import copy
import json
import random
from typing import Callable

from games.base import SYSTEM, Game, canonical


class ContractError(AssertionError):
    pass


def check_json(obj, what: str) -> None:
    try:
        text = json.dumps(obj, allow_nan=False)
    except (TypeError, ValueError) as e:  # pragma: no cover - message only
        raise ContractError(f"{what} is not JSON: {e}")
    if json.loads(text) != obj:
        raise ContractError(f"{what} does not survive a JSON round trip (tuples? int keys?)")


def step(game: Game, state, seat: int, move: dict, rng: random.Random, strict: bool = True):
    """decide + evolve, checking that decide does not mutate the state."""
    before = copy.deepcopy(state) if strict else None
    events = game.decide(state, seat, move, rng)
    if strict and state != before:
        raise ContractError(f"decide mutated the state for move {move}")
    for e in events:
        if strict:
            check_json(e, f"event {e.get('type')}")
            pre = copy.deepcopy(state)
        new = game.evolve(state, e)
        if strict and state != pre:
            raise ContractError(f"evolve mutated the state for event {e.get('type')}")
        state = new
    return state, events


def play(game: Game, config: dict, seed: int, *, max_steps: int = 20000, strict: bool = False,
         chooser: Callable | None = None, on_step: Callable | None = None):
    """Play one game to its end from ``seed``. Returns (final_state, log) where log is a
    list of (seat, move, events). ``chooser(state, seat, moves, rng) -> move`` defaults to
    uniform random. ``on_step(state, seat, move, events)`` is called after each step (for
    invariant checks). With ``strict`` every step checks the contract (slower)."""
    rng = random.Random(seed)
    state = game.initial_state(config, rng)
    if strict:
        check_json(game.dump_state(state), "initial state")
    log = []
    for _ in range(max_steps):
        if game.is_over(state):
            return state, log
        auto = game.auto_move(state)
        if auto is not None:
            if game.to_act(state):
                raise ContractError("auto_move pending while seats are to act")
            seat, move = SYSTEM, auto
        else:
            seats = game.to_act(state)
            if not seats:
                raise ContractError("nobody to act, no auto move, and the game is not over")
            seat = seats[0]
            moves = game.legal_moves(state, seat)
            if not moves:
                raise ContractError(f"seat {seat} is to act but has no legal move")
            if strict:
                for m in moves:
                    check_json(m, "legal move")
                if len({canonical(m) for m in moves}) != len(moves):
                    raise ContractError("legal_moves lists a move twice")
            move = chooser(state, seat, moves, rng) if chooser else rng.choice(moves)
        state, events = step(game, state, seat, move, rng, strict=strict)
        if not events:
            raise ContractError(f"move {move} produced no event")
        log.append((seat, move, events))
        if on_step:
            on_step(state, seat, move, events)
    raise ContractError(f"game not over after {max_steps} steps")


def replay(game: Game, config: dict, seed: int, log) -> object:
    """Rebuild the state from the initial state and the logged events only (no rng use)."""
    state = game.initial_state(config, random.Random(seed))
    for _seat, _move, events in log:
        for e in events:
            state = game.evolve(state, e)
    return state


def check_contract(game: Game, config: dict, seeds=range(5)) -> int:
    """Strict contract checks over a few random games; returns the number of steps played.

    - states, events and moves are JSON; decide/evolve never mutate their input;
    - every seat to act has a legal move; every legal move is accepted by decide;
    - replaying the events alone gives the same final state (evolve never draws);
    - dump/load round trip; views and event views are JSON for every seat and spectator;
    - the result names winners once the game is over.
    """
    total = 0
    for seed in seeds:
        def on_step(state, seat, move, events):
            for s in list(range(config["players"])) + [None]:
                check_json(game.view(state, s), "view")
                for e in events:
                    check_json(game.event_view(e, s), "event view")
        final, log = play(game, config, seed, strict=True, on_step=on_step)
        total += len(log)
        if replay(game, config, seed, log) != final:
            raise ContractError("replaying the events does not give the same state")
        if game.load_state(json.loads(json.dumps(game.dump_state(final)))) != final:
            raise ContractError("dump_state/load_state round trip differs")
        res = game.result(final)
        if not res or "winners" not in res or "ranking" not in res:
            raise ContractError("result must have winners and ranking")
        check_json(res, "result")
    return total
