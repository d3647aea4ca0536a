"""Nova Luna's static self-description (GET /v1/game-types/nova-luna): the 68 tiles
(colour, cost, tasks), the selection and moon tracks, tokens, the solo game, and a text per
move, decision and rule. Tile ids are the ones the views use (view: track[i], display
[x, y, tile], covered [tile, task index])."""
from __future__ import annotations

import json
import os

from games.texts import texts as _texts

from . import words as W

HERE = os.path.dirname(__file__)
with open(os.path.join(HERE, "data.json"), encoding="utf-8") as _f:
    DATA = json.load(_f)

# What a client needs to draw the tiles and tracks (issue 23, items 3-4): colour values, a
# second cue per colour (so no two colours are confused under deuteranopia or protanopia), the
# players' colours (pawns on the moon track and their tokens), Okabe-Ito values where they fit.
DRAWING = {
    "colour_values": {"red": "#d55e00", "blue": "#0072b2", "teal": "#56b4e9", "yellow": "#f0e442"},
    "colour_symbols": {"red": "\u25b2", "blue": "\u25a0", "teal": "\u25cf", "yellow": "\u2605"},
    "colour_symbol_names": {"red": "triangle", "blue": "square", "teal": "circle", "yellow": "star"},
    "seat_colours": [{"id": "white", "value": "#f4f4f4", "symbol": "\u25cf"},
                     {"id": "black", "value": "#222222", "symbol": "\u25a0"},
                     {"id": "orange", "value": "#e69f00", "symbol": "\u25b2"},
                     {"id": "purple", "value": "#9b59c6", "symbol": "\u25c6"}],
    "task_circle_px": 16,
}


def catalogue(game=None) -> dict:
    d = DATA
    return {
        "notes": ("Tiles carry this project's ids 1-68 (teal 1-17, blue 18-34, red 35-51, yellow 52-68). "
                  "cost = moon-track spaces the taker moves. A task is a list of 1-4 colours: it is "
                  "fulfilled when, for each colour, that many tiles of the colour (other than the task's own "
                  "tile) are in the orthogonally connected same-colour groups touching the tile (§7). "
                  "Task indexes (view: covered [tile, index]) count from 0 in the order listed. "
                  "The display is an unbounded grid: view seats[i].display lists [x, y, tile] in placement "
                  "order; the first tile is at (0, 0)."),
        "colours": [c["key"] for c in d["colours"]],
        "drawing": DRAWING,
        "tiles": [{"id": t["id"], "colour": t["colour"], "cost": t["cost"],
                   "tasks": [list(task) for task in t["tasks"]]} for t in d["tiles"]],
        "tile_counts": {"total": d["tile_counts"]["total"], "per_colour": d["tile_counts"]["per_colour"]},
        "selection_track": {
            "spaces": d["selection_track"]["spaces"],
            "meeple_start_space": d["selection_track"]["meeple_start_space"],
            "choice_window": d["selection_track"]["choice_window"],
            "note": ("12 spaces numbered clockwise 0-11 (view: track[i] = tile id or null; meeple = the "
                     "meeple's space, never holding a tile). Space 0 is above the golden new-moon field. "
                     "The available tiles (view: available) are the first 3 tiles clockwise after the "
                     "meeple; refills fill empty spaces clockwise from the meeple."),
        },
        "moon_track": {
            "spaces": d["moon_track"]["spaces"],
            "start_space": d["moon_track"]["start_space"],
            "full_moon_space": 12, "half_moon_spaces": [6, 18],
            "direction": "clockwise",
            "note": ("24 spaces, 0 = new moon (start). view seats[i].distance is the total distance travelled, "
                     "space = distance mod 24; markers on the same space stack, the highest 'arrival' on top. "
                     "The rearmost marker (top of its stack on a tie) moves next (§5)."),
        },
        "tokens": {"per_player": d["tokens"]["standard_taken"],
                   "to_place_on_tasks": d["tokens"]["standard_to_place_on_tasks"],
                   "first_game": d["tokens"]["first_game_recommendation"],
                   "note": "The first to place all tokens (view: supply = tokens left) wins (§8)."},
        "solo": {"phase_1_token_stack": d["solo"]["phase1_token_stack"],
                 "phase_2_token_stack": d["solo"]["phase2_token_stack"],
                 "penalty_per_missing_token": d["solo"]["penalty_per_missing_token"],
                 "score": d["solo"]["score"], "benchmark": d["solo"]["benchmark"]},
    }


def texts() -> dict:
    t = _texts(HERE, W.MOVES, W.DECISIONS, "view.decision.key", W.EVENTS, results=W.RESULTS, names=W.names())
    t["decision_note"] = DECISION_NOTE
    return t


DECISION_NOTE = ("view.decision.key names it (issue 24); derived as: over: view.over; table: nobody in view.to_act; take_or_end_phase_1: "
                 "view.solo.can_end_phase_1; take_or_refill: view.refill_allowed; else take.")


def decision_kind(view: dict) -> str | None:
    if view.get("over"):
        return "over"
    if not view.get("to_act"):
        return "table"
    if (view.get("solo") or {}).get("can_end_phase_1"):
        return "take_or_end_phase_1"
    if view.get("refill_allowed"):
        return "take_or_refill"
    return "take"
