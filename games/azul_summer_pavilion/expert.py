"""Expert-bot support for Azul: Summer Pavilion (games/search.py).

Determinization: nothing at this table is hidden (§11 Information: the bag and the tower
show as counts, and a draw is decided when it happens), so the sampled state is the view
turned back into a state; the search's chance lies in the draws its rollouts make.
"""
from __future__ import annotations

import random

from games.base import canonical
from games.search import budget_stats, score_rewards

from .bot import greedy_move


def determinize(view: dict, seat: int, rng: random.Random) -> dict:
    step = view["step"]
    return {
        "players": view["players"],
        "side": view["board_side"],
        "first_player": view["start_player"],   # only read by setup, long past
        "round": view["round"],
        "step": step,
        "start_player": view["start_player"],
        "token": view["token"],
        "active": view["active"] if view["active"] is not None else view["start_player"],
        "pending_bonus": view["pending_bonus"],
        "bag": dict(view["bag"]),
        "tower": dict(view["tower"]),
        "supply": dict(view["supply"]),
        "centre": dict(view["centre"]),
        "factories": [dict(f) for f in view["factories"]],
        "seats": [{"score": st["score"], "hand": dict(st["hand"]), "corners": dict(st["corners"]),
                   "board": dict(st["board"]), "passed": st["passed"]} for st in view["seats"]],
    }


def evaluate(state: dict, players: int) -> list[float]:
    """Score now, plus a little for tiles in hand (they become placements)."""
    est = []
    for st in state["seats"]:
        est.append(st["score"] + 0.6 * min(sum(st["hand"].values()), 8))
    return score_rewards(est, 8.0)


def make_policy(game):
    def policy(state: dict, seat: int, moves: list, rng: random.Random) -> dict:
        if rng.random() < 0.1:
            return moves[rng.randrange(len(moves))]
        return greedy_move(game.view(state, seat), moves, rng)
    return policy


# ---- the Azul expert: flat Monte-Carlo over greedy's best moves, on the compact engine ----
# games/search.py's tree search runs the dict engine and ~100 iterations/s; for Azul a flat
# search does better: the few moves greedy likes best (plus the best pass and the best
# centre take), each played out to the end of the round by greedy for every seat on the
# compact engine (fastsim, ~20x faster), the arms compared with common random numbers and
# narrowed by anytime halving, the round's end scored by ``round_value``.
import math  # noqa: E402
import time  # noqa: E402

from . import fastsim as F  # noqa: E402
from .board import ROUNDS  # noqa: E402
from .bot import ranked_moves, _valuer  # noqa: E402

CANDIDATES = 6           # greedy's top moves searched (plus the best pass / centre take)
TIME_SHARE = 0.8         # of think_ms for the loop (the rest: setup, choice, job overhead)
STAR_PROGRESS = 0.5      # x bonus x (filled share)^2: what a partial star/number set counts
CORNER_TILE = 1.0        # a tile kept for the next round (rounds 1-5)
WIN_BONUS = 10.0         # the last round: a win counts this many points of margin more
SETTLE_AFTER = 128       # with two arms left, rollouts each before the search may stop early
SETTLE_SIGMAS = 4.0
SETTLE_POINTS = 0.2
HALVING = 32             # rollouts an arm gets before the first halving (then 64, 128, ...)


def progress_value(bd: list, side: str, rounds_left: int) -> float:
    """What the board's unfinished §9 bonuses are worth now: a completed star or number
    set its full bonus (certain, it is paid at the game's end), a partial one a share
    growing with the square of its filled fraction, shrinking when few rounds remain."""
    v = 0.0
    share = STAR_PROGRESS * min(1.0, rounds_left / 3.0)
    for star in range(len(F.STARS)):
        sps = F.STAR_SP[star]
        tiles = [bd[x] for x in sps]
        f = 6 - tiles.count(-1)
        if not f:
            continue
        if side == "front":
            bonus = F.STAR_BONUS_FRONT[star]
        else:
            # §10.3: a one-colour star pays its colour's bonus, an all-different one 12;
            # until two tiles fix the type it is credited the multicolour bonus
            present = [t for t in tiles if t >= 0]
            if len(present) >= 2 and len(set(present)) == 1:
                bonus = F.COLOUR_BONUS[present[0]]
            else:
                bonus = F.MULTICOLOUR_BONUS
        if f == 6:
            v += bonus
        elif rounds_left > 0 and F.allowed(bd, star, side):
            v += bonus * share * (f / 6.0) ** 2
    for bonus, sps in F.NUM_SETS[side]:
        f = sum(1 for x in sps if bd[x] >= 0)
        if f == len(sps):
            v += bonus
        elif rounds_left > 0:
            v += bonus * share * (f / len(sps)) ** 2
    return v


def round_value(s: list, seat: int) -> float:
    """A seat's worth at the end of a round (rounds 1-5): its score, the tiles it keeps,
    the §9 bonuses its board holds or is on its way to."""
    st = s[F.SEATS][seat]
    if s[F.STEP] == F.OVER:
        return float(st[F.SCORE])
    rounds_left = ROUNDS - s[F.RND]
    return (st[F.SCORE] + CORNER_TILE * sum(st[F.CORN])
            + progress_value(st[F.BOARD], s[F.SIDE], rounds_left))


def reward(s: list, seat: int) -> float:
    """Margin over the others (2 players: the other; more: half best other, half mean)."""
    vals = [round_value(s, i) for i in range(s[F.P])]
    others = [v for i, v in enumerate(vals) if i != seat]
    me = vals[seat]
    r = me - (max(others) if len(others) == 1 else 0.5 * max(others) + 0.5 * sum(others) / len(others))
    if s[F.STEP] == F.OVER:
        best = max(others)
        r += WIN_BONUS * (1.0 if me > best else 0.5 if me == best else 0.0)
    return r


def candidates(view: dict, moves: list[dict], k: int = CANDIDATES) -> list[dict]:
    """Greedy's ``k`` best moves, pass moves first narrowed to greedy's best keep; the best
    pass and the best centre take are added when greedy ranks them lower."""
    if len(moves) <= 1 or view["viewer"] is None:
        return list(moves)
    value = _valuer(view)
    passes = [m for m in moves if m["type"] == "pass"]
    rest = [m for m in moves if m["type"] != "pass"]
    best_pass = max(passes, key=value) if passes else None
    pool = rest + ([best_pass] if best_pass else [])
    out = ranked_moves(view, pool, k)
    if best_pass is not None and all(m is not best_pass for m in out):
        out.append(best_pass)
    centre = [m for m in rest if m["type"] == "take" and m["source"] == "centre"]
    if centre and not any(m["type"] == "take" and m["source"] == "centre" for m in out):
        out.append(max(centre, key=value))
    return out


def expert_move(view: dict, moves: list[dict], rng: random.Random, *, think_ms: int | None = None,
                iterations: int | None = None, stats: dict | None = None,
                clock=time.perf_counter) -> dict:
    """Flat Monte-Carlo over ``candidates`` with anytime halving; one iteration is one
    rollout of one candidate to the end of the round. Rollouts go in batches, one seed a
    batch for every arm still in (common random numbers); when every arm has had
    HALVING x 2^j rollouts the worse half is dropped (never below two arms); two finalists
    stop the search early once their paired results settle it (``_settled``). Nothing in
    the schedule depends on the budget, so a decision stopped by the clock after N iterations
    is replayed exactly by ``iterations=N`` with the same seed."""
    t0 = clock()
    stats, think_ms = budget_stats(stats, think_ms, iterations)
    seat = view["viewer"]
    cands = candidates(view, moves)
    stats["candidates"] = len(cands)
    if len(cands) == 1:
        stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
        return cands[0]
    root = F.from_view(view)
    arms = [F.action_of(m) for m in cands]
    n = len(arms)
    sums = [0.0] * n
    cnt = [0] * n
    alive = list(range(n))
    deadline = None if iterations is not None else t0 + think_ms * TIME_SHARE / 1000.0
    done = 0
    next_cut = HALVING
    rollout = _rollout
    stop = False
    vals: list[list[float]] = [[] for _ in range(n)]
    while not stop:
        seed = rng.getrandbits(63)
        for i in alive:
            if (done >= iterations) if deadline is None else (clock() >= deadline):
                stop = True
                break
            v = rollout(root, seat, arms[i], seed)
            vals[i].append(v)
            sums[i] += v
            cnt[i] += 1
            done += 1
        if stop:
            break
        m = cnt[alive[0]]
        if len(alive) > 2 and m >= next_cut:
            alive.sort(key=lambda i: (-sums[i] / cnt[i], i))
            alive = sorted(alive[:max(2, (len(alive) + 1) // 2)])
            next_cut *= 2
        elif len(alive) == 2 and m >= SETTLE_AFTER and m % 32 == 0 and _settled(vals[alive[0]], vals[alive[1]]):
            stats["settled"] = True
            break
    best = max(alive, key=lambda i: (sums[i] / cnt[i] if cnt[i] else -1e9, -i))
    stats["iterations"] = done
    stats["value"] = round(sums[best] / max(1, cnt[best]), 3)
    stats["visits"] = cnt[best]
    stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
    if "arms" in stats:  # per-move figures for the analysis (issue 27), when asked for
        stats["arms"] = [{"key": canonical(cands[i]), "visits": cnt[i], "value": sums[i] / cnt[i]}
                         for i in range(n) if cnt[i]]
    return cands[best]


def _settled(a: list[float], b: list[float]) -> bool:
    """The two finalists' paired (same-seed) rollouts: one is clearly better (mean
    difference over SETTLE_SIGMAS standard errors), or they are worth the same to within
    SETTLE_POINTS points; more rollouts would not change the choice that matters."""
    m = min(len(a), len(b))
    d = [a[k] - b[k] for k in range(m)]
    mean = sum(d) / m
    var = sum((x - mean) ** 2 for x in d) / (m - 1)
    se = math.sqrt(var / m)
    return abs(mean) > SETTLE_SIGMAS * se or 3 * se < SETTLE_POINTS


def _rollout(root: list, seat: int, arm: tuple, seed: int) -> float:
    s = F.clone(root)
    r = random.Random(seed)
    F.apply(s, seat, arm, r)
    F.play_round(s, r)
    return reward(s, seat)
