"""The Emissaries & Inquisitors extra cards (R-14.2/R-14.3) of Vulca, Hoax, Mimix and Flit and
the two extra mutants: one test per card (card id in the name and docstring).

These cards are in no prebuilt deck; positions swap them into a player's 31 cards with
``build(extra=...)`` (extra card -> deck card it replaces). Cards of other peoples (Aqua
PROTECTED / FREE cards without text, Mimix FREE characters) are swapped in the same way to
give the texts targets. Printed values are copied from the card data set, not read from it.
"""
from __future__ import annotations

import random

import pytest

from games.base import IllegalMove
from games.blue_moon import effects as fx
from games.blue_moon.cards import INFO
from tests.games.blue_moon.bm_helpers import (CONTINUE, G, P, build, choose, has, moves, of_type, play,
                                              power)

V, H = 0, 1
EXTRAS = ("vulca-17", "vulca-31", "vulca-32", "hoax-30", "hoax-31", "hoax-32", "mimix-1", "mimix-2",
          "mimix-32", "flit-21", "flit-28", "flit-32", "mutant-108", "mutant-110")


def _cards(st, seat):
    return {m.get("card") for m in moves(st, seat)}


def _decide(st, move):
    seat = G.to_act(st)[0]
    return G.decide(st, seat, move, random.Random(0))


def test_every_extra_card_is_supported():
    """All 14 E&I extras have a registered handler (effects.is_supported)."""
    assert all(fx.is_supported(c) for c in EXTRAS)
    assert all(INFO[c].people in ("Vulca", "Hoax", "Mimix", "Flit", "Mutant") for c in EXTRAS)


def test_build_extra_keeps_31_cards():
    """bm_helpers.build(extra=...) swaps the extras in and keeps 31 cards per player."""
    st = build(extra=({"vulca-17": "Cinder", "mutant-110": "Spark"}, {"hoax-32": "Catusan"}))
    for s, (inn, out) in enumerate(((["vulca-17", "mutant-110"], ["vulca-14", "vulca-8"]),
                                    (["hoax-32"], ["terrah-5"]))):
        P_ = st["p"][s]
        cards = P_["hand"] + P_["deck"] + P_["discard"] + [P_["leader"]]
        assert len(cards) == 31 == len(set(cards))
        assert set(inn) <= set(cards) and not set(out) & set(cards)


# ----------------------------------------------------------------------------- Vulca

def test_vulca_17_erupta_shuffles_opponent_areas_into_his_deck():
    """vulca-17 Erupta (1/1): when played I may make you shuffle every card of your combat
    (covered ones too) and support areas into your draw deck, except active PROTECTED cards."""
    kw = dict(active=V, phase="character", element="earth", hands=(["vulca-17", "Fireblast"], []),
              combat=(["Sear"], ["aqua-2", "Athradysas the Seeker"]), covered=(0, 1),
              support=([], ["Tome of Wisdom", "aqua-23"]),
              extra=({"vulca-17": "Cinder"}, {"aqua-2": "Catusan", "aqua-23": "Homing Missiles"}))
    st0 = build(**kw)
    assert power(st0, H, "earth") == 0 + 3 + 0 and power(st0, H, "fire") == 5 + 3 + 3
    st, ev = play(st0, "vulca-17")
    assert [m["choice"] for m in moves(st)] == [True, False]
    st, ev = play(st, choose(True))
    Ph = st["p"][H]
    # the covered PROTECTED Giant Octopus is not active: it goes too; Ravenous Razorjaw stays
    assert Ph["combat"] == [] and Ph["covered"] == 0 and Ph["support"] == ["aqua-23"]
    assert {"aqua-2", "hoax-2", "hoax-20"} <= set(Ph["deck"])
    sh = of_type(ev, "to_deck")[0]
    assert sh["seat"] == H and sorted(sh["cards"]) == ["aqua-2", "hoax-2", "hoax-20"]
    assert G.event_view(sh, V)["cards"] == sh["cards"]               # open cards, shown
    assert power(st, H, "fire") == 3 and power(st, V, "fire") == 1 and power(st, H, "earth") == 0
    # "I may": declining leaves everything
    st, _ = play(st0, "vulca-17", choose(False))
    assert st["p"][H]["combat"] == ["aqua-2", "hoax-2"] and st["p"][H]["support"] == ["hoax-20", "aqua-23"]
    # nothing but active PROTECTED cards: no decision (R-8.13 e)
    st = build(**{**kw, "combat": (["Sear"], ["aqua-2"]), "covered": (0, 0), "support": ([], ["aqua-23"])})
    st, _ = play(st, "vulca-17")
    assert not st["pending"] and st["p"][H]["combat"] == ["aqua-2"]


def test_vulca_31_inflame_the_mutant_waives_one_play_condition():
    """vulca-31 Inflame the Mutant (leadership): for this turn, in my character phase I may
    play one mutant card without meeting its play condition (its element change still
    happens)."""
    ex = ({"vulca-31": "Cast Cataclysm", "mutant-108": "Spark"}, {})
    kw = dict(active=V, element="fire", combat=(["Sear"], ["Athradysas the Seeker"]), extra=ex)
    # without the leadership card Chu-nan-Chi's condition (an active Hyla card) is never met
    st = build(phase="character", hands=(["mutant-108", "Blaze"], []), **kw)
    assert "mutant-108" not in _cards(st, V)
    st = build(phase="leadership", hands=(["vulca-31", "mutant-108", "Blaze"], []), **kw)
    st, _ = play(st, "vulca-31")
    assert st["phase"] == "engagement"
    st, _ = play(st, CONTINUE)
    assert "mutant-108" in _cards(st, V)
    st, ev = play(st, "mutant-108")
    assert of_type(ev, "element")[0]["element"] == "earth"                   # switch
    assert fx.CONDITION_WAIVED_MARK in [e["key"] for e in of_type(ev, "mark")]
    # the waiver is used up (count 1) ...
    used = build(phase="character", hands=(["mutant-108", "Blaze"], []), leadership="vulca-31",
                 leader_pile=(["vulca-31"], []), turn={"marks": [fx.CONDITION_WAIVED_MARK]}, **kw)
    assert "mutant-108" not in _cards(used, V)
    with pytest.raises(IllegalMove) as e:
        _decide(used, {"type": "play", "card": "mutant-108"})
    assert e.value.rule == "R-12.2"
    # ... and lasts this turn only: on a later turn the card is no longer active
    later = build(phase="character", hands=(["mutant-108", "Blaze"], []), leader_pile=(["vulca-31"], []), **kw)
    assert "mutant-108" not in _cards(later, V)
    # a mutant whose condition is met does not use the waiver (Zig-nur-Don, Earth, power >= 5)
    st = build(active=V, element="earth", phase="character", hands=(["Zig-nur-Don"], []),
               leadership="vulca-31", leader_pile=(["vulca-31"], []),
               combat=(["Sear"], ["Catusan"]), extra=ex)
    st, ev = play(st, "Zig-nur-Don")
    assert not of_type(ev, "mark") or fx.CONDITION_WAIVED_MARK not in [e["key"] for e in of_type(ev, "mark")]


def test_vulca_32_chosen_one_of_fire_each_player_shuffles_one_leadership_back():
    """vulca-32 Chosen One of Fire (leadership): each player chooses one card of his own
    leader pile (not this card) and shuffles it into his draw deck; I choose first, then you;
    a player with no other card in his leader pile chooses nothing."""
    ex = ({"vulca-32": "Cinder"}, {})
    st = build(active=V, phase="leadership", fight=False, hands=(["vulca-32"], []),
               leader_pile=(["Summon Sorcerer", "Charm Holy Dragon"], ["Muster Reinforcements"]), extra=ex)
    st, _ = play(st, "vulca-32")
    assert G.to_act(st) == [V]
    assert [m["choice"] for m in moves(st)] == ["vulca-28", "vulca-29"]          # not vulca-32
    st, ev = play(st, choose("Summon Sorcerer"))
    assert G.to_act(st) == [H] and [m["choice"] for m in moves(st, H)] == ["hoax-27"]
    st, ev2 = play(st, choose("Muster Reinforcements"))
    assert st["p"][V]["leader_pile"] == ["vulca-29", "vulca-32"] and "vulca-28" in st["p"][V]["deck"]
    assert st["p"][H]["leader_pile"] == [] and "hoax-27" in st["p"][H]["deck"]
    sh = of_type(ev + ev2, "to_deck")
    assert [(e["seat"], e["cards"], e["from"]) for e in sh] == [(V, ["vulca-28"], "leader_pile"),
                                                                (H, ["hoax-27"], "leader_pile")]
    assert G.event_view(sh[0], H)["cards"] == ["vulca-28"]                       # both choices shown
    # only this card in my pile, none in yours: nobody chooses
    st = build(active=V, phase="leadership", fight=False, hands=(["vulca-32"], []), extra=ex)
    st, _ = play(st, "vulca-32")
    assert not st["pending"] and st["p"][V]["leader_pile"] == ["vulca-32"]


# ----------------------------------------------------------------------------- Hoax

def test_hoax_30_drive_off_the_followers_discards_free_cards_only():
    """hoax-30 Drive Off the Followers (leadership): I may discard all of your active cards
    that have the FREE icon (PROTECTED ones stay; no card has both icons)."""
    ex = ({"mimix-22": "Spark", "aqua-21": "Wall of Fire"}, {"hoax-30": "Enthrall Opposition"})
    kw = dict(active=H, phase="leadership", element="fire", hands=([], ["hoax-30"]), extra=ex)
    st = build(combat=(["Sear", "mimix-22"], ["Catusan"]), covered=(1, 0),
               support=(["aqua-21", "Lightning Bolts"], []), **kw)
    st, _ = play(st, "hoax-30")
    assert [m["choice"] for m in moves(st, H)] == [True, False]
    st, ev = play(st, choose(True))
    d = of_type(ev, "discard")
    assert len(d) == 1 and d[0]["seat"] == V and sorted(d[0]["cards"]) == ["aqua-21", "mimix-22"]
    assert st["p"][V]["support"] == ["vulca-23"] and st["p"][V]["combat"] == ["vulca-10"]
    # no FREE card active (Sun Setting covered): nothing to ask
    st = build(combat=(["mimix-22", "Sear"], ["Catusan"]), covered=(1, 0),
               support=(["Lightning Bolts"], []), **kw)
    st, _ = play(st, "hoax-30")
    assert not st["pending"] and st["p"][V]["combat"] == ["mimix-22", "vulca-10"]


def test_hoax_31_influence_the_holy_dragon_two_leadership_cards_attract():
    """hoax-31 Influence the Holy Dragon (leadership): I may discard two leadership cards (or
    two Hyla / two crystal cards: no such cards exist here) from my hand to attract a dragon."""
    ex = ({}, {"hoax-31": "Catusan"})
    hand = ["hoax-31", "Muster Reinforcements", "Enthrall Opposition", "Trigger Brainstorm",
            "Wogarathoras the Gloomy"]
    st = build(active=H, phase="leadership", fight=False, hands=([], hand), extra=ex)
    st, _ = play(st, "hoax-31")
    opts = [m["choice"] for m in moves(st, H)]
    assert opts == [["hoax-27", "hoax-28"], ["hoax-27", "hoax-29"], ["hoax-28", "hoax-29"], None]
    st, ev = play(st, choose(["hoax-27", "hoax-29"]))
    assert sorted(st["p"][H]["leader_pile"]) == ["hoax-27", "hoax-29", "hoax-31"]
    assert list(st["dragons"].values()).count(H) == 1 and of_type(ev, "dragon")
    # one leadership card only: the exchange cannot be fulfilled completely: no offer
    st = build(active=H, phase="leadership", fight=False,
               hands=([], ["hoax-31", "Muster Reinforcements", "Wogarathoras the Gloomy"]), extra=ex)
    st, ev = play(st, "hoax-31")
    assert not st["pending"] and not of_type(ev, "dragon")


def test_hoax_32_chosen_one_of_the_spirit_each_player_discards_three():
    """hoax-32 Chosen One of the Spirit (leadership): each player chooses three cards of his
    own hand and discards them (all if fewer); I first, then you."""
    ex = ({}, {"hoax-32": "Catusan"})
    st = build(active=H, phase="leadership", fight=False, extra=ex,
               hands=(["Sear", "Blaze"], ["hoax-32", "Muster Reinforcements", "Wogarathoras the Gloomy",
                                          "Tome of Wisdom", "Battling Boomerang"]))
    st, _ = play(st, "hoax-32")
    assert G.to_act(st) == [H]
    opts = [m["choice"] for m in moves(st, H)]
    assert len(opts) == 4 and all(len(o) == 3 for o in opts)
    st, ev = play(st, choose(["hoax-1", "hoax-19", "hoax-27"]))
    assert G.to_act(st) == [V] and [m["choice"] for m in moves(st, V)] == [["vulca-10", "vulca-6"]]
    st, ev2 = play(st, choose(["vulca-10", "vulca-6"]))
    assert st["p"][H]["hand"] == ["hoax-20"] and st["p"][V]["hand"] == []
    assert "hoax-27" in st["p"][H]["leader_pile"]                            # leadership -> pile
    d = of_type(ev + ev2, "discard")
    assert [(e["seat"], sorted(e["cards"])) for e in d] == [(H, ["hoax-1", "hoax-19", "hoax-27"]),
                                                           (V, ["vulca-10", "vulca-6"])]
    assert G.event_view(d[0], V)["cards"] == d[0]["cards"]                    # shown


# ----------------------------------------------------------------------------- Mimix

MEX = ({"mimix-1": "NoProblem", "mimix-2": "Cardus Nikkus", "mimix-32": "Call Spirit of the Underworld"}, {})


def _guardians(first, second):
    st = build(people=("mimix", "hoax"), active=V, phase="character", element="fire",
               hands=([first, second, "Young Bear"], []), combat=(["Stars Shining"], ["Catusan"]), extra=MEX)
    st, ev = play(st, first)
    assert of_type(ev, "play")[0]["cover"] is True
    assert second in _cards(st, V) and "mimix-16" not in _cards(st, V)         # only the pair
    st, ev = play(st, second)
    p = of_type(ev, "play")[0]
    assert p["limit"] == "pair" and p["cover"] is False
    return st


def test_mimix_1_guardian_of_time_pairs_with_guardian_of_space():
    """mimix-1 Guardian of Time (6/4, PAIR "Guardian", no text): a second Guardian character
    may follow it in the same turn (R-13.2)."""
    st = _guardians("mimix-1", "mimix-2")
    assert power(st, V, "fire") == 6 + 4 and power(st, V, "earth") == 4 + 6


def test_mimix_2_guardian_of_space_pairs_with_guardian_of_time():
    """mimix-2 Guardian of Space (4/6, PAIR "Guardian", no text)."""
    st = _guardians("mimix-2", "mimix-1")
    assert power(st, V, "earth") == 10
    st = build(people=("mimix", "hoax"), active=V, phase="character", element="earth",
               hands=(["mimix-2"], []), combat=(["Stars Shining"], ["Catusan"]), extra=MEX)
    st, ev = play(st, "mimix-2")
    assert of_type(ev, "announce")[0]["power"] == 6


def test_mimix_32_chosen_one_of_nature_both_discard_piles_into_decks():
    """mimix-32 Chosen One of Nature (leadership): both players shuffle their discard piles
    into their draw decks (the other seat sees only a count, R-1.9)."""
    st = build(people=("mimix", "hoax"), active=V, phase="leadership", fight=False, extra=MEX,
               hands=(["mimix-32"], []), discard=(["Young Bear", "Hail of Arrows"], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "mimix-32")
    assert st["p"][V]["discard"] == [] and st["p"][H]["discard"] == []
    assert {"mimix-16", "mimix-25"} <= set(st["p"][V]["deck"]) and "hoax-1" in st["p"][H]["deck"]
    sh = of_type(ev, "to_deck")
    assert [(e["seat"], sorted(e["cards"])) for e in sh] == [(V, ["mimix-16", "mimix-25"]), (H, ["hoax-1"])]
    assert G.event_view(sh[0], H) == {"type": "to_deck", "seat": V, "count": 2, "from": "discard"}
    assert G.event_view(sh[0], V)["cards"] == sh[0]["cards"]
    for s in (V, H):
        Pl = st["p"][s]
        assert len(Pl["hand"] + Pl["deck"] + Pl["discard"] + Pl["leader_pile"]) == 30


# ----------------------------------------------------------------------------- Flit

FEX = {"flit-21": "Launch Sloth Gas", "flit-28": "Launch Itching Bugs", "flit-32": "Commence Mega Launch",
       "aqua-23": "Launch Rockdrop"}


def test_flit_21_launch_cockroaches_pairs_and_retrieves():
    """flit-21 Launch Cockroaches (booster 2/2, PAIR "Launch", retrieve icon, no text)."""
    bt = {"characters": 1, "chars": 1, "plays": 1, "combat": 1}
    st = build(people=("flit", "hoax"), active=V, phase="booster", element="fire", turn=bt,
               hands=(["flit-21", "Launch Burning Earth", "Titanic Gauntlets"], []),
               combat=(["Bashdin"], ["Catusan"]), extra=(FEX, {}))
    st, _ = play(st, "flit-21")
    assert "flit-15" in _cards(st, V) and "vulca-22" not in _cards(st, V)
    st, ev = play(st, "Launch Burning Earth")
    assert of_type(ev, "play")[0]["limit"] == "pair"
    assert power(st, V, "fire") == 1 + 2 + 3 and power(st, V, "earth") == 2 + 2 + 3
    st = build(people=("flit", "hoax"), active=V, phase="start", element="fire",
               combat=(["Bashdin", "flit-21"], ["Catusan"]), extra=(FEX, {}))
    assert has(st, {"type": "retrieve", "card": "flit-21"})


def test_flit_28_nerve_racking_twittering_forbids_extra_end_of_turn_draws():
    """flit-28 Nerve-Racking Twittering (support 1/1): while active, you may not draw
    additional cards at the end of your turn (Flare's end-of-turn draw); your rest-phase draw
    to six is not affected."""
    bt = {"characters": 1, "chars": 1, "boosters": 1, "plays": 2, "combat": 2}

    def pos(flit_support, flit_hand):
        return build(people=("vulca", "flit"), active=V, phase="booster", element="fire", turn=bt,
                     hands=(["Sear"], flit_hand), combat=(["Flare", "Fireblast"], ["Peckswift"]),
                     support=([], flit_support), extra=({}, FEX))
    st = pos(["flit-28"], [])
    assert power(st, H, "fire") == 3 + 1
    st, ev = play(st, P)
    assert len(of_type(ev, "draw")) == 1 and len(of_type(ev, "draw")[0]["cards"]) == 5     # rest: to six
    assert not st["pending"] and st["active"] == H and len(st["p"][V]["hand"]) == 6
    # without it, Flare offers its draw at the end of the turn
    st = pos([], ["flit-28"])
    st, ev = play(st, P)
    assert st["pending"] and st["pending"][-1]["kind"] == "draw" and st["pending"][-1]["source"] == "vulca-15"


def test_flit_32_chosen_one_of_the_skies_both_discard_active_supports():
    """flit-32 Chosen One of the Skies (leadership): both players discard all of their active
    support cards, except PROTECTED cards (boosters and characters stay)."""
    st = build(people=("flit", "hoax"), active=V, phase="leadership", element="earth",
               hands=(["flit-32"], []), combat=(["Bashdin", "Launch Fire Flash"],
                                                ["Catusan", "Battling Boomerang"]),
               support=(["flit-28", "aqua-23"], ["Tome of Wisdom", "aqua-24", "Trebuchet of Fear"]),
               extra=(FEX, {"aqua-24": "Homing Missiles"}))
    st, ev = play(st, "flit-32")
    d = of_type(ev, "discard")
    assert [(e["seat"], sorted(e["cards"])) for e in d] == [(V, ["flit-28"]), (H, ["hoax-20", "hoax-21"])]
    assert st["p"][V]["support"] == ["aqua-23"] and st["p"][H]["support"] == ["aqua-24"]
    assert st["p"][V]["combat"] == ["terrah-15", "flit-22"] and st["p"][H]["combat"] == ["terrah-5", "hoax-19"]


# ----------------------------------------------------------------------------- mutants

def test_mutant_108_chu_nan_chi_needs_an_active_hyla_card_never_met():
    """mutant-108 Chu-nan-Chi (3/3, shields, STOP): only if you have an active Hyla card.
    Hyla cards (R-14.5) have no data here, so it is never playable (without a waiver)."""
    st = build(active=V, phase="character", element="fire", hands=(["mutant-108", "Sear"], []),
               combat=(["Blaze"], ["mimix-22", "Catusan"]), covered=(0, 1),
               support=([], ["Tome of Wisdom", "aqua-21"]),
               extra=({"mutant-108": "Spark"}, {"mimix-22": "Wogarathoras the Gloomy", "aqua-21": "Ballista of Confusion"}))
    assert "mutant-108" not in _cards(st, V) and "vulca-10" in _cards(st, V)
    with pytest.raises(IllegalMove) as e:
        _decide(st, {"type": "play", "card": "mutant-108"})
    assert e.value.rule == "R-12.2"
    assert (INFO["mutant-108"].fire, INFO["mutant-108"].earth, INFO["mutant-108"].stop) == (3, 3, True)


def test_mutant_110_man_shu_ran_needs_an_opponent_free_card():
    """mutant-110 Man-shu-Ran (0/0, shields, STOP): only if you have an active card with the
    FREE icon; when played the contested element switches."""
    ex = ({"mutant-110": "Spark"}, {"mimix-22": "Wogarathoras the Gloomy", "aqua-21": "Ballista of Confusion"})
    kw = dict(active=V, phase="character", element="fire", hands=(["mutant-110", "Sear"], []), extra=ex)
    # the FREE card is covered: not active, the condition fails
    st = build(combat=(["Blaze"], ["mimix-22", "Catusan"]), covered=(0, 1), **kw)
    assert "mutant-110" not in _cards(st, V)
    with pytest.raises(IllegalMove) as e:
        _decide(st, {"type": "play", "card": "mutant-110"})
    assert e.value.rule == "R-12.2"
    # an active FREE support (Fire Swamp) meets it
    st = build(combat=(["Blaze"], ["mimix-22", "Catusan"]), covered=(0, 1), support=([], ["aqua-21"]), **kw)
    assert "mutant-110" in _cards(st, V)
    st, ev = play(st, "mutant-110")
    assert of_type(ev, "element")[0]["element"] == "earth" and st["fight"]["element"] == "earth"
    assert power(st, V, "earth") == 0 and of_type(ev, "announce")[0]["power"] == 0      # shields
    # an active FREE character meets it too
    st = build(combat=(["Blaze"], ["Catusan", "mimix-22"]), covered=(0, 1), **kw)
    assert "mutant-110" in _cards(st, V)


# ----------------------------------------------------------------------------- random games

#: per deck: extra card -> prebuilt card it replaces (for the random games below)
SWAPS = {"vulca": {"vulca-17": "vulca-14", "vulca-31": "vulca-30", "vulca-32": "vulca-28",
                   "mutant-108": "vulca-8", "mutant-110": "vulca-10"},
         "hoax": {"hoax-30": "hoax-28", "hoax-31": "hoax-29", "hoax-32": "hoax-26"},
         "mimix": {"mimix-1": "khind-19", "mimix-2": "pillar-13", "mimix-32": "mimix-31"},
         "flit": {"flit-21": "flit-27", "flit-28": "flit-26", "flit-32": "flit-31"}}


@pytest.fixture
def extra_decks(monkeypatch):
    """The engine deals decks with the extras swapped in (a stand-in for self-built decks)."""
    from games.blue_moon import engine
    orig = engine.deck_card_ids

    def with_extras(deck):
        leader, cards = orig(deck)
        sw = SWAPS.get(deck, {})
        return leader, sorted([c for c in cards if c not in set(sw.values())] + list(sw))

    monkeypatch.setattr(engine, "deck_card_ids", with_extras)
    return with_extras


@pytest.mark.slow
def test_random_games_with_the_extras(extra_decks):
    """Random games of every pairing of the four decks with their extras (and the two extra
    mutants) in both editions: 31 cards per player conserved, a legal move for the seat to
    act, every game ends, no hidden card in another seat's event view."""
    from itertools import permutations

    from games.blue_moon.decks import SUPPORTED
    from games.testing import play as play_game
    from tests.conftest import property_budget

    pairings = [list(p) for p in permutations(sorted(SWAPS.keys() & SUPPORTED), 2)]
    played = set()
    games = property_budget(48)
    for i in range(games):
        config = G.make_config(2, {"edition": ("legends", "original")[i % 2],
                                   "decks": pairings[(i // 2) % len(pairings)]})
        prev = {}

        def on_step(st, seat, move, events, prev=prev):
            hidden_before = prev.get("hidden")
            hidden = {}
            for s in (0, 1):
                P_ = st["p"][s]
                cards = P_["hand"] + P_["deck"] + P_["combat"] + P_["support"] + P_["discard"] + P_["leader_pile"]
                leader, deck = extra_decks(st["decks"][s])
                assert len(cards) == 30 and set(cards) == set(deck) and P_["leader"] == leader
                hidden[s] = set(st["p"][1 - s]["hand"]) | set(P_["deck"]) | set(st["p"][1 - s]["deck"])
            if not st["over"]:
                assert G.legal_moves(st, G.to_act(st)[0])
            for e in events:
                if e["type"] == "play":
                    played.add(e["card"])
                if hidden_before and not e.get("revealed"):
                    for viewer in (0, 1):
                        shown = set(G.event_view(e, viewer).get("cards") or ())
                        assert not (shown & hidden[viewer] & hidden_before[viewer]), e
            prev["hidden"] = hidden

        final, _log = play_game(G, config, 30_000 + i, on_step=on_step)
        assert G.is_over(final)
    if games >= 48:
        assert played >= set(EXTRAS) - {"mutant-108"}
