"""Aqua deck (letter A, leader Aqua-Alpha-Alpha; spec Appendix A, R-13.7): one test per card
of the deck (leader + 30, ``deck_card_ids("aqua")``) and per extra card for self-built decks
(aqua-15, aqua-27, aqua-32). The deck rules (protection, Floods, Sirens, Yin/Yang) have their
own tests in ``test_bm_aqua_rules.py``.

Seat 0 plays Aqua, seat 1 Hoax (or Vulca where an opposing card is needed). Printed values
are copied from the card list.
"""
from __future__ import annotations

import games.blue_moon.decks.aqua  # noqa: F401  (registers the Aqua handlers)
from games.blue_moon.cards import INFO, deck_card_ids
from tests.games.blue_moon.bm_helpers import (
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

A, H = 0, 1
BT = {"characters": 1, "chars": 1, "plays": 1, "combat": 1}      # booster phase after one character


def ab(**kw):
    kw.setdefault("people", ("aqua", "hoax"))
    return build(**kw)


def av(**kw):
    kw.setdefault("people", ("aqua", "vulca"))
    return build(**kw)


def _cards(st, seat=A):
    return {m.get("card") for m in moves(st, seat) if m["type"] == "play"}


def _announced(events, seat=A):
    ann = [e for e in of_type(events, "announce") if e["seat"] == seat]
    assert ann, "no announcement"
    return ann[0]["power"]


def _dragons(st, seat):
    return sum(1 for v in st["dragons"].values() if v == seat)


def _character(name, fire, earth, protected=False):
    """Play the character as the turn's character; it counts its printed values; a protected
    one stays counted under Hank Highflyer Hawk (ignores the opponent's characters, R-7.7)."""
    assert (INFO[cid(name)].fire, INFO[cid(name)].earth, INFO[cid(name)].protected) == (fire, earth, protected)
    for el, val in (("fire", fire), ("earth", earth)):
        st = ab(active=A, phase="character", element=el, hands=([name], []), combat=(["Uurunia-Aqua-Terz"], []))
        st, ev = play(st, name)
        assert of_type(ev, "play")[0]["cover"] is True and _announced(ev) == val
    st = ab(active=A, phase="character", element="fire", hands=([name], []),
            combat=(["Uurunia-Aqua-Terz"], ["Hank Highflyer Hawk"]))
    st, _ = play(st, name)
    assert power(st, A, "fire") == (fire if protected else 0)
    assert power(st, A, "earth") == (earth if protected else 0)


def _free_card(name, fire, earth, typ):
    """FREE booster/support (R-6.2, Mimix rules): playable beyond the booster/support limit."""
    info = INFO[cid(name)]
    assert (info.fire, info.earth, info.free, info.type) == (fire, earth, True, typ)
    st = ab(active=A, phase="booster", element="fire", hands=([name, "Aquatic Armor", "Ravenous Razorjaw"], []),
            combat=(["Uurunia-Aqua-Terz"], []), turn=BT)
    st, _ = play(st, "Aquatic Armor")
    assert cid("Ravenous Razorjaw") not in _cards(st) and cid(name) in _cards(st)
    st, ev = play(st, name)
    assert of_type(ev, "play")[0]["limit"] == "free"
    assert power(st, A, "fire") == 3 + fire and power(st, A, "earth") == 3 + earth


def _protected_support(name, fire, earth):
    """Protected support: counted; the opponent's Cast Cataclysm leaves it (R-7.7)."""
    info = INFO[cid(name)]
    assert (info.fire, info.earth, info.protected, info.type) == (fire, earth, True, "support")
    st = ab(active=A, phase="booster", element="fire", hands=([name], []), combat=(["Uurunia-Aqua-Terz"], []), turn=BT)
    st, _ = play(st, name)
    assert power(st, A, "fire") == 3 + fire and power(st, A, "earth") == 3 + earth
    st = av(active=H, phase="leadership", element="fire", hands=([], ["Cast Cataclysm"]),
            combat=(["Uurunia-Aqua-Terz"], ["Volca"]), support=([name, "Fire Swamp"], []))
    st, _ = play(st, "Cast Cataclysm", choose(True))
    assert st["p"][A]["support"] == [cid(name)]


# ----------------------------------------------------------------------------- the leader

def test_aqua_0_leader():
    """aqua-0 Aqua-Alpha-Alpha: the leader, no game effect (R-1.2)."""
    leader, cards = deck_card_ids("aqua")
    assert leader == cid("Aqua-Alpha-Alpha") and INFO[leader].type == "leader" and leader not in cards
    assert INFO[leader].spec is None and len(cards) == 30


# ----------------------------------------------------------------------------- characters

def test_aqua_1_eelena():
    """aqua-1 Eelena-Aqua-Prima-Alpha (5/5, no text)."""
    _character("Eelena-Aqua-Prima-Alpha", 5, 5)


def test_aqua_2_giant_octopus():
    """aqua-2 Giant Octopus (5/0, PROTECTED)."""
    _character("Giant Octopus", 5, 0, protected=True)


def test_aqua_3_terrible_kraken():
    """aqua-3 Terrible Kraken (0/5, PROTECTED)."""
    _character("Terrible Kraken", 0, 5, protected=True)


def test_aqua_5_electric_eel():
    """aqua-5 Electric Eel (4/0, PROTECTED)."""
    _character("Electric Eel", 4, 0, protected=True)


def test_aqua_6_briny_behemoth():
    """aqua-6 Briny Behemoth (0/4, PROTECTED)."""
    _character("Briny Behemoth", 0, 4, protected=True)


def test_aqua_7_uurunia():
    """aqua-7 Uurunia-Aqua-Terz (3/3)."""
    st = ab(active=A, phase="character", element="earth", hands=(["Uurunia-Aqua-Terz"], []),
            combat=(["Iisilia-Aqua-Terz"], []))
    st, ev = play(st, "Uurunia-Aqua-Terz")
    assert _announced(ev) == 3 and INFO[cid("Uurunia-Aqua-Terz")].spec is None


def test_aqua_8_iisilia():
    """aqua-8 Iisilia-Aqua-Terz (3/3)."""
    _character("Iisilia-Aqua-Terz", 3, 3)


def test_aqua_9_kelp_leech():
    """aqua-9 Kelp Leech (3/0, PROTECTED)."""
    _character("Kelp Leech", 3, 0, protected=True)


def test_aqua_10_colossal_crustacean():
    """aqua-10 Colossal Crustacean (0/3, PROTECTED)."""
    _character("Colossal Crustacean", 0, 3, protected=True)


def test_aqua_11_oomola_discards_any_number():
    """aqua-11 Oomola-Aqua-Delta: when played I may discard any number of cards from my hand
    (one decision per card, null = stop; none at all is allowed)."""
    hand = ["Oomola-Aqua-Delta", "Giant Octopus", "Fire Swamp", "Tidal Flood"]
    st = ab(active=A, phase="character", element="fire", hands=(hand, []))
    st, _ev = play(st, "Oomola-Aqua-Delta")
    assert st["pending"][-1]["kind"] == "discard_any_from_hand"
    assert {m["choice"] for m in moves(st)} == set(ids("Giant Octopus", "Fire Swamp", "Tidal Flood")) | {None}
    st, _ = play(st, choose("Giant Octopus"), choose("Tidal Flood"))
    assert st["p"][A]["discard"] == ids("Giant Octopus", "Tidal Flood")
    st, _ = play(st, choose(None))
    assert not st["pending"] and st["p"][A]["hand"] == [cid("Fire Swamp")]
    st = ab(active=A, phase="character", element="fire", hands=(hand, []))
    st, _ = play(st, "Oomola-Aqua-Delta", choose(None))
    assert len(st["p"][A]["hand"]) == 3 and not st["p"][A]["discard"]


def test_aqua_12_yang_next_card_free():
    """aqua-12 Yang (2/0): the next card I play after it in its turn counts as FREE (a second
    character here); only one card (section 18.8 default)."""
    st = ab(active=A, phase="character", element="fire",
            hands=(["Yang", "Electric Eel", "Kelp Leech"], []))
    st, _ = play(st, "Yang")
    assert {cid("Electric Eel"), cid("Kelp Leech")} <= _cards(st)
    st, ev = play(st, "Electric Eel")
    assert of_type(ev, "play")[0]["limit"] == "free" and of_type(ev, "play")[0]["cover"] is False
    assert cid("Kelp Leech") not in _cards(st)                 # one card only
    assert power(st, A, "fire") == 2 + 4


def test_aqua_13_yin_next_card_free():
    """aqua-13 Yin (0/2): the very next card after it (here a support) is FREE, so the normal
    booster/support allowance still takes a booster afterwards."""
    st = ab(active=A, phase="character", element="earth",
            hands=(["Yin", "Swarming Sea Serpents", "Aquatic Armor"], []), combat=(["Uurunia-Aqua-Terz"], []))
    st, _ = play(st, "Yin")
    assert st["phase"] == "booster"
    st, ev = play(st, "Swarming Sea Serpents")
    assert of_type(ev, "play")[0]["limit"] == "free"
    assert cid("Aquatic Armor") in _cards(st)                  # the normal allowance is unused
    st, ev = play(st, "Aquatic Armor")
    assert "limit" not in of_type(ev, "play")[0]
    assert power(st, A, "earth") == 2 + 3


def test_aqua_14_oosa_puts_cards_on_the_bottom():
    """aqua-14 Oosa-Aqua-Epsilon: any number of hand cards go to the bottom of my draw deck,
    the first chosen lowest; they are drawn only after every other card; the opponent sees
    neither the choices nor the cards."""
    st = ab(active=A, phase="character", element="fire",
            hands=(["Oosa-Aqua-Epsilon", "Giant Octopus", "Fire Swamp", "Tidal Flood"], []),
            decks=(["Kelp Leech", "Yin"], []))
    st, ev = play(st, "Oosa-Aqua-Epsilon")
    assert st["pending"][-1]["kind"] == "put_on_bottom"
    st, ev = play(st, choose("Giant Octopus"), choose("Fire Swamp"), choose(None))
    assert st["p"][A]["bottom"] == ids("Giant Octopus", "Fire Swamp")
    assert st["p"][A]["hand"] == [cid("Tidal Flood")] and len(st["p"][A]["deck"]) == 4
    from tests.games.blue_moon.bm_helpers import G
    for e in ev:
        seen = G.event_view(e, H)
        assert cid("Giant Octopus") not in str(seen) and cid("Fire Swamp") not in str(seen)
    # the rest phase draws up to six: the two unordered cards, then the highest bottom card
    for seed in range(5):
        st2, _ = play(st, P, seed=seed)                       # booster phase: pass; announce; rest
        hand = st2["p"][A]["hand"]
        assert {cid("Kelp Leech"), cid("Yin"), cid("Fire Swamp"), cid("Giant Octopus")} <= set(hand)
    st3 = ab(active=A, phase="rest", element="fire", hands=(["Tidal Flood"] * 0 + ["Tidal Flood"], []),
             decks=(["Kelp Leech", "Yin", "Giant Octopus", "Fire Swamp"], []), announced=(0, None))
    st3["p"][A]["bottom"] = ids("Giant Octopus", "Fire Swamp")
    st3["p"][A]["hand"] = [cid("Tidal Flood")] + ids("Electric Eel", "Briny Behemoth")
    import random

    from games.blue_moon.engine import Run
    for seed in range(5):
        run = Run(G, st3, random.Random(seed))
        run.draw(A, 3)
        assert run.events[0]["cards"] == sorted(ids("Kelp Leech", "Yin", "Fire Swamp"))


# ----------------------------------------------------------------------------- boosters

def test_aqua_16_sudden_waterspout():
    """aqua-16 Sudden Waterspout (booster 2/0, FREE)."""
    _free_card("Sudden Waterspout", 2, 0, "booster")


def test_aqua_17_instant_undertow():
    """aqua-17 Instant Undertow (booster 0/2, FREE)."""
    _free_card("Instant Undertow", 0, 2, "booster")


def test_aqua_18_aquatic_armor():
    """aqua-18 Aquatic Armor (booster 0/0, Fire and Earth shields): a lower total may be
    announced (R-7.1)."""
    for el in ("fire", "earth"):
        st = ab(active=A, phase="booster", element=el, hands=(["Aquatic Armor"], []),
                combat=(["Kelp Leech"], ["Catusan", "Wogarathoras the Gloomy"]), covered=(0, 1),
                turn=BT)
        assert has(st, {"type": "play", "card": cid("Aquatic Armor")})
        assert not has(st, P)                              # no legal announcement without it
        st, ev = play(st, "Aquatic Armor")
        assert _announced(ev) < power(st, H, el)


def test_aqua_19_firewater():
    """aqua-19 Firewater: in a Fire fight my total counts at least 7 (not in Earth)."""
    st = ab(active=A, phase="booster", element="fire", hands=(["Firewater"], []), combat=(["Kelp Leech"], []), turn=BT)
    st, _ = play(st, "Firewater")
    assert power(st, A, "fire") == 7 and power(st, A, "earth") == 0


def test_flit_20_launch_hail_of_doom_in_aqua():
    """flit-20 Launch Hail of Doom (booster 2/2, PAIR; packed in the Aqua deck): a normal
    booster here (its pair partners are Flit cards)."""
    assert cid("Launch Hail of Doom") in deck_card_ids("aqua")[1]
    st = ab(active=A, phase="booster", element="earth", hands=(["Launch Hail of Doom", "Aquatic Armor"], []),
            combat=(["Kelp Leech"], []), turn=BT)
    st, ev = play(st, "Launch Hail of Doom")
    assert "limit" not in of_type(ev, "play")[0] and power(st, A, "earth") == 2
    assert cid("Aquatic Armor") not in _cards(st)


# ----------------------------------------------------------------------------- supports

def test_aqua_21_fire_swamp():
    """aqua-21 Fire Swamp (support 2/0, FREE)."""
    _free_card("Fire Swamp", 2, 0, "support")


def test_aqua_22_perilous_marsh():
    """aqua-22 Perilous Marsh (support 0/2, FREE)."""
    _free_card("Perilous Marsh", 0, 2, "support")


def test_aqua_23_ravenous_razorjaw():
    """aqua-23 Ravenous Razorjaw (support 3/0, PROTECTED)."""
    _protected_support("Ravenous Razorjaw", 3, 0)


def test_aqua_24_swarming_sea_serpents():
    """aqua-24 Swarming Sea Serpents (support 0/3, PROTECTED)."""
    _protected_support("Swarming Sea Serpents", 0, 3)


def _end_turn_with(supports, hand_a=("Giant Octopus",)):
    st = ab(active=A, phase="character", element="fire", hands=(list(hand_a), ["Catusan"]),
            combat=(["Kelp Leech"], ["Wogarathoras the Gloomy"]), support=(list(supports), []),
            announced=(None, 5))
    return play(st, "Giant Octopus")


def test_aqua_25_torrential_flood():
    """aqua-25 Torrential Flood (support 1/1): alone it forces nothing; with a second Flood
    active at the end of my turn you retreat at once (R-13.7)."""
    st, ev = _end_turn_with(["Torrential Flood"])
    assert not of_type(ev, "retreat") and st["fight"] is not None and st["active"] == H
    st, ev = _end_turn_with(["Torrential Flood", "Tidal Flood"])
    r = of_type(ev, "retreat")
    assert r and r[0]["seat"] == H and r[0]["winner"] == A and _dragons(st, A) == 1


def test_aqua_26_tidal_flood():
    """aqua-26 Tidal Flood (support 1/1): two Floods, values counted; Flitterflutter-like
    complete ignoring is not in play here; the Flood check needs two Flood supports."""
    st = ab(active=A, phase="booster", element="earth", hands=(["Tidal Flood"], []),
            combat=(["Kelp Leech"], []), turn=BT)
    st, _ = play(st, "Tidal Flood")
    assert power(st, A, "earth") == 1 and power(st, A, "fire") == 4
    st, ev = _end_turn_with(["Tidal Flood", "Fire Swamp"])
    assert not of_type(ev, "retreat")
    st, ev = _end_turn_with(["Tidal Flood", "Torrential Flood"])
    assert of_type(ev, "retreat")[0]["seat"] == H


def test_aqua_28_irresistible_sirens():
    """aqua-28 Irresistible Sirens: in your turn you must discard one character card by the end
    of your booster/support phase, else I attract a dragon (R-13.7)."""
    base = {"active": H, "phase": "character", "element": "fire", "combat": (["Kelp Leech"], ["Catusan"]),
                "support": (["Irresistible Sirens"], []), "announced": (3, None)}
    st = ab(hands=([], ["Wogarathoras the Gloomy", "Athradysas the Seeker"]), **base)
    duty = {"type": "discard", "source": cid("Irresistible Sirens"), "cards": [cid("Athradysas the Seeker")]}
    assert has(st, duty, H)
    st, ev = play(st, duty, "Wogarathoras the Gloomy")
    assert _dragons(st, A) == 0 and cid("Athradysas the Seeker") in st["p"][H]["discard"]
    st = ab(hands=([], ["Wogarathoras the Gloomy", "Athradysas the Seeker"]), **base)
    st, ev = play(st, "Wogarathoras the Gloomy")
    assert st["phase"] == "booster" and has(st, duty, H)      # still offered up to the deadline
    st, _ev = play(st, P)
    assert _dragons(st, A) == 1


def test_aqua_29_sprinkle_water_of_tranquility():
    """aqua-29 Sprinkle Water of Tranquility: you discard cards of your choice until you hold
    five (the opponent decides)."""
    hand_h = ["Catusan", "Wogarathoras the Gloomy", "Athradysas the Seeker", "Tome of Wisdom",
              "Battling Boomerang", "Brain Drain", "Trebuchet of Fear"]
    st = ab(active=A, phase="leadership", element="fire", hands=(["Sprinkle Water of Tranquility"], hand_h),
            combat=(["Kelp Leech"], ["Ledinemras the Monk"]))
    st, _ = play(st, "Sprinkle Water of Tranquility")
    dec = st["pending"][-1]
    assert dec["seat"] == H and dec["n"] == 2
    pick = sorted(ids("Tome of Wisdom", "Brain Drain"))
    st, _ = play(st, choose(pick))
    assert len(st["p"][H]["hand"]) == 5 and set(pick) <= set(st["p"][H]["discard"])
    st = ab(active=A, phase="leadership", element="fire", hands=(["Sprinkle Water of Tranquility"], hand_h[:5]),
            combat=(["Kelp Leech"], ["Ledinemras the Monk"]))
    st, _ = play(st, "Sprinkle Water of Tranquility")
    assert not st["pending"] or st["pending"][-1]["seat"] == A


def test_aqua_31_administer_water_of_immortality():
    """aqua-31 Administer Water of Immortality: I may shuffle my discard pile into my draw
    deck (the opponent sees only how many cards)."""
    st = ab(active=A, phase="leadership", element="fire", hands=(["Administer Water of Immortality"], []),
            combat=(["Kelp Leech"], ["Catusan"]), discard=(["Giant Octopus", "Yin"], []))
    n = len(st["p"][A]["deck"])
    st, ev = play(st, "Administer Water of Immortality")
    assert moves(st) == [choose(True), choose(False)]
    st, ev = play(st, choose(True))
    assert st["p"][A]["discard"] == [] and len(st["p"][A]["deck"]) == n + 2
    from tests.games.blue_moon.bm_helpers import G
    e = of_type(ev, "discard_to_deck")[0]
    assert G.event_view(e, H) == {"type": "discard_to_deck", "seat": A, "count": 2}
    st = ab(active=A, phase="leadership", element="fire", hands=(["Administer Water of Immortality"], []),
            combat=(["Kelp Leech"], ["Catusan"]), discard=(["Giant Octopus"], []))
    st, _ = play(st, "Administer Water of Immortality", choose(False))
    assert st["p"][A]["discard"] == [cid("Giant Octopus")]


# ----------------------------------------------------------------------------- foreign cards

def test_hoax_16_mekarthas_in_aqua():
    """hoax-16 Mekarthas the Shrewd (packed in Aqua): every icon of your cards is ignored except
    STOP: no retrieve, no shield; a STOP card of yours still stops (TC-19 with Mekarthas)."""
    st = ab(active=H, phase="start", element="earth", combat=(["Kelp Leech"], ["Ciklarethas the Bitter", "Battling Boomerang"]))
    assert len(G_retrievable(st)) == 2                       # both carry the retrieve icon
    st = ab(active=H, phase="start", element="earth",
            combat=(["Mekarthas the Shrewd"], ["Ciklarethas the Bitter", "Battling Boomerang"]))
    assert not G_retrievable(st)
    st = av(active=H, phase="character", element="earth", hands=([], ["Zig-nur-Don", "Fireblast"]),
            combat=(["Mekarthas the Shrewd", "Giant Octopus"], ["Volca"]), covered=(0, 0),
            support=(["Swarming Sea Serpents", "Perilous Marsh"], []), announced=(7, None))
    assert power(st, A, "earth") == 2 + 0 + 3 + 2
    st, ev = play(st, "Zig-nur-Don")
    assert of_type(ev, "play")[0]["stop"] is True
    from games.blue_moon.power import analyse
    an = analyse(st)
    assert an.icon_ignored(cid("Zig-nur-Don"), "shield_fire") and not an.shield(H, "fire")


def G_retrievable(st):
    return [m for m in moves(st, H) if m["type"] == "retrieve"]


def test_terrah_24_drowning_rain_storm():
    """terrah-24 Drowning Rain Storm (packed in Aqua): with two active Storm supports at the
    beginning of my turn I attract one dragon (one in total); one Storm alone does nothing."""
    import random

    from games.blue_moon.engine import Run
    from tests.games.blue_moon.bm_helpers import G
    st = ab(active=H, phase="end", element="fire", combat=(["Kelp Leech"], ["Catusan"]),
            support=(["Drowning Rain Storm"], []), turn={"marks": ["end"]})
    run = Run(G, st, random.Random(0))
    G._advance(run)
    assert _dragons(run.state, A) == 0 and run.state["active"] == A
    st["p"] = [dict(st["p"][0], support=[cid("Drowning Rain Storm"), "terrah-21"]), st["p"][1]]
    run = Run(G, st, random.Random(0))
    G._advance(run)
    assert _dragons(run.state, A) == 1 and run.state["turn"]["marks"].count("storm") == 1


def test_mutant_102_sas_van_son():
    """mutant-102 Sas-van-Son (7/7, shields, STOP; packed in Aqua): playable only if you hold at
    least two more cards than I do (my count includes this card, section 18.17); the contested
    element switches."""
    st = ab(active=A, phase="character", element="fire", hands=(["Sas-van-Son", "Yin"], ["Catusan", "Tome of Wisdom", "Trebuchet of Fear"]),
            combat=(["Kelp Leech"], ["Wogarathoras the Gloomy"]))
    assert cid("Sas-van-Son") not in _cards(st)               # 3 - 2 = 1 < 2
    st = ab(active=A, phase="character", element="fire",
            hands=(["Sas-van-Son", "Yin", "Fire Swamp"], ["Catusan", "Tome of Wisdom", "Trebuchet of Fear",
                                                           "Brain Drain", "Battling Boomerang"]),
            combat=(["Kelp Leech"], ["Wogarathoras the Gloomy"]))
    assert cid("Sas-van-Son") in _cards(st)                   # 5 - 3 = 2
    st, ev = play(st, "Sas-van-Son")
    assert of_type(ev, "element")[0]["element"] == "earth" and of_type(ev, "play")[0]["stop"] is True
    assert not [e for e in of_type(ev, "play") if e["card"] == cid("Fire Swamp")]   # STOP: no FREE support


# ----------------------------------------------------------------------------- extra cards

def test_aqua_15_uusa_alpha_omega_extra():
    """aqua-15 Uusa-Alpha-Omega (extra card, 0/0, FREE): a FREE character; its crystal text has
    nothing to act on (no crystal cards in our data, R-14.6) and changes nothing."""
    from games.blue_moon import effects as fx
    assert fx.is_supported("aqua-15") and INFO["aqua-15"].free
    st = ab(active=A, phase="character", element="fire", hands=(["Kelp Leech"], []))
    st["p"][A]["hand"] = sorted(st["p"][A]["hand"] + ["aqua-15"])
    st, _ = play(st, "Kelp Leech")
    assert "aqua-15" in _cards(st)                             # FREE second character
    st, ev = play(st, {"type": "play", "card": "aqua-15"})
    assert of_type(ev, "play")[0]["limit"] == "free" and power(st, A, "fire") == 3
    lead = ab(active=A, phase="leadership", element="fire", hands=(["Sprinkle Water of Tranquility"], []),
              combat=(["Kelp Leech"], []))
    with_uusa = ab(active=A, phase="leadership", element="fire", hands=(["Sprinkle Water of Tranquility"], []),
                   combat=(["Kelp Leech"], []))
    with_uusa["p"][A]["combat"] = with_uusa["p"][A]["combat"] + ["aqua-15"]
    assert moves(lead) == moves(with_uusa)


def test_aqua_27_water_of_union_extra():
    """aqua-27 Water of Union (extra support): both values of each of my active characters are
    raised to the higher printed value."""
    st = ab(active=A, phase="booster", element="earth", hands=([], []),
            combat=(["Kelp Leech", "Yin"], []), turn=BT)
    st["p"][A]["hand"] = ["aqua-27"]
    st["p"][A]["combat"] = ids("Kelp Leech")
    st, _ = play(st, {"type": "play", "card": "aqua-27"})
    assert power(st, A, "earth") == 3 and power(st, A, "fire") == 3
    st2 = ab(active=A, phase="booster", element="earth", combat=(["Electric Eel", "Yin"], []), turn=BT)
    st2["p"][A]["support"] = ["aqua-27"]
    st2["p"][A]["covered"] = 0
    assert power(st2, A, "earth") == 4 + 2 and power(st2, A, "fire") == 4 + 2


def test_aqua_32_chosen_one_of_water_extra():
    """aqua-32 Chosen One of Water (extra leadership): each player shuffles his hand into his
    draw deck and draws six (owner first)."""
    st = ab(active=A, phase="leadership", element="fire", hands=(["Kelp Leech", "Yin"], ["Catusan"]),
            combat=(["Giant Octopus"], ["Wogarathoras the Gloomy"]))
    st["p"][A]["hand"] = sorted(st["p"][A]["hand"] + ["aqua-32"])
    st, ev = play(st, {"type": "play", "card": "aqua-32"})
    assert [(e["type"], e["seat"]) for e in ev if e["type"] in ("to_deck", "draw")] == \
        [("to_deck", A), ("draw", A), ("to_deck", H), ("draw", H)]
    assert len(st["p"][A]["hand"]) == 6 and len(st["p"][H]["hand"]) == 6
    assert "aqua-32" in st["p"][A]["leader_pile"]


def test_every_aqua_card_has_a_test():
    names = {n for n in globals() if n.startswith("test_")}
    leader, cards = deck_card_ids("aqua")
    for c in [leader] + cards + ["aqua-15", "aqua-27", "aqua-32"]:
        prefix = "test_" + c.replace("-", "_") + "_"
        assert any(n.startswith(prefix) for n in names), c
