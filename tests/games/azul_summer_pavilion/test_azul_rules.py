"""Rules of the spec not covered case-by-case in §12 (setup, turn order, phases, errors)."""
from __future__ import annotations

import random

import pytest

import games
from games.azul_summer_pavilion import GAME
from games.azul_summer_pavilion.board import WILD_BY_ROUND
from games.azul_summer_pavilion.game import _enum_keeps
from games.base import SYSTEM, IllegalMove, InvalidConfig, MalformedMove, NotYourTurn

from .helpers import auto, counts, do, place, table, tile_total, total


def fresh(players=2, **opts):
    return GAME.initial_state(GAME.make_config(players, opts), random.Random(1))


# ---------------------------------------------------------------- registry / config

def test_registered_with_id_and_name():
    assert games.get("azul-summer-pavilion") is GAME
    d = GAME.describe()
    assert d["name"] == "Azul: Summer Pavilion" and (d["min_players"], d["max_players"]) == (2, 4)
    side = [o for o in d["options"] if o["name"] == "board_side"][0]
    assert side["default"] == "front" and side["choices"] == ["front", "grey"]
    assert "greedy" in d["bot_levels"]


@pytest.mark.parametrize("players,opts", [
    (1, {}), (5, {}), (2, {"board_side": "blue"}), (2, {"first_player": 2}),
    (2, {"first_player": "0"}), (3, {"speed": 1}),
])
def test_invalid_configs_rejected(players, opts):
    with pytest.raises(InvalidConfig):
        GAME.make_config(players, opts)


# ---------------------------------------------------------------- §4 setup

@pytest.mark.parametrize("players,displays", [(2, 5), (3, 7), (4, 9)])
def test_setup_section_4(players, displays):
    s = fresh(players)
    assert s["step"] == "setup" and GAME.to_act(s) == [] and GAME.auto_move(s) == {"type": "setup"}
    assert total(s["bag"]) == 132
    s, ev = auto(s, seed=players)
    assert ev[0]["type"] == "game_setup" and GAME.reveals(ev[0])
    assert len(s["factories"]) == displays
    assert all(total(f) == 4 for f in s["factories"])
    assert total(s["supply"]) == 10
    assert total(s["bag"]) == 132 - 10 - 4 * displays
    assert s["round"] == 1 and GAME.view(s, 0)["wild_colour"] == "purple"
    assert s["token"] is None and total(s["tower"]) == 0
    assert all(st["score"] == 5 for st in s["seats"])
    assert s["step"] == "acquire" and GAME.to_act(s) == [s["start_player"]]
    assert tile_total(s) == 132


def test_setup_first_player_option():
    s = fresh(3, first_player=2)
    s, _ = auto(s)
    assert s["start_player"] == 2 and GAME.to_act(s) == [2]
    starts = {auto(fresh(4), seed=k)[0]["start_player"] for k in range(40)}
    assert starts == {0, 1, 2, 3}       # -1: drawn at random during setup (§13 #12)


# ---------------------------------------------------------------- §5 wild colours

def test_wild_colour_per_round_section_5():
    assert [WILD_BY_ROUND[r] for r in range(1, 7)] == ["purple", "green", "orange", "yellow",
                                                         "blue", "red"]
    s = table(2, rnd=1, step_name="round_done", seats={0: {"passed": True}, 1: {"passed": True}})
    seen = []
    for _ in range(5):
        s, ev = auto(s)
        seen.append(ev[0]["wild_colour"])
        assert GAME.view(s, None)["wild_colour"] == ev[0]["wild_colour"]
        s = dict(s, step="round_done")
    assert seen == ["green", "orange", "yellow", "blue", "red"]


def test_kept_tile_is_plain_in_a_later_round_unless_wild_then():
    """§5: a purple tile kept from round 1 is an ordinary tile in round 2."""
    s = table(2, rnd=2, seats={0: {"hand": counts(purple=1, green=1)}}, supply=counts(red=10))
    moves = [m for m in GAME.legal_moves(s, 0) if m["type"] == "place"]
    # purple (plain now) may be paid 1 purple + 1 green wild on purple-2
    assert {"type": "place", "space": "purple-2", "colour": "purple", "k": 1} in moves
    # green (wild in round 2) only as itself, k = N
    assert {"type": "place", "space": "green-1", "colour": "green", "k": 1} in moves
    assert not [m for m in moves if m["colour"] == "green" and m["space"] == "green-2"]


# ---------------------------------------------------------------- §6 phase 1

def test_phase_1_enumeration_section_6_5():
    s = table(2, step_name="acquire", factories={0: counts(red=1, blue=2, purple=1),
                                                  1: counts(purple=2)},
              centre=counts(yellow=1, purple=2))
    got = {(m["source"], m.get("factory"), m["colour"]) for m in GAME.legal_moves(s, 0)}
    assert got == {("factory", 0, "red"), ("factory", 0, "blue"), ("factory", 1, "purple"),
                   ("centre", None, "yellow")}
    assert all(m["type"] == "take" for m in GAME.legal_moves(s, 0))


def test_phase_1_clockwise_and_no_pass_section_6():
    s = table(3, step_name="acquire", active=2, factories={0: counts(red=1), 1: counts(blue=1)})
    with pytest.raises(IllegalMove) as e:
        do(s, 2, {"type": "pass", "keep": {}})
    assert e.value.rule == "§7.7"
    with pytest.raises(IllegalMove):
        place(dict(s, seats=[dict(st, hand=counts(red=3)) for st in s["seats"]]), 2,
              "red-1", "red", 1)
    s, _ = do(s, 2, {"type": "take", "source": "factory", "factory": 0, "colour": "red"})
    assert GAME.to_act(s) == [0]                     # next clockwise: seat + 1 (mod n)


def test_take_outside_phase_1_illegal():
    s = table(2, seats={0: {"hand": counts(red=1)}}, factories={0: counts(red=1)})
    with pytest.raises(IllegalMove) as e:
        do(s, 0, {"type": "take", "source": "factory", "factory": 0, "colour": "red"})
    assert e.value.rule == "§6"


def test_token_holder_places_first_and_starts_next_round_section_6_3():
    s = table(3, step_name="acquire", active=1, start_player=1,
              centre=counts(red=1), factories={0: counts(blue=1)}, supply=counts(green=10))
    s, _ = do(s, 1, {"type": "take", "source": "factory", "factory": 0, "colour": "blue"})
    s, _ = do(s, 2, {"type": "take", "source": "centre", "colour": "red"})
    s, _ = auto(s)
    assert s["active"] == 2 and GAME.to_act(s) == [2]
    for seat in (2, 0, 1):
        s, _ = do(s, seat, {"type": "pass", "keep": {}})
    s, ev = auto(s)
    assert ev[0]["start_player"] == 2 and s["token"] is None and GAME.to_act(s) == [2]


def test_nobody_took_the_token_section_13_2():
    """§6.3 / §13 #2: the round's start player places first and starts the next round."""
    s = table(2, step_name="acquire", active=1, start_player=1, factories={0: counts(red=2)},
              supply=counts(green=10))
    s, _ = do(s, 1, {"type": "take", "source": "factory", "factory": 0, "colour": "red"})
    assert s["step"] == "acquire_done" and s["token"] is None
    s, ev = auto(s)
    assert ev[0]["active"] == 1
    s, _ = do(s, 1, {"type": "pass", "keep": {"red": 2}})
    s, _ = do(s, 0, {"type": "pass", "keep": {}})
    s, ev = auto(s)
    assert ev[0]["start_player"] == 1


# ---------------------------------------------------------------- §7 phase 2

def test_passed_players_are_skipped_section_7_1():
    s = table(3, seats={0: {"hand": counts(red=1)}, 1: {"passed": True},
                        2: {"hand": counts(blue=1)}}, supply=counts(red=10))
    s, _ = place(s, 0, "red-1", "red", 1)
    assert GAME.to_act(s) == [2]
    s, _ = do(s, 2, {"type": "pass", "keep": {"blue": 1}})
    assert GAME.to_act(s) == [0]                     # 1 passed: back to 0
    s, _ = do(s, 0, {"type": "pass", "keep": {}})
    assert s["step"] == "round_done" and GAME.to_act(s) == []
    assert GAME.auto_move(s) == {"type": "next_round"}


def test_one_tile_per_turn_and_bonus_first_section_7_1():
    s = table(2, seats={0: {"hand": counts(orange=12), "board": {"orange-6": "orange"}}},
              supply=counts(red=10))
    s, _ = place(s, 0, "orange-5", "orange", 5)
    assert s["step"] == "bonus"
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "orange-1", "orange", 1)
    assert e.value.rule == "§7.1"
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "pass", "keep": {}})
    with pytest.raises(IllegalMove) as e:
        do(s, 0, {"type": "take_bonus", "colour": "blue"})        # not in the supply
    assert e.value.rule == "§7.5"
    assert GAME.legal_moves(s, 0) == [{"type": "take_bonus", "colour": "red"}]


def test_take_bonus_only_when_owed_section_7_5():
    s = table(2, seats={0: {"hand": counts(red=1)}}, supply=counts(red=10))
    with pytest.raises(IllegalMove) as e:
        do(s, 0, {"type": "take_bonus", "colour": "red"})
    assert e.value.rule == "§7.5"


def test_wild_colour_as_itself_needs_k_equal_n_section_7_3():
    s = table(2, seats={0: {"hand": counts(purple=5)}}, supply=counts(red=10))
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "purple-3", "purple", 1)
    assert e.value.rule == "§7.3"
    with pytest.raises(IllegalMove):
        place(s, 0, "purple-6", "purple", 6)                      # needs 6, holds 5


def test_filled_space_illegal_section_7_2():
    s = table(2, seats={0: {"hand": counts(red=5), "board": {"red-2": "red"}}},
              supply=counts(red=10))
    with pytest.raises(IllegalMove) as e:
        place(s, 0, "red-2", "red", 2)
    assert e.value.rule == "§7.2"


def test_pass_keep_limits_section_7_7():
    s = table(2, seats={0: {"hand": counts(red=4, blue=2)}}, supply=counts(red=10))
    with pytest.raises(IllegalMove) as e:
        do(s, 0, {"type": "pass", "keep": {"red": 4, "blue": 1}})
    assert e.value.rule == "§7.7"
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "pass", "keep": {"green": 1}})
    passes = [m["keep"] for m in GAME.legal_moves(s, 0) if m["type"] == "pass"]
    assert len(passes) == len({tuple(sorted(k.items())) for k in passes})
    assert {"red": 4} in passes and {"red": 2, "blue": 2} in passes and {} in passes
    assert all(sum(k.values()) <= 4 for k in passes)
    assert len(_enum_keeps(counts(red=2, blue=1), 4)) == 6


def test_empty_hand_must_pass_section_13_15():
    s = table(2, seats={1: {"hand": counts(red=1)}}, supply=counts(red=10))
    assert GAME.legal_moves(s, 0) == [{"type": "pass", "keep": {}}]
    s, ev = do(s, 0, {"type": "pass", "keep": {}})
    assert ev[0]["points"] == 0 and s["seats"][0]["passed"] and GAME.to_act(s) == [1]


def test_refill_pours_tower_into_bag_section_7_6():
    s = table(2, seats={0: {"hand": counts(orange=5), "board": {"orange-6": "orange"}}},
              supply=counts(red=6, blue=4), conserve=False)
    s["bag"] = counts(green=1)
    s["tower"] = counts(yellow=5)
    s, _ = place(s, 0, "orange-5", "orange", 5)                   # tower +4 orange
    for _ in range(3):
        s, _ = do(s, 0, {"type": "take_bonus", "colour": "red"})
    s, ev = auto(s)
    assert ev[0]["tower_poured"] is True and total(ev[0]["drawn"]) == 3
    assert total(s["supply"]) == 10 and total(s["tower"]) == 0
    assert total(s["bag"]) == 1 + 5 + 4 - 3


# ---------------------------------------------------------------- §8 phase 3

def test_prepare_next_round_section_8():
    s = table(2, rnd=2, step_name="round_done", token=1,
              seats={0: {"corners": counts(red=2), "passed": True},
                     1: {"corners": counts(blue=4), "passed": True}})
    s, ev = auto(s)
    assert s["round"] == 3 and ev[0]["wild_colour"] == "orange" and GAME.reveals(ev[0])
    assert all(total(f) == 4 for f in s["factories"])
    assert s["token"] is None and s["start_player"] == 1 and GAME.to_act(s) == [1]
    assert s["seats"][0]["hand"] == counts(red=2) and s["seats"][1]["hand"] == counts(blue=4)
    assert not any(st["passed"] for st in s["seats"])
    assert all(total(st["corners"]) == 0 for st in s["seats"])
    assert tile_total(s) == 132


def test_short_bag_then_tower_then_partial_displays_section_8_2():
    s = table(2, rnd=3, step_name="round_done", conserve=False,
              seats={0: {"passed": True}, 1: {"passed": True}})
    s["bag"] = counts(red=5)
    s["tower"] = counts(blue=3)
    s, ev = auto(s)
    assert ev[0]["tower_poured"] is True
    sizes = [total(f) for f in s["factories"]]
    assert sizes == [4, 4, 0, 0, 0]
    assert total(s["bag"]) == 0 and total(s["tower"]) == 0
    assert s["step"] == "acquire"


def test_round_without_any_tile_goes_straight_to_phase_2():
    s = table(2, rnd=3, step_name="round_done", conserve=False,
              seats={0: {"passed": True, "corners": counts(red=1)}, 1: {"passed": True}})
    s, _ = auto(s)
    assert s["step"] == "acquire_done"
    s, _ = auto(s)
    assert s["step"] == "place" and GAME.to_act(s) == [s["start_player"]]


def test_final_scoring_only_after_round_6_section_9():
    s = table(2, rnd=5, step_name="round_done", seats={0: {"passed": True}, 1: {"passed": True}})
    assert GAME.auto_move(s) == {"type": "next_round"}
    assert GAME.result(s) is None and not GAME.is_over(s)
    s6 = dict(s, round=6)
    assert GAME.auto_move(s6) == {"type": "final_scoring"}
    with pytest.raises(IllegalMove):
        do(s6, SYSTEM, {"type": "next_round"})
    over, _ = auto(s6)
    assert GAME.is_over(over) and GAME.auto_move(over) is None and GAME.to_act(over) == []
    assert GAME.legal_moves(over, 0) == []


# ---------------------------------------------------------------- errors

def test_not_your_turn():
    s = table(2, seats={1: {"hand": counts(red=1)}}, supply=counts(red=10))
    with pytest.raises(NotYourTurn):
        do(s, 1, {"type": "pass", "keep": {}})
    with pytest.raises(NotYourTurn):
        do(s, 0, {"type": "next_round"})                   # a SYSTEM step
    with pytest.raises(NotYourTurn):
        do(s, SYSTEM, {"type": "pass", "keep": {}})         # SYSTEM plays no player move
    r = table(2, step_name="refill")
    with pytest.raises(NotYourTurn):
        do(r, 0, {"type": "pass", "keep": {}})


@pytest.mark.parametrize("move", [
    "take", {"no": "type"}, {"type": "dance"},
    {"type": "place", "space": "blue-9", "colour": "blue", "k": 1},
    {"type": "place", "space": "blue-1", "colour": "pink", "k": 1},
    {"type": "place", "space": "blue-1", "colour": "blue", "k": "1"},
    {"type": "place", "space": "blue-1", "colour": "blue"},
    {"type": "place", "space": "blue-1", "colour": "blue", "k": 1, "extra": 0},
    {"type": "pass"}, {"type": "pass", "keep": ["red"]}, {"type": "pass", "keep": {"red": -1}},
    {"type": "pass", "keep": {"gold": 1}},
])
def test_malformed_moves(move):
    s = table(2, seats={0: {"hand": counts(blue=3)}}, supply=counts(red=10))
    with pytest.raises(MalformedMove):
        do(s, 0, move)


@pytest.mark.parametrize("move", [
    {"type": "take", "source": "bowl", "colour": "red"},
    {"type": "take", "source": "factory", "colour": "red"},
    {"type": "take", "source": "centre", "factory": 1, "colour": "red"},
    {"type": "take", "source": "factory", "factory": 0, "colour": "teal"},
])
def test_malformed_takes(move):
    s = table(2, step_name="acquire", factories={0: counts(red=2)})
    with pytest.raises(MalformedMove):
        do(s, 0, move)


def test_take_from_missing_factory_or_absent_colour_illegal():
    s = table(2, step_name="acquire", factories={0: counts(red=2)})
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "take", "source": "factory", "factory": 7, "colour": "red"})
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "take", "source": "factory", "factory": 0, "colour": "blue"})
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "take", "source": "centre", "colour": "red"})


def test_reveals_only_for_draws():
    s = table(2, seats={0: {"hand": counts(red=1)}}, supply=counts(red=10))
    _, ev = place(s, 0, "red-1", "red", 1)
    assert not GAME.reveals(ev[0])
    _, ev = do(s, 0, {"type": "pass", "keep": {}})
    assert not GAME.reveals(ev[0])


def test_system_step_takes_no_arguments():
    s = table(2, step_name="refill")
    with pytest.raises(MalformedMove):
        do(s, SYSTEM, {"type": "refill_supply", "drawn": {"red": 10}})


# ---------------------------------------------------------------- §13 switches

def test_round_6_pass_bga_reading_switch_section_13_7(monkeypatch):
    from games.azul_summer_pavilion import game as g
    s = table(2, rnd=6, seats={0: {"hand": counts(red=3), "score": 20}}, supply=counts(red=10))
    assert len([m for m in GAME.legal_moves(s, 0) if m["type"] == "pass"]) == 4   # default
    monkeypatch.setattr(g, "ROUND6_KEEP_IN_CORNERS", False)
    assert [m for m in GAME.legal_moves(s, 0) if m["type"] == "pass"] == [
        {"type": "pass", "keep": {}}]
    with pytest.raises(IllegalMove) as e:
        do(s, 0, {"type": "pass", "keep": {"red": 1}})
    assert e.value.rule == "§13#7"


def test_keep_all_bga_reading_switch_section_13_6(monkeypatch):
    from games.azul_summer_pavilion import game as g
    s = table(2, seats={0: {"hand": counts(red=2, blue=1)}}, supply=counts(red=10))
    monkeypatch.setattr(g, "KEEP_ANY_SUBSET", False)
    assert [m for m in GAME.legal_moves(s, 0) if m["type"] == "pass"] == [
        {"type": "pass", "keep": {"red": 2, "blue": 1}}]
    with pytest.raises(IllegalMove) as e:
        do(s, 0, {"type": "pass", "keep": {"red": 2}})
    assert e.value.rule == "§13#6"
