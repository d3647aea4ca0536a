"""Offerings (§10), discard and draw (§4.1) and the end conditions (§10.4, §11)."""
from __future__ import annotations

import pytest

from games.base import IllegalMove
from games.blue_moon_city import GAME
from games.blue_moon_city import rules as R

from .bmc_helpers import (at, check_conservation, do, ev, finish, fresh, mark, place, setp, seat_list,
                          types, with_hand)
from games.blue_moon_city.data import BUILDING_IDS


def court(n=3, crystals=50, cards=(), seed=4):
    s = fresh(n, seed=seed)
    s = with_hand(s, 0, *cards)
    s = seat_list(s, "crystals", 0, crystals)
    return at(s, 0, (2, 2), step_="contribute")


def offer_moves(s):
    return [m for m in GAME.legal_moves(s, 0) if m["type"] in ("offer", "pillar_offer")]


# ---- §10 offerings ---------------------------------------------------------------------------
def test_offering_only_from_courtyard_section_10_1():
    s = at(seat_list(fresh(3), "crystals", 0, 20), 0, (2, 1), step_="contribute")
    assert not offer_moves(s)
    with pytest.raises(IllegalMove) as ei:
        do(s, 0, {"type": "offer"})
    assert ei.value.rule == "§10.1"


def test_one_offering_per_turn_without_pillar_section_10_1():
    s = court()
    s, events = do(s, 0, {"type": "offer"})
    assert ev(events, "offered")["cost"] == 7 and s["offerings"][0] == 1 and s["crystals"][0] == 43
    assert not offer_moves(s)
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "offer"})


def test_costs_bottom_to_top_section_10_2():
    s = court(n=4, crystals=0)
    s = setp(s, obelisk=[1, 2, 3, 1, 2], offerings=[0, 2, 2, 1], markers=[10, 8, 8, 9])
    assert R.next_cost(s) == 8
    with pytest.raises(IllegalMove) as ei:
        do(s, 0, {"type": "offer"})               # 0 crystals
    assert ei.value.rule == "§10.2"
    s = seat_list(s, "crystals", 0, 8)
    assert offer_moves(s) == [{"type": "offer"}]
    s, _ = do(s, 0, {"type": "offer"})
    assert s["crystals"][0] == 0 and s["obelisk"][-1] == 0 and R.next_cost(s) == 9


def test_two_player_obelisk_skips_outer_spaces_section_10_2():
    s = court(n=2, crystals=100)
    paid = []
    for _ in range(2):
        s, events = do(s, 0, {"type": "offer"})
        paid.append(ev(events, "offered")["cost"])
        s = setp(s, offered=0)
    assert paid == [7, 7] and R.next_cost(s) == 8 and len(s["costs"]) == 11


def test_pillar_needs_an_offering_first_section_10_3():
    s = court(cards=["Pillar1", "Pillar2", "Pillar3"])
    assert offer_moves(s) == [{"type": "offer"}]
    with pytest.raises(IllegalMove) as ei:
        do(s, 0, {"type": "pillar_offer", "card": "Pillar1"})
    assert ei.value.rule == "§10.3"
    s, _ = do(s, 0, {"type": "offer"})
    assert offer_moves(s) == [{"type": "pillar_offer", "card": "Pillar1"},
                              {"type": "pillar_offer", "card": "Pillar2"}]   # Pillar 3: no power


def test_pillar_surcharge_must_be_affordable_section_10_3():
    s = court(crystals=15, cards=["Pillar1", "Pillar2"])
    s, _ = do(s, 0, {"type": "offer"})                         # 8 left; next 7 + 1 = 8 ok, 7 + 2 = 9 not
    assert offer_moves(s) == [{"type": "pillar_offer", "card": "Pillar1"}]
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "pillar_offer", "card": "Pillar2"})
    s, _ = do(s, 0, {"type": "pillar_offer", "card": "Pillar1"})
    assert s["crystals"][0] == 0 and s["discard"] == {"Pillar1": 1}


def test_offering_needs_a_marker_section_11_3():
    s = seat_list(court(), "markers", 0, 0)
    assert not offer_moves(s)
    with pytest.raises(IllegalMove) as ei:
        do(s, 0, {"type": "offer"})
    assert ei.value.rule == "§11.3"


@pytest.mark.parametrize("n,win", [(2, 6), (3, 5), (4, 4)])
def test_winning_offerings_end_immediately_section_10_4(n, win):
    s = court(n=n, cards=["Pillar1"], crystals=100)
    s = setp(s, offerings=[win - 1] + [0] * (n - 1), obelisk=[0] * (win - 1), markers=[10 - win + 1] + [10] * (n - 1))
    s, events = do(s, 0, {"type": "offer"})
    assert types(events) == ["offered", "game_over"]
    assert GAME.is_over(s) and GAME.to_act(s) == [] and GAME.legal_moves(s, 0) == []
    res = GAME.result(s)
    assert res["winners"] == [0] and res["reason"] == "offerings"
    cost = s["costs"][win - 1]
    assert cost == {2: 9, 3: 8, 4: 7}[n]
    assert res["ranking"][0] == {"seat": 0, "place": 1, "offerings": win, "crystals": 100 - cost, "scales": 0}
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "pillar_offer", "card": "Pillar1"})  # the rest of the turn is not played


# ---- §4.1 discard and draw -----------------------------------------------------------------------
def test_discard_zero_to_two_draw_plus_two_section_4_1():
    s = with_hand(fresh(2, seed=9), 0, "Flit3", "Flit3", "Aqua1")
    s = at(s, 0, (2, 2), step_="discard")
    listed = sorted(tuple(m["cards"]) for m in GAME.legal_moves(s, 0))
    assert listed == sorted([(), ("Aqua1",), ("Flit3",), ("Aqua1", "Flit3"), ("Flit3", "Flit3")])
    with pytest.raises(IllegalMove):
        do(s, 0, {"type": "discard", "cards": ["Flit3", "Flit3", "Aqua1"]})
    for cards, hand_after in (([], 5), (["Flit3"], 5), (["Aqua1", "Flit3"], 5)):
        s2, events = do(s, 0, {"type": "discard", "cards": cards})
        assert len(ev(events, "turn_draw")["drawn"]) == len(cards) + 2
        assert R.ms_total(s2["hands"][0]) == hand_after        # 3 - discarded + discarded + 2, no limit
        assert s2["turn"] == 1 and s2["step"] == "move" and s2["allowance"] == 2
        check_conservation(s2)


def test_reshuffle_when_deck_runs_out_section_4_1():
    s = at(fresh(2, seed=9), 0, (2, 2), step_="discard")
    s = with_hand(s, 0, "Flit3", "Aqua1")
    deck = s["deck"]
    # move all but one deck card to the discard pile
    keep = R.ms_list(deck)[0]
    s = setp(s, deck={keep: 1}, discard=R.ms_sub(deck, [keep]))
    before_discard = R.ms_total(s["discard"])
    s2, events = do(s, 0, {"type": "discard", "cards": ["Flit3", "Aqua1"]})
    drawn = ev(events, "turn_draw")["drawn"]
    assert len(drawn) == 4 and keep in drawn
    # the discarded cards were shuffled in (§14.18): deck = old discard + 2 discarded - 3 drawn
    assert s2["discard"] == {} and R.ms_total(s2["deck"]) == before_discard + 2 - 3
    check_conservation(s2)


def test_draw_what_exists_when_deck_and_discard_empty_section_14_10():
    s = at(fresh(2, seed=9), 0, (2, 2), step_="discard")
    rest = R.ms_list(s["deck"])
    hands = [R.ms_add(s["hands"][0], rest[:-1]), s["hands"][1]]
    s = setp(s, deck={rest[-1]: 1}, discard={}, hands=hands)
    s2, events = do(s, 0, {"type": "discard", "cards": []})
    assert ev(events, "turn_draw")["drawn"] == [rest[-1]] and s2["deck"] == {}
    check_conservation(s2)


# ---- §11 other end conditions ----------------------------------------------------------------------
def finished_city(n=2, seed=6):
    s = fresh(n, seed=seed)
    return finish(s, *BUILDING_IDS)


def test_city_finished_nobody_can_offer_ends_section_11_1():
    """Completing the last building when nobody can afford an offering ends the game;
    most offerings wins even with fewer crystals."""
    s = fresh(2, seed=6)
    s = place(s, "citadel", (1, 0))
    s = place(s, "thermae", (2, 0))            # neighbour: 1 crystal
    s = place(s, "monastery_tower", (1, 1))    # neighbour: 1 scale
    s = finish(s, *[b for b in BUILDING_IDS if b != "citadel"])
    s = with_hand(s, 0, "Vulca3", "Vulca2")
    s = at(s, 0, (1, 0), step_="contribute")
    s = setp(s, crystals=[0, 6], offerings=[2, 1], obelisk=[0, 0, 1], markers=[8, 9])
    s, events = do(s, 0, {"type": "contribute", "box": 0, "cards": ["Vulca2", "Vulca3"]})
    assert types(events)[-1] == "game_over"
    assert s["crystals"] == [2, 6] and s["scales"] == [2, 0]
    res = GAME.result(s)
    assert res["reason"] == "city_finished" and res["winners"] == [0]
    assert {r["seat"]: r["place"] for r in res["ranking"]} == {0: 1, 1: 2}


def test_city_finished_shared_victory_section_11_1():
    s = finished_city(3)
    s = setp(s, crystals=[2, 2, 1], offerings=[1, 1, 1], obelisk=[0, 1, 2], markers=[9, 9, 9])
    s = at(s, 0, (2, 2), step_="discard")
    s, events = do(s, 0, {"type": "discard", "cards": []})
    res = GAME.result(s)
    assert res["reason"] == "city_finished" and res["winners"] == [0, 1]
    assert {r["seat"]: r["place"] for r in res["ranking"]} == {0: 1, 1: 1, 2: 3}


def test_play_continues_while_someone_can_offer_section_11_1():
    s = finished_city(2)
    s = setp(s, crystals=[0, 7])
    s = at(s, 0, (2, 2), step_="discard")
    s, events = do(s, 0, {"type": "discard", "cards": []})
    assert not GAME.is_over(s) and s["turn"] == 1


def test_stall_guard_two_rounds_without_offering_section_11_1():
    s = finished_city(2)
    s = setp(s, crystals=[7, 7], began_finished=True)
    for turn in range(4):
        seat = s["turn"]
        assert not GAME.is_over(s)
        s, _ = do(s, seat, {"type": "end_movement"})
        s, _ = do(s, seat, {"type": "end_contribution"})
        s, events = do(s, seat, {"type": "discard", "cards": []})
        assert s["stall"] == turn + 1
    assert GAME.is_over(s) and GAME.result(s)["reason"] == "stall_guard"
    assert GAME.result(s)["winners"] == [0, 1]


def test_offering_resets_stall_count_section_11_1():
    s = finished_city(2)
    s = setp(s, crystals=[20, 7], began_finished=True, stall=3)
    s = at(s, 0, (2, 2), step_="contribute")
    s = setp(s, began_finished=True, stall=3)
    s, _ = do(s, 0, {"type": "offer"})
    assert s["stall"] == 0
    s, _ = do(s, 0, {"type": "end_contribution"})
    s, _ = do(s, 0, {"type": "discard", "cards": []})
    assert s["stall"] == 0 and not GAME.is_over(s)


def test_turn_that_finishes_the_city_does_not_count_section_11_1():
    s = fresh(2, seed=6)
    s = finish(s, *[b for b in BUILDING_IDS if b != "citadel"])
    s = with_hand(s, 0, "Vulca3", "Vulca2")
    s = at(s, 0, tuple(R.cell_of(s, "citadel")), step_="contribute")
    s = setp(s, crystals=[0, 9])
    s, events = do(s, 0, {"type": "contribute", "box": 0, "cards": ["Vulca2", "Vulca3"]})
    assert not GAME.is_over(s)
    s, _ = do(s, 0, {"type": "end_contribution"})
    s, _ = do(s, 0, {"type": "discard", "cards": []})
    assert s["stall"] == 0 and s["began_finished"]


def test_markers_exhausted_is_a_draw_section_11_2():
    s = fresh(2, seed=6)
    s = with_hand(s, 0, "Aqua3")
    s = setp(s, markers=[1, 0], obelisk=[1] * 4, offerings=[0, 4])
    # put the 6 other markers of seat 1 and 9 of seat 0 on unfinished buildings
    marks = dict(s["marks"])
    spots = [(b, i) for b in ("mill", "iron_foundry", "library", "city_residence", "flight_tower",
                               "caravanserai") for i in range(3)]
    for k, (b, i) in enumerate(spots[:15]):
        marks[b] = list(marks[b])
        marks[b][i] = 0 if k < 9 else 1
    s = setp(s, marks=marks)
    s = at(s, 0, tuple(R.cell_of(s, "thermae")), step_="contribute")
    check_conservation(s)
    s, events = do(s, 0, {"type": "contribute", "box": 1, "cards": ["Aqua3"]})
    assert types(events)[-1] == "game_over"
    res = GAME.result(s)
    assert res["reason"] == "markers_exhausted" and res["draw"] and res["winners"] == []
    assert all(r["place"] == 1 for r in res["ranking"])


def test_single_player_without_markers_keeps_playing_section_14_12():
    s = fresh(2, seed=6)
    marks = dict(s["marks"])
    spots = [(b, i) for b in ("mill", "iron_foundry", "library", "city_residence") for i in range(3)]
    for b, i in spots[:10]:
        marks[b] = list(marks[b])
        marks[b][i] = 0
    s = setp(s, marks=marks, markers=[0, 10])
    s = with_hand(s, 0, "Flit2", "Aqua3")
    s = at(s, 0, (2, 2))
    s, _ = do(s, 0, {"type": "flit2"})
    s, _ = do(s, 0, {"type": "end_movement"})
    s, _ = do(s, 0, {"type": "end_contribution"})
    s, _ = do(s, 0, {"type": "discard", "cards": ["Aqua3"]})
    assert not GAME.is_over(s) and s["turn"] == 1


def test_end_check_order_win_before_draw_section_11_4():
    s = court(n=4, crystals=100)
    s = setp(s, offerings=[3, 0, 0, 0], obelisk=[0, 0, 0], markers=[1, 0, 0, 0])
    s, events = do(s, 0, {"type": "offer"})
    assert GAME.result(s)["reason"] == "offerings" and GAME.result(s)["winners"] == [0]
