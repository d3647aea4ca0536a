"""The Blue Moon / Legends ``expert``: determinized flat Monte-Carlo over the root's moves.

Blue Moon is a handful of fights (5-9 in a greedy game); what a move is worth shows at the
end of the fight it belongs to: who attracted dragons (R-9.2, R-9.4) and what each side
spent of its cards (the seat that runs out of strength loses the tug of war, R-11.1,
R-11.4). So instead of a tree over every step, each legal move of the root is played out
to the end of the current fight (with no fight in progress: to the end of the next one)
by the smart greedy policy for both seats (games/blue_moon/bots.py ``smart_move``), and
the fight's end is scored by ``value``: a logistic model of the win probability, fitted
on greedy games at fight ends (bench/fit_bluemoon_value.py), from the dragon balance, the
cards left and their strength, and who opens the next fight.

Every batch deals one determinization of the seat's view (expert.py ``determinize``: the
opponent's hand, deck, hidden discard and face-down bluff cards re-dealt; the expert sees
only its own seat) and one random seed, shared by all arms still in the race (common
random numbers: the arms differ only by the move). Successive halving drops the worse
half of the arms when each has had HALVING x 2^j rollouts (never below two). The greedy
move is kept unless another's mean beats it by PRIOR_MARGIN. The schedule never depends
on the budget, so a decision stopped by the clock after N rollouts is replayed exactly by
``iterations=N`` with the same seed (an iteration is one rollout of one arm).
"""
from __future__ import annotations

import math
import random
import time

from games.base import SYSTEM, GameError, canonical
from games.search import budget_stats

from .cards import INFO

TIME_SHARE = 0.85        # of think_ms for the loop (the rest: the last rollout, the choice, the job)
HARD_SHARE = 0.92        # of think_ms: a rollout still running then is dropped (clock read every step)
HALVING = 8              # rollouts an arm gets before the first halving (then 16, 32, ...)
PRIOR_MARGIN = 0.02      # keep greedy's move unless another's mean value beats it by this
MAX_STEPS = 400          # a rollout's decisions at most (a fight takes ~10-120)
FIGHTS = 1               # fight ends a rollout plays to

# logistic model of the win probability at a fight's end (no fight in progress), fitted on
# smart-greedy games (bench/fit_bluemoon_value.py); every feature is antisymmetric in the two
# seats, so the two seats' values add up to 1
WEIGHTS = {
    # blue-moon (Vulca against Hoax): 1 500 games, 20 922 fight ends
    "blue-moon": {"d1": 0.731, "d2": 1.631, "d3": 2.776, "d_m": -0.297, "d_late": 0.087, "cards": 0.181,
                  "cards_late": 3.171, "hand_str": 0.115, "total_str": -0.629, "active": -0.126,
                  "hand_chars": 0.371},
    # legends-of-blue-moon, the 81 deck pairings: 2 430 games, 28 301 fight ends
    "legends-of-blue-moon": {"d1": 0.784, "d2": 1.623, "d3": 2.704, "d_m": -0.389, "d_late": 0.198,
                             "cards": 0.454, "cards_late": 2.0, "hand_str": 0.729, "total_str": 0.074,
                             "active": -0.091, "hand_chars": -0.249},
}


def _strength(card: str) -> int:
    i = INFO[card]
    return max(i.fire, i.earth)


def raw_features(st: dict, s: int) -> list:
    o = 1 - s
    P, O = st["p"][s], st["p"][o]
    dr = sum(1 for v in st["dragons"].values() if v == s) - sum(1 for v in st["dragons"].values() if v == o)
    return [dr, len(P["hand"]), len(P["deck"]), len(O["hand"]), len(O["deck"]),
            sum(_strength(c) for c in P["hand"]), sum(_strength(c) for c in P["deck"]),
            sum(_strength(c) for c in O["hand"]), sum(_strength(c) for c in O["deck"]),
            1 if st["active"] == s else 0,
            sum(1 for c in P["hand"] if INFO[c].type == "character"),
            sum(1 for c in O["hand"] if INFO[c].type == "character")]


FEATURES = ("d1", "d2", "d3", "d_m", "d_late", "cards", "cards_late", "hand_str", "total_str", "active",
            "hand_chars")


def features(r: list) -> list:
    """Antisymmetric features from ``raw_features``: dragon balance (one-hot 1..3, and
    weighted by how few cards are left: late dragons are nearly final, R-11.1 b), cards
    left (hand + deck) and their strength, hand characters, who opens the next fight."""
    dr, hs, ds, ho, do, shs, sds, sho, sdo, act, chs, cho = r
    cs, co = hs + ds, ho + do
    m = min(cs, co) / 30.0
    late = 1.0 if min(cs, co) <= 6 else 0.0
    f = [(1 if dr == k else 0) - (1 if dr == -k else 0) for k in (1, 2, 3)]
    f += [dr * m, dr * late, (cs - co) / 10.0, (cs - co) / 10.0 * (1 - m), (shs - sho) / 20.0,
          ((shs + sds) - (sho + sdo)) / 50.0, 1.0 if act else -1.0, (chs - cho) / 3.0]
    return f


_W = {k: [w[f] for f in FEATURES] for k, w in WEIGHTS.items()}


def value(st: dict, s: int, game_id: str = "blue-moon") -> float:
    """Estimated probability that seat ``s`` wins from ``st`` (1/0 when the game is over)."""
    if st["over"]:
        w = (st["result"] or {}).get("winners") or []
        return 1.0 if s in w else (0.5 if not w else 0.0)
    z = sum(a * b for a, b in zip(_W.get(game_id, _W["legends-of-blue-moon"]), features(raw_features(st, s))))
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def _settle(game, st, rng):
    for _ in range(64):
        if st["over"]:
            return st
        auto = game.auto_move(st)
        if auto is None:
            return st
        for e in game.decide(st, SYSTEM, auto, rng):
            st = game.evolve(st, e)
    return st


class OutOfTime(Exception):
    """The hard deadline passed inside a rollout (time budgets only): it is dropped."""


def play_out(game, base: dict, seat: int, move: dict, seed: int, fights: int = FIGHTS,
             hard_deadline: float | None = None, clock=time.perf_counter) -> dict | None:
    """Play ``move`` on the sampled ``base``, then smart greedy for both seats to the end
    of ``fights`` fights (counting the one in progress; R-9.2: a retreat ends it); the
    state reached. None: the move is not legal in this sample."""
    r = random.Random(seed)
    st = base
    try:
        for e in game.decide(st, seat, move, r):
            st = game.evolve(st, e)
    except GameError:
        return None
    left = fights
    in_fight = base["fight"] is not None
    policy = game.rollout_policy
    for k in range(MAX_STEPS):
        if hard_deadline is not None and clock() >= hard_deadline:
            raise OutOfTime()
        st = _settle(game, st, r)
        if st["over"]:
            break
        if in_fight and st["fight"] is None:
            left -= 1
            if left <= 0:
                break
        in_fight = st["fight"] is not None
        acting = game.to_act(st)
        if not acting:
            break
        nxt = game.rollout_step(st, acting[0], policy, r)
        if nxt is None:
            break
        st = nxt
    return st


def rollout(game, base: dict, seat: int, move: dict, seed: int, fights: int = FIGHTS,
            hard_deadline: float | None = None, clock=time.perf_counter) -> float | None:
    st = play_out(game, base, seat, move, seed, fights, hard_deadline, clock)
    return None if st is None else value(st, seat, game.id)


def expert_move(game, view: dict, moves: list[dict], rng: random.Random, *, think_ms: int | None = None,
                iterations: int | None = None, stats: dict | None = None, clock=time.perf_counter) -> dict:
    t0 = clock()
    stats, think_ms = budget_stats(stats, think_ms, iterations)
    seat = view["seat"]
    keys = []
    cands = []
    for m in moves:
        k = canonical(m)
        if k not in keys:
            keys.append(k)
            cands.append(m)
    stats["candidates"] = len(cands)
    if len(cands) == 1:
        stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
        return cands[0]
    deadline = None if iterations is not None else t0 + think_ms * TIME_SHARE / 1000.0
    # a rollout still running at this point is dropped (a starved process must not overrun)
    hard = None if iterations is not None else t0 + think_ms * HARD_SHARE / 1000.0
    n = len(cands)
    sums = [0.0] * n
    cnt = [0] * n
    alive = list(range(n))
    prior = None
    done = 0
    errors = 0
    next_cut = HALVING
    stop = False
    from .bots import smart_move
    while not stop:
        if (done >= iterations) if deadline is None else (clock() >= deadline):
            break
        try:
            base = game.determinize(view, seat, rng)
        except (ValueError, KeyError, IndexError):
            errors += 1
            if errors > 20:
                break
            continue
        seed = rng.getrandbits(63)
        if prior is None:
            pm = smart_move(game, base, seat, [dict(m) for m in cands], random.Random(seed))
            pk = canonical(pm)
            prior = keys.index(pk) if pk in keys else -1
        for i in alive:
            if (done >= iterations) if deadline is None else (clock() >= deadline):
                stop = True
                break
            done += 1
            try:
                v = rollout(game, base, seat, cands[i], seed, hard_deadline=hard, clock=clock)
            except OutOfTime:
                done -= 1             # not counted: iterations=done replays the same decision
                stop = True
                break
            except (GameError, KeyError, IndexError, ValueError, TypeError, AssertionError):
                v = None
            if v is None:
                errors += 1
                continue
            sums[i] += v
            cnt[i] += 1
        if stop:
            break
        if errors > 50 and errors > done // 2:
            break
        m = min(cnt[i] for i in alive)
        if len(alive) > 2 and m >= next_cut:
            alive.sort(key=lambda i: (-sums[i] / max(1, cnt[i]), i))
            keep = alive[:max(2, (len(alive) + 1) // 2)]
            if prior is not None and prior >= 0 and prior in alive and prior not in keep:
                keep.append(prior)       # greedy's move stays in the race (PRIOR_MARGIN)
            alive = sorted(keep)
            next_cut *= 2
    stats["iterations"] = done
    stats["errors"] = errors
    scored = [i for i in range(n) if cnt[i]]
    if not scored:
        stats["fallback"] = True
        stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
        return game.fallback_move(view, moves, rng)
    pool = [i for i in alive if cnt[i]] or scored
    best = max(pool, key=lambda i: (sums[i] / cnt[i], -i))
    if prior is not None and prior >= 0 and prior != best and cnt[prior] \
            and sums[best] / cnt[best] < sums[prior] / cnt[prior] + PRIOR_MARGIN:
        best = prior
    stats["value"] = round(sums[best] / cnt[best], 4)
    stats["visits"] = cnt[best]
    stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
    if "arms" in stats:  # per-move figures for the analysis (issue 27), when asked for
        stats["arms"] = [{"key": keys[i], "visits": cnt[i], "value": sums[i] / cnt[i]} for i in scored]
    return cands[best]
