"""Contributions and building scoring: §6 (payments, colour rules, Khind/Mimix/Hoax
powers §12), §7 dragon scales, §8 scoring, §9 scales on building rewards."""
from __future__ import annotations

import pytest

from games.base import IllegalMove, MalformedMove
from games.blue_moon_city import GAME
from games.blue_moon_city import rules as R
from games.blue_moon_city.payments import cards_of, counts_of, minimal_payments, valid_payment

from .bmc_helpers import (at, check_conservation, do, ev, finish, fresh, mark, place, seat_list,
                          setp, types, with_hand)


def on(building, cards, n=2, seed=5, cell=(3, 1), seat=0):
    """Seat 0 in step C on ``building`` (moved to ``cell``) holding ``cards``."""
    s = fresh(n, seed=seed)
    if building not in ("royal_palace", "fire_temple", "earth_temple", "water_temple"):
        s = place(s, building, cell)
    else:
        cell = tuple(R.cell_of(s, building))
    s = with_hand(s, seat, *cards)
    return at(s, seat, cell, step_="contribute")


def contribute(s, box, cards, seat=0):
    return do(s, seat, {"type": "contribute", "box": box, "cards": sorted(cards)})


def pays(color, value, cards):
    return valid_payment(counts_of(cards), color, value)


# ---- §6.1 / §6.2 payments -------------------------------------------------------------
def test_pay_with_box_colour_and_overpay_section_6_1():
    s = on("thermae", ["Aqua3", "Aqua2", "Aqua1", "Aqua1"])      # blue 3, 2, 2
    s, events = contribute(s, 0, ["Aqua2", "Aqua1", "Aqua1"])      # 4 >= 3, overpaying is fine
    assert s["marks"]["thermae"] == [0, None, None] and s["markers"][0] == 9
    assert s["discard"] == {"Aqua2": 1, "Aqua1": 2}
    assert s["hands"][0] == {"Aqua3": 1}
    with pytest.raises(IllegalMove) as ei:                        # box taken
        contribute(s, 0, ["Aqua3"])
    assert ei.value.rule == "§6.1"


def test_too_little_or_wrong_colour_section_6_2():
    s = on("thermae", ["Aqua1", "Vulca3", "Pillar2"])
    for cards in (["Aqua1"], ["Vulca3"], ["Aqua1", "Pillar2"]):
        with pytest.raises(IllegalMove) as ei:
            contribute(s, 0, cards)
        assert ei.value.rule == "§6.2"
    with pytest.raises(IllegalMove):
        contribute(s, 0, ["Aqua3"])               # not in hand
    with pytest.raises(IllegalMove):
        contribute(s, 7, ["Aqua1"])               # no such box
    with pytest.raises(MalformedMove):
        contribute(s, 0, ["Aqua9"])


def test_several_contributions_each_with_own_cards_section_6_1():
    s = on("thermae", ["Aqua3", "Aqua2", "Aqua2"])
    s, _ = contribute(s, 1, ["Aqua2"])
    s, _ = contribute(s, 2, ["Aqua2"])
    assert s["marks"]["thermae"] == [None, 0, 0]
    assert not s["done"]["thermae"]


def test_marker_needed_section_11_3():
    s = seat_list(on("thermae", ["Aqua3"]), "markers", 0, 0)
    assert not [m for m in GAME.legal_moves(s, 0) if m["type"] == "contribute"]
    with pytest.raises(IllegalMove) as ei:
        contribute(s, 0, ["Aqua3"])
    assert ei.value.rule == "§11.3"


def test_palace_any_colour_one_colour_per_box_section_6_2():
    s = on("royal_palace", ["Pillar3", "Pillar2", "Vulca3", "Vulca2", "Terrah2", "Terrah2"])
    with pytest.raises(IllegalMove):
        contribute(s, 0, ["Pillar3", "Vulca2"])       # two colours in one box
    s, _ = contribute(s, 0, ["Pillar3", "Pillar2"])   # yellow 5
    s, _ = contribute(s, 1, ["Terrah2", "Terrah2"])   # red 4
    s, _ = contribute(s, 3, ["Vulca3"])               # black 3
    assert s["marks"]["royal_palace"] == [0, 0, None, 0]


def test_khind_wild_one_power_section_12():
    assert pays("black", 3, ["Khind1", "Vulca2"])
    assert pays("blue", 2, ["Khind1", "Khind1"])
    assert pays("any", 3, ["Khind1", "Khind1", "Pillar1"])
    assert not pays("blue", 3, ["Khind1", "Khind1"])
    s = on("thermae", ["Khind1", "Khind1", "Aqua1"])
    s, _ = contribute(s, 0, ["Khind1", "Khind1", "Aqua1"])
    assert s["marks"]["thermae"][0] == 0


def test_mimix_pair_is_wild_three_power_section_12():
    assert pays("black", 3, ["Mimix1", "Mimix1"])
    assert pays("black", 3, ["Mimix1", "Mimix2"])
    assert pays("black", 3, ["Mimix2", "Mimix2"])
    assert not pays("black", 3, ["Mimix3"])                      # Mimix 3s are not paired
    assert not pays("black", 3, ["Mimix3", "Mimix1"])
    assert not pays("black", 4, ["Mimix1", "Mimix2", "Vulca2"][:2])
    assert pays("black", 5, ["Mimix1", "Mimix2", "Vulca2"])     # pair 3 + black 2
    assert not pays("black", 2, ["Mimix1", "Mimix1", "Mimix1"])  # an unpaired Mimix has no role
    assert pays("black", 6, ["Mimix1", "Mimix1", "Mimix2", "Mimix2"])   # two pairs [I §14.8]
    assert pays("brown", 3, ["Mimix3"]) and pays("brown", 4, ["Mimix2", "Mimix2"])   # face value


def test_hoax1_recolours_up_to_four_of_one_colour_power_section_12():
    assert pays("black", 4, ["Hoax1", "Aqua1", "Aqua1", "Aqua1", "Aqua1"])
    assert not pays("black", 5, ["Hoax1", "Aqua1", "Aqua1", "Aqua1", "Aqua1", "Aqua1"])   # 5 cards
    assert pays("black", 5, ["Hoax1", "Aqua1", "Aqua1", "Aqua1", "Aqua1", "Vulca1"])
    assert not pays("black", 3, ["Hoax1", "Aqua1", "Terrah2"])   # two colours
    assert not pays("black", 3, ["Hoax1", "Vulca3"])              # Hoax recolours nothing
    assert pays("grey", 2, ["Hoax1", "Pillar2"])


def test_hoax2_recolours_one_card_power_section_12():
    assert pays("red", 3, ["Hoax2", "Vulca3"])
    assert not pays("red", 4, ["Hoax2", "Vulca2", "Vulca2"])
    assert pays("red", 4, ["Hoax2", "Hoax2", "Vulca2", "Aqua2"])   # several Hoax [I §14.8]
    assert pays("white", 4, ["Hoax2", "Hoax2"])                    # as white value cards


def test_hoax_does_not_recolour_powers_section_6_2():
    """A recoloured card keeps its value; recolouring Mimix to brown does not make a pair
    better than its values, and a recoloured Khind is still worth 1."""
    assert not pays("black", 4, ["Hoax2", "Aqua3"])
    assert pays("black", 4, ["Hoax1", "Mimix2", "Mimix2"])        # brown 2+2 recoloured = 4
    assert not pays("black", 5, ["Hoax1", "Mimix2", "Mimix2"])


def test_legal_moves_list_each_minimal_payment_once_section_4_2():
    hand = counts_of(["Aqua1", "Aqua1", "Aqua2", "Aqua3", "Khind1", "Khind1", "Mimix1", "Mimix1"])
    pays_ = [cards_of(p) for p in minimal_payments(hand, "blue", 3)]
    assert len(pays_) == len({tuple(p) for p in pays_})
    assert ["Aqua3"] in pays_ and ["Aqua1", "Aqua2"] in pays_ and ["Mimix1", "Mimix1"] in pays_
    assert ["Aqua1", "Aqua1", "Khind1"] in pays_ and ["Khind1", "Khind1", "Aqua1"] not in pays_
    assert ["Aqua1", "Khind1", "Khind1"] in pays_
    assert ["Aqua3", "Khind1"] not in pays_                       # not minimal (overpaying)
    for p in pays_:                                              # minimal: no card can go
        for i in range(len(p)):
            rest = p[:i] + p[i + 1:]
            assert not rest or not valid_payment(counts_of(rest), "blue", 3)
    s = on("thermae", ["Aqua1", "Aqua1", "Aqua2", "Aqua3", "Khind1", "Khind1", "Mimix1", "Mimix1"])
    listed = [m for m in GAME.legal_moves(s, 0) if m["type"] == "contribute"]
    assert {(m["box"], tuple(m["cards"])) for m in listed} >= {(0, ("Aqua3",)), (1, ("Aqua2",))}
    for m in listed:
        do(s, 0, m)


def test_minimal_payments_agree_with_brute_force():
    import itertools
    hand_cards = ["Vulca2", "Terrah3", "Aqua1", "Hoax1", "Hoax2", "Mimix1", "Mimix2", "Khind1", "Pillar1"]
    hand = counts_of(hand_cards)
    for color, value in (("black", 5), ("any", 4), ("white", 3), ("brown", 2)):
        valid = set()
        for r in range(1, len(hand_cards) + 1):
            for combo in itertools.combinations(hand_cards, r):
                c = counts_of(list(combo))
                if valid_payment(c, color, value):
                    valid.add(c)
        minimal = {v for v in valid if not any(o != v and all(a <= b for a, b in zip(o, v)) for o in valid)}
        assert set(minimal_payments(hand, color, value)) == minimal, (color, value)


# ---- §7 dragons -----------------------------------------------------------------------
def test_dragon_scales_once_per_turn_section_7():
    s = on("thermae", ["Aqua2", "Aqua2"])
    s = setp(s, dragons={"red": [3, 1], "green": [3, 1], "blue": [3, 1]})
    s, events = contribute(s, 1, ["Aqua2"])
    assert ev(events, "scales_awarded")["amount"] == 3 and s["scales"][0] == 3
    s, events = contribute(s, 2, ["Aqua2"])
    assert "scales_awarded" not in types(events) and s["scales"][0] == 3
    check_conservation(s)


def test_no_dragon_no_scale_and_courtyard_dragons_do_nothing_section_7():
    s = on("thermae", ["Aqua2"])
    s = setp(s, dragons={"red": [2, 2], "green": [3, 0], "blue": None})
    s, events = contribute(s, 1, ["Aqua2"])
    assert types(events) == ["contributed"] and s["scales"] == [0, 0]
    c = at(with_hand(fresh(2), 0), 0, (2, 2), step_="contribute")
    c = setp(c, dragons={"red": [2, 2], "green": [2, 2], "blue": [2, 2]})
    c = seat_list(c, "crystals", 0, 7)
    c, events = do(c, 0, {"type": "offer"})
    assert c["scales"] == [0, 0] and "scales_awarded" not in types(events)


# ---- §8 scoring -------------------------------------------------------------------------
def test_majority_most_markers_section_8_1():
    s = on("mill", ["Terrah3"], n=3)            # red 3, 2, 2 (provisional)
    s = mark(mark(s, "mill", 0, 1), "mill", 1, 0)
    s, events = contribute(s, 2, ["Terrah3"])
    sc = ev(events, "building_scored")
    assert sc["majority"] == 0                  # two markers beat the leftmost single one
    assert sc["participants"] == [0, 1] and sc["markers_back"] == [2, 1, 0]
    check_conservation(s)


def test_majority_tie_leftmost_marker_section_8_1():
    s = on("mill", ["Terrah2"], n=3)
    s = mark(mark(s, "mill", 0, 2), "mill", 1, 1)
    s, events = contribute(s, 2, ["Terrah2"])
    sc = ev(events, "building_scored")
    assert sc["majority"] == 2 and sorted(sc["participants"]) == [0, 1, 2]
    # mill majority: 2 cards; participation 1 crystal (provisional)
    assert sc["gains"][2] == {"crystals": 1, "cards": 2, "scales": 0}
    assert sc["gains"][0] == {"crystals": 1, "cards": 0, "scales": 0}
    assert R.majority_winner([None, 1, 0, 1, 0]) == 1
    assert R.majority_winner([2, 1, 1]) == 1


def test_one_box_building_gives_both_rewards_section_8_2():
    s = on("citadel", ["Vulca3", "Vulca2"])    # black 5 (provisional); majority 1 scale
    s, events = contribute(s, 0, ["Vulca3", "Vulca2"])
    sc = ev(events, "building_scored")
    assert sc["gains"][0] == {"crystals": 1, "cards": 0, "scales": 1} and sc["gains"][1]["crystals"] == 0
    assert s["done"]["citadel"] and s["markers"][0] == 10


def test_neighbour_rewards_only_finished_orthogonal_section_8_3():
    s = on("citadel", ["Vulca3", "Vulca2"], cell=(1, 1))
    s = place(s, "library", (1, 0))            # north, finished: 3 crystals
    s = place(s, "monastery_tower", (0, 1))     # west, finished: 1 scale
    s = place(s, "thermae", (2, 0))             # diagonal, finished: nothing
    s = finish(s, "library", "monastery_tower", "thermae", "fire_temple")   # fire temple east: 3 crystals
    s = mark(s, "water_temple", 0, 1)           # south [1,2] unfinished: nothing
    s, events = contribute(s, 0, ["Vulca3", "Vulca2"])
    g = ev(events, "building_scored")["gains"][0]
    assert g == {"crystals": 1 + 3 + 3, "cards": 0, "scales": 1 + 1}
    check_conservation(s)


def test_courtyard_neighbour_gives_nothing_section_3():
    s = on("citadel", ["Vulca3", "Vulca2"], cell=(2, 1))    # swapped with the fire temple
    assert R.grid(s)["2,2"] == "courtyard"
    s, events = contribute(s, 0, ["Vulca3", "Vulca2"])
    assert ev(events, "building_scored")["gains"][0] == {"crystals": 1, "cards": 0, "scales": 1}


def test_reward_cards_wait_face_down_until_turn_end_section_8_5():
    s = on("thermae", ["Aqua3", "Flit1"])
    s = mark(mark(s, "thermae", 1, 1), "thermae", 2, 1)
    s, events = contribute(s, 0, ["Aqua3"])
    sc = ev(events, "building_scored")
    assert sc["majority"] == 1 and sc["gains"][1]["cards"] == 2     # thermae majority: 2 cards
    assert R.ms_total(s["pending"][1]) == 2
    hand1 = dict(s["hands"][1])
    s, _ = do(s, 0, {"type": "end_contribution"})
    assert s["hands"][1] == hand1                                   # not yet
    assert [m for m in GAME.legal_moves(s, 0) if m["cards"] == ["Flit1"]]
    s, events = do(s, 0, {"type": "discard", "cards": []})
    assert types(events)[:2] == ["turn_draw", "rewards_joined"]
    assert R.ms_total(s["hands"][1]) == R.ms_total(hand1) + 2 and not any(s["pending"])
    check_conservation(s)


def test_markers_back_tile_flipped_figures_dragons_stay_section_8_6():
    s = on("thermae", ["Aqua3"])
    s = mark(mark(s, "thermae", 1, 1), "thermae", 2, 0)
    s = setp(s, dragons={"red": [3, 1], "green": None, "blue": None},
             figures=[[3, 1], [3, 1]])
    assert s["markers"] == [9, 9]
    s, _ = contribute(s, 0, ["Aqua3"])
    assert s["markers"] == [10, 10] and s["done"]["thermae"]
    assert s["marks"]["thermae"] == [None, None, None]
    assert s["figures"] == [[3, 1], [3, 1]] and s["dragons"]["red"] == [3, 1]
    assert GAME.legal_moves(s, 0) == [{"type": "end_contribution"}]     # §6.3


def test_dragon_scales_before_completion_scoring_section_14_4():
    """The dragon award (and its scale scoring) comes before the completion scoring."""
    s = on("citadel", ["Vulca3", "Vulca2"])
    s = setp(s, dragons={"red": [3, 1], "green": None, "blue": None}, supply=1, scales=[4, 4])
    s, events = contribute(s, 0, ["Vulca3", "Vulca2"])
    assert types(events) == ["contributed", "scales_awarded", "scale_scoring", "building_scored"]
    assert ev(events, "scale_scoring")["crystals"] == [6, 3]
    # after the scoring both returned; the citadel majority scale then comes from the refill
    assert s["scales"] == [1, 0] and s["supply"] == 8
    check_conservation(s)


def test_virtual_scales_from_building_rewards_section_9_2():
    """Shortfall counted virtually, then scale scoring; keepers' virtual scales become physical."""
    s = on("citadel", ["Vulca3", "Vulca2"], n=3)
    s = place(s, "water_temple", (3, 0))        # north neighbour, finished: 2 scales
    s = finish(s, "water_temple")
    s = setp(s, scales=[1, 7, 3], supply=1)     # citadel gives 1 + 2 = 3 scales, only 1 left
    s, events = contribute(s, 0, ["Vulca3", "Vulca2"])
    assert types(events) == ["contributed", "building_scored", "scale_scoring"]
    sc = ev(events, "scale_scoring")
    # counts 4 (1 + 3, two virtual), 7, 3: 7 is the most (+6), 4 and 3 reach 3 (+3 each)
    assert sc["crystals"] == [3, 6, 3] and s["scales"] == [0, 0, 0] and s["supply"] == 12
    check_conservation(s)


def test_scale_scoring_tie_for_most_section_9_2():
    s = on("citadel", ["Vulca3", "Vulca2"], n=3)
    s = setp(s, scales=[4, 5, 2], supply=1)
    s, events = contribute(s, 0, ["Vulca3", "Vulca2"])   # +1 scale (majority) -> 5, 5, 2
    sc = ev(events, "scale_scoring")
    assert sc["crystals"] == [3, 3, 0] and s["scales"] == [0, 0, 2]
    # totals: citadel gives seat 0 one crystal on top
    assert s["crystals"] == [4, 3, 0]
    check_conservation(s)
