"""How many iterations the Azul expert reaches in a decision, on the CPU clock.

The tournament runs the expert with a fixed ``--iterations`` budget (load-independent,
reproducible). To choose the count that matches ``think_ms`` on a quiet machine, this
bench runs real expert decisions with the time budget read from the *process CPU clock*
(time.process_time): on a busy shared machine that is what the search would reach with a
core of its own. Positions are taken from greedy-vs-greedy games (every 3rd decision).

Run: .venv/bin/python bench/bench_azul_expert.py [think_ms] [decisions-per-case]
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import get  # noqa: E402
from games.azul_summer_pavilion.bot import greedy_move  # noqa: E402
from games.azul_summer_pavilion.expert import expert_move  # noqa: E402
from games.base import SYSTEM  # noqa: E402

CASES = [(2, "front"), (2, "grey"), (4, "front")]


def positions(players, side, count, seed=0):
    game = get("azul-summer-pavilion")
    out = []
    while len(out) < count:
        rng = random.Random(seed)
        seed += 1
        st = game.initial_state(game.make_config(players, {"board_side": side}), rng)
        n = 0
        while not game.is_over(st):
            auto = game.auto_move(st)
            if auto is not None:
                seat, m = SYSTEM, auto
            else:
                seat = game.to_act(st)[0]
                legal = game.legal_moves(st, seat)
                if n % 3 == 0 and len(legal) > 1:
                    out.append((game.view(st, seat), legal))
                m = greedy_move(game.view(st, seat), legal, rng)
                n += 1
            for e in game.decide(st, seat, m, rng):
                st = game.evolve(st, e)
    return random.Random(1).sample(out, count)


def main():
    think_ms = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    per_case = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    print(f"think_ms {think_ms} on the CPU clock: iterations per decision that ran out of time "
          f"(the others settled early)")
    print(f"{'case':>12} {'mean':>7} {'median':>7} {'p10':>7} {'min':>7} {'settled':>8} {'cpu ms':>7}")
    for players, side in CASES:
        its, settled, ms = [], 0, []
        for view, legal in positions(players, side, per_case):
            stats: dict = {}
            expert_move(view, legal, random.Random(0), think_ms=think_ms, stats=stats, clock=time.process_time)
            if stats.get("candidates", 1) <= 1:
                continue
            ms.append(stats["elapsed_ms"])
            if stats.get("settled"):
                settled += 1
            else:
                its.append(stats["iterations"])
        its.sort()
        total = settled + len(its)
        print(f"{f'{players}p {side}':>12} {statistics.mean(its):>7.0f} {statistics.median(its):>7.0f} "
              f"{its[len(its) // 10]:>7} {its[0]:>7} {settled:>4}/{total:<3} {statistics.mean(ms):>7.0f}",
              flush=True)

if __name__ == "__main__":
    main()
