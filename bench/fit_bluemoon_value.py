"""Fit the Blue Moon / Legends expert's fight-end value (games/blue_moon/flat.py WEIGHTS).

Plays smart-greedy games (both seats, the search's rollout path) and records, for both
seats, ``flat.raw_features`` at the start and after every fight's end (no fight in
progress), labelled with the game's winner; fits a logistic regression (no intercept: the
features are antisymmetric) by Newton's method with a small L2 penalty and prints the
weights with the held-out log loss and accuracy.

Run: .venv/bin/python bench/fit_bluemoon_value.py blue-moon 1500
     .venv/bin/python bench/fit_bluemoon_value.py legends-of-blue-moon 2430   (the 81 pairings)
"""
from __future__ import annotations

import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import get  # noqa: E402
from games.blue_moon import flat  # noqa: E402
from games.blue_moon.decks import SUPPORTED  # noqa: E402


def samples(game_id: str, n: int, seed0: int):
    g = get(game_id)
    peoples = sorted(SUPPORTED)
    for k in range(n):
        rng = random.Random(seed0 + k)
        opts = {} if game_id == "blue-moon" else {"decks": [peoples[k % 9], peoples[(k // 9) % 9]]}
        st = g.initial_state(g.make_config(2, opts), rng)
        recs = [flat.raw_features(st, 0), flat.raw_features(st, 1)]
        in_fight = st["fight"] is not None
        for _ in range(3000):
            st = flat._settle(g, st, rng)
            if st["over"]:
                break
            nxt = g.rollout_step(st, g.to_act(st)[0], g.rollout_policy, rng)
            if nxt is None:
                break
            st = nxt
            if in_fight and st["fight"] is None and not st["over"]:
                recs += [flat.raw_features(st, 0), flat.raw_features(st, 1)]
            in_fight = st["fight"] is not None
        if not st["over"]:
            continue
        w = st["result"]["winners"]
        for i, r in enumerate(recs):
            yield flat.features(r), 1 if (i % 2) in w else 0


def _solve(A, b):
    n = len(b)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(M[r][c]))
        M[c], M[p] = M[p], M[c]
        for r in range(n):
            if r != c:
                f = M[r][c] / M[c][c]
                for k in range(c, n + 1):
                    M[r][k] -= f * M[c][k]
    return [M[i][n] / M[i][i] for i in range(n)]


def fit(X, y, l2=1.0, rounds=10):
    n = len(X[0])
    w = [0.0] * n
    for _ in range(rounds):
        g = [-l2 * wi for wi in w]
        H = [[(l2 if i == j else 0.0) for j in range(n)] for i in range(n)]
        for x, t in zip(X, y):
            p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, x))))
            v = p * (1 - p)
            for i in range(n):
                g[i] += (t - p) * x[i]
                if x[i]:
                    for j in range(n):
                        H[i][j] += x[i] * v * x[j]
        w = [a + b for a, b in zip(w, _solve(H, g))]
    return w


def loss(X, y, w):
    s = acc = 0.0
    for x, t in zip(X, y):
        p = min(max(1 / (1 + math.exp(-sum(a * b for a, b in zip(w, x)))), 1e-9), 1 - 1e-9)
        s -= t * math.log(p) + (1 - t) * math.log(1 - p)
        acc += (p > 0.5) == (t == 1)
    return s / len(X), acc / len(X)


def main():
    game_id = sys.argv[1] if len(sys.argv) > 1 else "blue-moon"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 1500
    data = list(samples(game_id, n, 100000))
    random.Random(0).shuffle(data)
    X = [x for x, _ in data]
    y = [t for _, t in data]
    k = int(0.8 * len(X))
    w = fit(X[:k], y[:k])
    print(f"{game_id}: {n} games, {len(X)} samples; train loss/acc {loss(X[:k], y[:k], w)}, "
          f"held out {loss(X[k:], y[k:], w)}")
    print({f: round(v, 3) for f, v in zip(flat.FEATURES, w)})


if __name__ == "__main__":
    main()
