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
from tests.games.blue_moon.bm_helpers import (
    G,
    P,
    build,
    choose,
    cid,
    has,
    ids,
    moves,
    of_type,
    play,
)
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
    st, _ = play(st, P)
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


# ----------------------------------------------------------------------------- Pillar

def test_r_13_6_a_revealed_cards_stay_shown_until_they_leave_the_hand():
    """R-13.6 (a): after Deploy Butterfly the opponent's hand is shown; a card played or
    discarded is no longer shown; cards drawn afterwards are not shown."""
    st = pb(active=X, phase="leadership", element="fire", hands=(["Deploy Butterfly", "Lonus Mightius"], ["Athradysas the Seeker",
                                                                                     "Tome of Wisdom"]),
            combat=(["Primus Magicus"], ["Ciklarethas the Bitter"]))
    st, _ = play(st, "Deploy Butterfly", CONTINUE, "Lonus Mightius")
    assert st["active"] == H
    shown = sorted([cid("Athradysas the Seeker"), cid("Tome of Wisdom")])
    assert G.view(st, X)["players"][H]["revealed"] == shown
    assert G.view(st, X)["players"][H]["hand"] is None
    st, ev = play(st, P, CONTINUE, "Athradysas the Seeker", P)
    drawn = [c for e in of_type(ev, "draw") if e["seat"] == H for c in e["cards"]]
    assert drawn and all(G.event_view(e, X).get("cards") is None for e in of_type(ev, "draw") if e["seat"] == H)
    assert G.view(st, X)["players"][H]["revealed"] == [cid("Tome of Wisdom")]
    assert not set(drawn) & set(G.view(st, X)["players"][H]["revealed"])


def test_tc_20_caterpillar_deadline():
    """TC-20: Caterpillar Fireeater active; the opponent continues, plays a character and a
    booster, and by the end of his booster/support phase discards cards with 3 printed Fire;
    if he cannot, he had to retreat in his engagement phase."""
    st = pb(active=H, phase="engagement", element="fire", combat=(["Smartia Pantia", "Caterpillar Fireeater"], []),
            hands=([], ["Wogarathoras the Gloomy", "Battling Boomerang", "Trebuchet of Fear", "Ballista of Confusion"]))
    st, ev = play(st, CONTINUE, "Wogarathoras the Gloomy", "Battling Boomerang", P)
    assert st["phase"] == "power" and st["pending"][-1]["kind"] == "meet_obligation"
    assert [m["choice"] for m in moves(st, H)] == [sorted([cid("Ballista of Confusion"), cid("Trebuchet of Fear")]), None]
    st, ev = play(st, choose(sorted([cid("Ballista of Confusion"), cid("Trebuchet of Fear")])))
    assert announced(ev, H) == 7 and st["active"] == X
    st = pb(active=H, phase="engagement", element="fire", combat=(["Smartia Pantia", "Caterpillar Fireeater"], []),
            hands=([], ["Wogarathoras the Gloomy", "Inscrutable Armor", "Ballista of Confusion"]))
    assert "continue" not in _types(st, H) and "retreat" in _types(st, H)


def test_r_8_13_g_discards_offered_in_every_phase_until_met():
    """R-8.13 g: the discard for a caterpillar is offered in the start, leadership, engagement,
    character and booster/support phases of the obligated player's turn until it is met."""
    hand = ["Wogarathoras the Gloomy", "Ciklarethas the Bitter", "Helkomedes the Rhetorician"]
    st = pb(active=H, phase="start", element="fire", combat=(["Smartia Pantia", "Caterpillar Fireeater"], []),
            hands=([], hand))
    m = meet("Caterpillar Fireeater")
    for expected_phase, step in (("start", P), ("leadership", P), ("engagement", CONTINUE),
                                 ("character", {"type": "play", "card": cid("Wogarathoras the Gloomy")})):
        assert st["phase"] == expected_phase and has(st, m, H), expected_phase
        st, _ = play(st, step)
    assert st["phase"] == "booster" and has(st, m, H)
    st, ev = play(st, m)
    assert st["pending"][-1]["kind"] == "meet_obligation"
    st, ev = play(st, choose([cid("Ciklarethas the Bitter")]))
    assert {"type": "mark", "key": "met:" + cid("Caterpillar Fireeater")} in ev
    assert announced(ev, H) == 5 and not of_type(ev, "pending")      # nothing more to meet at the deadline


def test_r_8_13_g_each_caterpillar_needs_its_own_cards():
    """R-8.13 g / R-13.6: one card cannot meet two caterpillars' requirements."""
    two = (["Smartia Pantia", "Caterpillar Fireeater", "Caterpillar Eartheroder"], [])
    st = pb(active=H, phase="engagement", element="fire", combat=two,
            hands=([], ["Wogarathoras the Gloomy", "Ciklarethas the Bitter"]))
    assert "continue" not in _types(st, H)                  # Ciklarethas (3/3) would have to serve twice
    st = pb(active=H, phase="engagement", element="fire", combat=two,
            hands=([], ["Wogarathoras the Gloomy", "Ciklarethas the Bitter", "Helkomedes the Rhetorician"]))
    st, ev = play(st, CONTINUE, "Wogarathoras the Gloomy", P)
    first = st["pending"][-1]
    opts = [m["choice"] for m in moves(st, H)]
    if first["source"] == cid("Caterpillar Fireeater"):
        assert opts == [[cid("Ciklarethas the Bitter")], None]    # Helkomedes is kept for Eartheroder
    else:
        assert opts == [[cid("Helkomedes the Rhetorician")]]
    st, ev = play(st, choose(opts[0]))
    st, ev = play(st, choose([m["choice"] for m in moves(st, H)][0]))
    assert announced(ev, H) == 5
    assert {cid("Ciklarethas the Bitter"), cid("Helkomedes the Rhetorician")} <= set(st["p"][H]["discard"])


def test_r_13_6_crysalus_target_chosen_among_several_caterpillars():
    """R-13.6 / R-5.4 default: with two active caterpillars Crysalus Frendus's owner chooses the
    doubled one at the end of his turn; only that one is doubled."""
    st = pb(active=X, phase="booster", element="fire", combat=(["Crysalus Frendus", "Caterpillar Fireeater"], []),
            turn=dict(BT, characters=1), hands=(["Caterpillar Watertamer"], []))
    st, ev = play(st, "Caterpillar Watertamer")
    assert st["pending"][-1]["kind"] == "double_caterpillar_target"
    assert sorted(m["choice"] for m in moves(st, X)) == sorted([cid("Caterpillar Fireeater"), cid("Caterpillar Watertamer")])
    st, ev = play(st, choose("Caterpillar Watertamer"))
    assert of_type(ev, "target")[0]["card"] == cid("Caterpillar Watertamer") and st["active"] == H
    from games.blue_moon import obligations as obl
    from games.blue_moon.decks import pillar
    assert pillar.DOUBLING_TARGET_FIXED_AT == "end_of_my_turn"            # section 18.16 default
    assert obl.doubling_factor(st, X, cid("Caterpillar Watertamer")) == 2
    assert obl.doubling_factor(st, X, cid("Caterpillar Fireeater")) == 1


def test_r_8_8_no_surplus_discards_for_caterpillars():
    """R-8.8 (TC-12 for caterpillars): a set with a card that is not needed is never offered."""
    from games.blue_moon import obligations as obl
    hand = ids("Athradysas the Seeker", "Trebuchet of Fear", "Ballista of Confusion")
    sets = obl.requirement_sets(hand, {"printed_fire_sum_at_least": 3})
    assert sorted(map(sorted, sets)) == sorted([[cid("Athradysas the Seeker")],
                                                sorted(ids("Trebuchet of Fear", "Ballista of Confusion"))])
    assert obl.requirement_sets(hand, {"printed_fire_sum_at_least": 3}, factor=2) == [
        sorted(ids("Athradysas the Seeker", "Ballista of Confusion"))] or sorted(map(sorted, obl.requirement_sets(
            hand, {"printed_fire_sum_at_least": 3}, factor=2))) == sorted([sorted(ids("Athradysas the Seeker", "Ballista of Confusion")),
                                                                           sorted(ids("Athradysas the Seeker", "Trebuchet of Fear"))])


def test_r_13_4_bounce_back_default_needs_a_fight():
    """R-13.4 [INFERRED] default (section 18.11, ``BOUNCE_BACK_NEEDS_FIGHT``): not playable with no
    fight in progress; in a fight it counts as the character, so no character is played."""
    from games.blue_moon.decks import pillar
    assert pillar.BOUNCE_BACK_NEEDS_FIGHT is True
    st = pb(active=X, phase="leadership", fight=False, hands=(["Bounce Back", "Primus Magicus"], []))
    assert not has(st, {"type": "play", "card": cid("Bounce Back")}, X)
    st = pb(active=X, phase="leadership", element="fire", hands=(["Bounce Back", "Primus Magicus"], []),
            combat=(["Smartia Pantia"], ["Ciklarethas the Bitter"]))
    st, ev = play(st, "Bounce Back", CONTINUE)
    assert announced(ev, X) == 4 and cid("Primus Magicus") in st["p"][X]["hand"]


def test_r_14_9_c_cannot_meet_an_opponent_text_means_retreat():
    """R-14.9 (c) / R-4.3: a player who cannot meet the conditions of an opponent's text cannot
    continue; he may meet it (discard) and still retreat, but he may not continue and retreat later."""
    st = pb(active=H, phase="engagement", element="fire", combat=(["Smartia Pantia", "Caterpillar Lightseeker"], []),
            hands=([], ["Wogarathoras the Gloomy", "Trebuchet of Fear"]))
    assert "continue" not in _types(st, H) and "retreat" in _types(st, H)
    with pytest.raises(IllegalMove) as e:
        G.decide(st, H, CONTINUE, random.Random(0))
    assert e.value.rule == "R-4.3"


def test_pillar_is_enabled():
    assert "pillar" in decks.SUPPORTED and not G.check_config({"decks": ["pillar", "terrah"]})


def test_r_8_11_hand_caps_stop_every_way_of_taking_cards():
    """R-8.11: Quivering Quicksand (and Bottelus Emptius) restrict returning cards to the hand
    too: Gloria Gracia returns nothing while its owner holds four cards under Quicksand."""
    st = build(people=("pillar", "terrah"), active=X, phase="character", element="fire",
               hands=(["Gloria Gracia", "Primus Magicus", "Bigus Musselus", "Lonus Mightius", "Heat Haze"], []),
               combat=(["Smartia Pantia"], ["Rocara"]), support=([], ["Quivering Quicksand"]))
    st, ev = play(st, "Gloria Gracia")
    assert not of_type(ev, "pending") and not of_type(ev, "to_hand")
    st = build(people=("pillar", "terrah"), active=X, phase="character", element="fire",
               hands=(["Gloria Gracia", "Primus Magicus"], []),
               combat=(["Smartia Pantia"], ["Rocara"]), support=([], ["Quivering Quicksand"]))
    st, ev = play(st, "Gloria Gracia")
    assert of_type(ev, "pending")


def test_r_13_5_kabu_kat_is_met_by_a_bluff_card():
    """R-13.5 "(a bluff card counts)" with R-13.8: against Kabu Kat, Buka may continue with a
    character and a face-down bluff card as the turn's support; the obligation is then met."""
    st = build(people=("terrah", "buka"), active=H, phase="engagement", element="fire",
               combat=(["Kabu Kat"], []), hands=([], ["Commodore Lo Tan", "Cannoneer Riba Ko"]))
    assert "continue" in _types(st, H)                       # feasible only through the bluff
    st, ev = play(st, CONTINUE, "Commodore Lo Tan")
    st, ev = play(st, {"type": "bluff", "card": cid("Cannoneer Riba Ko")})
    assert "support" in st["turn"]["types"]
    # nothing else to play: the phase ends by itself; the obligation met, Buka announced (5 + bluff 2) and Terrah may now call the bluff
    assert not of_type(ev, "retreat") and announced(ev, H) == 5 + 2
    assert st["pending"][-1]["kind"] == "call_bluff" and st["pending"][-1]["seat"] == X


def test_r_13_5_kabu_kat_without_a_support_or_bluff_means_retreat():
    """The counter-test of the one above: with only characters in hand, only retreat."""
    st = build(people=("terrah", "buka"), active=H, phase="engagement", element="fire",
               combat=(["Kabu Kat"], []), hands=([], ["Commodore Lo Tan", "Commodore Tai Marn"]))
    assert _types(st, H) == ["retreat"]


def test_r_8_10_random_take_may_pick_a_revealed_card():
    """R-8.10 [KJ] with R-13.6 (a): after the opponent's hand was revealed, Cardus Nikkus (a
    Pillar card, here in a self-built Pillar hand) may take a revealed card instead of a random one."""
    st = pb(active=X, phase="character", element="fire", hands=(["Cardus Nikkus"], ["Tome of Wisdom", "Catusan"]),
            combat=(["Smartia Pantia"], []))
    P1 = dict(st["p"][H], revealed=[cid("Tome of Wisdom")])
    st["p"] = [st["p"][X], P1]
    st, _ = play(st, "Cardus Nikkus")
    assert [m["choice"] for m in moves(st, X)] == [True, False, [cid("Tome of Wisdom")]]
    st, ev = play(st, choose([cid("Tome of Wisdom")]))
    d = of_type(ev, "discard")[0]
    assert d["cards"] == [cid("Tome of Wisdom")] and not d.get("random") and st["p"][H]["revealed"] == []


def test_r_8_13_g_meet_move_errors_name_the_rule():
    """A ``meet`` move without an obligation it could meet is illegal (R-8.13); one without a
    ``source`` is malformed."""
    from games.base import MalformedMove
    st = pb(active=H, phase="engagement", element="fire", combat=(["Smartia Pantia"], []),
            hands=([], ["Wogarathoras the Gloomy", "Ciklarethas the Bitter"]))
    with pytest.raises(IllegalMove) as e:
        G.decide(st, H, meet("Caterpillar Fireeater"), random.Random(0))
    assert e.value.rule == "R-8.13"
    with pytest.raises(MalformedMove):
        G.decide(st, H, {"type": "meet"}, random.Random(0))
