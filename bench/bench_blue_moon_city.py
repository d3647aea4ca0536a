"""Blue Moon City speed: random games per second and moves per second for 2-4 players,
the largest legal-move list seen in random play, and greedy-vs-random results.
Run: .venv/bin/python bench/bench_blue_moon_city.py  (plain Python, no pytest)."""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games.base import SYSTEM  # noqa: E402
from games.blue_moon_city import GAME  # noqa: E402

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 40


def run(n: int, games: int, levels=None):
    cfg = GAME.make_config(n, {})
    moves = 0
    biggest = (0, None)
    wins = [0] * n
    t = time.perf_counter()
    for g in range(games):
        rng = random.Random(g)
        state = GAME.initial_state(cfg, rng)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            legal = GAME.legal_moves(state, seat)
            if len(legal) > biggest[0]:
                biggest = (len(legal), f"{state['step']} step, hand of {sum(state['hands'][seat].values())}")
            if levels and levels[seat] != "random":
                move = GAME.bot_move(GAME.view(state, seat), legal, levels[seat], rng)
            else:
                move = rng.choice(legal)
            for e in GAME.decide(state, seat, move, rng):
                state = GAME.evolve(state, e)
            moves += 1
        for w in GAME.result(state)["winners"]:
            wins[w] += 1
    dt = time.perf_counter() - t
    return games / dt, moves / dt, moves / games, biggest, wins


if __name__ == "__main__":
    for n in (2, 3, 4):
        gps, mps, per_game, biggest, _ = run(n, GAMES)
        print(f"{n} players: {gps:7.1f} random games/s  {mps:9.0f} moves/s  "
              f"{per_game:6.0f} moves/game  largest legal-move list {biggest[0]} ({biggest[1]})")
    games = max(2, GAMES // 20)
    _, _, _, _, wins = run(2, games, levels=["greedy", "random"])
    print(f"greedy (seat 0) vs random (seat 1), 2 players, {games} games: wins {wins}")
