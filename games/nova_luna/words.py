"""Nova Luna in words (issue 24): ICU MessageFormat templates for every move, decision,
event and end of the game (parameters: fields of the move, ``decision.params``, the event);
tiles are named by colour and cost, never by their number. English here; Russian and Polish
in translations/ (terms of the Russian edition: тайл, токен, лунный трек, трек выбора)."""
from __future__ import annotations

import json
import os

with open(os.path.join(os.path.dirname(__file__), "data.json"), encoding="utf-8") as _f:
    _TILES = json.load(_f)["tiles"]

COLOURS = {"teal": "teal", "blue": "blue", "red": "red", "yellow": "yellow"}

MOVES = {
    # (tile, side, next_to, row, column: the view's decision.move_params; row and column as the
    # display is drawn, with one free row and column round the tiles, counted from 1)
    "take": ("Take the {tile, name, tile} and place it {side, select, right {right of the {next_to, name, tile}} "
             "left {left of the {next_to, name, tile}} below {below the {next_to, name, tile}} "
             "above {above the {next_to, name, tile}} other {as your first tile}} (row {row}, column {column})"),
    "refill": "Refill the selection track",
    "end_phase_1": "End phase 1",
}

DECISIONS = {
    "take": "Your turn: take one of the three tiles after the meeple and place it next to your tiles.",
    "take_or_refill": "Your turn: take a tile, or first refill the selection track (only 1 or 2 tiles are left).",
    "take_or_end_phase_1": "Solo game: take a tile, or end phase 1 now.",
    "table": "The table refills the selection track.",
    "over": "The game is over.",
}

EVENTS = {
    "take": "{seat, name, seat} took a {tile, name, tile} and moved {cost, plural, one {# space} other {# spaces}} on the moon track.",
    "tasks_covered": "{seat, name, seat} completed {tasks, plural, one {# task} other {# tasks}} and covered {tasks, plural, one {it} other {them}} with tokens.",
    "refill": "The selection track was refilled{pile, plural, =0 {; the draw pile is empty} one {; # tile left in the draw pile} other {; # tiles left in the draw pile}}.",
    "phase_1_ended": "Solo game: phase 1 ended with a record of {record}; phase 2 begins.",
    "game_over": "The game is over.",
}

RESULTS = {
    "end.supply_empty": "A player placed all their tokens.",
    "end.tiles_exhausted": "The tiles ran out.",
    "tie_breaker.moon_track": "Tie on tokens: the player who would move next on the moon track wins.",
    "tie_breaker.none": "No tie.",
    "part.tokens_placed": "Tokens placed",
    "part.tokens_left": "Tokens left",
    "part.phase_1_record": "Phase 1 record",
    "part.phase_2_record": "Phase 2 record",
}


def names() -> dict:
    tiles = {str(t["id"]): f"{COLOURS[t['colour']]} tile ({t['cost']})" for t in _TILES}
    return {"colour": dict(COLOURS), "tile": tiles}


def decision(view: dict) -> dict | None:
    from .catalogue import decision_kind
    out = {"key": decision_kind(view), "params": {}}
    mp = move_params(view)
    if mp:
        out["move_params"] = mp
    return out


#: a free space named by the tile it touches, looked for in this order (as the page draws it:
#: y grows downwards, so the tile above a space is at y - 1)
_SIDES = ((-1, 0, "right"), (0, -1, "below"), (1, 0, "left"), (0, 1, "above"))


def move_params(view: dict) -> list[dict]:
    """What a ``take`` move's template reads beyond the move (issue 24): for each space of the
    selection track the seat to act may take from, the ``tile`` on it; for each space of its
    display a tile may go to, the tile it touches (``side`` of ``next_to``; ``first`` for the
    first tile) and its ``row`` and ``column`` as the display is drawn (one free row and column
    round the tiles, counted from 1) - never the model's x, y. The track and the displays are
    public, so every seat's view gives them (a spectator, an analysis of the opponent's move)."""
    from .rules import frontier
    to_act = view.get("to_act") or []
    if view.get("over") or len(to_act) != 1:
        return []
    mine = next((s for s in view.get("seats") or [] if s.get("seat") == to_act[0]), None)
    if mine is None:
        return []
    display = mine["display"]
    cells = {(x, y): t for x, y, t in display}
    x0 = min([0] + [x for x, _y, _t in display]) - 1
    y0 = min([0] + [y for _x, y, _t in display]) - 1
    out = [{"match": {"track_space": s}, "params": {"tile": view["track"][s]}}
           for s in view.get("available") or [] if view["track"][s] is not None]
    for x, y in frontier(display):
        side, next_to = "first", None
        for dx, dy, name in _SIDES:
            if (x + dx, y + dy) in cells:
                side, next_to = name, cells[(x + dx, y + dy)]
                break
        out.append({"match": {"x": x, "y": y},
                    "params": {"side": side, "next_to": next_to, "row": y - y0 + 1, "column": x - x0 + 1}})
    return out


def breakdown(result: dict, view: dict) -> dict:
    """``scores`` (each seat's figures), ``tie_breaker`` and the end's reason."""
    if result.get("lower_is_better"):   # solo: the record, lower is better
        scores = [{"seat": 0, "score": result["score"],
                   "parts": {"phase_1_record": result.get("phase_1_record"),
                             "phase_2_record": result.get("phase_2_record")}}]
        return {"scores": scores, "tie_breaker": "none", "end_reason": result.get("reason")}
    ranking = result.get("ranking") or []
    scores = [{"seat": r["seat"], "score": r["tokens_placed"],
               "parts": {"tokens_placed": r["tokens_placed"], "tokens_left": r["tokens_left"]}} for r in ranking]
    lefts = [r["tokens_left"] for r in ranking]
    tied = len(lefts) > 1 and lefts[0] == lefts[1]
    return {"scores": scores, "tie_breaker": "moon_track" if tied else "none", "end_reason": result.get("reason")}

#: the lobby's words for the options (issue 24): ``label``, ``help`` and a name per choice
OPTIONS = {
    "first_game": {"label": "First game", "help": "A shorter game: with 3 or 4 players each takes fewer tokens.", "choices": {}},
    "solo_phase_2_record": {"label": "Solo: second record", "help": "Which tiles count for the record of the second phase of a solo game.",
                            "choices": {"all_tiles": "all tiles", "phase_2_tiles": "only tiles of the second phase"}},
    "solo_final_penalty": {"label": "Solo: penalty", "help": "Which tokens cost 10 points each when a solo game ends with tokens left.",
                           "choices": {"of_21": "every token left", "of_13": "only tokens of the second stack"}},
}
