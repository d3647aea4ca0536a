"""Deck rules of Terrah (R-13.5: Kabu Kat / Baku But, Storms) and Pillar (R-13.6: revealing the
hand, caterpillars, Crysalus Frendus), the obligation mechanism behind them (R-4.3, R-4.3.1,
R-4.5.1 a, R-8.8, R-8.13 g, R-14.9 c), Bounce Back (R-13.4) and the test cases TC-14 and TC-20.

Constructed positions: Terrah or Pillar in seat 0, the opponent (Hoax unless stated) in seat 1.
"""
from __future__ import annotations

import random

import pytest

from games.base import IllegalMove
from games.blue_moon import decks
from tests.games.blue_moon.bm_helpers import G, P, build, choose, cid, has, moves, of_type, play
from tests.games.blue_moon.tp_helpers import announced, dragons_of, meet

X, H = 0, 1                        # the Terrah/Pillar seat, the Hoax seat
CONTINUE = {"type": "continue"}
RETREAT = {"type": "retreat"}
BT = {"characters": 1, "chars": 1, "plays": 1, "combat": 1, "types": ["character"]}


def tb(**kw):
    kw.setdefault("people", ("terrah", "hoax"))
    return build(**kw)


def pb(**kw):
    kw.setdefault("people", ("pillar", "hoax"))
    return build(**kw)


def _types(st, seat):
    return [m["type"] for m in moves(st, seat)]


# ----------------------------------------------------------------------------- Terrah

def test_r_13_5_kabu_kat_and_baku_but_both_bind():
    """R-13.5: with Kabu Kat and Baku But both active the opponent must play a support *and* a
    booster; without an extra allowance he cannot, so only retreat is offered (R-4.3, R-14.9 c)."""
    st = tb(active=H, phase="engagement", element="fire", combat=(["Kabu Kat", "Baku But"], []),
            hands=([], ["Wogarathoras the Gloomy", "Battling Boomerang", "Tome of Wisdom"]))
    assert _types(st, H) == ["retreat"]
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat") and dragons_of(st, X) == 1


def test_r_13_5_kabu_kat_is_met_by_a_free_support_with_an_allowance_left():
    """R-13.5 with the Mimix rules: a FREE support satisfies Kabu Kat; the normal allowance then
    still takes a booster (Pillar's Giant Butterfly Morningwind against Terrah)."""
    st = build(people=("terrah", "pillar"), active=H, phase="engagement", element="fire",
               combat=(["Kabu Kat"], []),
               hands=([], ["Primus Magicus", "Giant Butterfly Morningwind", "Potion of Sparkling Fire"]))
    st, ev = play(st, CONTINUE, "Primus Magicus")
    assert not has(st, P, H)
    st, ev = play(st, "Giant Butterfly Morningwind")
    assert of_type(ev, "play")[0]["limit"] == "free" and has(st, P, H)
    st, ev = play(st, "Potion of Sparkling Fire")
    assert announced(ev, H) == 6 + 2


def test_r_13_5_obligation_checked_at_the_deadline():
    """R-4.5.1 (a) / R-4.3.1: if the booster/support phase ends with Baku But unmet (here a
    constructed position where nothing could be played), only a retreat is left."""
    st = tb(active=H, phase="booster", element="fire", combat=(["Baku But"], ["Wogarathoras the Gloomy"]),
            hands=([], ["Ciklarethas the Bitter"]), turn=BT)
    assert _types(st, H) == ["pass"]
    st, ev = play(st, P)
    assert st["phase"] == "power" and _types(st, H) == ["retreat"]
    with pytest.raises(IllegalMove):
        G.decide(st, H, {"type": "pass"}, random.Random(0))


def test_r_13_5_kabu_kat_binds_only_the_opponent_in_his_turns():
    """"You" is the opponent (R-8.2): Kabu Kat's owner plays on freely."""
    st = tb(active=X, phase="engagement", element="fire", combat=(["Kabu Kat"], ["Ciklarethas the Bitter"]),
            hands=(["Flash the Incendiary"], []))
    st, ev = play(st, CONTINUE, "Flash the Incendiary")
    assert announced(ev, X) == 6


def test_tc_14_storms_attract_exactly_one_dragon_each_turn():
    """TC-14: Crashing Thunder Storm and Lashing Sand Storm (here with Swirling Snow Storm as well)
    active at the beginning of Terrah's turn: exactly one dragon, and again next turn."""
    storms = ["Crashing Thunder Storm", "Lashing Sand Storm", "Swirling Snow Storm"]
    st = tb(active=H, phase="booster", element="fire", support=(storms, []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]), turn=BT,
            hands=(["Torana"], ["Athradysas the Seeker", "Tome of Wisdom"]))
    st, ev = play(st, P)
    assert st["active"] == X and dragons_of(st, X) == 1
    assert len(of_type(ev, "dragon")) == 1
    st, ev = play(st, CONTINUE, "Torana")                                 # Terrah: 3 + 3 Storms = 6 Fire
    assert announced(ev, X) == 6 and st["active"] == H
    st, ev = play(st, CONTINUE, "Athradysas the Seeker", "Tome of Wisdom")
    assert announced(ev, H) == 8
    assert st["active"] == X and dragons_of(st, X) == 2 and len(of_type(ev, "dragon")) == 1


def test_r_13_5_storms_need_two_active_storm_supports():
    """R-13.5: a Storm whose partner was discarded attracts nothing."""
    st = tb(active=H, phase="booster", element="fire", support=(["Crashing Thunder Storm", "Seismic Drill"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]), turn=BT, hands=(["Torana"], []))
    st, ev = play(st, P)
    assert st["active"] == X and not of_type(ev, "dragon")


def test_terrah_is_enabled():
    assert "terrah" in decks.SUPPORTED and not G.check_config({"decks": ["terrah", "hoax"]})
