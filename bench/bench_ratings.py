"""Ratings benchmark (issue 26, item 4): what a rated game's end costs on the move path,
and what its rating update costs in RQ.

A rated game's end adds one job to the append's round trip (``rate-<game>``, queued in
the same pipeline as the step jobs: service/games.py ``_jobs``); the update itself runs
in a worker. This plays ``--games`` two-seat Draw Race games (one round; the test game)
rated and as many unrated, against a private redis-server on a free port, with the real
RQ dispatcher (no worker runs: the queued jobs are counted, not run), and times the
command that ends each game (the table's scoring step) both ways. Then, as a worker
would, it runs every queued rating job (``workers.ratings.rate_game``: the outcome read
from the log and the fold), one late job (a refold of the whole type in end order), the
rebuild from the logs, and a leaderboard page read. Figures only; nothing asserts a time.

    .venv/bin/python -m bench.bench_ratings [--games 200] [--players 20]

Figures (--games 100; 2 shared cores, load 12-16 from other sessions, so rough):
  ending command unrated median 1.13 ms (p90 5.24), rated 1.79 ms (p90 6.85): one more job
  in the same round trip; a rating job in a worker median 7.65 ms (p90 14.65), a repeated
  job 0.27 ms, a late job refolding 100 games 97.8 ms, the rebuild of 100 games 376 ms
  (equal to live), a leaderboard page of 50 1.91 ms.
"""
from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time

import redis

from events.store import RedisEventStore
from games.base import SYSTEM
from service.embedded import EmbeddedRedis
from service.games import GameService
from tests.service.fakegame import GAME
from workers.dispatch import RQDispatcher
from workers.ratings import RatingStore, key, rate_game, rebuild


def _ms(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"median {statistics.median(xs):.2f} ms, p90 {xs[int(len(xs) * 0.9)]:.2f} ms"


def play(svc: GameService, names: list[str], rated: bool) -> tuple[str, float]:
    """One game to the command before its end; returns (id, ms of the ending command)."""
    seats = [{"name": n, "account": n} for n in names] if rated else [{"name": n} for n in names]
    g = svc.create(GAME.id, seats, {"rounds": 1}, None, rated=rated)
    gid = g["id"]
    for seat in range(len(names)):
        lg = svc.load(gid)
        svc.play(lg, seat, {"type": "mark"} if random.random() < 0.5 else {"type": "end"}, lg.version)
        lg = svc.load(gid)
        if seat in lg.game.to_act(lg.state):
            svc.play(lg, seat, {"type": "end"}, lg.version)
    lg = svc.load(gid, fresh=False)
    t0 = time.perf_counter()
    svc.play(lg, SYSTEM, lg.game.auto_move(lg.state), lg.version)  # the table's scoring: the game ends
    ms = (time.perf_counter() - t0) * 1000
    assert svc.finished(svc.load(gid))
    return gid, ms


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=20, help="accounts the rated games are drawn among")
    args = ap.parse_args(argv)
    random.seed(26)
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        try:
            conn = redis.Redis.from_url(server.url)
            svc = GameService(RedisEventStore(conn), {GAME.id: GAME}, RQDispatcher(conn))
            accounts = [f"p{i}" for i in range(args.players)]
            ended = {True: [], False: []}
            rated_ids = []
            for i in range(2 * args.games):  # interleaved, so both see the same Redis and load
                rated = i % 2 == 0
                gid, ms = play(svc, random.sample(accounts, 2), rated)
                ended[rated].append(ms)
                if rated:
                    rated_ids.append(gid)
            print(f"ending command, unrated: {_ms(ended[False])} ({args.games} games)")
            print(f"ending command, rated:   {_ms(ended[True])} (+ one job in the same round trip)")
            print(f"jobs queued: {len(svc.dispatch.queue)} (rate-<game>: "
                  f"{sum(1 for j in svc.dispatch.queue.job_ids if j.startswith('rate-'))})")
            late = rated_ids.pop(len(rated_ids) // 2)
            times = []
            for gid in rated_ids:
                t0 = time.perf_counter()
                assert rate_game(svc, gid) == "rated"
                times.append((time.perf_counter() - t0) * 1000)
            print(f"rating job (outcome from the log + fold), in a worker: {_ms(times)}")
            t0 = time.perf_counter()
            assert rate_game(svc, late) == "refolded"
            print(f"a late job (refolds {len(rated_ids) + 1} games of the type): {(time.perf_counter() - t0) * 1000:.1f} ms")
            t0 = time.perf_counter()
            assert rate_game(svc, late) == "already"
            print(f"a repeated job: {(time.perf_counter() - t0) * 1000:.2f} ms")
            live = RatingStore(conn).players(GAME.id)
            conn.delete(*[key(GAME.id, p) for p in ("p", "board", "seen", "games")])
            t0 = time.perf_counter()
            assert rebuild(svc, GAME.id, write=True) == live
            print(f"rebuild from {args.games} games' logs (equal to live): {(time.perf_counter() - t0) * 1000:.0f} ms")
            t0 = time.perf_counter()
            RatingStore(conn).leaderboard(GAME.id, 0, 50)
            print(f"a leaderboard page of 50: {(time.perf_counter() - t0) * 1000:.2f} ms")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
