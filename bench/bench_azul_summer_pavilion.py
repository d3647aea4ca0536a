"""Benchmark of the Azul: Summer Pavilion engine: random games/s and moves/s.

Run: .venv/bin/python bench/bench_azul_summer_pavilion.py [seconds-per-config]
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.azul_summer_pavilion import GAME  # noqa: E402
from games.base import SYSTEM  # noqa: E402


def run(players: int, side: str, seconds: float, level: str = "random"):
    cfg = GAME.make_config(players, {"board_side": side})
    games = moves = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        rng = random.Random(seed)
        seed += 1
        state = GAME.initial_state(cfg, rng)
        while not GAME.is_over(state):
            auto = GAME.auto_move(state)
            if auto is not None:
                seat, move = SYSTEM, auto
            else:
                seat = GAME.to_act(state)[0]
                legal = GAME.legal_moves(state, seat)
                move = (rng.choice(legal) if level == "random"
                        else GAME.bot_move(GAME.view(state, seat), legal, level, rng))
            for e in GAME.decide(state, seat, move, rng):
                state = GAME.evolve(state, e)
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed, moves / games


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"{'players':>7} {'side':>5} {'bots':>6} {'games/s':>9} {'moves/s':>9} {'moves/game':>10}")
    for level in ("random", "greedy"):
        for side in ("front", "grey"):
            for players in (2, 3, 4):
                g, m, per = run(players, side, seconds, level)
                print(f"{players:>7} {side:>5} {level:>6} {g:>9.1f} {m:>9.0f} {per:>10.1f}")


if __name__ == "__main__":
    main()
