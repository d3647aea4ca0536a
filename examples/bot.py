#!/usr/bin/env python3
"""A Moonhall bot client, standard library only.

It follows the game's live stream (Server-Sent Events read with urllib: no polling,
no busy loop) and plays a legal move whenever the stream says its seat is to act,
until the game ends. A dropped connection resumes where it left off (Last-Event-ID).

    # play an existing seat
    python examples/bot.py --url http://127.0.0.1:8000 --game GAME_ID --token TOKEN
    # take an open seat of a waiting game
    python examples/bot.py --url http://127.0.0.1:8000 --join GAME_ID
    # or create a game: this bot in seat 0, server bots in the other seats
    python examples/bot.py --url http://127.0.0.1:8000 --new azul-summer-pavilion --players 4

Replace ``choose`` with your own strategy: it gets the seat's view (only what that
seat may see) and the list of legal moves, each of which can be posted unchanged.
"""
from __future__ import annotations

import argparse
import json
import random
import socket
import sys
import urllib.error
import urllib.request

STREAM_TIMEOUT_S = 60  # the server sends a heartbeat every 15 s: silence this long means a dead link


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


def sse_frames(api: Api, game_id: str, last_id: str | None):
    """The frames of the game's stream as (event, id, data) tuples, from urllib's lines."""
    req = urllib.request.Request(f"{api.url}/v1/games/{game_id}/stream",
                                 headers={"Accept": "text/event-stream", "Authorization": f"Bearer {api.token}",
                                          **({"Last-Event-ID": last_id} if last_id else {})})
    with urllib.request.urlopen(req, timeout=STREAM_TIMEOUT_S) as resp:
        event, id_, data = "message", None, []
        for raw in resp:
            line = raw.decode("utf-8").rstrip("\r\n")
            if not line:  # a blank line ends a frame
                if data:
                    yield event, id_, json.loads("\n".join(data))
                event, id_, data = "message", None, []
            elif line.startswith(":"):
                continue  # a comment: the heartbeat
            else:
                field, _, value = line.partition(":")
                value = value[1:] if value.startswith(" ") else value
                if field == "event":
                    event = value
                elif field == "id":
                    id_ = value
                elif field == "data":
                    data.append(value)


def take_turn(api: Api, game_id: str, rng: random.Random, verbose: bool) -> None:
    """Play while this seat is to act (a turn may take several moves)."""
    status, view = api.call("GET", f"/v1/games/{game_id}")
    status, listing = api.call("GET", f"/v1/games/{game_id}/moves")
    while view.get("status") == "active" and view["you"] in view["to_act"] and listing.get("moves"):
        move = choose(view["state"], listing["moves"], rng)
        # one request per move: the answer carries the new view and the next legal moves
        status, out = api.call("POST", f"/v1/games/{game_id}/moves?include=view,moves",
                               {"move": move, "expected_version": listing["version"]})
        if status == 201:
            if verbose:
                print(f"v{out['version']}: played {json.dumps(move)}", flush=True)
            view, listing = out["view"], out["moves"]
        elif status == 409:  # someone moved first: look again
            status, view = api.call("GET", f"/v1/games/{game_id}")
            status, listing = api.call("GET", f"/v1/games/{game_id}/moves")
        else:
            raise SystemExit(f"move refused: {status} {out}")


def play(api: Api, game_id: str, rng: random.Random, verbose: bool = True) -> dict:
    last_id = None
    while True:
        try:
            for event, id_, data in sse_frames(api, game_id, last_id):
                if id_ is not None:
                    last_id = id_
                if event == "turn" and data["you_to_act"]:
                    take_turn(api, game_id, rng, verbose)
                elif event == "end":
                    status, view = api.call("GET", f"/v1/games/{game_id}")
                    return view
        except urllib.error.HTTPError as e:
            raise SystemExit(f"cannot follow the game: {e.code} {e.read()[:300]!r}")
        except (urllib.error.URLError, socket.timeout, ConnectionError, TimeoutError):
            pass  # reconnect and resume after the last event seen (Last-Event-ID)
        status, view = api.call("GET", f"/v1/games/{game_id}")
        if status == 200 and view["status"] == "finished":
            return view


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--url", default="http://127.0.0.1:8000")
    p.add_argument("--game")
    p.add_argument("--token")
    p.add_argument("--join", metavar="GAME", help="take an open seat of this waiting game")
    p.add_argument("--name", default="example-bot")
    p.add_argument("--new", metavar="TYPE", help="create a game of this type")
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bot-level", default="random", help="level of the server bots in the other seats")
    p.add_argument("--seed", type=int)
    p.add_argument("--quiet", action="store_true")
    a = p.parse_args(argv)
    api = Api(a.url)
    if a.new:
        seats = [{"name": a.name}] + [{"name": f"server-bot-{i}", "bot": a.bot_level} for i in range(1, a.players)]
        status, g = api.call("POST", "/v1/games", {"type": a.new, "seats": seats, "seed": a.seed})
        if status != 201:
            raise SystemExit(f"could not create the game: {status} {g}")
        a.game, a.token = g["id"], g["seats"][0]["token"]
        print(f"created {a.new} game {a.game}", flush=True)
    if a.join:
        status, seat = api.call("POST", f"/v1/games/{a.join}/join", {"name": a.name})
        if status != 201:
            raise SystemExit(f"could not join: {status} {seat}")
        a.game, a.token = a.join, seat["token"]
        print(f"joined game {a.game} in seat {seat['seat']}", flush=True)
    if not (a.game and a.token):
        p.error("give --game and --token, --join GAME, or --new TYPE")
    api.token = a.token
    final = play(api, a.game, random.Random(a.seed), verbose=not a.quiet)
    print(json.dumps({"game": a.game, "version": final["version"], "result": final["result"]}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
