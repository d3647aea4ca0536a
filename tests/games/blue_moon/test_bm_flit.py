"""Flit deck (letter F, leader Falc; spec Appendix A.3): one scenario per card (leader
included, 31), the Mimix rules as used by Flit (R-13.4: paired "Launch" boosters) and the
test cases TC-8, TC-11 and TC-13 (a, c).

Seat 0 plays Flit, seat 1 Hoax (TC-13 c: a constructed Khind position). Printed values are copied from the card list.
"""
from __future__ import annotations

import pytest

from games.blue_moon.cards import INFO, deck_card_ids
from tests.games.blue_moon.bm_helpers import (
    Scenarios,G, RETREAT, build, choose, cid, ids, moves,
                                              of_type, play, power)

F, H = 0, 1
PEOPLE = ("flit", "hoax")


def fb(**kw):
    kw.setdefault("people", PEOPLE)
    return build(**kw)


def _cards(st, seat=F):
    return {m.get("card") for m in moves(st, seat)}


def _announced(events, seat=F):
    ann = [e for e in of_type(events, "announce") if e["seat"] == seat]
    assert ann, "no announcement"
    return ann[0]["power"]


BT = {"characters": 1, "chars": 1, "plays": 1, "combat": 1}      # booster phase after one character

# printed (Fire, Earth) of the characters without text (most with the retrieve icon)
PLAIN_CHARACTERS = {"Wing Commander Razorfeather": (4, 4), "Squadron Leader Squeak": (4, 2),
                    "Flight Leader Squawk": (2, 4), "Peckswift": (3, 2), "Steepstoop": (2, 3),
                    "Proud Phoenix Phil": (0, 0)}
LAUNCH = {"Launch Burning Earth": (3, 3), "Launch Rain of Fire": (3, 2), "Launch Locust Paratroopers": (2, 3),
          "Launch Dazzling Flares": (3, 1), "Launch Boiling Oil": (1, 3), "Launch Fire Flash": (2, 1),
          "Launch Rockdrop": (1, 2), "Launch Flaming Dust": (2, 0), "Launch Slippery Slime": (0, 2),
          "Launch Itching Bugs": (1, 1), "Launch Sloth Gas": (0, 0)}


def _plain_character(name):
    fire, earth = PLAIN_CHARACTERS[name]
    for el, val in (("fire", fire), ("earth", earth)):
        st = fb(active=F, phase="character", element=el, hands=([name], []), combat=(["Bashdin"], []))
        st, ev = play(st, name)
        assert _announced(ev) == val and of_type(ev, "play")[0]["cover"] is True
    assert INFO[cid(name)].retrieve == (name != "Proud Phoenix Phil")


def _launch(name):
    """R-13.4 / R-13.2: a Launch booster is the turn's booster; a second Launch pairs with it."""
    fire, earth = LAUNCH[name]
    other = "Launch Burning Earth" if name != "Launch Burning Earth" else "Launch Rain of Fire"
    f2, e2 = LAUNCH[other]
    st = fb(active=F, phase="booster", element="fire", hands=([name, other, "Titanic Gauntlets"], []),
            combat=(["Bashdin"], []), turn=BT)
    st, _ = play(st, name)
    assert cid(other) in _cards(st) and cid("Titanic Gauntlets") not in _cards(st)
    st, ev = play(st, other)
    assert of_type(ev, "play")[0]["limit"] == "pair"
    assert power(st, F, "fire") == 1 + fire + f2 and power(st, F, "earth") == 2 + earth + e2


SCENARIOS = Scenarios()
scenario = SCENARIOS.add


SCENARIOS.each(PLAIN_CHARACTERS, _plain_character)
SCENARIOS.each(LAUNCH, _launch)


@scenario("Falc")
def card_flit_0():
    """flit-0 Falc: the leader, no game effect (R-1.2)."""
    leader, cards = deck_card_ids("flit")
    assert leader == cid("Falc") and INFO[leader].type == "leader" and leader not in cards
    assert INFO[leader].spec is None


@scenario("Proud Phoenix Phil")
def card_flit_14():
    """flit-14 Proud Phoenix Phil (0/0, Earth shield): 0 Earth is a legal announcement (R-7.1)."""
    _plain_character("Proud Phoenix Phil")
    st = fb(active=F, phase="character", element="earth", hands=(["Proud Phoenix Phil"], []),
            combat=([], ["Catusan"]), announced=(None, 5))
    st, ev = play(st, "Proud Phoenix Phil")
    assert _announced(ev) == 0


@scenario("Launch Itching Bugs")
def card_flit_26():
    """flit-26 Launch Itching Bugs (1/1, retrieve, pair): TC-11 it may be retrieved although
    the opponent has an active retrieve character."""
    _launch("Launch Itching Bugs")
    test_tc_11_retrieve_restriction()


@scenario("Launch Sloth Gas")
def card_flit_27():
    """flit-27 Launch Sloth Gas: if I retreat, you attract one dragon fewer (R-9.3)."""
    _launch("Launch Sloth Gas")
    st = fb(active=F, phase="engagement", element="fire", combat=(["Bashdin", "Launch Sloth Gas"], ["Catusan"]))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 0


@scenario("Distract Holy Dragon")
def card_flit_29():
    """flit-29: this turn, if I retreat you attract at most one dragon (R-9.3)."""
    six = (["Bashdin"], ["Catusan", "Battling Boomerang", "Inscrutable Armor", "Wogarathoras the Gloomy"])
    sup = ([], ["Tome of Wisdom", "Trebuchet of Fear"])
    st = fb(active=F, phase="engagement", element="fire", combat=six, support=sup)
    _, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 2
    st = fb(active=F, phase="leadership", element="fire", combat=six, support=sup,
            hands=(["Distract Holy Dragon"], []))
    st, _ = play(st, "Distract Holy Dragon", RETREAT)
    _, ev = st, None
    assert sum(1 for v in st["dragons"].values() if v == H) == 1


@scenario("Beguile Holy Dragon")
def card_flit_30():
    """flit-30: I may discard three character cards from my hand to attract one dragon."""
    st = fb(active=F, phase="leadership", fight=False,
            hands=(["Beguile Holy Dragon", "Peckswift", "Steepstoop", "Bashdin", "Launch Rockdrop"], []))
    st, _ = play(st, "Beguile Holy Dragon")
    opts = [m["choice"] for m in moves(st)]
    assert None in opts and all(len(o) == 3 for o in opts if o) and len(opts) == 2
    st, ev = play(st, choose(sorted(ids("Peckswift", "Steepstoop", "Bashdin"))))
    assert st["p"][F]["hand"] == ids("Launch Rockdrop") and of_type(ev, "dragon")[0]["to"] == F
    st = fb(active=F, phase="leadership", fight=False, hands=(["Beguile Holy Dragon", "Peckswift", "Bashdin"], []))
    st, ev = play(st, "Beguile Holy Dragon")
    assert not of_type(ev, "pending")                             # two characters: nothing


@scenario("Commence Mega Launch")
def card_flit_31():
    """flit-31: any number of boosters this turn, also on the first turn (R-6.5, R-6.6)."""
    st = fb(active=F, phase="leadership", fight=False,
            hands=(["Commence Mega Launch", "Bashdin", "Titanic Gauntlets", "Earthwater", "Launch Rockdrop"], []))
    st, _ = play(st, "Commence Mega Launch", {"type": "start_fight"}, "Bashdin", "Titanic Gauntlets",
                 "Earthwater", "Launch Rockdrop")
    assert len(st["p"][F]["combat"]) == 4


@scenario("Earthwater")
def card_aqua_20():
    """aqua-20 Earthwater (booster 0/0): in an Earth fight my total counts at least 7 (priority 7)."""
    st = fb(active=F, phase="booster", element="earth", hands=(["Earthwater"], []), combat=(["Bashdin"], []), turn=BT)
    st, ev = play(st, "Earthwater")
    assert _announced(ev) == 7
    st = fb(active=F, phase="booster", element="fire", hands=(["Earthwater"], []), combat=(["Bashdin"], []), turn=BT)
    st, ev = play(st, "Earthwater")
    assert _announced(ev) == 1


@scenario("Titanic Gauntlets")
def card_vulca_22():
    """vulca-22 Titanic Gauntlets: the Earth value of one of my characters is doubled."""
    st = fb(active=F, phase="booster", element="earth", hands=(["Titanic Gauntlets"], []),
            combat=(["Steepstoop"], []), turn=BT)
    st, ev = play(st, "Titanic Gauntlets")
    assert _announced(ev) == 6


@scenario("Bashdin")
def card_terrah_15():
    """terrah-15 Bashdin (1/2): I may make you discard two cards of your choice."""
    st = fb(active=F, phase="character", element="fire", hands=(["Bashdin"], ["Catusan", "Tome of Wisdom", "Brain Drain"]))
    st, _ = play(st, "Bashdin")
    assert [m["choice"] for m in moves(st)] == [True, False]
    st, _ = play(st, choose(True))
    assert G.to_act(st) == [H] and len(moves(st, H)) == 3
    st, ev = play(st, choose(sorted(ids("Catusan", "Brain Drain"))))
    assert st["p"][H]["hand"] == ids("Tome of Wisdom") and sorted(st["p"][H]["discard"]) == sorted(ids("Catusan", "Brain Drain"))


@scenario("Fel-nar-Gan")
def card_mutant_109():
    """mutant-109 Fel-nar-Gan (0/0, shields, STOP): only with no card at all (active or covered)
    in my combat and support areas; the element switches (R-12)."""
    st = fb(active=F, phase="character", element="fire", hands=(["Fel-nar-Gan"], []),
            combat=(["Bashdin"], ["Catusan"]), covered=(0, 0))
    assert cid("Fel-nar-Gan") not in _cards(st)
    st = fb(active=F, phase="character", element="fire", hands=(["Fel-nar-Gan", "Peckswift"], []),
            combat=([], ["Catusan"]), starter=H)
    st, ev = play(st, "Fel-nar-Gan")
    assert st["fight"]["element"] == "earth" and of_type(ev, "play")[0]["stop"]


@scenario("Highchirp")
def card_flit_6():
    """flit-6 Highchirp: if you have more than one active character, I may discard one (never
    the last one)."""
    st = fb(active=F, phase="character", element="fire", hands=(["Highchirp"], []), combat=([], ["Catusan"]))
    st, ev = play(st, "Highchirp")
    assert not of_type(ev, "pending")
    st = fb(active=F, phase="character", element="fire", hands=(["Highchirp", "Launch Rockdrop"], []),
            combat=([], ["Helkomedes the Rhetorician", "Vetraskedas the Sceptic"]))
    st, _ = play(st, "Highchirp")
    # both targets keep Flit's announcement reachable; "none" would not
    assert sorted(m["choice"] for m in moves(st)) == sorted(ids("Helkomedes the Rhetorician", "Vetraskedas the Sceptic"))
    st, _ = play(st, choose("Vetraskedas the Sceptic"))
    assert cid("Vetraskedas the Sceptic") in st["p"][H]["discard"]


@scenario("Tittertweet")
def card_flit_7():
    """flit-7 Tittertweet: the texts of all your cards are ignored, except on Flit characters
    (R-8.5); it also counters Enthrall Opposition (R-8.9)."""
    st = fb(active=F, phase="engagement", element="earth", combat=(["Tittertweet"], ["Catusan"]),
            support=([], ["Duplicator of Strength"]))
    assert power(st, H, "earth") == 5
    st = fb(active=H, phase="leadership", element="earth", combat=(["Tittertweet"], ["Catusan"]),
            hands=([], ["Enthrall Opposition"]))
    st, _ = play(st, "Enthrall Opposition")
    from games.blue_moon.power import analyse
    assert not analyse(st).text_ignored(cid("Tittertweet"))


@scenario("Flitterflutter")
def card_flit_8():
    """flit-8 Flitterflutter: your support cards are ignored completely."""
    st = fb(active=F, phase="engagement", element="fire", combat=(["Flitterflutter"], ["Catusan"]),
            support=([], ["Tome of Wisdom"]))
    assert power(st, H, "fire") == 1


@scenario("Trillilling")
def card_flit_9():
    """flit-9 Trillilling: your booster cards are ignored completely."""
    st = fb(active=F, phase="engagement", element="fire", combat=(["Trillilling"], ["Catusan", "Battling Boomerang"]))
    assert power(st, H, "fire") == 1
    assert cid("Battling Boomerang") not in {m.get("card") for m in moves(fb(
        active=H, phase="start", element="fire", combat=(["Trillilling"], ["Catusan", "Battling Boomerang"])), H)}


@scenario("Cheepchirrup")
def card_flit_10():
    """flit-10 Cheepchirrup: on your turns at most one card into your combat area."""
    st = fb(active=H, phase="character", element="fire", combat=(["Cheepchirrup"], []),
            hands=([], ["Catusan", "Battling Boomerang", "Tome of Wisdom"]))
    st, _ = play(st, "Catusan")
    cards = _cards(st, H)
    assert cid("Battling Boomerang") not in cards and cid("Tome of Wisdom") in cards


@scenario("Carl Kamikaze Crow")
def card_flit_11():
    """flit-11 Carl Kamikaze Crow (0/0): the values of each of my active boosters are doubled."""
    st = fb(active=F, phase="booster", element="fire", combat=(["Carl Kamikaze Crow"], []),
            hands=(["Launch Rain of Fire", "Launch Flaming Dust"], []), turn=BT)
    st, _ = play(st, "Launch Rain of Fire", "Launch Flaming Dust")
    assert power(st, F, "fire") == 2 * (3 + 2) and power(st, F, "earth") == 2 * 2


def test_every_flit_card_has_a_scenario():
    leader, cards = deck_card_ids("flit")
    assert set(SCENARIOS) == {leader, *cards} and len(SCENARIOS) == 31


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_flit_card(card_id):
    SCENARIOS[card_id]()


# ----------------------------------------------------------------------------- rules and cases

def test_r_13_4_launch_pair_is_two_boosters_only():
    """R-13.4 / R-13.2: two Launch boosters form a pair; a third is not allowed (a pair is
    exactly two cards); none on the first turn of a fight (R-4.5)."""
    hand = ["Launch Rockdrop", "Launch Fire Flash", "Launch Flaming Dust"]
    st = fb(active=F, phase="booster", element="fire", hands=(hand, []), combat=(["Bashdin"], []), turn=BT)
    st, _ = play(st, "Launch Rockdrop", "Launch Fire Flash")
    assert st["phase"] != "booster" or cid("Launch Flaming Dust") not in _cards(st)
    assert cid("Launch Flaming Dust") in st["p"][F]["hand"]
    st = fb(active=F, phase="booster", element="fire", first=True, hands=(hand, []), combat=(["Bashdin"], []),
            turn=BT)
    assert not (_cards(st) & set(ids(*hand)))


def test_tc_8_zero_power():
    """TC-8: B's only active cards are non-Flit characters ignored by Hank Highflyer Hawk; A's
    total 0 is legal; against 1, 0 is legal only with a shield."""
    st = build(people=("hoax", "flit"), active=0, phase="character", element="fire",
               hands=(["Hank Highflyer Hawk"], []), combat=([], ["Bashdin"]))
    assert power(st, 1, "fire") == 1
    st, ev = play(st, "Hank Highflyer Hawk")
    assert of_type(ev, "announce")[0]["power"] == 0 and power(st, 1, "fire") == 0
    for el, phil in (("fire", False), ("earth", True)):         # opponent total 1 in both
        st = build(people=("hoax", "flit"), active=1, phase="character", element=el,
                   hands=([], ["Proud Phoenix Phil", "Peckswift"]),
                   combat=(["Helkomedes the Rhetorician" if el == "fire" else "Vetraskedas the Sceptic"], []))
        assert power(st, 0, el) == 1
        assert (cid("Proud Phoenix Phil") in _cards(st, 1)) is phil and cid("Peckswift") in _cards(st, 1)


def test_tc_11_retrieve_restriction():
    """TC-11: with the opponent's active retrieve character (Ciklarethas the Bitter), Flit may
    not retrieve Peckswift but may retrieve Launch Itching Bugs (R-7.3)."""
    st = fb(active=F, phase="start", element="fire", combat=(["Peckswift", "Launch Itching Bugs"], ["Ciklarethas the Bitter"]))
    cards = _cards(st)
    assert cid("Launch Itching Bugs") in cards and cid("Peckswift") not in cards
    st = fb(active=F, phase="start", element="fire", combat=(["Peckswift"], ["Catusan"]))
    assert cid("Peckswift") in _cards(st)


def test_tc_13_ignore_cycle_a_and_c():
    """TC-13 (a) Enthrall Opposition against Flitterflutter: Hoax's supports count again.
    (c) Flitterflutter against Laughing Gas: Laughing Gas spares Flit characters, so
    Flitterflutter ignores Laughing Gas (a support)."""
    st = fb(active=H, phase="leadership", element="fire", combat=(["Flitterflutter"], ["Catusan"]),
            support=([], ["Tome of Wisdom"]), hands=([], ["Enthrall Opposition"]))
    assert power(st, H, "fire") == 1
    st, _ = play(st, "Enthrall Opposition")
    assert power(st, H, "fire") == 4
    st = fb(people=("flit", "khind"), active=F, phase="engagement", element="fire",
            combat=(["Flitterflutter"], ["CoolCat"]), support=([], ["Laughing Gas"]))
    from games.blue_moon.power import analyse
    an = analyse(st)
    assert "text" in an.aspects(cid("Laughing Gas")) and not an.text_ignored(cid("Flitterflutter"))


def test_flit_is_enabled_and_an_unknown_deck_is_not():
    assert G.make_config(2, {"decks": ["flit", "mimix"]})["decks"] == ["flit", "mimix"]
    assert any("nosuchdeck" in v for v in G.check_config({"decks": ["flit", "nosuchdeck"]}))
