"""The rulebook's worked examples as tests with their exact outcomes:
§8.3 example of play, §9.2 scale-scoring example, §10.3 Pillar example, §6.2 payment examples."""
from __future__ import annotations

import pytest

from games.blue_moon_city import GAME
from games.blue_moon_city import rules as R
from games.blue_moon_city.payments import counts_of, valid_payment

from .bmc_helpers import (at, check_conservation, do, ev, finish, fresh, mark, place, seat_list,
                          setp, types, with_hand)


def example_of_play_state():
    """§8.3: Fire Temple [2,1] finished, University [3,1] with the opponent's marker on
    its white 2 box and the red dragon, Market Hall [4,1] finished, Royal Palace [3,2]
    unfinished, active figure on the Hospice [4,2], blue dragon off the board."""
    s = fresh(2, seed=3)
    s = place(s, "university", (3, 1))
    s = place(s, "market_hall", (4, 1))
    s = place(s, "hospice", (4, 2))
    s = finish(s, "fire_temple", "market_hall")
    s = mark(s, "university", 1, 1)
    s = setp(s, dragons={"red": [3, 1], "green": None, "blue": None})
    s = with_hand(s, 0, "Aqua1", "Hoax2", "Hoax3", "Pillar3", "Flit3")
    s = at(s, 0, (4, 2))
    assert R.grid(s)["3,0"] != "university" and not s["done"][R.grid(s)["3,0"]]
    return s


def test_example_of_play_section_8_3():
    s = example_of_play_state()
    hand1 = R.ms_total(s["hands"][1])
    check_conservation(s)
    s, _ = do(s, 0, {"type": "move", "to": [3, 1]})            # Hospice -> Market Hall -> University
    assert s["allowance"] == 0
    s, _ = do(s, 0, {"type": "dragon_place", "card": "Aqua1", "to": [3, 1]})
    s, _ = do(s, 0, {"type": "end_movement"})
    s, events = do(s, 0, {"type": "contribute", "box": 0, "cards": ["Hoax2", "Hoax3"]})
    assert types(events) == ["contributed", "scales_awarded", "building_scored"]
    assert ev(events, "scales_awarded")["amount"] == 2          # §7: two dragons
    scored = ev(events, "building_scored")
    assert scored["majority"] == 0                               # tie 1-1, the 5 box is farther left
    assert scored["gains"][0] == {"crystals": 4, "cards": 2, "scales": 1}
    assert scored["gains"][1] == {"crystals": 4, "cards": 2, "scales": 0}
    # §8.6 markers back, flipped, figures and dragons stay
    assert s["done"]["university"] and s["markers"] == [10, 10]
    assert s["figures"][0] == [3, 1] and s["dragons"]["red"] == [3, 1] and s["dragons"]["blue"] == [3, 1]
    # §8.5 reward cards wait face down
    assert [R.ms_total(p) for p in s["pending"]] == [2, 2]
    assert GAME.legal_moves(s, 0) == [{"type": "end_contribution"}]   # §6.3 nothing left to pay
    s, _ = do(s, 0, {"type": "end_contribution"})
    s, events = do(s, 0, {"type": "discard", "cards": ["Flit3", "Pillar3"]})
    assert len(ev(events, "turn_draw")["drawn"]) == 4
    assert [R.ms_total(p) for p in s["pending"]] == [0, 0]
    assert R.ms_total(s["hands"][0]) == 4 + 2
    assert R.ms_total(s["hands"][1]) == hand1 + 2
    # rewards of the turn: active +3 scales, +4 crystals, +2 cards; opponent +4 crystals, +2 cards
    assert s["scales"] == [3, 0] and s["crystals"] == [4, 4] and s["supply"] == 9 - 3
    assert s["turn"] == 1 and s["step"] == "move"
    check_conservation(s)


def scale_example_state(scale_return="gainers"):
    """§9.2: you hold 5, the others 4 and 2 (3 players, 12 scales, 1 left in the supply)."""
    s = fresh(3, seed=1, scale_return=scale_return)
    s = place(s, "university", (3, 1))
    s = setp(s, scales=[5, 4, 2], supply=1, dragons={"red": [3, 1], "green": [3, 1], "blue": None})
    s = with_hand(s, 0, "Hoax2")
    return at(s, 0, (3, 1), step_="contribute")


def test_scale_scoring_example_section_9_2():
    s = scale_example_state()
    check_conservation(s)
    s, events = do(s, 0, {"type": "contribute", "box": 1, "cards": ["Hoax2"]})
    assert types(events) == ["contributed", "scales_awarded", "scale_scoring"]
    sc = ev(events, "scale_scoring")
    assert sc["crystals"] == [6, 3, 0]            # 7 (one virtual) -> 6; 4 -> 3; 2 -> nothing
    assert s["scales"] == [0, 0, 2]                # gainers return, the 2-holder keeps
    assert s["supply"] == 10
    assert s["crystals"] == [6, 3, 0]
    check_conservation(s)


def test_scale_scoring_variant_all_discard_section_15():
    s, events = do(scale_example_state("all"), 0, {"type": "contribute", "box": 1, "cards": ["Hoax2"]})
    assert ev(events, "scale_scoring")["crystals"] == [6, 3, 0]
    assert s["scales"] == [0, 0, 0] and s["supply"] == 12


def pillar_state(n):
    s = fresh(n, seed=2)
    s = with_hand(s, 0, "Pillar1", "Pillar2")
    s = seat_list(s, "crystals", 0, 30)
    return at(s, 0, (2, 2), step_="contribute")


@pytest.mark.parametrize("n,costs", [(4, [7, 8, 9]), (2, [7, 8, 10])])
def test_pillar_example_section_10_3(n, costs):
    """4 players: 7, then 7+1, then 7+2 = 24; 2 players: 7, 7+1, 8+2 = 25."""
    s = pillar_state(n)
    s, e1 = do(s, 0, {"type": "offer"})
    s, e2 = do(s, 0, {"type": "pillar_offer", "card": "Pillar1"})
    s, e3 = do(s, 0, {"type": "pillar_offer", "card": "Pillar2"})
    assert [ev(e, "offered")["cost"] for e in (e1, e2, e3)] == costs
    assert s["crystals"][0] == 30 - sum(costs)
    assert s["offerings"][0] == 3 and s["markers"][0] == 7 and s["obelisk"] == [0, 0, 0]
    assert not s["hands"][0]


PAYMENT_EXAMPLES = [
    ("black", 5, ["Terrah3", "Terrah2", "Hoax1"], True),
    ("black", 5, ["Terrah3", "Aqua2", "Hoax1"], False),
    ("black", 5, ["Terrah3", "Aqua2", "Hoax2", "Hoax2"], True),
    ("white", 5, ["Hoax2", "Vulca3"], False),
    ("white", 2, ["Hoax2"], True),
    ("any", 4, ["Khind1", "Mimix1", "Mimix2"], True),
    ("any", 5, ["Pillar3", "Vulca2"], False),
    ("brown", 2, ["Mimix1", "Mimix1"], True),
]


@pytest.mark.parametrize("color,value,cards,ok", PAYMENT_EXAMPLES)
def test_payment_examples_section_6_2(color, value, cards, ok):
    assert valid_payment(counts_of(cards), color, value) is ok
