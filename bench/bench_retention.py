"""Redis memory of finished games before and after the retention pass archives them
(issue 30, item 14): N games of a type played to the end by random bots on a private
embedded Redis, ``INFO memory``'s used_memory before and after ``workers.retention.retain``
(plus ``MEMORY USAGE`` of one game's keys against its archive key). Figures only.

    python bench/bench_retention.py [N] [game type ...]
"""
from __future__ import annotations

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
from workers.retention import retain  # noqa: E402


class Inline:
    """Runs the bots' turns and the table's steps at once, like a worker would."""

    def __init__(self):
        self.jobs: list[tuple] = []
        self.service = None

    def auto(self, gid, version):
        self.jobs.append(("auto", gid, version))

    def bot(self, gid, version, seat):
        self.jobs.append(("bot", gid, version, seat))

    def timeout(self, gid, version, seat, at_ms):
        pass

    def drain(self):
        while self.jobs:
            j = self.jobs.pop(0)
            if j[0] == "auto":
                self.service.run_auto(j[1], j[2])
            else:
                self.service.run_bot(j[1], j[2], j[3])


def _game_bytes(conn, gid: str) -> int:
    return sum(conn.memory_usage(k) or 0 for k in conn.scan_iter(f"mh:g:{{{gid}}}:*"))


def main(n: int = 200, types: tuple[str, ...] = ("azul-summer-pavilion", "nova-luna")) -> None:
    for type_id in types:
        with tempfile.TemporaryDirectory() as d:
            server = EmbeddedRedis(d, persist=False).start()
            try:
                conn = server.client()
                disp = Inline()
                svc = GameService(RedisEventStore(conn), games.REGISTRY, disp)
                disp.service = svc
                empty = conn.info("memory")["used_memory"]
                t0 = time.time()
                gids = []
                for seed in range(n):
                    g = svc.create(type_id, [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}], {}, seed)
                    disp.drain()
                    assert svc.finished(svc.load(g["id"])), g["id"]
                    gids.append(g["id"])
                played = time.time() - t0
                svc.projection._cache.clear()
                before = conn.info("memory")["used_memory"]
                one_before = _game_bytes(conn, gids[0])
                t0 = time.time()
                out = retain(GameService(RedisEventStore(conn), games.REGISTRY), now=time.time() + 2, retain_for=1)
                took = time.time() - t0
                after = conn.info("memory")["used_memory"]
                one_after = _game_bytes(conn, gids[0])
                assert len(out["archived"]) == n
                print(f"{type_id}: {n} finished games (played in {played:.0f} s), used_memory "
                      f"{empty / 2**20:.2f} MiB empty, {before / 2**20:.2f} MiB with the games, "
                      f"{after / 2**20:.2f} MiB archived -> {(before - empty) / n / 1024:.1f} KiB a game live, "
                      f"{(after - empty) / n / 1024:.1f} KiB archived ({(before - empty) / max(1, after - empty):.1f}x); "
                      f"game 0's keys {one_before / 1024:.1f} KiB -> {one_after / 1024:.1f} KiB; "
                      f"the pass took {took:.1f} s ({took / n * 1000:.1f} ms a game)", flush=True)
            finally:
                server.stop()


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else 200, tuple(args[1:]) or ("azul-summer-pavilion", "nova-luna"))
