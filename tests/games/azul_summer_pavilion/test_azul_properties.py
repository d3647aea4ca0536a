"""Property tests over many random games (budget: tests/conftest.py ``property_budget``).

Invariants (spec §8 conservation, §11 invariants, §9 end, §13): 132 tiles conserved, no
negative count, centre star all different on the front, corners <= 4, scores >= 1, the
score change of every event equals the points it carries, the game ends after round 6,
every seat to act has a legal move, legal_moves is exactly the set of moves decide
accepts, nothing hidden leaks through views or event views.
"""
from __future__ import annotations

import json
import random

import jsonschema
import pytest

from games.azul_summer_pavilion import GAME
from games.azul_summer_pavilion.board import (CENTER, COLOURS, NUMBER, SPACES, STAR_SPACES,
                                              STARTING_SCORE)
from games.base import GameError
from games.testing import check_contract, play
from tests.conftest import property_budget

from .helpers import tile_total

CONFIGS = [(n, side) for side in ("front", "grey") for n in (2, 3, 4)]
CONFIG_IDS = [f"{n}p-{side}" for n, side in CONFIGS]


def _config(n, side):
    return GAME.make_config(n, {"board_side": side})


def _chooser(kind: str):
    """Policies that together reach every corner of the rules: uniform random, random
    over move *types* first (so passes do not swamp placements), and greedy with noise
    (long games: structures, bonus tiles, an empty bag, tower pours)."""
    def typed(state, seat, moves, rng):
        kinds = sorted({m["type"] for m in moves})
        k = rng.choice(kinds)
        return rng.choice([m for m in moves if m["type"] == k])

    def greedy(state, seat, moves, rng):
        if rng.random() < 0.1:
            return rng.choice(moves)
        return GAME.bot_move(GAME.view(state, seat), moves, "greedy", rng)

    return {"random": None, "typed": typed, "greedy": greedy}[kind]


KINDS = ("random", "typed", "greedy", "greedy")


def _check_state(state):
    assert tile_total(state) == 132, "§8 tile conservation"
    for name in ("bag", "tower", "supply", "centre"):
        assert all(v >= 0 for v in state[name].values()), name
    for f in state["factories"]:
        assert all(v >= 0 for v in f.values()) and sum(f.values()) <= 4
    assert sum(state["supply"].values()) <= 10
    for st in state["seats"]:
        assert st["score"] >= 1, "§6.4 score floor"
        assert all(v >= 0 for v in st["hand"].values())
        assert sum(st["corners"].values()) <= 4, "§7.7 at most 4 kept"
        if state["side"] == "front":
            centre = [st["board"][s] for s in STAR_SPACES[CENTER] if s in st["board"]]
            assert len(centre) == len(set(centre)), "§7.2 centre star all different"
            for sp, c in st["board"].items():
                star = sp.rsplit("-", 1)[0]
                assert star == CENTER or c == star, "§7.2 outer star colour"
        else:
            for star, spaces in STAR_SPACES.items():
                cols = [st["board"][s] for s in spaces if s in st["board"]]
                assert len(set(cols)) in (1, len(cols)) or not cols, "§10.2 star type"
    # exactly one of: over, a SYSTEM step pending, a seat to act (base.py contract)
    over, auto, act = GAME.is_over(state), GAME.auto_move(state), GAME.to_act(state)
    assert [over, auto is not None, bool(act)].count(True) == 1
    if act:
        assert GAME.legal_moves(state, act[0]), "a seat to act always has a legal move"


def _play_checked(n, side, seed, kind):
    cfg = _config(n, side)
    scores = [STARTING_SCORE] * n
    stats = {"rounds": [], "final": 0, "placed": 0, "bonus": 0, "poured": 0}

    def on_step(state, seat, move, events):
        _check_state(state)
        for e in events:
            if e["type"] in ("tiles_taken", "tile_placed", "passed"):
                scores[e["seat"]] += e["points"]
            elif e["type"] == "final_scored":
                stats["final"] += 1
                for sc in e["scores"]:
                    scores[sc["seat"]] += sc["points"]
                    assert sc["final_score"] == scores[sc["seat"]]
            elif e["type"] == "round_started":
                stats["rounds"].append(e["round"])
            if e["type"] == "tile_placed":
                stats["placed"] += 1
                stats["bonus"] += e["bonus_owed"]
            if e.get("tower_poured"):
                stats["poured"] += 1
        # every score change is carried by an event's points
        assert [st["score"] for st in state["seats"]] == scores

    final, log = play(GAME, cfg, seed, chooser=_chooser(kind), on_step=on_step)
    assert GAME.is_over(final) and final["round"] == 6, "the game ends after round 6 (§5)"
    assert stats["rounds"] == [2, 3, 4, 5, 6] and stats["final"] == 1
    res = GAME.result(final)
    assert res["scores"] == scores == [st["score"] for st in final["seats"]]
    best = max(scores)
    assert res["winners"] == [s for s in range(n) if scores[s] == best]
    return stats


@pytest.mark.slow
def test_random_games_keep_every_invariant():
    games = property_budget(300)
    totals = {"placed": 0, "bonus": 0, "poured": 0}
    for i in range(games):
        n, side = CONFIGS[i % len(CONFIGS)]
        st = _play_checked(n, side, 1000 + i, KINDS[(i // len(CONFIGS)) % len(KINDS)])
        for k in totals:
            totals[k] += st[k]
    assert totals["placed"] > 0
    if games >= 30:      # the mix of policies reaches bonus tiles and tower pours
        assert totals["bonus"] > 0 and totals["poured"] > 0, totals


@pytest.mark.parametrize("n,side", CONFIGS, ids=CONFIG_IDS)
def test_check_contract(n, side):
    assert check_contract(GAME, _config(n, side), seeds=range(2)) > 0


def _candidate_moves(state, seat):
    """A superset of the moves of the current step: legal, illegal and malformed."""
    cands = []
    for i in range(len(state["factories"]) + 1):
        for c in COLOURS:
            cands.append({"type": "take", "source": "factory", "factory": i, "colour": c})
    cands += [{"type": "take", "source": "centre", "colour": c} for c in COLOURS]
    cands += [{"type": "take_bonus", "colour": c} for c in COLOURS]
    side = state["side"]
    for sp in SPACES:
        n = NUMBER[side][sp]
        for c in COLOURS:
            for k in range(0, n + 2):
                cands.append({"type": "place", "space": sp, "colour": c, "k": k})
    hand = state["seats"][seat]["hand"]
    from games.azul_summer_pavilion.game import _enum_keeps
    cands += [{"type": "pass", "keep": k} for k in _enum_keeps(
        {c: hand[c] + 1 for c in COLOURS}, 5)]
    return cands


@pytest.mark.slow
def test_legal_moves_are_exactly_the_accepted_moves():
    games = max(2, property_budget(300) // 15)
    rng = random.Random(5)
    checked = 0
    for i in range(games):
        n, side = CONFIGS[i % len(CONFIGS)]
        samples = []

        def on_step(state, seat, move, events):
            if GAME.to_act(state) and rng.random() < 0.08:
                samples.append(state)

        play(GAME, _config(n, side), 77 + i, chooser=_chooser("greedy"), on_step=on_step)
        for state in samples[:8]:
            seat = GAME.to_act(state)[0]
            legal = {json.dumps(m, sort_keys=True) for m in GAME.legal_moves(state, seat)}
            accepted = set()
            for m in _candidate_moves(state, seat):
                try:
                    GAME.decide(state, seat, m, random.Random(0))
                except GameError:
                    continue
                accepted.add(json.dumps(m, sort_keys=True))
            assert accepted == legal, (state["step"], accepted ^ legal)
            for other in range(n):
                if other != seat:
                    assert GAME.legal_moves(state, other) == []
            checked += 1
    assert checked > 0


@pytest.mark.slow
def test_moves_events_and_views_match_the_schemas():
    mv = jsonschema.Draft202012Validator(GAME.move_schema)
    ev = jsonschema.Draft202012Validator(GAME.event_schema)
    vw = jsonschema.Draft202012Validator(GAME.view_schema)
    for schema in (GAME.move_schema, GAME.event_schema, GAME.view_schema):
        jsonschema.Draft202012Validator.check_schema(schema)
    games = max(2, property_budget(300) // 25)
    seen = set()
    for i in range(games):
        n, side = CONFIGS[i % len(CONFIGS)]

        def on_step(state, seat, move, events):
            mv.validate(move)
            for e in events:
                ev.validate(e)
                seen.add(e["type"])
            if random.Random(len(seen) + state["round"]).random() < 0.2 or GAME.is_over(state):
                vw.validate(GAME.view(state, None))

        play(GAME, _config(n, side), 300 + i, chooser=_chooser("greedy"), on_step=on_step)
    assert {"game_setup", "tiles_taken", "placing_started", "tile_placed", "passed",
            "round_started", "final_scored"} <= seen
    assert not mv.is_valid({"type": "take", "source": "factory", "colour": "red"})
    assert not mv.is_valid({"type": "place", "space": "blue-6", "colour": "blue", "k": 0})


@pytest.mark.slow
def test_nothing_hidden_leaks():
    """§11 Information: all is public except the bag's order, which the state never holds.
    So there is nothing a seat may not see: every seat and a spectator see the same table,
    the bag and tower are plain counts (no order to leak), and event views are the events
    themselves (the tiles drawn are public once they lie on the table)."""
    games = max(2, property_budget(300) // 25)
    for i in range(games):
        n, side = CONFIGS[i % len(CONFIGS)]
        cfg = _config(n, side)
        final, log = play(GAME, cfg, 500 + i, chooser=_chooser("typed"))
        state = GAME.initial_state(cfg, random.Random(0))
        for k, (seat, move, events) in enumerate(log):
            for e in events:
                state = GAME.evolve(state, e)
                for s in list(range(n)) + [None]:
                    assert GAME.event_view(e, s) == e
            if k % 7:
                continue
            views = [GAME.view(state, s) for s in list(range(n)) + [None]]
            for v in views:
                assert isinstance(v["bag"], dict) and set(v["bag"]) == set(COLOURS)
                assert all(isinstance(x, int) for x in v["bag"].values())
                assert {k2: v2 for k2, v2 in v.items() if k2 != "viewer"} == \
                    {k2: v2 for k2, v2 in views[0].items() if k2 != "viewer"}
            # the state itself holds no hidden order: only counts of tiles in bag/tower
            assert all(isinstance(state[k], dict) for k in ("bag", "tower", "supply", "centre"))
        assert state == final
