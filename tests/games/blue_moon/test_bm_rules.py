"""Rules of the basic game by rule id (spec §2-§11) that the card and TC tests do not cover."""
from __future__ import annotations

import random

import pytest

from games.base import InvalidConfig, IllegalMove, MalformedMove, NotYourTurn
from games.blue_moon.cards import deck_card_ids
from tests.games.blue_moon.bm_helpers import (CONTINUE, DECLINE, H, P, RETREAT, START, V, G, build, choose,
                                              cid, has, moves, of_type, play, power)


def fresh(seed=0, **options):
    return G.initial_state(G.make_config(2, options), random.Random(seed))


# ----------------------------------------------------------------------------- §2 setup
def test_R2_setup_leader_aside_thirty_cards_six_in_hand():
    """R-2.1, R-2.2, R-2.4: dragons in the centre, leader aside, 6 in hand, 24 in the deck."""
    st = fresh(3)
    assert st["dragons"] == {"lika": None, "doran": None, "sesha": None}
    for s, deck in enumerate(("vulca", "hoax")):
        leader, cards = deck_card_ids(deck)
        P_ = st["p"][s]
        assert P_["leader"] == leader
        assert len(P_["hand"]) == 6 and len(P_["deck"]) == 24
        assert sorted(P_["hand"] + P_["deck"]) == sorted(cards)
        assert P_["deck"] == sorted(P_["deck"])              # a multiset: no hidden order kept


def test_R2_3_random_starting_player_and_override():
    """R-2.3: random starting player by default (both occur), overridable by option."""
    starters = {fresh(seed)["active"] for seed in range(30)}
    assert starters == {0, 1}
    assert {fresh(seed, first_player=1)["active"] for seed in range(5)} == {1}
    assert fresh(0)["fight"] is None


def test_config_decks_and_players():
    """R-1.1 exactly two players; only enabled decks (decks.SUPPORTED); mirror matches allowed
    (the issue's 81 pairings); edition default (§15)."""
    cfg = G.make_config(2, {})
    assert cfg["edition"] == "legends" and cfg["decks"] == ["vulca", "hoax"]
    assert G.make_config(2, {"decks": ["hoax", "vulca"], "edition": "original"})["decks"] == ["hoax", "vulca"]
    with pytest.raises(InvalidConfig) as e:
        G.make_config(2, {"decks": ["vulca", "dwarves"]})
    assert "dwarves" in str(e.value) and "supported" in str(e.value)
    assert G.make_config(2, {"decks": ["mimix", "hoax"]})["decks"] == ["mimix", "hoax"]
    assert G.make_config(2, {"decks": ["vulca", "vulca"]})["decks"] == ["vulca", "vulca"]
    with pytest.raises(InvalidConfig):
        G.make_config(2, {"decks": ["vulca"]})
    with pytest.raises(InvalidConfig):
        G.make_config(3, {})
    with pytest.raises(InvalidConfig):
        G.make_config(2, {"edition": "deluxe"})


def test_seat_order_of_decks():
    """Option decks is in seat order: Hoax in seat 0."""
    st = fresh(1, decks=["hoax", "vulca"])
    assert st["p"][0]["leader"] == cid("Xelethotiras")


# ----------------------------------------------------------------------------- §4 turn
def test_R4_2_one_leadership_card_per_turn():
    """R-4.2: at most one leadership card per turn."""
    st = build(active=H, phase="leadership", element="fire", combat=(["Torch"], ["Catusan"]),
               hands=([], ["Trigger Brainstorm", "Enthrall Opposition", "Wogarathoras the Gloomy"]))
    st, _ = play(st, "Trigger Brainstorm")
    assert st["phase"] == "engagement"
    st2 = dict(st, phase="leadership")
    with pytest.raises(IllegalMove) as e:
        G.decide(st2, H, {"type": "play", "card": cid("Enthrall Opposition")}, random.Random(0))
    assert e.value.rule == "R-4.2"


def test_R4_3_continue_only_if_a_legal_completion_exists():
    """R-4.3, R-4.3.1: against 8 Fire a hand of weak cards offers only retreat; continue is
    rejected with R-4.3."""
    st = build(active=H, phase="engagement", element="fire", combat=(["Flamebreath the Dazzling"], []),
               support=(["Flickering Fires"], []), hands=([], ["Helkomedes the Rhetorician", "Trebuchet of Fear"]))
    assert moves(st, H) == [RETREAT]
    with pytest.raises(IllegalMove) as e:
        G.decide(st, H, CONTINUE, random.Random(0))
    assert e.value.rule == "R-4.3"


def test_R4_3_continue_offered_when_a_booster_completes():
    """R-4.3.1: the completion may need a booster; the character list only offers
    characters that can still reach the total."""
    st = build(active=H, phase="engagement", element="fire", combat=(["Spark"], []),
               hands=([], ["Vetraskedas the Sceptic", "Helkomedes the Rhetorician", "Battling Boomerang"]))
    assert power(st, V) == 4
    st, _ = play(st, CONTINUE)
    assert {m["card"] for m in moves(st, H)} == {cid("Vetraskedas the Sceptic")}        # 3 + 2 >= 4; 1 + 2 < 4
    st, _ = play(st, "Vetraskedas the Sceptic")
    assert moves(st, H) == [{"type": "play", "card": cid("Battling Boomerang")}]      # pass would be illegal


def test_R4_3_no_retreat_after_continuing():
    """R-4.3 [ACB]: a player who continues may not retreat later in the turn."""
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []), hands=([], ["Catusan"]))
    with pytest.raises(IllegalMove):
        G.decide(st, H, RETREAT, random.Random(0))


def test_R4_3_1_forced_retreat_when_power_phase_is_unreachable():
    """R-4.3.1 fallback: reaching the power phase unable to announce forces a retreat."""
    st = build(active=H, phase="character", element="fire", combat=(["Flamebreath the Dazzling"], []),
               hands=([], ["Catusan"]))
    st, _ = play(st, "Catusan")
    assert st["phase"] == "power" and moves(st, H) == [RETREAT]
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["winner"] == V


def test_R4_4_and_R6_8_one_character_covers_the_active_cards():
    """R-4.4, R-6.8: the new character covers every active combat card (booster included)."""
    st = build(active=V, phase="character", element="fire", combat=(["Torch", "Fireblast"], []),
               hands=(["Spark", "Sear"], []))
    assert power(st, V) == 4
    st, _ = play(st, "Spark")
    assert st["p"][V]["covered"] == 2 and power(st, V, "fire") == 4
    assert not any(m.get("card") == cid("Sear") for m in moves(st, V))


def test_R4_6_ties_suffice_and_lower_does_not():
    """R-4.6: the total must be at least the opponent's; a tie suffices."""
    st = build(active=H, phase="engagement", element="fire", combat=(["Spark"], []),
               hands=([], ["Zedemikras the Brain"]))
    assert has(st, CONTINUE, H)
    st = build(active=H, phase="engagement", element="fire", combat=(["Volca"], []),
               hands=([], ["Zedemikras the Brain"]))
    assert not has(st, CONTINUE, H)


def test_R4_7_rest_phase_draws_up_to_six_only():
    """R-4.7: draw up to six; with six or more, nothing; an empty deck just stops."""
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []),
               hands=([], ["Catusan", "Tome of Wisdom", "Trebuchet of Fear"]))
    st, ev = play(st, "Catusan", P)
    assert len(st["p"][H]["hand"]) == 6 and len(of_type(ev, "draw")[0]["cards"]) == 4
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []),
               hands=([], ["Catusan", "Tome of Wisdom", "Trebuchet of Fear"]), decks=([], ["Vetraskedas the Sceptic"]))
    st, ev = play(st, "Catusan", P)
    assert st["p"][H]["hand"] == sorted([cid("Tome of Wisdom"), cid("Trebuchet of Fear"), cid("Vetraskedas the Sceptic")])
    hand7 = ["Catusan", "Tome of Wisdom", "Trebuchet of Fear", "Ballista of Confusion", "Homing Missiles",
             "Vetraskedas the Sceptic", "Nirwadas the Traveler", "Penemikanas the Paranoid", "Brain Drain"]
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []), hands=([], hand7))
    st, ev = play(st, "Catusan", P)
    assert not of_type(ev, "draw")                             # 8 cards left: no draw


def test_R4_8_turn_passes_and_leadership_becomes_inactive():
    """R-4.8: the leadership card stops being active when the turn ends."""
    st = build(active=H, phase="leadership", element="fire", combat=(["Spark", "Volcanic Gauntlets"], ["Catusan"]),
               hands=([], ["Enthrall Opposition", "Zedemikras the Brain"]))
    st, _ = play(st, "Enthrall Opposition", CONTINUE, "Zedemikras the Brain")
    assert st["active"] == V and st["turn"]["leadership"] is None
    assert cid("Enthrall Opposition") in st["p"][H]["leader_pile"]


def test_R5_2_power_is_live():
    """R-5.2: totals change as soon as cards leave (Cinder discards a support)."""
    st = build(active=V, phase="character", element="fire", combat=(["Torch"], ["Catusan"]),
               support=([], ["Tome of Wisdom"]), hands=(["Cinder"], []))
    assert power(st, H) == 4
    st, _ = play(st, "Cinder", choose("Tome of Wisdom"))
    assert power(st, H, "fire") == 1


def test_R6_1_one_booster_or_one_support():
    """R-6.1: one booster *or* one support card per turn."""
    st = build(active=V, phase="booster", element="fire", combat=(["Spark"], []),
               hands=(["Fireblast", "Lightning Bolts"], []), turn={"characters": 1, "plays": 1})
    st, _ = play(st, "Fireblast")
    assert st["active"] == H
    assert cid("Lightning Bolts") in st["p"][V]["hand"]
    st = build(active=V, phase="booster", element="fire", combat=(["Spark", "Fireblast"], []), covered=(0, 0),
               hands=(["Lightning Bolts"], []), turn={"characters": 1, "plays": 2, "boosters": 1})
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, {"type": "play", "card": cid("Lightning Bolts")}, random.Random(0))
    assert e.value.rule == "R-6.1"


# ----------------------------------------------------------------------------- §9 retreat
def test_R9_2_retreat_one_dragon_discard_areas_draw_winner_first():
    """R-9.2: one dragon with fewer than six cards; both areas discarded; both draw to six,
    winner first; the retreating player begins a new turn with no fight."""
    st = build(active=V, phase="engagement", element="fire", combat=(["Torch"], ["Catusan", "Battling Boomerang"]),
               support=(["Lightning Bolts"], ["Tome of Wisdom"]),
               hands=(["Spark"], ["Zedemikras the Brain"]))
    st, ev = play(st, RETREAT)
    assert of_type(ev, "retreat")[0]["dragons"] == 1
    draws = of_type(ev, "draw")
    assert [d["seat"] for d in draws] == [H, V]
    assert sorted(st["p"][H]["discard"]) == sorted([cid("Catusan"), cid("Battling Boomerang"), cid("Tome of Wisdom")])
    assert st["active"] == V and st["fight"] is None


def test_R9_4_and_R9_5_dragons_come_back_before_being_won():
    """R-9.4, R-9.5: the opponent's dragons return to the centre first; only one side has dragons."""
    st = build(active=V, phase="engagement", element="fire", dragons=(V, V, None),
               combat=(["Torch"], ["Catusan", "Tome of Wisdom", "Trebuchet of Fear", "Ballista of Confusion",
                                   "Homing Missiles", "Battling Boomerang"]))
    st, ev = play(st, RETREAT)
    assert [e["to"] for e in of_type(ev, "dragon")] == [None, None]
    assert set(st["dragons"].values()) == {None}


# ----------------------------------------------------------------------------- §10/§11
def test_R10_4_declining_the_last_cards_ends_the_game():
    """R-10.4, R-11.1 c, R-11.4: declining with the last card ends the game; with no dragons
    the player who ran out first loses."""
    st = build(active=V, phase="engagement", fight=False, hands=(["Fireblast"], ["Catusan"]),
               decks=([], ["Tome of Wisdom"]))
    st, ev = play(st, DECLINE, choose("Fireblast"))
    assert G.is_over(st)
    assert G.result(st)["winners"] == [H] and G.result(st)["crystals"] == [0, 1]


def test_R11_4_winner_is_the_dragon_holder():
    """R-11.4, R-11.5: the player with dragons wins, 1 + dragons crystals."""
    st = build(active=V, phase="engagement", fight=False, dragons=(V, V, None), hands=(["Fireblast"], ["Catusan"]),
               decks=([], ["Tome of Wisdom"]))
    st, ev = play(st, DECLINE, choose("Fireblast"))
    assert G.result(st)["winners"] == [V] and G.result(st)["crystals"] == [3, 0]
    assert G.result(st)["ranking"][0] == {"seat": V, "place": 1, "crystals": 3, "dragons": 2}


# ----------------------------------------------------------------------------- contract
def test_errors_malformed_not_your_turn():
    st = build(active=V, phase="engagement", fight=False, hands=(["Spark"], ["Catusan"]))
    with pytest.raises(MalformedMove):
        G.decide(st, V, {"type": "dance"}, random.Random(0))
    with pytest.raises(MalformedMove):
        G.decide(st, V, {"type": "play"}, random.Random(0))
    with pytest.raises(NotYourTurn):
        G.decide(st, H, START, random.Random(0))
    with pytest.raises(IllegalMove) as e:
        G.decide(st, V, {"type": "play", "card": cid("Torch")}, random.Random(0))
    assert e.value.rule == "R-1.5"


def test_event_view_redacts_draws_and_reveals():
    """Hidden information: the other seat and spectators see a draw's count only; draws reveal."""
    st = build(active=H, phase="character", element="fire", combat=(["Torch"], []), hands=([], ["Catusan"]))
    st, ev = play(st, "Catusan")
    d = of_type(ev, "draw")[0]
    # a card played from the hidden hand is shown to the opponent: a reveal too (issue 13)
    assert G.reveals(d) and G.reveals(of_type(ev, "play")[0])
    assert not G.reveals({"type": "phase", "phase": "engagement"})
    assert G.event_view(d, H) == d
    for seat in (V, None):
        assert G.event_view(d, seat) == {"type": "draw", "seat": H, "count": 6}


def test_view_hides_hand_deck_and_discard_browsing():
    """R-1.5, R-1.9: hands and decks private (counts only); the opponent sees a discard
    pile's top card and size only (OPEN default)."""
    st = build(active=V, phase="engagement", fight=False, hands=(["Spark"], ["Catusan"]),
               discard=(["Torch", "Sear"], []))
    v = G.view(st, H)
    assert v["players"][V]["hand"] is None and v["players"][V]["hand_count"] == 1
    assert v["players"][V]["discard"] is None and v["players"][V]["discard_top"] == cid("Sear")
    assert v["players"][H]["hand"] == [cid("Catusan")]
    assert "deck" not in v["players"][H]
    assert G.view(st, V)["players"][V]["discard"] == [cid("Torch"), cid("Sear")]


def test_editions_use_their_phase_names():
    """§15: same rules, edition wording."""
    st = build(active=V, phase="engagement", fight=False, hands=(["Spark"], []))
    assert G.view(st, V)["phase_name"] == "engagement"
    assert G.view(dict(st, edition="original"), V)["phase_name"] == "retreat from fight?"


def test_two_published_games_one_engine():
    """blue-moon is the base box (Vulca vs Hoax, R-1.3/R-13.1); legends-of-blue-moon has every
    enabled people and deck building (R-14.1). Both run the same engine."""
    from games import REGISTRY
    basic, legends = REGISTRY["blue-moon"], REGISTRY["legends-of-blue-moon"]
    assert basic.make_config(2, {"decks": ["hoax", "vulca"]})["decks"] == ["hoax", "vulca"]
    for bad in ({"decks": ["mimix", "hoax"]}, {"decks": ["vulca", "vulca"]}, {"deck_lists": [None, None]}):
        with pytest.raises(InvalidConfig):
            basic.make_config(2, bad)
    assert "deck_building" not in basic.describe_full()["catalogue"]
    assert "deck_building" in legends.describe_full()["catalogue"]
    assert legends.make_config(2, {"decks": ["mimix", "mimix"]})["decks"] == ["mimix", "mimix"]
    assert type(basic).decide is type(legends).decide
