"""Shared helpers for the Nova Luna tests (no I/O): synthetic filler tiles (spec §10:
"engines should let tests build synthetic tiles with no tasks") and state builders."""
from __future__ import annotations

import random

from games.base import apply
from games.nova_luna import NovaLuna
from games.nova_luna.rules import TILES

# Filler tiles R/B/C/Y (§10): cost 1, no tasks, ids far away from the 68 real ones.
_FILLER_BASE = {"R": 1000, "B": 1100, "C": 1200, "Y": 1300}
_FILLER_COLOUR = {"R": "red", "B": "blue", "C": "teal", "Y": "yellow"}
FILLERS = [
    {"id": base + i, "colour": _FILLER_COLOUR[k], "cost": 1, "tasks": []}
    for k, base in _FILLER_BASE.items() for i in range(40)
]
TEST_TILES = TILES.extended(FILLERS)
TEST_GAME = NovaLuna(TEST_TILES)
GAME = NovaLuna()


class FillerPool:
    """Hands out distinct filler ids per colour letter."""

    def __init__(self):
        self.used = {k: 0 for k in _FILLER_BASE}

    def __call__(self, letter: str) -> int:
        i = self.used[letter]
        self.used[letter] += 1
        return _FILLER_BASE[letter] + i


def resolve(layout):
    """[(tile or 'R'/'B'/'C'/'Y', x, y), ...] -> [[x, y, tile_id], ...]."""
    pool = FillerPool()
    return [[x, y, pool(t) if isinstance(t, str) else t] for t, x, y in layout]


def two_player_state(game=TEST_GAME, seed=0):
    """A 2-player state where seat 0 always moves (seat 1 far ahead) and the pile is
    non-empty, so that takes never end the game by exhaustion."""
    st = game.initial_state(game.make_config(2, {}), random.Random(seed))
    seats = [dict(s) for s in st["seats"]]
    seats[0].update(distance=0, arrival=0)
    seats[1].update(distance=10_000, arrival=1)
    return dict(st, seats=seats, arrivals=2)


def take_tile(game, state, seat, tile, x, y, rng=None):
    """Put ``tile`` on the track space after the meeple, plus one spare tile from the pile
    further round (so the take leaves no forced refill pending), and take it to (x, y)
    through ``decide``. Returns (new_state, events)."""
    s = (state["meeple"] + 1) % 12
    track = [None] * 12
    track[s] = tile
    pile = [t for t in state["pile"] if t != tile]
    if pile:
        track[(s + 5) % 12] = pile.pop(0)
    st = dict(state, track=track, pile=pile)
    events = game.decide(st, seat, {"type": "take", "track_space": s, "x": x, "y": y}, rng or random.Random(0))
    return apply(game, st, events), events


def build(layout, game=TEST_GAME, state=None, seat=0):
    """Place a §10 layout tile by tile through ``decide``; returns (state, per-step events)."""
    state = state if state is not None else two_player_state(game)
    steps = []
    for x, y, t in resolve(layout) if layout and not isinstance(layout[0], list) else layout:
        state, events = take_tile(game, state, seat, t, x, y)
        steps.append(events)
    return state, steps


def covered_of(state, seat, tile):
    return sorted(i for t, i in state["seats"][seat]["covered"] if t == tile)


def tokens_in(events):
    return sum(len(e["tasks"]) for e in events if e["type"] == "tasks_covered")


def independent_counts(display, colour_of, target_xy):
    """An independent re-implementation of §7.1 for the property tests: label the
    connected same-colour components of the display *with T removed* (union-find), then
    add the sizes of the distinct components that touch T."""
    cells = {(x, y): t for x, y, t in display if (x, y) != tuple(target_xy)}
    parent = {c: c for c in cells}

    def find(c):
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    for (x, y), t in cells.items():
        for q in ((x + 1, y), (x, y + 1)):
            if q in cells and colour_of(cells[q]) == colour_of(t):
                a, b = find((x, y)), find(q)
                if a != b:
                    parent[a] = b
    size = {}
    for c in cells:
        r = find(c)
        size[r] = size.get(r, 0) + 1
    tx, ty = target_xy
    roots = {find(q) for q in ((tx + 1, ty), (tx - 1, ty), (tx, ty + 1), (tx, ty - 1)) if q in cells}
    out = {"red": 0, "blue": 0, "teal": 0, "yellow": 0}
    for r in roots:
        out[colour_of(cells[r])] += size[r]
    return out


def independent_fulfilled(display, raw_tile):
    """Set of (tile, task index) fulfilled per the independent §7 implementation;
    ``raw_tile(id)`` gives the data-file dict of a tile."""
    colour_of = lambda t: raw_tile(t)["colour"]  # noqa: E731
    out = set()
    for x, y, t in display:
        tasks = raw_tile(t)["tasks"]
        if not tasks:
            continue
        have = independent_counts(display, colour_of, (x, y))
        for i, task in enumerate(tasks):
            if all(have[c] >= task.count(c) for c in set(task)):
                out.add((t, i))
    return out
