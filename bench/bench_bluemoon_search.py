"""Blue Moon / Legends: the expert's iterations per CPU second on fixed positions (process
time, so a loaded machine measures about the same), and random playout steps per CPU
second through the reference path (legal_moves + decide + evolve) and through the search's
fast path (BlueMoon.rollout_step).

Run: .venv/bin/python bench/bench_bluemoon_search.py [iterations-per-position]
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import get  # noqa: E402

CASES = [("blue-moon", {}), ("legends-of-blue-moon", {"decks": ["buka", "pillar"]}),
         ("legends-of-blue-moon", {"decks": ["aqua", "khind"]})]


def positions(game, cfg, n=16):
    """Every 7th random-game position where the seat has a real choice."""
    out = []
    for seed in range(6):
        rng = random.Random(seed)
        st = game.initial_state(cfg, rng)
        k = 0
        while not game.is_over(st) and k < 80:
            seat = game.to_act(st)[0]
            legal = game.legal_moves(st, seat)
            if k % 7 == 5 and len(legal) > 1:
                out.append((st, seat))
            for e in game.decide(st, seat, rng.choice(legal), rng):
                st = game.evolve(st, e)
            k += 1
    return out[:n]


def playout_rate(game, cfg, fast: bool) -> float:
    pol = (lambda st, seat, moves, rng: moves[rng.randrange(len(moves))])
    steps = 0
    t0 = time.process_time()
    for seed in range(12):
        rng = random.Random(seed)
        st = game.initial_state(cfg, rng)
        k = 0
        while not game.is_over(st) and k < 3000:
            seat = game.to_act(st)[0]
            if fast:
                st = game.rollout_step(st, seat, pol, rng)
            else:
                for e in game.decide(st, seat, pol(st, seat, game.legal_moves(st, seat), rng), rng):
                    st = game.evolve(st, e)
            steps += 1
            k += 1
    return steps / (time.process_time() - t0)


def main():
    its = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    print(f"{'game':>22} {'decks':>13} {'expert it/CPU s':>16} {'steps/CPU s':>12} {'fast steps/CPU s':>17}")
    for tid, opts in CASES:
        game = get(tid)
        cfg = game.make_config(2, opts)
        total = 0
        t0 = time.process_time()
        for st, seat in positions(game, cfg):
            stats: dict = {}
            game.bot_move(game.view(st, seat), game.legal_moves(st, seat), "expert", random.Random(1),
                          iterations=its, stats=stats)
            total += stats["iterations"]
        ips = total / (time.process_time() - t0)
        print(f"{tid:>22} {'/'.join(opts.get('decks', ['vulca', 'hoax'])):>13} {ips:>16.0f} "
              f"{playout_rate(game, cfg, False):>12.0f} {playout_rate(game, cfg, True):>17.0f}", flush=True)


if __name__ == "__main__":
    main()
