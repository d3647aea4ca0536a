"""The one per-seat projection every read path passes through.

Views, the event feed, replays, dry runs, errors and a bot's observation all call
these functions: nothing leaves the service about a game except through them. A seat
of None is a spectator, and so is a seat that forfeited (``reader``).
"""
from __future__ import annotations

import json

from events.model import Record
from games.base import SYSTEM, Game
from projections import table as tables

SEAT_ENTRY_KIND = {"joined": "join", "resigned": "resign", "timeout": "timeout", "aborted": "abort",
                   "halted": "halt", "resumed": "resume",  # (the last two: issue 30, item 11)
                   "vacation": "clock", "time_given": "clock"}  # (issue 26, item 3)
#: the seat records the service decides by itself, not a seat
BY_SYSTEM = ("timeout", "aborted", "halted", "resumed", "vacation")


def reader(table: dict | None, seat: int | None) -> int | None:
    """The eyes a seat's token reads with: its seat, or None (a spectator's) once the seat
    forfeited - it resigned or lost on time in a 3-4 player game and its bot plays on
    (issue 30, item 6). The bot's hand, draws and crystals are not the seat's to see any
    more, and neither is its own past: from the forfeit on the token reads as a spectator
    everywhere, replays of earlier versions included (one rule for every read path, with
    nothing to work out per version). The service resolves a token through this
    (``GameService.seat_for``) and again wherever a read outlives the table it resolved
    it on (the view's long poll, the feed, an open stream). A bot that merely took a seat
    over (``on_timeout: bot``) plays for the seat, which still sees its own view."""
    if seat is None or table is None or not table["seats"][seat]["out"]:
        return seat
    return None


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
        shown = {k: v for k, v in ch.items() if k in ("seat", "name", "then", "bot", "reason", "failures", "account",
                                                      "until", "by", "ms")}
        by = "system" if ch["type"] in BY_SYSTEM else "seat"
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
    obs = observation(game, state, seat)
    result = None
    if over:
        result = dict(game.result(state) or {})
        result.update(result_words(game, result, obs))
        if reveal is not None:
            result["fairness"] = reveal
    auto = None if over else game.auto_move(state)
    return {
        "id": gid,
        "type": game.id,
        # the rules the game is played and folded under (issue 27; 1 before versions were stored)
        "rules_version": int((meta or {}).get("rules_version") or 1),
        "version": version,
        "status": "finished" if over else "active",
        "to_act": [] if over else list(game.to_act(state)),
        "waiting_for": None if over else ("system" if auto is not None else "seats"),
        "you": seat,
        "state": obs,
        # what is to decide now, for the prompt's template (issue 24): texts.decisions[key]
        "decision": None if over else game.decision(obs),
        "result": result,
        "undo_to": undo_to,
        "fairness": {"commitment": commitment, "scheme": "sha256(nonce + ':' + seed)",
                     **chosen_seed(meta or {})},
    }


def result_words(game: Game, result: dict, view: dict) -> dict:
    """What a finished game's result says for players beside the game's own figures (issue
    24; the fields it had stay): ``final_scores`` (each seat's score and its parts, per the
    game's scoring), ``tie_breaker`` (a code of texts.results ``tie_breaker.*``) and ``end``
    (why it ended: ``by`` rules, with the rules' ``reason``). ``with_table`` changes ``end``
    when a seat's resignation or timeout ended it, an operator aborted it, or bots finished
    seats that forfeited."""
    b = game.result_breakdown(result, view)
    return {"final_scores": b.get("scores", []), "tie_breaker": b.get("tie_breaker"),
            "end": {"by": "rules", "reason": b.get("end_reason") or result.get("reason") or "rules"}}


def table_end(result: dict, table: dict) -> dict:
    """``result.end`` once the table is folded in: a resignation or a timeout that ended the
    game names the seat; an aborted game says so; seats that forfeited while bots finished
    them (and seats a bot took over on timeout) are listed in ``bots_finished``."""
    reason = result.get("reason")
    end = dict(result.get("end") or {"by": "rules", "reason": reason or "rules"})
    if reason in ("resign", "timeout") and result.get("seat") is not None:
        end = {"by": reason, "reason": reason, "seat": result["seat"]}
    elif reason == "aborted":
        end = {"by": "abort", "reason": "aborted"}
    bots = [i for i, s in enumerate(table["seats"]) if s["out"] or s.get("taken_over")]
    if bots and end["by"] == "rules":
        end["bots_finished"] = bots
    return end


def chosen_seed(meta: dict) -> dict:
    """Fair play: a seed chosen by the game's creator decides every deal and draw, so it is
    shown to every seat and spectator from version 1 (a prearranged deal, plainly marked).
    A server-drawn seed stays secret until the end (only its commitment is shown)."""
    if meta.get("seed_chosen_by") != "creator":
        return {}
    return {"seed": int(meta["seed"]), "seed_chosen_by": "creator"}


def table_flags(meta: dict) -> dict:
    """What the view and the lobby show of a table's analysis settings (issue 27):
    ``hints`` (its seats may ask the expert while it runs) and, for a what-if branch,
    ``branch_of`` ({id, version, seat}: the game and the seat's point it was branched from;
    a branch is a sandbox, never rated)."""
    out = {"hints": meta.get("hints") == "1"}
    if meta.get("branch_of"):
        out["branch_of"] = json.loads(meta["branch_of"])
    return out


def lobby_fairness(meta: dict) -> dict:
    """The lobby summary's ``fairness`` entry: only for a creator-chosen seed."""
    seed = chosen_seed(meta)
    return {"fairness": seed} if seed else {}


def with_table(env: dict, table: dict, now_ms: int, reveal: dict | None) -> dict:
    """Fold the table (projections/table.py: seats joining, leaving, the clock) into an
    envelope: ``waiting`` until every open seat is taken; ``finished`` when a seat's
    leaving ended the game (the other wins); seats that forfeited are named in the result
    and rank last (``forfeit_result``)."""
    waiting = tables.waiting(table)
    if waiting:
        env.update(status="waiting", to_act=[], waiting_for="players", undo_to=None)
    elif table.get("result") is not None:
        res = {**table["result"], **({"fairness": reveal} if reveal is not None else {})}
        env.update(status="finished", to_act=[], waiting_for=None, undo_to=None,
                   result={**res, "final_scores": [], "tie_breaker": None, "end": table_end(res, table)})
    elif env["status"] == "finished" and env.get("result") is not None:
        res = forfeit_result(env["result"], table)
        env["result"] = {**res, "end": table_end(res, table)}   # a new dict: the caller's may be a state's own
    if env["status"] == "finished" and env.get("result") is not None and table.get("taken_over"):
        # a bot finished the game for these seats after their clocks ran out (issue 26, item 3)
        env["result"] = {**env["result"], "taken_over": list(table["taken_over"])}
    if table.get("rated"):
        env["rated"] = True  # (issue 26, item 1)
    if env.get("status") != "active":
        env["decision"] = None
    env["seats"] = tables.seats_view(table)
    env["open_seats"] = tables.open_seats(table)
    env["clock"] = tables.clock_view(table, now_ms, env["status"] != "active")
    return env


def forfeit_result(result: dict, table: dict) -> dict:
    """A finished game's result once the seats that forfeited are taken out of the running
    (issue 30, item 7): their bots played on so the others could finish, but a seat that
    resigned or lost on time cannot win. The seats that did not forfeit keep the game's
    order and ties (places counted again among them); the best of them win - unless the
    game's own result has no winner (a draw by the rules, e.g. Blue Moon City's §11.2), which
    stays so. The forfeited seats rank last, one place each, in the order they forfeited:
    the first to forfeit ranks last (it held out least; the one that held out longest ranks
    highest of them, as in an elimination). ``forfeited`` lists them in that order too.
    Every figure the game gives (scores, tokens left) stays as played. The view, the lobby
    summary and the stream's ``end`` all fold the table through here."""
    order = tables.forfeits(table)
    if not order:
        return result
    out = set(order)
    res = dict(result)
    ranking = res.get("ranking")
    ranked = (isinstance(ranking, list) and all(isinstance(r, dict) and isinstance(r.get("place"), int)
                                                and r.get("seat") is not None for r in ranking))
    if ranked:
        kept = [r for r in ranking if r["seat"] not in out]
        new = [{**r, "place": 1 + sum(1 for k in kept if k["place"] < r["place"])} for r in kept]
        by_seat = {r["seat"]: r for r in ranking}
        new += [{**by_seat.get(s, {"seat": s}), "place": len(kept) + 1 + i} for i, s in enumerate(reversed(order))]
        res["ranking"] = new
    winners = res.get("winners")
    if isinstance(winners, list):
        if ranked and winners:  # someone won by the rules: the best seat that did not forfeit
            res["winners"] = sorted(r["seat"] for r in res["ranking"] if r["seat"] not in out and r["place"] == 1)
        else:
            res["winners"] = [w for w in winners if w not in out]
    res["forfeited"] = order
    return res


def _untokened(change: dict | None) -> dict | None:
    """A seat change or table setup without token hashes (never shown, on any path)."""
    if change is None:
        return None
    out = {k: v for k, v in change.items() if k != "tok"}
    if isinstance(out.get("seats"), list):
        out["seats"] = [{k: v for k, v in s.items() if k != "tok"} for s in out["seats"]]
    return out


def record_entry(game: Game, rec: Record, seat: int | None, complete: bool) -> dict:
    """A stored record as an entry of the game record (``GET /v1/games/{id}/record``,
    issue 27; service/records.py chains and checks them). ``complete`` (the game is over
    and its seed revealed): everything as stored - the initial state, every event
    unredacted, every move, the reveal flags - which an importer replays against the
    rules. Otherwise what ``seat`` may see and nothing more, as on every other read path:
    the initial state and each event through ``view``/``event_view``, only the seat's own
    moves (another seat's move may name a card its events hide), no reveal flags (the
    count of reveals is where chance is drawn). Token hashes never appear."""
    e: dict = {"version": rec.version, "kind": rec.kind}
    if rec.at is not None:
        e["at"] = rec.at
    if rec.run is not None:
        e["run"] = rec.run
    if rec.kind == "game":
        e.update(seat=rec.seat, cmd=rec.cmd, event=rec.event if complete else game.event_view(rec.event, seat))
        if complete:
            e["reveals"] = bool(rec.reveals)
        if rec.move is not None and (complete or (seat is not None and rec.seat == seat)):
            e["move"] = rec.move
    elif rec.kind == "undo":
        e.update(seat=rec.seat, cmd=rec.cmd, to=rec.to)
    elif rec.kind == "seat":
        e.update(seat=rec.seat, cmd=rec.cmd, change=_untokened(rec.change))
    else:  # created: the initial state (the table's setup rides along, as stored)
        e["state"] = rec.state if complete else game.view(game.load_state(rec.state), seat)
        if rec.change is not None:
            e["table"] = _untokened(rec.change)
    return e
