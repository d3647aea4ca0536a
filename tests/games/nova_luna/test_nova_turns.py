"""Setup (§4), turn order (§5, T-ORDER-*), the selection track and refills (§6.1-§6.3,
T-WHEEL-*), moves and errors, and the end of the game (§8, T-END-*)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from games.base import SYSTEM, IllegalMove, InvalidConfig, MalformedMove, NotYourTurn, apply
from games.nova_luna.rules import TILES

from .nova_helpers import GAME, TEST_GAME, build, take_tile, two_player_state


def new_state(players=2, seed=0, **options):
    return GAME.initial_state(GAME.make_config(players, options), random.Random(seed))


def with_seats(state, **fields_by_seat):
    seats = [dict(s) for s in state["seats"]]
    for key, values in fields_by_seat.items():
        for i, v in enumerate(values):
            seats[i][key] = v
    return dict(state, seats=seats)


def take_spaces(moves):
    return sorted({m["track_space"] for m in moves if m["type"] == "take"})


# ----- §4 setup ------------------------------------------------------------------

@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_s4_setup_track_meeple_pile(players):
    st = new_state(players, seed=players)
    assert st["meeple"] == 0 and st["track"][0] is None               # §4.1
    assert all(t is not None for t in st["track"][1:])                 # §4.2: 11 tiles
    assert len(st["pile"]) == 57 and st["pile"] == sorted(st["pile"])  # no hidden order kept
    assert sorted(st["pile"] + st["track"][1:]) == list(TILES.ids)


@pytest.mark.parametrize("players,first_game,tokens", [
    (2, False, 20), (3, False, 20), (4, False, 20),
    (2, True, 20), (3, True, 17), (4, True, 15),                       # §4.3 / §4.5 / §11 #1
    (1, False, 21), (1, True, 21),                                     # §9: 8 + 13, no marker
])
def test_s4_3_tokens_to_place(players, first_game, tokens):
    st = new_state(players, first_game=first_game)
    assert [s["supply"] for s in st["seats"]] == [tokens] * players


def test_s4_4_markers_stacked_on_space_0_in_random_order():
    tops = Counter()
    for seed in range(200):
        st = new_state(4, seed=seed)
        assert [s["distance"] for s in st["seats"]] == [0] * 4
        assert sorted(s["arrival"] for s in st["seats"]) == [0, 1, 2, 3]
        top = max(range(4), key=lambda s: st["seats"][s]["arrival"])
        assert GAME.to_act(st) == [top]                                # last drawn moves first
        tops[top] += 1
    assert set(tops) == {0, 1, 2, 3} and min(tops.values()) > 20      # uniformly random order


def test_s4_config_validation():
    with pytest.raises(InvalidConfig):
        GAME.make_config(5, {})
    with pytest.raises(InvalidConfig):
        GAME.make_config(0, {})
    with pytest.raises(InvalidConfig):
        GAME.make_config(3, {"first_game": "yes"})
    with pytest.raises(InvalidConfig):
        GAME.make_config(3, {"short": True})
    with pytest.raises(InvalidConfig):
        GAME.make_config(1, {"solo_final_penalty": "of_8"})
    assert GAME.make_config(3, {"first_game": True}) == {
        "players": 3, "first_game": True, "solo_phase_2_record": "all_tiles", "solo_final_penalty": "of_21"}


# ----- §5 turn order -----------------------------------------------------------------

def test_T_ORDER_1_rearmost_moves_top_of_stack_first():
    A, B, C = 0, 1, 2
    st = with_seats(new_state(3), distance=[0, 0, 0], arrival=[0, 1, 2])   # bottom A, B, top C
    st = dict(st, arrivals=3)
    assert GAME.to_act(st) == [C]
    # cost-3 tiles 4, 5, 6; cost-4 tile 8; cost-1 tiles 18, 35
    st, _ = take_tile(GAME, st, C, 4, 0, 0)
    assert st["seats"][C]["distance"] == 3 and GAME.to_act(st) == [B]
    st, _ = take_tile(GAME, st, B, 5, 0, 0)
    assert st["seats"][B]["arrival"] > st["seats"][C]["arrival"]       # B on top of C
    assert GAME.to_act(st) == [A]
    st, _ = take_tile(GAME, st, A, 8, 0, 0)
    assert st["seats"][A]["distance"] == 4 and GAME.to_act(st) == [B]
    st, _ = take_tile(GAME, st, B, 18, 1, 0)
    assert st["seats"][B]["distance"] == 4 and GAME.to_act(st) == [C]
    st, _ = take_tile(GAME, st, C, 35, 1, 0)
    assert [s["distance"] for s in st["seats"]] == [4, 4, 4]
    assert GAME.to_act(st) == [C]                                      # C on top moves again


def test_T_ORDER_2_landing_on_the_rearmost_opponent_moves_again():
    A, B = 0, 1
    st = dict(with_seats(new_state(2), distance=[5, 2], arrival=[0, 1]), arrivals=2)
    assert GAME.to_act(st) == [B]
    st, _ = take_tile(GAME, st, B, 4, 0, 0)                            # cost 3
    assert st["seats"][B]["distance"] == 5
    assert GAME.to_act(st) == [B]


def test_T_ORDER_3_absolute_distances_handle_wrap_around():
    A, B = 0, 1
    st = dict(with_seats(new_state(2), distance=[22, 25], arrival=[0, 1]), arrivals=2)
    assert GAME.view(st, None)["seats"][B]["space"] == 1
    assert GAME.to_act(st) == [A]
    st, _ = take_tile(GAME, st, A, 8, 0, 0)                            # cost 4
    assert st["seats"][A]["distance"] == 26 and GAME.view(st, A)["seats"][A]["space"] == 2
    assert GAME.to_act(st) == [B]


def test_s5_not_your_turn():
    st = new_state(3)
    (mover,) = GAME.to_act(st)
    other = (mover + 1) % 3
    move = GAME.legal_moves(st, mover)[0]
    assert GAME.legal_moves(st, other) == []
    with pytest.raises(NotYourTurn):
        GAME.decide(st, other, move, random.Random(0))
    with pytest.raises(NotYourTurn):
        GAME.decide(st, SYSTEM, {"type": "refill"}, random.Random(0))  # no table step pending


# ----- §6.2 / §6.3 selection track ---------------------------------------------------------

def test_T_WHEEL_1_take_moves_the_meeple():
    st = new_state(2)
    (p,) = GAME.to_act(st)
    assert take_spaces(GAME.legal_moves(st, p)) == [1, 2, 3]
    tile = st["track"][2]
    ev = GAME.decide(st, p, {"type": "take", "track_space": 2, "x": 0, "y": 0}, random.Random(0))
    st2 = apply(GAME, st, ev)
    assert st2["meeple"] == 2 and st2["track"][2] is None
    assert st2["seats"][p]["display"] == [[0, 0, tile]]
    (q,) = GAME.to_act(st2)
    assert take_spaces(GAME.legal_moves(st2, q)) == [3, 4, 5]          # space 1 is behind the meeple


def test_T_WHEEL_2_skip_empty_spaces_and_wrap():
    st = new_state(2)
    track = [None] * 12
    for s in (10, 3, 7, 8):
        track[s] = st["track"][s] or st["pile"][s]
    st = dict(st, track=track, meeple=9)
    (p,) = GAME.to_act(st)
    assert take_spaces(GAME.legal_moves(st, p)) == [3, 7, 10]
    assert GAME.view(st, p)["available"] == [10, 3, 7]                 # clockwise order
    with pytest.raises(IllegalMove) as e:
        GAME.decide(st, p, {"type": "take", "track_space": 8, "x": 0, "y": 0}, random.Random(0))
    assert e.value.rule == "§6.2"


def _wheel3_state():
    st = new_state(2)
    tiles = st["track"][1:]
    track = [None] * 12
    track[4], track[6] = tiles[0], tiles[1]
    pile = sorted(tiles[2:5])
    return dict(st, track=track, meeple=5, pile=pile), pile


def test_T_WHEEL_3_optional_refill_stops_when_the_pile_runs_out():
    st, pile = _wheel3_state()
    (p,) = GAME.to_act(st)
    moves = GAME.legal_moves(st, p)
    assert {"type": "refill"} in moves
    ev = GAME.decide(st, p, {"type": "refill"}, random.Random(3))
    assert [e["type"] for e in ev] == ["refill"] and GAME.reveals(ev[0])
    st2 = apply(GAME, st, ev)
    assert [s for s, _ in ev[0]["tiles"]] == [7, 8, 9]
    assert sorted(st2["track"][s] for s in (7, 8, 9)) == pile
    assert all(st2["track"][s] is None for s in (10, 11, 0, 1, 2, 3, 5))
    assert st2["pile"] == [] and st2["meeple"] == 5
    assert GAME.to_act(st2) == [p]                                     # refilling is not the turn
    assert take_spaces(GAME.legal_moves(st2, p)) == [6, 7, 8]
    assert {"type": "refill"} not in GAME.legal_moves(st2, p)


def test_T_WHEEL_3_declined_refill_leaves_two_choices():
    st, _ = _wheel3_state()
    (p,) = GAME.to_act(st)
    assert take_spaces(GAME.legal_moves(st, p)) == [4, 6]
    assert GAME.view(st, p)["available"] == [6, 4]


def test_T_WHEEL_4_forced_refill_is_a_table_step():
    st = new_state(2)
    all_tiles = st["track"][1:] + st["pile"]
    st = dict(st, track=[None] * 12, meeple=8, pile=sorted(all_tiles[:20]))
    assert GAME.auto_move(st) == {"type": "refill"}
    assert GAME.to_act(st) == []
    with pytest.raises(NotYourTurn):
        GAME.decide(st, 0, {"type": "take", "track_space": 9, "x": 0, "y": 0}, random.Random(0))
    ev = GAME.decide(st, SYSTEM, {"type": "refill"}, random.Random(0))
    assert ev[0]["forced"] is True
    assert [s for s, _ in ev[0]["tiles"]] == [9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7]
    st2 = apply(GAME, st, ev)
    assert st2["track"][8] is None and len(st2["pile"]) == 9
    assert GAME.auto_move(st2) is None and len(GAME.to_act(st2)) == 1


def test_T_WHEEL_5_no_refill_with_three_tiles():
    st = new_state(2)
    track = [None] * 12
    track[1], track[2], track[3] = st["track"][1:4]
    st = dict(st, track=track)
    (p,) = GAME.to_act(st)
    assert {"type": "refill"} not in GAME.legal_moves(st, p)
    with pytest.raises(IllegalMove) as e:
        GAME.decide(st, p, {"type": "refill"}, random.Random(0))
    assert e.value.rule == "§6.1"


def test_s6_1_no_refill_when_the_pile_is_empty():
    st = new_state(2)
    track = [None] * 12
    track[1] = st["track"][1]
    st = dict(st, track=track, pile=[])
    (p,) = GAME.to_act(st)
    assert GAME.legal_moves(st, p) == [{"type": "take", "track_space": 1, "x": 0, "y": 0}]


def test_s6_5_first_tile_at_origin_then_every_adjacent_cell():
    st = new_state(2)
    (p,) = GAME.to_act(st)
    assert {(m["x"], m["y"]) for m in GAME.legal_moves(st, p)} == {(0, 0)}   # ENGINE DECISION
    with pytest.raises(IllegalMove) as e:
        GAME.decide(st, p, {"type": "take", "track_space": 1, "x": 1, "y": 0}, random.Random(0))
    assert e.value.rule == "§6.5"
    st2, _ = build([(1000, 0, 0), (1001, 1, 0)], game=TEST_GAME)
    moves = TEST_GAME.legal_moves(dict(st2, track=[None, 1002] + [None] * 10), 0)
    cells = {(m["x"], m["y"]) for m in moves if m["type"] == "take"}
    assert cells == {(-1, 0), (2, 0), (0, 1), (1, 1), (0, -1), (1, -1)}


@pytest.mark.parametrize("move", [
    {"type": "take", "track_space": 1, "x": 0},
    {"type": "take", "track_space": 1, "x": 0, "y": True},
    {"type": "take", "track_space": "1", "x": 0, "y": 0},
    {"type": "take", "track_space": 1, "x": 0, "y": 0, "rotate": 1},
    {"type": "pass"},
    {"type": "refill", "space": 1},
    {"kind": "take"},
    ["take"],
])
def test_malformed_moves(move):
    st = new_state(2)
    (p,) = GAME.to_act(st)
    with pytest.raises(MalformedMove):
        GAME.decide(st, p, move, random.Random(0))


def test_s3_track_space_out_of_range():
    st = new_state(2)
    (p,) = GAME.to_act(st)
    with pytest.raises(IllegalMove) as e:
        GAME.decide(st, p, {"type": "take", "track_space": 12, "x": 0, "y": 0}, random.Random(0))
    assert e.value.rule == "§3"


def test_s6_4_take_advances_the_marker_by_the_cost_onto_the_top():
    st = new_state(3, seed=5)
    (p,) = GAME.to_act(st)
    tile = st["track"][3]
    ev = GAME.decide(st, p, {"type": "take", "track_space": 3, "x": 0, "y": 0}, random.Random(0))
    st2 = apply(GAME, st, ev)
    assert st2["seats"][p]["distance"] == TILES.cost[tile]
    assert st2["seats"][p]["arrival"] == max(s["arrival"] for s in st2["seats"])


# ----- §8 end of game ----------------------------------------------------------------

def test_T_END_1_covering_with_the_last_token_wins_at_once():
    st = two_player_state(TEST_GAME)
    # T-TASK-3 layout (shifted so the first tile is at the origin): 65 fulfils 2 tasks
    st, _ = build([("C", 0, 0), ("C", 1, 0), ("R", 0, 1), ("R", -1, 1)], state=st)
    st = with_seats(st, supply=[1, 20])
    st, steps = build([[-1, 0, 65]], state=st)
    ev = steps[0]
    assert [e["type"] for e in ev] == ["take", "tasks_covered", "game_over"]
    assert ev[1]["tasks"] == [[65, 0]]                                  # one token only
    assert st["over"] and TEST_GAME.is_over(st) and TEST_GAME.to_act(st) == []
    res = TEST_GAME.result(st)
    assert res["winners"] == [0] and res["reason"] == "supply_empty"
    assert st["seats"][1]["display"] == []                              # seat 1 never moved
    with pytest.raises(NotYourTurn):
        TEST_GAME.decide(st, 1, {"type": "take", "track_space": 1, "x": 0, "y": 0}, random.Random(0))


def _end2_state(a_before, b_arrival_top):
    st = new_state(3)
    track = [None] * 12
    track[1] = 4                                                        # teal, cost 3, last tile
    pile = []
    rest = [t for t in TILES.ids if t != 4]
    st = with_seats(st, supply=[3, 3, 5], distance=[a_before, 38, 39], arrival=[5, b_arrival_top, 6],
                    display=[[], [[0, 0, rest[0]]], [[0, 0, rest[1]]]])
    return dict(st, track=track, pile=pile, meeple=0, arrivals=10)


def test_T_END_2_exhaustion_ranking_with_ties():
    st = _end2_state(37, 7)                                             # A takes cost 3 -> 40
    assert GAME.to_act(st) == [0]
    ev = GAME.decide(st, 0, {"type": "take", "track_space": 1, "x": 0, "y": 0}, random.Random(0))
    st2 = apply(GAME, st, ev)
    assert ev[-1]["type"] == "game_over" and ev[-1]["reason"] == "tiles_exhausted"
    res = GAME.result(st2)
    assert [r["seat"] for r in res["ranking"]] == [1, 0, 2]             # B, A, C
    assert [r["place"] for r in res["ranking"]] == [1, 2, 3]
    assert res["winners"] == [1]
    assert [r["tokens_left"] for r in res["ranking"]] == [3, 3, 5]


def test_T_END_2_variant_same_space_top_marker_first():
    st = _end2_state(35, 7)                                             # A lands on B at 38, on top
    ev = GAME.decide(st, 0, {"type": "take", "track_space": 1, "x": 0, "y": 0}, random.Random(0))
    res = GAME.result(apply(GAME, st, ev))
    assert [r["seat"] for r in res["ranking"]] == [0, 1, 2]             # A, B, C
