"""What the stale-cache check costs a read (issue 30, item 14): a GET reads the stream's tail
from the cached version's own record (``RedisEventStore.read_checked``, so a stream archived
or deleted by another process is noticed) instead of after it. Both reads of a game at a
mid version, alternated, 10,000 each; the medians. Figures only.

    python bench/bench_tail_read.py
"""
from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from events.store import RedisEventStore  # noqa: E402
from service.embedded import EmbeddedRedis  # noqa: E402
from service.games import GameService  # noqa: E402
from service.ports import NoDispatch  # noqa: E402


def main() -> None:
    with tempfile.TemporaryDirectory() as d:
        srv = EmbeddedRedis(d, persist=False).start()
        try:
            conn = srv.client()
            svc = GameService(RedisEventStore(conn), games.REGISTRY, NoDispatch())
            for type_id in ("azul-summer-pavilion", "blue-moon", "nova-luna"):
                g = svc.create(type_id, [{"name": "a"}, {"name": "b"}], {}, 1)
                lg = svc.load(g["id"])
                rng = random.Random(1)
                for _ in range(20):
                    if lg.game.auto_move(lg.state) is not None:  # the table's step
                        svc.play(lg, -1, lg.game.auto_move(lg.state), lg.version)
                        continue
                    seats = lg.game.to_act(lg.state)
                    if not seats:
                        break
                    svc.play(lg, seats[0], rng.choice(lg.game.legal_moves(lg.state, seats[0])), lg.version)
                v = lg.version
                size = len(conn.xrange(svc.store.stream(g["id"]), f"{v}-0", f"{v}-0")[0][1][b"d"])
                a, b = [], []
                for i in range(20000):
                    t = time.perf_counter()
                    if i % 2:
                        svc.store.read(g["id"], after=v)
                    else:
                        svc.store.read_checked(g["id"], v)
                    (a if i % 2 else b).append((time.perf_counter() - t) * 1e6)
                print(f"{type_id} at version {v} (its last record {size} bytes): XRANGE after it {statistics.median(a):.1f} us, "
                      f"from it (read_checked) {statistics.median(b):.1f} us, medians of 10000 alternating calls")
        finally:
            srv.stop()


if __name__ == "__main__":
    main()
