"""Spec §17 test cases that concern the basic game (TC ids) and the seeds' worked examples.

TC-11 is played with the two Flit cards placed by hand (the rule is deck-independent).
Not here (other decks, for the next engineer): TC-13 (Flit/Khind), TC-14
(Terrah), TC-15 (Aqua), TC-16/TC-17 (Buka), TC-20 (Pillar).
"""
from __future__ import annotations

import random

import pytest

from games.base import IllegalMove
from games.blue_moon.effects import value_subsets
from tests.games.blue_moon.bm_helpers import (CONTINUE, DECLINE, H, P, RETREAT, START, V, G, announce, build,
                                              choose, cid, has, ids, moves, of_type, play, power)


def test_TC1_retreat_with_seven_cards_two_dragons_seed004():
    """TC-1 (seed 004 "Przykład wycofywania się"; R-9.2, R-9.4, R-16.3): Hoax plays Muster
    Reinforcements, still cannot match, retreats; Vulca has 5 + 2 = 7 cards -> 2 dragons, the
    first returns Hoax's dragon; nobody draws; Hoax begins the next turn."""
    vulca_hand = ["Blaze", "Furnace", "Ignite", "Volca", "Fireblast", "Cinder"]
    st = build(active=H, phase="leadership", element="fire", dragons=(H, None, None),
               combat=(["Torch", "Shimmer", "Glimmer", "Spark", "Flamebreath the Dazzling"], ["Catusan"]),
               covered=(4, 0), support=(["Lightning Bolts", "Pandemonium"], []),
               hands=(vulca_hand, ["Muster Reinforcements", "Helkomedes the Rhetorician", "Penemikanas the Paranoid",
                                   "Vetraskedas the Sceptic", "Nirwadas the Traveler", "Trebuchet of Fear"]),
               decks=(["Lavar the Powerful"], ["Ledinemras the Monk", "Zedemikras the Brain", "Ballista of Confusion",
                                                "Homing Missiles", "Battling Boomerang"]))
    assert power(st, V) == 10
    st, ev = play(st, "Muster Reinforcements", choose(True))
    assert len(st["p"][H]["hand"]) == 10
    assert moves(st) == [RETREAT]                          # cannot reach 10 with any play
    st, ev = play(st, RETREAT)
    r = of_type(ev, "retreat")[0]
    assert r["area_cards"] == 7 and r["dragons"] == 2
    drag = of_type(ev, "dragon")
    assert drag[0] == {"type": "dragon", "dragon": "lika", "to": None, "seat": V}    # Hoax's back first
    assert drag[1]["to"] == V and drag[1]["dragon"] in ("lika", "doran", "sesha")
    assert not of_type(ev, "draw")                         # 10 and 6 cards: nobody draws
    assert st["p"][V]["combat"] == [] and st["p"][V]["support"] == [] and st["p"][H]["combat"] == []
    assert st["fight"] is None and st["active"] == H
    assert {m["type"] for m in moves(st)} == {"start_fight", "decline"}


def test_TC2_power_announcement_with_doubler_seed004():
    """TC-2 (seed 004 "Przykład ogłaszania mocy"; R-5.3): Demegodas the Odd (Earth 2) doubles
    Trebuchet of Fear (Earth 1 -> 2): Hoax announces 4 Earth."""
    st = build(active=H, phase="engagement", element="earth", combat=(["Shimmer"], ["Catusan"]),
               hands=([], ["Demegodas the Odd", "Trebuchet of Fear"]))
    st, ev = play(st, CONTINUE, "Demegodas the Odd", "Trebuchet of Fear")
    assert of_type(ev, "announce")[0] == {"type": "announce", "seat": H, "element": "earth", "power": 4}


def test_TC3_ignoring_example_seed004():
    """TC-3 (seed 004 "Przykład ignorowania karty"; R-8.5): Enthrall Opposition ignores
    Volcanic Gauntlets, Vulca drops to 6; Zedemikras (4) + Tome of Wisdom (3) = 7 >= 6."""
    st = build(active=H, phase="leadership", element="fire",
               combat=(["Shimmer", "Volcanic Gauntlets"], ["Vetraskedas the Sceptic"]),
               support=(["Lightning Bolts"], ["Tome of Wisdom"]),
               hands=([], ["Enthrall Opposition", "Zedemikras the Brain"]))
    assert power(st, V) == 9
    st, _ = play(st, "Enthrall Opposition")
    assert power(st, V) == 6
    st, ev = play(st, CONTINUE, "Zedemikras the Brain")
    assert of_type(ev, "announce")[0]["power"] == 7
    # the leadership card is active only during its turn: Vulca is back to 9 afterwards
    assert st["active"] == V and power(st, V) == 9


def test_TC4_victory_example_running_out_seed004():
    """TC-4 (seed 004 "Przykład zwycięstwa"; R-11.1 b, R-11.3, R-11.4, R-11.5)."""
    st = build(active=V, phase="engagement", element="earth", dragons=(V, None, None),
               combat=(["Torch"], ["Nirwadas the Traveler"]), support=([], ["Ballista of Confusion"]),
               hands=(["Glimmer", "Fireblast"], ["Helkomedes the Rhetorician"]),
               decks=([], ["Wogarathoras the Gloomy", "Athradysas the Seeker", "Ledinemras the Monk",
                           "Zedemikras the Brain", "Vetraskedas the Sceptic", "Catusan"]))
    assert power(st, H) == 4
    st, ev = play(st, CONTINUE, "Glimmer", "Fireblast")
    assert of_type(ev, "announce")[0]["power"] == 5
    assert st["ran_out"] == [V] and not st["over"]          # he continues the fight
    assert not [e for e in of_type(ev, "draw") if e["seat"] == V]
    st, ev = play(st, CONTINUE, "Helkomedes the Rhetorician")
    assert [e for e in of_type(ev, "announce") if e["seat"] == H][0]["power"] == 5
    assert moves(st, V) == [RETREAT]                        # no character: must retreat
    st, ev = play(st, RETREAT)
    assert of_type(ev, "dragon")[0] == {"type": "dragon", "dragon": "lika", "to": None, "seat": H}
    assert G.is_over(st)
    res = G.result(st)
    assert res["winners"] == [H] and res["crystals"] == [0, 1] and res["reason"] == "out_of_cards"


def test_TC5_automatic_victory_four_crystals():
    """TC-5 (R-11.2, R-9.4): a player with all three dragons attracts another: he wins, 4 crystals."""
    st = build(active=H, element="fire", dragons=(V, V, V), combat=(["Torch"], ["Catusan"]))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "game_over")[0]["reason"] == "automatic_victory"
    res = G.result(st)
    assert res["winners"] == [V] and res["crystals"] == [4, 0] and res["automatic_victory"]


def test_TC6_first_turn_restriction():
    """TC-6 (R-4.5, R-4.6): Spark starts a fight; no booster or support; 4 Fire or 2 Earth."""
    st = build(active=V, phase="engagement", fight=False, hands=(["Spark", "Fireblast", "Lightning Bolts"], []))
    st, _ = play(st, START, "Spark")
    assert sorted(m["element"] for m in moves(st)) == ["earth", "fire"] and len(moves(st)) == 2
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, {"type": "play", "card": cid("Fireblast")}, random.Random(0))
    assert e.value.rule == "R-4"
    st_f, ev = play(st, announce("fire"))
    assert of_type(ev, "announce")[0]["power"] == 4
    st_e, ev = play(st, announce("earth"))
    assert of_type(ev, "announce")[0]["power"] == 2
    # the booster/support rule itself, asked directly
    st = build(active=V, phase="booster", first=True, hands=(["Fireblast", "Lightning Bolts"], []),
               combat=(["Spark"], []), turn={"characters": 1, "plays": 1})
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, {"type": "play", "card": cid("Fireblast")}, random.Random(0))
    assert e.value.rule == "R-4.5"


def test_TC7_decline():
    """TC-7 (R-10.1, R-10.2, R-1.10): no character: must decline; discards 1-3 (leadership to
    the leader pile), draws to six; the opponent takes a turn and may start a fight."""
    st = build(active=V, phase="engagement", fight=False,
               hands=(["Fireblast", "Lightning Bolts", "Summon Sorcerer", "Wall of Fire"], ["Catusan"]))
    assert moves(st) == [DECLINE]
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, START, random.Random(0))
    assert e.value.rule == "R-10.2"
    st, _ = play(st, DECLINE)
    assert None not in [m["choice"] for m in moves(st)]      # at least one card
    st, _ = play(st, choose("Summon Sorcerer"), choose("Fireblast"))
    assert None in [m["choice"] for m in moves(st)]
    st, ev = play(st, choose(None))
    assert st["p"][V]["leader_pile"] == [cid("Summon Sorcerer")]
    assert st["p"][V]["discard"] == [cid("Fireblast")]
    assert len(st["p"][V]["hand"]) == 6 and not of_type(ev, "dragon")
    assert st["active"] == H and st["fight"] is None and has(st, START, H)


def test_TC7_decline_at_most_three_cards():
    """R-10.1: at most three cards are discarded when declining."""
    st = build(active=V, phase="engagement", fight=False,
               hands=(["Fireblast", "Lightning Bolts", "Wall of Fire", "Infernal Armor", "Pandemonium"], []))
    st, ev = play(st, DECLINE, choose("Fireblast"), choose("Lightning Bolts"), choose("Wall of Fire"))
    assert st["active"] == H and len(st["p"][V]["discard"]) == 3


def test_TC8_zero_power():
    """TC-8 (R-4.6, R-16.2): 0 against 0 is legal; 0 against 1 only with a shield."""
    st = build(active=H, phase="character", element="fire", combat=(["Flamebreath the Dazzling"], ["Catusan"]),
               hands=([], ["Hank Highflyer Hawk"]))
    st, ev = play(st, "Hank Highflyer Hawk")
    assert of_type(ev, "announce")[0]["power"] == 0 and power(st, V, "fire") == 0
    st = build(active=H, phase="character", element="fire", combat=(["Flamebreath the Dazzling"], ["Catusan"]),
               support=(["Flickering Fires"], []), hands=([], ["Hank Highflyer Hawk", "Inscrutable Armor"]))
    st, _ = play(st, "Hank Highflyer Hawk")
    assert power(st, V) == 1 and power(st, H) == 0
    assert moves(st, H) == [{"type": "play", "card": cid("Inscrutable Armor")}]      # no pass at 0 < 1
    st, ev = play(st, "Inscrutable Armor")
    assert of_type(ev, "announce")[0]["power"] == 0


def test_TC9_shield():
    """TC-9 (R-7.1): Earth, Hoax 6; Vulca plays Sear (Earth 1) + Infernal Armor: announces 1;
    Hoax then must reach 1 (Vulca's real total), not 6 or 0."""
    st = build(active=V, phase="engagement", element="earth", combat=([], ["Catusan"]),
               support=([], ["Trebuchet of Fear"]), hands=(["Sear", "Infernal Armor"], ["Athradysas the Seeker"]),
               decks=(["Spark"], ["Zedemikras the Brain"]))
    assert power(st, H) == 6
    st, ev = play(st, CONTINUE, "Sear", "Infernal Armor")
    assert of_type(ev, "announce")[0]["power"] == 1
    assert has(st, CONTINUE, H)
    st, ev = play(st, CONTINUE, "Athradysas the Seeker")     # 0 + Trebuchet 1 = 1 >= 1
    assert [e for e in of_type(ev, "announce") if e["seat"] == H][0]["power"] == 1


def test_TC10_mutant_switch_and_hank():
    """TC-10 (R-12.2, R-12.3, R-8.5): Zig-nur-Don turns Earth into Fire (4); Hank Highflyer
    Hawk ignores Vulca's characters; Homing Missiles: 1 Fire; Vulca cannot answer, retreats."""
    st = build(active=V, phase="engagement", element="earth", combat=(["Torch"], ["Catusan"]),
               hands=(["Zig-nur-Don", "Spark"], ["Hank Highflyer Hawk", "Homing Missiles"]),
               decks=(["Blaze", "Volca", "Sear", "Shimmer", "Glimmer"], ["Vetraskedas the Sceptic"]))
    assert power(st, H) == 5
    st, ev = play(st, CONTINUE, "Zig-nur-Don")
    assert st["fight"]["element"] == "fire"
    assert of_type(ev, "announce")[0] == {"type": "announce", "seat": V, "element": "fire", "power": 4}
    st, ev = play(st, CONTINUE, "Hank Highflyer Hawk", "Homing Missiles")
    assert [e for e in of_type(ev, "announce") if e["seat"] == H][0]["power"] == 1
    assert power(st, V) == 0
    assert moves(st, V) == [RETREAT]
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 1
    assert list(st["dragons"].values()).count(H) == 1


def test_TC12_no_surplus_discards():
    """TC-12 (R-8.8): {Flamebreath, Torch} and {Flamebreath, Sear} legal; all three illegal."""
    hand = ids("Flamebreath the Dazzling", "Sear", "Torch")
    subsets = value_subsets(hand, "fire", 8)
    assert sorted(ids("Flamebreath the Dazzling", "Torch")) in subsets
    assert sorted(ids("Flamebreath the Dazzling", "Sear")) in subsets
    assert sorted(hand) not in subsets
    st = build(active=V, phase="leadership", fight=False,
               hands=(["Charm Holy Dragon", "Flamebreath the Dazzling", "Sear", "Torch"], []))
    st, _ = play(st, "Charm Holy Dragon")
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, choose(sorted(hand)), random.Random(0))
    assert e.value.rule == "R-8.8"


def test_TC18_leadership_taken_from_hand_goes_to_leader_pile():
    """TC-18 (R-8.10, R-1.10): Sarogakanas takes two random cards; the leadership card goes to
    the opponent's leader pile, the other to his discard pile."""
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []),
               hands=(["Summon Sorcerer", "Spark"], ["Sarogakanas the Ancient"]))
    st, ev = play(st, "Sarogakanas the Ancient", choose(True))
    assert st["p"][V]["leader_pile"] == [cid("Summon Sorcerer")]
    assert st["p"][V]["discard"] == [cid("Spark")]
    assert sorted(of_type(ev, "discard")[0]["cards"]) == sorted(ids("Summon Sorcerer", "Spark"))


def test_TC19_stop():
    """TC-19 (R-6.7): after Zig-nur-Don no booster, support or other card this turn."""
    st = build(active=V, phase="booster", element="fire", combat=(["Zig-nur-Don"], ["Catusan"]),
               hands=(["Fireblast", "Lightning Bolts"], []), turn={"characters": 1, "plays": 1, "stop": True})
    assert moves(st) == [P]
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, {"type": "play", "card": cid("Lightning Bolts")}, random.Random(0))
    assert e.value.rule == "R-6.7"


def test_TC11_retrieve_restriction_constructed():
    """TC-11 (R-7.3), constructed: Hoax has Ciklarethas the Bitter (character, retrieve)
    active; the other player has Peckswift (flit-4, character, retrieve) and Launch Itching
    Bugs (flit-26, booster, retrieve) active: he may retrieve the booster, not Peckswift."""
    st = build(active=V, phase="start", element="fire", combat=([], ["Ciklarethas the Bitter"]))
    p0 = dict(st["p"][V], combat=["flit-4", "flit-26"], covered=0)
    st = dict(st, p=[p0, st["p"][H]])
    assert [m for m in moves(st) if m["type"] == "retrieve"] == [{"type": "retrieve", "card": "flit-26"}]
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, {"type": "retrieve", "card": "flit-4"}, random.Random(0))
    assert e.value.rule == "R-7.3"
    # without Hoax's retrieve character both may be retrieved
    p1 = dict(st["p"][H], combat=[cid("Catusan")])
    st2 = dict(st, p=[p0, p1])
    assert {m["card"] for m in moves(st2) if m["type"] == "retrieve"} == {"flit-4", "flit-26"}
