"""Games halted by a table step that kept failing: list them, retry or abort one (issue
30, item 11; service/stepguard.py).

Usage::

    python -m tools.halted list                # the halted games: id, version now, the halt
    python -m tools.halted retry GAME_ID       # run the step again (after a fix is deployed)
    python -m tools.halted abort GAME_ID       # end the game with no winner

The Redis is ``REDIS_URL`` (and ``EVENTS_REDIS_URL`` for the games, as the server uses
them); without it, the embedded one of the ``make serve`` running on ``MOONHALL_DATA``
(default ``var/``), named in its ``serve.json``. Exit 0 when done, 1 when the game is not
halted (retry) or already finished (abort) or unknown, 2 on bad usage.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _url() -> str | None:
    if os.environ.get("REDIS_URL"):
        return os.environ["REDIS_URL"]
    serving = Path(os.environ.get("MOONHALL_DATA", ROOT / "var")) / "serve.json"
    try:
        return json.loads(serving.read_text())["url"]
    except (OSError, ValueError, KeyError):
        return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.halted", description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=["list", "retry", "abort"])
    ap.add_argument("game", nargs="?", help="the game's id (retry, abort)")
    args = ap.parse_args(argv)
    if args.command != "list" and not args.game:
        ap.error(f"{args.command} needs a GAME_ID")
    url = _url()
    if url is None:
        print("no Redis: set REDIS_URL, or run this next to a running `make serve` (MOONHALL_DATA)", file=sys.stderr)
        return 2

    from service import stepguard
    from service.errors import ApiError
    from service.wiring import build_service, redis_client
    svc = build_service(redis_client(url))
    r = svc.store.r
    if args.command == "list":
        stepguard.prune(r, svc)
        for gid in stepguard.members(r):
            try:
                lg = svc.load(gid)
            except ApiError:
                continue
            print(json.dumps({"game": gid, "at": lg.version, **(stepguard.halted(lg.table) or {})}))
        return 0
    try:
        out = (stepguard.retry if args.command == "retry" else stepguard.abort)(svc, args.game)
    except ApiError as e:
        print(f"{args.command} {args.game}: {e.code}: {e.message}", file=sys.stderr)
        return 1
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
