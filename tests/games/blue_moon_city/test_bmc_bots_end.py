"""Issue 14: Blue Moon City games between bots end by the rules' end conditions (§10.4
offerings, §11.1 nobody can afford an offering once the city is finished, §11.2 no marker
left), not by the stall guard (§11.1 [I]) and not by a step cap.

The former bots could stall for good: all 80 cards held, deck and discard pile empty
(§4.1 "discard 0-2, draw discarded + 2" then circulates nothing), every seat keeping its
markers back. Each game here must end within ``STEP_CAP`` decisions, far below the
tournament's 20000-step cap; a finished game takes 100-600. Budgets scale with
MOONHALL_PROPERTY_SCALE / MOONHALL_PROPERTY_GAMES (tests/conftest.py).
"""
from __future__ import annotations

import random

import pytest

from games.blue_moon_city import GAME
from games.blue_moon_city.expert import discard_choice
from tests.conftest import property_budget

STEP_CAP = 1500
RULE_ENDS = {"offerings", "city_finished", "markers_exhausted"}     # §10.4, §11.1, §11.2
EXPERT_ITERATIONS = 4

CASES = [
    (("greedy", "greedy"), 8),
    (("greedy", "random"), 6),
    (("expert", "greedy"), 2),
    (("greedy", "greedy", "greedy", "greedy"), 4),
    (("greedy", "random", "greedy", "random"), 3),
    (("expert", "greedy", "greedy", "greedy"), 1),
]


def _play(levels: tuple, seed: int):
    rng = random.Random(seed)
    state = GAME.initial_state(GAME.make_config(len(levels), {}), rng)
    for step in range(STEP_CAP):
        if GAME.is_over(state):
            return GAME.result(state)["reason"], step
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, seat)
        kw = {"iterations": EXPERT_ITERATIONS} if levels[seat] == "expert" else {}
        m = GAME.bot_move(GAME.view(state, seat), legal, levels[seat], random.Random(f"{seed}:{step}"), **kw)
        for e in GAME.decide(state, seat, m, rng):
            state = GAME.evolve(state, e)
    return (GAME.result(state)["reason"] if GAME.is_over(state) else None), STEP_CAP


@pytest.mark.parametrize("levels,games", CASES, ids=lambda v: ",".join(v) if isinstance(v, tuple) else str(v))
def test_bot_games_end_by_the_rules_section_11_4(levels, games):
    ends = []
    for g in range(property_budget(games)):
        seed = 7919 * g + len(levels)
        # seats rotate so that every level plays every seat
        seated = tuple(levels[(s + g) % len(levels)] for s in range(len(levels)))
        reason, steps = _play(seated, seed)
        ends.append((seed, seated, reason, steps))
    bad = [e for e in ends if e[2] not in RULE_ENDS]
    assert not bad, f"games not ended by §10.4/§11.1/§11.2 within {STEP_CAP} steps: {bad}"


def test_discard_cycles_cards_no_open_box_can_use_section_4_1():
    """Step D: with the yellow buildings and the palace (any colour, §6.2) finished, yellow
    value cards pay nothing (§6): the bot discards two of them (and draws four, §4.1)
    instead of keeping them."""
    from games.blue_moon_city import rules as R
    state = GAME.initial_state(GAME.make_config(2, {}), random.Random(5))
    defs = R.defs(state)
    done = {b: defs[b]["boxes"][0]["color"] in ("yellow", "any") for b in state["done"]}
    hand = {"Pillar3": 2, "Pillar2": 1, "Aqua3": 1, "Khind1": 1}
    state = {**state, "done": done, "hands": [hand, state["hands"][1]], "step": "discard", "turn": 0}
    m = discard_choice(state, 0, GAME.legal_moves(state, 0))
    assert sorted(m["cards"]) == ["Pillar3", "Pillar3"], m
    # nothing useless in hand: keep it (a useful card discarded is only a gamble)
    state = {**state, "hands": [{"Aqua3": 2, "Khind1": 1}, state["hands"][1]]}
    assert discard_choice(state, 0, GAME.legal_moves(state, 0))["cards"] == []
