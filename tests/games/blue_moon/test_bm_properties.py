"""Property tests over many random games, both editions (budget: tests/conftest.py
``property_budget``; default 300 games for the invariants, 100 for hidden information)."""
from __future__ import annotations

import json
import random

import jsonschema
import pytest

from itertools import permutations

from games.blue_moon.cards import deck_card_ids
from games.blue_moon.decks import SUPPORTED
from games.testing import check_contract, play
from tests.conftest import property_budget
from tests.games.blue_moon.bm_helpers import G

EDITIONS = ("legends", "original")
#: every ordered pairing of the enabled decks (check_config's SUPPORTED), both editions
PAIRINGS = [list(p) for p in permutations(sorted(SUPPORTED), 2)]
CONFIGS = [G.make_config(2, {"edition": ed, "decks": decks}) for decks in PAIRINGS for ed in EDITIONS]
ALL_IDS = {c for d in SUPPORTED for c in [deck_card_ids(d)[0]] + deck_card_ids(d)[1]}


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['edition']}-{'-'.join(c['decks'])}")
def test_contract(config):
    """games.testing.check_contract for each edition and seat order."""
    assert check_contract(G, config, seeds=range(4)) > 0


def _zones(P):
    # R-13.8 (Buka): ship area, landed ships, ship cargo, face-down bluff cards
    extra = P.get("ships", []) + P.get("landed", []) + P.get("bluff", [])
    extra += [c for cards in P.get("cargo", {}).values() for c in cards]
    return (P["hand"] + P["deck"] + P["combat"] + P["support"] + P["discard"] + P["leader_pile"] + [P["leader"]]
            + extra)


def _check_invariants(state, seat, move, events):
    for s in (0, 1):
        P = state["p"][s]
        cards = _zones(P)
        # 31 cards per player, each exactly once: hand, deck, areas, leader + pile, discard
        assert len(cards) == 31 and len(set(cards)) == 31
        leader, playable = deck_card_ids(state["decks"][s])
        assert set(cards) == {leader, *playable}
        assert 0 <= P["covered"] <= len(P["combat"])
        assert P["hand"] == sorted(P["hand"]) and P["deck"] == sorted(P["deck"])
    # exactly three dragons, each in one place; only one side holds dragons
    assert sorted(state["dragons"]) == ["doran", "lika", "sesha"]
    holders = {v for v in state["dragons"].values() if v is not None}
    assert holders <= {0, 1} and len(holders) <= 1
    if state["fight"] is None:
        assert all(not state["p"][s]["combat"] and not state["p"][s]["support"]
                   and not state["p"][s].get("bluff") for s in (0, 1))


def _check_result(state):
    res = G.result(state)
    w = res["winners"][0]
    dragons = [sum(1 for v in state["dragons"].values() if v == s) for s in (0, 1)]
    if res["reason"] == "automatic_victory":
        assert dragons[w] == 3 and res["crystals"][w] == 4
    else:
        assert state["ran_out"], "the game ended without a player out of cards"
        if any(dragons):
            assert dragons[w] > 0
        else:
            assert state["ran_out"][0] == 1 - w                                # first out loses
        assert res["crystals"][w] == 1 + dragons[w]
    assert [r["place"] for r in res["ranking"]] == [1, 2]


@pytest.mark.slow
def test_random_games_invariants_both_editions():
    """62 cards conserved, three dragons, every game ends with a consistent result."""
    games = property_budget(300)
    total_steps = 0
    for i in range(games):
        config = CONFIGS[i % len(CONFIGS)]
        final, log = play(G, config, 10_000 + i, on_step=_check_invariants)
        assert G.is_over(final)
        _check_result(final)
        total_steps += len(log)
    assert total_steps > games * 10


def _hidden_from(state, seat):
    """Card ids ``seat`` may not see: the other hand(s) and every draw deck."""
    hidden = set()
    for s in (0, 1):
        if s != seat:
            hidden |= set(state["p"][s]["hand"])
        hidden |= set(state["p"][s]["deck"])
    return hidden


def _ids_in(obj):
    text = json.dumps(obj)
    return {c for c in ALL_IDS if f'"{c}"' in text}


def _perturb(state, other, rng):
    """Exchange hidden cards of seat ``other`` between his hand and deck (counts unchanged)."""
    P = state["p"][other]
    if not P["hand"] or not P["deck"]:
        return None
    pool = P["hand"] + P["deck"]
    rng.shuffle(pool)
    P2 = dict(P, hand=sorted(pool[:len(P["hand"])]), deck=sorted(pool[len(P["hand"]):]))
    ps = list(state["p"])
    ps[other] = P2
    return dict(state, p=ps)


@pytest.mark.slow
def test_hidden_information_never_leaks():
    """Views and event views of a seat never contain a card hidden from it, and do not
    change when only information hidden from it changes (R-1.5, R-1.9)."""
    games = max(2, property_budget(300) // 3)
    rng = random.Random(7)
    for i in range(games):
        config = CONFIGS[i % len(CONFIGS)]
        prev = {"state": G.initial_state(config, random.Random(20_000 + i))}

        def on_step(state, seat, move, events, prev=prev):
            before = prev["state"]
            for viewer in (0, 1, None):
                hidden = _hidden_from(state, viewer)
                v = G.view(state, viewer)
                assert not (_ids_in(v) & hidden), "a view shows a hidden card"
                hidden_both = hidden & _hidden_from(before, viewer)
                # cards a text shows to the opponent (searches, reveals) are no leak
                hidden_both -= {c for e in events if e.get("revealed") for c in e.get("cards", ())}
                for e in events:
                    assert not (_ids_in(G.event_view(e, viewer)) & hidden_both), f"event {e['type']} leaks"
                others = [1 - viewer] if viewer is not None else [0, 1]
                alt = state
                for o in others:
                    alt = _perturb(alt, o, rng) or alt
                assert G.view(alt, viewer) == v
            prev["state"] = state

        play(G, config, 20_000 + i, on_step=on_step)


def test_moves_views_events_match_schemas():
    """The JSON Schemas describe what random play produces."""
    mv = jsonschema.Draft202012Validator(G.move_schema)
    vv = jsonschema.Draft202012Validator(G.view_schema)
    ev = jsonschema.Draft202012Validator(G.event_schema)

    def on_step(state, seat, move, events):
        mv.validate(move)
        for viewer in (0, 1, None):
            vv.validate(G.view(state, viewer))
            for e in events:
                ev.validate(G.event_view(e, viewer))

    for i in range(4):
        play(G, CONFIGS[i % len(CONFIGS)], 30_000 + i, on_step=on_step)


def test_greedy_bot_beats_random():
    """bot level 'greedy' (observation only) wins clearly more than half against random."""
    n = max(10, property_budget(300) // 10)
    wins = 0
    for i in range(n):
        gs = i % 2

        def chooser(state, seat, moves, rng, gs=gs):
            if seat == gs:
                return G.bot_move(G.view(state, seat), moves, "greedy", rng)
            return rng.choice(moves)

        final, _ = play(G, CONFIGS[0], 40_000 + i, chooser=chooser)
        wins += G.result(final)["winners"][0] == gs
    assert wins >= 0.7 * n
    assert "greedy" in G.bot_levels


def test_every_legal_move_is_accepted():
    """Every move listed by legal_moves is accepted unchanged by decide (base contract)."""
    games = max(3, property_budget(300) // 30)
    for i in range(games):
        def on_step(state, seat, move, events):
            for s in G.to_act(state):
                for m in G.legal_moves(state, s):
                    assert G.decide(state, s, m, random.Random(1))
        play(G, CONFIGS[i % len(CONFIGS)], 50_000 + i, on_step=on_step)
