"""The solo game (§9, §11 #9-#12, #15) and the solo scoring cases T-SOLO-1, T-SOLO-2."""
from __future__ import annotations

import random

import pytest

from games.base import SYSTEM, IllegalMove, apply
from games.nova_luna.game import SOLO_PENALTY
from games.nova_luna.rules import TILES

from .nova_helpers import GAME, TEST_GAME, build, take_tile, tokens_in


def solo_state(seed=0, game=GAME):
    return game.initial_state(game.make_config(1, {}), random.Random(seed))


def with_solo(state, display=None, supply=None, covered=None, **solo):
    seat = dict(state["seats"][0])
    if display is not None:
        seat["display"] = display
    if supply is not None:
        seat["supply"] = supply
    if covered is not None:
        seat["covered"] = covered
    return dict(state, seats=[seat], solo=dict(state["solo"], **solo))


def apart(tiles, y=0):
    """Tiles laid far apart (no neighbours, so no task is fulfilled)."""
    return [[10 * i, y, t] for i, t in enumerate(tiles)]


def pick_costs(costs, exclude=()):
    used = set(exclude)
    out = []
    for c in costs:
        t = next(t for t in TILES.ids if TILES.cost[t] == c and t not in used)
        used.add(t)
        out.append(t)
    return out


def test_s9_setup_two_stacks_no_marker():
    st = solo_state()
    assert st["solo"] == {"phase": 1, "small": 8, "record1": None, "refill_due": False, "phase1_tiles": None,
                          "phase_2_record": "all_tiles", "final_penalty": "of_21"}
    assert st["seats"][0]["supply"] == 21
    v = GAME.view(st, 0)
    assert v["solo"]["small_stack"] == 8 and v["solo"]["big_stack"] == 13
    assert "distance" not in v["seats"][0]                               # no moon-track marker
    ev = GAME.decide(st, 0, GAME.legal_moves(st, 0)[0], random.Random(0))
    assert "distance" not in ev[0] and apply(GAME, st, ev)["seats"][0]["distance"] == 0


def test_s9_phase_1_covers_only_small_stack_tokens_then_phase_2_covers_the_rest():
    """§11 #12: tasks fulfilled once the small stack is empty wait for phase 2."""
    st = with_solo(solo_state(game=TEST_GAME), small=0, supply=13, display=[], covered=[])
    st, steps = build([(59, 0, 0), ("B", 1, 0), ("B", -1, 0)], game=TEST_GAME, state=st)
    assert tokens_in([e for s in steps for e in s]) == 0                # {blue x2} fulfilled, not covered
    assert {"type": "end_phase_1"} in TEST_GAME.legal_moves(st, 0)
    ev = TEST_GAME.decide(st, 0, {"type": "end_phase_1"}, random.Random(0))
    assert [e["type"] for e in ev] == ["phase_1_ended", "tasks_covered"]
    assert ev[1]["tasks"] == [[59, 2]]
    st2 = apply(TEST_GAME, st, ev)
    assert st2["seats"][0]["supply"] == 12 and st2["solo"]["phase"] == 2


def test_s9_end_phase_1_only_after_the_8th_token():
    st = solo_state()
    assert {"type": "end_phase_1"} not in GAME.legal_moves(st, 0)
    with pytest.raises(IllegalMove) as e:
        GAME.decide(st, 0, {"type": "end_phase_1"}, random.Random(0))
    assert e.value.rule == "§9"
    assert {"type": "end_phase_1"} in GAME.legal_moves(with_solo(st, small=0, supply=13), 0)
    multi = GAME.initial_state(GAME.make_config(2, {}), random.Random(0))
    (p,) = GAME.to_act(multi)
    with pytest.raises(IllegalMove):
        GAME.decide(multi, p, {"type": "end_phase_1"}, random.Random(0))


def test_s9_no_refill_in_phase_1_but_normal_refills_in_phase_2():
    st = solo_state()
    track = [None] * 12
    track[3], track[7] = st["track"][3], st["track"][7]
    st1 = dict(st, track=track)
    assert {"type": "refill"} not in GAME.legal_moves(st1, 0)           # §11 #11
    with pytest.raises(IllegalMove) as e:
        GAME.decide(st1, 0, {"type": "refill"}, random.Random(0))
    assert e.value.rule == "§9"
    st2 = with_solo(st1, phase=2, record1=50)
    assert {"type": "refill"} in GAME.legal_moves(st2, 0)                # §6.1 in phase 2
    empty = dict(st2, track=[None] * 12)
    assert GAME.auto_move(empty) == {"type": "refill"}                   # forced in phase 2


def test_s9_phase_1_never_ends_on_its_own_while_tiles_remain():
    st = with_solo(solo_state(game=TEST_GAME), small=1, supply=14)
    st, steps = build([(15, 0, 0), (49, 1, 0)], game=TEST_GAME, state=st)   # fulfils 2 tasks, 1 token
    evs = [e for s in steps for e in s]
    assert tokens_in(evs) == 1 and st["solo"]["phase"] == 1 and st["solo"]["small"] == 0
    assert "phase_1_ended" not in [e["type"] for e in evs]


@pytest.mark.parametrize("reading,record2,total", [
    ("all_tiles", 51, 65),           # §11 #9 spec default: 14 + 37
    ("phase_2_tiles", 37, 51),       # the other reading named in T-SOLO-1
])
def test_T_SOLO_1_phase_records_and_total(reading, record2, total):
    p1 = pick_costs([4, 3, 5, 2])
    base = GAME.initial_state(GAME.make_config(1, {"solo_phase_2_record": reading}), random.Random(0))
    st = with_solo(base, display=apart(p1), supply=13, small=0)
    ev = GAME.decide(st, 0, {"type": "end_phase_1"}, random.Random(0))
    assert ev[0]["record"] == 14 and ev[0]["reason"] == "stopped"
    st = apply(GAME, st, ev)
    assert GAME.auto_move(st) == {"type": "refill"} and GAME.to_act(st) == []   # refill between phases
    st = apply(GAME, st, GAME.decide(st, SYSTEM, {"type": "refill"}, random.Random(0)))
    assert GAME.auto_move(st) is None and st["solo"]["refill_due"] is False
    # Phase 2: tiles costing 37 in all; the last one (red, cost 1) fulfils 65's {red}
    # with the 21st token.
    p2 = pick_costs([7, 7, 6, 6, 5], exclude=p1 + [65])                 # 31, + 65 (5) + 35 (1) = 37
    display = apart(p1) + apart(p2, y=50) + [[200, 0, 65]]
    st = with_solo(st, display=display, supply=1)
    st = dict(st, pile=[t for t in st["pile"] if t not in display and t != 35])
    st, ev = take_tile(GAME, st, 0, 35, 201, 0)
    assert [e["type"] for e in ev] == ["take", "tasks_covered", "game_over"]
    res = GAME.result(st)
    assert res["phase_1_record"] == 14
    assert res["phase_2_record"] == record2
    assert res["score"] == total and res["ranking"][0]["score"] == total and res["winners"] == [0]


def test_T_SOLO_2_phase_1_penalty_then_refill_and_phase_2():
    last, neighbour = 1, 18                                              # cost-1 tiles, no tasks
    others = pick_costs([7, 7, 6, 6, 5, 5, 3, 2, 2])                   # 43
    display = apart(others, y=9) + [[0, 0, neighbour]]
    assert sum(TILES.cost[t] for _, _, t in display) + TILES.cost[last] == 45
    st = with_solo(solo_state(), display=display, small=2, supply=15)
    st = dict(st, pile=sorted(set(st["pile"] + [t for t in st["track"] if t is not None])
                              - {t for _, _, t in display} - {last}))
    track = [None] * 12
    track[(st["meeple"] + 1) % 12] = last                               # the 11th initial tile
    st = dict(st, track=track)
    ev = GAME.decide(st, 0, {"type": "take", "track_space": (st["meeple"] + 1) % 12, "x": 1, "y": 0},
                     random.Random(0))
    assert [e["type"] for e in ev] == ["take", "phase_1_ended"]
    assert ev[1]["reason"] == "tiles_exhausted"
    assert ev[1]["record"] == 45 + 2 * SOLO_PENALTY == 65
    st = apply(GAME, st, ev)
    assert GAME.auto_move(st) == {"type": "refill"}
    st = apply(GAME, st, GAME.decide(st, SYSTEM, {"type": "refill"}, random.Random(1)))
    assert sum(t is not None for t in st["track"]) == 11 and st["solo"]["phase"] == 2
    assert GAME.to_act(st) == [0]


def test_s9_phase_2_ends_by_exhaustion_with_penalty_for_tokens_of_21():
    """§11 #10: 10 x tokens not placed (of all 21) on top of all tile costs (§11 #9)."""
    display = apart(pick_costs([3, 4]))
    st = with_solo(solo_state(), display=display, supply=5, small=0, phase=2, record1=30)
    track = [None] * 12
    track[1] = 52                                                       # yellow cost 1, no tasks
    st = dict(st, track=track, pile=[], meeple=0)
    ev = GAME.decide(st, 0, {"type": "take", "track_space": 1, "x": 1, "y": 0}, random.Random(0))
    assert ev[-1]["type"] == "game_over" and ev[-1]["reason"] == "tiles_exhausted"
    res = ev[-1]["result"]
    assert res["phase_2_record"] == 3 + 4 + 1 + 5 * SOLO_PENALTY
    assert res["score"] == 30 + 58


def test_s9_final_penalty_option_counts_only_the_13_stack():
    """§11 #10 alternative (option solo_final_penalty="of_13"): at most 13 tokens charged."""
    base = GAME.initial_state(GAME.make_config(1, {"solo_final_penalty": "of_13"}), random.Random(0))
    st = with_solo(base, display=apart(pick_costs([3, 4])), supply=16, small=3, phase=2, record1=30,
                   phase1_tiles=2)
    track = [None] * 12
    track[1] = 52
    st = dict(st, track=track, pile=[], meeple=0)
    ev = GAME.decide(st, 0, {"type": "take", "track_space": 1, "x": 1, "y": 0}, random.Random(0))
    assert ev[-1]["result"]["phase_2_record"] == 3 + 4 + 1 + 13 * SOLO_PENALTY
