"""Every test case of spec §12 by id (P1-*, A-F, W-*, S-*, B-*, E-*, V-*)."""
from __future__ import annotations

import pytest

from games.azul_summer_pavilion import GAME
from games.azul_summer_pavilion.board import NUMBER, NUMBER_SETS, SPACES
from games.base import IllegalMove

from .helpers import auto, counts, do, place, table, tile_total, total


def take(seat_state, source, colour, factory=None):
    m = {"type": "take", "source": source, "colour": colour}
    if factory is not None:
        m["factory"] = factory
    return m


def moves_at(state, seat, **match):
    return [m for m in GAME.legal_moves(state, seat)
            if all(m.get(k) == v for k, v in match.items())]


# ---------------------------------------------------------------- §12.1 / §12.2 phase 1

def test_P1_seed_turn_example():
    """P1-seed: Inna, Yulia, Anatoly (seats 0, 1, 2) play the rulebook's phase-1 turns."""
    s = table(3, step_name="acquire", factories={0: counts(red=2, yellow=2),
                                                  1: counts(purple=2, yellow=1, green=1)})
    s, ev = do(s, 0, take(s, "factory", "red", 0))
    assert s["seats"][0]["hand"] == counts(red=2)
    assert s["centre"] == counts(yellow=2) and ev[0]["wild"] == 0
    s, ev = do(s, 1, take(s, "factory", "green", 1))
    assert s["seats"][1]["hand"] == counts(green=1, purple=1)
    assert s["centre"] == counts(yellow=3, purple=1) and s["token"] is None
    s, ev = do(s, 2, take(s, "centre", "yellow"))
    assert s["seats"][2]["hand"] == counts(yellow=3, purple=1)
    assert s["token"] == 2 and ev[0]["token"] is True
    assert s["seats"][2]["score"] == 1 and ev[0]["points"] == -4
    assert total(s["centre"]) == 0
    assert s["step"] == "acquire_done" and GAME.to_act(s) == []
    s, _ = auto(s)
    assert s["step"] == "place" and s["active"] == 2      # token holder places first (§7.1)


def test_P1_a_only_wild_tiles_on_a_factory():
    s = table(2, step_name="acquire", factories={0: counts(purple=4)})
    assert moves_at(s, 0, source="factory", factory=0) == [take(s, "factory", "purple", 0)]
    s, _ = do(s, 0, take(s, "factory", "purple", 0))
    assert s["seats"][0]["hand"] == counts(purple=1)
    assert s["centre"] == counts(purple=3)


def test_P1_b_wild_cannot_be_taken_alone_beside_other_colours():
    s = table(2, step_name="acquire", factories={0: counts(purple=1, red=3), 1: counts(blue=1)})
    with pytest.raises(IllegalMove) as e:
        do(s, 0, take(s, "factory", "purple", 0))
    assert e.value.rule == "§6.1"
    assert moves_at(s, 0, source="factory", factory=0) == [take(s, "factory", "red", 0)]
    s, _ = do(s, 0, take(s, "factory", "red", 0))
    assert s["seats"][0]["hand"] == counts(red=3, purple=1)
    assert s["centre"] == counts()


def test_P1_c_start_player_penalty_floors_at_1():
    s = table(2, step_name="acquire", centre=counts(blue=4, purple=1), seats={0: {"score": 3}},
              factories={0: counts(red=1)})
    s, ev = do(s, 0, take(s, "centre", "blue"))
    assert s["token"] == 0 and s["seats"][0]["score"] == 1 and ev[0]["points"] == -2
    assert s["seats"][0]["hand"] == counts(blue=4, purple=1)


def test_P1_d_score_already_1_loses_nothing():
    s = table(2, step_name="acquire", centre=counts(blue=2), seats={0: {"score": 1}},
              factories={0: counts(red=1)})
    s, ev = do(s, 0, take(s, "centre", "blue"))
    assert s["token"] == 0 and s["seats"][0]["score"] == 1 and ev[0]["points"] == 0


def test_P1_e_second_centre_taker_pays_nothing():
    s = table(2, step_name="acquire", centre=counts(blue=2, red=1), token=1,
              seats={0: {"score": 9}}, factories={0: counts(red=1)})
    s, ev = do(s, 0, take(s, "centre", "blue"))
    assert s["token"] == 1 and ev[0]["token"] is False
    assert s["seats"][0]["score"] == 9 and ev[0]["points"] == 0


def test_P1_f_centre_with_only_wild_tiles():
    s = table(2, step_name="acquire", centre=counts(purple=3), factories={0: counts(red=1)})
    assert moves_at(s, 0, source="centre") == [take(s, "centre", "purple")]
    s, ev = do(s, 0, take(s, "centre", "purple"))
    assert s["seats"][0]["hand"] == counts(purple=1)
    assert s["token"] == 0 and ev[0]["points"] == -1 and s["seats"][0]["score"] == 4
    assert s["centre"] == counts(purple=2)


def test_P1_g_round_2_green_is_wild():
    s = table(2, rnd=2, step_name="acquire", factories={0: counts(green=2, red=2)})
    assert moves_at(s, 0, source="factory", factory=0) == [take(s, "factory", "red", 0)]
    with pytest.raises(IllegalMove):
        do(s, 0, take(s, "factory", "green", 0))
    s, _ = do(s, 0, take(s, "factory", "red", 0))
    assert s["seats"][0]["hand"] == counts(red=2, green=1)
    assert s["centre"] == counts(green=1)


# ---------------------------------------------------------------- §12.3 examples A-F

def test_example_A_blue_6_paid_with_six_blue():
    s = table(2, seats={0: {"hand": counts(blue=7)}}, supply=counts(red=10))
    s, ev = place(s, 0, "blue-6", "blue", 6)
    assert ev[0]["points"] == 1 and s["seats"][0]["score"] == 6
    assert s["tower"] == counts(blue=5) and s["seats"][0]["hand"] == counts(blue=1)
    assert ev[0]["structures"] == [] and ev[0]["bonus_owed"] == 0 and s["step"] == "place"


def test_example_B_red_3_paid_with_three_red():
    s = table(2, seats={0: {"hand": counts(red=3)}}, supply=counts(red=10))
    s, ev = place(s, 0, "red-3", "red", 3)
    assert ev[0]["points"] == 1
    assert s["tower"] == counts(red=2) and s["seats"][0]["hand"] == counts()


def test_example_C_blue_6_with_wilds_scores_3_and_completes_window_blue():
    s = table(2, seats={0: {"hand": counts(blue=3, purple=3),
                            "board": {"blue-4": "blue", "blue-5": "blue"}}},
              supply=counts(red=4, yellow=6))
    s, ev = place(s, 0, "blue-6", "blue", 3)
    assert ev[0]["points"] == 3
    assert s["tower"] == counts(blue=2, purple=3) and s["seats"][0]["hand"] == counts()
    # §13 #10: the rulebook text is silent, the geometry gives window-blue: 3 bonus tiles.
    assert ev[0]["structures"] == ["window-blue"] and ev[0]["bonus_owed"] == 3
    assert s["step"] == "bonus" and GAME.to_act(s) == [0]
    for colour in ("red", "red", "yellow"):
        s, _ = do(s, 0, {"type": "take_bonus", "colour": colour})
    assert s["seats"][0]["hand"] == counts(red=2, yellow=1)
    assert s["step"] == "refill"


def test_example_C_prime_other_neighbours_no_window():
    s = table(2, seats={0: {"hand": counts(blue=3, purple=3),
                            "board": {"blue-1": "blue", "blue-2": "blue"}}},
              supply=counts(red=10))
    s, ev = place(s, 0, "blue-6", "blue", 3)
    assert ev[0]["points"] == 3 and ev[0]["structures"] == [] and s["step"] == "place"


def test_example_D_orange_4_with_one_orange_and_three_wilds():
    s = table(2, seats={0: {"hand": counts(orange=1, green=1, purple=3),
                            "board": {"orange-3": "orange", "orange-5": "orange"}}},
              supply=counts(red=10))
    s, ev = place(s, 0, "orange-4", "orange", 1)
    assert ev[0]["points"] == 3
    assert s["tower"] == counts(purple=3) and s["seats"][0]["hand"] == counts(green=1)


def test_example_E_wild_colour_on_its_own_star():
    s = table(2, seats={0: {"hand": counts(purple=2, red=2, green=4),
                            "board": {"purple-1": "purple", "purple-3": "purple"}}},
              supply=counts(red=10))
    s, ev = place(s, 0, "purple-2", "purple", 2)
    assert ev[0]["points"] == 3 and ev[0]["wilds"] == 0
    assert s["tower"] == counts(purple=1) and s["seats"][0]["hand"] == counts(red=2, green=4)


def test_example_F_pass_keeping_four_green_which_are_wild_next_round():
    s = table(2, seats={0: {"hand": counts(green=4, red=2), "score": 12},
                        1: {"passed": True}}, supply=counts(red=10))
    s, ev = do(s, 0, {"type": "pass", "keep": {"green": 4}})
    assert s["seats"][0]["corners"] == counts(green=4) and s["tower"] == counts(red=2)
    assert s["seats"][0]["score"] == 10 and ev[0]["points"] == -2
    assert s["step"] == "round_done"
    s, ev = auto(s)
    assert ev[0]["type"] == "round_started" and ev[0]["wild_colour"] == "green"
    assert s["seats"][0]["hand"] == counts(green=4) and s["seats"][0]["corners"] == counts()


# ---------------------------------------------------------------- §12.4 payment

def test_W_a_payment_choices_and_k_zero_never_legal():
    s = table(2, seats={0: {"hand": counts(green=2, purple=3)}}, supply=counts(red=10))
    ks = sorted(m["k"] for m in moves_at(s, 0, type="place", space="green-4"))
    assert ks == [1, 2]
    s1, _ = place(s, 0, "green-4", "green", 1)
    assert s1["tower"] == counts(purple=3) and s1["seats"][0]["hand"] == counts(green=1)
    s2, _ = place(s, 0, "green-4", "green", 2)
    assert s2["tower"] == counts(green=1, purple=2) and s2["seats"][0]["hand"] == counts(purple=1)
    for k in (0, 3):
        with pytest.raises(IllegalMove) as e:
            place(s, 0, "green-4", "green", k)
        assert e.value.rule == "§7.3"


def test_W_b_wild_tiles_only_as_their_own_colour():
    s = table(2, seats={0: {"hand": counts(purple=4)}}, supply=counts(red=10))
    got = {(m["space"], m["colour"], m["k"]) for m in moves_at(s, 0, type="place")}
    want = {(f"{star}-{n}", "purple", n) for star in ("purple", "center") for n in (1, 2, 3, 4)}
    assert got == want
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "green-1", "purple", 1)
    assert e.value.rule == "§7.2"


def test_W_c_no_green_tile_no_green_space():
    s = table(2, seats={0: {"hand": counts(purple=6)}}, supply=counts(red=10))
    assert not [m for m in moves_at(s, 0, type="place") if m["space"].startswith("green")]
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "green-1", "green", 1)
    assert e.value.rule == "§7.3"


def test_W_d_round_2_green_pays_for_red():
    s = table(2, rnd=2, seats={0: {"hand": counts(green=2, red=1)}}, supply=counts(red=10))
    assert moves_at(s, 0, type="place", space="red-3") == [
        {"type": "place", "space": "red-3", "colour": "red", "k": 1}]
    assert moves_at(s, 0, type="place", space="red-4") == []
    with pytest.raises(IllegalMove):
        place(s, 0, "red-4", "red", 1)
    s, _ = place(s, 0, "red-3", "red", 1)
    assert s["tower"] == counts(green=2)


def test_W_e_centre_star_colours_all_different():
    s = table(2, seats={0: {"hand": counts(red=5), "board": {"center-1": "red"}}},
              supply=counts(red=10))
    assert not moves_at(s, 0, type="place", colour="red", space="center-2")
    assert not [m for m in moves_at(s, 0, type="place") if m["space"].startswith("center")]
    assert moves_at(s, 0, type="place", space="red-1")
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "center-2", "red", 2)
    assert e.value.rule == "§7.2"


def test_W_f_one_real_tile_and_five_wilds():
    s = table(2, seats={0: {"hand": counts(blue=1, purple=5)}}, supply=counts(red=10))
    assert moves_at(s, 0, type="place", space="blue-6") == [
        {"type": "place", "space": "blue-6", "colour": "blue", "k": 1}]
    s, ev = place(s, 0, "blue-6", "blue", 1)
    assert s["seats"][0]["board"] == {"blue-6": "blue"} and s["tower"] == counts(purple=5)


# ---------------------------------------------------------------- §12.5 adjacency

@pytest.mark.parametrize("case,before,new,points", [
    ("S-1", [5, 6], 1, 3),
    ("S-2", [1, 5], 3, 1),
    ("S-3", [1, 2, 4, 5], 3, 5),
    ("S-4", [1, 2, 3, 4, 5], 6, 6),
    ("S-5", [1, 3, 5], 2, 3),
    ("S-6", [1, 2, 5, 6], 4, 5),
])
def test_S_adjacency_on_a_ring(case, before, new, points):
    bd = {f"yellow-{p}": "yellow" for p in before}
    s = table(2, seats={0: {"hand": counts(yellow=6), "board": bd}}, supply=counts(red=10))
    s, ev = place(s, 0, f"yellow-{new}", "yellow", new)
    assert ev[0]["points"] == points, case


def test_S_7_centre_star_colours_do_not_matter():
    s = table(2, seats={0: {"hand": counts(yellow=3),
                            "board": {"center-1": "red", "center-2": "blue"}}},
              supply=counts(red=10))
    s, ev = place(s, 0, "center-3", "yellow", 3)
    assert ev[0]["points"] == 3


# ---------------------------------------------------------------- §12.6 structures

CENTRE_COLOURS = {"center-1": "blue", "center-2": "green", "center-5": "red", "center-6": "red"}


def _board(spaces):
    return {sp: CENTRE_COLOURS.get(sp, sp.rsplit("-", 1)[0]) for sp in spaces}


@pytest.mark.parametrize("case,before,new,colour,bonus,structures", [
    ("B-1", ["orange-6"], "orange-5", "orange", 3, ["window-orange"]),
    ("B-2", ["orange-2", "red-3", "red-4"], "orange-1", "orange", 2, ["statue-orange-red"]),
    ("B-3", ["orange-2", "orange-3", "center-6"], "center-1", "blue", 1, ["pillar-orange"]),
    ("B-4", ["center-6", "center-2", "orange-2", "orange-3", "red-2", "red-3"], "center-1",
     "blue", 2, ["pillar-orange", "pillar-red"]),
    ("B-5", ["orange-1", "red-3", "red-4", "orange-3", "center-6", "center-1"], "orange-2",
     "orange", 3, ["statue-orange-red", "pillar-orange"]),
    ("B-6", ["orange-4", "purple-1", "purple-2", "orange-2", "center-6", "center-1"], "orange-3",
     "orange", 3, ["pillar-orange", "statue-purple-orange"]),
    ("B-7", ["purple-2", "purple-3", "center-5"], "green-2", "green", 0, []),
])
def test_B_structure_bonuses(case, before, new, colour, bonus, structures):
    s = table(2, seats={0: {"hand": counts(**{colour: 6}), "board": _board(before)}},
              supply=counts(yellow=10))
    s, ev = place(s, 0, new, colour, NUMBER["front"][new])
    assert ev[0]["bonus_earned"] == bonus, case
    assert sorted(ev[0]["structures"]) == sorted(structures), case
    assert ev[0]["points"] >= 1
    # the bonus is paid in tiles from the supply, never in points (§7.5)
    for _ in range(bonus):
        assert s["step"] == "bonus"
        s, _ = do(s, 0, {"type": "take_bonus", "colour": "yellow"})
    assert s["seats"][0]["hand"]["yellow"] == bonus
    assert s["step"] == ("refill" if bonus else "place")


def test_B_8_supply_short_take_what_is_there():
    s = table(2, seats={0: {"hand": counts(orange=1),
                            "board": _board(["orange-2", "red-3", "red-4"])}},
              supply=counts(red=1), conserve=False)
    s, ev = place(s, 0, "orange-1", "orange", 1)
    assert ev[0]["bonus_earned"] == 2 and ev[0]["bonus_owed"] == 1
    assert GAME.legal_moves(s, 0) == [{"type": "take_bonus", "colour": "red"}]
    s, _ = do(s, 0, {"type": "take_bonus", "colour": "red"})
    assert s["seats"][0]["hand"] == counts(red=1) and s["supply"] == counts()
    # bag and tower empty: no refill step, the next player acts
    assert s["step"] == "place" and s["active"] == 1


def test_B_9_supply_refilled_to_10_before_the_next_player():
    s = table(2, seats={0: {"hand": counts(orange=6), "board": _board(["orange-6"])}},
              supply=counts(yellow=5, red=5))
    bag_before = total(s["bag"])
    s, _ = place(s, 0, "orange-5", "orange", 5)
    for c in ("yellow", "yellow", "red"):
        s, _ = do(s, 0, {"type": "take_bonus", "colour": c})
    assert total(s["supply"]) == 7 and s["step"] == "refill"
    assert GAME.to_act(s) == [] and GAME.legal_moves(s, 1) == []
    s, ev = auto(s)
    assert ev[0]["type"] == "supply_refilled" and total(ev[0]["drawn"]) == 3
    assert GAME.reveals(ev[0])
    assert total(s["supply"]) == 10 and total(s["bag"]) == bag_before - 3
    assert s["step"] == "place" and s["active"] == 1 and tile_total(s) == 132


# ---------------------------------------------------------------- §12.7 passing / end

def test_E_1_keep_four_of_six_then_back_in_round_4():
    s = table(2, rnd=3, seats={0: {"hand": counts(red=3, blue=3), "score": 10},
                               1: {"passed": True}}, supply=counts(green=10))
    s, ev = do(s, 0, {"type": "pass", "keep": {"red": 3, "blue": 1}})
    assert ev[0]["points"] == -2 and s["seats"][0]["score"] == 8
    assert s["seats"][0]["corners"] == counts(red=3, blue=1)
    s, ev = auto(s)
    assert s["round"] == 4 and s["seats"][0]["hand"] == counts(red=3, blue=1)


def test_E_2_discard_penalty_floors_at_1():
    s = table(2, seats={0: {"hand": counts(red=5), "score": 2}}, supply=counts(green=10))
    s, ev = do(s, 0, {"type": "pass", "keep": {}})
    assert s["seats"][0]["score"] == 1 and ev[0]["points"] == -1


def test_E_3_final_bonuses():
    bd = {f"purple-{p}": "purple" for p in range(1, 7)}
    bd.update({f"center-{p}": c for p, c in zip(range(1, 7),
                                                 ("purple", "green", "orange", "yellow", "blue", "red"))})
    for star in ("orange", "red", "blue", "yellow", "green"):
        bd[f"{star}-1"] = star
        bd[f"{star}-2"] = star
    s = table(2, rnd=6, step_name="round_done",
              seats={0: {"score": 60, "board": bd, "corners": counts(red=2), "passed": True},
                     1: {"passed": True}})
    s, ev = auto(s)
    sc = ev[0]["scores"][0]
    assert sc["stars"] == {"center": 12, "purple": 20}
    assert sc["numbers"] == {"1": 4, "2": 8}
    assert sc["corner_points"] == -2
    assert s["seats"][0]["score"] == 102 == sc["final_score"]
    assert GAME.is_over(s)


def test_E_4_ties_are_not_broken():
    s = table(3, rnd=6, step_name="round_done",
              seats={0: {"score": 30, "passed": True}, 1: {"score": 30, "passed": True},
                     2: {"score": 12, "passed": True}})
    s, _ = auto(s)
    res = GAME.result(s)
    assert res["winners"] == [0, 1]
    assert [(r["seat"], r["place"]) for r in res["ranking"]] == [(0, 1), (1, 1), (2, 3)]


@pytest.mark.parametrize("keep", [{"red": 3}, {}])
def test_E_5_round_6_tiles_cost_one_each_either_way(keep):
    s = table(2, rnd=6, seats={0: {"hand": counts(red=3), "score": 20}, 1: {"passed": True}},
              supply=counts(green=10))
    s, ev = do(s, 0, {"type": "pass", "keep": keep})
    assert ev[0]["points"] == -3 + total(counts(**keep))
    s, ev = auto(s)
    assert ev[0]["type"] == "final_scored"
    assert s["seats"][0]["score"] == 17


def test_E_6_full_board_upper_bound_304():
    """Every star filled in one connected run (positions 1..6), all structures done."""
    many = counts(purple=200, green=200, orange=200, yellow=200, blue=200, red=200)
    s = table(2, rnd=2, seats={0: {"hand": many}, 1: {"passed": True}},
              supply=counts(red=10), conserve=False)
    s["bag"] = counts(red=100)
    centre_colours = ["red", "blue", "yellow", "orange", "purple", "green"]
    placed = 0
    bonus_tiles = 0
    for star in ("center", "orange", "red", "blue", "yellow", "green", "purple"):
        for p in range(1, 7):
            space = f"{star}-{p}"
            colour = centre_colours[p - 1] if star == "center" else star
            n = NUMBER["front"][space]
            s, ev = place(s, 0, space, colour, n)
            placed += ev[0]["points"]
            bonus_tiles += ev[0]["bonus_earned"]
            while s["step"] == "bonus":
                s, _ = do(s, 0, {"type": "take_bonus", "colour": "red"})
            if s["step"] == "refill":
                s, _ = auto(s)
    assert placed == 147 and bonus_tiles == 36
    s["round"] = 6
    s, _ = do(s, 0, {"type": "pass", "keep": {}})
    s["seats"][0]["score"] = 5 + 147           # undo the discard penalty of the pass
    s, ev = auto(s)
    assert ev[0]["scores"][0]["points"] == 152
    assert s["seats"][0]["score"] == 304


# ---------------------------------------------------------------- §12.8 grey side

def test_V_1_grey_numbers():
    assert NUMBER["grey"]["orange-3"] == 1 and NUMBER["grey"]["orange-1"] == 3
    assert all(NUMBER["grey"][f"center-{p}"] == 3 for p in range(1, 7))
    s = table(2, side="grey", seats={0: {"hand": counts(red=3)}}, supply=counts(green=10))
    s1, ev = place(s, 0, "red-3", "red", 1)
    assert ev[0]["cost"] == 1 and s1["tower"] == counts()
    s2, ev = place(s, 0, "red-1", "red", 3)
    assert ev[0]["cost"] == 3 and s2["tower"] == counts(red=2)


def test_V_2_one_tile_leaves_any_colour():
    s = table(2, side="grey", seats={0: {"hand": counts(blue=1, yellow=1), "board": {"red-1": "red"}}},
              supply=counts(green=10))
    cols = {m["colour"] for m in moves_at(s, 0, type="place", space="red-3")}
    assert cols == {"blue", "yellow"}


def test_V_3_two_same_colour_fixes_single_colour_star():
    bd = {"red-1": "red", "red-2": "red"}
    s = table(2, side="grey", seats={0: {"hand": counts(red=6, blue=6), "board": bd}},
              supply=counts(green=10))
    assert {m["colour"] for m in moves_at(s, 0, type="place") if m["space"].startswith("red-")} == {"red"}
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "red-3", "blue", 1)
    assert e.value.rule == "§10.2"
    s["seats"][0]["board"].update({f"red-{p}": "red" for p in range(3, 7)})
    s["step"], s["round"] = "round_done", 6
    s, ev = auto(s)
    assert ev[0]["scores"][0]["stars"] == {"red": 14}


def test_V_4_two_different_colours_fix_a_multicolour_star():
    bd = {"red-1": "red", "red-2": "blue"}
    s = table(2, side="grey", seats={0: {"hand": counts(red=6, blue=6, green=6), "board": bd}},
              supply=counts(yellow=10))
    assert {m["colour"] for m in moves_at(s, 0, type="place") if m["space"].startswith("red-")} == {"green"}
    with pytest.raises(IllegalMove):
        place(s, 0, "red-3", "red", 1)
    s, _ = place(s, 0, "red-3", "green", 1)
    assert not [m for m in moves_at(s, 0, type="place") if m["space"].startswith("red-")]
    s["seats"][0]["board"].update({"red-4": "yellow", "red-5": "orange", "red-6": "purple"})
    s["step"], s["round"] = "round_done", 6
    s, ev = auto(s)
    assert ev[0]["scores"][0]["stars"] == {"red": 12}


def test_V_5_all_grey_threes():
    threes = NUMBER_SETS["grey"][3]
    assert len(threes) == 12 and all(sp.endswith("-1") or sp.startswith("center") for sp in threes)
    colours = ["purple", "green", "orange", "yellow", "blue", "red"]
    bd = {sp: colours[i % 6] for i, sp in enumerate(threes)}
    s = table(2, side="grey", rnd=6, step_name="round_done", conserve=False,
              seats={0: {"board": bd, "passed": True}, 1: {"passed": True}})
    s, ev = auto(s)
    assert ev[0]["scores"][0]["numbers"] == {"3": 12}


def test_V_6_grey_adjacency_follows_positions():
    s = table(2, side="grey", seats={0: {"hand": counts(blue=3),
                                         "board": {"blue-6": "blue", "blue-2": "blue"}}},
              supply=counts(green=10))
    s, ev = place(s, 0, "blue-1", "blue", 3)
    assert ev[0]["cost"] == 3 and ev[0]["points"] == 3


def test_V_7_two_purple_stars_score_20_each():
    bd = {f"{star}-{p}": "purple" for star in ("orange", "red") for p in range(1, 7)}
    s = table(2, side="grey", rnd=6, step_name="round_done", conserve=False,
              seats={0: {"board": bd, "passed": True}, 1: {"passed": True}})
    s, ev = auto(s)
    assert ev[0]["scores"][0]["stars"] == {"orange": 20, "red": 20}


def test_number_sets_front_have_seven_spaces_each():
    """§9: each number 1-4 appears 7 times on the front (once per star)."""
    for n in (1, 2, 3, 4):
        assert len(NUMBER_SETS["front"][n]) == 7
    assert len(SPACES) == 42
