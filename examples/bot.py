#!/usr/bin/env python3
"""A Moonhall bot client, standard library only.

It joins a seat with its token, waits on the event feed (long polling, no busy loop),
and plays a legal move whenever its seat is to act, until the game ends.

    # play an existing seat
    python examples/bot.py --url http://127.0.0.1:8000 --game GAME_ID --token TOKEN
    # or create a game: this bot in seat 0, server bots in the other seats
    python examples/bot.py --url http://127.0.0.1:8000 --new azul-summer-pavilion --players 4

Replace ``choose`` with your own strategy: it gets the seat's view (only what that
seat may see) and the list of legal moves, each of which can be posted unchanged.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import urllib.error
import urllib.request


class Api:
    def __init__(self, url: str, token: str | None = None):
        self.url = url.rstrip("/")
        self.token = token

    def call(self, method: str, path: str, body: dict | None = None, timeout: float = 40):
        req = urllib.request.Request(self.url + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
        req.add_header("Content-Type", "application/json")
        if self.token:
            req.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(req, timeout=timeout) as r:
                return r.status, json.loads(r.read())
        except urllib.error.HTTPError as e:
            return e.code, json.loads(e.read() or b"{}")


def choose(view: dict, moves: list[dict], rng: random.Random) -> dict:
    """Your strategy goes here. This one plays uniformly at random."""
    return rng.choice(moves)


def play(api: Api, game_id: str, rng: random.Random, verbose: bool = True) -> dict:
    seen = 0
    while True:
        status, view = api.call("GET", f"/v1/games/{game_id}")
        if status != 200:
            raise SystemExit(f"cannot read the game: {status} {view}")
        if view["status"] == "finished":
            return view
        if view["you"] in view["to_act"]:
            status, listing = api.call("GET", f"/v1/games/{game_id}/moves")
            if listing.get("moves"):
                move = choose(view["state"], listing["moves"], rng)
                status, out = api.call("POST", f"/v1/games/{game_id}/moves",
                                       {"move": move, "expected_version": listing["version"]})
                if status == 201 and verbose:
                    print(f"v{out['version']}: played {json.dumps(move)}", flush=True)
                elif status != 201 and status != 409:  # 409: someone moved first; look again
                    raise SystemExit(f"move refused: {status} {out}")
                continue
        # wait until something happens (at most 25 s per request)
        status, feed = api.call("GET", f"/v1/games/{game_id}/events?after={max(seen, view['version'])}&wait=25")
        if status == 200:
            seen = feed["version"]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--url", default="http://127.0.0.1:8000")
    p.add_argument("--game")
    p.add_argument("--token")
    p.add_argument("--new", metavar="TYPE", help="create a game of this type")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bot-level", default="random", help="level of the server bots in the other seats")
    p.add_argument("--seed", type=int)
    p.add_argument("--quiet", action="store_true")
    a = p.parse_args(argv)
    api = Api(a.url)
    if a.new:
        seats = [{"name": "example-bot"}] + [{"name": f"server-bot-{i}", "bot": a.bot_level} for i in range(1, a.players)]
        status, g = api.call("POST", "/v1/games", {"type": a.new, "seats": seats, "seed": a.seed})
        if status != 201:
            raise SystemExit(f"could not create the game: {status} {g}")
        a.game, a.token = g["id"], g["seats"][0]["token"]
        print(f"created {a.new} game {a.game}", flush=True)
    if not (a.game and a.token):
        p.error("give --game and --token, or --new TYPE")
    api.token = a.token
    final = play(api, a.game, random.Random(a.seed), verbose=not a.quiet)
    print(json.dumps({"game": a.game, "version": final["version"], "result": final["result"]}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
