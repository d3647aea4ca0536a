"""Bots: "random" (base class) and "greedy" (one-ply, reads only the observation)."""
from __future__ import annotations

import random

import pytest

from games.azul_summer_pavilion import GAME
from games.testing import play
from tests.conftest import property_budget

from .helpers import counts, table


def _levels_chooser(levels):
    def choose(state, seat, moves, rng):
        return GAME.bot_move(GAME.view(state, seat), moves, levels[seat], rng)
    return choose


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_greedy_beats_random(n):
    games = max(4, property_budget(300) // 30)
    greedy_total = random_total = 0
    for seed in range(games):
        g = seed % n                                   # the greedy seat rotates
        levels = ["random"] * n
        levels[g] = "greedy"
        final, _ = play(GAME, GAME.make_config(n, {}), 900 + seed, chooser=_levels_chooser(levels))
        scores = GAME.result(final)["scores"]
        greedy_total += scores[g]
        random_total += sum(scores) - scores[g]
    assert greedy_total / games > 3 * random_total / (games * (n - 1))


def test_greedy_returns_a_legal_move_from_the_view_only():
    s = table(2, seats={0: {"hand": counts(blue=3, purple=3),
                            "board": {"blue-4": "blue", "blue-5": "blue"}}},
              supply=counts(red=10))
    moves = GAME.legal_moves(s, 0)
    m = GAME.bot_move(GAME.view(s, 0), moves, "greedy", random.Random(0))
    assert m in moves
    # completing window-blue for +3 and 3 bonus tiles is the best one-ply placement
    assert m == {"type": "place", "space": "blue-6", "colour": "blue", "k": 3}


def test_greedy_prefers_keeping_tiles_when_it_cannot_place():
    s = table(2, seats={0: {"hand": counts(green=4, red=1)}}, supply=counts(red=10))
    s["seats"][0]["board"] = {f"{star}-{p}": star for star in ("green", "red")
                              for p in range(1, 7)}
    s["seats"][0]["board"].update({f"center-{p}": c for p, c in zip(
        range(1, 7), ("purple", "green", "orange", "yellow", "blue", "red"))})
    moves = GAME.legal_moves(s, 0)
    assert all(m["type"] == "pass" for m in moves)
    m = GAME.bot_move(GAME.view(s, 0), moves, "greedy", random.Random(0))
    assert m == {"type": "pass", "keep": {"green": 4}}     # green is wild in round 2


def test_random_level_is_uniform_choice():
    s = table(2, seats={0: {"hand": counts(red=3)}}, supply=counts(red=10))
    moves = GAME.legal_moves(s, 0)
    picks = {GAME.bot_move(GAME.view(s, 0), moves, "random", random.Random(k))["type"]
             for k in range(60)}
    assert picks == {"place", "pass"}
