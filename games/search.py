"""The ``expert`` bot: single-observer information-set Monte-Carlo tree search (SO-ISMCTS).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search" (2012), §4.1.
The bot sees only its seat's view. Each iteration

1. samples a full state consistent with that view (``game.determinize(view, seat, rng)``:
   other hands, deck/bag contents and order, face-down cards re-dealt),
2. descends one shared tree whose edges are moves (keyed by their canonical JSON); at each
   node only the children legal in *this* determinization compete, chosen by UCB1 with
   availability counts (a child's exploration term uses how often it was available),
3. expands one untried move, then plays a rollout (the game's cheap policy, or random)
   for at most ``rollout_steps`` decisions, and scores the reached state with the game's
   evaluation (win/draw/loss at the end, a heuristic in [0, 1] per seat before it),
4. backs up each seat's reward into the nodes that seat chose.

The table's automatic steps (refills, scoring) and all chance are played inside the
determinization with the search's own random generator; they are not tree nodes.

Budget: ``think_ms`` (wall clock, checked inside the loop, stops at 90 % of it so the whole
decision stays within the budget) or ``iterations`` (deterministic: the same seed and the
same iteration count give the same decision, which is how a logged decision is reproduced
and how tests run). The decider functions stay pure: the clock is read here, in the bot
that the RQ worker runs, never in ``decide``/``evolve``.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

from games.base import SYSTEM, GameError, canonical

DEFAULT_THINK_MS = 1000
MAX_THINK_MS = 10000
EXPLORATION = 0.7
# share of the budget the loop may use: the rest covers sampling noise, the final choice
# and the job's own overhead, so that a decision never exceeds 1.1 x think_ms
TIME_SHARE = 0.85
# progressive bias towards the move the game's cheap policy (greedy) prefers: with few
# iterations the search then plays at least as the policy does, and departs from it only
# when the samples say so
PRIOR_BIAS = 0.5


class Node:
    __slots__ = ("children", "visits", "avail", "reward", "move", "player", "cand", "prior")

    def __init__(self, move=None, player=None):
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        self.move = move
        self.player = player
        self.cand = None          # keys of the candidate moves (game.tree_moves), once known
        self.prior = None         # key of the move the game's cheap policy prefers here


def _step(game, state, seat, move, rng):
    for e in game.decide(state, seat, move, rng):
        state = game.evolve(state, e)
    return state


def _settle(game, state, rng, limit=64):
    """Play the table's automatic steps until a seat must act (or the game ends)."""
    for _ in range(limit):
        if game.is_over(state):
            return state
        auto = game.auto_move(state)
        if auto is None:
            return state
        state = _step(game, state, SYSTEM, auto, rng)
    return state


def budget_stats(stats: dict | None, think_ms: int | None, iterations: int | None) -> tuple[dict, int | None]:
    """The record a flat search keeps of its decision for the job (issue 14: budget,
    iterations): ``think_ms`` (default DEFAULT_THINK_MS) unless a fixed iteration budget is
    given. Returns the stats dict and the time budget to use."""
    if stats is None:
        stats = {}
    if iterations is None and think_ms is None:
        think_ms = DEFAULT_THINK_MS
    stats.update({"think_ms": think_ms if iterations is None else None, "iteration_budget": iterations,
                  "iterations": 0, "errors": 0})
    return stats, think_ms


def expert_move(game, observation: dict, moves: list[dict], rng: random.Random, *,
                seat: int, think_ms: int | None = None, iterations: int | None = None,
                stats: dict | None = None, clock: Callable[[], float] = time.perf_counter) -> dict:
    """Choose one of ``moves`` for ``seat`` from its ``observation`` (its view)."""
    t0 = clock()
    if not moves:
        raise ValueError("no legal move to choose from")
    keys = [canonical(m) for m in moves]
    by_key = dict(zip(keys, moves))
    if stats is None:
        stats = {}
    if iterations is None and think_ms is None:
        think_ms = DEFAULT_THINK_MS
    stats.update({"think_ms": think_ms, "iteration_budget": iterations, "iterations": 0, "errors": 0})
    if len(by_key) == 1:
        stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
        return moves[0]
    deadline = None if iterations is not None else t0 + think_ms * TIME_SHARE / 1000.0
    players = game.search_players(observation)
    policy = game.rollout_policy
    evaluate = game.evaluate
    # a game may size its rollouts per position (optional hook, e.g. Nova Luna solo plays
    # them to the end, where the record is exact)
    sized = getattr(game, "search_rollout_steps", None)
    rollout_steps = sized(observation) if sized is not None else game.rollout_steps
    root = Node()
    root_keys = set(keys)
    done = 0
    errors = 0
    while True:
        if iterations is not None:
            if done >= iterations:
                break
        elif clock() >= deadline:
            break
        done += 1
        try:
            state = game.determinize(observation, seat, rng)
            _iterate(game, root, state, seat, root_keys, rng, players, policy, evaluate, rollout_steps,
                     deadline, clock)
        except _OutOfTime:
            done -= 1             # the budget ran out inside the tree walk: nothing backed up
            break
        except (GameError, KeyError, IndexError, ValueError, TypeError, AssertionError):
            # a determinization the engine cannot continue (e.g. a sampled card that an
            # effect cannot resolve): this sample is dropped, the search goes on
            errors += 1
            if errors > 50 and errors > done // 2:
                break
    best_key = None
    best = (-1, -1.0)
    for k, child in root.children.items():
        if k not in by_key:
            continue
        score = (child.visits + (0.5 if k == root.prior else 0.0),
                 child.reward / child.visits if child.visits else 0.0)
        if score > best:
            best, best_key = score, k
    # optional game attribute (additive, default 0 = off): keep the cheap policy's move at the
    # root unless the chosen one's mean reward beats it by this margin (few iterations in a
    # slow game: a noisy estimate must not overrule a good heuristic)
    margin = getattr(game, "prior_margin", 0.0)
    if margin and best_key is not None and best_key != root.prior and root.prior in root.children \
            and root.prior in by_key:
        pc, bc = root.children[root.prior], root.children[best_key]
        if pc.visits and bc.visits and bc.reward / bc.visits < pc.reward / pc.visits + margin:
            best_key = root.prior
    stats["iterations"] = done
    stats["errors"] = errors
    stats["elapsed_ms"] = round((clock() - t0) * 1000, 2)
    if "arms" in stats:
        # per-move figures, for a caller that asks by passing ``stats["arms"]`` (the analysis,
        # issue 27): each root move the search tried, with its visits and mean reward
        stats["arms"] = [{"key": k, "visits": ch.visits, "value": ch.reward / ch.visits}
                         for k, ch in root.children.items() if k in by_key and ch.visits]
    if best_key is None:                      # nothing searched: the game's fallback policy
        stats["fallback"] = True
        return game.fallback_move(observation, moves, rng)
    ch = root.children[best_key]
    stats["visits"] = ch.visits
    stats["value"] = round(ch.reward / max(1, ch.visits), 4)
    return by_key[best_key]


def _decision(game, state, rng, root=False):
    """The next seat's decision after the table's automatic steps: (state, seat, legal
    moves); no moves when the game is over or nobody can act. A game may offer the search
    a cheaper subset of its legal moves through an optional ``search_moves(state, seat,
    root)`` (Blue Moon City: a few payments per box instead of every minimal one); at the
    root (``root`` true) it must list real legal moves only."""
    state = _settle(game, state, rng)
    if game.is_over(state):
        return state, None, []
    acting = game.to_act(state)
    if not acting:
        return state, None, []
    p = acting[0]
    sm = getattr(game, "search_moves", None)
    if sm is not None:
        return state, p, sm(state, p, root)
    return state, p, game.legal_moves(state, p)


class _OutOfTime(Exception):
    """The time budget ran out during an iteration's tree walk (time budgets only)."""


def _iterate(game, root: Node, state, seat: int, root_keys: set, rng, players: int, policy, evaluate,
             rollout_steps: int, deadline, clock) -> None:
    node = root
    path: list[Node] = []
    first = True
    # selection / expansion
    while True:
        if deadline is not None and not first and clock() >= deadline:
            raise _OutOfTime()    # a slow engine's tree steps must not overrun the budget
        state, p, legal = _decision(game, state, rng, first)
        if not legal:
            break
        lk = [canonical(m) for m in legal]
        if first:
            # the root must choose among the real legal moves; a determinization that
            # offers others is still useful for the moves both share
            pairs = [(k, m) for k, m in zip(lk, legal) if k in root_keys]
            if not pairs:
                raise ValueError("determinization disagrees with the legal moves")
            first = False
        else:
            pairs = list(zip(lk, legal))
        if len(pairs) > 1:
            if node.cand is not None:
                kept = [(k, m) for k, m in pairs if k in node.cand]
            else:
                kept = None
            if not kept:
                kept = game.tree_moves(state, p, pairs)
                node.cand = {k for k, _ in kept}
            pairs = kept
            if node.prior is None:
                pm = game.prior_move(state, p, [m for _, m in pairs], rng)
                node.prior = canonical(pm) if pm is not None else ""
        # a child whose sample failed before its first back-up (visits 0) counts as untried
        untried = [(k, m) for k, m in pairs if k not in node.children or node.children[k].visits == 0]
        for k, _ in pairs:
            ch = node.children.get(k)
            if ch is not None:
                ch.avail += 1
        if untried:
            # the preferred move first (progressive bias), the others in random order
            pick = [t for t in untried if t[0] == node.prior]
            k, m = pick[0] if pick else untried[rng.randrange(len(untried))]
            child = node.children.get(k)
            if child is None:
                child = Node(m, p)
                child.avail = 1
                node.children[k] = child
            state = _step(game, state, p, m, rng)
            path.append(child)
            node = child
            break
        best, best_v = None, -1.0
        for k, _ in pairs:
            ch = node.children[k]
            v = ch.reward / ch.visits + EXPLORATION * math.sqrt(math.log(max(1, ch.avail)) / ch.visits)
            if k == node.prior:
                v += PRIOR_BIAS / (ch.visits + 1) ** 0.5
            if v > best_v:
                best, best_v = ch, v
        state = _step(game, state, p, best.move, rng)
        path.append(best)
        node = best
    # rollout
    steps = 0
    # optional game hook (additive): rollout_step(state, seat, policy, rng) -> the state after
    # the policy's move, or None when the seat has no move; a game whose legal moves are
    # costly to list in full checks only the move the policy picks (Blue Moon, R-4.3.1)
    fast = getattr(game, "rollout_step", None)
    while steps < rollout_steps:
        if fast is not None:
            state = _settle(game, state, rng)
            if game.is_over(state):
                break
            acting = game.to_act(state)
            nxt = fast(state, acting[0], policy, rng) if acting else None
            if nxt is None:
                break
            state = nxt
        else:
            state, p, legal = _decision(game, state, rng, False)
            if not legal:
                break
            m = policy(state, p, legal, rng)
            state = _step(game, state, p, m, rng)
        steps += 1
        if deadline is not None and clock() >= deadline:
            break
    if game.is_over(state):
        rewards = game.terminal_rewards(state, players)
        # a win sooner (a loss later) is worth a little more: the search takes a win
        # at hand instead of one that it could also reach a few moves on
        depth = len(path) + steps
        shrink = 1.0 - 0.002 * min(depth, 50)
        rewards = [0.5 + (r - 0.5) * shrink for r in rewards]
    else:
        rewards = evaluate(state, players)
    for n in path:
        n.visits += 1
        if n.player is not None and 0 <= n.player < players:
            n.reward += rewards[n.player]


def score_rewards(scores: list[float], scale: float) -> list[float]:
    """Heuristic rewards from per-seat score estimates: a logistic of each seat's margin
    over the best other seat (``scale`` points make a clear lead), squeezed into
    [0.1, 0.9] so that a real win (1) or loss (0) at the end always counts for more."""
    n = len(scores)
    if n == 1:
        return [0.1 + 0.8 / (1.0 + math.exp(-(scores[0]) / scale))]
    out = []
    for s in range(n):
        other = max(scores[o] for o in range(n) if o != s)
        x = (scores[s] - other) / scale
        x = max(-30.0, min(30.0, x))
        out.append(0.1 + 0.8 / (1.0 + math.exp(-x)))
    return out


def random_policy(state: Any, seat: int, moves: list, rng: random.Random) -> dict:
    return moves[rng.randrange(len(moves))]
