"""Aqua deck rules (R-13.7): PROTECTION (R-7.7) against every effect kind the enabled decks
use on active cards, Floods (R-9.1 b, TC-15), Irresistible Sirens (the duty, R-8.13 g,
R-4.5.1 a, R-9.2 step 0), Yin and Yang (section 18.8), Mekarthas against protection
(section 18.13). Seat 0 plays Aqua; the opponent's deck is named per test.
"""
from __future__ import annotations

import random

import pytest

from games.base import IllegalMove, InvalidConfig
from games.blue_moon import GAMES
from games.blue_moon import effects as fx
from games.blue_moon.cards import CARDS
from games.blue_moon.decks import aqua
from games.blue_moon.power import analyse
from tests.games.blue_moon.bm_helpers import (
    CONTINUE,
    DECLINE,
    RETREAT,
    START,
    G,
    P,
    announce,
    build,
    choose,
    cid,
    has,
    ids,
    moves,
    of_type,
    play,
    power,
    strict_play,
    types,
)

A, O = 0, 1
BT = {"characters": 1, "chars": 1, "plays": 1, "combat": 1}
SIRENS = "Irresistible Sirens"


def vs(deck, **kw):
    return build(people=("aqua", deck), **kw)


def _dragons(st, seat):
    return sum(1 for v in st["dragons"].values() if v == seat)


def _duty(st, card, seat=O):
    return {"type": "discard", "source": cid(SIRENS), "cards": [cid(card)]}


def _duty_moves(st, seat=O):
    return [m for m in moves(st, seat) if m["type"] == "discard"]


# ============================================================================ R-7.7 protection

def test_r_7_7_ignore_characters_spares_protected():
    """R-13.7 / R-7.7, ignore stage (Hank Highflyer Hawk, Hoax deck): the opponent's complete
    ignoring of characters does not reach an active protected character."""
    st = vs("hoax", active=A, phase="booster", element="fire", combat=(["Giant Octopus", "Kelp Leech"], ["Hank Highflyer Hawk"]),
            covered=(0, 0))
    an = analyse(st)
    assert not an.aspects(cid("Giant Octopus")) and power(st, A, "fire") == 5 + 3
    st = vs("hoax", active=A, phase="booster", element="fire", combat=(["Uurunia-Aqua-Terz"], ["Hank Highflyer Hawk"]))
    assert analyse(st).values_ignored(cid("Uurunia-Aqua-Terz")) and power(st, A, "fire") == 0


def test_r_7_7_ignore_supports_spares_protected():
    """R-7.7, ignore stage (Flitterflutter: your supports are ignored completely): protected
    supports keep values; the others are ignored."""
    st = vs("flit", active=A, phase="booster", element="earth", combat=(["Kelp Leech"], ["Flitterflutter"]),
            support=(["Swarming Sea Serpents", "Perilous Marsh"], []))
    an = analyse(st)
    assert not an.aspects(cid("Swarming Sea Serpents"))
    assert an.aspects(cid("Perilous Marsh")) == {"values", "icons", "text"}
    assert power(st, A, "earth") == 3


def test_r_7_7_ignore_texts_spares_protected():
    """R-7.7, text ignoring (Enthrall Opposition, Tittertweet): protected cards are never
    flagged; unprotected texts are ignored."""
    st = vs("hoax", active=O, phase="character", element="fire", leadership="Enthrall Opposition",
            combat=(["Giant Octopus"], ["Catusan"]), support=(["Ravenous Razorjaw", "Tidal Flood"], []))
    an = analyse(st)
    assert an.text_ignored(cid("Tidal Flood"))
    assert not an.aspects(cid("Ravenous Razorjaw")) and not an.aspects(cid("Giant Octopus"))
    st = vs("flit", active=O, phase="character", element="fire", combat=(["Giant Octopus"], ["Tittertweet"]),
            support=(["Swarming Sea Serpents", "Torrential Flood"], []))
    an = analyse(st)
    assert an.text_ignored(cid("Torrential Flood")) and not an.aspects(cid("Swarming Sea Serpents"))


def test_r_7_7_discard_one_active_spares_protected():
    """R-7.7, discard one active card (Cinder): protected supports are no option."""
    st = vs("vulca", active=O, phase="character", element="fire", hands=([], ["Cinder"]),
            combat=(["Kelp Leech"], ["Volca"]), support=(["Ravenous Razorjaw", "Fire Swamp"], []))
    st, _ = play(st, "Cinder")
    assert {m["choice"] for m in moves(st, O)} == {cid("Fire Swamp"), None}


def test_r_7_7_discard_all_active_spares_protected():
    """R-7.7, discard all (Cast Cataclysm): protected supports stay."""
    st = vs("vulca", active=O, phase="leadership", element="fire", hands=([], ["Cast Cataclysm"]),
            combat=(["Kelp Leech"], ["Volca"]), support=(["Ravenous Razorjaw", "Swarming Sea Serpents", "Fire Swamp"], []))
    st, _ = play(st, "Cast Cataclysm", choose(True))
    assert st["p"][A]["support"] == ids("Ravenous Razorjaw", "Swarming Sea Serpents")


def test_r_7_7_discard_character_spares_protected():
    """R-7.7, discard one active character (Highchirp): a protected character is no option, an
    unprotected one is."""
    st = vs("flit", active=O, phase="character", element="fire", hands=([], ["Highchirp"]),
            combat=(["Giant Octopus", "Yin"], ["Peckswift"]))
    st, _ = play(st, "Highchirp")
    assert {m["choice"] for m in moves(st, O)} == {cid("Yin"), None}
    st = vs("flit", active=O, phase="character", element="fire", hands=([], ["Highchirp"]),
            combat=(["Giant Octopus", "Kelp Leech"], ["Peckswift"]))
    st, ev = play(st, "Highchirp")
    assert not st["pending"] and not of_type(ev, "pending")   # no legal target (R-8.13 e)


def test_r_7_7_covered_protected_cards_are_not_protected():
    """R-7.7: only *active* protected cards are protected (a covered one is no active card)."""
    st = vs("hoax", active=A, phase="booster", element="fire", combat=(["Giant Octopus", "Kelp Leech"], ["Catusan"]),
            covered=(1, 0))
    an = analyse(st)
    assert not an.protected(cid("Giant Octopus")) and an.protected(cid("Kelp Leech"))


def test_r_7_7_retreat_discards_protected_cards():
    """R-9.2 step 2 is a rule, not an opponent's effect: protected cards are discarded too."""
    st = vs("hoax", active=A, phase="engagement", element="fire", combat=(["Giant Octopus"], ["Catusan"]),
            support=(["Ravenous Razorjaw"], []))
    st, _ = play(st, RETREAT)
    assert set(ids("Giant Octopus", "Ravenous Razorjaw")) <= set(st["p"][A]["discard"])


def test_r_7_7_mekarthas_switches_protection_off():
    """R-7.7 exception / section 18.13: Mekarthas the Shrewd (Aqua's) ignores the icons of your
    protected cards too (Buka's Lookout Dolora Paal); its protection is off for all of Aqua's
    effects. An icon-ignoring effect that keeps PROTECTED (Impenetrable Fog) or lists it as an
    exception (Flitterflutter) switches nothing off."""
    st = vs("buka", active=A, phase="booster", element="fire", combat=(["Mekarthas the Shrewd"], []))
    st["p"][O]["combat"] = ["buka-22"]
    an = analyse(st)
    assert not an.protected("buka-22") and an.icons_ignored("buka-22") and "buka-22" in an.protection_off
    st2 = vs("buka", active=A, phase="booster", element="fire", combat=(["Kelp Leech"], []))
    st2["p"][O]["combat"] = ["buka-22"]
    assert analyse(st2).protected("buka-22")
    assert fx.switches_protection_off(CARDS[cid("Mekarthas the Shrewd")]["effect_spec"])
    assert not fx.switches_protection_off(CARDS["terrah-26"]["effect_spec"])
    assert not fx.switches_protection_off(CARDS[cid("Flitterflutter")]["effect_spec"])


def test_r_7_7_mekarthas_text_ignored_switches_nothing_off():
    """Section 18.13: a Mekarthas whose own text is ignored (the opponent's Tittertweet, priority
    1) switches no protection off."""
    st = vs("buka", active=A, phase="booster", element="fire", combat=(["Mekarthas the Shrewd"], []))
    st["p"][O]["combat"] = ["buka-22"]
    fx.CARD_SPECS["buka-22"] = dict(CARDS[cid("Tittertweet")]["effect_spec"])   # a protected Tittertweet
    try:
        an = analyse(dict(st))
        assert an.text_ignored(cid("Mekarthas the Shrewd")) and an.protected("buka-22")
    finally:
        del fx.CARD_SPECS["buka-22"]


# ============================================================================ Floods

def test_tc_15_floods_force_an_immediate_retreat():
    """TC-15 / R-13.7 / R-9.1 b: Aqua ends a turn with Torrential Flood and Tidal Flood active:
    the opponent retreats at once, Aqua attracts dragons per R-9.2 (six area cards: two), then
    the opponent starts a new turn with no fight in progress (R-9.2 step 4)."""
    st = vs("hoax", active=A, phase="character", element="fire", hands=(["Giant Octopus"], []),
            combat=(["Kelp Leech", "Electric Eel"], ["Wogarathoras the Gloomy"]), covered=(0, 0),
            support=(["Torrential Flood", "Tidal Flood", "Fire Swamp"], []), announced=(None, 5))
    st, ev = play(st, "Giant Octopus")
    r = of_type(ev, "retreat")[0]
    assert r["seat"] == O and r["winner"] == A and r["dragons"] == 2 and r["area_cards"] == 6
    t = types(ev)
    assert t.index("announce") < t.index("retreat") < t.index("clear_areas")
    assert _dragons(st, A) == 2
    assert st["fight"] is None and st["active"] == O and st["phase"] in ("engagement", "start", "leadership")
    assert has(st, {"type": "start_fight"}, O) or has(st, DECLINE, O) or st["phase"] != "engagement"


def test_r_4_8_flood_check_comes_after_the_other_end_texts():
    """R-4.8 / R-8.13 a: the Flood check comes last: another end-of-turn text (here Fire Swamp
    given Flare's "I may draw two cards" for the test) resolves before the retreat."""
    fx.CARD_SPECS[cid("Fire Swamp")] = dict(CARDS[cid("Flare")]["effect_spec"])
    try:
        st = vs("hoax", active=A, phase="character", element="fire", hands=(["Giant Octopus"], []),
                combat=(["Kelp Leech"], ["Wogarathoras the Gloomy"]), covered=(0, 0),
                support=(["Fire Swamp", "Torrential Flood", "Tidal Flood"], []), announced=(None, 5))
        st, ev = play(st, "Giant Octopus")
        assert st["pending"][-1]["kind"] == "draw" and not of_type(ev, "retreat")   # "I may draw two"
        st, ev = play(st, choose(True))
        t = types(ev)
        draws = [i for i, e in enumerate(ev) if e["type"] == "draw" and e["seat"] == A]
        assert draws and draws[0] < t.index("retreat") and of_type(ev, "retreat")[0]["seat"] == O
    finally:
        del fx.CARD_SPECS[cid("Fire Swamp")]


def test_r_13_7_floods_ignored_force_nothing():
    """R-13.7 with R-8.5: Flood texts ignored (the opponent's Flitterflutter ignores supports
    completely) force no retreat; and Floods work only at the end of their owner's turn."""
    st = vs("flit", active=A, phase="character", element="fire", hands=(["Giant Octopus"], []),
            combat=(["Kelp Leech"], ["Flitterflutter"]), support=(["Torrential Flood", "Tidal Flood"], []),
            announced=(None, 2))
    st, ev = play(st, "Giant Octopus")
    assert not of_type(ev, "retreat") and st["fight"] is not None
    st = vs("hoax", active=O, phase="character", element="fire", hands=([], ["Wogarathoras the Gloomy"]),
            combat=(["Kelp Leech"], ["Catusan"]), support=(["Torrential Flood", "Tidal Flood"], []), announced=(2, None))
    st, ev = play(st, "Wogarathoras the Gloomy")
    assert not of_type(ev, "retreat") and st["active"] == A and st["fight"] is not None


# ============================================================================ Irresistible Sirens

def _sirens_turn(phase="engagement", hand=("Ledinemras the Monk", "Athradysas the Seeker"), **kw):
    kw.setdefault("combat", (["Kelp Leech"], ["Wogarathoras the Gloomy"]))
    kw.setdefault("support", ([SIRENS], []))
    kw.setdefault("announced", (3, None))
    return vs("hoax", active=O, phase=phase, element="fire", hands=([], list(hand)), **kw)


def test_r_13_7_sirens_discard_in_leadership_then_retreat_no_extra_dragon():
    """R-13.7: the discard may be made at any moment up to the deadline, e.g. in the leadership
    phase before retreating: then no extra dragon (only the retreat's)."""
    st = _sirens_turn(phase="leadership", hand=("Athradysas the Seeker", "Trigger Brainstorm"))
    assert has(st, _duty(st, "Athradysas the Seeker"), O)
    st, _ = play(st, _duty(st, "Athradysas the Seeker"), P, RETREAT)
    assert _dragons(st, A) == 1
    assert cid("Athradysas the Seeker") in st["p"][O]["discard"]


def test_r_13_7_sirens_retreat_without_discard_extra_dragon():
    """R-13.7 / R-9.2 step 0: retreating earlier in that turn without the discard: the Sirens'
    owner attracts one dragon in addition to the retreat's dragon."""
    st = _sirens_turn()
    st, ev = play(st, RETREAT)
    assert _dragons(st, A) == 2
    t = types(ev)
    assert t.index("retreat") < t.index("dragon") and t.index("dragon") < t.index("clear_areas")


def test_r_13_7_sirens_deadline_end_of_booster_support_phase():
    """R-4.5.1 (a): unmet at the end of the booster/support phase: one dragon, before the
    "immediately after" texts; met in the booster phase: none; after the deadline the move is
    gone."""
    st = _sirens_turn(phase="booster", turn=BT, hand=("Athradysas the Seeker", "Tome of Wisdom"))
    assert has(st, _duty(st, "Athradysas the Seeker"), O)
    st2, _ev = play(st, P)
    assert _dragons(st2, A) == 1 and not _duty_moves(st2, O)
    st3, _ = play(st, _duty(st, "Athradysas the Seeker"), P)
    assert _dragons(st3, A) == 0


def test_r_13_7_sirens_no_character_in_hand_means_dragon():
    """R-13.7: a player without a character card cannot meet it: the owner attracts a dragon
    (the opponent's dragon goes back to the centre first, R-9.4)."""
    st = _sirens_turn(phase="booster", turn=BT, hand=("Tome of Wisdom",), dragons=(O, None, None))
    assert not _duty_moves(st, O)
    st, _ev = play(st, P)
    assert st["dragons"]["lika"] is None and _dragons(st, O) == 0


def test_r_8_13_g_sirens_offered_at_every_decision_point_until_met():
    """R-8.13 g: the discard is offered in the start, leadership, engagement, character and
    booster/support phases of the holder's turn (the engine stops there for it), once only."""
    st = _sirens_turn(phase="start",
                      hand=("Ledinemras the Monk", "Athradysas the Seeker"))
    seen = []
    for ph in ("start", "leadership", "engagement"):
        assert st["phase"] == ph and _duty_moves(st, O), ph
        seen.append(ph)
        st, _ = play(st, P if ph != "engagement" else CONTINUE)
    assert st["phase"] == "character" and _duty_moves(st, O)
    st, _ = play(st, _duty(st, "Athradysas the Seeker"))
    assert not _duty_moves(st, O) and st["phase"] == "character"
    assert "duty:" + cid(SIRENS) in st["turn"]["marks"]


def test_r_13_7_sirens_only_in_the_opponents_turn():
    """R-13.7: the duty exists in the opponent's turns only (not in the owner's own turn)."""
    st = vs("hoax", active=A, phase="character", element="fire", hands=(["Giant Octopus", "Kelp Leech"], []),
            combat=(["Yin"], ["Catusan"]), support=([SIRENS], []))
    assert not _duty_moves(st, A) and not [m for m in moves(st, A) if m["type"] == "discard"]


def test_r_13_7_sirens_wrong_card_is_illegal():
    """A discard of a non-character card, or without an open duty, is illegal (R-8.13)."""
    st = _sirens_turn(hand=("Athradysas the Seeker", "Tome of Wisdom"))
    bad = {"type": "discard", "source": cid(SIRENS), "cards": [cid("Tome of Wisdom")]}
    with pytest.raises(IllegalMove) as e:
        G.decide(st, O, bad, random.Random(0))
    assert e.value.rule == "R-8.13"
    st2 = vs("hoax", active=O, phase="engagement", element="fire", hands=([], ["Athradysas the Seeker"]),
             combat=(["Kelp Leech"], ["Catusan"]))
    with pytest.raises(IllegalMove):
        G.decide(st2, O, _duty(st2, "Athradysas the Seeker"), random.Random(0))


def test_r_13_7_sirens_ignored_imposes_nothing():
    """R-8.5: a Sirens whose text is ignored (the opponent's Flitterflutter) imposes no duty."""
    st = vs("flit", active=O, phase="engagement", element="fire", hands=([], ["Peckswift"]),
            combat=(["Kelp Leech"], ["Flitterflutter"]), support=([SIRENS], []), announced=(3, None))
    assert not _duty_moves(st, O)
    st, _ = play(st, RETREAT)
    assert _dragons(st, A) == 1


def test_r_9_6_sirens_dragon_can_win_the_game():
    """R-9.6 / R-11.2: the Sirens' attraction follows R-9.4 and can end the game."""
    st = _sirens_turn(phase="booster", turn=BT, hand=("Tome of Wisdom",), dragons=(A, A, A))
    st, _ev = play(st, P)
    assert st["over"] and st["result"]["winners"] == [A] and st["result"]["reason"] == "automatic_victory"


def test_r_13_7_flood_retreat_in_owners_turn_no_sirens_dragon():
    """A Flood retreat happens in Aqua's own turn: the Sirens duty (opponent's turns only)
    adds nothing (R-9.2 step 0 applies to the holder's own turn)."""
    st = vs("hoax", active=A, phase="character", element="fire", hands=(["Giant Octopus"], ["Catusan"]),
            combat=(["Kelp Leech"], ["Wogarathoras the Gloomy"]),
            support=(["Torrential Flood", "Tidal Flood", SIRENS], []), announced=(None, 5))
    st, ev = play(st, "Giant Octopus")
    assert of_type(ev, "retreat")[0]["dragons"] == 1 and _dragons(st, A) == 1


# ============================================================================ Yin and Yang

def test_section_18_8_yin_not_free_in_a_later_turn():
    """Section 18.8 default (NEXT_CARD_FREE_ONLY_IN_TURN_PLAYED): Yin played in an earlier turn
    gives nothing; with the [KJ] reading the first card of the later turn would be FREE."""
    assert aqua.NEXT_CARD_FREE_ONLY_IN_TURN_PLAYED is True
    st = vs("hoax", active=A, phase="character", element="fire", hands=(["Electric Eel", "Kelp Leech"], []),
            combat=(["Yin"], ["Catusan"]))
    st2, ev = play(st, "Electric Eel")
    assert "limit" not in of_type(ev, "play")[0]
    assert st2["phase"] != "character" or cid("Kelp Leech") not in {m.get("card") for m in moves(st2)}


def test_section_18_8_kj_reading_switch(monkeypatch):
    """The [KJ] reading behind the constant: the covering character is FREE."""
    monkeypatch.setattr(aqua, "NEXT_CARD_FREE_ONLY_IN_TURN_PLAYED", False)
    st = vs("hoax", active=A, phase="character", element="fire", hands=(["Electric Eel", "Kelp Leech"], []),
            combat=(["Yin"], ["Catusan"]))
    _st2, ev = play(st, "Electric Eel")
    assert of_type(ev, "play")[0]["limit"] == "free"


def test_r_6_2_yang_not_free_on_the_first_turn_for_a_booster():
    """R-6.2 / R-4.5 / section 18.1: "as if FREE" gives the FREE icon's freedom, no more: a
    booster after Yang on the first turn of a fight stays forbidden."""
    st = vs("hoax", active=A, phase="character", element=None, first=True, hands=(["Yang", "Aquatic Armor"], []),
            combat=([], ["Catusan"]))
    st, _ = play(st, "Yang")
    assert not has(st, {"type": "play", "card": cid("Aquatic Armor")})


# ---------------------------------------------------------------- section 18.1: the [KJ] ruling

def _first_turn(free_on_first_turn, hand):
    """Aqua starts a fight with Electric Eel; the table's option free_on_first_turn (R-4.5 /
    section 18.1) as the state carries it."""
    st = vs("hoax", active=A, phase="engagement", fight=False, hands=(["Electric Eel", *hand], []))
    if free_on_first_turn is not None:
        st["free_on_first_turn"] = free_on_first_turn
    st, _ = strict_play(st, START, "Electric Eel", P)
    assert st["fight"]["first"] and st["turn"]["characters"] == 1
    return st


@pytest.mark.parametrize("free_on_first_turn", [True, False, None])
def test_r_4_5_section_18_1_free_booster_and_support_on_the_first_turn(free_on_first_turn):
    """R-4.5 / section 18.1 (issue 30, item 16): with the [KJ] ruling chosen (option
    free_on_first_turn), the booster/support phase of a fight's first turn stops and FREE
    cards (Sudden Waterspout, a booster; Fire Swamp, a support) are played there, outside
    the limits (R-6.2), while a booster without FREE stays forbidden. By default (False, or
    a state without the key) the phase is skipped: no FREE card is offered."""
    st = _first_turn(free_on_first_turn, ["Sudden Waterspout", "Fire Swamp", "Kelp Leech", "Aquatic Armor"])
    if not free_on_first_turn:
        assert st["phase"] == "power"                      # skipped, nothing offered
        assert not [m for m in moves(st) if m["type"] == "play"]
        with pytest.raises(IllegalMove):
            G.decide(st, A, {"type": "play", "card": cid("Sudden Waterspout")}, random.Random(0))
        return
    assert st["phase"] == "booster"
    assert {m.get("card") for m in moves(st) if m["type"] == "play"} == set(ids("Sudden Waterspout", "Fire Swamp"))
    st, ev = strict_play(st, "Sudden Waterspout", "Fire Swamp")
    assert [e.get("limit") for e in of_type(ev, "play")] == ["free", "free"]
    assert st["p"][A]["combat"][-1] == cid("Sudden Waterspout") and st["p"][A]["support"] == ids("Fire Swamp")
    with pytest.raises(IllegalMove) as e:                  # no FREE icon: still
        G.decide(st, A, {"type": "play", "card": cid("Aquatic Armor")}, random.Random(0))
    assert e.value.rule == "R-4.5"
    st, ev = strict_play(st, P, announce("fire"))
    assert of_type(ev, "announce")[0]["power"] == 4 + 2 + 2


def test_r_4_5_section_18_1_the_phase_stops_whatever_the_hand_holds():
    """Fair play (issue 13) under the [KJ] ruling: on the first turn the booster/support phase
    stops for a player holding any card, as on later turns, so the feed does not tell
    whether he held a FREE one; ``pass`` ends it."""
    st = _first_turn(True, ["Kelp Leech"])
    assert st["phase"] == "booster" and moves(st) == [P]
    st, _ = strict_play(st, P)
    assert st["phase"] == "power"


def test_section_18_1_yang_as_if_free_follows_the_ruling():
    """R-6.2: "as if FREE" gives the FREE icon's freedom: under the [KJ] ruling a booster
    after Yang fits on the first turn of a fight (forbidden by default, test above)."""
    st = vs("hoax", active=A, phase="character", element=None, first=True, hands=(["Yang", "Aquatic Armor"], []),
            combat=([], ["Catusan"]))
    st["free_on_first_turn"] = True
    st, _ = strict_play(st, "Yang", P)
    assert st["phase"] == "booster"
    st, ev = strict_play(st, "Aquatic Armor")
    assert of_type(ev, "play")[0]["limit"] == "free"


def test_section_18_1_free_on_first_turn_is_a_table_option():
    """Section 18.1 [OPEN]: the table chooses the ruling (option free_on_first_turn,
    default false = both rulebooks, provisional); the state and every seat's view carry
    it, so the expert's determinized samples play by the same ruling. The basic game (Vulca
    against Hoax, no FREE booster or support) has no such option."""
    opt = {o["name"]: o for o in G.describe()["options"]}["free_on_first_turn"]
    assert opt["default"] is False and opt["kind"] == "bool" and opt["provisional"]
    for value in (False, True):
        cfg = G.make_config(2, {"decks": ["aqua", "hoax"], "free_on_first_turn": value})
        st = G.initial_state(cfg, random.Random(1))
        assert st["free_on_first_turn"] is value
        view = G.view(st, 0)
        assert view["free_on_first_turn"] is value
        assert G.determinize(view, 0, random.Random(2))["free_on_first_turn"] is value
    assert G.initial_state(G.make_config(2, {}), random.Random(1))["free_on_first_turn"] is False
    with pytest.raises(InvalidConfig):
        G.make_config(2, {"free_on_first_turn": "yes"})
    basic = GAMES[1]
    assert "free_on_first_turn" not in {o["name"] for o in basic.describe()["options"]}
    with pytest.raises(InvalidConfig):
        basic.make_config(2, {"free_on_first_turn": True})


def test_section_18_9_yang_ignored_gives_nothing():
    """R-8.5: Yang's text ignored (the opponent's Hank Highflyer Hawk ignores characters
    completely): no FREE next card."""
    st = vs("hoax", active=A, phase="character", element="fire", hands=(["Yang", "Electric Eel"], []),
            combat=([], ["Hank Highflyer Hawk"]))
    st, _ = play(st, "Yang")
    assert not has(st, {"type": "play", "card": cid("Electric Eel")})


# ============================================================================ the deck

def test_aqua_uses_the_mimix_rules_free_and_pair():
    """R-13.7 (Aqua uses the Mimix rules): FREE cards beyond the limits; any number of them."""
    st = vs("hoax", active=A, phase="booster", element="fire", turn=BT, combat=(["Kelp Leech"], []),
            hands=(["Sudden Waterspout", "Instant Undertow", "Fire Swamp", "Perilous Marsh", "Ravenous Razorjaw"], []))
    st, ev = play(st, "Ravenous Razorjaw", "Sudden Waterspout", "Instant Undertow", "Fire Swamp", "Perilous Marsh")
    assert [e.get("limit") for e in of_type(ev, "play")] == [None, "free", "free", "free", "free"]
