"""Khind deck (letter K, leader PitPan; spec Appendix A.3, gang rule R-13.3): one test per card
(leader included, 31; the card id is in each test's name and docstring), the two Khind extra
cards KhindKin (khind-23) and Chosen One of Youth (khind-32), and TC-13 (b).

Seat 0 plays Khind, seat 1 Hoax unless a test says otherwise. Printed values are copied from
the card list (cards.json). Positions are built by hand (bm_helpers.build); cards outside the
two decks (the Khind extras, Aqua's protected Kelp Leech ``aqua-9``) are placed by id.
"""
from __future__ import annotations

import re

from games.blue_moon import decks
from games.blue_moon import effects as fx
from games.blue_moon.cards import INFO, deck_card_ids
from games.blue_moon.decks import khind as khind_deck
from tests.games.blue_moon.bm_helpers import (CONTINUE, RETREAT, G, P, build, choose, cid, ids, moves,
                                              of_type, play, power)

K, H = 0, 1
KELP_LEECH = "aqua-9"          # protected character, Fire 3 / Earth 0 (Aqua deck)
RAZORJAW = "aqua-23"           # protected support, Fire 3 / Earth 0 (Aqua deck)


def kb(**kw):
    kw.setdefault("people", ("khind", "hoax"))
    return build(**kw)


def _choices(st, seat=None):
    return [m["choice"] for m in moves(st, seat)]


def _cards(st, seat=K):
    return {m.get("card") for m in moves(st, seat)}


def _announced(events, seat=K):
    ann = [e for e in of_type(events, "announce") if e["seat"] == seat]
    assert ann, "no announcement"
    return ann[0]["power"]


def _end_of_turn(name, **kw):
    """Khind plays ``name`` (a character) in the character phase; the turn runs to its end
    phase (rest phase draws to six first) and stops at the card's end-of-turn decision."""
    kw.setdefault("combat", ([], ["Helkomedes the Rhetorician"]))
    st = kb(active=K, phase="character", element="fire", hands=([name], kw.pop("hand_h", [])), **kw)
    st, ev = play(st, name)
    assert st["phase"] == "end" and st["pending"], "the end-of-turn text did not ask"
    dec = st["pending"][-1]
    assert dec["seat"] == K and dec["source"] == cid(name)
    return st, dec


# ----------------------------------------------------------------------------- leader


def test_khind_0_pitpan_leader_pile():
    """khind-0 PitPan (leader): no game effect; the leadership cards its player plays are
    stacked on it (leader pile, R-1.10)."""
    assert INFO["khind-0"].type == "leader" and INFO["khind-0"].spec is None
    assert deck_card_ids("khind")[0] == "khind-0"
    st = kb(active=K, phase="leadership", element="fire", hands=(["Open Lucky Bag of Life"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician"]))
    st, _ = play(st, "Open Lucky Bag of Life")
    assert st["p"][K]["leader_pile"] == [cid("Open Lucky Bag of Life")]


# ----------------------------------------------------------------------------- Cool gang (red)

def test_khind_1_coolcat_zeroes_odd_character_values():
    """khind-1 CoolCat: every odd printed value of your characters counts 0 (priority 4);
    supports, my own cards and protected cards (R-7.7) keep theirs."""
    st = kb(active=K, phase="character", element="fire", hands=(["CoolCat"], []),
            combat=([], ["Nirwadas the Traveler"]), support=([], ["Trebuchet of Fear"]))
    assert (power(st, H, "fire"), power(st, H, "earth")) == (3 + 2, 2 + 1)
    st, _ = play(st, "CoolCat")
    assert (power(st, H, "fire"), power(st, H, "earth")) == (0 + 2, 2 + 1)
    st = kb(active=K, phase="engagement", element="fire", combat=(["NoNo", "CoolCat"], [KELP_LEECH, "Vetraskedas the Sceptic"]))
    assert power(st, H, "fire") == 3 + 0 and power(st, H, "earth") == 0 + 0
    assert power(st, K, "fire") == 3 + 2 and power(st, K, "earth") == 1 + 2


def test_khind_2_coolcop_zeroes_even_character_values():
    """khind-2 CoolCop: every even printed value of your characters counts 0; a later
    raise-to (priority 5, Potion of Prodigious Passion) still applies."""
    st = kb(active=K, phase="character", element="earth", hands=(["CoolCop"], []),
            combat=([], ["Nirwadas the Traveler"]), support=([], ["Trebuchet of Fear"]))
    st, _ = play(st, "CoolCop")
    assert (power(st, H, "fire"), power(st, H, "earth")) == (3 + 2, 0 + 1)
    st = kb(active=K, phase="engagement", element="earth", combat=(["CoolCop"], ["Nirwadas the Traveler", "Potion of Prodigious Passion"]))
    assert power(st, H, "earth") == 5 and power(st, H, "fire") == 5
    st = kb(active=K, phase="engagement", element="fire",
            combat=(["CoolCat", "CoolCop"], ["Nirwadas the Traveler", "Catusan", "Battling Boomerang"]))
    assert power(st, H, "fire") == 0 + 0 + 2 and power(st, H, "earth") == 0 + 0 + 2


def test_khind_3_coolkid_zeroes_odd_booster_support_values():
    """khind-3 CoolKid: every odd printed value of your boosters and supports counts 0 (before
    Demegodas the Odd doubles supports, R-5.3); characters keep theirs."""
    st = kb(active=K, phase="character", element="earth", hands=(["CoolKid"], []),
            combat=([], ["Catusan", "Battling Boomerang"]), support=([], ["Trebuchet of Fear"]))
    assert (power(st, H, "fire"), power(st, H, "earth")) == (1 + 2 + 2, 5 + 2 + 1)
    st, _ = play(st, "CoolKid")
    assert (power(st, H, "fire"), power(st, H, "earth")) == (1 + 2 + 2, 5 + 2 + 0)
    st = kb(active=K, phase="engagement", element="earth", combat=(["CoolKid"], ["Demegodas the Odd"]),
            support=([], ["Trebuchet of Fear", RAZORJAW]))
    assert power(st, H, "earth") == 2 + 0 * 2 + 0 * 2 and power(st, H, "fire") == 2 + 2 * 2 + 0 + 3 * 2


def test_khind_4_coolcub_zeroes_even_booster_support_values():
    """khind-4 CoolCub: every even printed value of your boosters and supports counts 0."""
    st = kb(active=K, phase="character", element="earth", hands=(["CoolCub"], []),
            combat=([], ["Catusan", "Battling Boomerang"]), support=([], ["Trebuchet of Fear"]))
    st, _ = play(st, "CoolCub")
    assert (power(st, H, "fire"), power(st, H, "earth")) == (1 + 0 + 0, 5 + 0 + 1)


# ----------------------------------------------------------------------------- Top gang (beige)

def test_khind_5_topgun_draws_one_more_at_end_of_turn():
    """khind-5 TopGun: at the end of my turn I may draw one additional card (R-4.8)."""
    st, dec = _end_of_turn("TopGun")
    assert dec["kind"] == "draw" and sorted(_choices(st)) == [False, True]
    assert len(st["p"][K]["hand"]) == 6
    st2, _ = play(st, choose(True))
    assert len(st2["p"][K]["hand"]) == 7 and st2["active"] == H
    st3, _ = play(st, choose(False))
    assert len(st3["p"][K]["hand"]) == 6


def test_khind_6_topdog_once_per_turn_icon_cards():
    """khind-6 TopDog: once in each of my turns I may discard one of your active cards with a
    printed icon (R-7.11), not your last active character and not a PROTECTED card; offered in
    my leadership phase (R-8.13 f) and not again once used."""
    st = kb(active=K, phase="start", element="earth", hands=(["NoStopping", "NoBrains", "NoClass"], []),
            combat=(["TopDog"], ["Ciklarethas the Bitter", "Helkomedes the Rhetorician", "Battling Boomerang"]),
            support=([], ["Homing Missiles", RAZORJAW]))
    st, _ = play(st, P)
    assert st["phase"] == "leadership" and st["pending"][-1]["source"] == cid("TopDog")
    # Ciklarethas (retrieve) may go: Helkomedes stays as an active character
    assert sorted(_choices(st), key=str) == sorted(ids("Battling Boomerang", "Ciklarethas the Bitter",
                                                       "Homing Missiles") + [None], key=str)
    st, ev = play(st, choose("Homing Missiles"))
    assert cid("Homing Missiles") in st["p"][H]["discard"] and "used:khind-6" in st["turn"]["marks"]
    assert st["phase"] == "engagement"
    st, _ = play(st, CONTINUE)
    assert st["phase"] == "character" and not st["pending"]            # used: not offered again
    # his last active character is never a target
    st = kb(active=K, phase="start", element="fire", hands=(["NoNo"], []),
            combat=(["TopDog"], ["Ciklarethas the Bitter", "Battling Boomerang"]))
    st, _ = play(st, P)
    assert _choices(st) == [cid("Battling Boomerang"), None]
    # no card with an icon: nothing is offered (R-8.13 e)
    st = kb(active=K, phase="start", element="fire", hands=(["NoNo"], []),
            combat=(["TopDog"], ["Helkomedes the Rhetorician"]), support=([], ["Tome of Wisdom"]))
    st, _ = play(st, P)
    assert not st["pending"]
    # its text ignored (Tittertweet): never offered
    st = build(people=("khind", "flit"), active=K, phase="start", element="fire", hands=(["NoNo"], []),
               combat=(["TopDog"], ["Tittertweet", "Launch Itching Bugs"]))
    st, _ = play(st, P)
    assert not st["pending"] and st["phase"] == "engagement"


def test_khind_7_topnotch_once_per_turn_booster_or_support():
    """khind-7 TopNotch: once in each of my turns I may discard one of your active boosters or
    supports (not PROTECTED); declined in the leadership phase it is offered again in the
    character phase (R-8.13 f), and after use not in the booster/support phase."""
    st = kb(active=K, phase="start", element="fire", hands=(["NoNo", "NoStyle"], []),
            combat=(["TopNotch"], ["Helkomedes the Rhetorician"]), support=([], ["Trebuchet of Fear", RAZORJAW]))
    st, _ = play(st, P)
    assert st["pending"][-1]["kind"] == "discard_opponent_active"
    assert _choices(st) == [cid("Trebuchet of Fear"), None]
    st, _ = play(st, choose(None))
    assert st["phase"] == "engagement" and not st["pending"]
    st, _ = play(st, CONTINUE)
    assert st["phase"] == "character" and st["pending"][-1]["source"] == cid("TopNotch")
    assert power(st, H, "fire") == 1 + 2 + 3
    st, _ = play(st, choose("Trebuchet of Fear"))
    assert power(st, H, "fire") == 1 + 3 and cid("Trebuchet of Fear") in st["p"][H]["discard"]
    st, ev = play(st, "NoNo")
    assert not of_type(ev, "pending")


def test_khind_8_topbanana_opponent_discards_his_choice():
    """khind-8 TopBanana: at the end of my turn I may make you discard one card of your choice
    from your hand (R-8.10: you choose)."""
    st, dec = _end_of_turn("TopBanana", hand_h=["Catusan", "Tome of Wisdom"])
    assert dec["kind"] == "make_opponent_discard"
    st, _ = play(st, choose(True))
    assert st["pending"][-1]["seat"] == H
    assert sorted(map(tuple, _choices(st, H))) == sorted([(cid("Catusan"),), (cid("Tome of Wisdom"),)])
    st, _ = play(st, choose([cid("Tome of Wisdom")]))
    assert cid("Tome of Wisdom") in st["p"][H]["discard"] and st["p"][H]["hand"] == [cid("Catusan")]


def test_khind_9_topshot_discards_top_of_opponent_deck():
    """khind-9 TopShot: at the end of my turn I may discard the top card of your draw deck
    (drawn at random from the unordered deck in decide, recorded and shown to both)."""
    st, dec = _end_of_turn("TopShot")
    assert dec["kind"] == "discard_top_of_opponent_draw_deck" and sorted(_choices(st)) == [False, True]
    deck = list(st["p"][H]["deck"])
    st2, ev = play(st, choose(True), seed=3)
    d = [e for e in of_type(ev, "discard") if e["seat"] == H]
    assert len(d) == 1 and d[0]["from"] == "deck" and len(d[0]["cards"]) == 1 and d[0]["cards"][0] in deck
    assert len(st2["p"][H]["deck"]) == len(deck) - 1 and st2["p"][H]["discard"][-1] == d[0]["cards"][0]
    assert G.event_view(d[0], K) == d[0] and G.event_view(d[0], H) == d[0]
    st3, _ = play(st, choose(False))
    assert st3["p"][H]["deck"] == deck
    # an empty draw deck: nothing to discard, nothing asked (R-8.13 e)
    st = kb(active=K, phase="character", element="fire", hands=(["TopShot"], ["Catusan"]),
            combat=([], ["Helkomedes the Rhetorician"]), decks=(["NoStyle"], []))
    st, ev = play(st, "TopShot")
    assert not any(e["type"] == "pending" and e["decision"]["kind"] == "discard_top_of_opponent_draw_deck" for e in ev)


# ----------------------------------------------------------------------------- plain gang characters

PLAIN = {"FunFair": (3, 2, "Fun"), "FunFlop": (2, 3, "Fun"), "FunFlap": (3, 1, "Fun"), "FunFlip": (1, 3, "Fun"),
         "NoNo": (3, 1, "No"), "NoStopping": (1, 3, "No"), "NoStyle": (3, 0, "No"), "NoBrains": (0, 3, "No"),
         "NoClue": (2, 1, "No"), "NoClass": (1, 2, "No"), "NoRespect": (1, 1, "No")}


def _plain_gang(name):
    """A gang character without text: its printed values are announced; with a character of
    the same gang it is played as one card (R-13.3 a) and, when only that gang is in the
    areas, without covering (R-13.3 b)."""
    fire, earth, gang = PLAIN[name]
    assert INFO[cid(name)].gang == gang and INFO[cid(name)].spec is None
    for el, val in (("fire", fire), ("earth", earth)):
        st = kb(active=K, phase="character", element=el, hands=([name], []), combat=(["TopGun"], []))
        st, ev = play(st, name)
        assert of_type(ev, "play")[0]["cover"] is True and _announced(ev) == val
    mate = "FunFair" if gang == "Fun" and name != "FunFair" else ("FunFlop" if gang == "Fun" else
                                                                  ("NoNo" if name != "NoNo" else "NoClue"))
    mf = PLAIN[mate][0]
    st = kb(active=K, phase="character", element="fire", hands=([name, mate], []))
    st, _ = play(st, mate)
    assert cid(name) in _cards(st)
    st, ev = play(st, name)
    assert of_type(ev, "play")[0]["limit"] == "gang" and power(st, K, "fire") == mf + fire
    st = kb(active=K, phase="character", element="fire", hands=([name], []), combat=([mate], []))
    st, ev = play(st, name)
    assert of_type(ev, "play")[0]["cover"] is False and power(st, K, "fire") == mf + fire


def test_khind_10_funfair():
    """khind-10 FunFair: character 3/2, Fun gang, no text."""
    _plain_gang("FunFair")


def test_khind_11_funflop():
    """khind-11 FunFlop: character 2/3, Fun gang, no text."""
    _plain_gang("FunFlop")


def test_khind_12_funflap():
    """khind-12 FunFlap: character 3/1, Fun gang, no text."""
    _plain_gang("FunFlap")


def test_khind_13_funflip():
    """khind-13 FunFlip: character 1/3, Fun gang, no text."""
    _plain_gang("FunFlip")


def test_khind_14_funfun_doubles_all_own_characters():
    """khind-14 FunFun (0/0): the Fire and Earth values of each of my active characters are
    doubled (priority 6); covered characters do not count."""
    st = kb(active=K, phase="character", element="fire", hands=(["FunFun"], []), combat=(["FunFair"], []),
            support=([], ["Tome of Wisdom"]))
    st, ev = play(st, "FunFun")                            # b: stacks on FunFair
    assert of_type(ev, "play")[0]["cover"] is False
    assert (power(st, K, "fire"), power(st, K, "earth")) == (2 * 3, 2 * 2)
    st = kb(active=K, phase="engagement", element="fire", combat=(["NoNo", "FunFlop", "FunFun"], []),
            support=(["Oath of Khindship"], []))
    assert (power(st, K, "fire"), power(st, K, "earth")) == (2 * (3 + 2), 2 * (1 + 3))
    st = kb(active=K, phase="engagement", element="fire", combat=(["NoNo", "FunFlop", "FunFun"], []), covered=(1, 0))
    assert power(st, K, "fire") == 2 * 2
    # with a support in his areas, FunFun covers FunFair (R-13.3 b) and doubles only itself
    st = kb(active=K, phase="character", element="fire", hands=(["FunFun"], []), combat=(["FunFair"], []),
            support=(["Gluing Dust"], []))
    st, ev = play(st, "FunFun")
    assert of_type(ev, "play")[0]["cover"] is True and power(st, K, "fire") == 0


def test_khind_15_nono():
    """khind-15 NoNo: character 3/1, No gang, no text."""
    _plain_gang("NoNo")


def test_khind_16_nostopping():
    """khind-16 NoStopping: character 1/3, No gang, no text."""
    _plain_gang("NoStopping")


def test_khind_17_nostyle():
    """khind-17 NoStyle: character 3/0, No gang, no text."""
    _plain_gang("NoStyle")


def test_khind_18_nobrains():
    """khind-18 NoBrains: character 0/3, No gang, no text."""
    _plain_gang("NoBrains")


def test_khind_20_noclue():
    """khind-20 NoClue: character 2/1, No gang, no text."""
    _plain_gang("NoClue")


def test_khind_21_noclass():
    """khind-21 NoClass: character 1/2, No gang, no text."""
    _plain_gang("NoClass")


def test_khind_22_norespect():
    """khind-22 NoRespect: character 1/1, No gang, no text."""
    _plain_gang("NoRespect")


# ----------------------------------------------------------------------------- supports and leadership

def test_khind_25_gluing_dust_one_card_from_the_draw_deck():
    """khind-25 Gluing Dust: on each of your turns you may take at most one card from your draw
    deck (R-8.11): Hoax's draw to six stops after one card."""
    st = kb(active=H, phase="booster", element="earth", combat=(["NoRespect"], ["Catusan"]),
            support=(["Gluing Dust"], []), turn={"characters": 1, "chars": 1, "plays": 1, "combat": 1})
    st, ev = play(st, P)
    draws = [e for e in of_type(ev, "draw") if e["seat"] == H]
    assert [len(e["cards"]) for e in draws] == [1] and len(st["p"][H]["hand"]) == 1
    st = kb(active=H, phase="booster", element="earth", combat=(["NoRespect"], ["Catusan"]),
            turn={"characters": 1, "chars": 1, "plays": 1, "combat": 1})
    st, _ = play(st, P)
    assert len(st["p"][H]["hand"]) == 6


def test_khind_27_laughing_gas_ignores_opponent_texts():
    """khind-27 Laughing Gas: the texts of all your cards are ignored (priority 2), except on
    Flit characters (R-8.5, R-8.9)."""
    st = kb(active=K, phase="booster", element="earth", hands=(["Laughing Gas"], []),
            combat=(["NoBrains"], ["Demegodas the Odd"]), support=([], ["Trebuchet of Fear"]),
            turn={"characters": 1, "chars": 1, "plays": 1, "combat": 1})
    assert power(st, H, "earth") == 2 + 2 * 1
    st, ev = play(st, "Laughing Gas")
    assert power(st, H, "earth") == 2 + 1
    st = build(people=("khind", "flit"), active=K, phase="engagement", element="fire",
               combat=(["NoNo"], ["Tittertweet"]), support=(["Laughing Gas"], []))
    from games.blue_moon.power import analyse
    assert not analyse(st).text_ignored(cid("Tittertweet"))


def test_tc_13_b_enthrall_opposition_against_laughing_gas():
    """TC-13 (b) / R-8.9: Hoax plays Enthrall Opposition while Khind has Laughing Gas active:
    Enthrall Opposition has no effect (CoolCat keeps zeroing Hoax's odd character values)."""
    st = kb(active=H, phase="leadership", element="fire", hands=([], ["Enthrall Opposition"]),
            combat=(["CoolCat"], ["Nirwadas the Traveler"]), support=(["Laughing Gas"], []))
    st, _ = play(st, "Enthrall Opposition")
    assert power(st, H, "fire") == 0
    st = kb(active=H, phase="leadership", element="fire", hands=([], ["Enthrall Opposition"]),
            combat=(["CoolCat"], ["Nirwadas the Traveler"]))
    st, _ = play(st, "Enthrall Opposition")
    assert power(st, H, "fire") == 3                           # without Laughing Gas it works


def test_khind_28_oath_of_khindship_draws_one_more():
    """khind-28 Oath of Khindship (support): at the end of my turn I may draw one additional card."""
    st = kb(active=K, phase="booster", element="fire", hands=(["Oath of Khindship"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician"]), turn={"characters": 1, "chars": 1, "plays": 1, "combat": 1})
    st, _ = play(st, "Oath of Khindship")
    assert st["phase"] == "end" and st["pending"][-1]["source"] == cid("Oath of Khindship")
    st, _ = play(st, choose(True))
    assert len(st["p"][K]["hand"]) == 7


def test_khind_29_blow_whistle_of_friendship_search():
    """khind-29 Blow Whistle of Friendship: I may take one chosen card of my draw deck into my
    hand, shown to you (revealed draw)."""
    st = kb(active=K, phase="leadership", element="fire", hands=(["Blow Whistle of Friendship"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician"]))
    st, _ = play(st, "Blow Whistle of Friendship")
    opts = _choices(st)
    assert None in opts and cid("FunFun") in opts and len(opts) == len(st["p"][K]["deck"]) + 1
    st, ev = play(st, choose("FunFun"))
    d = of_type(ev, "draw")[0]
    assert d["cards"] == [cid("FunFun")] and d["revealed"] and G.event_view(d, H)["cards"] == [cid("FunFun")]
    assert cid("FunFun") in st["p"][K]["hand"]


def test_khind_30_open_lucky_bag_of_life_three_random_from_discard():
    """khind-30 Open Lucky Bag of Life: I may take three random cards of my discard pile (all
    three or none, section 18.10)."""
    st = kb(active=K, phase="leadership", element="fire", hands=(["Open Lucky Bag of Life"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician"]), discard=(["FunFair", "FunFlop", "TopGun", "CoolCat"], []))
    st, _ = play(st, "Open Lucky Bag of Life")
    assert sorted(_choices(st)) == [False, True]
    st, ev = play(st, choose(True))
    taken = of_type(ev, "take_discard")[0]["cards"]
    assert len(taken) == 3 and len(st["p"][K]["discard"]) == 1 and set(taken) <= set(ids("FunFair", "FunFlop", "TopGun", "CoolCat"))


# ----------------------------------------------------------------------------- foreign cards

def test_hoax_15_ketharkopas_draws_up_to_nine():
    """hoax-15 Ketharkopas the Astronomer (in the Khind deck): at the end of my turn, holding
    fewer than nine cards, I may draw until I hold nine."""
    st, dec = _end_of_turn("Ketharkopas the Astronomer")
    assert dec["kind"] == "draw_up_to_hand_size" and sorted(_choices(st)) == [False, True]
    assert len(st["p"][K]["hand"]) == 6
    st2, _ = play(st, choose(True))
    assert len(st2["p"][K]["hand"]) == 9
    st3, _ = play(st, choose(False))
    assert len(st3["p"][K]["hand"]) == 6
    # already nine cards in hand: nothing asked
    nine = ["NoNo", "NoStyle", "NoClue", "NoClass", "NoBrains", "NoRespect", "NoStopping", "FunFair", "FunFlop"]
    st = kb(active=K, phase="character", element="fire", hands=(["Ketharkopas the Astronomer"] + nine, []),
            combat=([], ["Helkomedes the Rhetorician"]))
    st, _ = play(st, "Ketharkopas the Astronomer")
    assert st["active"] == H and len(st["p"][K]["hand"]) == 9


def test_mimix_29_fearsome_chant_one_dragon_fewer():
    """mimix-29 Fearsome Chant (in the Khind deck): if I retreat, you attract one dragon fewer
    (never below zero, R-9.3)."""
    st = kb(active=K, phase="engagement", element="fire", combat=(["NoNo"], ["Catusan"]),
            support=(["Fearsome Chant"], []))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 0 and all(v is None for v in st["dragons"].values())
    st = kb(active=K, phase="engagement", element="fire", combat=(["NoNo"], ["Catusan"]))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 1


def test_aqua_30_drown_resistance_all_but_one_character():
    """aqua-30 Drown Resistance (in the Khind deck): I may discard all active cards in your
    combat area except one active character (I choose) and PROTECTED cards; covered cards and
    the support area stay."""
    st = kb(active=K, phase="leadership", element="fire", hands=(["Drown Resistance"], []),
            combat=(["NoNo"], ["Vetraskedas the Sceptic", "Helkomedes the Rhetorician", "Battling Boomerang"]),
            covered=(0, 1), support=([], ["Tome of Wisdom"]))
    st, _ = play(st, "Drown Resistance")
    assert _choices(st) == [cid("Helkomedes the Rhetorician"), None]
    st, _ = play(st, choose("Helkomedes the Rhetorician"))
    Hp = st["p"][H]
    assert Hp["discard"] == [cid("Battling Boomerang")] and Hp["support"] == [cid("Tome of Wisdom")]
    assert Hp["combat"] == ids("Vetraskedas the Sceptic", "Helkomedes the Rhetorician")
    # several active characters (hand-built): one chosen stays, protected ones stay too
    st = kb(active=K, phase="leadership", element="fire", hands=(["Drown Resistance"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician", "Nirwadas the Traveler", KELP_LEECH, "Battling Boomerang"]))
    st, _ = play(st, "Drown Resistance")
    assert set(_choices(st)) == {cid("Helkomedes the Rhetorician"), cid("Nirwadas the Traveler"), KELP_LEECH, None}
    st, _ = play(st, choose("Nirwadas the Traveler"))
    assert st["p"][H]["combat"] == [cid("Nirwadas the Traveler"), KELP_LEECH]
    # a lone character and nothing else: nothing to discard, nothing asked (R-8.13 e)
    st = kb(active=K, phase="leadership", element="fire", hands=(["Drown Resistance"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician"]))
    st, ev = play(st, "Drown Resistance")
    assert not st["pending"] and st["p"][H]["combat"] == [cid("Helkomedes the Rhetorician")]


def test_mutant_101_den_bal_ton_needs_an_opponent_dragon():
    """mutant-101 Den-bal-Ton (in the Khind deck): playable only if you have at least one
    dragon on your side (R-12.2); when played the element switches (R-12.3)."""
    st = kb(active=K, phase="character", element="fire", hands=(["Den-bal-Ton", "NoNo"], []),
            combat=([], ["Helkomedes the Rhetorician"]))
    assert cid("Den-bal-Ton") not in _cards(st)
    st = kb(active=K, phase="character", element="fire", hands=(["Den-bal-Ton", "NoNo"], []),
            combat=([], ["Helkomedes the Rhetorician"]), dragons=(K, None, None))
    assert cid("Den-bal-Ton") not in _cards(st)                         # my own dragon does not count
    st = kb(active=K, phase="character", element="fire", hands=(["Den-bal-Ton", "NoNo"], []),
            combat=([], ["Helkomedes the Rhetorician"]), dragons=(H, None, None))
    assert cid("Den-bal-Ton") in _cards(st)
    st, ev = play(st, "Den-bal-Ton")
    assert of_type(ev, "element")[0]["element"] == "earth" and of_type(ev, "play")[0]["stop"]


# ----------------------------------------------------------------------------- extras (not in the prebuilt deck)

def test_khind_23_khindkin_does_not_cover():
    """khind-23 KhindKin (extra card): I may play it without covering my previously active
    cards, which stay active (R-4.4 exception); I may also cover them; while its text is
    ignored as it is played (Tittertweet, section 18.9) it covers as usual."""
    st = kb(active=K, phase="character", element="fire", hands=(["khind-23"], []),
            combat=(["NoNo"], ["Helkomedes the Rhetorician"]))
    st, ev = play(st, "khind-23")
    assert of_type(ev, "play")[0]["cover"] is False
    assert st["pending"][-1]["kind"] == "does_not_cover" and sorted(_choices(st)) == [False, True]
    st2, _ = play(st, choose(True))
    assert st2["p"][K]["covered"] == 0 and power(st2, K, "fire") == 3 + 1
    st3, ev = play(st, choose(False))
    assert of_type(ev, "cover") and st3["p"][K]["covered"] == 1 and power(st3, K, "fire") == 1
    # first character of the fight: nothing to keep, nothing asked
    st = kb(active=K, phase="character", element=None, first=True, hands=(["khind-23"], []))
    st, ev = play(st, "khind-23")
    assert not of_type(ev, "pending")
    st = build(people=("khind", "flit"), active=K, phase="character", element="fire", hands=(["khind-23"], []),
               combat=(["NoNo"], ["Tittertweet"]))
    st, ev = play(st, "khind-23")
    assert of_type(ev, "play")[0]["cover"] is True and not of_type(ev, "pending")
    assert "khind-23" not in deck_card_ids("khind")[1] and "khind-23" in khind_deck.EXTRA_CARDS


def test_khind_32_chosen_one_of_youth_no_crystal_cards():
    """khind-32 Chosen One of Youth (extra card): each player may play one crystal card as if
    the matching dragon were on his side (R-14.6). Crystal cards are not in our card data, so
    the text has no effect: the card is played like a leadership card without text."""
    assert not khind_deck.CRYSTAL_CARDS_IN_DATA
    assert not any(i.type == "crystal" for i in INFO.values())
    st = kb(active=K, phase="leadership", element="fire", hands=(["khind-32", "NoNo"], ["Catusan"]),
            combat=(["FunFair"], ["Helkomedes the Rhetorician"]))
    before = [list(st["p"][s]["hand"]) for s in (0, 1)]
    st, ev = play(st, "khind-32")
    assert [e["type"] for e in ev][:1] == ["play"] and not of_type(ev, "pending")
    assert st["p"][K]["leader_pile"] == ["khind-32"] and st["turn"]["leadership"] == "khind-32"
    assert st["p"][K]["hand"] == [c for c in before[0] if c != "khind-32"] and st["p"][H]["hand"] == before[1]
    assert "khind-32" not in deck_card_ids("khind")[1]


# ----------------------------------------------------------------------------- the deck as a whole

def test_every_khind_card_has_a_test():
    """One test per card of the deck (leader + 30) and per extra card, named by its id."""
    leader, cards = deck_card_ids("khind")
    names = [n for n in globals() if n.startswith("test_")]
    for c in [leader, *cards, *khind_deck.EXTRA_CARDS]:
        pre = "test_" + c.replace("-", "_") + "_"
        assert any(n.startswith(pre) for n in names), c
        assert fx.is_supported(c), c
    assert len(cards) == 30


def test_khind_is_enabled():
    """All 31 cards work: Khind is a selectable deck."""
    assert "khind" in decks.SUPPORTED
    assert G.make_config(2, {"decks": ["khind", "hoax"]})["decks"] == ["khind", "hoax"]
    assert not G.check_config({"decks": ["vulca", "khind"]})
    assert re.fullmatch(r"khind-\d+", khind_deck.LEADER)


def test_tc_13_d_both_players_laughing_gas_both_are_ignored():
    """TC-13 (d), a Khind mirror match (seat 1 plays the second copies, X~2; FunFair and FunFun
    gang-stacked on each side): with Laughing Gas
    active on both sides, the two same-priority ignore texts act simultaneously and both are
    ignored (R-8.9), so FunFun's doubling counts on both sides; with only seat 0's Laughing Gas,
    seat 1's FunFun text is ignored."""
    from games.blue_moon.cards import copy_id
    from games.blue_moon.power import analyse
    both = build(people=("khind", "khind"), active=0, phase="booster", element="fire",
                 combat=(["FunFair", "FunFun"], ["FunFair", "FunFun"]), support=(["Laughing Gas"], ["Laughing Gas"]),
                 turn={"characters": 1, "chars": 1, "plays": 1, "combat": 1})
    gas0, gas1 = cid("Laughing Gas"), copy_id(cid("Laughing Gas"))
    assert both["p"][1]["support"] == [gas1]
    an = analyse(both)
    assert an.text_ignored(gas0) and an.text_ignored(gas1)
    assert not an.text_ignored(cid("FunFun")) and not an.text_ignored(copy_id(cid("FunFun")))
    one = build(people=("khind", "khind"), active=0, phase="booster", element="fire",
                combat=(["FunFair", "FunFun"], ["FunFair", "FunFun"]), support=(["Laughing Gas"], []),
                turn={"characters": 1, "chars": 1, "plays": 1, "combat": 1})
    assert analyse(one).text_ignored(copy_id(cid("FunFun")))
    assert power(both, 1, "fire") > power(one, 1, "fire")
    assert power(both, 0, "fire") == power(both, 1, "fire")
