"""Helpers for the Blue Moon City tests: build positions by hand, play moves strictly."""
from __future__ import annotations

import random

from games.blue_moon_city import GAME
from games.blue_moon_city import rules as R
from games.blue_moon_city.data import CELLS
from games.testing import step


def fresh(n: int = 2, seed: int = 0, **options) -> dict:
    return GAME.initial_state(GAME.make_config(n, options), random.Random(seed))


def hand(*cards: str) -> dict:
    return R.ms_add({}, cards)


def setp(state: dict, **kw) -> dict:
    s = dict(state)
    s.update(kw)
    return s


def seat_list(state: dict, field: str, seat: int, value) -> dict:
    s = dict(state)
    lst = list(s[field])
    lst[seat] = value
    s[field] = lst
    return s


def with_hand(state: dict, seat: int, *cards: str) -> dict:
    """Give ``seat`` exactly these cards; the old hand goes back to the deck (80 kept).
    A card missing from the deck is taken from another hand, which gets a deck card."""
    s = dict(state)
    hands = list(s["hands"])
    deck = R.ms_add(s["deck"], R.ms_list(hands[seat]))
    hands[seat] = {}
    for c in cards:
        if deck.get(c):
            deck = R.ms_sub(deck, [c])
            continue
        other = next(i for i, h in enumerate(hands) if h.get(c))
        sub = R.ms_list(deck)[0]
        hands[other] = R.ms_add(R.ms_sub(hands[other], [c]), [sub])
        deck = R.ms_sub(deck, [sub])
    hands[seat] = hand(*cards)
    s["deck"] = deck
    s["hands"] = hands
    return s


def place(state: dict, building: str, cell) -> dict:
    """Put ``building`` on ``cell`` (swapping with the building that was there)."""
    s = dict(state)
    layout = list(s["layout"])
    i = layout.index(building)
    j = CELLS.index(tuple(cell))
    layout[i], layout[j] = layout[j], layout[i]
    s["layout"] = layout
    return s


def finish(state: dict, *buildings: str) -> dict:
    s = dict(state)
    done = dict(s["done"])
    for b in buildings:
        done[b] = True
    s["done"] = done
    return s


def mark(state: dict, building: str, box: int, seat: int) -> dict:
    """A marker of ``seat`` on a box (taken from that seat's supply)."""
    s = dict(state)
    marks = dict(s["marks"])
    marks[building] = list(marks[building])
    marks[building][box] = seat
    s["marks"] = marks
    m = list(s["markers"])
    m[seat] -= 1
    s["markers"] = m
    return s


def at(state: dict, seat: int, cell, step_: str = "move", allowance: int = 2) -> dict:
    s = seat_list(state, "figures", seat, list(cell))
    return setp(s, turn=seat, step=step_, allowance=allowance)


def do(state: dict, seat: int, move: dict, seed: int = 0):
    """decide + evolve with the strict contract checks; returns (state, events)."""
    return step(GAME, state, seat, move, random.Random(seed), strict=True)


def types(events) -> list:
    return [e["type"] for e in events]


def ev(events, type_: str) -> dict:
    found = [e for e in events if e["type"] == type_]
    assert found, f"no {type_} event in {types(events)}"
    return found[0]


def check_conservation(state: dict) -> None:
    """80 cards, 10 markers per player and the golden scales are conserved (§11.3)."""
    n = state["players"]
    cards = R.ms_total(state["deck"]) + R.ms_total(state["discard"])
    cards += sum(R.ms_total(h) for h in state["hands"]) + sum(R.ms_total(p) for p in state["pending"])
    assert cards == 80, cards
    per_type: dict = {}
    for ms in [state["deck"], state["discard"], *state["hands"], *state["pending"]]:
        for c, k in ms.items():
            assert k > 0
            per_type[c] = per_type.get(c, 0) + k
    from games.blue_moon_city.data import CARD_COUNTS
    assert per_type == CARD_COUNTS
    for s in range(n):
        placed = sum(1 for b in state["marks"].values() for m in b if m == s)
        placed += sum(1 for m in state["obelisk"] if m == s)
        assert state["markers"][s] + placed == 10, (s, state["markers"][s], placed)
        assert state["markers"][s] >= 0
    assert state["supply"] + sum(state["scales"]) == state["scales_total"]
    assert state["supply"] >= 0 and min(state["scales"]) >= 0
    assert state["scales_total"] == {2: 9, 3: 12, 4: 15}[n]
    assert max(state["offerings"]) <= state["win"]
    for b, done in state["done"].items():
        if done:
            assert all(m is None for m in state["marks"][b])
