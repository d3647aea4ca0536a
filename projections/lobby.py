"""The lobby's read model (issue 25): what a visitor may do with a game it lists.

The lobby index and its summaries are events/store.py's (written at create and on a
change of status, never on the move path); this module only reads a summary. A
visitor can *join* a waiting game with an open seat that is not private (a private seat
needs the invite its creator holds: listing it with a Join link that fails was the
bug), and *watch* any game.
"""
from __future__ import annotations


def public_open_seats(summary: dict) -> list[int]:
    """The open seats anyone may take (no invite needed)."""
    return [s["seat"] for s in summary.get("seats") or []
            if s.get("open") and not s.get("private")]


def joinable(summary: dict) -> bool:
    """A waiting game with a public open seat: ``GET /v1/games?joinable=true``."""
    return summary.get("status") == "waiting" and bool(public_open_seats(summary))
