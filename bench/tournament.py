"""Tournament runner: bot levels against each other, in-process (no HTTP), through the
same ``game.bot_move`` the RQ worker calls.

    .venv/bin/python -m bench.tournament --game azul-summer-pavilion --levels expert,greedy \
        --games 20 --think-ms 500 -j 1
    .venv/bin/python -m bench.tournament --game nova-luna --players 1 --levels expert --games 10
    .venv/bin/python -m bench.tournament --game legends-of-blue-moon --levels expert,greedy \
        --options '{"decks": ["buka", "pillar"]}' --games 10 --iterations 200

Seats rotate: game ``i`` seats ``levels[(s + i) % n]`` in seat ``s`` (with 2 levels and 2
players the seats alternate). Results go to a JSON-lines file under bench/results/ (git
ignored), one line a game; a rerun with the same arguments resumes (plays only the games
missing). The summary gives per level the win rate (a tie shares the win) with a 95 %
Wilson interval, the mean score, and the mean and max decision time.
``--deck-pairings`` (Legends) plays every ordered pair of the nine people decks.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from games import get  # noqa: E402
from games.base import SYSTEM  # noqa: E402

MAX_STEPS = 20000


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def play_one(spec: dict) -> dict:
    """One game; ``spec``: game, players, options, seat_levels, seed, think_ms, iterations."""
    game = get(spec["game"])
    config = game.make_config(spec["players"], spec.get("options") or {})
    rng = random.Random(spec["seed"])
    state = game.initial_state(config, rng)
    levels = spec["seat_levels"]
    times = {s: [] for s in range(spec["players"])}
    iters = {s: [] for s in range(spec["players"])}
    steps = 0
    while not game.is_over(state) and steps < MAX_STEPS:
        auto = game.auto_move(state)
        if auto is not None:
            seat, move = SYSTEM, auto
        else:
            seat = game.to_act(state)[0]
            legal = game.legal_moves(state, seat)
            obs = game.view(state, seat)
            brng = random.Random(f"tournament:{spec['seed']}:{steps}:{seat}")
            kw = {}
            stats: dict = {}
            if levels[seat].startswith("expert"):
                kw = {"stats": stats}
                if spec.get("iterations"):
                    kw["iterations"] = spec["iterations"]
                else:
                    kw["think_ms"] = spec.get("think_ms") or 1000
            t0 = time.perf_counter()
            move = game.bot_move(obs, legal, levels[seat], brng, **kw)
            times[seat].append((time.perf_counter() - t0) * 1000)
            if stats.get("iterations"):
                iters[seat].append(stats["iterations"])
        for e in game.decide(state, seat, move, rng):
            state = game.evolve(state, e)
        steps += 1
    res = game.result(state) if game.is_over(state) else None
    return {
        "key": spec["key"], "index": spec["index"], "seed": spec["seed"], "seat_levels": levels,
        "options": spec.get("options") or {}, "finished": res is not None, "steps": steps,
        "winners": (res or {}).get("winners", []),
        "scores": (res or {}).get("scores"),
        "decision_ms": {str(s): [round(sum(t) / len(t), 2) if t else 0, round(max(t), 2) if t else 0, len(t)]
                        for s, t in times.items()},
        "iterations": {str(s): (round(sum(v) / len(v)) if v else 0) for s, v in iters.items()},
    }


def _bar(done: int, total: int, started: float, extra: str = "") -> None:
    width = 30
    fill = int(width * done / max(1, total))
    el = time.time() - started
    eta = el / done * (total - done) if done else 0
    sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} {el:6.0f}s eta {eta:5.0f}s {extra}")
    sys.stderr.flush()


def specs_for(args) -> list[dict]:
    levels = args.levels.split(",")
    players = args.players or (1 if len(levels) == 1 and args.game == "nova-luna" else 2)
    base_opts = json.loads(args.options) if args.options else {}
    option_sets = [base_opts]
    if args.deck_pairings:
        from games.blue_moon.decks import SUPPORTED
        peoples = sorted(SUPPORTED)
        option_sets = [{**base_opts, "decks": [a, b]} for a in peoples for b in peoples]
    out = []
    for i in range(args.games):
        opts = option_sets[i % len(option_sets)]
        seat_levels = [levels[(s + i) % len(levels)] for s in range(players)]
        key = hashlib.sha1(json.dumps([args.game, players, opts, args.levels, args.think_ms, args.iterations,
                                       args.seed], sort_keys=True).encode()).hexdigest()[:12]
        out.append({"game": args.game, "players": players, "options": opts, "seat_levels": seat_levels,
                    "seed": args.seed * 1000003 + i, "think_ms": args.think_ms, "iterations": args.iterations,
                    "index": i, "key": key})
    return out


def summarize(rows: list[dict], out=sys.stdout) -> dict:
    per: dict = {}
    unfinished = 0
    for r in rows:
        if not r["finished"]:
            unfinished += 1
        w = r["winners"]
        for s, lv in enumerate(r["seat_levels"]):
            d = per.setdefault(lv, {"seats": 0, "wins": 0.0, "scores": [], "ms_sum": 0.0, "ms_n": 0, "ms_max": 0.0,
                                    "iters": []})
            d["seats"] += 1
            if s in w:
                d["wins"] += 1.0 / len(w)
            if r.get("scores"):
                d["scores"].append(r["scores"][s])
            mean, mx, n = r["decision_ms"][str(s)]
            d["ms_sum"] += mean * n
            d["ms_n"] += n
            d["ms_max"] = max(d["ms_max"], mx)
            if r["iterations"].get(str(s)):
                d["iters"].append(r["iterations"][str(s)])
    print(f"{len(rows)} games ({unfinished} unfinished)", file=out)
    print(f"{'level':>8} {'seats':>5} {'win %':>7} {'95 % CI':>15} {'score':>7} {'ms mean':>8} {'ms max':>8} {'iters':>7}",
          file=out)
    summary = {}
    for lv, d in per.items():
        n = d["seats"]
        lo, hi = wilson(d["wins"], n)
        sc = sum(d["scores"]) / len(d["scores"]) if d["scores"] else float("nan")
        ms = d["ms_sum"] / d["ms_n"] if d["ms_n"] else 0.0
        it = sum(d["iters"]) / len(d["iters"]) if d["iters"] else 0
        print(f"{lv:>8} {n:>5} {100 * d['wins'] / n:>6.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}] {sc:>7.1f} {ms:>8.1f} "
              f"{d['ms_max']:>8.1f} {it:>7.0f}", file=out)
        summary[lv] = {"seats": n, "wins": d["wins"], "ci": [lo, hi], "score": sc, "ms_mean": ms, "ms_max": d["ms_max"]}
    by_deck(rows, out)
    return summary


def by_deck(rows: list[dict], out=sys.stdout) -> dict:
    """Legends: win rate per (level, people deck) over the games against another people
    (mirror matches left out), e.g. how each deck fares in greedy-vs-greedy games."""
    per: dict = {}
    for r in rows:
        decks = (r.get("options") or {}).get("decks")
        if not decks or len(set(decks)) < 2 or not r["finished"]:
            continue
        for s, lv in enumerate(r["seat_levels"]):
            d = per.setdefault((lv, decks[s]), [0.0, 0])
            d[1] += 1
            if s in r["winners"]:
                d[0] += 1.0 / len(r["winners"])
    if per:
        print("per people deck (mirror matches left out):", file=out)
        for (lv, deck), (w, n) in sorted(per.items()):
            lo, hi = wilson(w, n)
            print(f"{lv:>8} {deck:>7} {w:>5.0f}/{n:<4} {100 * w / n:>6.1f}% [{100 * lo:5.1f}, {100 * hi:5.1f}]", file=out)
    return per


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True)
    ap.add_argument("--levels", default="expert,greedy", help="comma separated, rotated over the seats")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--options", default=None, help="game options as JSON")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--think-ms", type=int, default=1000)
    ap.add_argument("--iterations", type=int, default=None, help="a fixed iteration budget instead of time")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--deck-pairings", action="store_true", help="Legends: cycle the 81 ordered deck pairs")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--results", default=None, help="JSON-lines file (default bench/results/<game>-<levels>-...)")
    args = ap.parse_args(argv)
    specs = specs_for(args)
    path = args.results or os.path.join(
        HERE, "results", f"{args.game}-{args.levels.replace(',', '-')}-p{specs[0]['players']}-"
        f"{'it' + str(args.iterations) if args.iterations else 't' + str(args.think_ms)}-{specs[0]['key']}.jsonl")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    rows = []
    if os.path.exists(path):
        with open(path) as f:
            rows = [json.loads(line) for line in f if line.strip()]
    have = {(r["key"], r["index"]) for r in rows}
    todo = [s for s in specs if (s["key"], s["index"]) not in have]
    print(f"results: {path} ({len(rows)} done, {len(todo)} to play)", file=sys.stderr)
    started = time.time()
    done = 0
    with open(path, "a") as f:
        def record(r):
            nonlocal done
            rows.append(r)
            f.write(json.dumps(r) + "\n")
            f.flush()
            done += 1
            _bar(done, len(todo), started)
        if args.jobs <= 1:
            for s in todo:
                record(play_one(s))
        else:
            with ProcessPoolExecutor(max_workers=args.jobs) as ex:
                for fut in as_completed([ex.submit(play_one, s) for s in todo]):
                    record(fut.result())
    if todo:
        sys.stderr.write("\n")
    keys = {s["key"] for s in specs}
    mine = [r for r in rows if r["key"] in keys and r["index"] < args.games]
    print(f"{args.game} players={specs[0]['players']} levels={args.levels} options={args.options or '{}'} "
          f"{'iterations=' + str(args.iterations) if args.iterations else 'think_ms=' + str(args.think_ms)}")
    return summarize(mine)


if __name__ == "__main__":
    main()
