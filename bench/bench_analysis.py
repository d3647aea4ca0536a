"""What one analysis costs (issue 27, service/analysis.py ``analyse``): per game type, the
wall time and the samples of POST /v1/games/{id}/analysis at the default budget
(ANALYSIS_THINK_MS, the bots' 1000 ms), at the largest fixed budget a request may ask
(``samples`` = MAX_ANALYSIS_SAMPLES) and at the review's budget (REVIEW_SAMPLES), over
positions of random 2-player games where the seat has at least two moves. The service
adds a state load and the view to this (well under a millisecond once cached).

With ``--review``: the post-game review of one random 2-player game per type (its
positions, the seat decisions with a choice, and the wall time of ``compute_review`` at
REVIEW_SAMPLES), on an embedded Redis of its own.

Run: .venv/bin/python bench/bench_analysis.py [positions-per-game] [--review]

Measured with 6 positions a game on the shared 2-core machine of issue 27 (two runs, loaded;
median / max ms, median samples):

    game                     1000 ms                 40 samples    16 samples
    azul-summer-pavilion     327-373 / 823, 414-432  47 / 60       13-19 / 30
    nova-luna                851 / 856, 100-111      389 / 563     123-154 / 192
    blue-moon-city           851 / 855, 90-169       296 / 368     40-110 / 128
    blue-moon                857 / 897, 52-149       620 / 1085    110-202 / 364
    legends-of-blue-moon     858 / 921, 32-46        909 / 1462    271-341 / 561

(100 samples, the first cap, took Legends 1726 / 2697 ms: the cap is 40.) ``--review``, one
random game each: Azul 80 positions (71 with a choice) 2.6 s, Nova Luna 68 (68) 16.8 s,
Blue Moon 117 (84) 21.1 s, Legends 75 (49) 14.5 s, Blue Moon City 1,447 (1,070) 207 s.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games import get  # noqa: E402
from games.base import SYSTEM, canonical  # noqa: E402
from service.analysis import ANALYSIS_THINK_MS, REVIEW_SAMPLES, analyse  # noqa: E402
from service.schemas import MAX_ANALYSIS_SAMPLES  # noqa: E402

CASES = [("azul-summer-pavilion", 2, {}), ("nova-luna", 2, {}), ("blue-moon-city", 2, {}),
         ("blue-moon", 2, {}), ("legends-of-blue-moon", 2, {"decks": ["buka", "pillar"]})]


def positions(game, players, options, count, seed=1):
    """``count`` (view, legal moves) decisions spread over random games."""
    out = []
    rng = random.Random(seed)
    while len(out) < count:
        st = game.initial_state(game.make_config(players, options), rng)
        n = 0
        while not game.is_over(st) and len(out) < count:
            auto = game.auto_move(st)
            if auto is not None:
                seat, m = SYSTEM, auto
            else:
                seat = game.to_act(st)[0]
                moves = game.legal_moves(st, seat)
                if len({canonical(x) for x in moves}) > 1 and n % 17 == 5:
                    out.append((game.view(st, seat), moves))
                m = rng.choice(moves)
                n += 1
            for e in game.decide(st, seat, m, rng):
                st = game.evolve(st, e)
    return out


def review_times():
    import tempfile

    import redis

    import games
    from events.store import RedisEventStore
    from service.analysis import compute_review
    from service.embedded import EmbeddedRedis
    from service.games import GameService
    from service.ports import NoDispatch
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        try:
            svc = GameService(RedisEventStore(redis.Redis.from_url(server.url)), games.REGISTRY, NoDispatch())
            print(f"{'game':24} {'positions':>9} {'judged':>7} {'review s':>9}")
            for type_id, players, options in CASES:
                g = svc.create(type_id, [{"name": "a"}, {"name": "b"}], options, 1)
                rng = random.Random(1)
                while True:
                    lg = svc.load(g["id"])
                    if lg.game.is_over(lg.state):
                        break
                    auto = lg.game.auto_move(lg.state)
                    if auto is not None:
                        svc.play(lg, SYSTEM, auto, lg.version)
                    else:
                        s = lg.game.to_act(lg.state)[0]
                        svc.play(lg, s, rng.choice(lg.game.legal_moves(lg.state, s)), lg.version)
                t0 = time.perf_counter()
                rev = compute_review(svc, g["id"])
                dt = time.perf_counter() - t0
                rows = rev["positions"]
                print(f"{type_id:24} {len(rows):9} {sum(not r['forced'] for r in rows):7} {dt:9.1f}", flush=True)
        finally:
            server.stop()


def main():
    if "--review" in sys.argv:
        sys.argv.remove("--review")
        review_times()
        return
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"{'game':24} {'budget':>14} {'ms median':>10} {'ms max':>8} {'samples median':>15}")
    for type_id, players, options in CASES:
        game = get(type_id)
        pos = positions(game, players, options, count)
        for label, kw in ((f"{ANALYSIS_THINK_MS} ms", {}), (f"{MAX_ANALYSIS_SAMPLES} samples",
                                                             {"samples": MAX_ANALYSIS_SAMPLES}),
                          (f"{REVIEW_SAMPLES} samples", {"samples": REVIEW_SAMPLES})):
            ms, samples = [], []
            for view, moves in pos:
                t0 = time.perf_counter()
                a = analyse(game, view, moves, **kw)
                ms.append((time.perf_counter() - t0) * 1000)
                samples.append(a["samples"])
            print(f"{type_id:24} {label:>14} {statistics.median(ms):10.0f} {max(ms):8.0f} "
                  f"{statistics.median(samples):15.0f}", flush=True)


if __name__ == "__main__":
    main()
