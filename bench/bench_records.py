"""Game records (issue 27): the size of a finished game's record and what an import costs.

For each game type, ``--games`` finished 2-player games between the strongest bots that
answer at once (the expert searches; it plays the same length of game): the complete
record's size as exported (``GET /v1/games/{id}/record``, compact JSON) and gzip-compressed
(level 6, what a client's Accept-Encoding gets), and the time of ``POST /v1/games/import``
(in process through the Flask app: the JSON parse, the chain, the replay against the rules
and the appends) and of the offline check alone (``service.records.verify``, what
``python -m tools.verify`` does after reading the file). Medians over the games. Runs
against a private redis-server it starts on a free port. Figures only.

    .venv/bin/python -m bench.bench_records [--games 5]

Figures (2 cores shared with other work, so times are rough; sizes are exact for these
seeds), medians of 5 games:

  game type               events  record B   gzip B  import ms  verify ms
  azul-summer-pavilion       163     65839    12096       25.1       16.3
  blue-moon                  427     98145    24610      159.8      143.2
  blue-moon-city             373    100964    23865       43.5       34.6
  legends-of-blue-moon       427     98208    24633      174.7      167.3
  nova-luna                   70     20845     5689       15.6       11.0

Most of an import is the replay against the rules (Blue Moon's decide and evolve are the
dearest); the appends are a few round trips (one per 50 entries).
"""
from __future__ import annotations

import argparse
import gzip
import statistics
import tempfile
import time

import redis

import games
from events import codec
from events.store import RedisEventStore
from service import records
from service.embedded import EmbeddedRedis
from service.games import GameService
from service.http import create_app


class Inline:
    """Runs the bots' and the table's jobs in process, as a worker would."""

    def __init__(self):
        self.jobs, self.service = [], None

    def auto(self, gid, version):
        self.jobs.append(("auto", gid, version))

    def bot(self, gid, version, seat):
        self.jobs.append(("bot", gid, version, seat))

    def drain(self):
        while self.jobs:
            job = self.jobs.pop(0)
            if job[0] == "auto":
                self.service.run_auto(job[1], job[2])
            else:
                self.service.run_bot(job[1], job[2], job[3])


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=5)
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        try:
            conn = redis.Redis.from_url(server.url)
            inline = Inline()
            svc = GameService(RedisEventStore(conn), dict(games.REGISTRY), inline)
            inline.service = svc
            client = create_app(svc, lambda: (True, {})).test_client()
            print(f"{'game type':22} {'events':>7} {'record B':>9} {'gzip B':>8} {'import ms':>10} {'verify ms':>10}")
            for type_id, game in sorted(games.REGISTRY.items()):
                level = [lv for lv in game.bot_levels if lv != "expert"][-1]
                rows = []
                for i in range(args.games):
                    gid = client.post("/v1/games", json={"type": type_id, "seed": 1000 + i, "seats": [
                        {"name": "a", "bot": level}, {"name": "b", "bot": level}]}).json["id"]
                    inline.drain()
                    body = client.get(f"/v1/games/{gid}/record").data
                    doc = codec.loads(body)
                    t = time.perf_counter()
                    r = client.post("/v1/games/import", data=body, content_type="application/json")
                    imp = time.perf_counter() - t
                    assert r.status_code == 201, r.json
                    t = time.perf_counter()
                    records.verify(svc.registry, doc)
                    ver = time.perf_counter() - t
                    rows.append((len(doc["events"]), len(body), len(gzip.compress(body, 6)), imp * 1000, ver * 1000))
                med = [statistics.median(c) for c in zip(*rows)]
                print(f"{type_id:22} {med[0]:7.0f} {med[1]:9.0f} {med[2]:8.0f} {med[3]:10.1f} {med[4]:10.1f}")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
