"""The one per-seat projection every read path passes through.

Views, the event feed, replays, dry runs, errors and a bot's observation all call
these functions: nothing leaves the service about a game except through them. A seat
of None is a spectator.
"""
from __future__ import annotations

from events.model import Record
from games.base import SYSTEM, Game
from projections import table as tables

SEAT_ENTRY_KIND = {"joined": "join", "resigned": "resign", "timeout": "timeout", "aborted": "abort"}


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
        shown = {k: v for k, v in ch.items() if k in ("seat", "name", "then", "bot", "reason")}
        by = "system" if ch["type"] in ("timeout", "aborted") else "seat"
        return {"version": rec.version, "kind": SEAT_ENTRY_KIND.get(ch["type"], "seat"),
                "seat": None if rec.seat == SYSTEM else rec.seat,
                "by": by, "event": {"type": {"joined": "seat_joined"}.get(ch["type"], ch["type"]), **shown}}
    # created: the configuration and the initial state as this seat sees it
    return {"version": rec.version, "kind": "created", "seat": None, "by": "system",
            "event": {"type": "game_created", "config": game.config_view(rec.config, seat),
                      "state": game.view(game.load_state(rec.state), seat)}}


def events(game: Game, records: list[Record], seat: int | None) -> list[dict]:
    return [event(game, r, seat) for r in records]


#: the one opaque entry that stands for the rest of a dry run from the first event that
#: would show the asking seat something it cannot know yet (chance, another seat's cards)
UNDECIDED = {"type": None, "chance": "decided when the move is played"}


def raw_events(game: Game, version: int, seat_acting: int, cmd: int, evts: list[dict], seat: int | None) -> list[dict]:
    """Events not yet stored, shown as ``seat`` would see them once stored."""
    out = []
    for i, e in enumerate(evts, start=1):
        rec = Record(version + i, "game", seat=seat_acting, cmd=cmd, event=e)
        out.append(event(game, rec, seat))
    return out


def dry_run(game: Game, version: int, seat_acting: int, evts: list[dict], seat: int | None) -> list[dict]:
    """A dry run (``POST /moves/validate``) as ``seat`` sees it. Fair play: its shape must not
    depend on what ``seat`` cannot see. From the first event that would reveal something to
    ``seat`` (``Game.reveals_to``: chance, another seat's hidden cards) the rest of the command
    is one opaque entry: no count, no types, no version of what follows."""
    out = []
    for i, e in enumerate(evts, start=1):
        if game.reveals_to(e, seat):
            by = "system" if seat_acting == SYSTEM else "seat"
            out.append({"version": version + i, "kind": "game", "seat": None if seat_acting == SYSTEM else seat_acting,
                        "by": by, "event": dict(UNDECIDED)})
            break
        out.append(event(game, Record(version + i, "game", seat=seat_acting, cmd=version, event=e), seat))
    return out


def envelope(game: Game, gid: str, version: int, state, seat: int | None, *,
             commitment: str, undo_to: int | None, reveal: dict | None, meta: dict | None = None) -> dict:
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
        "fairness": {"commitment": commitment, "scheme": "sha256(nonce + ':' + seed)",
                     **chosen_seed(meta or {})},
    }


def chosen_seed(meta: dict) -> dict:
    """Fair play: a seed chosen by the game's creator decides every deal and draw, so it is
    shown to every seat and spectator from version 1 (a prearranged deal, plainly marked).
    A server-drawn seed stays secret until the end (only its commitment is shown)."""
    if meta.get("seed_chosen_by") != "creator":
        return {}
    return {"seed": int(meta["seed"]), "seed_chosen_by": "creator"}


def lobby_fairness(meta: dict) -> dict:
    """The lobby summary's ``fairness`` entry: only for a creator-chosen seed."""
    seed = chosen_seed(meta)
    return {"fairness": seed} if seed else {}


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
