"""The Azul expert (games/azul_summer_pavilion/expert.py) and its compact engine (fastsim.py).

The compact engine is checked against the real decider move by move: same scores, hands,
corners, boards, token, centre, factories, whose turn (§6, §7), the same tile totals per
colour (§7.6 draws are random in both, so bag/tower/supply are compared as sums), and the
same §9 final scoring. Its greedy policy must pick a move the greedy bot values highest.
"""
from __future__ import annotations

import random

import pytest

from games.azul_summer_pavilion import GAME
from games.azul_summer_pavilion import fastsim as F
from games.azul_summer_pavilion.bot import _valuer, greedy_move
from games.azul_summer_pavilion.expert import candidates, expert_move, reward, round_value
from games.base import SYSTEM, canonical
from tests.conftest import property_budget


def _settle(state, rng):
    """Play the table steps except the round change (the compact engine stops there)."""
    events = []
    while True:
        auto = GAME.auto_move(state)
        if auto is None or auto["type"] in ("next_round", "final_scoring"):
            return state, events
        for e in GAME.decide(state, SYSTEM, auto, rng):
            events.append(e)
            state = GAME.evolve(state, e)


def _comparable(s: list) -> dict:
    """The compact state without the draw order (bag, tower and supply summed per colour)."""
    return {
        "round": s[F.RND], "step": s[F.STEP], "active": s[F.ACTIVE] if s[F.STEP] < F.ROUND_DONE else None,
        "token": s[F.TOKEN], "pending": s[F.PEND], "centre": s[F.CENTRE], "factories": s[F.FACT],
        "pool": [s[F.BAG][c] + s[F.TOWER][c] + s[F.SUPPLY][c] for c in range(F.NC)],
        "supply_total": sum(s[F.SUPPLY]),
        "seats": [[t[F.SCORE], t[F.HAND], t[F.CORN], t[F.BOARD], t[F.PASSED]] for t in s[F.SEATS]],
    }


def _engine_compact(state) -> list:
    v = GAME.view(state, 0)
    if v["step"] == "round_done":
        v = {**v, "step": "place", "active": state["active"]}
        s = F.from_view(v)
        s[F.STEP] = F.ROUND_DONE
        return s
    return F.from_view(v)


@pytest.mark.parametrize("players,side", [(2, "front"), (2, "grey"), (3, "grey"), (4, "front")])
def test_compact_engine_follows_the_decider_move_by_move(players, side):
    games = max(1, property_budget(6) // 3)
    checked_final = 0
    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.initial_state(GAME.make_config(players, {"board_side": side}), rng)
        state, _ = _settle(state, rng)
        steps = 0
        while not GAME.is_over(state) and steps < 3000:
            auto = GAME.auto_move(state)
            if auto is not None:                         # the round change: decider only
                for e in GAME.decide(state, SYSTEM, auto, rng):
                    if e["type"] == "final_scored":
                        # §9: the compact final scoring gives the decider's points
                        s = _engine_compact(state)
                        assert [F.final_points(s, sc["seat"]) for sc in e["scores"]] == \
                            [sc["points"] for sc in e["scores"]]
                        F.finish(s)
                        assert [t[F.SCORE] for t in s[F.SEATS]] == [sc["final_score"] for sc in e["scores"]]
                        checked_final += 1
                    state = GAME.evolve(state, e)
                state, _ = _settle(state, rng)
                continue
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_moves(state, seat)
            move = (greedy_move(GAME.view(state, seat), legal, rng) if rng.random() < 0.6
                    else rng.choice(legal))
            compact = F.from_view(GAME.view(state, seat))
            F.apply(compact, seat, F.action_of(move), random.Random(steps))
            for e in GAME.decide(state, seat, move, rng):
                state = GAME.evolve(state, e)
            state, _ = _settle(state, rng)
            assert _comparable(compact) == _comparable(_engine_compact(state)), (seed, steps, move)
            steps += 1
    assert checked_final == games


@pytest.mark.parametrize("side", ["front", "grey"])
def test_compact_legal_moves_and_greedy_match_the_bot(side):
    """Every legal placement/take of the decider is one of the compact engine's options,
    and the compact greedy picks a move the greedy bot values highest (§7.2-§7.7)."""
    rng = random.Random(5)
    state = GAME.initial_state(GAME.make_config(3, {"board_side": side}), rng)
    state, _ = _settle(state, rng)
    seen = 0
    while not GAME.is_over(state) and seen < 400:
        auto = GAME.auto_move(state)
        if auto is not None:
            for e in GAME.decide(state, SYSTEM, auto, rng):
                state = GAME.evolve(state, e)
            continue
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_moves(state, seat)
        view = GAME.view(state, seat)
        s = F.from_view(view)
        if state["step"] == "acquire":
            assert sorted(F.take_options(s)) == sorted(
                (-1 if m["source"] == "centre" else m["factory"], F.CI[m["colour"]]) for m in legal)
        elif state["step"] == "place":
            opts = {(x, c, k) for x, c, lo, hi in F.place_options(s, seat) for k in range(lo, hi + 1)}
            assert opts == {F.action_of(m)[1:] for m in legal if m["type"] == "place"}
        value = _valuer(view)
        top = max(value(m) for m in legal)
        act = F.greedy(s, seat, random.Random(seen))
        chosen = [m for m in legal if F.action_of(m) == act]
        assert len(chosen) == 1
        assert value(chosen[0]) == pytest.approx(top, abs=1e-6)
        move = rng.choice(legal) if rng.random() < 0.3 else chosen[0]
        for e in GAME.decide(state, seat, move, rng):
            state = GAME.evolve(state, e)
        seen += 1
    assert seen > 50


def _position(players=2, side="front", seed=3, moves=4):
    rng = random.Random(seed)
    state = GAME.initial_state(GAME.make_config(players, {"board_side": side}), rng)
    n = 0
    while True:
        auto = GAME.auto_move(state)
        if auto is not None:
            seat, m = SYSTEM, auto
        else:
            if n >= moves:
                return state, GAME.to_act(state)[0]
            seat = GAME.to_act(state)[0]
            m = greedy_move(GAME.view(state, seat), GAME.legal_moves(state, seat), rng)
            n += 1
        for e in GAME.decide(state, seat, m, rng):
            state = GAME.evolve(state, e)


def test_round_value_counts_score_kept_tiles_and_completed_bonuses():
    state, seat = _position()
    s = F.from_view(GAME.view(state, seat))
    base = round_value(s, 0)
    s[F.SEATS][0][F.SCORE] += 3
    assert round_value(s, 0) == pytest.approx(base + 3)
    s[F.SEATS][0][F.CORN][2] += 2                       # two kept tiles (§7.7)
    with_kept = round_value(s, 0)
    assert with_kept > base + 3
    # a completed front star is worth its full §9 bonus, whatever round it is
    star = F.STAR_IDX["purple"]
    for x in F.STAR_SP[star]:
        s[F.SEATS][0][F.BOARD][x] = F.CI["purple"]
    assert round_value(s, 0) >= with_kept + 20
    # 2 players: the reward is the margin over the other seat
    assert reward(s, 0) == pytest.approx(round_value(s, 0) - round_value(s, 1))


def test_last_round_reward_is_the_real_final_margin():
    """Round 6 played out: the reward is the §9 final margin plus the win bonus."""
    rng = random.Random(11)
    state = GAME.initial_state(GAME.make_config(2, {}), rng)
    while not (state["round"] == 6 and GAME.to_act(state)):
        auto = GAME.auto_move(state)
        seat = SYSTEM if auto else GAME.to_act(state)[0]
        m = auto or greedy_move(GAME.view(state, seat), GAME.legal_moves(state, seat), rng)
        for e in GAME.decide(state, seat, m, rng):
            state = GAME.evolve(state, e)
    s = F.from_view(GAME.view(state, GAME.to_act(state)[0]))
    F.play_round(s, random.Random(1))
    assert s[F.STEP] == F.OVER
    a, b = s[F.SEATS][0][F.SCORE], s[F.SEATS][1][F.SCORE]
    assert round_value(s, 0) == a
    assert reward(s, 0) == pytest.approx(a - b + (10.0 if a > b else 5.0 if a == b else 0.0))


def test_candidates_hold_greedy_best_and_a_pass():
    rng = random.Random(2)
    for seed in range(6):
        state, seat = _position(2, "grey", seed, moves=rng.randrange(4, 40))
        legal = GAME.legal_moves(state, seat)
        view = GAME.view(state, seat)
        cands = candidates(view, legal)
        value = _valuer(view)
        assert all(c in legal for c in cands)
        assert max(value(c) for c in cands) == max(value(m) for m in legal)
        if state["step"] == "place":
            assert any(c["type"] == "pass" for c in cands)


def test_expert_is_reproducible_and_spends_exactly_its_iterations():
    state, seat = _position(2, "front", 8, moves=3)
    legal = GAME.legal_moves(state, seat)
    view = GAME.view(state, seat)
    picks = []
    for _ in range(2):
        stats: dict = {}
        m = GAME.bot_move(view, legal, "expert", random.Random(9), iterations=97, stats=stats)
        assert m in legal
        assert stats["iterations"] == 97 and stats["iteration_budget"] == 97
        picks.append(canonical(m))
    assert picks[0] == picks[1]


def test_expert_picks_the_candidate_its_rollouts_value_most():
    """Blue 4-5 on the board, 3 blue + 3 purple (wild, round 1) in hand: greedy places
    blue-6 at once (window §7.5); played out to the round's end, paying blue-3 with two
    wilds first and the window next is worth ~3 points more. The search must find the
    candidate that many independent common-random-number rollouts rank first."""
    from games.azul_summer_pavilion.expert import _rollout

    from .helpers import counts, table
    s = table(2, seats={0: {"hand": counts(blue=3, purple=3),
                            "board": {"blue-4": "blue", "blue-5": "blue"}}},
              supply=counts(red=10))
    legal = GAME.legal_moves(s, 0)
    view = GAME.view(s, 0)
    root = F.from_view(view)
    means = {canonical(m): sum(_rollout(root, 0, F.action_of(m), 10_000 + i) for i in range(150)) / 150
             for m in candidates(view, legal)}
    m = GAME.bot_move(view, legal, "expert", random.Random(0), iterations=300)
    assert greedy_move(view, legal, random.Random(0))["space"] == "blue-6"
    assert means[canonical(m)] >= max(means.values()) - 0.5
    assert m["space"] == "blue-3"


def test_expert_time_budget_is_read_from_the_clock():
    class Clock:
        t = 0.0

        def __call__(self):
            self.t += 0.002
            return self.t

    state, seat = _position(2, "front", 4, moves=2)
    legal = GAME.legal_moves(state, seat)
    clock = Clock()
    stats: dict = {}
    m = expert_move(GAME.view(state, seat), legal, random.Random(1), think_ms=100, stats=stats, clock=clock)
    assert m in legal
    assert clock.t * 1000 <= 100 * 1.1
    assert 1 <= stats["iterations"] <= 50 and stats["think_ms"] == 100


def test_a_timed_decision_replays_with_its_recorded_iterations():
    """The job records the iterations a think_ms decision reached; the same seed with that
    iteration budget must give the same move (the halving schedule ignores the budget)."""
    class Clock:
        t = 0.0

        def __call__(self):
            self.t += 0.0004
            return self.t

    settled = 0
    for seed, moves in ((4, 2), (6, 14), (9, 30), (3, 8)):
        state, seat = _position(2, "grey", seed, moves=moves)
        legal = GAME.legal_moves(state, seat)
        view = GAME.view(state, seat)
        timed: dict = {}
        m = expert_move(view, legal, random.Random(seed), think_ms=400, stats=timed, clock=Clock())
        assert timed["iterations"] > 64 or timed["candidates"] == 1
        settled += bool(timed.get("settled"))
        again: dict = {}
        m2 = expert_move(view, legal, random.Random(seed), iterations=timed["iterations"], stats=again)
        assert m2 == m and again["iterations"] == timed["iterations"]
        assert again.get("settled") == timed.get("settled")
    assert 0 < settled < 4          # both ways of ending (settled early, out of time) replay
