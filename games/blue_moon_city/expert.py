"""Expert-bot support for Blue Moon City (games/search.py).

Determinization from one seat's view (§1.1: hands are hidden, their sizes public; the
reward cards waiting face down are hidden even from their owner; the deck is a multiset):
the cards not in the seat's hand or the discard pile are dealt at random into the other
hands, every pending reward pile and the deck, to the sizes the view shows. Other seats'
crystals are hidden (§1.1): they are sampled near what the seat's own earnings imply
(its count plus what it paid at the obelisk, minus what the other paid). Options the view
does not show (``scale_return``, ``stall_rounds``) take their defaults; the building
values are taken from the view's city (the ``buildings`` option is rebuilt from it).
"""
from __future__ import annotations

import random

from games.base import canonical
from games.search import score_rewards

from . import rules as R
from .data import CARD_COUNTS, CELLS, COURTYARD, SCALES_IN_PLAY


def _bkey(view: dict) -> str:
    """The ``buildings`` option as canonical JSON, rebuilt from the city's printed values."""
    base = R.building_defs("{}")[0]
    over: dict = {}
    for t in view["city"]:
        b = t["building"]
        if b == COURTYARD:
            continue
        d = base[b]
        boxes = [bx["value"] for bx in t["boxes"]]
        if boxes != [bx["value"] for bx in d["boxes"]]:
            over.setdefault(b, {})["boxes"] = boxes
        for k in ("majority", "participation"):
            if t[k] != d[k]:
                over.setdefault(b, {})[k] = t[k]
    if not over:
        return "{}"
    return canonical(over)


def _deal(pool: list, sizes: list, rng: random.Random) -> list:
    rng.shuffle(pool)
    out, i = [], 0
    for n in sizes:
        ms: dict = {}
        for c in pool[i:i + n]:
            ms[c] = ms.get(c, 0) + 1
        out.append(ms)
        i += n
    return out


def determinize(view: dict, seat: int, rng: random.Random) -> dict:
    n = view["players"]
    hand = dict(view["hand"] or {})
    unknown = dict(CARD_COUNTS)
    for ms in (hand, view["discard"]):
        for c, k in ms.items():
            unknown[c] = unknown.get(c, 0) - k
    pool = [c for c, k in sorted(unknown.items()) for _ in range(max(0, k))]
    other = [s for s in range(n) if s != seat]
    sizes = [view["hand_sizes"][s] for s in other] + list(view["pending_cards"]) + [view["deck_size"]]
    if sum(sizes) != len(pool):
        raise ValueError(f"card count mismatch: {len(pool)} unseen cards, the view places {sum(sizes)}")
    dealt = _deal(pool, sizes, rng)
    hands = [None] * n
    hands[seat] = hand
    for i, s in enumerate(other):
        hands[s] = dealt[i]
    pending = dealt[len(other):len(other) + n]
    deck = dealt[-1]
    # hidden crystal totals: every seat is taken to have earned about as much as this one
    # (the offerings each seat paid are public: the obelisk's markers and costs, §10.2)
    own = view["crystals"][seat] or 0
    spent = [0] * n
    for i, s in enumerate(view["obelisk"]["markers"]):
        if isinstance(s, int) and 0 <= s < n and i < len(view["obelisk"]["costs"]):
            spent[s] += view["obelisk"]["costs"][i]
    crystals = [c if c is not None else max(0, own + spent[seat] - spent[s] + rng.randint(-3, 3))
                for s, c in enumerate(view["crystals"])]
    layout = [t["building"] for t in view["city"]]
    if [tuple(t["cell"]) for t in view["city"]] != [tuple(c) for c in CELLS]:
        raise ValueError("the view's city is not in cell order")
    marks, done = {}, {}
    for t in view["city"]:
        if t["building"] != COURTYARD:
            marks[t["building"]] = [bx["marker"] for bx in t["boxes"]]
            done[t["building"]] = t["done"]
    state = {
        "players": n,
        "opts": {"scale_return": R.SCALE_RETURN, "stall_rounds": R.STALL_ROUNDS},
        "win": view["obelisk"]["to_win"],
        "costs": list(view["obelisk"]["costs"]),
        "bkey": _bkey(view),
        "layout": layout,
        "marks": marks,
        "done": done,
        "figures": [list(f) for f in view["figures"]],
        "dragons": {d: (list(c) if c is not None else None) for d, c in view["dragons"].items()},
        "hands": hands,
        "pending": pending,
        "deck": deck,
        "discard": dict(view["discard"]),
        "crystals": crystals,
        "scales": list(view["scales"]),
        "supply": view["scale_supply"],
        "scales_total": SCALES_IN_PLAY[n],
        "markers": list(view["markers"]),
        "offerings": list(view["offerings"]),
        "obelisk": list(view["obelisk"]["markers"]),
        "start": view["turn"],
        "turn": view["turn"],
        "step": view["step"],
        "allowance": view["allowance"],
        "contributed": view["contributed"],
        "offered": view["offered"],
        "began_finished": False,
        "stall": view["stall"],
        "turns": 0,
        "over": view["over"],
        "outcome": view["result"],
    }
    state["began_finished"] = R.city_finished(state)
    return state


def evaluate(state: dict, players: int) -> list[float]:
    """Offerings decide (§10.4, §11): each is worth a lot; crystals count up to the next
    offering's cost and little beyond (an offering made is worth far more than crystals
    kept, so the search converts them), scales turn into crystals at a scale scoring
    (§9.2), cards in hand are the means to earn more. The markers the offerings need are
    kept by rule (``_may_contribute``), not by the evaluation."""
    cost = R.next_cost(state) or 10
    est = []
    for s in range(players):
        off = state["offerings"][s]
        cr = state["crystals"][s]
        est.append(6.0 * off + 3.0 * min(1.0, cr / cost) + 0.15 * cr
                   + 0.4 * state["scales"][s] + 0.15 * sum(state["hands"][s].values()))
    return score_rewards(est, 4.0)


# ---- cheap move choice for rollouts and for the tree's candidates --------------------------
_COLOR_OF = {}
_VALUE_OF = {}


def _card_tables():
    if not _COLOR_OF:
        from .data import CARD_COLOR, CARD_TYPES, CARD_VALUE
        _COLOR_OF.update(zip(CARD_TYPES, CARD_COLOR))
        _VALUE_OF.update(zip(CARD_TYPES, CARD_VALUE))


def _strength(hand: dict) -> dict:
    """Value the hand offers per colour, counting the recolouring people (Mimix brown,
    Hoax white, Khind green) for every colour: an optimistic estimate of §6.2."""
    _card_tables()
    by: dict = {}
    wild = 0
    for c, n in hand.items():
        col = _COLOR_OF[c]
        v = _VALUE_OF[c] * n
        by[col] = by.get(col, 0) + v
        if col in ("brown", "white", "green"):
            wild += v
    return {"by": by, "wild": wild}


def _reserve(state: dict, seat: int, expert: bool = False) -> int:
    """Markers kept in supply for the offerings still to make (§10, §11): the greedy keeps
    one per offering left, the expert at most two (holding more let games stall with
    every other marker stranded on buildings nobody could finish)."""
    left = max(0, state["win"] - state["offerings"][seat])
    return min(left, 2) if expert else left


def _open_boxes(state: dict, b: str) -> int:
    return sum(1 for m in state["marks"][b] if m is None)


def _cell_score(state: dict, seat: int, cell, strength: dict, expert: bool = False) -> float:
    if state["markers"][seat] <= 0:
        return 0.0
    b = R.grid(state).get(R.key(cell))
    if b is None:
        return 0.0
    if b == COURTYARD:
        cost = R.next_cost(state)
        return 10.0 if cost is not None and state["crystals"][seat] >= cost else 0.0
    if state["done"][b]:
        return 0.0
    # keep the markers the offerings still need (§10, §11: the game is won at the obelisk)
    # keep the markers the offerings still need; the expert may still pay the last open
    # box, whose marker comes straight back when the building is scored (§8.6)
    if state["markers"][seat] <= _reserve(state, seat, expert) and not (expert and _open_boxes(state, b) == 1):
        return 0.0
    d = R.defs(state)[b]
    score = 0.0
    empty = 0
    for box, mark in zip(d["boxes"], state["marks"][b]):
        if mark is None:
            empty += 1
            have = (sum(strength["by"].values()) if box["color"] == "any"
                    else strength["by"].get(box["color"], 0) + strength["wild"])
            if have >= box["value"]:
                score += 2.0
    if score and score >= 2.0 * empty:
        score += 3.0
    return score


def _may_contribute(state: dict, seat: int) -> bool:
    """The expert contributes above its marker reserve, or on the last open box."""
    if state["markers"][seat] > _reserve(state, seat, True):
        return True
    b = R.tile_of(state, seat)
    return b != COURTYARD and not state["done"][b] and _open_boxes(state, b) == 1


def rollout_move(state: dict, seat: int, moves: list, rng: random.Random, expert: bool = False) -> dict:
    step = state["step"]
    if step == "contribute":
        best = None
        hold = expert and not _may_contribute(state, seat)
        for m in moves:
            t = m["type"]
            if t in ("offer", "pillar_offer"):
                return m
            if t == "contribute" and not hold and (best is None or len(m["cards"]) < len(best["cards"])
                                      or (len(m["cards"]) == len(best["cards"]) and rng.random() < 0.5)):
                best = m
        return best or moves[-1]
    if step == "discard":
        return moves[0]
    strength = _strength(state["hands"][seat])
    here = _cell_score(state, seat, state["figures"][seat], strength, expert)
    best, best_v = None, here
    for m in moves:
        if m["type"] == "move":
            v = _cell_score(state, seat, m["to"], strength, expert) + rng.random() * 0.1
            if v > best_v:
                best, best_v = m, v
    if best is not None:
        return best
    for m in moves:
        if m["type"] == "end_movement":
            return m
    return moves[rng.randrange(len(moves))]


def tree_moves(state: dict, seat: int, pairs: list, k: int = 3) -> list:
    """The few moves the tree compares at a node (the search affords some tens of
    iterations a second here, so it compares few, well-chosen moves; rollouts do the rest):
    step M: ending the movement and the ``k`` moves or Flit 1 flights to the best-scoring
    cells (``_cell_score``; dragons only in rollouts); step C: offerings, the two cheapest
    payments per box, ending; step D: keeping the hand and the two cheapest single
    discards."""
    step = state["step"]
    if len(pairs) <= k + 1:
        return pairs
    if step == "move":
        strength = _strength(state["hands"][seat])
        scored, keep = [], []
        for key, m in pairs:
            t = m["type"]
            if t == "end_movement":
                keep.append((key, m))
            elif t in ("move", "flit1"):
                v = _cell_score(state, seat, m["to"], strength, True) - (0.5 if t == "flit1" else 0.0)
                scored.append((v, t != "move", key, m))
        scored.sort(key=lambda x: (-x[0], x[1], x[2]))
        good = [(key, m) for v, _, key, m in scored if v > 0][:k]
        if not good:
            good = [(key, m) for v, _, key, m in scored if m["type"] == "move"][:2]
        return keep + good
    if step == "contribute":
        keep, per_box = [], {}
        hold = not _may_contribute(state, seat)
        for key, m in pairs:
            if m["type"] == "contribute":
                if hold:
                    continue
                per_box.setdefault(m["box"], []).append((len(m["cards"]), key, m))
            else:
                keep.append((key, m))
        for box in sorted(per_box):
            keep.extend((key, m) for _, key, m in sorted(per_box[box], key=lambda x: (x[0], x[1]))[:2])
        return keep
    _card_tables()
    singles = sorted(((_VALUE_OF[m["cards"][0]], key, m) for key, m in pairs if len(m["cards"]) == 1),
                     key=lambda x: (x[0], x[1]))
    return [(key, m) for key, m in pairs if not m["cards"]] + [(key, m) for _, key, m in singles[:2]]


def fast_greedy(view: dict, moves: list, rng: random.Random) -> dict:
    """Level ``greedy``: the rollout policy on the seat's own view (its hand, its crystals,
    the public city); it never enumerates payments to learn whether one exists (an
    optimistic per-colour estimate decides where to go, the listed contributions are then
    picked by fewest cards)."""
    seat = view["seat"]
    state = {
        "step": view["step"], "markers": view["markers"], "crystals": view["crystals"],
        "figures": view["figures"], "hands": {seat: view["hand"] or {}},
        "layout": [t["building"] for t in view["city"]],
        "done": {t["building"]: t["done"] for t in view["city"] if t["building"] != COURTYARD},
        "marks": {t["building"]: [b["marker"] for b in t["boxes"]] for t in view["city"] if t["building"] != COURTYARD},
        "obelisk": view["obelisk"]["markers"], "costs": view["obelisk"]["costs"], "bkey": _bkey(view),
        "win": view["obelisk"]["to_win"], "offerings": view["offerings"],
    }
    return rollout_move(state, seat, moves, rng)
