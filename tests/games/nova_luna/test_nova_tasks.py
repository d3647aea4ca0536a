"""§7 task fulfilment and §6.6 covering: every case of spec §10.1 (T-TASK-1..14), run
through ``decide`` (tokens placed as events) and checked against the §7.2 counts."""
from __future__ import annotations

import pytest

from games.nova_luna.rules import COLOURS, cell_map, counts, fulfilled, newly_fulfilled

from .nova_helpers import TEST_GAME, TEST_TILES, build, covered_of, independent_counts, resolve, tokens_in

T59, T65, T51, T15, T49, T36, T37, T28, T9, T7 = 59, 65, 51, 15, 49, 36, 37, 28, 9, 7


def count_at(display, x, y):
    """§7.2 counts as a colour -> int dict (and the same via the independent version)."""
    mine = counts(cell_map(display), TEST_TILES.colour, x, y)
    other = independent_counts(display, lambda t: COLOURS[TEST_TILES.colour[t]], (x, y))
    assert dict(zip(COLOURS, mine)) == other
    return dict(zip(COLOURS, mine))


def display_of(state, seat=0):
    return state["seats"][seat]["display"]


def test_T_TASK_1_two_adjacent_blues():
    st, _ = build([(T59, 0, 0), ("B", 1, 0), ("B", -1, 0)])
    assert count_at(display_of(st), 0, 0)["blue"] == 2
    # 59 tasks: 0 {teal x3}, 1 {red x3}, 2 {blue x2}
    assert covered_of(st, 0, T59) == [2]


def test_T_TASK_2_chain_counts_diagonals_do_not():
    st, _ = build([(T59, 0, 0), ("B", 1, 0), ("B", 2, 0), ("R", 0, -1), ("R", 1, 1), ("R", 2, 1)])
    c = count_at(display_of(st), 0, 0)
    assert c["blue"] == 2 and c["red"] == 1          # §7.3(2): the diagonal red group is not counted
    assert covered_of(st, 0, T59) == [2]             # {red x3} not fulfilled


def test_T_TASK_3_two_tasks_fulfilled_at_once_by_the_placed_tile():
    # §6.5 ENGINE DECISION puts the first tile at (0, 0): the spec's layout is shifted by
    # (-1, 0) so that its first tile C (1, 0) lands there; the target 65 is then at (-1, 0).
    layout = [("C", 1, 0), ("C", 2, 0), ("R", 1, 1), ("R", 0, 1), (T65, 0, 0)]
    st, steps = build([(t, x - 1, y) for t, x, y in layout])
    c = count_at(display_of(st), -1, 0)
    assert c["teal"] == 2 and c["red"] == 2
    assert covered_of(st, 0, T65) == [0, 1]
    assert tokens_in(steps[-1]) == 2                 # §7.3(7): 2 tokens on this turn
    assert st["seats"][0]["supply"] == 18


def test_T_TASK_4_cost_7_tile_fulfilled_by_three_tiles():
    st, steps = build([(T51, 0, 0), ("C", 1, 0), ("B", -1, 0), ("Y", 0, 1)])
    assert covered_of(st, 0, T51) == [0, 1, 2]
    assert tokens_in(steps[-1]) == 2                 # the yellow completes {teal,yellow} and {blue,yellow}


def test_T_TASK_5_two_tiles_fulfil_each_other():
    st, _ = build([(T15, 0, 0), (T49, 1, 0)])
    assert covered_of(st, 0, T15) == [2]             # {red}
    assert covered_of(st, 0, T49) == [2]             # {teal}


def test_T_TASK_6_one_yellow_group_helps_both_tiles():
    st, _ = build([(T15, 0, 0), (T49, 1, 0), ("Y", 0, 1), ("Y", 1, 1)])
    assert count_at(display_of(st), 0, 0)["yellow"] == 2
    assert count_at(display_of(st), 1, 0)["yellow"] == 2
    assert covered_of(st, 0, T15) == [1, 2]          # {yellow x2} and {red}; {blue x2} not
    assert covered_of(st, 0, T49) == [1, 2]


def test_T_TASK_7_two_red_x4_tiles_support_each_other():
    st, _ = build([(T36, 0, 0), (T37, 1, 0), ("R", 2, 0), ("R", 3, 0), ("R", 4, 0)])
    assert covered_of(st, 0, T36) == [0] and covered_of(st, 0, T37) == [0]
    assert count_at(display_of(st), 0, 0)["red"] == 4


def test_T_TASK_7b_three_reds_are_not_enough():
    st, _ = build([(T36, 0, 0), (T37, 1, 0), ("R", 2, 0), ("R", 3, 0)])
    assert covered_of(st, 0, T36) == [] and covered_of(st, 0, T37) == []
    assert count_at(display_of(st), 0, 0)["red"] == 3


def test_T_TASK_8_independent_tasks_use_the_same_tiles():
    st, _ = build([(T28, 0, 0), ("R", 1, 0), ("R", 2, 0), ("R", 3, 0), ("R", 4, 0)])
    assert covered_of(st, 0, T28) == [0, 1]          # §7.3(4)


def test_T_TASK_8b_separate_groups_add_up():
    st, _ = build([(T28, 0, 0), ("R", 1, 0), ("R", 0, 1)])
    assert count_at(display_of(st), 0, 0)["red"] == 2
    assert covered_of(st, 0, T28) == [1]


def test_T_TASK_9_group_touching_twice_counts_once():
    st, _ = build([(T28, 0, 0), ("R", 1, 0), ("R", 1, 1), ("R", 0, 1)])
    assert count_at(display_of(st), 0, 0)["red"] == 3          # not 6 (§7.2 shared seen set)
    assert covered_of(st, 0, T28) == [1]


def test_T_TASK_10_fulfilled_later_by_a_tile_that_is_not_adjacent():
    st, steps = build([(T59, 0, 0), ("C", 1, 0), ("C", 2, 0)])
    assert covered_of(st, 0, T59) == []
    st, more = build([("C", 3, 0)], state=st)
    assert covered_of(st, 0, T59) == [0]             # §7.3(5)
    assert more[0][1] == {"type": "tasks_covered", "seat": 0, "tasks": [[T59, 0]]}


def test_T_TASK_11_own_colour_groups_on_both_sides_count():
    st, _ = build([(T9, 0, 0), ("C", 1, 0), ("C", 2, 0)])
    assert covered_of(st, 0, T9) == []
    st, _ = build([("C", -1, 0)], state=st)
    assert count_at(display_of(st), 0, 0)["teal"] == 3        # §7.3(1): only T itself is left out
    assert covered_of(st, 0, T9) == [0]


def test_T_TASK_12_mixed_task_with_own_colour_needs_another_teal():
    st, _ = build([(T7, 0, 0), ("Y", 1, 0), ("R", -1, 0), ("B", 0, 1)])
    assert covered_of(st, 0, T7) == []
    st, _ = build([("C", 0, -1)], state=st)
    assert covered_of(st, 0, T7) == [0]              # {yellow x3} still not fulfilled


def test_T_TASK_13_another_colour_breaks_the_chain():
    st, _ = build([(T28, 0, 0), ("R", 1, 0), ("B", 2, 0), ("R", 3, 0)])
    assert count_at(display_of(st), 0, 0)["red"] == 1
    assert covered_of(st, 0, T28) == []


def test_T_TASK_14_monotonic_covering_changes_nothing():
    st, _ = build([(T28, 0, 0), ("R", 1, 0), ("R", 2, 0), ("R", 3, 0), ("R", 4, 0)])
    supply = st["seats"][0]["supply"]
    # Add tiles anywhere, including a red x4 tile fed by the covered reds (§7.3(6)).
    rest = resolve([("B", 0, 1), ("Y", 1, -1), ("C", 5, 0), ("R", 0, -1)])
    rest = [[x + 0, y, t + 30] for x, y, t in rest]               # fresh filler ids
    st, steps = build(rest + [[2, 1, T36]], state=st)
    assert covered_of(st, 0, T28) == [0, 1]
    # 36 at (2,1) touches the 4-red row (2,0): the covered reds still count for it
    assert covered_of(st, 0, T36) == [0]
    assert st["seats"][0]["supply"] == supply - 1                 # nothing ever returned
    covered_all = st["seats"][0]["covered"]
    assert sorted(covered_all[:2]) == [[T28, 0], [T28, 1]] and len(covered_all) == 3


# ----- §7 / §6.6 unit checks ---------------------------------------------------------

def test_s7_1_more_tiles_than_needed_are_fine_and_every_colour_must_hold():
    assert fulfilled((0, 2, 0, 0), [0, 5, 0, 0])
    assert not fulfilled((1, 1, 0, 0), [0, 5, 0, 0])
    assert fulfilled((1, 1, 0, 0), [1, 1, 0, 0])


def test_s7_3_8_partial_recheck_equals_full_recheck():
    """The §7.3(8) optimisation (only tasks near the placed tile's colour group) must find
    exactly the tasks a full scan finds that were not fulfilled before the placement,
    over random displays of real tiles grown by legal placements."""
    import random

    from games.nova_luna.rules import TILES, frontier
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        ids = list(TILES.ids)
        rng.shuffle(ids)
        display, before = [], set()
        for t in ids[:30]:
            x, y = rng.choice(frontier(display))
            display = display + [[x, y, t]]
            full = {tuple(p) for p in newly_fulfilled(display, set(), TILES)}
            part = {tuple(p) for p in newly_fulfilled(display, before, TILES, [x, y, t])}
            assert part == full - before
            before = full
            checked += len(part)
    assert checked > 100


def test_s6_6_covering_order_oldest_tile_first_and_capped_by_supply():
    """§6.6 / §11 #14: with fewer tokens than fulfilled tasks, cover oldest tile first,
    then in the tile's task order; the game ends at once (§8.1)."""
    st, _ = build([(T49, 0, 0)])
    seats = [dict(s) for s in st["seats"]]
    seats[0]["supply"] = 1
    st = dict(st, seats=seats)
    # 15 next to 49: fulfils 49's {teal} (older tile) and 15's {red}; only 1 token left
    st2, steps = build([(T15, 1, 0)], state=st)
    assert steps[0][1]["tasks"] == [[T49, 2]]
    assert st2["over"] and st2["result"]["winners"] == [0]
    assert TEST_GAME.result(st2)["reason"] == "supply_empty"


@pytest.mark.parametrize("pos", [(1, 1), (2, 0), (0, 2)])
def test_s6_5_placement_must_share_an_edge(pos):
    from games.base import IllegalMove
    from .nova_helpers import take_tile
    st, _ = build([(T59, 0, 0)])
    with pytest.raises(IllegalMove) as e:
        take_tile(TEST_GAME, st, 0, 1000, *pos)
    assert e.value.rule == "§6.5"
