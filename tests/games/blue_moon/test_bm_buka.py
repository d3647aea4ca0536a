"""Buka deck (letter B, leader Council of Eight; spec R-13.8): one scenario per card (leader
included, 31) plus the promo ship Sea Moon (buka-31, not in the prebuilt deck).

Seat 0 plays Buka, seat 1 Hoax (Mimix where a FREE/pair card of the opponent is needed).
Printed values and icon colours are copied from the card list, not read from the JSON, so a
data error fails.
"""
from __future__ import annotations



from games.blue_moon import effects as fx
from games.blue_moon.cards import CARDS, INFO, deck_card_ids
from games.blue_moon.decks import buka  # noqa: F401  (registers the Buka handlers)
from tests.games.blue_moon.bm_helpers import (G, P, CONTINUE, build, choose, cid, has, ids, moves,
                                              of_type, play, power)

B, H = 0, 1


def bb(people=("buka", "hoax"), **kw):
    return build(people=people, **kw)


def PLAY(name):
    return {"type": "play", "card": cid(name)}


def BLUFF(name):
    return {"type": "bluff", "card": cid(name)}


def LAND(name):
    return {"type": "land", "ship": cid(name)}


def LOAD(card, ship):
    return {"type": "load", "card": cid(card), "ship": cid(ship)}


def _own(st, seat=B):
    return sum(1 for v in st["dragons"].values() if v == seat)


# printed (Fire, Earth, bluff icon colour) of the Buka characters without text
PLAIN = {
    "Commodore Lo Tan": (5, 4, None), "Commodore Tai Marn": (4, 5, None),
    "Captain Ariosa Paal": (4, 4, None), "Captain Su Cha": (4, 3, "neutral"),
    "Sailingmaster Yo Cha": (3, 4, "neutral"), "Sailingmaster Boo Marn": (4, 2, "neutral"),
    "Cannoneer Tara Ko": (2, 4, "fire"), "Cannoneer Qu Cha": (2, 4, "earth"),
    "Cannoneer Edilia Paal": (1, 4, "fire"), "Cannoneer Rilana Paal": (1, 4, "earth"),
    "Cannoneer Riba Ko": (0, 4, "fire"), "Cannoneer Alo Cha": (0, 4, "earth"),
}


def _plain(name):
    """The character counts its printed values (covering the previous one, R-6.8); with a
    bluff icon it may instead be played face down as a bluff (2 in the contested element) and
    a call succeeds or fails by its colour (R-13.8)."""
    fire, earth, icon = PLAIN[name]
    assert (INFO[cid(name)].fire, INFO[cid(name)].earth, INFO[cid(name)].bluff) == (fire, earth, icon)
    for el, val in (("fire", fire), ("earth", earth)):
        st = bb(active=B, phase="character", element=el, hands=([name], []),
                combat=(["Lookout Dolora Paal"], ["Helkomedes the Rhetorician"]))
        st, ev = play(st, name)
        assert power(st, B, el) == val
    # as a bluff card
    st = bb(active=B, phase="booster", element="earth", hands=([name], []),
            combat=(["Commodore Lo Tan"] if name != "Commodore Lo Tan" else ["Commodore Tai Marn"],
                    ["Helkomedes the Rhetorician"]),
            turn={"characters": 1, "chars": 1, "plays": 1}, announced=(None, 3))
    if icon is None:
        assert not has(st, BLUFF(name))
        return
    base = power(st, B, "earth")
    st, ev = play(st, BLUFF(name))
    assert [e for e in of_type(ev, "announce") if e["seat"] == B][0]["power"] == base + 2
    st, ev = play(st, choose(True))
    if icon == "earth":
        assert _own(st, B) == 1 and not of_type(ev, "retreat")
    else:
        assert _own(st, H) == 2 and of_type(ev, "retreat")[0]["seat"] == B


def test_buka_0_council_of_eight_leader():
    """buka-0 Council of Eight: no game effect; leadership cards played stack on it."""
    leader, cards = deck_card_ids("buka")
    assert leader == "buka-0" and INFO[leader].type == "leader" and fx.spec_of(leader) is None
    assert len(cards) == 30 and "buka-31" not in cards
    st = bb(active=B, phase="leadership", element="fire", hands=(["Entreat Favor"], []),
            decks=([], []), combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]))
    st, ev = play(st, "Entreat Favor")
    assert st["p"][B]["leader_pile"] == [cid("Entreat Favor")]


def test_buka_1_commodore_lo_tan():
    """buka-1 Commodore Lo Tan 5/4, no text."""
    _plain("Commodore Lo Tan")


def test_buka_2_commodore_tai_marn():
    """buka-2 Commodore Tai Marn 4/5, no text."""
    _plain("Commodore Tai Marn")


def test_buka_3_captain_ariosa_paal():
    """buka-3 Captain Ariosa Paal 4/4 with the retrieve icon (R-7.3)."""
    _plain("Captain Ariosa Paal")
    st = bb(active=B, phase="start", element="fire", combat=(["Captain Ariosa Paal"], ["Zedemikras the Brain"]))
    assert has(st, {"type": "retrieve", "card": cid("Captain Ariosa Paal")})


def test_buka_4_captain_su_cha():
    """buka-4 Captain Su Cha 4/3, neutral bluff icon."""
    _plain("Captain Su Cha")


def test_buka_5_sailingmaster_yo_cha():
    """buka-5 Sailingmaster Yo Cha 3/4, neutral bluff icon."""
    _plain("Sailingmaster Yo Cha")


def test_buka_6_sailingmaster_boo_marn():
    """buka-6 Sailingmaster Boo Marn 4/2, neutral bluff icon."""
    _plain("Sailingmaster Boo Marn")


def test_buka_7_cannoneer_tara_ko():
    """buka-7 Cannoneer Tara Ko 2/4, fire bluff icon."""
    _plain("Cannoneer Tara Ko")


def test_buka_8_cannoneer_qu_cha():
    """buka-8 Cannoneer Qu Cha 2/4, earth bluff icon."""
    _plain("Cannoneer Qu Cha")


def test_buka_9_cannoneer_edilia_paal():
    """buka-9 Cannoneer Edilia Paal 1/4, fire bluff icon."""
    _plain("Cannoneer Edilia Paal")


def test_buka_10_cannoneer_rilana_paal():
    """buka-10 Cannoneer Rilana Paal 1/4, earth bluff icon."""
    _plain("Cannoneer Rilana Paal")


def test_buka_11_cannoneer_riba_ko():
    """buka-11 Cannoneer Riba Ko 0/4, fire bluff icon."""
    _plain("Cannoneer Riba Ko")


def test_buka_12_cannoneer_alo_cha():
    """buka-12 Cannoneer Alo Cha 0/4, earth bluff icon."""
    _plain("Cannoneer Alo Cha")


def test_fire_bluff_matches_in_a_fire_fight():
    """R-13.8: a fire bluff icon matches in a Fire fight (the Cannoneers' other half)."""
    st = bb(active=B, phase="booster", element="fire", hands=(["Cannoneer Tara Ko"], []),
            combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]),
            turn={"characters": 1, "chars": 1, "plays": 1}, announced=(None, 4))
    st, ev = play(st, BLUFF("Cannoneer Tara Ko"), choose(True))
    assert _own(st, B) == 1 and not of_type(ev, "retreat")


# ----------------------------------------------------------------------------- B.P. cards

def _bp(name, opp_combat, opp_support=(), opp_covered=0, people=("buka", "hoax")):
    """Buka has already played his character this turn; the B.P. card may follow as FREE only
    when its condition on the opponent's cards holds."""
    st = bb(active=B, phase="character", element="fire", hands=([name], []), people=people,
            combat=(["Commodore Lo Tan"], list(opp_combat)), covered=(0, opp_covered),
            support=([], list(opp_support)), turn={"characters": 1, "chars": 1, "plays": 1})
    return st


def _bp_check(name, yes, no):
    assert INFO[cid(name)].fire == 3 and INFO[cid(name)].earth == 3 and INFO[cid(name)].bluff == "neutral"
    st = _bp(name, **yes)
    assert has(st, PLAY(name))
    st, ev = play(st, name)
    assert of_type(ev, "play")[0]["limit"] == "free" and power(st, B, "fire") == 5 + 3
    assert not has(_bp(name, **no), PLAY(name))


def test_buka_13_bp_unity():
    """buka-13 B.P. Unity: FREE if the opponent has at least six cards in his combat and
    support areas (covered ones included)."""
    six = dict(opp_combat=ids("Wogarathoras the Gloomy", "Athradysas the Seeker", "Ledinemras the Monk",
                              "Zedemikras the Brain"), opp_support=ids("Tome of Wisdom", "Trebuchet of Fear"),
               opp_covered=3)
    five = dict(six, opp_support=ids("Tome of Wisdom"))
    _bp_check("B.P. Unity", {k: [INFO[c].name for c in v] if isinstance(v, list) else v for k, v in six.items()},
              {k: [INFO[c].name for c in v] if isinstance(v, list) else v for k, v in five.items()})


def test_buka_14_bp_ferocity():
    """buka-14 B.P. Ferocity: FREE if the opponent has two or more active characters."""
    _bp_check("B.P. Ferocity", dict(opp_combat=["Zedemikras the Brain", "Ledinemras the Monk"]),
              dict(opp_combat=["Zedemikras the Brain", "Ledinemras the Monk"], opp_covered=1))


def test_buka_15_bp_bravery():
    """buka-15 B.P. Bravery: FREE if the opponent has two or more active boosters."""
    _bp_check("B.P. Bravery", dict(opp_combat=["Zedemikras the Brain", "Inscrutable Armor", "Battling Boomerang"]),
              dict(opp_combat=["Zedemikras the Brain", "Battling Boomerang"]))


def test_buka_16_bp_mystery():
    """buka-16 B.P. Mystery: FREE if the opponent has two or more active supports."""
    _bp_check("B.P. Mystery", dict(opp_combat=["Zedemikras the Brain"], opp_support=["Tome of Wisdom", "Trebuchet of Fear"]),
              dict(opp_combat=["Zedemikras the Brain"], opp_support=["Tome of Wisdom"]))


def test_buka_17_bp_loyalty():
    """buka-17 B.P. Loyalty: FREE if the opponent has two or more active cards bearing
    printed icons (Ciklarethas: retrieve; Homing Missiles: icon)."""
    _bp_check("B.P. Loyalty", dict(opp_combat=["Ciklarethas the Bitter"], opp_support=["Homing Missiles"]),
              dict(opp_combat=["Ciklarethas the Bitter"], opp_support=["Tome of Wisdom"]))


def test_bp_free_lost_when_text_ignored():
    """Section 18 q9: while the opponent's Tittertweet ignores my texts, B.P. Ferocity's
    condition gives no FREE (two active Flit characters would otherwise allow it)."""
    flit = ("buka", "flit")
    assert has(_bp("B.P. Ferocity", opp_combat=["Peckswift", "Steepstoop"], people=flit), PLAY("B.P. Ferocity"))
    assert not has(_bp("B.P. Ferocity", opp_combat=["Peckswift", "Tittertweet"], people=flit), PLAY("B.P. Ferocity"))


# ----------------------------------------------------------------------------- text cards

def test_buka_18_boatswain_mena_marn():
    """buka-18 Boatswain Mena Marn: the opponent may not have more than one active character
    at the end of his character phase: a pair partner (Mimix) is refused, a covering one not."""
    kw = dict(active=H, phase="character", element="fire", people=("buka", "mimix"),
              hands=([], ["Virgin of Pure Fire", "Virgin of Pure Earth"]), starter=B)
    st = bb(combat=(["Boatswain Mena Marn"], ["Wild Gazelle"]), **kw)
    st, _ = play(st, "Virgin of Pure Fire")
    assert not has(st, PLAY("Virgin of Pure Earth"))
    st2 = bb(combat=(["Commodore Lo Tan"], ["Wild Gazelle"]), **kw)
    st2, _ = play(st2, "Virgin of Pure Fire")
    assert has(st2, PLAY("Virgin of Pure Earth"))


def test_buka_19_coxswain_mora_marn_from_landed_ship():
    """buka-19 Coxswain Mora Marn: played from a landed ship, I may discard every card of the
    opponent's combat area (covered ones too); played from the hand, nothing happens."""
    st = bb(active=B, phase="character", element="earth", hands=([], []),
            combat=([], ["Zedemikras the Brain", "Helkomedes the Rhetorician", "Battling Boomerang"]),
            covered=(0, 1), support=([], ["Tome of Wisdom"]), landed=(["Rising Sun"], []),
            cargo=({"Rising Sun": ["Coxswain Mora Marn"]}, {}), turn={"landed": [cid("Rising Sun")]})
    st, ev = play(st, "Coxswain Mora Marn")
    assert st["pending"][-1]["kind"] == "discard_opponent_combat_area"
    st, ev = play(st, choose(True))
    assert not st["p"][H]["combat"] and st["p"][H]["support"] == [cid("Tome of Wisdom")]
    assert set(ids("Zedemikras the Brain", "Helkomedes the Rhetorician", "Battling Boomerang")) <= set(st["p"][H]["discard"])
    st = bb(active=B, phase="character", element="earth", hands=(["Coxswain Mora Marn"], []),
            combat=([], ["Zedemikras the Brain", "Helkomedes the Rhetorician"]), covered=(0, 1))
    st, ev = play(st, "Coxswain Mora Marn")
    assert not of_type(ev, "pending") or all(e["decision"]["kind"] != "discard_opponent_combat_area"
                                             for e in of_type(ev, "pending"))
    assert len(st["p"][H]["combat"]) == 2


def test_buka_19_coxswain_spares_active_protected_cards():
    """buka-19: active PROTECTED cards of the opponent stay (Aqua's Terrible Kraken, R-7.7);
    a covered protected card is discarded."""
    st = bb(active=B, phase="character", element="earth", people=("buka", "aqua"), hands=([], []),
            landed=(["Rising Sun"], []), cargo=({"Rising Sun": ["Coxswain Mora Marn"]}, {}),
            turn={"landed": [cid("Rising Sun")]})
    ps = list(st["p"])
    A = dict(ps[H])
    A["combat"] = ["aqua-6", "aqua-3", "aqua-5"]          # Briny Behemoth covered; Kraken, Eel active
    A["covered"] = 1
    A["deck"] = [c for c in A["deck"] if c not in A["combat"]]
    ps[H] = A
    st = dict(st, p=ps)
    st, ev = play(st, "Coxswain Mora Marn", choose(True))
    assert st["p"][H]["combat"] == ["aqua-3", "aqua-5"]       # both active ones are protected
    assert "aqua-6" in st["p"][H]["discard"]


def test_buka_20_quartermaster_kura_ko():
    """buka-20 Quartermaster Kura Ko: any number of support cards (and so of loads and bluffs,
    q12) in my turn."""
    st = bb(active=B, phase="booster", element="earth", hands=(["Armory", "Duplicator of Fire", "Cannoneer Qu Cha"], []),
            combat=(["Quartermaster Kura Ko"], ["Helkomedes the Rhetorician"]), ships=(["Rising Sun"], []),
            turn={"characters": 1, "chars": 1, "plays": 1})
    st, ev = play(st, "Armory", BLUFF("Cannoneer Qu Cha"))
    assert st["phase"] == "booster" and has(st, PLAY("Duplicator of Fire"))
    st, ev = play(st, LOAD("Duplicator of Fire", "Rising Sun"))
    assert st["p"][B]["cargo"][cid("Rising Sun")] == [cid("Duplicator of Fire")]


def test_buka_21_powdermaster_yina_ko():
    """buka-21 Powdermaster Yina Ko: my active bluff cards' values are raised to 4."""
    st = bb(active=B, phase="start", element="earth", combat=(["Powdermaster Yina Ko"], ["Helkomedes the Rhetorician"]),
            bluff=(["Cannoneer Qu Cha", "Captain Su Cha"], []))
    assert power(st, B, "earth") == 1 + 4 + 4
    st2 = bb(active=B, phase="start", element="earth", combat=(["Boatswain Mena Marn"], ["Helkomedes the Rhetorician"]),
             bluff=(["Cannoneer Qu Cha", "Captain Su Cha"], []))
    assert power(st2, B, "earth") == 2 + 2 + 2


def test_buka_22_lookout_dolora_paal():
    """buka-22 Lookout Dolora Paal (PROTECTED): when played I may discard either all the
    opponent's active boosters or all his active supports."""
    assert INFO[cid("Lookout Dolora Paal")].protected
    kw = dict(active=B, phase="character", element="earth", hands=(["Lookout Dolora Paal"], []),
              combat=([], ["Zedemikras the Brain", "Battling Boomerang", "Inscrutable Armor"]),
              support=([], ["Tome of Wisdom", "Homing Missiles"]))
    st, ev = play(bb(**kw), "Lookout Dolora Paal")
    assert set(G.legal_moves(st, B)[i]["choice"] for i in range(3)) == {0, 1, None}
    st1, _ = play(st, {"type": "choose", "choice": 0})
    assert st1["p"][H]["combat"] == [cid("Zedemikras the Brain")] and len(st1["p"][H]["support"]) == 2
    st2, _ = play(st, {"type": "choose", "choice": 1})
    assert not st2["p"][H]["support"] and len(st2["p"][H]["combat"]) == 3
    st3, _ = play(st, choose(None))
    assert len(st3["p"][H]["combat"]) == 3 and len(st3["p"][H]["support"]) == 2


def test_buka_23_old_goo_laas_ghost():
    """buka-23 Old Goo Laa's Ghost (mutant, shields, STOP): playable only with no ship in my
    ship area (ships landed this turn do not count); switches the element."""
    kw = dict(active=B, phase="character", element="earth", hands=(["Old Goo Laa's Ghost"], []),
              combat=(["Commodore Lo Tan"], ["Helkomedes the Rhetorician"]))
    assert not has(bb(ships=(["Rising Sun"], []), **kw), PLAY("Old Goo Laa's Ghost"))
    st = bb(landed=(["Sea Falcon"], []), turn={"landed": [cid("Sea Falcon")]}, **kw)
    assert has(st, PLAY("Old Goo Laa's Ghost"))
    st, ev = play(bb(**kw), "Old Goo Laa's Ghost")
    assert of_type(ev, "element")[0]["element"] == "fire"
    assert of_type(ev, "play")[0]["stop"]


def test_buka_24_letter_of_marque():
    """buka-24 Letter of Marque (FREE booster): while active, the opponent may not call my bluff."""
    assert INFO[cid("Letter of Marque")].free
    kw = dict(active=B, phase="booster", element="earth", hands=(["Letter of Marque", "Cannoneer Tara Ko"], []),
              combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
              turn={"characters": 1, "chars": 1, "plays": 1}, announced=(None, 3))
    st, ev = play(bb(**kw), "Letter of Marque", BLUFF("Cannoneer Tara Ko"))
    assert not any(e["decision"]["kind"] == "call_bluff" for e in of_type(ev, "pending"))
    assert [e for e in of_type(ev, "announce") if e["seat"] == B][0]["power"] == 5 + 2 + 2
    st, ev = play(bb(**kw), BLUFF("Cannoneer Tara Ko"), P)
    assert any(e["decision"]["kind"] == "call_bluff" for e in of_type(ev, "pending"))


def test_buka_25_armory():
    """buka-25 Armory 1/1: one support card more per turn (a bluff here)."""
    assert (INFO[cid("Armory")].fire, INFO[cid("Armory")].earth) == (1, 1)
    kw = dict(active=B, phase="booster", element="earth", hands=(["Duplicator of Fire", "Cannoneer Qu Cha"], []),
              combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
              turn={"characters": 1, "chars": 1, "plays": 1})
    st, _ = play(bb(support=(["Armory"], []), **kw), "Duplicator of Fire")
    assert st["phase"] == "booster" and has(st, BLUFF("Cannoneer Qu Cha"))
    st, _ = play(bb(**kw), "Duplicator of Fire")
    assert st["phase"] != "booster"


def test_bluff_card_doubled_by_support_doubler():
    """R-13.8: a bluff card is a support card for texts about support cards (Hoax's Demegodas
    the Odd doubles his own supports; here checked through effects.play_type)."""
    st = bb(active=B, phase="start", element="earth", combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
            bluff=(["Cannoneer Qu Cha"], []))
    from games.blue_moon.power import analyse
    assert fx.play_type(analyse(st), cid("Cannoneer Qu Cha")) == "support"
    assert fx.play_type(analyse(st), cid("Commodore Tai Marn")) == "character"


def test_buka_26_duplicator_of_fire():
    """buka-26 Duplicator of Fire: the Fire value of one of my characters is doubled."""
    st = bb(active=B, phase="start", element="fire", combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]),
            support=(["Duplicator of Fire"], []))
    assert power(st, B, "fire") == 10 and power(st, B, "earth") == 4


def test_buka_27_entreat_favor():
    """buka-27 Entreat Favor: search the draw deck for a ship (played at once, its own text
    runs) or a card loaded onto an active ship with room (public; no allowance used, q18)."""
    kw = dict(active=B, phase="leadership", element="fire", hands=(["Entreat Favor", "Captain Su Cha"], []),
              combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]),
              decks=(["Sea Devil", "Commodore Tai Marn", "Armory"], []))
    st, ev = play(bb(**kw), "Entreat Favor")
    assert st["pending"][-1]["kind"] == "entreat_favor"
    opts = {m["choice"] for m in moves(st)}
    assert opts == {cid("Sea Devil"), None}                 # no ship with room yet: only ships
    st1, ev = play(st, choose("Sea Devil"))
    assert st1["p"][B]["ships"] == [cid("Sea Devil")]
    assert st1["pending"][-1]["kind"] == "load_onto_ship"      # Sea Devil's own text
    st1, ev = play(st1, choose("Captain Su Cha"))
    assert st1["p"][B]["cargo"][cid("Sea Devil")] == [cid("Captain Su Cha")]
    # with a ship already in the ship area a card may be loaded instead
    st = bb(ships=(["Rising Sun"], []), **kw)
    st, ev = play(st, "Entreat Favor")
    assert cid("Commodore Tai Marn") in {m["choice"] for m in moves(st)}
    st, ev = play(st, choose("Commodore Tai Marn"))
    assert st["p"][B]["cargo"][cid("Rising Sun")] == [cid("Commodore Tai Marn")]
    assert cid("Commodore Tai Marn") not in st["p"][B]["deck"]
    assert of_type(ev, "load")[0]["by"] == cid("Entreat Favor")


def test_buka_28_sea_falcon():
    """buka-28 Sea Falcon (capacity 2): in the turn I land it I may also play from the hand."""
    assert INFO[cid("Sea Falcon")].capacity == 2
    st = bb(active=B, phase="start", element="fire", hands=(["Commodore Lo Tan"], []),
            combat=(["Cannoneer Riba Ko"], ["Zedemikras the Brain"]), ships=(["Sea Falcon"], []),
            cargo=({"Sea Falcon": ["Captain Su Cha"]}, {}))
    st, _ = play(st, LAND("Sea Falcon"), CONTINUE)
    assert has(st, PLAY("Commodore Lo Tan")) and has(st, PLAY("Captain Su Cha"))
    st2 = bb(active=B, phase="start", element="fire", hands=(["Commodore Lo Tan"], []),
             combat=(["Cannoneer Riba Ko"], ["Zedemikras the Brain"]), ships=(["Rising Sun"], []),
             cargo=({"Rising Sun": ["Captain Su Cha"]}, {}))
    st2, _ = play(st2, LAND("Rising Sun"), CONTINUE)
    assert not has(st2, PLAY("Commodore Lo Tan")) and has(st2, PLAY("Captain Su Cha"))


def test_buka_29_sea_devil():
    """buka-29 Sea Devil (capacity 3): when played I may load up to three hand cards onto it;
    these loads do not use my booster/support allowance (q18)."""
    assert INFO[cid("Sea Devil")].capacity == 3
    st = bb(active=B, phase="leadership", element="fire",
            hands=(["Sea Devil", "Commodore Tai Marn", "Armory", "Captain Su Cha", "Commodore Lo Tan"], []),
            combat=(["Cannoneer Riba Ko"], ["Zedemikras the Brain"]))
    st, ev = play(st, "Sea Devil")
    assert st["pending"][-1]["kind"] == "load_onto_ship"
    assert {m["choice"] for m in moves(st)} == set(ids("Commodore Tai Marn", "Armory", "Captain Su Cha",
                                                       "Commodore Lo Tan")) | {None}
    st, ev = play(st, choose("Commodore Tai Marn"), choose("Armory"), choose("Captain Su Cha"))
    assert st["p"][B]["cargo"][cid("Sea Devil")] == ids("Commodore Tai Marn", "Armory", "Captain Su Cha")
    assert not st["pending"] and st["turn"]["supports"] == 0 and st["turn"]["plays"] == 1


def test_buka_30_rising_sun():
    """buka-30 Rising Sun (capacity 4, no text): holds four cards, not five."""
    assert INFO[cid("Rising Sun")].capacity == 4 and fx.spec_of(cid("Rising Sun")) is None
    four = ["Cannoneer Qu Cha", "Cannoneer Alo Cha", "Cannoneer Tara Ko", "Cannoneer Riba Ko"]
    kw = dict(active=B, phase="booster", element="earth", hands=(["Armory"], []),
              combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]), ships=(["Rising Sun"], []),
              turn={"characters": 1, "chars": 1, "plays": 1})
    assert has(bb(cargo=({"Rising Sun": four[:3]}, {}), **kw), LOAD("Armory", "Rising Sun"))
    assert not has(bb(cargo=({"Rising Sun": four}, {}), **kw), LOAD("Armory", "Rising Sun"))


def _with_sea_moon(st, zone="hand"):
    """Put the promo card Sea Moon (buka-31) into Buka's ``zone`` (it is not in the deck)."""
    st = dict(st)
    ps = list(st["p"])
    P_ = dict(ps[B])
    P_[zone] = sorted(P_[zone] + ["buka-31"]) if zone == "hand" else P_[zone] + ["buka-31"]
    ps[B] = P_
    st["p"] = ps
    return st


def test_buka_31_sea_moon():
    """buka-31 Sea Moon (promo ship, capacity 1): when played I may load one hand card; in the
    turn I land it I may also play one character/booster/support card from the hand."""
    assert CARDS["buka-31"]["type"] == "ship" and INFO["buka-31"].capacity == 1
    assert fx.is_supported("buka-31") and "buka-31" in buka.EXTRA_CARDS
    st = bb(active=B, phase="leadership", element="fire", hands=(["Captain Su Cha", "Armory"], []),
            combat=(["Cannoneer Riba Ko"], ["Zedemikras the Brain"]))
    st = _with_sea_moon(st)
    st, ev = play(st, {"type": "play", "card": "buka-31"})
    assert st["pending"][-1]["kind"] == "load_onto_ship"
    st, ev = play(st, choose("Captain Su Cha"))
    assert st["p"][B]["cargo"]["buka-31"] == [cid("Captain Su Cha")] and not st["pending"]
    # landing: one hand card besides the cargo
    st = bb(active=B, phase="start", element="fire", hands=(["Commodore Lo Tan", "Commodore Tai Marn"], []),
            combat=(["Cannoneer Riba Ko"], ["Zedemikras the Brain"]))
    st = _with_sea_moon(st, "ships")
    st["p"][B]["cargo"] = {"buka-31": [cid("Captain Su Cha")]}
    st["p"][B]["deck"] = [c for c in st["p"][B]["deck"] if c != cid("Captain Su Cha")]
    st, _ = play(st, {"type": "land", "ship": "buka-31"}, CONTINUE)
    assert has(st, PLAY("Commodore Lo Tan")) and has(st, PLAY("Captain Su Cha"))
    st, ev = play(st, "Commodore Lo Tan")
    assert of_type(ev, "play")[0].get("after_landing")
    assert st["turn"]["hand_after_landing"] == 1
    assert has(st, PLAY("Captain Su Cha")) and not has(st, PLAY("Commodore Tai Marn"))


def test_every_buka_card_has_a_test():
    """All 31 cards of the deck (and the promo Sea Moon) are covered above."""
    import sys
    mod = sys.modules[__name__]
    leader, cards = deck_card_ids("buka")
    for c in [leader, *cards, "buka-31"]:
        n = c.split("-")[1]
        assert any(name.startswith(f"test_buka_{n}_") for name in dir(mod)), c
