"""One scenario per card of the two basic decks (spec Appendix A.1/A.2), leaders included.

Each scenario names the card id and the rule ids it exercises; expected printed values are
copied from the spec's Appendix A tables (not read from the JSON), so a data error fails.
"""
from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.blue_moon.cards import INFO, deck_card_ids
from tests.games.blue_moon.bm_helpers import (
    Scenarios,CONTINUE, H, P, RETREAT, V, G, build, choose, cid,
                                              has, ids, moves, of_type, play, power)

# Appendix A: plain characters (no text) -> (Fire, Earth)
PLAIN_CHARACTERS = {
    "Flamebreath the Dazzling": (V, 7, 0), "Scorch the Inflammable": (V, 6, 0),
    "Lavar the Powerful": (V, 5, 4), "Volca": (V, 5, 1), "Blaze": (V, 4, 3), "Furnace": (V, 3, 4),
    "Spark": (V, 4, 2), "Ignite": (V, 2, 4), "Sear": (V, 4, 1), "Torch": (V, 1, 4),
    "Shimmer": (V, 3, 2), "Glimmer": (V, 2, 3), "Aaralia-Aqua Secunda": (V, 4, 4),
    "Heroine of the Great Plains": (V, 3, 5),
    "Wogarathoras the Gloomy": (H, 5, 1), "Athradysas the Seeker": (H, 5, 0),
    "Ledinemras the Monk": (H, 4, 1), "Zedemikras the Brain": (H, 4, 0),
    "Nirwadas the Traveler": (H, 3, 2), "Penemikanas the Paranoid": (H, 2, 3),
    "Vetraskedas the Sceptic": (H, 3, 1), "Helkomedes the Rhetorician": (H, 1, 3),
    "Catusan": (H, 1, 5),
}
# Appendix A: plain boosters and supports -> (seat, Fire, Earth)
PLAIN_BOOSTERS = {"Fireblast": (V, 3, 2)}
PLAIN_SUPPORTS = {"Lightning Bolts": (V, 3, 1), "Tome of Wisdom": (H, 3, 3),
                  "Trebuchet of Fear": (H, 2, 1), "Ballista of Confusion": (H, 1, 2)}

OTHER_CHAR = {V: "Torch", H: "Catusan"}


def _announced(events, seat):
    ann = [e for e in of_type(events, "announce") if e["seat"] == seat]
    assert ann, "no announcement"
    return ann[0]


def _plain_character(name):
    """R-4.4, R-6.8, R-5.1: the character covers the previous one; its printed value in the
    contested element is the total."""
    seat, fire, earth = PLAIN_CHARACTERS[name]
    prev = OTHER_CHAR[seat] if name != OTHER_CHAR[seat] else ("Sear" if seat == V else "Nirwadas the Traveler")
    for el, val in (("fire", fire), ("earth", earth)):
        combat = ([], [])
        combat[seat].append(prev)
        hands = ([], [])
        hands[seat].append(name)
        st = build(active=seat, phase="character", element=el, hands=hands, combat=combat)
        st, ev = play(st, name)
        assert _announced(ev, seat)["power"] == val
        e_play = of_type(ev, "play")[0]
        assert e_play["cover"] is True
    # exactly one character per turn, even a pair card without its partner
    hands = ([], [])
    hands[seat].extend([name, prev])
    st = build(active=seat, phase="character", element="fire", hands=hands)
    st, _ = play(st, name)
    assert not any(m.get("card") == cid(prev) for m in moves(st, seat))


def _plain_booster(name):
    seat, fire, earth = PLAIN_BOOSTERS[name]
    for el, val in (("fire", fire), ("earth", earth)):
        combat = ([], [])
        combat[seat].append(OTHER_CHAR[seat])
        hands = ([], [])
        hands[seat].append(name)
        st = build(active=seat, phase="booster", element=el, hands=hands, combat=combat,
                   turn={"characters": 1, "plays": 1})
        base = power(st, seat, el)
        st, ev = play(st, name)
        assert _announced(ev, seat)["power"] == base + val      # booster adds its value


def _plain_support(name):
    seat, fire, earth = PLAIN_SUPPORTS[name]
    for el, val in (("fire", fire), ("earth", earth)):
        combat = ([], [])
        combat[seat].append(OTHER_CHAR[seat])
        hands = ([], [])
        hands[seat].append(name)
        st = build(active=seat, phase="booster", element=el, hands=hands, combat=combat,
                   turn={"characters": 1, "plays": 1})
        base = power(st, seat, el)
        st, ev = play(st, name)
        assert _announced(ev, seat)["power"] == base + val
        # support cards stay active when later characters are played
        assert cid(name) in st["p"][seat]["support"]


SCENARIOS = Scenarios()
scenario = SCENARIOS.add


SCENARIOS.each(PLAIN_CHARACTERS, _plain_character)
SCENARIOS.each(PLAIN_BOOSTERS, _plain_booster)
SCENARIOS.each(PLAIN_SUPPORTS, _plain_support)


# ----------------------------------------------------------------------------- leaders
def _leader(deck, seat, leadership):
    leader, cards = deck_card_ids(deck)
    assert INFO[leader].type == "leader" and leader not in cards
    st = build(active=seat, phase="leadership", hands=([leadership] if seat == V else [],
                                                       [leadership] if seat == H else []), fight=False)
    st, _ = play(st, leadership)
    assert st["p"][seat]["leader"] == leader
    assert st["p"][seat]["leader_pile"] == [cid(leadership)]                # stacked on the leader


@scenario("Inferno")
def card_vulca_0():
    """vulca-0 Inferno (leader): never played, holds the leader pile (R-1.2, R-4.2)."""
    _leader("vulca", V, "Summon Sorcerer")


@scenario("Xelethotiras")
def card_hoax_0():
    """hoax-0 Xelethotiras (leader): R-1.2, R-4.2."""
    _leader("hoax", H, "Trigger Brainstorm")


# ----------------------------------------------------------------------------- Vulca texts
@scenario("Cinder")
def card_vulca_14():
    """vulca-14 Cinder: when played I may discard one of your active boosters/supports (R-8.3,
    R-8.13 c/e)."""
    st = build(active=V, phase="character", element="earth", hands=(["Cinder"], []),
               combat=([], ["Catusan", "Battling Boomerang"]), support=([], ["Ballista of Confusion"]))
    assert power(st, H) == 5 + 2 + 2
    st, _ = play(st, "Cinder")
    opts = {m["choice"] for m in moves(st, V)}
    assert opts == {cid("Battling Boomerang"), cid("Ballista of Confusion"), None}
    st, ev = play(st, choose("Ballista of Confusion"))
    assert cid("Ballista of Confusion") in st["p"][H]["discard"]
    assert power(st, H, "earth") == 7
    # with no booster/support on the other side the text finds no target (R-8.13 e)
    st = build(active=V, phase="character", element="earth", hands=(["Cinder"], []), combat=([], ["Torch" if False else "Catusan"]))
    st, ev = play(st, "Cinder")
    assert not of_type(ev, "pending")


@scenario("Flare")
def card_vulca_15():
    """vulca-15 Flare: at the end of my turn I may draw two more cards (R-4.8, R-8.4)."""
    st = build(active=V, phase="character", element="fire", hands=(["Flare"], []))
    st, ev = play(st, "Flare")
    assert st["pending"][-1]["kind"] == "draw" and st["pending"][-1]["source"] == cid("Flare")
    hand_before = len(st["p"][V]["hand"])
    assert hand_before == 6                                             # rest phase drew to six
    st, ev = play(st, choose(True))
    assert len(st["p"][V]["hand"]) == 8
    assert st["active"] == H


@scenario("Ember")
def card_vulca_16():
    """vulca-16 Ember: you may not play characters without special text (R-8.6, R-6.10)."""
    st = build(active=H, phase="character", element="fire", combat=(["Ember"], []),
               hands=([], ["Catusan", "Redamikanas the Cartographer"]))
    cards = {m["card"] for m in moves(st, H)}
    assert cards == {cid("Redamikanas the Cartographer")}
    with pytest.raises(IllegalMove) as e:
        G.decide(st, H, {"type": "play", "card": cid("Catusan")}, __import__("random").Random(0))
    assert e.value.rule == "R-8.6"


@scenario("Zig-nur-Don")
def card_mutant_106():
    """mutant-106 Zig-nur-Don: only in an Earth fight against at least 5; the element becomes
    Fire; STOP; shields (R-12.2, R-12.3, R-6.7, R-7.1; TC-10, TC-19)."""
    st = build(active=V, phase="character", element="earth", hands=(["Zig-nur-Don", "Fireblast"], []),
               combat=([], ["Helkomedes the Rhetorician"]), support=([], ["Ballista of Confusion"]))
    assert power(st, H) == 5
    assert has(st, {"type": "play", "card": cid("Zig-nur-Don")})
    st, ev = play(st, "Zig-nur-Don")
    assert of_type(ev, "element")[0]["element"] == "fire"
    assert _announced(ev, V) == {"type": "announce", "seat": V, "element": "fire", "power": 4}
    assert cid("Fireblast") in st["p"][V]["hand"]          # STOP: no booster was offered
    # condition not met: opponent only 4
    st = build(active=V, phase="character", element="earth", hands=(["Zig-nur-Don", "Torch"], []),
               combat=([], ["Helkomedes the Rhetorician"]), support=([], ["Trebuchet of Fear"]))
    assert power(st, H) == 4
    assert not has(st, {"type": "play", "card": cid("Zig-nur-Don")})
    # condition needs an Earth fight
    st = build(active=V, phase="character", element="fire", hands=(["Zig-nur-Don", "Torch"], []),
               combat=([], ["Wogarathoras the Gloomy"]), support=([], ["Tome of Wisdom"]))
    assert not has(st, {"type": "play", "card": cid("Zig-nur-Don")})


@scenario("Infernal Armor")
def card_vulca_19():
    """vulca-19 Infernal Armor: Earth shield (R-7.1; TC-9)."""
    st = build(active=V, phase="booster", element="earth", hands=(["Infernal Armor"], []),
               combat=(["Sear"], ["Catusan"]), support=([], ["Trebuchet of Fear"]),
               turn={"characters": 1, "plays": 1})
    assert power(st, H) == 6 and power(st, V) == 1
    assert not has(st, P)                          # 1 < 6: passing would be illegal
    st, ev = play(st, "Infernal Armor")
    assert _announced(ev, V)["power"] == 1


@scenario("Elemental Enchantment")
def card_vulca_20():
    """vulca-20 Elemental Enchantment: my total counts at least 6 (R-5.3 priority 7)."""
    st = build(active=V, phase="booster", element="earth", hands=(["Elemental Enchantment"], []),
               combat=(["Sear"], ["Catusan"]), turn={"characters": 1, "plays": 1})
    st, ev = play(st, "Elemental Enchantment")
    assert _announced(ev, V)["power"] == 6
    assert power(st, V, "fire") == 6                                     # 4 < 6 -> 6
    st2 = build(combat=(["Flamebreath the Dazzling", "Elemental Enchantment"], []), covered=(0, 0))
    assert power(st2, V, "fire") == 7                                    # higher stays


@scenario("Volcanic Gauntlets")
def card_vulca_21():
    """vulca-21 Volcanic Gauntlets: Fire of one of my characters doubled (R-5.3 p6, R-5.4)."""
    st = build(combat=(["Spark", "Volcanic Gauntlets"], []))
    assert power(st, V, "fire") == 8
    assert power(st, V, "earth") == 2                  # no effect on Earth


@scenario("Flickering Fires")
def card_vulca_24():
    """vulca-24 Flickering Fires: 1/1, and you may not play leadership cards (R-8.6)."""
    st = build(active=H, phase="leadership", element="fire", combat=(["Spark"], ["Catusan"]),
               support=(["Flickering Fires"], []), hands=([], ["Trigger Brainstorm", "Wogarathoras the Gloomy"]))
    assert power(st, V, "fire") == 5 and power(st, V, "earth") == 3
    assert not any(m["type"] == "play" for m in moves(st, H))
    st2 = build(active=H, phase="leadership", element="fire", combat=(["Spark"], ["Catusan"]),
                hands=([], ["Trigger Brainstorm", "Wogarathoras the Gloomy"]))
    assert has(st2, {"type": "play", "card": cid("Trigger Brainstorm")}, H)


@scenario("Wall of Fire")
def card_vulca_26():
    """vulca-26 Wall of Fire: you may not take cards from your draw deck (R-8.11, R-4.7)."""
    st = build(active=H, phase="character", element="fire", combat=(["Spark"], []),
               support=(["Wall of Fire"], []), hands=([], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "Wogarathoras the Gloomy")
    assert not [e for e in of_type(ev, "draw") if e["seat"] == H]
    assert st["p"][H]["hand"] == []
    st = build(active=H, phase="character", element="fire", combat=(["Spark"], []),
               hands=([], ["Wogarathoras the Gloomy"]))
    st, ev = play(st, "Wogarathoras the Gloomy")
    assert len(st["p"][H]["hand"]) == 6


@scenario("Fearsome Spirits")
def card_vulca_27():
    """vulca-27 Fearsome Spirits: if you retreat I attract one more dragon (R-9.3 p1)."""
    st = build(active=H, phase="engagement", element="fire", combat=(["Spark"], ["Catusan"]),
               support=(["Fearsome Spirits"], []))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 2
    assert sum(1 for v in st["dragons"].values() if v == V) == 2


@scenario("Pandemonium")
def card_khind_26():
    """khind-26 Pandemonium: you may not play support cards (R-8.6)."""
    st = build(active=H, phase="booster", element="fire", combat=(["Spark"], ["Wogarathoras the Gloomy"]),
               support=(["Pandemonium"], []), hands=([], ["Tome of Wisdom", "Battling Boomerang"]),
               turn={"characters": 1, "plays": 1})
    cards = {m.get("card") for m in moves(st, H)}
    assert cid("Tome of Wisdom") not in cards and cid("Battling Boomerang") in cards


@scenario("Summon Sorcerer")
def card_vulca_28():
    """vulca-28 Summon Sorcerer: I may return one of my active cards to my hand (R-8.3)."""
    st = build(active=V, phase="leadership", element="fire", combat=(["Spark", "Fireblast"], ["Catusan"]),
               support=(["Lightning Bolts"], []), hands=(["Summon Sorcerer"], []))
    st, _ = play(st, "Summon Sorcerer")
    opts = {m["choice"] for m in moves(st, V)}
    assert opts == set(ids("Spark", "Fireblast", "Lightning Bolts")) | {None}
    st, _ = play(st, choose("Lightning Bolts"))
    assert cid("Lightning Bolts") in st["p"][V]["hand"] and st["p"][V]["support"] == []


@scenario("Charm Holy Dragon")
def card_vulca_29():
    """vulca-29 Charm Holy Dragon: discard printed Fire >= 8, no surplus card, attract a
    dragon (R-8.8, R-9.6; TC-12)."""
    st = build(active=V, phase="leadership", fight=False,
               hands=(["Charm Holy Dragon", "Flamebreath the Dazzling", "Sear", "Torch"], []))
    st, _ = play(st, "Charm Holy Dragon")
    opts = [m["choice"] for m in moves(st, V)]
    assert sorted(ids("Flamebreath the Dazzling", "Torch")) in opts
    assert sorted(ids("Flamebreath the Dazzling", "Sear")) in opts
    assert sorted(ids("Flamebreath the Dazzling", "Sear", "Torch")) not in opts
    assert None in opts
    st, ev = play(st, choose(sorted(ids("Flamebreath the Dazzling", "Torch"))))
    assert of_type(ev, "dragon")[0]["to"] == V
    assert cid("Torch") in st["p"][V]["discard"]


@scenario("Cast Cataclysm")
def card_vulca_30():
    """vulca-30 Cast Cataclysm: I may discard all your active supports (R-8.3, R-7.7)."""
    st = build(active=V, phase="leadership", element="earth", combat=(["Torch"], ["Catusan"]),
               support=([], ["Tome of Wisdom", "Homing Missiles"]), hands=(["Cast Cataclysm"], []))
    st, _ = play(st, "Cast Cataclysm")
    assert sorted(m["choice"] for m in moves(st, V)) == [False, True]
    st, _ = play(st, choose(True))
    assert st["p"][H]["support"] == [] and power(st, H, "earth") == 5


# ----------------------------------------------------------------------------- Hoax texts
@scenario("Ciklarethas the Bitter")
def card_hoax_5():
    """hoax-5 Ciklarethas the Bitter: 3/3 with retrieve (R-7.3, R-4.1)."""
    st = build(active=H, phase="character", element="earth", hands=([], ["Ciklarethas the Bitter"]),
               combat=(["Sear"], []))
    st, ev = play(st, "Ciklarethas the Bitter")
    assert _announced(ev, H)["power"] == 3
    st = build(active=H, phase="start", element="earth", combat=(["Torch"], ["Ciklarethas the Bitter"]))
    assert has(st, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")}, H)
    st, _ = play(st, {"type": "retrieve", "card": cid("Ciklarethas the Bitter")})
    assert cid("Ciklarethas the Bitter") in st["p"][H]["hand"]


@scenario("Battling Boomerang")
def card_hoax_19():
    """hoax-19 Battling Boomerang: booster 2/2 with retrieve (R-7.3)."""
    st = build(active=H, phase="start", element="fire", combat=(["Torch"], ["Catusan", "Battling Boomerang"]))
    assert power(st, H, "fire") == 3
    st, _ = play(st, {"type": "retrieve", "card": cid("Battling Boomerang")})
    assert cid("Battling Boomerang") in st["p"][H]["hand"] and power(st, H, "fire") == 1


@scenario("Homing Missiles")
def card_hoax_24():
    """hoax-24 Homing Missiles: support 1/2 with retrieve (R-7.3)."""
    st = build(active=H, phase="start", element="earth", combat=(["Torch"], ["Catusan"]),
               support=([], ["Homing Missiles"]))
    assert power(st, H, "earth") == 7
    assert has(st, {"type": "retrieve", "card": cid("Homing Missiles")}, H)
    st, _ = play(st, {"type": "retrieve", "card": cid("Homing Missiles")})
    assert cid("Homing Missiles") in st["p"][H]["hand"]


@scenario("Redamikanas the Cartographer")
def card_hoax_10():
    """hoax-10 Redamikanas: if you retreat I attract one more dragon (R-9.3 p1)."""
    st = build(active=V, element="fire", combat=(["Torch"], ["Redamikanas the Cartographer"]))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 2
    # only for the opponent's retreat: when Hoax retreats, Vulca attracts the normal one
    st = build(active=H, element="fire", combat=(["Torch"], ["Redamikanas the Cartographer"]))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 1


@scenario("Bethenitana the Storyteller")
def card_hoax_11():
    """hoax-11 Bethenitana: if I retreat you attract no dragons (R-9.3 p4 after p1)."""
    st = build(active=H, element="fire", combat=(["Torch"], ["Bethenitana the Storyteller"]),
               support=(["Fearsome Spirits"], []))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 0
    assert not of_type(ev, "dragon")


@scenario("Demegodas the Odd")
def card_hoax_12():
    """hoax-12 Demegodas: my supports' values doubled (R-5.3 p6; TC-2)."""
    st = build(combat=([], ["Demegodas the Odd"]), support=([], ["Trebuchet of Fear", "Tome of Wisdom"]))
    assert power(st, H, "earth") == 2 + 2 + 6
    assert power(st, H, "fire") == 2 + 4 + 6


@scenario("Thirkomedas the Serene")
def card_hoax_13():
    """hoax-13 Thirkomedas: you may not play leadership, booster or support (R-8.6)."""
    st = build(active=V, phase="leadership", element="fire", combat=(["Torch"], ["Thirkomedas the Serene"]),
               hands=(["Cast Cataclysm", "Spark", "Fireblast", "Lightning Bolts"], []))
    assert moves(st) == [P]
    st, _ = play(st, P, CONTINUE, "Spark")
    assert st["active"] == H                       # no booster/support offered: turn ended
    assert cid("Fireblast") in st["p"][V]["hand"] and cid("Lightning Bolts") in st["p"][V]["hand"]


@scenario("Genathones the Blind")
def card_hoax_14():
    """hoax-14 Genathones: one additional support, also on a fight's first turn (R-6.5; TC-6)."""
    st = build(active=H, phase="character", element=None, first=True, starter=H,
               hands=([], ["Genathones the Blind", "Tome of Wisdom", "Trebuchet of Fear", "Battling Boomerang"]))
    st, _ = play(st, "Genathones the Blind")
    cards = {m.get("card") for m in moves(st, H)}
    assert cards == set(ids("Tome of Wisdom", "Trebuchet of Fear")) | {None}
    st, _ = play(st, "Tome of Wisdom")
    assert st["phase"] == "power"                  # only one extra support
    # later turn: the normal allowance plus one support
    st = build(active=H, phase="character", element="fire",
               hands=([], ["Genathones the Blind", "Tome of Wisdom", "Trebuchet of Fear", "Battling Boomerang"]))
    st, _ = play(st, "Genathones the Blind", "Tome of Wisdom", "Trebuchet of Fear")
    assert st["phase"] == "rest" or st["active"] == V
    assert st["p"][H]["support"] == ids("Tome of Wisdom", "Trebuchet of Fear")


@scenario("Sarogakanas the Ancient")
def card_hoax_17():
    """hoax-17 Sarogakanas: two random cards from your hand discarded; leadership to the
    leader pile (R-8.10, R-1.10; TC-18)."""
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []),
               hands=(["Summon Sorcerer", "Charm Holy Dragon"], ["Sarogakanas the Ancient"]))
    st, ev = play(st, "Sarogakanas the Ancient", choose(True))
    d = of_type(ev, "discard")[0]
    assert d["seat"] == V and d["random"] and len(d["cards"]) == 2
    assert G.reveals(d)
    assert sorted(st["p"][V]["leader_pile"]) == sorted(ids("Summon Sorcerer", "Charm Holy Dragon"))


@scenario("Hank Highflyer Hawk")
def card_flit_12():
    """flit-12 Hank Highflyer Hawk: your characters are ignored completely (R-8.5 p3; TC-8)."""
    st = build(active=H, phase="character", element="fire", combat=(["Flamebreath the Dazzling", "Fireblast"], []),
               hands=([], ["Hank Highflyer Hawk"]))
    assert power(st, V) == 10
    st, ev = play(st, "Hank Highflyer Hawk")
    assert power(st, V, "fire") == 3                 # only the booster counts
    assert st["active"] == H or of_type(ev, "announce")


@scenario("Var-dis-Nar")
def card_mutant_105():
    """mutant-105 Var-dis-Nar: only against 7 or more; switches the element; STOP (R-12)."""
    st = build(active=H, phase="character", element="fire", combat=(["Flamebreath the Dazzling"], ["Catusan"]),
               hands=([], ["Var-dis-Nar", "Inscrutable Armor"]))
    assert has(st, {"type": "play", "card": cid("Var-dis-Nar")}, H)
    st, ev = play(st, "Var-dis-Nar")
    assert of_type(ev, "element")[0]["element"] == "earth"
    assert _announced(ev, H) == {"type": "announce", "seat": H, "element": "earth", "power": 4}
    assert cid("Inscrutable Armor") in st["p"][H]["hand"]
    st = build(active=H, phase="character", element="fire", combat=(["Scorch the Inflammable"], ["Catusan"]),
               hands=([], ["Var-dis-Nar", "Wogarathoras the Gloomy"]))
    assert not has(st, {"type": "play", "card": cid("Var-dis-Nar")}, H)


@scenario("Inscrutable Armor")
def card_hoax_18():
    """hoax-18 Inscrutable Armor: Fire shield (R-7.1)."""
    st = build(active=H, phase="booster", element="fire", combat=(["Flamebreath the Dazzling"], ["Helkomedes the Rhetorician"]),
               hands=([], ["Inscrutable Armor"]), turn={"characters": 1, "plays": 1})
    assert not has(st, P, H)
    st, ev = play(st, "Inscrutable Armor")
    assert _announced(ev, H)["power"] == 1


@scenario("Potion of Prodigious Passion")
def card_pillar_26():
    """pillar-26 Potion: both values of one of my characters raised to 5 (R-5.3 p5)."""
    st = build(combat=([], ["Helkomedes the Rhetorician", "Potion of Prodigious Passion"]))
    assert power(st, H, "fire") == 5 and power(st, H, "earth") == 5
    st = build(combat=([], ["Catusan", "Potion of Prodigious Passion"]))
    assert power(st, H, "earth") == 5                # a higher value stays (R-8.12 raise_values_to)


@scenario("Duplicator of Strength")
def card_hoax_25():
    """hoax-25 Duplicator of Strength: Earth of one of my characters doubled (R-5.4)."""
    st = build(combat=([], ["Catusan"]), support=([], ["Duplicator of Strength"]))
    assert power(st, H, "earth") == 10 and power(st, H, "fire") == 1


@scenario("Brain Drain")
def card_hoax_26():
    """hoax-26 Brain Drain: you may play at most one card per turn (R-8.6)."""
    st = build(active=V, phase="leadership", element="fire", combat=(["Torch"], ["Catusan"]),
               support=([], ["Brain Drain"]), hands=(["Cast Cataclysm", "Spark", "Fireblast"], []))
    st, _ = play(st, P, CONTINUE, "Spark")
    assert st["active"] == H and cid("Fireblast") in st["p"][V]["hand"]
    # having played a leadership card, no character can follow: continuing is impossible
    st = build(active=V, phase="leadership", element="fire", combat=(["Torch"], ["Catusan"]),
               support=([], ["Brain Drain"]), hands=(["Summon Sorcerer", "Spark"], []))
    st, _ = play(st, "Summon Sorcerer", choose(None))
    assert moves(st) == [RETREAT]


@scenario("Muster Reinforcements")
def card_hoax_27():
    """hoax-27 Muster Reinforcements: I may draw five cards (all or none; R-8.13 c)."""
    st = build(active=H, phase="leadership", element="fire", hands=([], ["Muster Reinforcements"]),
               combat=(["Torch"], ["Catusan"]))
    st, _ = play(st, "Muster Reinforcements")
    assert sorted(m["choice"] for m in moves(st, H)) == [False, True]
    st, ev = play(st, choose(True))
    assert len(of_type(ev, "draw")[0]["cards"]) == 5 and len(st["p"][H]["hand"]) == 5


@scenario("Enthrall Opposition")
def card_hoax_28():
    """hoax-28 Enthrall Opposition: the texts of your cards are ignored this turn (R-8.5; TC-3)."""
    st = build(active=H, phase="leadership", element="fire", combat=(["Spark", "Volcanic Gauntlets"], []),
               hands=([], ["Enthrall Opposition"]))
    assert power(st, V) == 8
    st, _ = play(st, "Enthrall Opposition")
    assert power(st, V) == 4
    assert st["turn"]["leadership"] == cid("Enthrall Opposition")


@scenario("Trigger Brainstorm")
def card_hoax_29():
    """hoax-29 Trigger Brainstorm: any number of supports this turn, also on the first turn
    (R-6.5, R-6.6)."""
    st = build(active=H, phase="leadership", fight=False,
               hands=([], ["Trigger Brainstorm", "Catusan", "Tome of Wisdom", "Trebuchet of Fear",
                           "Ballista of Confusion", "Battling Boomerang"]))
    st, _ = play(st, "Trigger Brainstorm", {"type": "start_fight"}, "Catusan", "Tome of Wisdom",
                 "Trebuchet of Fear")
    cards = {m.get("card") for m in moves(st, H)}
    assert cid("Ballista of Confusion") in cards and cid("Battling Boomerang") not in cards
    st, _ = play(st, "Ballista of Confusion")
    assert len(st["p"][H]["support"]) == 3


def test_every_card_of_both_decks_has_a_scenario():
    expected = set()
    for d in ("vulca", "hoax"):
        leader, cards = deck_card_ids(d)
        expected |= {leader, *cards}
    assert len(expected) == 62
    assert set(SCENARIOS) == expected


@pytest.mark.parametrize("card_id", sorted(SCENARIOS))
def test_card(card_id):
    SCENARIOS[card_id]()
