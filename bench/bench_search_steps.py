"""What the expert's search costs per game: steps/s of random playouts (legal_moves +
decide + evolve per step, the table's automatic steps included), determinizations/s
and views/s, and expert iterations/s from an early position.

Run: .venv/bin/python bench/bench_search_steps.py [seconds-per-game]
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import get  # noqa: E402
from games.base import SYSTEM  # noqa: E402

CASES = [("azul-summer-pavilion", 2, {}), ("nova-luna", 2, {}), ("blue-moon-city", 2, {}),
         ("blue-moon", 2, {}), ("legends-of-blue-moon", 2, {"decks": ["buka", "pillar"]})]


def playouts(game, players, options, seconds):
    cfg = game.make_config(players, options)
    steps = 0
    seed = 0
    views = []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        rng = random.Random(seed)
        seed += 1
        st = game.initial_state(cfg, rng)
        n = 0
        while not game.is_over(st) and n < 3000:
            auto = game.auto_move(st)
            if auto is not None:
                seat, m = SYSTEM, auto
            else:
                seat = game.to_act(st)[0]
                m = rng.choice(game.legal_moves(st, seat))
                if len(views) < 200 and n % 5 == 0:
                    views.append((st, seat))
            for e in game.decide(st, seat, m, rng):
                st = game.evolve(st, e)
            steps += 1
            n += 1
    el = time.perf_counter() - t0
    return steps / el, views


def rate(fn, seconds):
    n = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        fn(n)
        n += 1
    return n / (time.perf_counter() - t0)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'game':>22} {'steps/s':>9} {'views/s':>9} {'determ./s':>10} {'expert it/s':>11}")
    for tid, players, opts in CASES:
        game = get(tid)
        sps, views = playouts(game, players, opts, seconds)
        vps = rate(lambda i: game.view(*views[i % len(views)]), seconds / 2)
        obs = [(game.view(s, seat), seat) for s, seat in views]
        dps = rate(lambda i: game.determinize(obs[i % len(obs)][0], obs[i % len(obs)][1], random.Random(i)),
                   seconds / 2)
        # an early position where the seat has a real choice (a single legal move is not searched)
        st, seat = next(((s, p) for s, p in views[10:] if len(game.legal_moves(s, p)) > 1),
                        views[min(10, len(views) - 1)])
        stats: dict = {}
        game.bot_move(game.view(st, seat), game.legal_moves(st, seat), "expert", random.Random(1),
                      think_ms=int(seconds * 1000), stats=stats)
        ips = stats["iterations"] / max(1e-9, stats["elapsed_ms"] / 1000)
        print(f"{tid:>22} {sps:>9.0f} {vps:>9.0f} {dps:>10.0f} {ips:>11.0f}", flush=True)


if __name__ == "__main__":
    main()
