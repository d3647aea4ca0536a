"""Turn steps and movement: §4.2 steps, §5.1 normal movement, §5.2/§12 movement powers
(Flit 1/2, Vulca/Terrah/Aqua 1/2), §14.1-§14.3, §14.15."""
from __future__ import annotations

import pytest

from games.base import IllegalMove, MalformedMove, NotYourTurn
from games.blue_moon_city import GAME
from games.blue_moon_city import rules as R
from games.blue_moon_city.data import CELLS

from .bmc_helpers import at, do, fresh, setp, with_hand


def start(cards=(), cell=(2, 2), n=2):
    s = fresh(n, seed=7)
    s = with_hand(s, 0, *cards)
    return at(s, 0, cell)


def moves_of(s, type_, seat=0):
    return [m for m in GAME.legal_moves(s, seat) if m["type"] == type_]


def test_up_to_two_orthogonal_steps_section_5_1():
    s = start()
    dests = {tuple(m["to"]) for m in moves_of(s, "move")}
    assert dests == {c for c in CELLS if 1 <= abs(c[0] - 2) + abs(c[1] - 2) <= 2}
    assert (3, 3) in dests                   # two steps with a turn
    assert (4, 2) in dests and (4, 3) not in dests   # 3 steps away
    with pytest.raises(IllegalMove) as ei:
        do(s, 0, {"type": "move", "to": [4, 3]})
    assert ei.value.rule == "§5.1"


def test_steps_split_and_return_to_start_section_5_1():
    s = start()
    s, _ = do(s, 0, {"type": "move", "to": [2, 1]})
    assert s["allowance"] == 1
    s, _ = do(s, 0, {"type": "move", "to": [2, 2]})      # back onto the start tile [I]
    assert s["allowance"] == 0 and moves_of(s, "move") == []
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "move", "to": [2, 1]})


def test_standing_still_is_legal_section_14_1():
    s = start()
    s, events = do(s, 0, {"type": "end_movement"})
    assert s["step"] == "contribute" and s["figures"][0] == [2, 2]
    assert events[0]["tile"] == "courtyard"


def test_no_corner_cells_and_no_move_onto_own_tile():
    s = start(cell=(1, 1))
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "move", "to": [0, 0]})
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "move", "to": [1, 1]})
    with pytest.raises(MalformedMove):
        do(s, 0, {"type": "move", "to": "north"})


def test_flit1_teleports_anywhere_power_section_12():
    s = start(["Flit1"], cell=(1, 0))
    targets = {tuple(m["to"]) for m in moves_of(s, "flit1")}
    assert targets == set(CELLS) - {(1, 0)}              # §14.15 not onto its own tile
    s, _ = do(s, 0, {"type": "flit1", "to": [3, 4]})
    assert s["figures"][0] == [3, 4] and s["allowance"] == 2      # allowance unchanged
    assert s["discard"] == {"Flit1": 1} and not s["hands"][0]
    with pytest.raises(IllegalMove):                      # no Flit 1 left
        do(s, 0, {"type": "flit1", "to": [2, 2]})


def test_flit2_adds_two_steps_power_section_12():
    s = start(["Flit2", "Flit2"])
    s, _ = do(s, 0, {"type": "move", "to": [2, 1]})
    s, _ = do(s, 0, {"type": "flit2"})
    assert s["allowance"] == 3
    s, _ = do(s, 0, {"type": "move", "to": [4, 2]})      # 3 steps
    s, _ = do(s, 0, {"type": "flit2"})
    assert s["allowance"] == 2 and s["hands"][0] == {}
    assert s["discard"] == {"Flit2": 2}


def test_flit_powers_only_in_movement_phase_section_5_2():
    s = start(["Flit1", "Flit2"])
    s, _ = do(s, 0, {"type": "end_movement"})
    assert not moves_of(s, "flit1") and not moves_of(s, "flit2")
    for mv in ({"type": "flit1", "to": [1, 1]}, {"type": "flit2"}, {"type": "move", "to": [2, 1]}):
        with pytest.raises(IllegalMove) as ei:
            do(s, 0, mv)
        assert ei.value.rule == "§4.2"


@pytest.mark.parametrize("card,dragon", [("Vulca1", "red"), ("Terrah1", "green"), ("Aqua1", "blue")])
def test_dragon_place_power_section_12(card, dragon):
    """Vulca 1 (black) moves the red dragon, Terrah 1 (red) the green, Aqua 1 the blue."""
    s = start([card, card])
    places = moves_of(s, "dragon_place")
    assert {tuple(m["to"]) for m in places} == set(CELLS)       # off the board: any tile, courtyard too
    assert all(m["card"] == card for m in places)
    s, _ = do(s, 0, {"type": "dragon_place", "card": card, "to": [0, 1]})
    assert s["dragons"][dragon] == [0, 1]
    assert all(v is None for d, v in s["dragons"].items() if d != dragon)
    # not onto the tile it is on (§14.15); anywhere else, however far
    assert [0, 1] not in [m["to"] for m in moves_of(s, "dragon_place")]
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "dragon_place", "card": card, "to": [0, 1]})
    s, _ = do(s, 0, {"type": "dragon_place", "card": card, "to": [4, 3]})
    assert s["dragons"][dragon] == [4, 3] and s["discard"] == {card: 2}


@pytest.mark.parametrize("card,dragon", [("Vulca2", "red"), ("Terrah2", "green"), ("Aqua2", "blue")])
def test_dragon_move_power_section_12(card, dragon):
    s = start([card])
    assert moves_of(s, "dragon_move") == []                      # only if in the city
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "dragon_move", "card": card, "to": [2, 1]})
    s = setp(s, dragons={**s["dragons"], dragon: [1, 0]})
    targets = {tuple(m["to"]) for m in moves_of(s, "dragon_move")}
    assert targets == {c for c in CELLS if 1 <= abs(c[0] - 1) + abs(c[1]) <= 3}
    assert (2, 2) in targets and (4, 1) not in targets
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "dragon_move", "card": card, "to": [4, 1]})   # 4 steps
    s, _ = do(s, 0, {"type": "dragon_move", "card": card, "to": [3, 1]})
    assert s["dragons"][dragon] == [3, 1]


def test_dragon_placed_then_moved_same_phase_section_5_2():
    s = start(["Aqua1", "Aqua2"])
    s, _ = do(s, 0, {"type": "dragon_place", "card": "Aqua1", "to": [2, 0]})
    s, _ = do(s, 0, {"type": "dragon_move", "card": "Aqua2", "to": [2, 3]})
    assert s["dragons"]["blue"] == [2, 3]


def test_wrong_dragon_card_rejected():
    s = start(["Vulca1"])
    with pytest.raises(MalformedMove):
        do(s, 0, {"type": "dragon_place", "card": "Flit1", "to": [1, 1]})
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "dragon_place", "card": "Terrah1", "to": [1, 1]})   # not in hand


def test_only_active_player_acts_section_4_2():
    s = start()
    assert GAME.to_act(s) == [0] and GAME.legal_moves(s, 1) == []
    with pytest.raises(NotYourTurn):
        do(s, 1, {"type": "end_movement"})
    with pytest.raises(MalformedMove):
        do(s, 0, {"type": "jump"})
    with pytest.raises(MalformedMove):
        do(s, 0, {"kind": "end_movement"})


def test_steps_are_never_skipped_section_4_2():
    """On a finished building only end_contribution; discard is its own step."""
    s = start(cell=(2, 1))
    s = setp(s, done={**s["done"], "fire_temple": True})
    s, _ = do(s, 0, {"type": "end_movement"})
    assert GAME.legal_moves(s, 0) == [{"type": "end_contribution"}]
    s, _ = do(s, 0, {"type": "end_contribution"})
    assert s["step"] == "discard" and all(m["type"] == "discard" for m in GAME.legal_moves(s, 0))
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "end_movement"})


def test_every_listed_move_is_accepted():
    s = start(["Flit1", "Flit2", "Vulca1", "Terrah2", "Aqua1"])
    s = setp(s, dragons={"red": None, "green": [0, 2], "blue": [2, 2]})
    for m in GAME.legal_moves(s, 0):
        do(s, 0, m)
