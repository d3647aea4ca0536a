"""JSON Schemas (2020-12 style) of Blue Moon moves, views and events (for the OpenAPI
document and for validating random play in the tests)."""
from __future__ import annotations

#: a card id as in the data file; "~2" marks seat 1's copy when both seats own the card
_CARD = {"type": "string", "pattern": "^[a-z]+-[0-9]+(~2)?$"}
_SEAT = {"type": "integer", "minimum": 0, "maximum": 1}
_CARDS = {"type": "array", "items": _CARD}


def _obj(props: dict, required: list, extra: bool = False) -> dict:
    return {"type": "object", "properties": props, "required": required, "additionalProperties": extra}


def _move(t, desc, props=None, req=()):
    props = {"type": {"const": t}, **(props or {})}
    return {**_obj(props, ["type", *req]), "description": desc}


MOVE_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Blue Moon move",
    "description": "Every decision of the turn (spec §4) and every choice inside a card text "
                   "(a pending decision answered with `choose`). `GET /v1/games/{gid}/moves` lists "
                   "exactly the legal ones.",
    "oneOf": [
        _move("pass", "end the start phase (no more retrieving), the leadership phase, or the "
              "booster/support phase"),
        _move("retrieve", "start phase: take an active card with the retrieve icon back (R-7.3)",
              {"card": _CARD}, ["card"]),
        _move("play", "play a card from the hand in its phase (leadership, character, booster or "
              "support)", {"card": _CARD}, ["card"]),
        _move("start_fight", "engagement with no fight in progress: start a fight (R-4.3)"),
        _move("decline", "engagement with no fight in progress: discard 1-3 cards (then `choose`), "
              "draw to six, the turn ends (R-10)"),
        _move("continue", "engagement during a fight: go on (only offered when a legal announcement "
              "is reachable, R-4.3.1)"),
        _move("retreat", "engagement during a fight: retreat; the opponent attracts dragons (R-9)"),
        _move("announce", "power phase of a fight's first turn: choose the contested element (R-4.6); "
              "later announcements are automatic", {"element": {"enum": ["fire", "earth"]}}, ["element"]),
        _move("choose", "answer the pending decision (a card id, a list of card ids, true/false, a "
              "number, or null for 'none')",
              {"choice": {"anyOf": [{"type": "null"}, {"type": "boolean"}, {"type": "integer"}, _CARD, _CARDS]}},
              ["choice"]),
        _move("meet", "start, leadership, engagement, character or booster/support phase: meet an "
              "opponent's obligation by a discard now (then `choose` the cards; R-8.13 g, R-13.6)",
              {"source": _CARD}, ["source"]),
        _move("discard", "own turn, start to booster/support phase: meet the requirement of the "
              "opponent's card `source` (Irresistible Sirens: one character card) by discarding "
              "`cards` from the hand (R-13.7, R-8.13 g)", {"source": _CARD, "cards": _CARDS},
              ["source", "cards"]),
        # Buka (R-13.8)
        _move("land", "start phase: land one of your active ships; this turn its cards are played as "
              "if in the hand (Buka characters as FREE); no character/booster/support from the hand",
              {"ship": _CARD}, ["ship"]),
        _move("discard_bluff", "start phase: discard one of your face-down bluff cards",
              {"card": _CARD}, ["card"]),
        _move("load", "booster/support phase, instead of a support play: put a character, booster or "
              "support card from the hand face up on an active ship with room", {"card": _CARD, "ship": _CARD},
              ["card", "ship"]),
        _move("bluff", "booster/support phase, as the support play: a card with a bluff icon face down "
              "into the support area (a support with 2 in the contested element)", {"card": _CARD}, ["card"]),
    ],
}

_PLAYER = _obj({
    "deck_name": {"type": "string"}, "built": {"type": "boolean"}, "leader": _CARD, "leader_pile": _CARDS,
    "hand": {"anyOf": [{"type": "null"}, _CARDS]}, "hand_count": {"type": "integer"},
    "deck_count": {"type": "integer"}, "discard": {"anyOf": [{"type": "null"}, _CARDS]},
    "discard_count": {"type": "integer"}, "discard_top": {"anyOf": [{"type": "null"}, _CARD]},
    "combat": _CARDS, "covered": {"type": "integer"}, "support": _CARDS, "active": _CARDS,
    "ignored": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
    "power": _obj({"fire": {"type": "integer"}, "earth": {"type": "integer"}}, ["fire", "earth"]),
    "shield": _obj({"fire": {"type": "boolean"}, "earth": {"type": "boolean"}}, ["fire", "earth"]),
    "dragons": {"type": "integer", "minimum": 0, "maximum": 3},
    "revealed": _CARDS, "targets": {"type": "object", "additionalProperties": {"anyOf": [{"type": "null"}, _CARD]}},
    # Buka (R-13.8): ship area, ships landed this turn, cargo (face up), face-down bluff cards
    # (the list only for their owner, the count for everyone)
    "ships": _CARDS, "landed": _CARDS, "cargo": {"type": "object", "additionalProperties": _CARDS},
    "bluff": {"anyOf": [{"type": "null"}, _CARDS]}, "bluff_count": {"type": "integer", "minimum": 0},
}, ["deck_name", "leader", "leader_pile", "hand", "hand_count", "deck_count", "discard",
    "discard_count", "combat", "covered", "support", "power", "dragons"])

VIEW_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Blue Moon table view",
    "description": "The table as one seat sees it: dragons, the fight (contested element, first "
                   "turn, announcements), per player the leader pile, combat area (`covered` = number "
                   "of covered cards), support area, active cards, ignored aspects, current power and "
                   "shields per element, hand (own only; counts for the others), deck count, discard "
                   "pile (own; top card and size for the others), and the pending decisions.",
    "type": "object",
    "required": ["game", "edition", "seat", "active", "phase", "fight", "dragons", "players",
                 "pending", "to_act", "over", "result"],
    "properties": {
        "game": {"enum": ["blue-moon", "legends-of-blue-moon"]}, "edition": {"enum": ["original", "legends"]},
        "free_on_first_turn": {"type": "boolean", "description": "The table's ruling of R-4.5 / section "
                               "18.1 (option free_on_first_turn): FREE boosters and supports may be "
                               "played on the first turn of a fight."},
        "seat": {"anyOf": [{"type": "null"}, _SEAT]}, "active": _SEAT,
        "phase": {"type": "string"}, "phase_name": {"type": "string"}, "turn_no": {"type": "integer"},
        "fight": {"anyOf": [{"type": "null"}, {"type": "object", "required": ["element", "starter"]}]},
        "dragons": {"type": "object", "additionalProperties": {"anyOf": [{"type": "null"}, _SEAT]}},
        "players": {"type": "array", "items": _PLAYER, "minItems": 2, "maxItems": 2},
        "turn": {"type": "object", "description": "This turn's public counters: seat, leadership (card "
                 "active this turn), plays, characters, boosters, supports (plays counted against the "
                 "limits), stop (STOP played), ship/landed (Buka)."},
        "pending": {"type": "array", "items": {"type": "object", "required": ["seat", "kind"]}},
        "to_act": {"type": "array", "items": _SEAT}, "ran_out": {"type": "array", "items": _SEAT},
        "over": {"type": "boolean"}, "result": {"anyOf": [{"type": "null"}, {"type": "object"}]},
    },
}

EVENT_TYPES = ["phase", "turn", "fight_start", "continue", "decline", "mark", "retrieve", "to_hand",
               "play", "element", "pending", "choose", "discard", "draw", "announce", "dragon",
               "retreat", "clear_areas", "game_over", "to_deck", "take_discard", "reveal", "target",
               "to_bottom", "discard_to_deck",
               "bluff", "load", "land", "reveal_bluff"]      # Buka (R-13.8)
EVENT_TYPES.append("cover")          # KhindKin: its owner covers the cards below it after all

EVENT_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "Blue Moon event (as seen by one seat: other seats' draws carry only a count, "
             "other seats' face-down bluff plays no card)",
    "type": "object",
    "required": ["type"],
    "properties": {
        "type": {"enum": EVENT_TYPES}, "seat": _SEAT, "card": _CARD, "cards": _CARDS,
        "count": {"type": "integer"}, "element": {"enum": ["fire", "earth"]},
        "power": {"type": "integer"}, "dragon": {"enum": ["lika", "doran", "sesha"]},
        "ship": _CARD, "caller": _SEAT,
    },
}
