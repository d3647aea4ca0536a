"""JSON Schemas (2020-12 style) of the moves, views and events of Azul: Summer Pavilion."""
from __future__ import annotations

from .board import COLOURS, SPACES

COLOUR = {"type": "string", "enum": list(COLOURS), "description": "A tile colour."}
SPACE = {"type": "string", "enum": list(SPACES),
         "description": "A board space '<star>-<position>' (§3.2), e.g. 'blue-6' or 'center-2'."}
SEAT = {"type": "integer", "minimum": 0, "maximum": 3}
COUNTS = {
    "type": "object",
    "description": "Tile counts per colour (all six colours).",
    "properties": {c: {"type": "integer", "minimum": 0} for c in COLOURS},
    "required": list(COLOURS),
    "additionalProperties": False,
}
SPARSE_COUNTS = {
    "type": "object",
    "description": "Tile counts per colour; absent colours count 0.",
    "properties": {c: {"type": "integer", "minimum": 0} for c in COLOURS},
    "additionalProperties": False,
}


def _obj(props: dict, required: list, description: str) -> dict:
    return {"type": "object", "description": description, "properties": props,
            "required": required, "additionalProperties": False}


def _system(name: str, description: str) -> dict:
    return _obj({"type": {"const": name}}, ["type"], "SYSTEM table step: " + description)


MOVE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "AzulSummerPavilionMove",
    "oneOf": [
        _obj({"type": {"const": "take"}, "source": {"const": "factory"},
              "factory": {"type": "integer", "minimum": 0, "maximum": 8,
                          "description": "Index of the factory display (0-based)."},
              "colour": COLOUR},
             ["type", "source", "factory", "colour"],
             "Phase 1 (§6.1): take every tile of a non-wild colour from a factory display, "
             "plus exactly one wild tile if it holds any; the rest goes to the centre. "
             "The wild colour itself may be named only when the display holds nothing but "
             "wild tiles (then exactly one is taken). "
             "Example: {\"type\": \"take\", \"source\": \"factory\", \"factory\": 2, \"colour\": \"red\"}."),
        _obj({"type": {"const": "take"}, "source": {"const": "centre"}, "colour": COLOUR},
             ["type", "source", "colour"],
             "Phase 1 (§6.2, §6.3): take from the centre, same rule; the first taker of the "
             "round also takes the start-player token and loses 1 point per tile taken "
             "(never below 1)."),
        _obj({"type": {"const": "place"}, "space": SPACE, "colour": COLOUR,
              "k": {"type": "integer", "minimum": 1, "maximum": 6,
                    "description": "Tiles of `colour` paid; the other cost-k are wild tiles."}},
             ["type", "space", "colour", "k"],
             "Phase 2 (§7.2-§7.5): place one tile of `colour` on an empty space whose "
             "printed number N is the cost: pay k tiles of that colour (k >= 1) and N-k wild "
             "tiles; one tile goes on the board, the rest to the tower. A wild-colour tile "
             "placed as its own colour needs k = N. "
             "Example: {\"type\": \"place\", \"space\": \"blue-6\", \"colour\": \"blue\", \"k\": 3}."),
        _obj({"type": {"const": "take_bonus"}, "colour": COLOUR}, ["type", "colour"],
             "Phase 2 (§7.5): take one bonus tile of this colour from the supply; repeated "
             "until every bonus tile earned by the placement is taken."),
        _obj({"type": {"const": "pass"}, "keep": SPARSE_COUNTS}, ["type", "keep"],
             "Phase 2 (§7.7): stop placing this round, keeping up to 4 hand tiles in the "
             "corners (e.g. {\"green\": 4}); every other hand tile is discarded at -1 point "
             "each (never below 1)."),
        _system("setup", "draw the supply and the factory displays (§4)."),
        _system("start_placing", "phase 1 is over; phase 2 begins (§6, §7.1)."),
        _system("refill_supply", "refill the supply to 10 from the bag (§7.6)."),
        _system("next_round", "prepare the next round (§8)."),
        _system("final_scoring", "final bonuses after round 6 (§9)."),
    ],
}

SEAT_VIEW = _obj({
    "score": {"type": "integer", "minimum": 1},
    "hand": COUNTS,
    "corners": COUNTS,
    "board": {"type": "object", "description": "Filled spaces: space id -> colour.",
              "propertyNames": SPACE, "additionalProperties": COLOUR},
    "passed": {"type": "boolean"},
}, ["score", "hand", "corners", "board", "passed"], "One player's public table area.")

VIEW_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "AzulSummerPavilionView",
    **_obj({
        "viewer": {"type": ["integer", "null"]},
        "players": {"type": "integer", "minimum": 2, "maximum": 4},
        "board_side": {"enum": ["front", "grey"]},
        "round": {"type": "integer", "minimum": 0, "maximum": 6},
        "wild_colour": {"anyOf": [COLOUR, {"type": "null"}]},
        "phase": {"type": "integer", "minimum": 0, "maximum": 4,
                  "description": "0 setup, 1 acquire, 2 place, 3 prepare, 4 game over."},
        "step": {"enum": ["setup", "acquire", "acquire_done", "place", "bonus", "refill",
                          "round_done", "over"]},
        "start_player": SEAT,
        "token": {"anyOf": [SEAT, {"type": "null"}],
                  "description": "Seat holding the start-player token, null = in the centre."},
        "active": {"anyOf": [SEAT, {"type": "null"}]},
        "to_act": {"type": "array", "items": SEAT},
        "pending_bonus": {"type": "integer", "minimum": 0},
        "bag": COUNTS, "tower": COUNTS, "supply": COUNTS, "centre": COUNTS,
        "factories": {"type": "array", "items": COUNTS},
        "seats": {"type": "array", "items": SEAT_VIEW},
    }, ["viewer", "players", "board_side", "round", "wild_colour", "phase", "step",
        "start_player", "token", "active", "to_act", "pending_bonus", "bag", "tower",
        "supply", "centre", "factories", "seats"],
        "Everything at an Azul table is public; the bag is shown as counts."),
}

POINTS = {"type": "integer", "description": "Score change for the seat (signed)."}

EVENT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "AzulSummerPavilionEvent",
    "oneOf": [
        _obj({"type": {"const": "game_setup"}, "supply": COUNTS,
              "factories": {"type": "array", "items": COUNTS}, "start_player": SEAT},
             ["type", "supply", "factories", "start_player"], "Setup draws (§4)."),
        _obj({"type": {"const": "tiles_taken"}, "seat": SEAT,
              "source": {"enum": ["factory", "centre"]},
              "factory": {"anyOf": [{"type": "integer", "minimum": 0}, {"type": "null"}]},
              "colour": COLOUR, "count": {"type": "integer", "minimum": 1},
              "wild": {"type": "integer", "minimum": 0, "maximum": 1},
              "to_centre": COUNTS, "token": {"type": "boolean"}, "points": POINTS},
             ["type", "seat", "source", "factory", "colour", "count", "wild", "to_centre",
              "token", "points"], "Phase-1 take (§6)."),
        _obj({"type": {"const": "placing_started"}, "round": {"type": "integer"},
              "active": SEAT}, ["type", "round", "active"], "Phase 2 begins (§7.1)."),
        _obj({"type": {"const": "tile_placed"}, "seat": SEAT, "space": SPACE,
              "colour": COLOUR, "k": {"type": "integer", "minimum": 1},
              "wilds": {"type": "integer", "minimum": 0}, "wild_colour": COLOUR,
              "cost": {"type": "integer", "minimum": 1}, "points": POINTS,
              "structures": {"type": "array", "items": {"type": "string"}},
              "bonus_earned": {"type": "integer", "minimum": 0},
              "bonus_owed": {"type": "integer", "minimum": 0}},
             ["type", "seat", "space", "colour", "k", "wilds", "wild_colour", "cost",
              "points", "structures", "bonus_earned", "bonus_owed"],
             "A tile placed (§7.2-§7.5)."),
        _obj({"type": {"const": "bonus_taken"}, "seat": SEAT, "colour": COLOUR},
             ["type", "seat", "colour"], "One bonus tile from the supply (§7.5)."),
        _obj({"type": {"const": "passed"}, "seat": SEAT, "kept": COUNTS,
              "discarded": COUNTS, "points": POINTS},
             ["type", "seat", "kept", "discarded", "points"], "A pass (§7.7)."),
        _obj({"type": {"const": "supply_refilled"}, "drawn": COUNTS,
              "tower_poured": {"type": "boolean"}},
             ["type", "drawn", "tower_poured"], "Supply refill (§7.6)."),
        _obj({"type": {"const": "round_started"}, "round": {"type": "integer"},
              "wild_colour": COLOUR, "factories": {"type": "array", "items": COUNTS},
              "tower_poured": {"type": "boolean"}, "start_player": SEAT},
             ["type", "round", "wild_colour", "factories", "tower_poured", "start_player"],
             "Phase 3: next round prepared (§8)."),
        _obj({"type": {"const": "final_scored"}, "scores": {"type": "array", "items": _obj({
            "seat": SEAT,
            "stars": {"type": "object", "additionalProperties": {"type": "integer"}},
            "numbers": {"type": "object", "additionalProperties": {"type": "integer"}},
            "corner_tiles": {"type": "integer", "minimum": 0},
            "corner_points": POINTS, "points": POINTS,
            "final_score": {"type": "integer", "minimum": 1}},
            ["seat", "stars", "numbers", "corner_tiles", "corner_points", "points",
             "final_score"], "One seat's final bonuses (§9).")}},
             ["type", "scores"], "Final scoring (§9)."),
    ],
}
