"""The "greedy" bot: a one-ply heuristic that reads only the observation (the seat's
view: own hand and crystals, public board). It always answers with a listed move."""
from __future__ import annotations

import random

from .data import CARD_COLOR, CARD_TYPES, COURTYARD
from .payments import counts_of, minimal_payments

_COLOR = dict(zip(CARD_TYPES, CARD_COLOR))


def _tile_at(obs: dict, cell) -> dict:
    x, y = cell
    for t in obs["city"]:
        if t["cell"][0] == x and t["cell"][1] == y:
            return t
    raise KeyError(cell)


def _payable(obs: dict, tile: dict, hc: tuple) -> int:
    """How many empty boxes of the tile the hand can pay."""
    return sum(1 for b in tile.get("boxes", ()) if b["marker"] is None
               and minimal_payments(hc, b["color"], b["value"]))


def _tile_score(obs: dict, tile: dict, hc: tuple) -> float:
    seat = obs["seat"]
    if obs["markers"][seat] <= 0:
        return 0.0
    if tile["building"] == COURTYARD:
        cost = obs["obelisk"]["next_cost"]
        return 10.0 if cost is not None and obs["crystals"][seat] >= cost else 0.0
    if tile["done"]:
        return 0.0
    n = _payable(obs, tile, hc)
    if not n:
        return 0.0
    empty = sum(1 for b in tile["boxes"] if b["marker"] is None)
    dragons = sum(1 for c in obs["dragons"].values() if c is not None and c == tile["cell"])
    return 2.0 * n + (3.0 if n >= empty else 0.0) + 1.5 * dragons


def _card_use(obs: dict, card: str) -> float:
    """Rough worth of keeping a card: boxes of its colour in unfinished buildings."""
    if card == "Khind1":
        return 5.0
    col = _COLOR[card]
    boxes = sum(1 for t in obs["city"] if not t["done"] for b in t.get("boxes", ())
                if b["marker"] is None and b["color"] in (col, "any"))
    return boxes + int(card[-1]) * 0.5


def greedy_move(obs: dict, moves: list, rng: random.Random) -> dict:
    step = obs["step"]
    hand = obs["hand"] or {}
    hc = counts_of(hand)
    types = {}
    for m in moves:
        types.setdefault(m["type"], []).append(m)
    if step == "contribute":
        for t in ("offer", "pillar_offer"):
            if t in types:
                return types[t][0]
        if "contribute" in types:
            def score(m):
                cards = m["cards"]
                spent = sum(int(c[-1]) for c in cards)
                return (len(cards) == 1) * 0.5 - spent * 0.2 - len(cards) * 0.3 + rng.random() * 0.1
            return max(types["contribute"], key=score)
        return types.get("end_contribution", moves)[0]
    if step == "discard":
        def keep(m):
            return (len(m["cards"]) * 1.0 - sum(_card_use(obs, c) for c in m["cards"]) * 0.3)
        return max(moves, key=keep)
    # movement
    me = obs["figures"][obs["seat"]]
    here = _tile_score(obs, _tile_at(obs, me), hc)
    best, best_m = here, None
    for m in types.get("move", []) + types.get("flit1", []):
        sc = _tile_score(obs, _tile_at(obs, m["to"]), hc) - (0.5 if m["type"] == "flit1" else 0)
        if sc > best:
            best, best_m = sc, m
    if best_m is not None:
        return best_m
    if here > 0 and _tile_at(obs, me)["building"] != COURTYARD:
        for m in types.get("dragon_place", []) + types.get("dragon_move", []):
            if m["to"] == me:
                return m
    if here == 0 and "flit2" in types:
        return types["flit2"][0]
    return types["end_movement"][0]
