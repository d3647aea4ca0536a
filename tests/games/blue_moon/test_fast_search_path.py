"""The search's fast path (BlueMoon.rollout_step, bot_obs, the analysis cache) against the
engine's reference path on random games (R-4.3 / R-4.3.1 legality, R-16.1 analysis)."""
from __future__ import annotations

import random

import pytest

from games import get
from games.base import canonical
from games.blue_moon.bots import greedy_move
from games.blue_moon.power import Analysis, analyse

CASES = [("blue-moon", {}), ("legends-of-blue-moon", {"decks": ["buka", "pillar"]}),
         ("legends-of-blue-moon", {"decks": ["aqua", "khind"]}),
         ("legends-of-blue-moon", {"decks": ["terrah", "flit"]}),
         ("legends-of-blue-moon", {"decks": ["mimix", "buka"]})]


def _states(game, options, seed, steps=160):
    """Every third decision state of a random game."""
    rng = random.Random(seed)
    st = game.initial_state(game.make_config(2, options), rng)
    for n in range(steps):
        if st["over"]:
            return
        seat = game.to_act(st)[0]
        legal = game.legal_moves(st, seat)
        if n % 3 == 0:
            yield st, seat, legal
        for e in game.decide(st, seat, rng.choice(legal), rng):
            st = game.evolve(st, e)


@pytest.mark.parametrize("type_id,options", CASES)
def test_rollout_step_offers_exactly_the_legal_moves_and_plays_them_as_decide_does(type_id, options):
    game = get(type_id)
    checked = 0
    for seed in (1, 2):
        for st, seat, legal in _states(game, options, seed):
            legal_keys = {canonical(m) for m in legal}
            lazy = game._lazy_moves(st, seat)
            assert legal_keys <= {canonical(m) for m in lazy}
            for m in lazy:
                # a policy that wants m: the fast path grants it iff legal_moves lists it
                def prefer(_s, _p, moves, _r, k=canonical(m)):
                    return next((x for x in moves if canonical(x) == k), moves[0])
                got = game._lazy_choice(st, seat, lazy, prefer, random.Random(0))
                assert canonical(got) in legal_keys
                assert (canonical(got) == canonical(m)) == (canonical(m) in legal_keys)
            move = random.Random(seed).choice(legal)
            ref = st
            for e in game.decide(st, seat, move, random.Random(7)):
                ref = game.evolve(ref, e)
            assert game._play_unchecked(st, seat, move, random.Random(7)) == ref
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("type_id,options", CASES[:3])
def test_greedy_reads_the_same_from_bot_obs_as_from_the_view_and_the_cached_analysis_is_exact(type_id, options):
    game = get(type_id)
    for st, seat, legal in _states(game, options, 3):
        assert (greedy_move(game.view(st, seat), legal, random.Random(5))
                == greedy_move(game.bot_obs(st, seat), legal, random.Random(5)))
        an, fresh = analyse(st), Analysis(st)
        assert an.active == fresh.active and an.ign == fresh.ign
        assert [an.power(s, e) for s in (0, 1) for e in ("fire", "earth")] == \
               [fresh.power(s, e) for s in (0, 1) for e in ("fire", "earth")]


def _greedy(st, seat=0):
    from games.blue_moon.types import LegendsOfBlueMoon
    g = LegendsOfBlueMoon()
    return g.bot_move(g.view(st, seat), g.legal_moves(st, seat), "greedy", random.Random(0))


def test_greedy_lands_the_buka_ship_whose_cargo_wins_the_fight_and_no_other():
    """R-13.8: after landing no character comes from the hand, so a cargo without a
    character (or too weak for the contested element) stays at sea."""
    from tests.games.blue_moon.bm_helpers import build, cid
    kw = dict(people=("buka", "hoax"), active=0, phase="start", element="fire", starter=1,
              hands=(("Cannoneer Riba Ko", "Cannoneer Tara Ko"), ()), combat=((), ("Wogarathoras the Gloomy",)),
              announced=(None, 5), ships=(("Sea Falcon", "Rising Sun"), ()))
    st = build(cargo=({"Sea Falcon": ["Letter of Marque"], "Rising Sun": ["Commodore Lo Tan"]}, {}), **kw)
    assert _greedy(st) == {"type": "land", "ship": cid("Rising Sun")}
    weak = build(cargo=({"Sea Falcon": ["Letter of Marque"], "Rising Sun": ["Cannoneer Riba Ko"]}, {}),
                 **{**kw, "hands": (("Cannoneer Tara Ko",), ())})
    assert _greedy(weak)["type"] != "land"


def test_greedy_plays_the_cheapest_character_that_wins_by_the_engines_power():
    """R-4.3 / R-16.1: any of the two wins the Earth fight; the greedy keeps the stronger
    card (Commodore Lo Tan, 5/4) and plays Cannoneer Riba Ko (0/4). The one-ply greedy on the
    view picked by printed value and id and spent the Commodore."""
    from games.blue_moon.bots import greedy_move
    from tests.games.blue_moon.bm_helpers import build, cid
    st = build(people=("buka", "hoax"), active=0, phase="character", element="earth", starter=1,
               hands=(("Commodore Lo Tan", "Cannoneer Riba Ko"), ()),
               combat=((), ("Wogarathoras the Gloomy",)), announced=(None, 1))
    assert _greedy(st) == {"type": "play", "card": cid("Cannoneer Riba Ko")}
    from games.blue_moon.types import LegendsOfBlueMoon
    g = LegendsOfBlueMoon()
    assert greedy_move(g.view(st, 0), g.legal_moves(st, 0), random.Random(0))["card"] == cid("Commodore Lo Tan")
