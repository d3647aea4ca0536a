"""JSON Schemas (2020-12 style) of Nova Luna's moves, views and events, for openapi.yaml."""
from __future__ import annotations

_INT = {"type": "integer"}
_SEAT = {"type": "integer", "minimum": -1, "maximum": 3}
_SPACE = {"type": "integer", "minimum": 0, "maximum": 11}
_TILE = {"type": "integer", "minimum": 1, "description": "tile id from the Nova Luna tile list (data.json)"}
_CELL_TILE = {"type": "array", "prefixItems": [_INT, _INT, _TILE], "minItems": 3, "maxItems": 3,
              "description": "[x, y, tile]: a tile in a display; x grows right, y grows down"}
_TASK_REF = {"type": "array", "prefixItems": [_TILE, {"type": "integer", "minimum": 0, "maximum": 2}],
             "minItems": 2, "maxItems": 2, "description": "[tile, task index] of a covered task"}

MOVE_SCHEMA = {
    "oneOf": [
        {
            "type": "object",
            "title": "take",
            "description": ("§6.2-§6.5: take the tile on selection-track space `track_space` (one of the next "
                            "three tiles clockwise from the meeple), move the meeple there, advance on the "
                            "moon track by its cost, and place it at cell (x, y) of your display: (0, 0) "
                            "for the first tile, then an empty cell orthogonally adjacent to your display. "
                            "Fulfilled tasks are covered automatically (§6.6)."),
            "properties": {
                "type": {"const": "take"},
                "track_space": _SPACE,
                "x": _INT,
                "y": _INT,
            },
            "required": ["type", "track_space", "x", "y"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "title": "refill",
            "description": ("§6.1: optional refill at the start of your turn when 1 or 2 tiles remain on "
                            "the track and the draw pile is not empty (not in solo phase 1). Declining is "
                            "simply taking a tile. The compulsory refill (no tile left) and the solo refill "
                            "between the phases are played by the table (SYSTEM seat) as an auto move."),
            "properties": {"type": {"const": "refill"}},
            "required": ["type"],
            "additionalProperties": False,
        },
        {
            "type": "object",
            "title": "end_phase_1",
            "description": "Solo only (§9): end phase 1, offered on every phase-1 turn once the 8 tokens are down.",
            "properties": {"type": {"const": "end_phase_1"}},
            "required": ["type"],
            "additionalProperties": False,
        },
    ]
}

_RESULT = {
    "type": ["object", "null"],
    "properties": {
        "winners": {"type": "array", "items": _SEAT},
        "ranking": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {"seat": _SEAT, "place": _INT, "tokens_left": _INT, "tokens_placed": _INT,
                               "distance": _INT, "score": _INT},
                "required": ["seat", "place", "tokens_left", "tokens_placed"],
            },
        },
        "scores": {"type": "array", "items": _INT},
        "reason": {"enum": ["supply_empty", "tiles_exhausted"]},
    },
    "required": ["winners", "ranking", "scores", "reason"],
}

VIEW_SCHEMA = {
    "type": "object",
    "description": ("A seat's view of a Nova Luna table. Everything is public except the draw pile, "
                    "shown only as `pile_count`."),
    "properties": {
        "game": {"const": "nova-luna"},
        "you": {"type": ["integer", "null"]},
        "players": {"type": "integer", "minimum": 1, "maximum": 4},
        "first_game": {"type": "boolean"},
        "track": {"type": "array", "minItems": 12, "maxItems": 12, "items": {"type": ["integer", "null"]},
                  "description": "tile id on each selection-track space 0-11 (null: empty)"},
        "meeple": _SPACE,
        "available": {"type": "array", "items": _SPACE, "maxItems": 3},
        "pile_count": {"type": "integer", "minimum": 0},
        "seats": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "seat": _SEAT,
                    "supply": _INT,
                    "tokens_placed": _INT,
                    "display": {"type": "array", "items": _CELL_TILE},
                    "covered": {"type": "array", "items": _TASK_REF},
                    "distance": {"type": "integer", "description": "moon-track distance travelled"},
                    "space": {"type": "integer", "minimum": 0, "maximum": 23},
                    "arrival": {"type": "integer", "description": "higher = higher in its stack"},
                },
                "required": ["seat", "supply", "tokens_placed", "display", "covered"],
            },
        },
        "to_act": {"type": "array", "items": _SEAT},
        "refill_allowed": {"type": "boolean"},
        "over": {"type": "boolean"},
        "result": _RESULT,
        "solo": {
            "type": ["object", "null"],
            "properties": {
                "phase": {"enum": [1, 2]},
                "small_stack": _INT,
                "big_stack": _INT,
                "phase_1_record": {"type": ["integer", "null"]},
                "can_end_phase_1": {"type": "boolean"},
            },
            "required": ["phase", "small_stack", "big_stack", "phase_1_record", "can_end_phase_1"],
        },
    },
    "required": ["game", "you", "players", "track", "meeple", "available", "pile_count", "seats",
                 "to_act", "refill_allowed", "over", "result", "solo"],
}

EVENT_SCHEMA = {
    "oneOf": [
        {
            "type": "object", "title": "take",
            "properties": {"type": {"const": "take"}, "seat": _SEAT, "track_space": _SPACE, "tile": _TILE,
                           "x": _INT, "y": _INT, "cost": {"type": "integer", "minimum": 1, "maximum": 7},
                           "distance": _INT, "arrival": _INT},
            "required": ["type", "seat", "track_space", "tile", "x", "y", "cost"],
            "additionalProperties": False,
        },
        {
            "type": "object", "title": "tasks_covered",
            "properties": {"type": {"const": "tasks_covered"}, "seat": _SEAT,
                           "tasks": {"type": "array", "items": _TASK_REF, "minItems": 1}},
            "required": ["type", "seat", "tasks"],
            "additionalProperties": False,
        },
        {
            "type": "object", "title": "refill",
            "description": "tiles drawn at random from the pile, face up on the track (reveals chance)",
            "properties": {"type": {"const": "refill"}, "seat": _SEAT, "forced": {"type": "boolean"},
                           "tiles": {"type": "array", "items": {"type": "array", "prefixItems": [_SPACE, _TILE],
                                                                "minItems": 2, "maxItems": 2}},
                           "pile": {"type": "integer", "minimum": 0}},
            "required": ["type", "seat", "forced", "tiles", "pile"],
            "additionalProperties": False,
        },
        {
            "type": "object", "title": "phase_1_ended",
            "properties": {"type": {"const": "phase_1_ended"}, "seat": _SEAT,
                           "reason": {"enum": ["stopped", "tiles_exhausted"]},
                           "tiles_cost": _INT, "missing": _INT, "record": _INT, "tile_count": _INT},
            "required": ["type", "seat", "reason", "tiles_cost", "missing", "record", "tile_count"],
            "additionalProperties": False,
        },
        {
            "type": "object", "title": "game_over",
            "properties": {"type": {"const": "game_over"},
                           "reason": {"enum": ["supply_empty", "tiles_exhausted"]},
                           "result": _RESULT},
            "required": ["type", "reason", "result"],
            "additionalProperties": False,
        },
    ]
}
