"""The "greedy" bot: a one-ply evaluation that reads only the observation (a view)."""
from __future__ import annotations

import random

from . import board as B
from .board import NUMBER, ROUNDS, STARS, WILD_BY_ROUND


def _useful(bd: dict, side: str, colour: str) -> int:
    """How many empty spaces of the seat's board could take ``colour`` now."""
    n = 0
    for star in STARS:
        if colour in B.allowed_colours(bd, star, side):
            n += sum(1 for s in B.STAR_SPACES[star] if s not in bd)
    return n


def greedy_move(obs: dict, moves: list[dict], rng: random.Random) -> dict:
    seat = obs["viewer"]
    if seat is None or not moves or moves[0]["type"] not in ("take", "place", "pass", "take_bonus"):
        return rng.choice(moves)
    value = _valuer(obs)
    best, best_v = [], None
    for m in moves:
        v = value(m)
        if best_v is None or v > best_v + 1e-9:
            best, best_v = [m], v
        elif abs(v - best_v) <= 1e-9:
            best.append(m)
    return rng.choice(best)


def ranked_moves(obs: dict, moves: list[dict], k: int) -> list[dict]:
    """The ``k`` moves the greedy evaluation likes best (the expert's candidates)."""
    if len(moves) <= k or obs["viewer"] is None or moves[0]["type"] not in ("take", "place", "pass", "take_bonus"):
        return moves
    value = _valuer(obs)
    return [m for _, _, m in sorted(((value(m), -i, m) for i, m in enumerate(moves)),
                                    key=lambda t: (t[0], t[1]), reverse=True)[:k]]


def _valuer(obs: dict):
    seat = obs["viewer"]
    me = obs["seats"][seat]
    side = obs["board_side"]
    wild = obs["wild_colour"]
    nxt = WILD_BY_ROUND.get(obs["round"] + 1) if obs["round"] < ROUNDS else None
    bd, hand = me["board"], me["hand"]

    def value(m: dict) -> float:
        t = m["type"]
        if t == "take":
            src = obs["centre"] if m["source"] == "centre" else obs["factories"][m["factory"]]
            c = m["colour"]
            if c == wild:
                count, wilds = 1, 0
            else:
                count, wilds = src[c], (1 if src[wild] else 0)
            v = (count if _useful(bd, side, c) else 0.3 * count) + 1.6 * wilds
            if m["source"] == "centre" and obs["token"] is None:
                v -= min(count + wilds, me["score"] - 1) - 0.5     # the penalty, some tempo
            return v
        if t == "place":
            space = m["space"]
            pts = B.placement_points(bd, space)
            bonus = sum(B.STRUCTURES[s]["bonus"] for s in B.completed_structures(bd, space))
            cost = NUMBER[side][space]
            return 10 + pts + 1.5 * bonus - 0.35 * cost - 0.25 * (cost - m["k"])
        if t == "pass":
            keep = m["keep"]
            kept = sum(keep.values())
            return kept * 2 + (keep.get(nxt, 0) if nxt else 0) + 0.01 * max(keep.values(), default=0)
        if t == "take_bonus":
            c = m["colour"]
            return (2 if c == wild else 0) + (1 if c == nxt else 0) + 0.1 * hand.get(c, 0)
        return 0.0

    return value

