"""Undo benchmark (issue 30, item 1): the cost of folding a game full of undos.

A two-seat synthetic game in which the seat to act "dithers": it steps and undoes the
step ``--per-turn`` times, then steps, sometimes rolls a die (chance, a reveal), and ends
its turn, until ``--undos`` undos are in the stream (default 1,000: about 2,200 records).
The undos are all appended through GameService.undo, so each one pays its own fold
(the state at its target). Then, with a cold cache (a fresh GameService or
StateProjection, nothing in process):

  * load: the game now (the cached-state miss every first request of a process pays)
  * state_at: every version of the game, one fresh projection each (GET /states/{v})
  * full fold: the whole stream without snapshots

each with the time and the number of ``Game.evolve`` calls. Before issue 30 every undo
record in a snapshot window doubled the cost (``fold`` re-folded the window for each
one, without a memo): 16 pairs in a row already cost seconds, 1,000 never finish, so
compare with ``--undos 16 --per-turn 16`` there. Runs against a private redis-server
it starts on a free port. Figures only; nothing here asserts a time.

    .venv/bin/python -m bench.bench_undo [--undos 1000] [--per-turn 20]

Figures (2 shared cores under load 4-5, so times are rough; evolve calls are exact):
  before, 12 / 14 / 16 pairs in a row: cold load 4.4 / 13.4 / 25.5 s, 4,097 / 16,385 /
  65,537 evolve calls (x4 every two pairs); the slowest undo command 2.0 / 11.3 / 8.1 s
  after, 16 pairs in a row: cold load 1.8 ms, 18 evolve calls; slowest undo 4.6 ms
  after, 1,000 undos (2,111 records): cold load 1.4 ms, 7 evolve calls; state_at of every
  version median 0.53 ms, at most 27 evolve calls; an undo median 0.89 ms; the whole
  stream without snapshots 46 ms, 1,110 evolve calls (one per game record)
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time

import redis

from events.store import RedisEventStore
from games.base import Game
from projections.state import SNAPSHOT_EVERY, StateProjection
from service.embedded import EmbeddedRedis
from service.games import GameService
from service.ports import NoDispatch


class Pace(Game):
    """Two seats; a turn is up to three ``step``s (no chance: undoable), any number of
    ``roll``s (a die: chance, so a reveal and an undo barrier) and ``end``."""
    id = "bench-pace"
    name = "pace"
    min_players = 2
    max_players = 2
    options = ()
    evolves = 0  # Game.evolve calls, counted for the figures

    def initial_state(self, config, rng):
        return {"turn": 0, "steps": [0, 0], "this_turn": 0, "rolls": [], "board": {f"c{i}": 0 for i in range(40)}}

    def decide(self, s, seat, move, rng):
        t = move["type"]
        if t == "step":
            return [{"type": "stepped", "seat": seat}]
        if t == "roll":
            return [{"type": "rolled", "seat": seat, "die": rng.randint(1, 6)}]
        return [{"type": "ended", "seat": seat}]

    def evolve(self, s, e):
        Pace.evolves += 1
        s = dict(s)
        if e["type"] == "stepped":
            s["steps"] = list(s["steps"])
            s["steps"][e["seat"]] += 1
            s["this_turn"] += 1
            s["board"] = dict(s["board"], **{f"c{s['steps'][e['seat']] % 40}": s["this_turn"]})
        elif e["type"] == "rolled":
            s["rolls"] = s["rolls"][-9:] + [e["die"]]
        else:
            s["turn"], s["this_turn"] = 1 - s["turn"], 0
        return s

    def reveals(self, e):
        return e["type"] == "rolled"

    def legal_moves(self, s, seat):
        if seat != s["turn"]:
            return []
        return ([{"type": "step"}] if s["this_turn"] < 3 else []) + [{"type": "roll"}, {"type": "end"}]

    def to_act(self, s):
        return [s["turn"]]

    def view(self, s, seat):
        return s

    def is_over(self, s):
        return False

    def result(self, s):
        return None


PACE = Pace()


def build(svc: GameService, undos: int, per_turn: int) -> tuple[str, list[float], list[int]]:
    """A game with ``undos`` undos; the time and evolve calls of each undo command."""
    gid = svc.create(PACE.id, [{"name": "a"}, {"name": "b"}], {}, 7)["id"]
    lg = svc.load(gid)
    times, evolves, done, turns = [], [], 0, 0
    while done < undos:
        seat = PACE.to_act(lg.state)[0]
        for _ in range(min(per_turn, undos - done)):
            svc.play(lg, seat, {"type": "step"}, lg.version)
            Pace.evolves, t = 0, time.perf_counter()
            svc.undo(lg, seat, None, lg.version)
            times.append(time.perf_counter() - t)
            evolves.append(Pace.evolves)
            done += 1
        svc.play(lg, seat, {"type": "step"}, lg.version)
        turns += 1
        if turns % 5 == 0:
            svc.play(lg, seat, {"type": "roll"}, lg.version)
        svc.play(lg, seat, {"type": "end"}, lg.version)
    return gid, times, evolves


def measure(fn) -> tuple[float, int]:
    Pace.evolves, t = 0, time.perf_counter()
    fn()
    return time.perf_counter() - t, Pace.evolves


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--undos", type=int, default=1000)
    ap.add_argument("--per-turn", type=int, default=20, help="step+undo pairs in a row before a turn moves on")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        try:
            conn = redis.Redis.from_url(server.url)
            store = RedisEventStore(conn)
            svc = GameService(store, {PACE.id: PACE}, NoDispatch())
            t0 = time.perf_counter()
            gid, times, evolves = build(svc, args.undos, args.per_turn)
            built = time.perf_counter() - t0
            version = store.version(gid)
            print(f"a game with {args.undos} undos ({args.per_turn} step+undo pairs in a row a turn), "
                  f"{version} records, snapshot every {SNAPSHOT_EVERY}:")
            print(f"  built in {built:.2f} s; an undo command: median {statistics.median(times) * 1000:.2f} ms, "
                  f"max {max(times) * 1000:.2f} ms; evolve calls median {statistics.median(evolves):.0f}, max {max(evolves)}")
            dt, n = measure(lambda: GameService(store, {PACE.id: PACE}, NoDispatch()).load(gid))
            print(f"  cold load (a fresh GameService): {dt * 1000:.2f} ms, {n} evolve calls")
            per_v = []
            for v in range(1, version + 1):
                per_v.append(measure(lambda v=v: StateProjection(store).state_at(PACE, gid, v)))
            ts, ns = [x[0] for x in per_v], [x[1] for x in per_v]
            print(f"  cold state_at, each of the {version} versions (a fresh projection each): "
                  f"median {statistics.median(ts) * 1000:.2f} ms, max {max(ts) * 1000:.2f} ms; "
                  f"evolve calls median {statistics.median(ns):.0f}, max {max(ns)}")
            dt, n = measure(lambda: StateProjection(store, snapshots=False).current(PACE, gid))
            print(f"  full fold without snapshots: {dt * 1000:.2f} ms, {n} evolve calls")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
