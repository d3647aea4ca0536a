"""The Blue Moon / Legends expert (games/blue_moon/flat.py): flat Monte-Carlo over the root's
moves, each played out to the end of its fight (R-9.2) and scored by the fight-end value."""
from __future__ import annotations

import random

import pytest

from games import get
from games.base import canonical
from games.blue_moon import flat

CASES = [("blue-moon", {}), ("legends-of-blue-moon", {"decks": ["buka", "pillar"]})]


def _states(game, options, seed, steps=200):
    """Decision states of a greedy game with more than one legal move."""
    rng = random.Random(seed)
    st = game.initial_state(game.make_config(2, options), rng)
    for _ in range(steps):
        if st["over"]:
            return
        seat = game.to_act(st)[0]
        legal = game.legal_moves(st, seat)
        if len(legal) > 1:
            yield st, seat, legal
        m = game.bot_move(game.view(st, seat), legal, "greedy", rng)
        for e in game.decide(st, seat, m, rng):
            st = game.evolve(st, e)


@pytest.mark.parametrize("type_id,options", CASES)
def test_a_play_out_ends_with_the_fight_it_belongs_to(type_id, options):
    """R-9.2 step 4: the fight ends with a retreat; the rollout stops there (or at the game's
    end, R-11.1), having played exactly the fight in progress (or the next one)."""
    game = get(type_id)
    checked = 0
    for st, seat, legal in _states(game, options, 3):
        base = game.determinize(game.view(st, seat), seat, random.Random(1))
        for m in legal:
            try:
                end = flat.play_out(game, base, seat, m, 11)
            except KeyError:                   # a pending decision the sample cannot rebuild
                end = None                     # (the expert drops such samples too)
            if end is None:
                continue                       # not legal in this sample
            assert end["over"] or end["fight"] is None
            started = end["fights"] - base["fights"]
            assert end["over"] or started == (0 if base["fight"] is not None else 1)
            checked += 1
    assert checked >= 30


def test_fight_end_value_is_a_win_probability_shared_by_the_two_seats():
    """Antisymmetric features: the two seats' values add up to 1; a dragon more on a seat's
    side (R-9.4) raises its value; a finished game scores its winner 1 (R-11.4)."""
    game = get("blue-moon")
    seen = 0
    for st, seat, _ in _states(game, {}, 5):
        for gid in ("blue-moon", "legends-of-blue-moon"):
            assert abs(flat.value(st, 0, gid) + flat.value(st, 1, gid) - 1.0) < 1e-9
        free = [d for d, v in st["dragons"].items() if v is None]
        if free and all(v != 1 for v in st["dragons"].values()):
            more = {**st, "dragons": {**st["dragons"], free[0]: 0}}
            assert flat.value(more, 0) > flat.value(st, 0)
            seen += 1
    assert seen >= 5
    over = {**st, "over": True, "result": {"winners": [1]}}
    assert flat.value(over, 1) == 1.0 and flat.value(over, 0) == 0.0


@pytest.mark.parametrize("type_id,options", CASES)
def test_expert_is_reproducible_and_picks_a_legal_move(type_id, options):
    game = get(type_id)
    n = 0
    for st, seat, legal in _states(game, options, 8):
        n += 1
        if n % 6:
            continue
        view = game.view(st, seat)
        picks = []
        for _ in range(2):
            stats: dict = {}
            m = game.bot_move(view, legal, "expert", random.Random(5), iterations=30, stats=stats)
            assert canonical(m) in {canonical(x) for x in legal}
            assert stats["iterations"] == 30
            picks.append((canonical(m), stats.get("value")))
        assert picks[0] == picks[1]
    assert n >= 12


class FakeClock:
    """Advances 0.25 ms each time it is read: the budget checks, without timing."""

    def __init__(self):
        self.t = 0.0

    def __call__(self):
        self.t += 0.00025
        return self.t


def test_a_time_budget_stops_in_time_and_is_replayed_by_its_iteration_count():
    game = get("blue-moon")
    checked = 0
    for n, (st, seat, legal) in enumerate(_states(game, {}, 4)):
        if n % 5:
            continue
        view = game.view(st, seat)
        clock = FakeClock()
        stats: dict = {}
        m = flat.expert_move(game, view, legal, random.Random(3), think_ms=30, stats=stats, clock=clock)
        assert clock.t * 1000 <= 30 * 1.1
        assert stats["think_ms"] == 30 and stats["iterations"] >= 1
        again: dict = {}
        r = flat.expert_move(game, view, legal, random.Random(3), iterations=stats["iterations"], stats=again)
        assert canonical(r) == canonical(m) and again.get("value") == stats.get("value")
        checked += 1
    assert checked >= 4
