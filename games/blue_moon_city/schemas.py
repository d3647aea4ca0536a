"""JSON Schemas (2020-12 style) of Blue Moon City moves, views and events."""
from __future__ import annotations

from .data import CARD_TYPES, COLORS, DRAGONS

_CARD = {"type": "string", "enum": list(CARD_TYPES),
         "description": "a card named by people and value, e.g. \"Aqua2\", \"Khind1\""}
_CARDS = {"type": "array", "items": _CARD}
_CELL = {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 4},
         "minItems": 2, "maxItems": 2, "description": "[x, y]; x grows east, y grows south"}
_SEAT = {"type": "integer", "minimum": 0, "maximum": 3}
_SEATS = {"type": "array", "items": {"type": "integer"}}
_INTS = {"type": "array", "items": {"type": "integer"}}
_MULTISET = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1},
             "propertyNames": {"enum": list(CARD_TYPES)}}
_REWARD = {"type": "object", "properties": {k: {"type": "integer"} for k in ("crystals", "cards", "scales")},
           "required": ["crystals", "cards", "scales"]}


def _obj(type_: str, props: dict | None = None, required=(), desc: str = "") -> dict:
    props = dict(props or {})
    props["type"] = {"const": type_}
    d = {"type": "object", "properties": props, "required": ["type", *required],
         "additionalProperties": False}
    if desc:
        d["description"] = desc
    return d


MOVE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Blue Moon City move",
    "description": (
        "A turn has three steps (spec §4.2): movement (move, flit1, flit2, dragon_place, dragon_move, "
        "end_movement), contribution (contribute, offer, pillar_offer, end_contribution) and discard. "
        "Paying a box: 'cards' is the multiset of cards to discard (order irrelevant, copies named "
        "alike). Do not declare roles: the payment is legal if some reading works (§6.2) - Khind is a "
        "wild 1, two Mimix 1/2 are a wild 3, a Hoax 1 recolours 1-4 cards of one colour, a Hoax 2 one "
        "card, every card needs a role, all value cards end in the box colour (any single colour on the "
        "palace) and the total reaches the box value. legal_moves lists every minimal payment (no card "
        "can be left out) once; a larger valid payment (overpaying) is accepted too."),
    "oneOf": [
        _obj("move", {"to": _CELL}, ["to"], "move the figure to a tile at most 'allowance' steps away (§5.1)"),
        _obj("flit1", {"to": _CELL}, ["to"], "discard a Flit 1: figure to any other tile (§5.2)"),
        _obj("flit2", desc="discard a Flit 2: +2 steps of allowance (§5.2)"),
        _obj("dragon_place", {"card": {"enum": ["Vulca1", "Terrah1", "Aqua1"]}, "to": _CELL}, ["card", "to"],
             "Vulca 1 / Terrah 1 / Aqua 1: red / green / blue dragon to any other tile (§12)"),
        _obj("dragon_move", {"card": {"enum": ["Vulca2", "Terrah2", "Aqua2"]}, "to": _CELL}, ["card", "to"],
             "Vulca 2 / Terrah 2 / Aqua 2: that dragon 1-3 steps (§12)"),
        _obj("end_movement", desc="fix the figure's tile for the turn"),
        _obj("contribute", {"box": {"type": "integer", "minimum": 0, "maximum": 3}, "cards": _CARDS},
             ["box", "cards"], "pay a box of the building the figure stands on (§6)"),
        _obj("offer", desc="on the courtyard: the turn's normal offering at the next obelisk space (§10)"),
        _obj("pillar_offer", {"card": {"enum": ["Pillar1", "Pillar2"]}}, ["card"],
             "after an offering: one more at cost +1 / +2 (§10.3)"),
        _obj("end_contribution", desc="end the contribution step"),
        _obj("discard", {"cards": {**_CARDS, "maxItems": 2}}, ["cards"],
             "discard 0-2 cards, draw that many + 2 (§4.1); ends the turn"),
    ],
}

_BOX_VIEW = {"type": "object", "properties": {"color": {"enum": list(COLORS) + ["any"]},
                                              "value": {"type": "integer"},
                                              "marker": {"type": ["integer", "null"]}},
             "required": ["color", "value", "marker"]}

VIEW_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Blue Moon City view",
    "description": "What one seat (or a spectator) sees: own hand and crystals only; others as counts (§1.1).",
    "type": "object",
    "properties": {
        "seat": {"type": ["integer", "null"]},
        "players": {"type": "integer", "minimum": 2, "maximum": 4},
        "turn": {"type": "integer"},
        "step": {"enum": ["move", "contribute", "discard"]},
        "allowance": {"type": "integer"},
        "contributed": {"type": "boolean"},
        "offered": {"type": "integer"},
        "city": {"type": "array", "minItems": 21, "maxItems": 21, "items": {
            "type": "object",
            "properties": {"cell": _CELL, "building": {"type": "string"}, "name": {"type": "string"},
                           "done": {"type": "boolean"}, "boxes": {"type": "array", "items": _BOX_VIEW},
                           "majority": _REWARD, "participation": _REWARD, "neighbour": _REWARD},
            "required": ["cell", "building", "name", "done"]}},
        "provisional": {"type": "array", "items": {"type": "string"}},
        "figures": {"type": "array", "items": _CELL},
        "dragons": {"type": "object", "properties": {d: {"oneOf": [_CELL, {"type": "null"}]} for d in DRAGONS},
                    "required": list(DRAGONS)},
        "hand": {"oneOf": [_MULTISET, {"type": "null"}]},
        "hand_sizes": _INTS,
        "pending_cards": _INTS,
        "deck_size": {"type": "integer"},
        "discard": _MULTISET,
        "crystals": {"type": "array", "items": {"type": ["integer", "null"]}},
        "scales": _INTS,
        "scale_supply": {"type": "integer"},
        "markers": _INTS,
        "offerings": _INTS,
        "obelisk": {"type": "object", "properties": {"costs": _INTS, "markers": _SEATS,
                                                     "next_cost": {"type": ["integer", "null"]},
                                                     "to_win": {"type": "integer"}},
                    "required": ["costs", "markers", "next_cost", "to_win"]},
        "stall": {"type": "integer"},
        "over": {"type": "boolean"},
        "result": {"type": ["object", "null"]},
    },
    "required": ["seat", "players", "turn", "step", "city", "figures", "dragons", "hand", "hand_sizes",
                 "pending_cards", "deck_size", "discard", "crystals", "scales", "scale_supply", "markers",
                 "offerings", "obelisk", "over"],
    "additionalProperties": False,
}

_GAINS = {"type": "array", "items": _REWARD}
_RESULT_PROPS = {"reason": {"enum": ["offerings", "markers_exhausted", "city_finished", "stall_guard"]},
                 "winners": _SEATS, "draw": {"type": "boolean"},
                 "ranking": {"type": "array", "items": {"type": "object",
                                                         "required": ["seat", "place"]}}}


def _ev(type_: str, props: dict, required=(), desc: str = "") -> dict:
    d = _obj(type_, props, required, desc)
    d["additionalProperties"] = False
    return d


EVENT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Blue Moon City event",
    "description": ("Events as a seat sees them (event_view). Drawn cards are shown only to the "
                    "drawing seat; reward cards (face down, §8.5) to nobody until they join the hand."),
    "oneOf": [
        _ev("figure_moved", {"seat": _SEAT, "to": _CELL, "steps": {"type": "integer"}}, ["seat", "to", "steps"]),
        _ev("flit1_used", {"seat": _SEAT, "to": _CELL}, ["seat", "to"]),
        _ev("flit2_used", {"seat": _SEAT, "bonus": {"type": "integer"}}, ["seat", "bonus"]),
        _ev("dragon_moved", {"seat": _SEAT, "card": _CARD, "dragon": {"enum": list(DRAGONS)}, "to": _CELL},
            ["seat", "card", "dragon", "to"]),
        _ev("movement_ended", {"seat": _SEAT, "tile": {"type": "string"}}, ["seat", "tile"]),
        _ev("contributed", {"seat": _SEAT, "building": {"type": "string"}, "box": {"type": "integer"},
                            "cards": _CARDS}, ["seat", "building", "box", "cards"]),
        _ev("scales_awarded", {"seat": _SEAT, "building": {"type": "string"},
                               "dragons": {"type": "array", "items": {"enum": list(DRAGONS)}},
                               "amount": {"type": "integer"}}, ["seat", "building", "dragons", "amount"]),
        _ev("building_scored", {"building": {"type": "string"}, "majority": _SEAT, "participants": _SEATS,
                                "gains": _GAINS, "markers_back": _INTS,
                                "drawn": {"type": "array", "items": _CARDS}, "drawn_counts": _INTS},
            ["building", "majority", "participants", "gains", "markers_back"]),
        _ev("scale_scoring", {"crystals": _INTS, "scales_after": _INTS, "supply_after": {"type": "integer"}},
            ["crystals", "scales_after", "supply_after"]),
        _ev("offered", {"seat": _SEAT, "space": {"type": "integer"}, "cost": {"type": "integer"},
                        "card": {"oneOf": [{"enum": ["Pillar1", "Pillar2"]}, {"type": "null"}]}},
            ["seat", "space", "cost", "card"]),
        _ev("contribution_ended", {"seat": _SEAT}, ["seat"]),
        _ev("turn_draw", {"seat": _SEAT, "discarded": _CARDS, "drawn": _CARDS, "drawn_count": {"type": "integer"}},
            ["seat", "discarded"]),
        _ev("rewards_joined", {"cards": {"type": "array", "items": _CARDS}, "counts": _INTS, "own": _CARDS}, []),
        _ev("turn_started", {"seat": _SEAT}, ["seat"]),
        _ev("game_over", _RESULT_PROPS, ["reason", "winners", "draw", "ranking"]),
    ],
}
