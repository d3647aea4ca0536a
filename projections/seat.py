"""The one per-seat projection every read path passes through.

Views, the event feed, replays, dry runs, errors and a bot's observation all call
these functions: nothing leaves the service about a game except through them. A seat
of None is a spectator.
"""
from __future__ import annotations

from events.model import Record
from games.base import SYSTEM, Game
from projections import table as tables

SEAT_ENTRY_KIND = {"joined": "join", "resigned": "resign", "timeout": "timeout"}


def observation(game: Game, state, seat: int | None) -> dict:
    """What ``seat`` may see of ``state`` (the bot's observation too)."""
    return game.view(state, seat)


def event(game: Game, rec: Record, seat: int | None) -> dict:
    """A stored record as ``seat`` may see it."""
    if rec.kind == "game":
        return {"version": rec.version, "kind": "game", "seat": None if rec.seat == SYSTEM else rec.seat,
                "by": "system" if rec.seat == SYSTEM else "seat",
                "event": game.event_view(rec.event, seat)}
    if rec.kind == "undo":
        return {"version": rec.version, "kind": "undo", "seat": rec.seat, "by": "seat",
                "event": {"type": "undo", "to_version": rec.to}}
    if rec.kind == "seat":  # a seat's change, game-agnostic (projections/table.py); no token hash
        ch = rec.change or {}
        shown = {k: v for k, v in ch.items() if k in ("seat", "name", "then", "bot")}
        by = "system" if ch["type"] == "timeout" else "seat"
        return {"version": rec.version, "kind": SEAT_ENTRY_KIND.get(ch["type"], "seat"), "seat": rec.seat,
                "by": by, "event": {"type": {"joined": "seat_joined"}.get(ch["type"], ch["type"]), **shown}}
    # created: the configuration and the initial state as this seat sees it
    return {"version": rec.version, "kind": "created", "seat": None, "by": "system",
            "event": {"type": "game_created", "config": game.config_view(rec.config, seat),
                      "state": game.view(game.load_state(rec.state), seat)}}


def events(game: Game, records: list[Record], seat: int | None) -> list[dict]:
    return [event(game, r, seat) for r in records]


def raw_events(game: Game, version: int, seat_acting: int, cmd: int, evts: list[dict], seat: int | None) -> list[dict]:
    """Events not yet stored (a dry run), shown as ``seat`` would see them once stored."""
    out = []
    for i, e in enumerate(evts, start=1):
        rec = Record(version + i, "game", seat=seat_acting, cmd=cmd, event=e)
        out.append(event(game, rec, seat))
    return out


def envelope(game: Game, gid: str, version: int, state, seat: int | None, *,
             commitment: str, undo_to: int | None, reveal: dict | None) -> dict:
    """The game-agnostic envelope of ``GET /v1/games/{id}`` for ``seat``."""
    over = game.is_over(state)
    result = None
    if over:
        result = dict(game.result(state) or {})
        if reveal is not None:
            result["fairness"] = reveal
    auto = None if over else game.auto_move(state)
    return {
        "id": gid,
        "type": game.id,
        "version": version,
        "status": "finished" if over else "active",
        "to_act": [] if over else list(game.to_act(state)),
        "waiting_for": None if over else ("system" if auto is not None else "seats"),
        "you": seat,
        "state": observation(game, state, seat),
        "result": result,
        "undo_to": undo_to,
        "fairness": {"commitment": commitment, "scheme": "sha256(nonce + ':' + seed)"},
    }


def with_table(env: dict, table: dict, now_ms: int, reveal: dict | None) -> dict:
    """Fold the table (projections/table.py: seats joining, leaving, the clock) into an
    envelope: ``waiting`` until every open seat is taken; ``finished`` when a seat's
    leaving ended the game (the other wins); seats that left are named in the result."""
    waiting = tables.waiting(table)
    if waiting:
        env.update(status="waiting", to_act=[], waiting_for="players", undo_to=None)
    elif table.get("result") is not None:
        env.update(status="finished", to_act=[], waiting_for=None, undo_to=None,
                   result={**table["result"], **({"fairness": reveal} if reveal is not None else {})})
    elif env["status"] == "finished" and env.get("result") is not None:
        out = {i: s["out"] for i, s in enumerate(table["seats"]) if s["out"]}
        if out:  # a seat that resigned or lost on time does not win (its bot played on)
            res = dict(env["result"])
            if isinstance(res.get("winners"), list):
                res["winners"] = [w for w in res["winners"] if w not in out]
            res["forfeited"] = sorted(out)
            env["result"] = res
    env["seats"] = tables.seats_view(table)
    env["open_seats"] = tables.open_seats(table)
    env["clock"] = tables.clock_view(table, now_ms, env["status"] != "active")
    return env
