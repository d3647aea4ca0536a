"""Fit the bot levels' anchor ratings per game type from bot-against-bot games (issue 26, item 1).

    .venv/bin/python -m bench.fit_anchors --games 6 --iterations 20 --passes 3

Plays, for every game type, ``--games`` two-seat games of each pair of its built-in levels
(random-greedy, random-expert, greedy-expert; seats alternate) through bench/tournament.py's
``play_one`` (the same ``bot_move`` the RQ worker calls; the expert at a fixed iteration
budget, so the run is reproducible and modest on a shared machine), then folds the games
with OpenSkill's Plackett-Luce (projections/ratings.py ``rate``), every level starting as a
new player does (mu 25, sigma 25/3), ``--passes`` times over the same games in order. The
fitted (mu, sigma) per level go to projections/rating_anchors.json with the command, the
games and the win rates; the service holds them fixed (a game against bots never moves a
bot's rating). The expert of a live table thinks 1 s a move, far more than the fit's
``--iterations``: its anchor is a lower bound of its strength, stated as such in the file.
"""
from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from bench.tournament import play_one  # noqa: E402
from games import REGISTRY  # noqa: E402
from projections import ratings  # noqa: E402


def fit(rows: list[dict], levels: list[str], passes: int) -> dict:
    cur = {lv: (ratings.MODEL.mu, ratings.MODEL.sigma) for lv in levels}
    for _ in range(passes):
        for r in rows:
            if not r["finished"]:
                continue
            entries = [{"key": lv, "place": 1 if s in r["winners"] else 2, "mu": cur[lv][0], "sigma": cur[lv][1]}
                       for s, lv in enumerate(r["seat_levels"])]
            cur.update(ratings.rate(entries))
    return {lv: {"mu": round(mu, 4), "sigma": round(sigma, 4), "rating": ratings.display(mu, sigma)}
            for lv, (mu, sigma) in cur.items()}


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=6, help="games per pair of levels and game type")
    ap.add_argument("--iterations", type=int, default=20, help="the expert's fixed search budget a decision")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--types", default=None, help="comma separated (default: every game type)")
    ap.add_argument("--out", default=str(ratings.ANCHORS_PATH))
    args = ap.parse_args(argv)
    types = args.types.split(",") if args.types else sorted(REGISTRY)
    doc = {"command": "python -m bench.fit_anchors " + " ".join(argv if argv is not None else sys.argv[1:]),
           "model": "openskill PlackettLuce (mu 25, sigma 25/3, beta 25/6, tau 25/300)",
           "expert_iterations": args.iterations,
           "note": "two-seat bot-against-bot games; the live expert thinks longer than the fit's iterations, "
                   "so its anchor is a lower bound",
           "anchors": {}, "games": {}, "win_rates": {}}
    for t in types:
        game = REGISTRY[t]
        levels = list(game.bot_levels)
        rows, t0 = [], time.time()
        for a, b in itertools.combinations(levels, 2):
            for i in range(args.games):
                seat_levels = [a, b] if i % 2 == 0 else [b, a]
                rows.append(play_one({"game": t, "players": 2, "options": {}, "seat_levels": seat_levels,
                                      "seed": 26_000 + len(rows), "iterations": args.iterations,
                                      "index": i, "key": "anchors"}))
        doc["anchors"][t] = fit(rows, levels, args.passes)
        doc["games"][t] = len(rows)
        wins = {lv: [0.0, 0] for lv in levels}
        for r in rows:
            for s, lv in enumerate(r["seat_levels"]):
                wins[lv][1] += 1
                if s in r["winners"]:
                    wins[lv][0] += 1 / len(r["winners"])
        doc["win_rates"][t] = {lv: round(w / n, 3) for lv, (w, n) in wins.items() if n}
        print(f"{t}: {len(rows)} games in {time.time() - t0:.0f} s: {doc['anchors'][t]}", flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1, sort_keys=True)
        f.write("\n")
    return doc


if __name__ == "__main__":
    main()
