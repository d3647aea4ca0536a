"""Nova Luna: tile data and the pure task algorithm (spec /work/shared/rules/nova-luna.md §7).

Everything here is plain functions over plain data so that the game, the bots and the
tests share one definition of a tile table. A *tile table* is a ``TileTable``: tuples
indexed by tile id (index 0 unused) giving colour index, cost and the tasks as need
vectors ``(red, blue, teal, yellow)``.
"""
from __future__ import annotations

import json
from pathlib import Path

COLOURS = ("red", "blue", "teal", "yellow")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}

_DATA_FILE = Path(__file__).with_name("data.json")


class TileTable:
    """Read-only tile data indexed by tile id (0 unused)."""

    __slots__ = ("ids", "colour", "cost", "tasks", "raw")

    def __init__(self, tiles: list[dict]):
        n = max(t["id"] for t in tiles) + 1
        colour = [-1] * n
        cost = [0] * n
        tasks: list[tuple] = [()] * n
        raw: list[dict | None] = [None] * n
        for t in tiles:
            i = t["id"]
            colour[i] = COLOUR_INDEX[t["colour"]]
            cost[i] = t["cost"]
            needs = []
            for task in t["tasks"]:
                v = [0, 0, 0, 0]
                for c in task:
                    v[COLOUR_INDEX[c]] += 1
                needs.append(tuple(v))
            tasks[i] = tuple(needs)
            raw[i] = t
        self.ids = tuple(sorted(t["id"] for t in tiles))
        self.colour = tuple(colour)
        self.cost = tuple(cost)
        self.tasks = tuple(tasks)
        self.raw = tuple(raw)

    def extended(self, extra: list[dict]) -> "TileTable":
        """A new table with extra (e.g. synthetic test) tiles; ids must be new."""
        base = [t for t in self.raw if t is not None]
        clash = {t["id"] for t in extra} & set(self.ids)
        if clash:
            raise ValueError(f"tile ids already used: {sorted(clash)}")
        return TileTable(base + list(extra))


def load_tiles() -> TileTable:
    with open(_DATA_FILE, encoding="utf-8") as f:
        return TileTable(json.load(f)["tiles"])


TILES = load_tiles()


def cell_map(display: list) -> dict:
    """``{(x, y): tile}`` from a display list of ``[x, y, tile]``."""
    return {(x, y): t for x, y, t in display}


def counts(cells: dict, colour: tuple, tx: int, ty: int) -> list[int]:
    """§7.2 ``counts(display, T)``: per colour, the tiles of the same-colour groups that
    touch T orthogonally; T itself is never counted nor passed through, and a group
    touching T on several sides is counted once (shared ``seen`` set)."""
    seen = {(tx, ty)}
    res = [0, 0, 0, 0]
    get = cells.get
    for n in ((tx + 1, ty), (tx - 1, ty), (tx, ty + 1), (tx, ty - 1)):
        if n in seen:
            continue
        t = get(n)
        if t is None:
            continue
        c = colour[t]
        seen.add(n)
        stack = [n]
        k = 0
        while stack:
            px, py = stack.pop()
            k += 1
            for q in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                if q not in seen:
                    u = get(q)
                    if u is not None and colour[u] == c:
                        seen.add(q)
                        stack.append(q)
        res[c] += k
    return res


def fulfilled(need: tuple, have: list[int]) -> bool:
    """§7.1: K is fulfilled iff count_T(X) >= need_K(X) for every colour X."""
    return have[0] >= need[0] and have[1] >= need[1] and have[2] >= need[2] and have[3] >= need[3]


def newly_fulfilled(display: list, covered_set: set, tiles: TileTable, placed: list | None = None,
                    cells: dict | None = None, placed_counts: list | None = None) -> list[list[int]]:
    """Uncovered tasks of the display that are fulfilled now, as ``[tile, task_index]``
    in the §6.6 covering order (oldest tile first, then the tile's task order).

    With ``placed = [x, y, tile]`` (the tile just placed, already in ``display``) only
    the tasks that can have changed are checked (§7.3(8), narrowed further): the placed
    tile's own tasks, and the uncovered tasks with a dot of the placed colour X on tiles
    that touch the X group the placed tile now belongs to. No other count can change:
    a new tile only adds to (or merges) the X groups around it. Without ``placed`` every
    uncovered task is checked. ``placed_counts``: the placed tile's ``counts`` when the
    caller already has them (the bots' move scoring)."""
    if cells is None:
        cells = cell_map(display)
    colour = tiles.colour
    all_tasks = tiles.tasks
    candidates = None
    px = py = pt = pc = None
    if placed is not None:
        px, py, pt = placed
        pc = colour[pt]
        # the X group of the placed tile, then every tile touching it
        get = cells.get
        group = {(px, py)}
        stack = [(px, py)]
        touching = set()
        while stack:
            x, y = stack.pop()
            for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                u = get(q)
                if u is None or q in group:
                    continue
                touching.add(q)
                if colour[u] == pc:
                    group.add(q)
                    stack.append(q)
        candidates = touching
        candidates.add((px, py))
    out = []
    for x, y, t in display:
        tasks = all_tasks[t]
        if not tasks:
            continue
        own = t == pt and x == px and y == py
        if candidates is not None and (x, y) not in candidates:
            continue
        have = None
        for i, need in enumerate(tasks):
            if (t, i) in covered_set:
                continue
            if candidates is not None and not own and need[pc] == 0:
                continue
            if have is None:
                have = placed_counts if own and placed_counts is not None else counts(cells, colour, x, y)
            if fulfilled(need, have):
                out.append([t, i])
    return out


def frontier(display: list) -> list[list[int]]:
    """§6.5: empty cells orthogonally adjacent to the display, sorted; [[0, 0]] if empty."""
    if not display:
        return [[0, 0]]
    occupied = {(x, y) for x, y, _ in display}
    out = set()
    for x, y, _ in display:
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if q not in occupied:
                out.add(q)
    return [[x, y] for x, y in sorted(out)]


def available_spaces(track: list, meeple: int, window: int = 3) -> list[int]:
    """§6.2: the first ``window`` spaces holding a tile scanning clockwise from the space
    after the meeple (empty spaces skipped, wrapping)."""
    out = []
    for k in range(1, 12):
        s = (meeple + k) % 12
        if track[s] is not None:
            out.append(s)
            if len(out) == window:
                break
    return out


def refill_spaces(track: list, meeple: int) -> list[int]:
    """§6.1 refill order: empty spaces clockwise from the space after the meeple, never
    the meeple's own space."""
    return [s for s in ((meeple + k) % 12 for k in range(1, 12)) if track[s] is None]
