"""The run-time move check (service/movecheck.py) has two parts: a fast one, fastjsonschema
code compiled from each move type's alternatives (issue 15), and the full one, jsonschema
on the whole published schema, which names the errors. The fast part may only ever say
"valid" where the full one does (it is the shortcut taken on every POST), and it must say
so for the legal moves, or the shortcut would be dead weight."""
from __future__ import annotations

import random

import pytest

import games
from games.base import SYSTEM
from service.movecheck import _valid_fast, _validator

ODD_VALUES = [None, True, False, 0, -1, 1, 2**40, 2**70, 1.5, 2.0, "", "x", "green", [], [0], [0, 0], {}, {"a": 1}]


def legal_moves_seen(game, players: int, seed: int, limit: int = 60) -> list[dict]:
    """Moves legal somewhere in one random game (the table's steps included)."""
    rng = random.Random(seed)
    state = game.initial_state(game.make_config(players, {}), rng)
    seen: list[dict] = []
    for _ in range(400):
        if game.is_over(state) or len(seen) >= limit:
            break
        acting = game.to_act(state)
        seat, move = SYSTEM, game.auto_move(state)
        if acting:
            seat = acting[0]
            moves = game.legal_moves(state, seat)
            seen.extend(rng.sample(moves, min(3, len(moves))))
            move = rng.choice(moves)
        if move is None:
            break
        for e in game.decide(state, seat, move, rng):
            state = game.evolve(state, e)
    return seen


def mutations(move: dict, rng: random.Random):
    """The move with one field dropped, one unknown field, each field set to odd values,
    and another game's type."""
    for k in move:
        yield {x: v for x, v in move.items() if x != k}
    yield {**move, "sneaky": 1}
    for k in move:
        for v in rng.sample(ODD_VALUES, 6):
            yield {**move, k: v}
        if isinstance(move[k], list) and move[k]:
            yield {**move, k: move[k] + move[k][:1]}
            yield {**move, k: [ODD_VALUES[rng.randrange(len(ODD_VALUES))]] + move[k][1:]}
    yield {**move, "type": "no-such-move"}


@pytest.mark.parametrize("type_id", sorted(games.REGISTRY))
def test_the_fast_check_agrees_with_the_full_schema(type_id):
    game = games.REGISTRY[type_id]
    full = _validator(game)
    rng = random.Random(type_id)
    moves = legal_moves_seen(game, game.min_players, 11) + legal_moves_seen(game, game.max_players, 12)
    assert moves
    fast_valid = 0
    checked = 0
    for move in moves:
        assert full.is_valid(move), move              # the published schema takes every legal move
        assert _valid_fast(game, move), move           # and the shortcut does too
        for bad in mutations(move, rng):
            checked += 1
            if _valid_fast(game, bad):
                fast_valid += 1
                assert full.is_valid(bad), (type_id, bad)   # never valid on the shortcut only
    assert fast_valid < checked  # the mutations reached the shortcut's refusals too
