"""Blue Moon City rules as pure functions on JSON states (spec: shared/rules/blue-moon-city.md).

Rule ids cited below are the spec's section numbers (§x.y) and §14 switch numbers.
State layout (plain JSON):

    players, opts, win, costs            config facts (opts: scale_return, stall_rounds)
    bkey        canonical JSON of the ``buildings`` option; ``defs(state)`` gives
                {building: {name, boxes[{color,value}], majority, participation, neighbour}}
    layout      building id per cell, in data CELLS order (courtyard included);
                ``grid(state)`` / ``cell_of(state, b)`` derive the maps (static data is kept
                out of the state so that copies stay cheap)
    marks {building: [seat|None per box]}, done {building: bool}
    figures [[x,y] per seat], dragons {red|green|blue: [x,y]|None}
    hands, pending [{card: n} per seat], deck, discard {card: n}   (multisets, no order)
    crystals, scales, markers, offerings [per seat], supply, scales_total, obelisk [seats]
    turn, step ("move"|"contribute"|"discard"), allowance, contributed, offered,
    began_finished, stall, turns, over, outcome
"""
from __future__ import annotations

import json
import random
from functools import lru_cache

from games.base import canonical

from .data import (CARD_COLOR, CARD_COUNTS, CARD_TYPES, CARD_VALUE, CELLS, COURTYARD,
                   DRAGON_OF_PEOPLE, DRAGONS, FIXED_TILES, MARKERS, OFFERINGS_TO_WIN,
                   SCALE_SCORING, SCALES_IN_PLAY, STARTING_HAND, BUILDING_IDS,
                   obelisk_costs, resolve_buildings)
from .payments import ANY, counts_of, valid_payment

# ---- spec defaults kept as named constants (§14) ---------------------------------
MOVE_ALLOWANCE = 2            # §5.1 up to two steps (0 allowed, §14.1)
FLIT2_BONUS = 2               # §5.2 / §14.2: a Flit 2 adds 2 to the allowance
DRAGON_STEPS = 3              # §5.2 / §14.3: value-2 dragon card, 1..3 orthogonal steps
DISCARD_MAX = 2               # §4.1 discard 0-2, draw discarded + 2
DRAW_BASE = 2
STALL_ROUNDS = 2              # §11.1 stall guard (§14.19), default of option stall_rounds
SCALE_RETURN = "gainers"      # §9.2 / §15: who returns scales; option scale_return ("all")
REWARD_CARDS_JOIN_AT_ACTIVE_TURN_END = True   # §8.5 / §14.7
PILLAR_SURCHARGE = {"Pillar1": 1, "Pillar2": 2}   # §10.3
DIRECTIONS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N, E, S, W (§14.6 neighbour order)
DRAGON_CARDS_PLACE = {f"{p}1": d for p, d in DRAGON_OF_PEOPLE.items()}   # Vulca1 -> red
DRAGON_CARDS_MOVE = {f"{p}2": d for p, d in DRAGON_OF_PEOPLE.items()}    # Vulca2 -> red
CELL_SET = set(CELLS)


def key(c) -> str:
    return f"{c[0]},{c[1]}"


def dist(a, b) -> int:
    """§4.2: the distance is |dx| + |dy| (always the shortest orthogonal path here)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


# ---- multisets ----------------------------------------------------------------------
def ms_add(ms: dict, cards) -> dict:
    out = dict(ms)
    for c in cards:
        out[c] = out.get(c, 0) + 1
    return out


def ms_sub(ms: dict, cards) -> dict:
    out = dict(ms)
    for c in cards:
        n = out.get(c, 0) - 1
        if n < 0:
            raise ValueError(f"card {c} not in multiset")
        if n:
            out[c] = n
        else:
            del out[c]
    return out


def ms_total(ms: dict) -> int:
    return sum(ms.values())


def ms_has(ms: dict, cards) -> bool:
    need: dict = {}
    for c in cards:
        need[c] = need.get(c, 0) + 1
    return all(ms.get(c, 0) >= n for c, n in need.items())


def ms_list(ms: dict) -> list:
    out = []
    for c in sorted(ms):
        out.extend([c] * ms[c])
    return out


def draw_random(deck: dict, discard: dict, k: int, rng: random.Random):
    """Draw ``k`` cards at random (§4.1): when the deck is empty and a card is needed,
    the discard pile becomes the deck (§14.18); if both are empty, stop (§14.10).
    Returns (cards, deck, discard)."""
    deck, discard = dict(deck), dict(discard)
    got = []
    for _ in range(k):
        total = ms_total(deck)
        if total == 0:
            if not discard:
                break
            deck, discard = discard, {}
            total = ms_total(deck)
        r = rng.randrange(total)
        for c in sorted(deck):
            r -= deck[c]
            if r < 0:
                break
        got.append(c)
        deck = ms_sub(deck, [c])
    return got, deck, discard


def apply_draw(deck: dict, discard: dict, cards: list):
    """Replay of ``draw_random`` from its recorded outcome (no chance, §4.1)."""
    if len(cards) <= ms_total(deck):
        return ms_sub(deck, cards), discard
    merged = dict(deck)
    for c, n in discard.items():
        merged[c] = merged.get(c, 0) + n
    return ms_sub(merged, cards), {}


# ---- setup (§2, §3) ------------------------------------------------------------------
def initial_state(config: dict, rng: random.Random) -> dict:
    n = config["players"]
    bkey = canonical(config.get("buildings") or {})
    defs, _ = building_defs(bkey)
    # §2.2 standard layout / §2.3 all random (courtyard always fixed)
    grid: dict = {key(FIXED_TILES[COURTYARD]): COURTYARD}
    if config.get("layout", "standard") == "standard":
        fixed = {b: c for b, c in FIXED_TILES.items() if b != COURTYARD}
    else:
        fixed = {}
    for b, c in fixed.items():
        grid[key(c)] = b
    free_cells = [c for c in CELLS if key(c) not in grid]
    free_buildings = sorted(b for b in BUILDING_IDS if b not in fixed)
    rng.shuffle(free_buildings)
    for c, b in zip(free_cells, free_buildings):
        grid[key(c)] = b
    layout = [grid[key(c)] for c in CELLS]
    deck = dict(CARD_COUNTS)
    hands = []
    for _ in range(n):
        got, deck, _ = draw_random(deck, {}, STARTING_HAND, rng)
        hands.append(ms_add({}, got))
    court = list(FIXED_TILES[COURTYARD])
    total_scales = SCALES_IN_PLAY[n]
    start = rng.randrange(n)
    return {
        "players": n,
        "opts": {"scale_return": config.get("scale_return", SCALE_RETURN),
                 "stall_rounds": config.get("stall_rounds", STALL_ROUNDS)},
        "win": OFFERINGS_TO_WIN[n],
        "costs": obelisk_costs(n),
        "bkey": bkey,
        "layout": layout,
        "marks": {b: [None] * len(defs[b]["boxes"]) for b in BUILDING_IDS},
        "done": {b: False for b in BUILDING_IDS},
        "figures": [list(court) for _ in range(n)],
        "dragons": {d: None for d in DRAGONS},
        "hands": hands,
        "pending": [{} for _ in range(n)],
        "deck": deck,
        "discard": {},
        "crystals": [0] * n,
        "scales": [0] * n,
        "supply": total_scales,
        "scales_total": total_scales,
        "markers": [MARKERS] * n,
        "offerings": [0] * n,
        "obelisk": [],
        "start": start,
        "turn": start,
        "step": "move",
        "allowance": MOVE_ALLOWANCE,
        "contributed": False,
        "offered": 0,
        "began_finished": False,
        "stall": 0,
        "turns": 0,
        "over": False,
        "outcome": None,
    }


# ---- static data derived from small state fields (kept out of the state for speed) ----
@lru_cache(maxsize=64)
def building_defs(bkey: str) -> tuple:
    """(definitions, provisional fields) for the ``buildings`` option given as canonical JSON."""
    return resolve_buildings(json.loads(bkey))


def defs(state: dict) -> dict:
    return building_defs(state["bkey"])[0]


def provisional(state: dict) -> list:
    return building_defs(state["bkey"])[1]


@lru_cache(maxsize=256)
def _city(layout: tuple) -> tuple:
    grid = {key(c): b for c, b in zip(CELLS, layout)}
    cell = {b: [c[0], c[1]] for c, b in zip(CELLS, layout)}
    return grid, cell


def grid(state: dict) -> dict:
    """{"x,y": building} (courtyard included)."""
    return _city(tuple(state["layout"]))[0]


def cell_of(state: dict, building: str) -> list:
    return _city(tuple(state["layout"]))[1][building]


# ---- queries -------------------------------------------------------------------------
def tile_of(state: dict, seat: int) -> str:
    return grid(state)[key(state["figures"][seat])]


def city_finished(state: dict) -> bool:
    return all(state["done"].values())


def next_cost(state: dict) -> int | None:
    i = len(state["obelisk"])
    return state["costs"][i] if i < len(state["costs"]) else None


def can_offer_somewhere(state: dict, seat: int) -> bool:
    c = next_cost(state)
    return c is not None and state["markers"][seat] > 0 and state["crystals"][seat] >= c


def turn_order(state: dict) -> list:
    """Seats in turn order starting with the active player (§14.6)."""
    n, a = state["players"], state["turn"]
    return [(a + i) % n for i in range(n)]


def box_accepts(state: dict, building: str, box: int, cards: list) -> bool:
    b = defs(state)[building]["boxes"][box]
    return valid_payment(counts_of(cards), b["color"], b["value"])


# ---- scoring helpers (§8, §9) ------------------------------------------------------------
def majority_winner(marks: list) -> int:
    """§8.1: most markers; tie -> the owner of the leftmost occupied box among the tied."""
    count: dict = {}
    for s in marks:
        if s is not None:
            count[s] = count.get(s, 0) + 1
    top = max(count.values())
    for s in marks:          # boxes left to right
        if s is not None and count[s] == top:
            return s
    raise AssertionError("no marker on a completed building")


def building_rewards(state: dict, building: str) -> tuple:
    """§8.1-§8.3: (majority seat, participants, list of (seat, reward) in the §14.6
    distribution order: majority; participation in turn order from the active player;
    neighbours N, E, S, W, each in turn order)."""
    marks = state["marks"][building]
    d = defs(state)[building]
    maj = majority_winner(marks)
    order = turn_order(state)
    parts = [s for s in order if s in marks]
    seq = [(maj, d["majority"])]
    seq += [(s, d["participation"]) for s in parts]
    x, y = cell_of(state, building)
    g = grid(state)
    for dx, dy in DIRECTIONS:
        nb = g.get(key((x + dx, y + dy)))
        if nb is None or nb == COURTYARD or not state["done"][nb]:
            continue        # §8.3: only finished buildings; the courtyard gives nothing
        seq += [(s, defs(state)[nb]["neighbour"]) for s in parts]
    return maj, parts, seq


def scale_scoring(state: dict) -> dict:
    """§9.2 scale scoring (physical + virtual scales). Returns the event fields."""
    n = state["players"]
    sc = state["scales"]
    top = max(sc)
    leaders = [s for s in range(n) if sc[s] == top]
    gains = [0] * n
    for s in range(n):
        if s in leaders:
            gains[s] = SCALE_SCORING["most_single"] if len(leaders) == 1 else SCALE_SCORING["tied_for_most_each"]
        elif sc[s] >= SCALE_SCORING["threshold"]:
            gains[s] = SCALE_SCORING["at_least_3"]
    if state["opts"]["scale_return"] == "all":     # §15 variant: everybody discards
        after = [0] * n
    else:                                          # gainers return all; keepers keep (§14.17)
        after = [0 if gains[s] else sc[s] for s in range(n)]
    return {"crystals": gains, "scales_after": after,
            "supply_after": state["scales_total"] - sum(after)}


def end_check(state: dict) -> dict | None:
    """§11.4 end checks in order; returns the outcome or None."""
    n = state["players"]
    for s in range(n):
        if state["offerings"][s] >= state["win"]:          # §10.4
            return outcome(state, "offerings", [s])
    if all(m == 0 for m in state["markers"]):              # §11.2
        return outcome(state, "markers_exhausted", [])
    if city_finished(state):
        if not any(can_offer_somewhere(state, s) for s in range(n)):   # §11.1
            return outcome(state, "city_finished", None)
        if state["stall"] >= state["opts"]["stall_rounds"] * n:       # §11.1 stall guard
            return outcome(state, "stall_guard", None)
    return None


def outcome(state: dict, reason: str, winners: list | None) -> dict:
    """Result: ``winners`` given (offerings win, draw) or ranked by offerings then
    crystals, shared on a full tie (§11.1)."""
    n = state["players"]
    keyf = lambda s: (state["offerings"][s], state["crystals"][s])
    if winners is None:
        best = max(keyf(s) for s in range(n))
        winners = [s for s in range(n) if keyf(s) == best]
    ranking = []
    if reason == "markers_exhausted":       # §11.2: a draw, everybody shares first place
        for s in range(n):
            ranking.append({"seat": s, "place": 1})
    else:
        others = sorted((s for s in range(n) if s not in winners), key=lambda s: (-keyf(s)[0], -keyf(s)[1], s))
        for s in winners:
            ranking.append({"seat": s, "place": 1})
        place = len(winners) + 1
        prev = None
        for i, s in enumerate(others):
            if prev is None or keyf(s) != prev:
                place = len(winners) + 1 + i
            prev = keyf(s)
            ranking.append({"seat": s, "place": place})
    for r in ranking:
        s = r["seat"]
        r.update(offerings=state["offerings"][s], crystals=state["crystals"][s], scales=state["scales"][s])
    return {"reason": reason, "winners": sorted(winners), "draw": reason == "markers_exhausted",
            "ranking": ranking}
