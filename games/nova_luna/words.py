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
    "take": "Take the tile from space {track_space} of the selection track and place it in column {x}, row {y}",
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
    return {"key": decision_kind(view), "params": {}}


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
