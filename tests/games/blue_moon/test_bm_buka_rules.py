"""Buka deck rules (spec R-13.8: ships, loading, landing, bluff cards, calling a bluff; limits
per section 18 q12, counts per q15, text loads per q18), TC-16 and TC-17, and the hidden
information of face-down bluff cards.

Seat 0 plays Buka, seat 1 Hoax (Flit / Mimix where a card of theirs is needed).
"""
from __future__ import annotations

import json
import random

import pytest

from games.base import IllegalMove
from games.blue_moon import ships
from games.blue_moon.cards import INFO, deck_card_ids
from games.blue_moon.decks import buka  # noqa: F401  (registers the Buka handlers)
from games.testing import play as play_game
from tests.games.blue_moon.bm_helpers import (G, P, CONTINUE, build, choose, cid, has, ids,
                                              moves, of_type, play, power)

B, H = 0, 1


def bb(people=("buka", "hoax"), **kw):
    return build(people=people, **kw)


def LAND(name):
    return {"type": "land", "ship": cid(name)}


def LOAD(card, ship):
    return {"type": "load", "card": cid(card), "ship": cid(ship)}


def BLUFF(card):
    return {"type": "bluff", "card": cid(card)}


def _decide_error(st, move, seat=None):
    seat = st["active"] if seat is None else seat
    with pytest.raises(IllegalMove) as e:
        G.decide(st, seat, move, random.Random(0))
    return e.value


# ----------------------------------------------------------------------------- ships

def test_r13_8_ship_played_in_leadership_phase_instead_of_a_leadership_card():
    """R-13.8 Ships: a ship goes into the ship area in the leadership phase; it takes the
    place of the leadership card (not both in one turn)."""
    st = bb(active=B, phase="leadership", element="fire", hands=(["Rising Sun", "Entreat Favor"], []),
            combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]))
    assert has(st, {"type": "play", "card": cid("Rising Sun")})
    st2, ev = play(st, "Rising Sun")
    assert st2["p"][B]["ships"] == [cid("Rising Sun")]
    assert st2["phase"] == "engagement"                # no leadership card may follow
    assert not has(st2, {"type": "play", "card": cid("Entreat Favor")})
    # the other way round: a leadership card blocks the ship
    st3 = bb(active=B, phase="leadership", element="fire", hands=(["Rising Sun", "Muster Reinforcements"], []),
             people=("buka", "hoax"))
    assert has(st3, {"type": "play", "card": cid("Rising Sun")})


def test_r13_8_ship_after_leadership_card_refused():
    """R-13.8: one ship *instead of* a leadership card: after a leadership card, no ship."""
    st = bb(active=B, phase="leadership", element="fire", hands=(["Rising Sun"], []), leadership=None,
            turn={"leadership": cid("Entreat Favor")}, leader_pile=(["Entreat Favor"], []))
    err = _decide_error(st, {"type": "play", "card": cid("Rising Sun")})
    assert err.rule == "R-4.2"


def test_r13_8_ship_not_stopped_by_leadership_prohibition_but_counted_by_brain_drain():
    """R-13.8 [KJ default]: Thirkomedas the Serene (no leadership cards) does not stop a ship;
    Brain Drain's one-card limit counts it."""
    st = bb(active=B, phase="leadership", element="fire", hands=(["Rising Sun", "Captain Su Cha"], []),
            combat=(["Commodore Lo Tan"], ["Thirkomedas the Serene"]))
    assert has(st, {"type": "play", "card": cid("Rising Sun")})
    st = bb(active=B, phase="leadership", element="fire", hands=(["Rising Sun", "Commodore Tai Marn"], []),
            combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]), support=([], ["Brain Drain"]))
    st_no_ship, _ = play(st, P)
    assert has(st_no_ship, CONTINUE)
    st, _ = play(st, "Rising Sun")
    assert st["phase"] == "engagement" and not has(st, CONTINUE)     # the ship was the one card


def test_r13_8_ships_stay_when_the_fight_ends():
    """R-13.8: ships (and their cargo) are not discarded when a fight ends."""
    st = bb(active=B, phase="engagement", element="fire", hands=(["Commodore Lo Tan"], []),
            combat=(["Cannoneer Riba Ko"], ["Wogarathoras the Gloomy"]), ships=(["Rising Sun"], []),
            cargo=({"Rising Sun": ["Captain Su Cha"]}, {}))
    st, ev = play(st, {"type": "retreat"})
    assert of_type(ev, "clear_areas")
    assert st["p"][B]["ships"] == [cid("Rising Sun")]
    assert st["p"][B]["cargo"][cid("Rising Sun")] == [cid("Captain Su Cha")]
    assert cid("Cannoneer Riba Ko") in st["p"][B]["discard"]


# ----------------------------------------------------------------------------- loading

def _booster_state(**kw):
    base = dict(active=B, phase="booster", element="earth", hands=(["Captain Su Cha", "Armory"], []),
                combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]), ships=(["Sea Falcon"], []),
                turn={"characters": 1, "chars": 1, "plays": 1})
    base.update(kw)
    return bb(**base)


def test_r13_8_loading_instead_of_a_support_play():
    """R-13.8 Loading: a hand card face up on an active ship; the loaded card is neither
    played nor active (power unchanged); it uses the turn's support play ([KJ] q12)."""
    st = _booster_state()
    assert has(st, LOAD("Captain Su Cha", "Sea Falcon"))
    before = power(st, B, "earth")
    st, ev = play(st, LOAD("Captain Su Cha", "Sea Falcon"))
    P_ = st["p"][B]
    assert P_["cargo"][cid("Sea Falcon")] == [cid("Captain Su Cha")]
    assert cid("Captain Su Cha") not in P_["hand"] and cid("Captain Su Cha") not in P_["combat"]
    assert power(st, B, "earth") == before == 5
    assert not of_type(ev, "play")
    # the support play is used: no Armory afterwards (the phase ended)
    assert of_type(ev, "announce") and cid("Armory") in st["p"][B]["hand"]


def test_r13_8_loading_respects_capacity():
    """R-13.8: a ship holds at most its printed capacity (Sea Falcon: 2)."""
    assert INFO[cid("Sea Falcon")].capacity == 2
    st = _booster_state(cargo=({"Sea Falcon": ["Cannoneer Qu Cha", "Cannoneer Tara Ko"]}, {}))
    assert not has(st, LOAD("Captain Su Cha", "Sea Falcon"))
    err = _decide_error(st, LOAD("Captain Su Cha", "Sea Falcon"))
    assert err.rule == "R-13.8"


def test_r13_8_loading_limits_first_turn_stop_and_prohibitions():
    """Section 18 q12 [KJ default]: loading counts as a support play: not on the first turn of
    a fight, not while the opponent forbids support cards (Thirkomedas the Serene); a
    leadership card cannot be loaded."""
    st = _booster_state(first=True)
    assert _decide_error(st, LOAD("Captain Su Cha", "Sea Falcon")).rule == "R-4.5"
    st = _booster_state(combat=(["Commodore Tai Marn"], ["Thirkomedas the Serene"]))
    assert _decide_error(st, LOAD("Captain Su Cha", "Sea Falcon")).rule == "R-8.6"
    st = _booster_state(turn={"characters": 1, "chars": 1, "plays": 1, "stop": True})
    assert _decide_error(st, LOAD("Captain Su Cha", "Sea Falcon")).rule == "R-6.7"
    st = _booster_state(hands=(["Entreat Favor", "Armory"], []))
    assert not any(m["type"] == "load" and m["card"] == cid("Entreat Favor") for m in moves(st))


def test_r13_8_load_with_additional_support_allowance():
    """q12: one more load per "additional support" allowance (Armory): support + load."""
    st = _booster_state(support=(["Armory"], []), hands=(["Captain Su Cha", "Duplicator of Fire"], []))
    st, _ = play(st, "Duplicator of Fire")
    assert st["phase"] == "booster" and has(st, LOAD("Captain Su Cha", "Sea Falcon"))


# ----------------------------------------------------------------------------- landing

def test_tc_17_landing_sea_devil():
    """TC-17: Fire fight, opponent 4. Buka lands Sea Devil with Commodore Tai Marn (4/5),
    Sailingmaster Boo Marn (4/2) and B.P. Mystery (3/3), plays all three from the ship (Buka
    characters from a landed ship are FREE; same-turn characters do not cover each other),
    nothing from the hand, discards Sea Devil before announcing, and announces 11 Fire."""
    cargo = ["Commodore Tai Marn", "Sailingmaster Boo Marn", "B.P. Mystery"]
    st = bb(active=B, phase="start", element="fire", hands=(["Captain Ariosa Paal", "Armory"], []),
            combat=(["Commodore Lo Tan"], ["Zedemikras the Brain"]), ships=(["Sea Devil"], []),
            cargo=({"Sea Devil": cargo}, {}), announced=(None, 4))
    st, ev = play(st, LAND("Sea Devil"))
    assert st["p"][B]["landed"] == [cid("Sea Devil")]
    st, ev = play(st, CONTINUE)
    assert not has(st, {"type": "play", "card": cid("Captain Ariosa Paal")})     # not from the hand
    st, ev = play(st, *cargo)
    assert all(e.get("from") == "ship" and e.get("limit") == "free" for e in of_type(ev, "play"))
    assert all(e.get("cover") is (i == 0) for i, e in enumerate(of_type(ev, "play")))
    discards = [e for e in of_type(ev, "discard") if e.get("from") == "ship"]
    assert discards and cid("Sea Devil") in discards[0]["cards"]
    ann = [e for e in of_type(ev, "announce") if e["seat"] == B]
    assert ann and ann[0]["power"] == 11
    assert cid("Sea Devil") in st["p"][B]["discard"] and not st["p"][B]["landed"]


def test_r13_8_landing_forbids_hand_plays_but_not_leadership():
    """R-13.8 [KJ]: after landing, no character/booster/support from the hand this turn;
    leadership cards may still be played from the hand."""
    st = bb(active=B, phase="start", element="fire", hands=(["Entreat Favor", "Commodore Lo Tan"], []),
            combat=(["Cannoneer Riba Ko"], ["Zedemikras the Brain"]), ships=(["Rising Sun"], []),
            cargo=({"Rising Sun": ["Captain Su Cha"]}, {}))
    st, _ = play(st, LAND("Rising Sun"))
    assert st["phase"] == "leadership" and has(st, {"type": "play", "card": cid("Entreat Favor")})
    st, _ = play(st, P, CONTINUE)
    assert has(st, {"type": "play", "card": cid("Captain Su Cha")})
    err = _decide_error(st, {"type": "play", "card": cid("Commodore Lo Tan")})
    assert err.rule == "R-13.8"


def test_r13_8_cards_left_on_a_landed_ship_are_discarded_before_the_announcement():
    """R-13.8: the landed ship is discarded with the cards left on it before announcing."""
    st = bb(active=B, phase="start", element="earth", hands=([], []),
            combat=(["Cannoneer Riba Ko"], ["Helkomedes the Rhetorician"]), ships=(["Rising Sun"], []),
            cargo=({"Rising Sun": ["Commodore Tai Marn", "Armory"]}, {}))
    st, _ = play(st, LAND("Rising Sun"), CONTINUE, "Commodore Tai Marn", P)
    if st["phase"] == "booster":
        st, _ = play(st, P)
    P_ = st["p"][B]
    assert cid("Armory") in P_["discard"] and cid("Rising Sun") in P_["discard"]
    assert not P_["landed"] and cid("Rising Sun") not in P_["cargo"]


def test_r13_8_landed_buka_character_from_ship_counts_as_free():
    """R-13.8: a Buka character from a landed ship has the FREE icon: after one counted
    character (from the ship via FREE anyway) more may follow."""
    st = bb(active=B, phase="character", element="earth", hands=([], []),
            combat=([], ["Helkomedes the Rhetorician"]), landed=(["Rising Sun"], []),
            cargo=({"Rising Sun": ["Cannoneer Qu Cha", "Cannoneer Alo Cha"]}, {}),
            turn={"landed": [cid("Rising Sun")]})
    st, ev = play(st, "Cannoneer Qu Cha", "Cannoneer Alo Cha")
    assert [e.get("limit") for e in of_type(ev, "play")] == ["free", "free"]
    assert power(st, B, "earth") == 8


# ----------------------------------------------------------------------------- bluff cards

def _bluff_state(**kw):
    base = dict(active=B, phase="booster", element="earth", hands=(["Cannoneer Qu Cha", "Armory"], []),
                combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
                support=([], ["Tome of Wisdom"]), turn={"characters": 1, "chars": 1, "plays": 1})
    base.update(kw)
    return bb(**base)


def test_r13_8_bluff_card_is_a_support_with_two_in_the_contested_element():
    """R-13.8 Bluff cards: face down into the support area as the turn's support play; a
    support with 2 in the contested element and 0 in the other (values follow a switch)."""
    st = _bluff_state()
    st, ev = play(st, BLUFF("Cannoneer Qu Cha"))
    assert st["p"][B]["bluff"] == [cid("Cannoneer Qu Cha")]
    assert power(st, B, "earth") == 5 + 2
    assert power(st, B, "fire") == 4 + 0
    assert st["turn"]["supports"] == 1
    sw = dict(st, fight=dict(st["fight"], element="fire"))
    assert power(sw, B, "fire") == 4 + 2 and power(sw, B, "earth") == 5


def test_r13_8_bluff_limits_and_flitterflutter():
    """q12: a bluff is a support play (not on the first turn, not under Thirkomedas); no bluff
    while the opponent ignores support values (Flitterflutter); only cards with a bluff icon."""
    assert _decide_error(_bluff_state(first=True), BLUFF("Cannoneer Qu Cha")).rule == "R-4.5"
    st = _bluff_state(combat=(["Commodore Tai Marn"], ["Thirkomedas the Serene"]))
    assert _decide_error(st, BLUFF("Cannoneer Qu Cha")).rule == "R-8.6"
    st = _bluff_state(people=("buka", "flit"), combat=(["Commodore Tai Marn"], ["Flitterflutter"]), support=([], []))
    assert not any(m["type"] == "bluff" for m in moves(st))
    assert _decide_error(st, BLUFF("Cannoneer Qu Cha")).rule == "R-13.8"
    st = _bluff_state(hands=(["Commodore Lo Tan", "Armory"], []))
    assert not any(m["type"] == "bluff" for m in moves(st))


def test_r13_8_bluff_stays_active_and_owner_may_discard_it_in_start_phase():
    """R-13.8: a bluff card stays active across turns until discarded; its owner may discard
    it in his start phase (face up into the discard pile)."""
    st = bb(active=B, phase="start", element="earth", combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
            bluff=(["Cannoneer Qu Cha"], []), hands=(["Captain Su Cha"], []))
    assert power(st, B, "earth") == 7
    assert has(st, {"type": "discard_bluff", "card": cid("Cannoneer Qu Cha")})
    st, ev = play(st, {"type": "discard_bluff", "card": cid("Cannoneer Qu Cha")})
    assert cid("Cannoneer Qu Cha") in st["p"][B]["discard"] and not st["p"][B]["bluff"]
    assert power(st, B, "earth") == 5


def test_r16_3_bluff_not_counted_for_the_second_dragon():
    """R-13.8 / R-16.3: bluff cards do not count toward the six cards for a second dragon."""
    st = bb(active=H, phase="engagement", element="earth",
            combat=(["Commodore Tai Marn", "Commodore Lo Tan", "Captain Su Cha", "Captain Ariosa Paal"],
                    ["Helkomedes the Rhetorician"]), covered=(3, 0),
            support=(["Armory"], []), bluff=(["Cannoneer Qu Cha"], []))
    st, ev = play(st, {"type": "retreat"})
    assert of_type(ev, "retreat")[0]["dragons"] == 1
    st2 = bb(active=H, phase="engagement", element="earth",
             combat=(["Commodore Tai Marn", "Commodore Lo Tan", "Captain Su Cha", "Captain Ariosa Paal"],
                     ["Helkomedes the Rhetorician"]), covered=(3, 0),
             support=(["Armory", "Duplicator of Fire"], []))
    st2, ev2 = play(st2, {"type": "retreat"})
    assert of_type(ev2, "retreat")[0]["dragons"] == 2


def test_q15_bluff_counts_in_other_counts():
    """Section 18 q15 default: a bluff card counts as an active support-area card in counts
    other than the second-dragon count: Neth-sur-Pot (Mimix) needs three active cards in
    the Buka player's combat and support areas; Tai Marn + Armory + one bluff card = 3."""
    kw = dict(active=H, phase="character", element="earth", people=("buka", "mimix"),
              hands=([], ["Neth-sur-Pot"]), combat=(["Commodore Tai Marn"], ["Wild Gazelle"]),
              support=(["Armory"], []), starter=B)
    st = bb(bluff=(["Cannoneer Qu Cha"], []), **kw)
    assert has(st, {"type": "play", "card": cid("Neth-sur-Pot")})
    st = bb(**kw)
    assert not has(st, {"type": "play", "card": cid("Neth-sur-Pot")})


def test_r13_8_bluff_discarded_when_the_fight_ends():
    """R-13.8: bluff cards are support cards: discarded with the areas (R-9.2 step 2)."""
    st = bb(active=B, phase="engagement", element="earth", hands=(["Commodore Lo Tan"], []),
            combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]), bluff=(["Cannoneer Qu Cha"], []))
    st, ev = play(st, {"type": "retreat"})
    assert cid("Cannoneer Qu Cha") in st["p"][B]["discard"] and not st["p"][B]["bluff"]


# ----------------------------------------------------------------------------- calling a bluff

def _call_state(bluffs, element="earth", **kw):
    base = dict(active=B, phase="booster", element=element, hands=(["Armory"], []),
                combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
                bluff=(bluffs, []), turn={"characters": 1, "chars": 1, "plays": 1}, announced=(None, 3))
    base.update(kw)
    return bb(**base)


def test_tc_16_bluff_called_not_all_match():
    """TC-16: Earth fight; Buka announces with Cannoneer Qu Cha (earth bluff) and Captain Su
    Cha (neutral bluff) face down; the opponent calls: not all match -> the caller attracts a
    dragon and Buka retreats at once (then the normal retreat dragon)."""
    st = _call_state(["Cannoneer Qu Cha", "Captain Su Cha"], turn={"characters": 1, "chars": 1, "plays": 1, "supports": 1})
    st, ev = play(st, P)
    assert [e for e in of_type(ev, "announce") if e["seat"] == B][0]["power"] == 5 + 4
    assert st["pending"][-1]["kind"] == "call_bluff" and G.to_act(st) == [H]
    st, ev = play(st, choose(True))
    rev = of_type(ev, "reveal_bluff")[0]
    assert sorted(rev["cards"]) == sorted(ids("Cannoneer Qu Cha", "Captain Su Cha"))
    assert of_type(ev, "retreat")[0]["seat"] == B
    assert sum(1 for v in st["dragons"].values() if v == H) == 2      # call + retreat
    assert st["fight"] is None


def test_tc_16_bluff_called_all_match():
    """TC-16 second half: two earth bluffs in an Earth fight: Buka attracts a dragon, discards
    both; his announcement stands and the opponent must match his total without them."""
    st = _call_state(["Cannoneer Qu Cha", "Cannoneer Alo Cha"], turn={"characters": 1, "chars": 1, "plays": 1, "supports": 1})
    st, ev = play(st, P)
    st, ev = play(st, choose(True))
    assert sum(1 for v in st["dragons"].values() if v == B) == 1
    assert not of_type(ev, "retreat") and st["fight"] is not None
    assert set(ids("Cannoneer Qu Cha", "Cannoneer Alo Cha")) <= set(st["p"][B]["discard"])
    assert st["fight"]["announced"][B] == 9 and power(st, B, "earth") == 5
    assert st["active"] == H


def test_r13_8_call_declined_and_not_offered_without_bluff():
    """R-13.8: the opponent may decline to call; no call without an active bluff card."""
    st = _call_state(["Cannoneer Qu Cha"], turn={"characters": 1, "chars": 1, "plays": 1, "supports": 1})
    st, ev = play(st, P, choose(False))
    assert not of_type(ev, "reveal_bluff") and st["p"][B]["bluff"] == [cid("Cannoneer Qu Cha")]
    st = _call_state([])
    st, ev = play(st, P)
    assert not any(e["decision"]["kind"] == "call_bluff" for e in of_type(ev, "pending"))


def test_r13_8_fire_bluff_in_earth_fight_fails():
    """R-13.8: a bluff icon of the other element's colour does not match."""
    st = _call_state(["Cannoneer Tara Ko"], turn={"characters": 1, "chars": 1, "plays": 1, "supports": 1})
    st, ev = play(st, P, choose(True))
    assert of_type(ev, "retreat") and of_type(ev, "retreat")[0]["seat"] == B


def test_r13_8_ignored_bluff_icons_never_match():
    """R-13.8: if the bluff icons are ignored (Flitterflutter ignores the opponent's support
    cards completely), the call succeeds even with matching colours."""
    st = _call_state(["Cannoneer Qu Cha"], people=("buka", "flit"), combat=(["Commodore Tai Marn"], ["Flitterflutter"]),
                     turn={"characters": 1, "chars": 1, "plays": 1, "supports": 1}, announced=(None, 2))
    assert power(st, B, "earth") == 5                  # values ignored too
    st, ev = play(st, P, choose(True))
    assert of_type(ev, "retreat")[0]["seat"] == B


# ----------------------------------------------------------------------------- hidden information

def _hidden_from(state, seat):
    """Card ids ``seat`` may not see: other hands, every draw deck, other face-down bluffs."""
    hidden = set()
    for s in (0, 1):
        if s != seat:
            hidden |= set(state["p"][s]["hand"]) | set(state["p"][s].get("bluff", ()))
        hidden |= set(state["p"][s]["deck"])
    return hidden


ALL = {c for d in ("buka", "hoax", "vulca", "mimix", "flit")
       for c in [deck_card_ids(d)[0]] + deck_card_ids(d)[1]}


def _ids_in(obj):
    text = json.dumps(obj)
    return {c for c in ALL if f'"{c}"' in text}


def _redeal(state, other, rng):
    """Exchange the hidden cards of ``other`` between hand, deck and face-down bluff cards
    (counts per zone unchanged; the bluff zone gets cards with a bluff icon of any colour,
    so the swap keeps the state legal)."""
    P_ = state["p"][other]
    pool = P_["hand"] + P_["deck"] + P_.get("bluff", [])
    rng.shuffle(pool)
    nb = len(P_.get("bluff", []))
    bl = [c for c in pool if INFO[c].bluff is not None][:nb]
    if len(bl) < nb:
        return None
    rest = [c for c in pool if c not in bl]
    nh = len(P_["hand"])
    P2 = dict(P_, hand=sorted(rest[:nh]), deck=sorted(rest[nh:]), bluff=bl)
    ps = list(state["p"])
    ps[other] = P2
    return dict(state, p=ps)


def test_hidden_information_bluff_cards_never_leak():
    """R-13.8 / R-1.5: a face-down bluff card (identity and icon colour) never appears in the
    opponent's or a spectator's view or event view until a call reveals it; re-dealing what a
    seat cannot see (hands, decks, face-down bluffs) does not change its view. Ship cargo is
    face up and public."""
    rng = random.Random(3)
    others = ["hoax", "vulca", "mimix", "flit"]
    seen_bluff = 0
    for i in range(12):
        o = others[i % 4]
        decks = ["buka", o] if i % 2 == 0 else [o, "buka"]
        config = G.make_config(2, {"edition": ("legends", "original")[i // 2 % 2], "decks": decks})
        prev = {"state": G.initial_state(config, random.Random(60_000 + i))}

        def on_step(state, seat, move, events, prev=prev):
            nonlocal seen_bluff
            before = prev["state"]
            for viewer in (0, 1, None):
                hidden = _hidden_from(state, viewer)
                v = G.view(state, viewer)
                assert not (_ids_in(v) & hidden), "a view shows a hidden card"
                hidden_both = hidden & _hidden_from(before, viewer)
                hidden_both -= {c for e in events if e.get("revealed") for c in e.get("cards", ())}
                for e in events:
                    if e["type"] == "bluff" and viewer != e["seat"]:
                        seen_bluff += 1
                        assert "card" not in G.event_view(e, viewer)
                    assert not (_ids_in(G.event_view(e, viewer)) & hidden_both), f"event {e['type']} leaks"
                alt = state
                for o2 in ([1 - viewer] if viewer is not None else [0, 1]):
                    alt = _redeal(alt, o2, rng) or alt
                assert G.view(alt, viewer) == v
            prev["state"] = state

        play_game(G, config, 60_000 + i, on_step=on_step)
    assert seen_bluff > 0, "no bluff was played in the sample"


def test_own_bluff_cards_visible_to_owner_and_count_to_others():
    """The owner sees his bluff cards in his view; the opponent sees only their number."""
    st = bb(active=B, phase="start", element="earth", combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
            bluff=(["Cannoneer Qu Cha"], []))
    own = G.view(st, B)["players"][B]
    opp = G.view(st, H)["players"][B]
    assert own["bluff"] == [cid("Cannoneer Qu Cha")] and own["bluff_count"] == 1
    assert opp["bluff"] is None and opp["bluff_count"] == 1
    assert cid("Cannoneer Qu Cha") not in json.dumps(G.view(st, H))
    ev = {"type": "bluff", "seat": B, "card": cid("Cannoneer Qu Cha")}
    assert G.event_view(ev, H) == {"type": "bluff", "seat": B} and G.event_view(ev, B) == ev


def test_ship_cargo_is_public():
    """R-13.8: cargo is loaded face up: both seats see it (view and load events)."""
    st = bb(active=B, phase="start", element="earth", combat=(["Commodore Tai Marn"], ["Helkomedes the Rhetorician"]),
            ships=(["Rising Sun"], []), cargo=({"Rising Sun": ["Captain Su Cha"]}, {}))
    assert G.view(st, H)["players"][B]["cargo"] == {cid("Rising Sun"): [cid("Captain Su Cha")]}
    ev = {"type": "load", "seat": B, "card": cid("Captain Su Cha"), "ship": cid("Rising Sun")}
    assert G.event_view(ev, H) == ev


def test_constants_named():
    """Defaults of the open points are named constants (report)."""
    assert ships.LOAD_AND_BLUFF_COUNT_AS_SUPPORT_PLAY and not ships.TEXT_LOADS_USE_ALLOWANCE
    assert ships.BLUFF_VALUE == 2 and ships.BLUFF_COUNTS_OUTSIDE_RETREAT


def test_calling_a_bluff_reveals_hidden_information():
    """The call's events turn hidden cards face up: ``reveals`` is true for them (undo never
    crosses them; a dry run does not show them)."""
    st = _call_state(["Cannoneer Qu Cha"], turn={"characters": 1, "chars": 1, "plays": 1, "supports": 1})
    st, ev = play(st, P)
    st, ev = play(st, choose(True))
    rev = of_type(ev, "reveal_bluff")
    assert rev and G.reveals(rev[0]) and rev[0]["revealed"]
    assert all(G.reveals(e) for e in ev[ev.index(rev[0]):] if e.get("bluff_call"))
    assert of_type(ev, "dragon") and all(G.reveals(e) for e in of_type(ev, "dragon"))


def test_r13_8_single_target_discard_picks_a_bluff_card_by_position():
    """R-13.8: a bluff card is an active support card: Cinder (Vulca, "discard one of your
    active booster/support cards") may pick it, by its position (its id stays hidden from the
    chooser); Cast Cataclysm ("all your active support cards") takes bluff cards too."""
    kw = dict(active=1, phase="character", element="earth", people=("buka", "vulca"), starter=B,
              combat=(["Commodore Tai Marn"], []), support=(["Armory"], []),
              bluff=(["Cannoneer Qu Cha"], []))
    st = bb(hands=([], ["Cinder"]), **kw)
    st, ev = play(st, "Cinder")
    opts = [m["choice"] for m in moves(st, 1)]
    assert sorted(opts, key=str) == sorted([cid("Armory"), 0, None], key=str)
    assert cid("Cannoneer Qu Cha") not in json.dumps(G.legal_moves(st, 1))
    st1, ev = play(st, {"type": "choose", "choice": 0})
    assert not st1["p"][B]["bluff"] and cid("Cannoneer Qu Cha") in st1["p"][B]["discard"]
    st = bb(hands=([], ["Cast Cataclysm"]), phase="leadership", **{k: v for k, v in kw.items() if k != "phase"})
    st, ev = play(st, "Cast Cataclysm", choose(True))
    assert not st["p"][B]["bluff"] and not st["p"][B]["support"]
