"""Benchmark of the Blue Moon engine: random games per second and moves per second.

Run: .venv/bin/python bench/bench_blue_moon.py [games]
Blue Moon is for exactly 2 players; both editions are measured (they share the rules).
"""
from __future__ import annotations

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.base import SYSTEM  # noqa: E402
from games.blue_moon import GAMES  # noqa: E402
from games.blue_moon.decks import SUPPORTED  # noqa: E402

G = GAMES[0]


def run(config: dict, games: int, seed0: int = 0) -> tuple[float, int]:
    moves = 0
    t0 = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed0 + g)
        state = G.initial_state(config, rng)
        while not G.is_over(state):
            auto = G.auto_move(state)
            if auto is not None:
                seat, move = SYSTEM, auto
            else:
                seat = G.to_act(state)[0]
                move = rng.choice(G.legal_moves(state, seat))
            for e in G.decide(state, seat, move, rng):
                state = G.evolve(state, e)
            moves += 1
    return time.perf_counter() - t0, moves


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for players in (2,):
        for edition in ("legends", "original"):
            config = G.make_config(players, {"edition": edition})
            dt, moves = run(config, games)
            print(f"blue-moon players={players} edition={edition}: {games} random games in {dt:.2f}s = "
                  f"{games / dt:.1f} games/s, {moves / dt:.0f} moves/s ({moves / games:.1f} moves/game)")
    # Legends: every people deck against every other (mirror included), a few games each
    per = max(1, games // 100)
    slow = []
    t_all, m_all, n_all = 0.0, 0, 0
    for a in sorted(SUPPORTED):
        for b in sorted(SUPPORTED):
            config = G.make_config(2, {"decks": [a, b]})
            dt, moves = run(config, per, seed0=1000)
            t_all, m_all, n_all = t_all + dt, m_all + moves, n_all + per
            slow.append((dt / per, f"{a}-{b}"))
    slow.sort(reverse=True)
    print(f"legends-of-blue-moon, {len(SUPPORTED) ** 2} pairings x {per} random games: {n_all / t_all:.1f} games/s, "
          f"{m_all / t_all:.0f} moves/s; slowest pairings (ms/game): "
          + ", ".join(f"{name} {1000 * t:.0f}" for t, name in slow[:3]))


if __name__ == "__main__":
    main()
