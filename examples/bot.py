#!/usr/bin/env python3
"""A Moonhall bot on the SDK (clients/python, ``pip install ./clients/python``).

The SDK's ``Bot`` follows the game's stream (reconnecting with Last-Event-ID, else the
long poll), posts each move with ``expected_version`` and an Idempotency-Key, waits out
``Retry-After`` and reads again on a 409; this file only chooses the moves.

    python examples/bot.py --url http://127.0.0.1:8000 --new blue-moon-city       # vs the server's bots
    python examples/bot.py --url http://127.0.0.1:8000 --game GAME_ID --token TOKEN
    python examples/bot.py --url http://127.0.0.1:8000 --join GAME_ID [--invite CODE]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

try:
    from moonhall_client import Bot, Seat
except ImportError:  # run from a checkout without installing the SDK
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "clients" / "python"))
    from moonhall_client import Bot, Seat


def choose(view: dict, moves: list[dict]) -> dict:
    """Your strategy goes here: the seat's view and the legal moves -> one of the moves."""
    return random.choice(moves)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--url", default="http://127.0.0.1:8000")
    p.add_argument("--game"), p.add_argument("--token"), p.add_argument("--name", default="example-bot")
    p.add_argument("--join", metavar="GAME"), p.add_argument("--invite", help="the invite code of a private seat")
    p.add_argument("--new", metavar="TYPE"), p.add_argument("--players", type=int, default=2)
    p.add_argument("--bot-level", default="random"), p.add_argument("--seed", type=int)
    p.add_argument("--quiet", action="store_true", help="print only the final result")
    a = p.parse_args(argv)
    random.seed(a.seed)
    with Bot(a.url, choose, name=a.name) as bot:
        if a.new:
            seat = bot.new_game(a.new, players=a.players, bot_level=a.bot_level, seed=a.seed)
        elif a.join:
            seat = bot.join(a.join, invite=a.invite)
        elif a.game and a.token:
            seat = Seat(a.game, a.token)
        else:
            p.error("give --new TYPE, --join GAME or --game and --token")
        if not a.quiet:
            print(f"playing {seat.type or 'game'} {seat.game_id}", flush=True)
        out = bot.play(seat)
    print(json.dumps({"game": seat.game_id, "version": out.envelope["version"], "moves": out.stats.moves,
                      "result": out.result}, indent=2))
    return 0 if out.finished else 1


if __name__ == "__main__":
    sys.exit(main())
