"""A compact, mutable copy of the Azul: Summer Pavilion rules for the expert's search.

The decider in game.py is pure and dict-based (every step copies what it changes), which is
right for the event log but costs ~10 us a step. The expert plays thousands of rollouts a
decision, so it simulates on this flat form instead: colours are indices 0..5 (wild order,
§5), spaces indices 0..41, counts lists of six ints, and a move mutates the state in place
(one ``clone`` per rollout). The rules are the engine's (same spec defaults, §13):

- §6.1-§6.5 take (wild alone only from an all-wild source; one wild comes along; the first
  centre take gets the token and loses as many points as tiles, floor §6.4),
- §7.2-§7.5 place (colour rules per side §10.2, cost = printed number, k real tiles + wilds,
  §7.4 ring points, §7.5 structure bonuses add up, capped by the supply),
- §7.6 refill after every phase-2 turn, §7.7 pass (keep up to 4 in the corners, -1 per
  discarded tile, floor), §9 final scoring (stars, numbers, -1 per corner tile).

tests/games/test_azul_fastsim.py plays the engine and this copy side by side and checks
they agree move for move (scores, hands, boards, supply, tower, final scoring).
"""
from __future__ import annotations

import random

from . import board as B
from .board import (COLOURS, MAX_KEEP, MIN_SCORE, NUMBER, NUMBER_BONUS, NUMBER_SETS, ROUNDS,
                    STAR_BONUS, STARS, SUPPLY_SIZE, WILD_BY_ROUND, MULTICOLOUR_BONUS)

NC = 6
CI = {c: i for i, c in enumerate(COLOURS)}
WILD = {r: CI[c] for r, c in WILD_BY_ROUND.items()}              # round -> wild index
SPACES = list(B.SPACES)
SI = {s: i for i, s in enumerate(SPACES)}
NS = len(SPACES)
STAR_IDX = {st: i for i, st in enumerate(STARS)}                  # 0 = centre
CENTRE_STAR = STAR_IDX[B.CENTER]
STAR_OF = [STAR_IDX[B.STAR_OF[s]] for s in SPACES]
STAR_SP = [[SI[s] for s in B.STAR_SPACES[st]] for st in STARS]   # by position
RING_CW = [[SI[s] for s in B.RING_CW[sp]] for sp in SPACES]
RING_CCW = [[SI[s] for s in B.RING_CCW[sp]] for sp in SPACES]
STRUCTS = [([SI[s] for s in v["spaces"]], v["bonus"]) for v in B.STRUCTURES.values()]
STRUCTS_OF = [[i for i, (sps, _) in enumerate(STRUCTS) if sp in sps] for sp in range(NS)]
NUM = {side: [NUMBER[side][s] for s in SPACES] for side in B.SIDES}
NUM_SETS = {side: [(NUMBER_BONUS[n], [SI[s] for s in NUMBER_SETS[side][n]]) for n in NUMBER_BONUS]
            for side in B.SIDES}
# outer star -> its fixed colour on the front side (§7.2)
FRONT_COLOUR = [None if st == B.CENTER else CI[st] for st in STARS]
STAR_BONUS_FRONT = [MULTICOLOUR_BONUS if st == B.CENTER else STAR_BONUS[st] for st in STARS]
COLOUR_BONUS = [STAR_BONUS[c] for c in COLOURS]
ALL = tuple(range(NC))

# state layout (a list, mutated in place)
P, SIDE, RND, STEP, ACTIVE, TOKEN, START, PEND, BAG, TOWER, SUPPLY, CENTRE, FACT, SEATS = range(14)
# seat layout
SCORE, HAND, CORN, BOARD, PASSED = range(5)
# steps
ACQUIRE, PLACE, BONUS, ROUND_DONE, OVER = range(5)
STEP_OF = {"acquire": ACQUIRE, "place": PLACE, "bonus": BONUS, "round_done": ROUND_DONE, "over": OVER}


def from_view(view: dict) -> list:
    """The compact state of a view taken when a seat acts (acquire, place or bonus)."""
    step = view["step"]
    if step not in STEP_OF:
        raise ValueError(f"no compact state for step {step!r}")
    seats = []
    for st in view["seats"]:
        bd = [-1] * NS
        for sp, c in st["board"].items():
            bd[SI[sp]] = CI[c]
        seats.append([st["score"], [st["hand"][c] for c in COLOURS], [st["corners"][c] for c in COLOURS],
                      bd, st["passed"]])
    return [view["players"], view["board_side"], view["round"], STEP_OF[step],
            view["active"] if view["active"] is not None else view["start_player"],
            view["token"], view["start_player"], view["pending_bonus"],
            [view["bag"][c] for c in COLOURS], [view["tower"][c] for c in COLOURS],
            [view["supply"][c] for c in COLOURS], [view["centre"][c] for c in COLOURS],
            [[f[c] for c in COLOURS] for f in view["factories"]], seats]


def clone(s: list) -> list:
    return [s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8][:], s[9][:], s[10][:], s[11][:],
            [f[:] for f in s[12]], [[t[0], t[1][:], t[2][:], t[3][:], t[4]] for t in s[13]]]


def _floor(score: int, loss: int) -> int:
    return max(MIN_SCORE, score - loss) - score if score > MIN_SCORE else 0


def allowed(bd: list, star: int, side: str):
    """§7.2 / §10.2: colour indices allowed on the empty spaces of ``star``."""
    if side == "front":
        fc = FRONT_COLOUR[star]
        if fc is not None:
            return (fc,)
        present = [bd[s] for s in STAR_SP[star] if bd[s] >= 0]
        return tuple(c for c in ALL if c not in present)
    present = [bd[s] for s in STAR_SP[star] if bd[s] >= 0]
    if len(present) <= 1:
        return ALL
    if present[0] == present[1] and len(set(present)) == 1:
        return (present[0],)
    if len(set(present)) == len(present):
        return tuple(c for c in ALL if c not in present)
    return ()


def ring_points(bd: list, sp: int) -> int:
    """§7.4 (the board without the new tile)."""
    cw = 0
    for s in RING_CW[sp]:
        if bd[s] >= 0:
            cw += 1
        else:
            break
    if cw == 5:
        return 6
    ccw = 0
    for s in RING_CCW[sp]:
        if bd[s] >= 0:
            ccw += 1
        else:
            break
    return 1 + cw + ccw


def structure_bonus(bd: list, sp: int) -> int:
    """§7.5: bonus tiles earned by the structures a tile on ``sp`` completes (they add up)."""
    total = 0
    for i in STRUCTS_OF[sp]:
        sps, bonus = STRUCTS[i]
        for x in sps:
            if x != sp and bd[x] < 0:
                break
        else:
            total += bonus
    return total


def _draw(s: list, n: int, rng: random.Random) -> list:
    """§7.6 / §8: ``n`` tiles from the bag, the tower poured in once when it runs dry."""
    bag, tower = s[BAG], s[TOWER]
    drawn = [0] * NC
    left = sum(bag)
    poured = False
    for _ in range(n):
        if left == 0:
            if poured or not any(tower):
                break
            for c in ALL:
                bag[c] += tower[c]
                tower[c] = 0
            poured = True
            left = sum(bag)
        r = rng.randrange(left)
        for c in ALL:
            if r < bag[c]:
                bag[c] -= 1
                drawn[c] += 1
                break
            r -= bag[c]
        left -= 1
    return drawn


# ---- moves (mutate ``s``) ----------------------------------------------------------
def take(s: list, seat: int, src: int, c: int) -> None:
    """§6: ``src`` -1 = centre, else a factory index."""
    w = WILD[s[RND]]
    source = s[CENTRE] if src < 0 else s[FACT][src]
    if c == w:
        count, wilds = 1, 0
    else:
        count, wilds = source[c], (1 if source[w] else 0)
    st = s[SEATS][seat]
    if src >= 0:
        centre = s[CENTRE]
        for x in ALL:
            centre[x] += source[x]
            source[x] = 0
        centre[c] -= count
        centre[w] -= wilds
    else:
        source[c] -= count
        source[w] -= wilds
        if s[TOKEN] is None:
            s[TOKEN] = seat
            st[SCORE] += _floor(st[SCORE], count + wilds)
    hand = st[HAND]
    hand[c] += count
    hand[w] += wilds
    if any(s[CENTRE]) or any(any(f) for f in s[FACT]):
        s[ACTIVE] = (seat + 1) % s[P]
    else:                                                      # §7.1: phase 2 starts
        s[ACTIVE] = s[TOKEN] if s[TOKEN] is not None else s[START]
        s[STEP] = PLACE


def place(s: list, seat: int, sp: int, c: int, k: int, rng: random.Random) -> None:
    """§7.2-§7.5 (the move is legal)."""
    w = WILD[s[RND]]
    n = NUM[s[SIDE]][sp]
    wilds = 0 if c == w else n - k
    st = s[SEATS][seat]
    hand, bd = st[HAND], st[BOARD]
    hand[c] -= k
    hand[w] -= wilds
    st[SCORE] += ring_points(bd, sp)
    earned = structure_bonus(bd, sp)
    bd[sp] = c
    tower = s[TOWER]
    tower[c] += k - 1
    tower[w] += wilds
    owed = min(earned, sum(s[SUPPLY]))
    if owed:
        s[PEND] = owed
        s[STEP] = BONUS
    else:
        _end_turn(s, rng)


def take_bonus(s: list, seat: int, c: int, rng: random.Random) -> None:
    supply = s[SUPPLY]
    supply[c] -= 1
    s[SEATS][seat][HAND][c] += 1
    s[PEND] -= 1
    if s[PEND] <= 0 or not any(supply):
        s[PEND] = 0
        _end_turn(s, rng)


def pass_(s: list, seat: int, keep: list, rng: random.Random) -> None:
    """§7.7: ``keep`` a count list (legal: at most 4, within the hand)."""
    st = s[SEATS][seat]
    hand, corners, tower = st[HAND], st[CORN], s[TOWER]
    lost = 0
    for c in ALL:
        corners[c] += keep[c]
        d = hand[c] - keep[c]
        tower[c] += d
        lost += d
        hand[c] = 0
    st[SCORE] += _floor(st[SCORE], lost)
    st[PASSED] = True
    _end_turn(s, rng)


def _end_turn(s: list, rng: random.Random) -> None:
    need = SUPPLY_SIZE - sum(s[SUPPLY])
    if need > 0 and (any(s[BAG]) or any(s[TOWER])):          # §7.6
        d = _draw(s, need, rng)
        supply = s[SUPPLY]
        for c in ALL:
            supply[c] += d[c]
    n = s[P]
    seats = s[SEATS]
    a = s[ACTIVE]
    for d in range(1, n + 1):
        nxt = (a + d) % n
        if not seats[nxt][PASSED]:
            s[ACTIVE] = nxt
            s[STEP] = PLACE
            return
    s[STEP] = ROUND_DONE


def final_points(s: list, seat: int) -> int:
    """§9: star and number bonuses, then -1 per corner tile (floor): the points added."""
    side = s[SIDE]
    st = s[SEATS][seat]
    bd = st[BOARD]
    bonus = 0
    for star in range(len(STARS)):
        tiles = [bd[x] for x in STAR_SP[star]]
        if -1 in tiles:
            continue
        if side == "front":
            bonus += STAR_BONUS_FRONT[star]
        elif len(set(tiles)) == 1:
            bonus += COLOUR_BONUS[tiles[0]]
        else:
            bonus += MULTICOLOUR_BONUS
    for b, sps in NUM_SETS[side]:
        for x in sps:
            if bd[x] < 0:
                break
        else:
            bonus += b
    after = st[SCORE] + bonus
    return bonus + _floor(after, sum(st[CORN]))


def finish(s: list) -> None:
    """Round 6 over: §9 final scoring (mutates the scores), step OVER."""
    pts = [final_points(s, i) for i in range(s[P])]
    for i, p in enumerate(pts):
        s[SEATS][i][SCORE] += p
    s[STEP] = OVER


# ---- the greedy policy on the compact state (mirrors bot.py's _valuer) -------------------
def useful(bd: list, side: str, c: int) -> bool:
    for star in range(len(STARS)):
        if c in allowed(bd, star, side):
            for x in STAR_SP[star]:
                if bd[x] < 0:
                    return True
    return False


def take_options(s: list):
    """§6.1/§6.2/§6.5 legal takes as (src, colour)."""
    w = WILD[s[RND]]
    out = []
    for i, f in enumerate(s[FACT]):
        if any(f):
            cols = [c for c in ALL if c != w and f[c]]
            out.extend((i, c) for c in (cols or (w,)))
    ce = s[CENTRE]
    if any(ce):
        cols = [c for c in ALL if c != w and ce[c]]
        out.extend((-1, c) for c in (cols or (w,)))
    return out


def take_value(s: list, seat: int, src: int, c: int, use: list) -> float:
    w = WILD[s[RND]]
    source = s[CENTRE] if src < 0 else s[FACT][src]
    if c == w:
        count, wilds = 1, 0
    else:
        count, wilds = source[c], (1 if source[w] else 0)
    v = (count if use[c] else 0.3 * count) + 1.6 * wilds
    if src < 0 and s[TOKEN] is None:
        v -= min(count + wilds, s[SEATS][seat][SCORE] - 1) - 0.5
    return v


def place_options(s: list, seat: int):
    """§7.2/§7.3: (space, colour, k_min, k_max) for every legal placement."""
    st = s[SEATS][seat]
    hand, bd = st[HAND], st[BOARD]
    if not any(hand):
        return []
    side = s[SIDE]
    w = WILD[s[RND]]
    nums = NUM[side]
    hw = hand[w]
    out = []
    for star in range(len(STARS)):
        empties = [x for x in STAR_SP[star] if bd[x] < 0]
        if not empties:
            continue
        for c in allowed(bd, star, side):
            h = hand[c]
            if not h:
                continue
            for x in empties:
                n = nums[x]
                if c == w:
                    if h >= n:
                        out.append((x, c, n, n))
                else:
                    lo = n - hw if n - hw > 1 else 1
                    hi = n if n < h else h
                    if lo <= hi:
                        out.append((x, c, lo, hi))
    return out


def place_value(bd: list, side: str, x: int, k: int) -> float:
    n = NUM[side][x]
    return 10 + ring_points(bd, x) + 1.5 * structure_bonus(bd, x) - 0.35 * n - 0.25 * (n - k)


def best_keep(hand: list, nxt: int | None) -> tuple[list, float]:
    """The keep greedy values most: 2 a tile, +1 a tile of next round's wild colour,
    +0.01 x the largest kept count (§7.7)."""
    keep = [0] * NC
    room = MAX_KEEP
    if nxt is not None:
        k = min(room, hand[nxt])
        keep[nxt] = k
        room -= k
    if room:
        order = sorted((c for c in ALL if c != nxt and hand[c]), key=lambda c: -hand[c])
        # concentrate: the colour with most tiles first (maximises the 0.01 term)
        for c in order:
            k = min(room, hand[c])
            keep[c] += k
            room -= k
            if not room:
                break
    kept = sum(keep)
    return keep, kept * 2 + (keep[nxt] if nxt is not None else 0) + 0.01 * max(keep)


def greedy(s: list, seat: int, rng: random.Random):
    """The greedy bot's choice as a compact action: ("take", src, c), ("place", x, c, k),
    ("pass", keep) or ("bonus", c); ties broken at random like bot.greedy_move."""
    step = s[STEP]
    st = s[SEATS][seat]
    rnd = s[RND]
    nxt = WILD[rnd + 1] if rnd < ROUNDS else None
    if step == ACQUIRE:
        side = s[SIDE]
        use = [useful(st[BOARD], side, c) for c in ALL]
        best, bv = [], None
        for src, c in take_options(s):
            v = take_value(s, seat, src, c, use)
            if bv is None or v > bv + 1e-9:
                best, bv = [(src, c)], v
            elif v >= bv - 1e-9:
                best.append((src, c))
        src, c = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
        return ("take", src, c)
    if step == BONUS:
        w = WILD[rnd]
        hand = st[HAND]
        best, bv = [], None
        for c in ALL:
            if s[SUPPLY][c]:
                v = (2 if c == w else 0) + (1 if c == nxt else 0) + 0.1 * hand[c]
                if bv is None or v > bv + 1e-9:
                    best, bv = [c], v
                elif v >= bv - 1e-9:
                    best.append(c)
        return ("bonus", best[rng.randrange(len(best))] if len(best) > 1 else best[0])
    # PLACE
    keep, pv = best_keep(st[HAND], nxt)
    best, bv = [], pv
    bd = st[BOARD]
    side = s[SIDE]
    for x, c, lo, hi in place_options(s, seat):
        v = place_value(bd, side, x, hi)
        if v > bv + 1e-9:
            best, bv = [(x, c, hi)], v
        elif v >= bv - 1e-9:
            best.append((x, c, hi))
    if not best:
        return ("pass", keep)
    x, c, k = best[rng.randrange(len(best))] if len(best) > 1 else best[0]
    return ("place", x, c, k)


def apply(s: list, seat: int, a: tuple, rng: random.Random) -> None:
    t = a[0]
    if t == "take":
        take(s, seat, a[1], a[2])
    elif t == "place":
        place(s, seat, a[1], a[2], a[3], rng)
    elif t == "bonus":
        take_bonus(s, seat, a[1], rng)
    else:
        pass_(s, seat, a[1], rng)


def action_of(move: dict) -> tuple:
    """A legal engine move as a compact action."""
    t = move["type"]
    if t == "take":
        return ("take", -1 if move["source"] == "centre" else move["factory"], CI[move["colour"]])
    if t == "place":
        return ("place", SI[move["space"]], CI[move["colour"]], move["k"])
    if t == "take_bonus":
        return ("bonus", CI[move["colour"]])
    if t == "pass":
        keep = [0] * NC
        for c, v in move["keep"].items():
            keep[CI[c]] = v
        return ("pass", keep)
    raise ValueError(f"unknown move type {t!r}")


def play_round(s: list, rng: random.Random, policy=greedy, limit: int = 400) -> int:
    """Play every seat by ``policy`` until the round is over (round 6: final scoring
    included). Returns the number of decisions played."""
    n = 0
    while s[STEP] < ROUND_DONE and n < limit:
        seat = s[ACTIVE]
        apply(s, seat, policy(s, seat, rng), rng)
        n += 1
    if s[STEP] == ROUND_DONE and s[RND] >= ROUNDS:
        finish(s)
    return n
