"""Terrah deck (letter T, leader Tecton Earthquaker; spec Appendix A.3, R-13.5): one scenario
per card (leader included, 31) and the E&I extras terrah-28, terrah-31, terrah-32.

Seat 0 plays Terrah, seat 1 Hoax. Printed values are copied from the card list.
"""
from __future__ import annotations

import random

import pytest

from games.base import IllegalMove
from games.blue_moon.cards import INFO, deck_card_ids
from games.blue_moon.power import analyse
from tests.games.blue_moon.bm_helpers import (
    Scenarios,
    G,
    P,
    build,
    choose,
    cid,
    has,
    moves,
    of_type,
    play,
    power,
)
from tests.games.blue_moon.tp_helpers import announced, dragons_of

T, H = 0, 1
CONTINUE = {"type": "continue"}


def tb(**kw):
    kw.setdefault("people", ("terrah", "hoax"))
    return build(**kw)


def _cards(st, seat):
    return {m.get("card") for m in moves(st, seat)}


def _illegal(st, seat, move):
    with pytest.raises(IllegalMove) as e:
        G.decide(st, seat, move, random.Random(0))
    return e.value


BT = {"characters": 1, "chars": 1, "plays": 1, "combat": 1, "types": ["character"]}
PLAIN = {"Megalit Mountainshaker": (0, 7), "Rocara": (0, 4), "Torana": (3, 3), "Roomban Rockmaster": (3, 6),
         "Suranom Stormbringer": (0, 6), "Gravitos Greatpower": (4, 5), "Flamitos": (4, 3),
         "Terraton": (3, 4), "Helitos": (4, 1), "Sonatos": (4, 0), "Flash the Incendiary": (6, 3)}


def _plain_character(name):
    fire, earth = PLAIN[name]
    under = "Torana" if name != "Torana" else "Rocara"
    for el, val in (("fire", fire), ("earth", earth)):
        st = tb(active=T, phase="character", element=el, hands=([name], []), combat=([under], []))
        st, ev = play(st, name)
        assert announced(ev, T) == val and of_type(ev, "play")[0]["cover"] is True


SCENARIOS = Scenarios()
scenario = SCENARIOS.add


SCENARIOS.each(PLAIN, _plain_character)


@scenario("Tecton Earthquaker")
def card_terrah_0():
    """terrah-0 Tecton Earthquaker: the leader, no game effect (R-1.2)."""
    leader, cards = deck_card_ids("terrah")
    assert leader == cid("Tecton Earthquaker") and INFO[leader].type == "leader" and leader not in cards
    assert INFO[leader].spec is None


@scenario("Silento Sol")
def card_terrah_17():
    """terrah-17 Silento Sol (0/0, Fire shield): 0 Fire is a legal announcement against 5 (R-7.1)."""
    st = tb(active=T, phase="character", element="fire", hands=(["Silento Sol"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "Silento Sol")
    assert announced(ev, T) == 0
    st = tb(active=T, phase="character", element="earth", hands=(["Silento Sol", "Megalit Mountainshaker"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]))
    assert cid("Silento Sol") not in _cards(st, T)          # no Earth shield: 0 < 1 unreachable


@scenario("Earthblast")
def card_terrah_18():
    """terrah-18 Earthblast: booster 2/3 without text."""
    st = tb(active=T, phase="booster", element="earth", hands=(["Earthblast"], []), combat=(["Rocara"], []), turn=BT)
    st, ev = play(st, "Earthblast")
    assert announced(ev, T) == 4 + 3


@scenario("Seismic Drill")
def card_terrah_20():
    """terrah-20 Seismic Drill: support 1/3 without text."""
    st = tb(active=T, phase="booster", element="fire", hands=(["Seismic Drill"], []), combat=(["Torana"], []), turn=BT)
    st, ev = play(st, "Seismic Drill")
    assert announced(ev, T) == 3 + 1 and cid("Seismic Drill") in st["p"][T]["support"]


@scenario("Ferro Fos")
def card_terrah_12():
    """terrah-12 Ferro Fos: you may not play any card that has special power text (R-8.6)."""
    st = tb(active=H, phase="character", element="fire", combat=(["Ferro Fos"], []),
            hands=([], ["Demegodas the Odd", "Wogarathoras the Gloomy"]))
    assert _cards(st, H) == {cid("Wogarathoras the Gloomy")}
    assert _illegal(st, H, {"type": "play", "card": cid("Demegodas the Odd")}).rule == "R-8.6"
    st = tb(active=H, phase="leadership", element="fire", combat=(["Ferro Fos"], []),
            hands=([], ["Trigger Brainstorm"]))
    assert not has(st, {"type": "play", "card": cid("Trigger Brainstorm")}, H)


@scenario("Corono Cos")
def card_terrah_16():
    """terrah-16 Corono Cos: you may not play any card without special power text (R-8.6)."""
    st = tb(active=H, phase="character", element="fire", combat=(["Corono Cos"], []),
            hands=([], ["Demegodas the Odd", "Wogarathoras the Gloomy"]))
    assert _cards(st, H) == {cid("Demegodas the Odd")}


@scenario("Kabu Kat")
def card_terrah_13():
    """terrah-13 Kabu Kat: on each of your turns of the fight you must play a support card, or
    retreat in your engagement phase (R-13.5)."""
    st = tb(active=H, phase="engagement", element="fire", combat=(["Kabu Kat"], []),
            hands=([], ["Wogarathoras the Gloomy", "Battling Boomerang"]))
    assert [m["type"] for m in moves(st, H)] == ["retreat"]             # no support in hand
    st = tb(active=H, phase="engagement", element="fire", combat=(["Kabu Kat"], []),
            hands=([], ["Wogarathoras the Gloomy", "Battling Boomerang", "Tome of Wisdom"]))
    st, _ = play(st, CONTINUE, "Wogarathoras the Gloomy")
    assert st["phase"] == "booster" and not has(st, P, H)               # passing would leave it unmet
    assert _cards(st, H) == {cid("Tome of Wisdom")}
    st, ev = play(st, "Tome of Wisdom")
    assert announced(ev, H) == 5 + 3


@scenario("Baku But")
def card_terrah_14():
    """terrah-14 Baku But: on each of your turns of the fight you must play a booster card, or
    retreat in your engagement phase (R-13.5)."""
    st = tb(active=H, phase="engagement", element="fire", combat=(["Baku But"], []),
            hands=([], ["Wogarathoras the Gloomy", "Tome of Wisdom"]))
    assert [m["type"] for m in moves(st, H)] == ["retreat"]
    st = tb(active=H, phase="engagement", element="fire", combat=(["Baku But"], []),
            hands=([], ["Wogarathoras the Gloomy", "Battling Boomerang", "Tome of Wisdom"]))
    st, _ = play(st, CONTINUE, "Wogarathoras the Gloomy")
    assert _cards(st, H) == {cid("Battling Boomerang")} and not has(st, P, H)
    st, ev = play(st, "Battling Boomerang")
    assert announced(ev, H) == 5 + 2


@scenario("Earthtremor")
def card_terrah_19():
    """terrah-19 Earthtremor: I may discard one of your active booster or support cards."""
    st = tb(active=T, phase="booster", element="earth", hands=(["Earthtremor"], []), combat=(["Rocara"], ["Ciklarethas the Bitter"]),
            support=([], ["Tome of Wisdom"]), turn=BT)
    st, ev = play(st, "Earthtremor")
    assert of_type(ev, "pending")[0]["decision"]["kind"] == "discard_opponent_active"
    # "I may": None is an option, but only discarding Tome keeps the announcement reachable
    assert {m["choice"] for m in moves(st, T)} == {cid("Tome of Wisdom")}
    st, ev = play(st, choose("Tome of Wisdom"))
    assert cid("Tome of Wisdom") in st["p"][H]["discard"] and announced(ev, T) == 4


def _storm_turn(storms, extra_support=()):
    """Hoax ends his turn; Terrah's turn begins with these supports active."""
    st = tb(active=H, phase="booster", element="fire", support=(list(storms) + list(extra_support), []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]), hands=(["Torana"], ["Ciklarethas the Bitter"]), turn=BT)
    return play(st, P)


def _storm(name):
    other = "Lashing Sand Storm" if name != "Lashing Sand Storm" else "Swirling Snow Storm"
    st, ev = _storm_turn([name, other])
    assert st["active"] == T and dragons_of(st, T) == 1
    assert [e["key"] for e in of_type(ev, "mark") if e["key"] == "storm"] == ["storm"]
    st, ev = _storm_turn([name], ["Seismic Drill"])                 # one Storm alone does nothing
    assert st["active"] == T and dragons_of(st, T) == 0


SCENARIOS.each(("Crashing Thunder Storm", "Swirling Snow Storm", "Lashing Sand Storm"), _storm)


@scenario("Cloying Mud")
def card_terrah_25():
    """terrah-25 Cloying Mud: you may not play characters with a printed value above 4."""
    st = tb(active=H, phase="character", element="fire", support=(["Cloying Mud"], []),
            hands=([], ["Wogarathoras the Gloomy", "Ciklarethas the Bitter", "Catusan"]))
    assert _cards(st, H) == {cid("Ciklarethas the Bitter")}


@scenario("Impenetrable Fog")
def card_terrah_26():
    """terrah-26 Impenetrable Fog: every icon on your cards is ignored except STOP and PROTECTED:
    shields and retrieve icons do nothing, a STOP card still stops."""
    st = tb(active=H, phase="start", element="fire", support=(["Impenetrable Fog"], []),
            combat=(["Torana"], ["Ciklarethas the Bitter", "Inscrutable Armor"]), covered=(0, 0))
    an = analyse(st)
    assert not an.shield(H, "fire") and not an.has_icon(cid("Ciklarethas the Bitter"), "retrieve")
    assert not an.icon_ignored(cid("Ciklarethas the Bitter"), "stop")
    assert not has(st, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")}, H)
    st2 = tb(active=H, phase="start", element="fire", combat=(["Torana"], ["Ciklarethas the Bitter", "Inscrutable Armor"]))
    assert analyse(st2).shield(H, "fire") and has(st2, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")}, H)
    st = tb(active=H, phase="character", element="fire", support=(["Impenetrable Fog"], []),
            combat=(["Flash the Incendiary", "Earthblast"], []), hands=([], ["Var-dis-Nar", "Tome of Wisdom"]))
    st, ev = play(st, "Var-dis-Nar")
    assert of_type(ev, "play")[0]["stop"] is True and st["turn"]["stop"]


@scenario("Quivering Quicksand")
def card_terrah_27():
    """terrah-27 Quivering Quicksand: whenever you hold four or more cards you may not take any
    further card into your hand (R-8.11): the rest phase draws up to four, no retrieve at four."""
    st = tb(active=H, phase="booster", element="fire", support=(["Quivering Quicksand"], []),
            combat=(["Torana"], ["Wogarathoras the Gloomy"]), hands=([], ["Tome of Wisdom", "Catusan"]), turn=BT)
    st, ev = play(st, P)
    assert len(of_type(ev, "draw")[0]["cards"]) == 2 and len(st["p"][H]["hand"]) == 4
    st = tb(active=H, phase="start", element="fire", support=(["Quivering Quicksand"], []),
            combat=(["Torana"], ["Ciklarethas the Bitter"]),
            hands=([], ["Tome of Wisdom", "Catusan", "Trebuchet of Fear", "Brain Drain"]))
    assert not has(st, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")}, H)
    st = tb(active=H, phase="start", element="fire", support=(["Quivering Quicksand"], []),
            combat=(["Torana"], ["Ciklarethas the Bitter"]), hands=([], ["Tome of Wisdom"]))
    assert has(st, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")}, H)


@scenario("Provoke Earthquake")
def card_terrah_29():
    """terrah-29 Provoke Earthquake: I may discard every card of your combat area, active or
    covered (except active PROTECTED cards)."""
    st = tb(active=T, phase="leadership", element="fire", hands=(["Provoke Earthquake"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy", "Battling Boomerang", "Ciklarethas the Bitter"]),
            covered=(0, 2), support=([], ["Tome of Wisdom"]))
    st, ev = play(st, "Provoke Earthquake")
    assert {m["choice"] for m in moves(st, T)} == {True, False}
    st, _ = play(st, choose(True))
    assert st["p"][H]["combat"] == [] and st["p"][H]["covered"] == 0
    assert set(ids_of(st["p"][H]["discard"])) >= {"Wogarathoras the Gloomy", "Battling Boomerang", "Ciklarethas the Bitter"}
    assert st["p"][H]["support"] == [cid("Tome of Wisdom")]


def ids_of(cards):
    return [INFO[c].name for c in cards]


@scenario("Impress Holy Dragon")
def card_terrah_30():
    """terrah-30 Impress Holy Dragon: discard cards with printed Earth >= 8 (no surplus, R-8.8)
    to attract a dragon."""
    st = tb(active=T, phase="leadership", fight=False,
            hands=(["Impress Holy Dragon", "Megalit Mountainshaker", "Rocara", "Sonatos", "Helitos"], []))
    st, _ = play(st, "Impress Holy Dragon")
    opts = [m["choice"] for m in moves(st, T)]
    assert sorted([cid("Megalit Mountainshaker"), cid("Rocara")]) in opts
    assert sorted([cid("Megalit Mountainshaker"), cid("Helitos")]) in opts
    assert not any(len(o) == 3 for o in opts if o) and None in opts
    st, _ = play(st, choose(sorted([cid("Megalit Mountainshaker"), cid("Helitos")])))
    assert dragons_of(st, T) == 1


@scenario("Mad Mike Magpie")
def card_flit_13():
    """flit-13 Mad Mike Magpie (in the Terrah deck): every card of yours that bears an icon is
    ignored completely (not Flit characters, not PROTECTED cards); cards without icons count."""
    st = tb(active=T, phase="engagement", element="fire", combat=(["Mad Mike Magpie"], ["Wogarathoras the Gloomy",
                                                                                       "Ciklarethas the Bitter"]))
    an = analyse(st)
    assert an.text_ignored(cid("Ciklarethas the Bitter")) and an.values_ignored(cid("Ciklarethas the Bitter"))
    assert cid("Wogarathoras the Gloomy") not in an.ign
    assert power(st, H, "fire") == 5


@scenario("Ras-mus-Pan")
def card_mutant_107():
    """mutant-107 Ras-mus-Pan: only while Fire is contested and your total is at least 5; the
    element becomes Earth (R-12.2, R-12.3)."""
    st = tb(active=T, phase="character", element="fire", hands=(["Ras-mus-Pan"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "Ras-mus-Pan")
    assert st["fight"]["element"] == "earth" and announced(ev, T) == 4
    st = tb(active=T, phase="character", element="fire", hands=(["Ras-mus-Pan"], []),
            combat=(["Rocara"], ["Ciklarethas the Bitter"]))
    assert cid("Ras-mus-Pan") not in _cards(st, T)


@scenario("Caterpillar Eartheroder")
def card_pillar_17():
    """pillar-17 Caterpillar Eartheroder (FREE booster, in the Terrah deck): by the end of your
    booster/support phase you must discard cards with printed Earth >= 3, or retreat (R-13.6)."""
    st = tb(active=T, phase="booster", element="earth", hands=(["Caterpillar Eartheroder", "Earthblast"], []),
            combat=(["Rocara"], []), turn=BT)
    st, ev = play(st, "Caterpillar Eartheroder", "Earthblast")
    assert of_type(ev, "play")[0]["limit"] == "free"
    st = tb(active=H, phase="engagement", element="fire", combat=(["Caterpillar Eartheroder", "Torana"], []),
            hands=([], ["Wogarathoras the Gloomy", "Ledinemras the Monk"]))
    assert [m["type"] for m in moves(st, H)] == ["retreat"]               # Earth 1 + 1 < 3
    st = tb(active=H, phase="engagement", element="fire", combat=(["Caterpillar Eartheroder", "Torana"], []),
            hands=([], ["Wogarathoras the Gloomy", "Helkomedes the Rhetorician"]))
    st, ev = play(st, CONTINUE, "Wogarathoras the Gloomy", P)
    dec = st["pending"][-1]
    assert dec["kind"] == "meet_obligation" and [m["choice"] for m in moves(st, H)] == [[cid("Helkomedes the Rhetorician")], None]
    st, ev = play(st, choose([cid("Helkomedes the Rhetorician")]))
    assert announced(ev, H) == 5 and cid("Helkomedes the Rhetorician") in st["p"][H]["discard"]


@scenario("Malicious Eye (working title)")
def card_terrah_28():
    """terrah-28 Malicious Eye (E&I extra): forbids 'action' cards - no such card type exists in
    our data, so nothing of the opponent is forbidden."""
    st = tb(active=H, phase="character", element="fire", support=(["Malicious Eye (working title)"], []),
            hands=([], ["Demegodas the Odd", "Wogarathoras the Gloomy"]))
    assert _cards(st, H) == {cid("Demegodas the Odd"), cid("Wogarathoras the Gloomy")}


@scenario("Summon a Typhoon (working title)")
def card_terrah_31():
    """terrah-31 Summon a Typhoon (E&I extra): discards a crystal card - none exist in our data,
    so it finds no target and does nothing (R-8.13 e)."""
    st = tb(active=T, phase="leadership", element="fire", hands=(["Summon a Typhoon (working title)"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]), support=([], ["Tome of Wisdom"]))
    st, ev = play(st, "Summon a Typhoon (working title)")
    assert not of_type(ev, "pending") and not of_type(ev, "discard")


@scenario("Chosen One of Earth (working title)")
def card_terrah_32():
    """terrah-32 Chosen One of Earth (E&I extra): each player draws three cards, the owner first."""
    st = tb(active=T, phase="leadership", element="fire", hands=(["Chosen One of Earth (working title)"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "Chosen One of Earth (working title)")
    draws = of_type(ev, "draw")
    assert [(d["seat"], len(d["cards"])) for d in draws] == [(T, 3), (H, 3)]


EXTRA_IDS = {"terrah-28", "terrah-31", "terrah-32"}


def test_every_terrah_card_has_a_scenario():
    leader, cards = deck_card_ids("terrah")
    assert set(SCENARIOS) == {leader, *cards} | EXTRA_IDS and len(SCENARIOS) == 31 + 3


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_terrah_card(card_id):
    SCENARIOS[card_id]()


def test_terrah_29_provoke_earthquake_spares_active_protected_cards():
    """terrah-29 / R-7.7: an active PROTECTED card stays, a covered one is discarded (constructed:
    Aqua's Giant Octopus and Terrible Kraken placed in Hoax's combat area)."""
    st = tb(active=T, phase="leadership", element="fire", hands=(["Provoke Earthquake"], []),
            combat=(["Rocara"], ["Wogarathoras the Gloomy"]), covered=(0, 1))
    P1 = dict(st["p"][H], combat=["aqua-3", "hoax-1", "aqua-2"], covered=2)   # Kraken, Wogarathoras covered
    st["p"] = [st["p"][T], P1]
    st, _ = play(st, "Provoke Earthquake", choose(True))
    assert st["p"][H]["combat"] == ["aqua-2"] and {"aqua-3", "hoax-1"} <= set(st["p"][H]["discard"])
