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


def _affordable(state: dict, seat: int) -> int:
    """How many offerings in a row the seat can pay now (§10.2: costs bottom up; Pillar
    extras left aside)."""
    cr = state["crystals"][seat] or 0
    costs = state["costs"]
    i, n = len(state["obelisk"]), 0
    while i < len(costs) and cr >= costs[i]:
        cr -= costs[i]
        i += 1
        n += 1
    return n


def _reserve(state: dict, seat: int, relaxed: bool = False) -> int:
    """Markers kept in supply for the offerings (§10, §11.3): one per offering the seat can
    pay now plus one for the next, never more than the offerings still to make; none when
    keeping them blocks the seat (``relaxed``, see ``_blocked``). Keeping one per offering
    left (the former greedy) stranded the other markers on buildings nobody could finish
    and games stalled for good; a marker placed on a building comes back with its
    crystals when the building is completed (§8.6)."""
    if relaxed:
        return 0
    left = max(0, state["win"] - state["offerings"][seat])
    return min(left, _affordable(state, seat) + 1)


def _open_boxes(state: dict, b: str) -> int:
    return sum(1 for m in state["marks"][b] if m is None)


def _cell_score(state: dict, seat: int, cell, strength: dict, relaxed: bool = False) -> float:
    """What the seat could do on ``cell`` this turn: 10 for an offering it can pay (§10),
    2 per open box its hand seems to pay (§6, optimistic per-colour estimate) and 3 more
    when that completes the building (§8); 0 where it would have to give up markers it
    keeps (``_reserve``) without completing the building."""
    markers = state["markers"][seat]
    if markers <= 0:
        return 0.0
    b = R.grid(state).get(R.key(cell))
    if b is None:
        return 0.0
    if b == COURTYARD:
        cost = R.next_cost(state)
        return (10.0 if cost is not None and state["crystals"][seat] >= cost and _may_offer(state, seat, relaxed)
                else 0.0)
    if state["done"][b]:
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
    if not score:
        return 0.0
    complete = score >= 2.0 * empty and markers >= empty
    # keep the markers the offerings need (§10, §11.3), unless the building is completed
    # this turn: its markers then come straight back (§8.6)
    free = markers - _reserve(state, seat, relaxed)
    if free <= 0 and not complete:
        return 0.0
    if complete:
        score += 3.0
    return score


def _may_offer(state: dict, seat: int, relaxed: bool = False) -> bool:
    """Offer (§10) unless it takes the last marker and does not win: with one marker kept,
    the seat can still pay the last open box of a building, whose markers (and crystals)
    then come back (§8.6); with none it can only wait for the others to finish the
    buildings its markers stand on. A blocked seat (``relaxed``) offers anyway."""
    return relaxed or state["markers"][seat] >= 2 or state["offerings"][seat] + 1 >= state["win"]


def _may_contribute(state: dict, seat: int, moves: list, relaxed: bool = False) -> bool:
    """Contribute above the marker reserve, or when the seat can fill every open box of the
    building (enough markers, a listed payment for each box): the building is then
    completed and the markers come back at once (§8.6)."""
    markers = state["markers"][seat]
    if markers > _reserve(state, seat, relaxed):
        return True
    b = R.tile_of(state, seat)
    if b == COURTYARD or state["done"][b]:
        return False
    empty = _open_boxes(state, b)
    return markers >= empty and len({m["box"] for m in moves if m["type"] == "contribute"}) >= empty


def _blocked(state: dict, seat: int, strength: dict) -> bool:
    """Nothing to do anywhere in the city under the marker rules above: no offering the
    seat may make, no building it may contribute to. Holding markers back then only
    blocks the game (every other marker may stand on buildings nobody can finish), so
    the seat plays ``relaxed``: it offers with its last marker and contributes below
    its reserve."""
    if state["markers"][seat] <= 0:
        return False
    return not any(_cell_score(state, seat, cell, strength) > 0 for cell in CELLS)


_WILDISH = {"Khind1": 2.0, "Mimix1": 1.0, "Mimix2": 1.0, "Hoax1": 1.0, "Hoax2": 1.0, "Pillar1": 0.3, "Pillar2": 0.3}


def _card_worth(state: dict, seat: int, open_by: dict) -> dict:
    """Rough worth of each card in the seat's hand for its next contributions: cards of a
    colour with open boxes count (the more open value of that colour, the more), the
    recolouring people (Khind, Mimix pairs, Hoax, §6.2) always a little; a colour nobody
    can pay any more (no open box, §6) is worth nothing."""
    _card_tables()
    out = {}
    anyv = open_by.get("any", 0)
    for c in state["hands"][seat]:
        col = _COLOR_OF[c]
        need = open_by.get(col, 0) + anyv
        w = _WILDISH.get(c, 0.0) if need == 0 else 1.0 + min(need, 10) * 0.1 + _WILDISH.get(c, 0.0)
        if need and not _WILDISH.get(c):
            w += 0.2 * _VALUE_OF[c]
        out[c] = w
    return out


def _open_value(state: dict) -> dict:
    d = R.defs(state)
    by: dict = {}
    for b, marks in state["marks"].items():
        if state["done"][b]:
            continue
        for box, m in zip(d[b]["boxes"], marks):
            if m is None:
                by[box["color"]] = by.get(box["color"], 0) + box["value"]
    return by


def discard_choice(state: dict, seat: int, moves: list) -> dict:
    """Step D (§4.1: discard 0-2, draw discarded + 2): the hand never shrinks by
    discarding, so cards no open box can use (and, when the seat can pay nothing at all,
    its two least useful cards) go back into circulation. Without this a game could end
    with all 80 cards held, deck and discard pile empty, and nobody able to pay a box."""
    hand = state["hands"][seat]
    if not hand:
        return moves[0]
    worth = _card_worth(state, seat, _open_value(state))
    ranked = sorted(((worth[c], c) for c, n in hand.items() for _ in range(min(n, 2))))
    strength = _strength(hand)
    stuck = not any(_cell_score(state, seat, cell, strength, True) > 0 for cell in CELLS)
    limit = 0.9 if stuck else 0.0
    want = sorted(c for w, c in ranked[:2] if w <= limit)
    for m in moves:
        if sorted(m["cards"]) == want:
            return m
    return moves[0]


def _move_toward(state: dict, seat: int, moves: list, strength: dict, rng: random.Random, relaxed: bool = False):
    """Nothing worth doing within reach: head for the best cell anywhere (a Flit power
    when it gets there this turn, §5.2), else the reachable cell nearest to it."""
    best_cell, best_v = None, 0.0
    for cell in CELLS:
        v = _cell_score(state, seat, cell, strength, relaxed)
        if v > best_v:
            best_cell, best_v = cell, v
    if best_cell is None:
        return None
    pos = state["figures"][seat]
    d = R.dist(pos, best_cell)
    for m in moves:
        if m["type"] == "flit1" and list(m["to"]) == list(best_cell):
            return m
    if d > state["allowance"]:
        for m in moves:
            if m["type"] == "flit2" and d <= state["allowance"] + 2:
                return m
    near, near_d = None, d
    for m in moves:
        if m["type"] == "move":
            dd = R.dist(m["to"], best_cell) + rng.random() * 0.1
            if dd < near_d:
                near, near_d = m, dd
    return near


POOL_LOW = 6                # deck + discard pile below this: cards are scarce for everybody


def _pool(state: dict) -> int:
    """Cards in the deck and the discard pile (public counts, §1.1)."""
    if "deck_n" in state:
        return state["deck_n"] + sum(state["discard"].values())
    return sum(state["deck"].values()) + sum(state["discard"].values())


def _circulate(state: dict, seat: int, moves: list):
    """A seat that can do nothing this turn while deck and discard pile are (nearly) empty
    plays a power card it has no use for (a dragon or Flit power, §5.2/§12): the card goes
    to the discard pile and from there to the other seats' draws (§4.1). Discarding in
    step D would not help: the seat would draw its own cards back at once."""
    hand = state["hands"][seat]
    if _pool(state) >= POOL_LOW or sum(hand.values()) <= 8:
        return None
    worth = _card_worth(state, seat, _open_value(state))
    best, best_w = None, None
    for m in moves:
        t = m["type"]
        if t in ("dragon_place", "dragon_move"):
            card = m["card"]
        elif t == "flit2":
            card = "Flit2"
        else:
            continue
        w = worth.get(card, 0.0)
        if best is None or w < best_w:
            best, best_w = m, w
    return best


def _dragon_here(state: dict, seat: int, moves: list):
    """The expert, about to contribute where it stands, first brings a dragon onto the
    building with a dragon card (§5.2, §12): its first contribution there then earns a
    golden scale per dragon (§7). Value-1 cards first (they place a dragon anywhere)."""
    pos = list(state["figures"][seat])
    b = R.grid(state).get(R.key(pos))
    if b is None or b == COURTYARD or state["done"][b]:
        return None
    best = None
    for m in moves:
        if m["type"] in ("dragon_place", "dragon_move") and list(m["to"]) == pos:
            if best is None or (m["card"][-1], m["card"]) < (best["card"][-1], best["card"]):
                best = m
    return best


def rollout_move(state: dict, seat: int, moves: list, rng: random.Random, expert: bool = False) -> dict:
    """The cheap policy: level ``greedy`` (``fast_greedy``), the expert's rollouts and its
    tree prior. ``expert`` is kept for callers; both play the same rules of thumb."""
    step = state["step"]
    if step == "contribute":
        strength = None
        relaxed = False
        if not (_may_contribute(state, seat, moves) and _may_offer(state, seat)):
            strength = _strength(state["hands"][seat])
            relaxed = _blocked(state, seat, strength)
        hold = not _may_contribute(state, seat, moves, relaxed)
        offer = _may_offer(state, seat, relaxed)
        best = None
        for m in moves:
            t = m["type"]
            if t in ("offer", "pillar_offer"):
                if offer:
                    return m
                continue
            if t == "contribute" and not hold and (best is None or len(m["cards"]) < len(best["cards"])
                                      or (len(m["cards"]) == len(best["cards"]) and rng.random() < 0.5)):
                best = m
        return best or moves[-1]
    if step == "discard":
        return discard_choice(state, seat, moves)
    strength = _strength(state["hands"][seat])
    for relaxed in (False, True):
        if relaxed and not _blocked(state, seat, strength):
            break
        here = _cell_score(state, seat, state["figures"][seat], strength, relaxed)
        best, best_v = None, here
        for m in moves:
            if m["type"] == "move":
                v = _cell_score(state, seat, m["to"], strength, relaxed)
                if v <= 0:
                    continue
                v += rng.random() * 0.1
                if v > best_v:
                    best, best_v = m, v
        if best is not None:
            return best
        if here > 0:
            if expert:
                m = _dragon_here(state, seat, moves)
                if m is not None:
                    return m
            break
        m = _move_toward(state, seat, moves, strength, rng, relaxed)
        if m is not None:
            return m
    else:
        m = _circulate(state, seat, moves)
        if m is not None:
            return m
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
                v = _cell_score(state, seat, m["to"], strength) - (0.5 if t == "flit1" else 0.0)
                scored.append((v, t != "move", key, m))
        scored.sort(key=lambda x: (-x[0], x[1], x[2]))
        good = [(key, m) for v, _, key, m in scored if v > 0][:k]
        if not good:
            good = [(key, m) for v, _, key, m in scored if m["type"] == "move"][:2]
        dm = (_dragon_here(state, seat, [m for _, m in pairs])
              if _cell_score(state, seat, state["figures"][seat], strength) > 0 else None)
        if dm is not None:
            good.append(next((key, m) for key, m in pairs if m is dm))
        return keep + good
    if step == "contribute":
        keep, per_box = [], {}
        moves = [m for _, m in pairs]
        hold = not (_may_contribute(state, seat, moves) or _blocked(state, seat, _strength(state["hands"][seat])))
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
        "allowance": view["allowance"], "deck_n": view["deck_size"], "discard": view["discard"],
    }
    return rollout_move(state, seat, moves, rng)
