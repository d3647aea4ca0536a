"""Hidden information (§1.1, §4.1, §8.5): hands, crystal totals, deck order and reward
cards. Views and event views of a seat must not change when only information hidden from
that seat changes, and never contain another seat's card ids."""
from __future__ import annotations

import random

import pytest

from games.blue_moon_city import GAME
from games.blue_moon_city import rules as R
from games.testing import play
from tests.conftest import property_budget

from .bmc_helpers import at, do, ev, fresh, mark, place, with_hand


def perturb(state: dict, seat, rng: random.Random) -> dict:
    """Re-deal everything ``seat`` cannot see: other hands, the deck, all face-down
    reward cards (unseen even by their owner) - same counts - and other crystal totals."""
    n = state["players"]
    others = [s for s in range(n) if s != seat]
    pool = R.ms_list(state["deck"])
    for s in others:
        pool += R.ms_list(state["hands"][s])
    for s in range(n):
        pool += R.ms_list(state["pending"][s])
    rng.shuffle(pool)
    out = dict(state)
    hands, pending = list(state["hands"]), list(state["pending"])
    k = 0
    for s in others:
        size = R.ms_total(state["hands"][s])
        hands[s] = R.ms_add({}, pool[k:k + size])
        k += size
    for s in range(n):
        size = R.ms_total(state["pending"][s])
        pending[s] = R.ms_add({}, pool[k:k + size])
        k += size
    out["deck"] = R.ms_add({}, pool[k:])
    out["hands"], out["pending"] = hands, pending
    out["crystals"] = [state["crystals"][s] if s == seat else rng.randrange(60) for s in range(n)]
    return out


def redraw(event: dict, seat, rng: random.Random) -> dict:
    """The same event with other cards where ``seat`` may not see them."""
    def fake(cards):
        return sorted(rng.choice(["Khind1", "Pillar3", "Aqua2", "Hoax1"]) for _ in cards)
    e = dict(event)
    if e["type"] == "turn_draw" and e["seat"] != seat:
        e["drawn"] = fake(e["drawn"])
    elif e["type"] == "building_scored":
        e["drawn"] = [fake(d) for d in e["drawn"]]
    elif e["type"] == "rewards_joined":
        e["cards"] = [c if s == seat else fake(c) for s, c in enumerate(e["cards"])]
    return e


def test_view_shows_own_hand_and_crystals_only_section_1_1():
    s = fresh(3, seed=2)
    s = dict(s, crystals=[5, 9, 13])
    v0, v1, vs = GAME.view(s, 0), GAME.view(s, 1), GAME.view(s, None)
    assert v0["hand"] == s["hands"][0] and v1["hand"] == s["hands"][1] and vs["hand"] is None
    assert v0["crystals"] == [5, None, None] and v1["crystals"] == [None, 9, None]
    assert vs["crystals"] == [None, None, None]
    assert v0["hand_sizes"] == [8, 8, 8] and v0["deck_size"] == 80 - 24
    assert "deck" not in v0 and "pending" not in v0


def test_turn_draw_event_redacted_for_others_section_4_1():
    s = at(fresh(2, seed=1), 0, (2, 2), step_="discard")
    s2, events = do(s, 0, {"type": "discard", "cards": []})
    e = ev(events, "turn_draw")
    assert GAME.reveals(e)
    assert GAME.event_view(e, 0)["drawn"] == e["drawn"]
    for other in (1, None):
        v = GAME.event_view(e, other)
        assert "drawn" not in v and v["drawn_count"] == 2
    assert not GAME.reveals(ev(events, "turn_started"))


def test_reward_cards_hidden_even_from_owner_section_8_5():
    s = fresh(2, seed=5)
    s = place(s, "thermae", (3, 1))
    s = with_hand(s, 0, "Aqua3")
    s = mark(mark(s, "thermae", 1, 0), "thermae", 2, 0)
    s = at(s, 0, (3, 1), step_="contribute")
    s, events = do(s, 0, {"type": "contribute", "box": 0, "cards": ["Aqua3"]})
    e = ev(events, "building_scored")
    assert GAME.reveals(e) and len(e["drawn"][0]) == 2          # thermae majority: 2 cards
    for seat in (0, 1, None):
        v = GAME.event_view(e, seat)
        assert "drawn" not in v and v["drawn_counts"] == [2, 0]
    assert GAME.view(s, 0)["pending_cards"] == [2, 0]
    assert GAME.view(s, 0)["hand"] == {}                        # not in the hand yet
    s, _ = do(s, 0, {"type": "end_contribution"})
    s, events = do(s, 0, {"type": "discard", "cards": []})
    j = ev(events, "rewards_joined")
    assert GAME.event_view(j, 0)["own"] == j["cards"][0]
    assert "cards" not in GAME.event_view(j, 1) and GAME.event_view(j, 1)["own"] == []
    assert "own" not in GAME.event_view(j, None) and GAME.event_view(j, None)["counts"] == [2, 0]


def _states_and_events(n, games, seed0):
    """Sample (state, events) pairs from random games."""
    out = []
    for g in range(games):
        rng = random.Random(seed0 + g)
        picks = []

        def on_step(state, seat, move, events):
            if not state["over"] and (rng.random() < 0.02 or any(GAME.reveals(e) for e in events) and rng.random() < 0.1):
                picks.append((state, events))

        play(GAME, GAME.make_config(n, {}), seed0 + g, on_step=on_step)
        out.extend(picks)
    return out


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_views_and_event_views_do_not_leak(n):
    """For random states: changing what seat s cannot see leaves view(state, s) and every
    event_view(e, s) unchanged; other seats' hands never appear in s's view."""
    rng = random.Random(n)
    games = max(2, property_budget(100) // 10)
    samples = _states_and_events(n, games, 7000 + 100 * n)
    assert samples
    for state, events in samples:
        for seat in list(range(n)) + [None]:
            v = GAME.view(state, seat)
            alt = perturb(state, seat, rng)
            assert GAME.view(alt, seat) == v
            if seat is not None:
                assert v["hand"] == state["hands"][seat]
            for e in events:
                ve = GAME.event_view(e, seat)
                assert GAME.event_view(redraw(e, seat, rng), seat) == ve
                if e["type"] == "turn_draw" and e["seat"] != seat:
                    assert "drawn" not in ve
                if e["type"] == "building_scored":
                    assert "drawn" not in ve
        # the perturbation really changes hidden data (the test can fail)
        if any(state["hands"][s] for s in range(1, n)):
            assert any(perturb(state, 0, random.Random(k))["hands"][1:] != state["hands"][1:] for k in range(5)) \
                or R.ms_total(state["deck"]) == 0
