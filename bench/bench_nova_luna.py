"""Nova Luna engine benchmark: random games/second and moves/second per player count.

Plain Python, no pytest: ``.venv/bin/python bench/bench_nova_luna.py [games]``.
Drives the engine the way a searching bot would (legal_moves + decide + evolve, no
contract checks), plus one line for the greedy bot.
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.base import SYSTEM  # noqa: E402
from games.nova_luna import NovaLuna  # noqa: E402


def run(game, players, games, level=None):
    config = game.make_config(players, {})
    moves_played = 0
    t0 = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.initial_state(config, rng)
        while not game.is_over(state):
            auto = game.auto_move(state)
            if auto is not None:
                seat, move = SYSTEM, auto
            else:
                seat = game.to_act(state)[0]
                moves = game.legal_moves(state, seat)
                if level is None:
                    move = rng.choice(moves)
                else:
                    move = game.bot_move(game.view(state, seat), moves, level, rng)
            for e in game.decide(state, seat, move, rng):
                state = game.evolve(state, e)
            moves_played += 1
    dt = time.perf_counter() - t0
    return games / dt, moves_played / dt


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    game = NovaLuna()
    for players in (1, 2, 3, 4):
        g, m = run(game, players, games)
        print(f"nova-luna {players}p random: {g:8.1f} games/s {m:10.0f} moves/s")
    g, m = run(game, 2, max(10, games // 10), level="greedy")
    print(f"nova-luna 2p greedy: {g:8.1f} games/s {m:10.0f} moves/s")


if __name__ == "__main__":
    main()
