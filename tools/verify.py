"""Check a Moonhall game record offline (issue 27): no server, no Redis.

Usage::

    python -m tools.verify record.json         # a record from GET /v1/games/{id}/record
    python -m tools.verify - < record.json     # from standard input
    python -m tools.verify --json record.json  # the summary as JSON

The same checks as ``POST /v1/games/import`` (service/records.py): the SHA-256 chain and
its head; for a complete record (a finished game, with its seed and nonce) the seed
commitment, the initial state the seed deals, and that every event is what the rules
decide from the recorded moves with the recorded chance, every undo and table record one
the service could have appended, and that the game is over at its end. A seat's record of
a running game has its chain checked only (it holds no seed). The game types are this
installation's (``games.REGISTRY``, with ``MOONHALL_GAME_MODULES``).

Exit 0 with a summary when the record is valid; 1 naming the first bad version (or why
the file is not a record at all); 2 on bad usage or an unreadable file.
"""
from __future__ import annotations

import argparse
import json
import sys


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.verify", description=__doc__.splitlines()[0])
    ap.add_argument("record", help="the record's file ('-': standard input)")
    ap.add_argument("--json", action="store_true", help="print the summary (or the error) as JSON")
    args = ap.parse_args(argv)
    try:
        raw = sys.stdin.buffer.read() if args.record == "-" else open(args.record, "rb").read()
    except OSError as e:
        print(f"cannot read {args.record}: {e.strerror}", file=sys.stderr)
        return 2
    import games
    from events import codec
    from service.records import BadRecord, RecordError, verify_any

    def fail(version, reason: str) -> int:
        if args.json:
            print(json.dumps({"valid": False, "version": version, "reason": reason}))
        elif version is None:
            print(f"INVALID: {reason}")
        else:
            print(f"INVALID at version {version}: {reason}")
        return 1

    try:
        doc = codec.loads(raw)
    except (ValueError, RecursionError):
        return fail(None, "not JSON")
    try:
        checked = verify_any(games.REGISTRY, doc)
    except BadRecord as e:
        return fail(None, str(e))
    except RecordError as e:
        return fail(e.version, e.reason)
    summary = checked.summary()
    if args.json:
        print(json.dumps({"valid": True, **summary}))
        return 0
    what = "complete record" if checked.complete else f"record of seat {summary.get('seat')} (spectator if None)"
    print(f"VALID {what}: {summary['type']} (rules version {summary['rules_version']}), "
          f"{summary['players']} players, {summary['events']} events, head {summary['head']}")
    if checked.complete:
        print(f"  seed {summary['seed']} matches the commitment; {summary['commands']} commands replayed, "
              f"every event is what the rules decide"
              + (f" ({summary['moves_searched']} moves found among the legal moves)" if summary["moves_searched"] else ""))
    else:
        print(f"  {summary['rules']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
