"""Mimix deck (letter M, leader Blue Radiance; spec Appendix A.3): one scenario per card
(leader included, 31), the deck rules FREE and PAIR (R-13.2, R-6.2) and TC-19 for a FREE card.

Seat 0 plays Mimix, seat 1 Hoax. Printed values are copied from the card list (first edition
cards, unchanged in Legends), not read from the JSON, so a data error fails.
"""
from __future__ import annotations

import pytest

from games.blue_moon.cards import INFO, deck_card_ids
from tests.games.blue_moon.bm_helpers import (
    Scenarios,G, P, build, choose, cid, has, ids, moves, of_type,
                                              play, power)

M, H = 0, 1
PEOPLE = ("mimix", "hoax")


def mb(**kw):
    return build(people=PEOPLE, **kw)


def _announced(events, seat=M):
    ann = [e for e in of_type(events, "announce") if e["seat"] == seat]
    assert ann, "no announcement"
    return ann[0]["power"]


def _cards(st, seat=M):
    return {m.get("card") for m in moves(st, seat)}


# printed (Fire, Earth) of the Mimix characters without text
PLAIN_CHARACTERS = {
    "Virgin of Pure Fire": (6, 1), "Virgin of Pure Earth": (1, 6),
    "Heroine of the High Flames": (5, 3), "Spirit of the Night": (5, 2), "Spirit of the Light": (2, 5),
    "Amazon Leaping High": (4, 4), "Amazon Leaping Far": (4, 4), "Dancer of Dawn": (4, 2),
    "Dancer of Dusk": (2, 4), "Wild Gazelle": (3, 3), "Wild Antelope": (3, 3), "Young Bear": (3, 2),
    "Young Fox": (2, 3), "Sun Setting": (2, 1), "Moon Rising": (1, 2), "Stars Shining": (1, 1),
    "NoProblem": (2, 2),
}
PAIRS = {"Virgin of Pure Fire": "Virgin of Pure Earth", "Spirit of the Night": "Spirit of the Light",
         "Amazon Leaping High": "Amazon Leaping Far", "Dancer of Dawn": "Dancer of Dusk",
         "Wild Gazelle": "Wild Antelope", "Young Bear": "Young Fox"}
PAIRS.update({b: a for a, b in list(PAIRS.items())})
FREE = ("Sun Setting", "Moon Rising", "Stars Shining")
PLAIN_BOOSTERS = {"Hail of Arrows": (2, 1), "Whirling Hatchet": (1, 2)}
PLAIN_SUPPORTS = {"Menacing Wardance": (2, 2), "Pulsating Shockwave": (2, 1)}


def _plain_character(name):
    """R-4.4, R-6.8: alone it covers the previous character and counts its printed value."""
    fire, earth = PLAIN_CHARACTERS[name]
    prev = "NoProblem" if name != "NoProblem" else "Stars Shining"
    for el, val in (("fire", fire), ("earth", earth)):
        st = mb(active=M, phase="character", element=el, hands=([name], []), combat=([prev], []))
        st, ev = play(st, name)
        if has(st, P):
            st, ev2 = play(st, P)
            ev += ev2
        assert _announced(ev) == val
        assert of_type(ev, "play")[0]["cover"] is True


def _pair_character(name):
    """R-13.2 PAIR: the two cards with the same pair key count as the one character; both
    stay active (played in the same turn, R-6.8)."""
    other = PAIRS[name]
    (f1, e1), (f2, e2) = PLAIN_CHARACTERS[name], PLAIN_CHARACTERS[other]
    st = mb(active=M, phase="character", element="fire", hands=([name, other, "NoProblem", "Hail of Arrows"], []),
            combat=(["Stars Shining"], []))
    st, ev = play(st, name)
    assert cid(other) in _cards(st) and cid("NoProblem") not in _cards(st)      # only the partner
    st, ev = play(st, other)
    assert ev[0]["limit"] == "pair"
    assert st["p"][M]["combat"][st["p"][M]["covered"]:] == ids(name, other)
    assert power(st, M, "fire") == f1 + f2 and power(st, M, "earth") == e1 + e2
    assert st["turn"]["characters"] == 1 and st["turn"]["pairs"] == []
    assert cid("NoProblem") not in _cards(st)                                  # a pair is two cards


def _free_character(name):
    """R-6.2 FREE: any number, not counted against the one-character limit."""
    fire, earth = PLAIN_CHARACTERS[name]
    st = mb(active=M, phase="character", element="fire", hands=([name, "Young Bear"], []))
    st, _ = play(st, "Young Bear")
    assert cid(name) in _cards(st) and has(st, P)
    st, ev = play(st, name)
    assert ev[0]["limit"] == "free" and ev[0]["cover"] is False
    assert power(st, M, "fire") == 3 + fire and power(st, M, "earth") == 2 + earth
    # played first, it leaves the normal character allowance untouched
    st = mb(active=M, phase="character", element="fire", hands=([name, "Young Bear", "Hail of Arrows"], []))
    st, _ = play(st, name, "Young Bear")
    assert st["turn"]["characters"] == 1 and len(st["p"][M]["combat"]) == 2 and st["p"][M]["covered"] == 0


def _plain_booster(name):
    fire, earth = PLAIN_BOOSTERS[name]
    for el, val in (("fire", fire), ("earth", earth)):
        st = mb(active=M, phase="booster", element=el, hands=([name], []), combat=(["NoProblem"], []),
                turn={"characters": 1, "chars": 1, "plays": 1})
        st, ev = play(st, name)
        assert _announced(ev) == 2 + val


def _plain_support(name):
    fire, earth = PLAIN_SUPPORTS[name]
    for el, val in (("fire", fire), ("earth", earth)):
        st = mb(active=M, phase="booster", element=el, hands=([name], []), combat=(["NoProblem"], []),
                turn={"characters": 1, "chars": 1, "plays": 1})
        st, ev = play(st, name)
        assert _announced(ev) == 2 + val and cid(name) in st["p"][M]["support"]


SCENARIOS = Scenarios()
scenario = SCENARIOS.add


for _n in PLAIN_CHARACTERS:
    def _sc(n=_n):
        _plain_character(n)
        if n in PAIRS:
            _pair_character(n)
        if n in FREE:
            _free_character(n)
    SCENARIOS[cid(_n)] = _sc
SCENARIOS.each(PLAIN_BOOSTERS, _plain_booster)
SCENARIOS.each(PLAIN_SUPPORTS, _plain_support)


@scenario("Heroine of the High Flames")
def card_mimix_5():
    """mimix-5 Heroine of the High Flames (5/3, pair key Heroine): its partner (Heroine of the
    Great Plains) is packed in the Vulca deck, so in a Mimix deck it plays as one character."""
    _plain_character("Heroine of the High Flames")
    st = mb(active=M, phase="character", element="fire", hands=(["Heroine of the High Flames", "Young Bear", "Hail of Arrows"], []))
    st, _ = play(st, "Heroine of the High Flames")
    assert cid("Young Bear") not in _cards(st) and st["turn"]["pairs"] == [["character", "Heroine"]]


@scenario("Pulsating Shockwave")
def card_hoax_23():
    """hoax-23 Pulsating Shockwave (support 2/1, retrieve; packed in Mimix): R-7.3 retrieve."""
    _plain_support("Pulsating Shockwave")
    st = mb(active=M, phase="start", element="fire", combat=(["NoProblem"], ["Catusan"]),
            support=(["Pulsating Shockwave"], []))
    st, _ = play(st, {"type": "retrieve", "card": cid("Pulsating Shockwave")})
    assert cid("Pulsating Shockwave") in st["p"][M]["hand"]


@scenario("Blue Radiance")
def card_mimix_0():
    """mimix-0 Blue Radiance: the leader, no game effect; leadership cards pile on it (R-1.2)."""
    leader, cards = deck_card_ids("mimix")
    assert leader == cid("Blue Radiance") and INFO[leader].type == "leader" and leader not in cards
    assert INFO[leader].spec is None
    st = mb(active=M, phase="leadership", fight=False, hands=(["Call Spirit of the Underworld"], []))
    st, _ = play(st, "Call Spirit of the Underworld")
    assert st["p"][M]["leader"] == leader and st["p"][M]["leader_pile"] == ids("Call Spirit of the Underworld")


@scenario("Hypnotic Rattle")
def card_mimix_28():
    """mimix-28 Hypnotic Rattle (support 0/0): the opponent may not play boosters (R-8.6)."""
    st = mb(active=H, phase="booster", element="fire", support=(["Hypnotic Rattle"], []),
            combat=(["NoProblem"], ["Catusan"]), hands=([], ["Battling Boomerang", "Tome of Wisdom"]),
            turn={"characters": 1, "chars": 1, "plays": 1})
    cards = _cards(st, H)
    assert cid("Battling Boomerang") not in cards and cid("Tome of Wisdom") in cards
    assert power(st, M, "fire") == 2


@scenario("Call Spirit of the Battlefield")
def card_mimix_30():
    """mimix-30: return one card of my combat area (character or booster, active or covered)
    to my hand, optional (R-8.13)."""
    st = mb(active=M, phase="leadership", element="fire", combat=(["Young Bear", "Hail of Arrows", "NoProblem"], ["Catusan"]),
            covered=(2, 0), support=(["Menacing Wardance"], []), hands=(["Call Spirit of the Battlefield"], []))
    st, _ = play(st, "Call Spirit of the Battlefield")
    opts = [m["choice"] for m in moves(st)]
    assert sorted(o for o in opts if o) == sorted(ids("Young Bear", "Hail of Arrows", "NoProblem")) and None in opts
    st, _ = play(st, choose("Young Bear"))
    assert cid("Young Bear") in st["p"][M]["hand"] and st["p"][M]["covered"] == 1


@scenario("Call Spirit of the Underworld")
def card_mimix_31():
    """mimix-31: choose one card of my discard pile, show it, take it into my hand."""
    st = mb(active=M, phase="leadership", fight=False, hands=(["Call Spirit of the Underworld"], []),
            discard=(["Young Fox", "Hail of Arrows"], []))
    st, _ = play(st, "Call Spirit of the Underworld")
    assert sorted(m["choice"] for m in moves(st) if m["choice"]) == sorted(ids("Young Fox", "Hail of Arrows"))
    st, ev = play(st, choose("Young Fox"))
    take = of_type(ev, "take_discard")[0]
    assert take["revealed"] and G.event_view(take, H)["cards"] == ids("Young Fox")      # shown
    assert cid("Young Fox") in st["p"][M]["hand"] and st["p"][M]["discard"] == ids("Hail of Arrows")


def _to_end(st):
    """From the booster phase with nothing to play: power, rest, end."""
    return play(st, P)


@scenario("Shaman of the Holy Sacrifice")
def card_mimix_18():
    """mimix-18: end of my turn, reveal up to three top cards, discard one, take the rest."""
    hand = ["Young Fox", "Young Bear", "Wild Gazelle", "Wild Antelope", "Dancer of Dawn", "Dancer of Dusk"]
    st = mb(active=M, phase="booster", element="fire", combat=(["Shaman of the Holy Sacrifice"], []),
            hands=(hand, []), turn={"characters": 1, "chars": 1, "plays": 1})
    st, ev = _to_end(st)
    assert [m["choice"] for m in moves(st)] == [3, 2, 1, 0]
    st, ev = play(st, choose(3))
    shown = of_type(ev, "draw")[0]
    assert shown["revealed"] and len(G.event_view(shown, H)["cards"]) == 3
    assert sorted(m["choice"] for m in moves(st)) == sorted(set(shown["cards"]))
    st, ev = play(st, {"type": "choose", "choice": shown["cards"][0]})
    assert len(st["p"][M]["hand"]) == 8 and st["p"][M]["discard"] == shown["cards"][:1]
    assert st["active"] == H


@scenario("Shaman of the Deeds to Come")
def card_mimix_19():
    """mimix-19: end of my turn, draw up to three, then shuffle two chosen hand cards back."""
    hand = ["Young Fox", "Young Bear", "Wild Gazelle", "Wild Antelope", "Dancer of Dawn", "Dancer of Dusk"]
    st = mb(active=M, phase="booster", element="fire", combat=(["Shaman of the Deeds to Come"], []),
            hands=(hand, []), turn={"characters": 1, "chars": 1, "plays": 1})
    st, _ = _to_end(st)
    deck0 = len(st["p"][M]["deck"])
    st, ev = play(st, choose(2))
    assert len(st["p"][M]["hand"]) == 8
    assert all(len(m["choice"]) == 2 for m in moves(st))
    st, ev = play(st, choose(sorted(ids("Young Fox", "Young Bear"))))
    assert len(st["p"][M]["hand"]) == 6 and len(st["p"][M]["deck"]) == deck0 - 2 + 2
    assert cid("Young Fox") in st["p"][M]["deck"]
    back = of_type(ev, "to_deck")[0]
    assert G.event_view(back, H) == {"type": "to_deck", "seat": M, "count": 2}           # hidden
    assert "choice" not in G.event_view(of_type(ev, "choose")[0], H)
    # choosing 0 means not using the text
    st = mb(active=M, phase="booster", element="fire", combat=(["Shaman of the Deeds to Come"], []),
            hands=(hand, []), turn={"characters": 1, "chars": 1, "plays": 1})
    st, _ = _to_end(st)
    st, _ = play(st, choose(0))
    assert len(st["p"][M]["hand"]) == 6 and st["active"] == H


@scenario("Shaman of the Here and Now")
def card_mimix_20():
    """mimix-20 (STOP): after my booster/support phase, take any one card of my draw deck,
    shown to the opponent (R-4.5.1)."""
    st = mb(active=M, phase="character", element="fire", hands=(["Shaman of the Here and Now", "Hail of Arrows"], []),
            decks=(["Young Fox", "Wild Gazelle", "Stars Shining"], []))
    st, ev = play(st, "Shaman of the Here and Now")
    assert of_type(ev, "play")[0]["stop"] and st["turn"]["stop"]
    opts = [m["choice"] for m in moves(st)]
    assert sorted(o for o in opts if o) == sorted(ids("Young Fox", "Wild Gazelle", "Stars Shining")) and None in opts
    st, ev = play(st, choose("Wild Gazelle"))
    d = [e for e in of_type(ev, "draw") if e.get("revealed")][0]
    assert d["cards"] == ids("Wild Gazelle") and G.event_view(d, H)["cards"] == ids("Wild Gazelle")


@scenario("Shaman of the Afterlife")
def card_mimix_21():
    """mimix-21 (STOP): after my booster/support phase, two random cards of my discard pile
    into my hand (both or none)."""
    st = mb(active=M, phase="character", element="fire", hands=(["Shaman of the Afterlife"], []),
            discard=(["Young Fox", "Wild Gazelle", "Stars Shining"], []))
    st, ev = play(st, "Shaman of the Afterlife")
    assert [m["choice"] for m in moves(st)] == [True, False]
    st, ev = play(st, choose(True))
    take = of_type(ev, "take_discard")[0]
    assert len(take["cards"]) == 2 and take["random"]
    assert G.event_view(take, H) == {"type": "take_discard", "seat": M, "count": 2}
    assert len(st["p"][M]["discard"]) == 1


@scenario("Neth-sur-Pot")
def card_mutant_104():
    """mutant-104 Neth-sur-Pot (5/5, shields, STOP): only if the opponent has at least three
    active combat/support cards; the element switches (R-12.2, R-12.3)."""
    hand = (["Neth-sur-Pot", "Sun Setting"], [])
    st = mb(active=M, phase="character", element="earth", hands=hand,
            combat=([], ["Catusan", "Battling Boomerang"]), turn={}, announced=(None, 7))
    assert cid("Neth-sur-Pot") not in _cards(st)
    st = mb(active=M, phase="character", element="earth", hands=hand,
            combat=([], ["Catusan", "Battling Boomerang"]), support=([], ["Tome of Wisdom"]))
    st, ev = play(st, "Neth-sur-Pot")
    assert st["fight"]["element"] == "fire" and of_type(ev, "element")
    assert cid("Sun Setting") not in _cards(st)                                # STOP beats FREE


@scenario("Cardus Nikkus")
def card_pillar_13():
    """pillar-13 Cardus Nikkus (2/2, packed in Mimix): I may discard one random card of your
    hand (R-8.10)."""
    st = mb(active=M, phase="character", element="fire", hands=(["Cardus Nikkus"], ["Catusan", "Tome of Wisdom"]))
    st, _ = play(st, "Cardus Nikkus")
    assert [m["choice"] for m in moves(st)] == [True, False]
    st, ev = play(st, choose(True))
    assert len(st["p"][H]["hand"]) == 1 and of_type(ev, "discard")[0]["random"]
    assert power(st, M, "fire") == 2


def test_every_mimix_card_has_a_scenario():
    leader, cards = deck_card_ids("mimix")
    assert set(SCENARIOS) == {leader, *cards} and len(SCENARIOS) == 31


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_mimix_card(card_id):
    SCENARIOS[card_id]()


# ----------------------------------------------------------------------------- deck rules

def test_r_6_2_free_cards_any_number_but_not_past_stop_or_prohibition():
    """R-6.2 / R-13.2 FREE: any number of FREE characters; FREE does not beat STOP (R-6.7,
    TC-19); the character phase may end once a character is in."""
    st = mb(active=M, phase="character", element="fire", hands=(list(FREE) + ["Young Bear", "Hail of Arrows"], []))
    assert not has(st, P)                                      # one character first
    st, _ = play(st, "Sun Setting", "Moon Rising", "Young Bear", "Stars Shining")
    assert st["turn"]["characters"] == 1 and len(st["p"][M]["combat"]) == 4 and st["p"][M]["covered"] == 0
    assert power(st, M, "fire") == 2 + 1 + 3 + 1
    # TC-19: after a STOP card no FREE card
    st = mb(active=M, phase="character", element="fire", hands=(["Sun Setting"], []),
            combat=(["Shaman of the Afterlife"], []), turn={"characters": 1, "chars": 1, "plays": 1, "stop": True})
    assert cid("Sun Setting") not in _cards(st)
    from games.blue_moon.power import analyse
    assert G._block(analyse(st), st, M, cid("Sun Setting"))[0] == "R-6.7"


def test_r_13_2_pair_counts_as_one_card_and_needs_its_partner():
    """R-13.2: a pair card beyond the limit only with an unmatched partner played this turn;
    the next turn's character covers both."""
    st = mb(active=M, phase="character", element="earth", hands=(["Young Bear", "Wild Gazelle", "Young Fox"], []))
    st, _ = play(st, "Young Bear")
    assert _cards(st) >= {cid("Young Fox")} and cid("Wild Gazelle") not in _cards(st)
    st, ev = play(st, "Young Fox")
    assert ev[0]["limit"] == "pair" and power(st, M, "earth") == 5
    # the pair keys come from the data (symbols.pair_key), not from translated names
    assert {INFO[c].pair_key for c in ids("Young Bear", "Young Fox")} == {"Young"}
    # a later character covers both
    st2 = mb(active=M, phase="character", element="earth", combat=(["Young Bear", "Young Fox"], []),
             hands=(["Virgin of Pure Earth"], []))
    st2, _ = play(st2, "Virgin of Pure Earth")
    assert st2["p"][M]["covered"] == 2


def test_r_13_2_pair_lost_when_icons_are_ignored():
    """Section 18.9 default: icons ignored while the card is played -> no pair, no FREE."""
    from games.blue_moon import effects as fx
    src = cid("Catusan")
    fx.CARD_SPECS[src] = {"trigger": "static", "kind": "ignore", "card_types": "all", "aspects": ["icons"]}
    try:
        st = mb(active=M, phase="character", element="earth", combat=([], ["Catusan"]),
                hands=(["Young Bear", "Young Fox", "Sun Setting"], []))
        st, _ = play(st, "Young Bear")
        assert not ({cid("Young Fox"), cid("Sun Setting")} & _cards(st))
    finally:
        del fx.CARD_SPECS[src]


def test_mimix_is_enabled():
    assert G.make_config(2, {"decks": ["hoax", "mimix"]})["decks"] == ["hoax", "mimix"]
    assert any("nosuchdeck" in v for v in G.check_config({"decks": ["mimix", "nosuchdeck"]}))
