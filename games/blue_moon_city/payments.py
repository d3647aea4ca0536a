"""Paying a box (spec §6.1, §6.2 and the payment default of §6.2 / §14.16).

A payment is a multiset of cards, named by people and value ("Aqua2"). It is legal
for a box when at least one *reading* of it is valid (§6.2): every card has exactly
one role (value card, Khind wild 1, member of a Mimix pair = wild 3, Hoax power
recolouring value cards), all value cards end in one colour ``k`` (the box colour,
any ``k`` on a palace box), and the total reaches the box value.

Multisets are handled here as tuples of 22 counts in ``CARD_TYPES`` order, which
makes the results cacheable (bots and random play ask the same questions often).
"""
from __future__ import annotations

from functools import lru_cache

from .data import CARD_COLOR, CARD_TYPES, CARD_VALUE, COLORS

N_TYPES = len(CARD_TYPES)
IDX = {t: i for i, t in enumerate(CARD_TYPES)}
KHIND = IDX["Khind1"]
MIMIX1, MIMIX2, MIMIX3 = IDX["Mimix1"], IDX["Mimix2"], IDX["Mimix3"]
HOAX1, HOAX2, HOAX3 = IDX["Hoax1"], IDX["Hoax2"], IDX["Hoax3"]
ANY = "any"          # the palace's boxes (§6.2)
# Plain value cards: every people except Khind (wild), Mimix and Hoax (handled apart).
_PLAIN = tuple(i for i, t in enumerate(CARD_TYPES)
               if not t.startswith(("Khind", "Mimix", "Hoax")))
HOAX1_MAX = 4        # §6.2: a Hoax 1 recolours 1-4 cards sharing one colour
MIMIX_PAIR_VALUE = 3  # §6.2: two Mimix 1/2 = one wild 3
LISTED_HOAX_MAX = 2   # listed payments hold at most 2 Hoax 1/2 cards (bounds the search)
_GUARD = sum(16 << (5 * i) for i in range(N_TYPES))   # counts are < 16 (at most 10 copies)


def counts_of(cards: dict | list) -> tuple:
    """Count tuple of a hand dict {card: n} or a list of card names."""
    c = [0] * N_TYPES
    if isinstance(cards, dict):
        for k, n in cards.items():
            c[IDX[k]] += n
    else:
        for k in cards:
            c[IDX[k]] += 1
    return tuple(c)


def cards_of(counts: tuple) -> list:
    """Sorted list of card names (with repetition) of a count tuple."""
    out = []
    for i, n in enumerate(counts):
        if n:
            out.extend([CARD_TYPES[i]] * n)
    return sorted(out)


@lru_cache(maxsize=None)
def _recolour_ok(groups: tuple, h1: int, h2: int) -> bool:
    """Can ``h1`` Hoax 1 powers and ``h2`` Hoax 2 powers recolour exactly the value cards
    in ``groups`` (card counts of the off colours), each card once, every Hoax used
    (a Hoax that recolours nothing has no role, §6.2)?"""
    if not groups:
        return h1 == 0 and h2 == 0
    n, rest = groups[0], groups[1:]
    for a in range(min(h1, n) + 1):
        for b in range(min(h2, n - a) + 1):
            if a + b <= n <= HOAX1_MAX * a + b and _recolour_ok(rest, h1 - a, h2 - b):
                return True
    return False


@lru_cache(maxsize=200000)
def valid_payment(pay: tuple, box_color: str, box_value: int) -> bool:
    """§6.2 reading rule: is some reading of the multiset ``pay`` valid for the box?"""
    if not any(pay):
        return False
    kh = pay[KHIND]
    m1, m2, m3 = pay[MIMIX1], pay[MIMIX2], pay[MIMIX3]
    h1, h2, h3 = pay[HOAX1], pay[HOAX2], pay[HOAX3]
    plain_by_color: dict = {}
    plain_sum = 0
    for i in _PLAIN:
        n = pay[i]
        if n:
            c = CARD_COLOR[i]
            plain_by_color[c] = plain_by_color.get(c, 0) + n
            plain_sum += n * CARD_VALUE[i]
    # quick reject: an upper bound of every reading's total (a Mimix adds at most 2
    # as a value card and 1.5 as half a pair; a Hoax adds at most its value)
    best = plain_sum + kh + 3 * (m3 + h3) + h1 + 2 * h2 + 2 * m2 + 1.5 * m1
    if best < box_value:
        return False
    targets = COLORS if box_color == ANY else (box_color,)
    for k in targets:
        for m1p in range(m1 + 1):
            for m2p in range(m2 + 1):
                if (m1p + m2p) % 2:
                    continue
                brown_n = (m1 - m1p) + (m2 - m2p) + m3
                brown_v = (m1 - m1p) + 2 * (m2 - m2p) + 3 * m3
                pairs_v = MIMIX_PAIR_VALUE * ((m1p + m2p) // 2)
                for h1p in range(h1 + 1):
                    for h2p in range(h2 + 1):
                        white_n = (h1 - h1p) + (h2 - h2p) + h3
                        white_v = (h1 - h1p) + 2 * (h2 - h2p) + 3 * h3
                        total = plain_sum + brown_v + white_v + kh + pairs_v
                        if total < box_value:
                            continue
                        groups = [n for c, n in plain_by_color.items() if c != k]
                        if brown_n and k != "brown":
                            groups.append(brown_n)
                        if white_n and k != "white":
                            groups.append(white_n)
                        if _recolour_ok(tuple(sorted(groups)), h1p, h2p):
                            return True
    return False


def _lower_contribution(i: int) -> float:
    """The least a card adds to the total in any reading other than as a Hoax power:
    its value, or 1.5 for a Mimix 2 (half of a wild 3)."""
    if i == MIMIX2:
        return 1.5
    return CARD_VALUE[i]


@lru_cache(maxsize=20000)
def minimal_payments(hand: tuple, box_color: str, box_value: int) -> tuple:
    """Every *minimal* legal payment for the box from ``hand``: valid multisets none of
    whose proper sub-multisets is valid, each listed once (copies are interchangeable,
    §4.2). Overpaying with more cards is also legal (decide accepts any valid payment);
    those payments are dominated and are not listed (see the move schema). To keep the
    search bounded, listed payments hold at most ``LISTED_HOAX_MAX`` Hoax 1/2 cards;
    payments with more Hoax cards are still accepted by decide.

    A minimal payment has value units summing to less than box value + 3 (removing the
    smallest unit would otherwise still pay), which bounds the search."""
    limit = box_value + 3
    has_hoax = hand[HOAX1] + hand[HOAX2] > 0
    # relevant types: everything on a palace box or when a Hoax can recolour;
    # otherwise only the box colour, Khind and Mimix 1/2 (pairs).
    types = []
    for i in range(N_TYPES):
        if not hand[i]:
            continue
        if box_color == ANY or has_hoax:
            types.append(i)
        elif i == KHIND or i in (MIMIX1, MIMIX2) or CARD_COLOR[i] == box_color:
            types.append(i)
    # Depth-first over the relevant types, each type's count from 0 up: a sub-multiset of a
    # set is always reached before the set itself, so a set found valid is minimal exactly
    # when no set found before lies below it. A branch whose cards already hold a found set
    # can only give non-minimal sets and is cut (this keeps large hands fast).
    minimal: list = []
    packed_min: list = []          # the found sets packed (5 bits a type), see _GUARD
    cur = [0] * N_TYPES
    n_types = len(types)

    def covers(pc: int) -> bool:
        pg = pc | _GUARD
        for po in packed_min:
            if (pg - po) & _GUARD == _GUARD:
                return True
        return False

    def dfs(pos: int, lower: float, n_hoax: int, pc: int) -> None:
        if pos == n_types:
            return
        i = types[pos]
        is_hoax_power = i in (HOAX1, HOAX2)
        add_lower = 0 if is_hoax_power else _lower_contribution(i)
        unit = 1 << (5 * i)
        dfs(pos + 1, lower, n_hoax, pc)
        for cnt in range(1, hand[i] + 1):
            new_lower = lower + cnt * add_lower
            if new_lower >= limit:
                break
            new_hoax = n_hoax + (cnt if is_hoax_power else 0)
            if new_hoax > LISTED_HOAX_MAX:
                break
            pc += unit
            if packed_min and covers(pc):
                break              # holds a valid set: this and every larger count too
            cur[i] = cnt
            t = tuple(cur)
            if valid_payment(t, box_color, box_value):
                minimal.append(t)
                packed_min.append(pc)
                break              # supersets of a valid payment are not minimal
            dfs(pos + 1, new_lower, new_hoax, pc)
        cur[i] = 0

    dfs(0, 0.0, 0, 0)
    minimal.sort(key=lambda s: (sum(s), cards_of(s)))
    return tuple(minimal)


def quick_payments(hand: tuple, box_color: str, box_value: int, limit: int = 3) -> list:
    """A few valid payments for the box, built directly instead of enumerated (for the
    expert's search, games/search.py ``search_moves``; legal_moves lists them all): for each
    colour the box accepts, the colour's value cards from the highest down plus Khind wilds
    and Mimix pairs (§6.2), optionally one Hoax 1 recolouring up to 4 cards of one other
    colour or one Hoax 2 recolouring one card; the last unit is the smallest that still
    reaches the value, then units are left out while the rest still pays. Each result
    passes ``valid_payment``; at most ``limit``, fewest cards first."""
    targets = COLORS if box_color == ANY else (box_color,)
    out: dict = {}
    mim = [MIMIX1] * hand[MIMIX1] + [MIMIX2] * hand[MIMIX2]
    for k in targets:
        units = []                       # (value, (card indices))
        for i in _COLOUR_CARDS[k]:
            units.extend([(CARD_VALUE[i], (i,))] * hand[i])
        units.extend([(1, (KHIND,))] * hand[KHIND])
        if k != "brown":
            for a in range(0, len(mim) - 1, 2):
                units.append((MIMIX_PAIR_VALUE, (mim[a], mim[a + 1])))
        variants = [units]
        if k != "white" and (hand[HOAX1] or hand[HOAX2]):
            for c in COLORS:
                if c == k or c == "white" or c == "green":
                    continue
                cards = sorted(((CARD_VALUE[i], i) for i in _COLOUR_CARDS[c] for _ in range(hand[i])
                                if not (c == "brown" and i in (MIMIX1, MIMIX2) and k != "brown" and len(mim) > 1)),
                               reverse=True)
                if not cards:
                    continue
                if hand[HOAX1]:
                    grp = cards[:4]
                    variants.append(units + [(sum(v for v, _ in grp), (HOAX1,) + tuple(i for _, i in grp))])
                if hand[HOAX2]:
                    variants.append(units + [(cards[0][0], (HOAX2, cards[0][1]))])
        for us in variants:
            t = _build(us, box_value)
            if t is not None and t not in out and valid_payment(t, box_color, box_value):
                out[t] = sum(t)
    return sorted(out, key=lambda t: (out[t], cards_of(t)))[:limit]


def _build(units: list, box_value: int):
    if sum(v for v, _ in units) < box_value:
        return None
    rest = sorted(units, key=lambda u: (-u[0], len(u[1])))
    chosen, total = [], 0
    while total < box_value and rest:
        need = box_value - total
        fit = [u for u in rest if u[0] >= need]
        u = min(fit, key=lambda u: (len(u[1]), u[0])) if fit else rest[0]
        rest.remove(u)
        chosen.append(u)
        total += u[0]
    for u in sorted(chosen, key=lambda u: u[0]):
        if total - u[0] >= box_value:
            chosen.remove(u)
            total -= u[0]
    c = [0] * N_TYPES
    for _, idx in chosen:
        for i in idx:
            c[i] += 1
    return tuple(c)


_COLOUR_CARDS = {k: tuple(i for i in range(N_TYPES) if CARD_COLOR[i] == k and i != KHIND) for k in COLORS}
