"""Pillar deck (letter P, leader Fucius Con; spec Appendix A.3, R-13.6): one scenario per card
(leader included, 31) and the E&I extras pillar-20 and pillar-32.

Seat 0 plays Pillar, seat 1 Hoax. Printed values are copied from the card list.
"""
from __future__ import annotations

import random

import pytest

from games.base import IllegalMove
from games.blue_moon.cards import INFO, deck_card_ids
from tests.games.blue_moon.bm_helpers import (
    Scenarios,
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
    power,
)
from tests.games.blue_moon.tp_helpers import announced, dragons_of

X, H = 0, 1
CONTINUE = {"type": "continue"}
RETREAT = {"type": "retreat"}
BT = {"characters": 1, "chars": 1, "plays": 1, "combat": 1, "types": ["character"]}


def pb(**kw):
    kw.setdefault("people", ("pillar", "hoax"))
    return build(**kw)


def _cards(st, seat):
    return {m.get("card") for m in moves(st, seat)}


def _types(st, seat):
    return [m["type"] for m in moves(st, seat)]


def _choices(st, seat):
    return [m["choice"] for m in moves(st, seat)]


def _sets(st, seat):
    """The discard sets of a deadline meet_obligation decision; its last choice is null: leave
    it unmet and retreat (R-4.5.1 a; asked whatever the hand holds, issue 13)."""
    ch = _choices(st, seat)
    if st["pending"] and st["pending"][-1].get("deadline"):
        assert ch[-1] is None
        ch = ch[:-1]
    return ch


PLAIN = {"Primus Magicus": (6, 2), "Introvertus Completus": (4, 0), "Devius Maximus": (2, 6),
         "Colossus Gigantus": (1, 5), "Bigus Musselus": (0, 5), "Smartia Pantia": (4, 3),
         "Speedius Unnecessarius": (3, 4), "Lonus Mightius": (4, 2), "Halitosus Teriblus": (4, 1),
         "Bodius Maloderus": (1, 4)}


def _plain_character(name):
    fire, earth = PLAIN[name]
    under = "Smartia Pantia" if name != "Smartia Pantia" else "Lonus Mightius"
    for el, val in (("fire", fire), ("earth", earth)):
        st = pb(active=X, phase="character", element=el, hands=([name], []), combat=([under], []))
        st, ev = play(st, name)
        assert announced(ev, X) == val and of_type(ev, "play")[0]["cover"] is True


SCENARIOS = Scenarios()
scenario = SCENARIOS.add


SCENARIOS.each(PLAIN, _plain_character)


@scenario("Fucius Con")
def card_pillar_0():
    """pillar-0 Fucius Con: the leader, no game effect (R-1.2)."""
    leader, cards = deck_card_ids("pillar")
    assert leader == cid("Fucius Con") and INFO[leader].type == "leader" and leader not in cards
    assert INFO[leader].spec is None


@scenario("Wild Unicorn")
def card_mimix_15():
    """mimix-15 Wild Unicorn (3/3, shields on both, pair 'Wild'; in the Pillar deck): its shields
    make 3 a legal announcement against 5 (R-7.1)."""
    st = pb(active=X, phase="character", element="earth", hands=(["Wild Unicorn"], []),
            combat=(["Smartia Pantia"], ["Catusan"]))
    st, ev = play(st, "Wild Unicorn")
    assert announced(ev, X) == 3 and INFO[cid("Wild Unicorn")].pair_key == "Wild"


@scenario("Pen-dor-Nith")
def card_mutant_103():
    """mutant-103 Pen-dor-Nith: only if you have at least six cards (active or covered) in your
    combat and support areas; the element switches (R-12.2, R-6.9)."""
    six = (["Smartia Pantia"], ["Wogarathoras the Gloomy", "Ciklarethas the Bitter", "Catusan", "Battling Boomerang"])
    st = pb(active=X, phase="character", element="earth", hands=(["Pen-dor-Nith"], []), combat=six,
            covered=(0, 3), support=([], ["Tome of Wisdom", "Trebuchet of Fear"]))
    st, ev = play(st, "Pen-dor-Nith")
    assert st["fight"]["element"] == "fire" and announced(ev, X) == 6
    st = pb(active=X, phase="character", element="earth", hands=(["Pen-dor-Nith", "Bigus Musselus"], []), combat=six,
            covered=(0, 3), support=([], ["Tome of Wisdom"]))
    assert cid("Pen-dor-Nith") not in _cards(st, X)


@scenario("Gulpus Permanentus")
def card_pillar_11():
    """pillar-11 Gulpus Permanentus: one booster in addition to the normal allowance, also on a
    fight's first turn when it is the character played then (R-6.5)."""
    st = pb(active=X, phase="booster", element="fire", combat=(["Gulpus Permanentus"], []), turn=BT,
            hands=(["Potion of Sparkling Fire", "Potion of Cosmic Power", "Giant Butterfly Eveningbreeze"], []))
    st, ev = play(st, "Potion of Sparkling Fire", "Potion of Cosmic Power")
    assert announced(ev, X) == 12
    st = pb(active=X, phase="character", element=None, first=True, fight=True,
            hands=(["Gulpus Permanentus", "Potion of Sparkling Fire", "Giant Butterfly Eveningbreeze"], []))
    st, _ = play(st, "Gulpus Permanentus")
    assert _cards(st, X) == {cid("Potion of Sparkling Fire"), None}


@scenario("Gloria Gracia")
def card_pillar_12():
    """pillar-12 Gloria Gracia: I may return one other card of my combat area (character or
    booster, active or covered) to my hand."""
    st = pb(active=X, phase="character", element="fire", hands=(["Gloria Gracia"], []),
            combat=(["Primus Magicus", "Potion of Sparkling Fire"], []), covered=(2, 0))
    st, ev = play(st, "Gloria Gracia")
    assert set(_choices(st, X)) == {cid("Primus Magicus"), cid("Potion of Sparkling Fire"), None}
    st, _ = play(st, choose("Primus Magicus"))
    assert cid("Primus Magicus") in st["p"][X]["hand"]


@scenario("Crysalus Frendus")
def card_pillar_14():
    """pillar-14 Crysalus Frendus: the requirement of one of my caterpillars is doubled; the target
    is fixed at the end of my turn (R-5.4 default, section 18.16)."""
    st = pb(active=X, phase="booster", element="fire", combat=(["Crysalus Frendus"], []), turn=BT,
            hands=(["Caterpillar Fireeater"], []))
    st, ev = play(st, "Caterpillar Fireeater")
    tgt = of_type(ev, "target")
    assert tgt and tgt[0]["card"] == cid("Caterpillar Fireeater") and st["active"] == H
    assert st["p"][X]["targets"] == {cid("Crysalus Frendus"): cid("Caterpillar Fireeater")}
    # Hoax needs 6 printed Fire now, not 3
    st2 = dict(st)
    st2["p"] = [st["p"][0], dict(st["p"][1], hand=sorted(ids("Wogarathoras the Gloomy", "Ballista of Confusion",
                                                             "Trebuchet of Fear")))]
    assert "continue" not in _types(st2, H)                 # Fire 2 + 1 = 3 < 6
    st2 = dict(st)                                          # a new object (legal_moves caches by identity)
    st2["p"] = [st["p"][0], dict(st["p"][1], hand=sorted(ids("Wogarathoras the Gloomy", "Ballista of Confusion",
                                                             "Trebuchet of Fear", "Athradysas the Seeker")))]
    st2, ev = play(st2, CONTINUE, "Wogarathoras the Gloomy", P)
    assert sorted(map(sorted, _sets(st2, H))) == sorted([sorted(ids("Athradysas the Seeker", "Ballista of Confusion")),
                                                            sorted(ids("Athradysas the Seeker", "Trebuchet of Fear"))])


@scenario("Bottelus Emptius")
def card_pillar_15():
    """pillar-15 Bottelus Emptius: you may not take any further card into your hand (R-8.11)."""
    st = pb(active=H, phase="booster", element="fire", combat=(["Bottelus Emptius"], ["Wogarathoras the Gloomy"]),
            hands=([], ["Tome of Wisdom"]), turn=BT)
    st, ev = play(st, P)
    assert not [e for e in of_type(ev, "draw") if e["seat"] == H] and st["p"][H]["hand"] == [cid("Tome of Wisdom")]
    st = pb(active=H, phase="start", element="fire", combat=(["Bottelus Emptius"], ["Ciklarethas the Bitter"]))
    assert not has(st, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")}, H)


def _caterpillar_turn(cat, hand, play_first="Wogarathoras the Gloomy"):
    """Hoax's turn with ``cat`` active: continue, play a character, end the booster phase."""
    st = pb(active=H, phase="engagement", element="fire", combat=(["Smartia Pantia", cat], []),
            hands=([], [play_first] + hand))
    return st


@scenario("Caterpillar Fireeater")
def card_pillar_16():
    """pillar-16 Caterpillar Fireeater: discard printed Fire >= 3 by the end of your
    booster/support phase, no surplus card (R-8.8), or retreat (R-13.6)."""
    st = _caterpillar_turn("Caterpillar Fireeater", ["Ciklarethas the Bitter", "Trebuchet of Fear", "Ballista of Confusion"])
    st, _ = play(st, CONTINUE, "Wogarathoras the Gloomy", P)
    assert sorted(map(sorted, _sets(st, H))) == sorted([[cid("Ciklarethas the Bitter")],
                                                           sorted(ids("Trebuchet of Fear", "Ballista of Confusion"))])
    st = _caterpillar_turn("Caterpillar Fireeater", ["Helkomedes the Rhetorician", "Ballista of Confusion"])
    assert "continue" not in _types(st, H)


@scenario("Caterpillar Watertamer")
def card_pillar_18():
    """pillar-18 Caterpillar Watertamer: at least 2 printed Fire and, on other cards, 2 printed
    Earth; one card cannot count for both."""
    st = _caterpillar_turn("Caterpillar Watertamer", ["Ciklarethas the Bitter", "Trebuchet of Fear", "Ballista of Confusion"])
    st, _ = play(st, CONTINUE, "Wogarathoras the Gloomy", P)
    opts = sorted(map(sorted, _sets(st, H)))
    assert opts == sorted([sorted(ids("Trebuchet of Fear", "Ballista of Confusion")),
                           sorted(ids("Ciklarethas the Bitter", "Trebuchet of Fear")),
                           sorted(ids("Ciklarethas the Bitter", "Ballista of Confusion"))])
    st = _caterpillar_turn("Caterpillar Watertamer", ["Ciklarethas the Bitter"])
    assert "continue" not in _types(st, H)              # 3/3 on one card is not enough


@scenario("Caterpillar Lightseeker")
def card_pillar_19():
    """pillar-19 Caterpillar Lightseeker: printed Fire >= 5 or printed Earth >= 5 (no surplus
    card for the alternative met)."""
    st = _caterpillar_turn("Caterpillar Lightseeker", ["Ciklarethas the Bitter", "Trebuchet of Fear",
                                                       "Helkomedes the Rhetorician"])
    st, _ = play(st, CONTINUE, "Wogarathoras the Gloomy", P)
    opts = sorted(map(sorted, _sets(st, H)))
    assert opts == sorted([sorted(ids("Ciklarethas the Bitter", "Trebuchet of Fear")),           # Fire 5
                           sorted(ids("Ciklarethas the Bitter", "Helkomedes the Rhetorician"))])  # Earth 6
    st = _caterpillar_turn("Caterpillar Lightseeker", ["Trebuchet of Fear", "Ballista of Confusion"])
    assert "continue" not in _types(st, H)


def _potion(name, character, fire, earth):
    for el, val in (("fire", fire), ("earth", earth)):
        st = pb(active=X, phase="booster", element=el, hands=([name], []), combat=([character], []), turn=BT)
        st, ev = play(st, name)
        assert announced(ev, X) == val, (name, el)


@scenario("Potion of Cosmic Power")
def card_pillar_21():
    """pillar-21: both values of one of my characters doubled (Devius 2/6 -> 4/12)."""
    _potion("Potion of Cosmic Power", "Devius Maximus", 4, 12)


@scenario("Potion of Conjoining")
def card_pillar_22():
    """pillar-22: each value of one of my characters increased by its other printed value
    (Devius 2/6 -> 8/8)."""
    _potion("Potion of Conjoining", "Devius Maximus", 8, 8)


@scenario("Potion of Mutation")
def card_pillar_23():
    """pillar-23: both values raised to the higher printed value (Devius 2/6 -> 6/6)."""
    _potion("Potion of Mutation", "Devius Maximus", 6, 6)


@scenario("Potion of Sparkling Fire")
def card_pillar_24():
    """pillar-24: Fire of one of my characters raised to 6 (Devius 2/6 -> 6/6)."""
    _potion("Potion of Sparkling Fire", "Devius Maximus", 6, 6)


@scenario("Potion of Trembling Earth")
def card_pillar_25():
    """pillar-25: Earth of one of my characters raised to 6 (Primus 6/2 -> 6/6)."""
    _potion("Potion of Trembling Earth", "Primus Magicus", 6, 6)


def _reveal(name, phase):
    st = pb(active=X, phase=phase, element="fire", hands=([name], ["Wogarathoras the Gloomy", "Tome of Wisdom"]),
            combat=(["Primus Magicus"], ["Ciklarethas the Bitter"]), turn=BT if phase == "booster" else None)
    st, ev = play(st, name)
    rv = of_type(ev, "reveal")
    assert rv and rv[0]["seat"] == H and rv[0]["cards"] == sorted(ids("Wogarathoras the Gloomy", "Tome of Wisdom"))
    assert G.view(st, X)["players"][H]["revealed"] == sorted(ids("Wogarathoras the Gloomy", "Tome of Wisdom"))
    assert G.event_view(rv[0], X) == rv[0] and G.reveals(rv[0])            # undo never crosses it
    return st


@scenario("Butterfly Scout")
def card_pillar_27():
    """pillar-27 Butterfly Scout: when played, you must reveal your hand (R-13.6 a)."""
    _reveal("Butterfly Scout", "booster")


@scenario("Giant Butterfly Eveningbreeze")
def card_pillar_28():
    """pillar-28 Giant Butterfly Eveningbreeze: support 2/2 with the retrieve icon (R-7.3)."""
    st = pb(active=X, phase="start", element="fire", support=(["Giant Butterfly Eveningbreeze"], []),
            combat=(["Primus Magicus"], []))
    assert has(st, {"type": "retrieve", "card": cid("Giant Butterfly Eveningbreeze")})
    assert power(st, X, "fire") == 6 + 2


@scenario("Giant Butterfly Morningwind")
def card_pillar_29():
    """pillar-29 Giant Butterfly Morningwind: FREE support 2/2 (R-6.2): a second support the same turn."""
    st = pb(active=X, phase="booster", element="earth", combat=(["Primus Magicus"], []), turn=BT,
            hands=(["Giant Butterfly Morningwind", "Giant Butterfly Eveningbreeze"], []))
    st, ev = play(st, "Giant Butterfly Morningwind", "Giant Butterfly Eveningbreeze")
    assert of_type(ev, "play")[0]["limit"] == "free" and announced(ev, X) == 2 + 2 + 2


@scenario("Deploy Butterfly")
def card_pillar_30():
    """pillar-30 Deploy Butterfly (leadership): you must reveal your hand (R-13.6 a)."""
    _reveal("Deploy Butterfly", "leadership")


@scenario("Heat Haze")
def card_vulca_25():
    """vulca-25 Heat Haze (in the Pillar deck): you may not play character or booster cards that
    have special power text (support and leadership cards are not concerned)."""
    st = pb(active=H, phase="character", element="fire", support=(["Heat Haze"], []),
            hands=([], ["Demegodas the Odd", "Wogarathoras the Gloomy"]))
    assert _cards(st, H) == {cid("Wogarathoras the Gloomy")}
    st = pb(active=H, phase="booster", element="fire", support=(["Heat Haze"], []), turn=BT,
            combat=([], ["Wogarathoras the Gloomy"]),
            hands=([], ["Potion of Prodigious Passion", "Duplicator of Strength", "Battling Boomerang"]))
    assert _cards(st, H) == {cid("Duplicator of Strength"), cid("Battling Boomerang"), None}


@scenario("Bounce Back")
def card_khind_31():
    """khind-31 Bounce Back (packed in the Pillar deck, R-13.4): STOP; no new character this turn,
    my active cards fight again; continue only if that total is a legal announcement."""
    st = pb(active=X, phase="leadership", element="fire", hands=(["Bounce Back", "Smartia Pantia"], []),
            combat=(["Primus Magicus"], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "Bounce Back")
    assert st["turn"]["stop"] and st["phase"] == "engagement"
    assert _types(st, X) == ["continue", "retreat"]
    st, ev = play(st, CONTINUE)
    assert announced(ev, X) == 6 and not [e for e in of_type(ev, "play")]
    st = pb(active=X, phase="leadership", element="fire", hands=(["Bounce Back", "Smartia Pantia"], []),
            combat=(["Introvertus Completus"], ["Wogarathoras the Gloomy"]))
    st, _ = play(st, "Bounce Back")
    assert _types(st, X) == ["retreat"]                     # 4 < 5 and STOP forbids any card
    st = pb(active=X, phase="leadership", fight=False, hands=(["Bounce Back", "Smartia Pantia"], []))
    with pytest.raises(IllegalMove) as e:
        G.decide(st, X, {"type": "play", "card": cid("Bounce Back")}, random.Random(0))
    assert e.value.rule == "R-13.4"


@scenario("Moonset Caterpillar (working title)")
def card_pillar_20():
    """pillar-20 Moonset Caterpillar (E&I extra, FREE booster): discard cards showing at least 2
    moons in total (no surplus), or retreat."""
    st = _caterpillar_turn("Moonset Caterpillar (working title)",
                           ["Tome of Wisdom", "Trebuchet of Fear", "Ballista of Confusion", "Helkomedes the Rhetorician"])
    st, _ = play(st, CONTINUE, "Wogarathoras the Gloomy", P)
    assert sorted(map(sorted, _sets(st, H))) == sorted([[cid("Tome of Wisdom")],
                                                           sorted(ids("Trebuchet of Fear", "Ballista of Confusion"))])
    st = _caterpillar_turn("Moonset Caterpillar (working title)", ["Trebuchet of Fear", "Helkomedes the Rhetorician"])
    assert "continue" not in _types(st, H)


@scenario("Chosen One of the Wide Lands (working title)")
def card_pillar_32():
    """pillar-32 Chosen One of the Wide Lands (E&I extra): each player, the owner first, may
    discard cards giving 2 Fire and 2 Earth on different cards and attract a dragon (R-8.13 b)."""
    st = pb(active=X, phase="leadership", fight=False,
            hands=(["Chosen One of the Wide Lands (working title)", "Primus Magicus", "Bigus Musselus"],
                   ["Trebuchet of Fear", "Ballista of Confusion"]))
    st, _ = play(st, "Chosen One of the Wide Lands (working title)")
    assert st["pending"][-1]["seat"] == X
    assert _choices(st, X) == [sorted(ids("Bigus Musselus", "Primus Magicus")), None]
    st, _ = play(st, choose(sorted(ids("Bigus Musselus", "Primus Magicus"))))
    assert dragons_of(st, X) == 1 and st["pending"][-1]["seat"] == H
    st, _ = play(st, choose(sorted(ids("Ballista of Confusion", "Trebuchet of Fear"))))
    assert dragons_of(st, X) == 0 and dragons_of(st, H) == 0 and not st["pending"]


EXTRA_IDS = {"pillar-20", "pillar-32"}


def test_every_pillar_card_has_a_scenario():
    leader, cards = deck_card_ids("pillar")
    assert set(SCENARIOS) == {leader, *cards} | EXTRA_IDS and len(SCENARIOS) == 31 + 2


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_pillar_card(card_id):
    SCENARIOS[card_id]()
