"""Azul: Summer Pavilion's static self-description (GET /v1/game-types/azul-summer-pavilion):
both board sides with every space, its ring neighbours and the structures covering it, the
wild colour per round, supply and factory layout, and a text per move, decision and rule.
Ids are the ones the views use (space ``"<star>-<position>"``, colours, factory indexes)."""
from __future__ import annotations

import os

from games.texts import texts as _texts

from . import words as W

from . import board as B

HERE = os.path.dirname(__file__)

SIDE_NOTES = {
    "front": "Coloured side: each outer star takes only its own colour; the centre star takes six "
             "different colours. Space numbers 1-6 follow the position.",
    "grey": "Grey (monochrome) side: every star takes either one colour six times or six different "
            "colours; its first two tiles decide which. Outer stars print 3,2,1,4,5,6 by position, "
            "the centre star prints 3 everywhere.",
}


# What a client needs to draw the board as printed that the rules data does not hold (issue 23,
# item 2): colour values, a second cue per colour (a symbol, so no two colours are confused
# under deuteranopia or protanopia: issue 23, item 4), the direction each points_toward names,
# and the board's proportions. Colour values follow the Okabe-Ito palette where the game's
# colour allows it (it is built to stay apart under colour-vision deficiencies).
DRAWING = {
    "colour_values": {"purple": "#c27bd6", "green": "#009e73", "orange": "#e69f00", "yellow": "#f0e442",
                      "blue": "#0072b2", "red": "#d55e00"},
    "colour_symbols": {"purple": "\u25c6", "green": "\u25cf", "orange": "\u271a", "yellow": "\u2605",
                       "blue": "\u25a0", "red": "\u25b2"},
    "colour_symbol_names": {"purple": "diamond", "green": "circle", "orange": "cross", "yellow": "star",
                            "blue": "square", "red": "triangle"},
    "seat_colours": [{"id": "black", "value": "#222222", "symbol": "\u25a0"},
                     {"id": "white", "value": "#f4f4f4", "symbol": "\u25cf"},
                     {"id": "brown", "value": "#8b5a2b", "symbol": "\u25b2"},
                     {"id": "grey", "value": "#8c8c8c", "symbol": "\u25c6"}],
    "points_toward_deg": {"right": 0, "upper-right": 30, "top": 90, "upper-left": 150, "left": 180,
                          "lower-left": -150, "bottom": -90, "lower-right": -30},
    "angle_note": ("Degrees counter-clockwise from the owner's right (90 = away from the owner), as "
                   "board.stars[].angle_deg; a space is a diamond from its star's centre to its tip."),
    "star_radius": 1.0,
    "star_distance": 1.8,
    "structure_offset": {"window": 0.85, "pillar": 0.0, "statue": 0.0},
    "structure_note": ("A structure's mark sits at the mean of its spaces' centres; a window's is moved "
                       "outwards from the board centre by structure_offset.window star radii."),
    "score_track": {"spaces": B.DATA["score"]["point_token_every"], "note": "the printed track wraps "
                    "at spaces; a point token marks each lap (view: seats[i].score is unbounded)"},
}


def catalogue(game=None) -> dict:
    stars = []
    for st in B.DATA["board"]["stars"]:
        stars.append({"id": st["id"], "front_colour": st["front_color"], "angle_deg": st["angle_deg"],
                      "clockwise_index": st["clockwise_index"],
                      "spaces": list(B.STAR_SPACES[st["id"]])})
    raw = {sp["id"]: sp for st in B.DATA["board"]["stars"] for sp in st["spaces"]}
    spaces = {}
    for sid in B.SPACES:
        ids = B.STAR_SPACES[B.STAR_OF[sid]]
        i = ids.index(sid)
        spaces[sid] = {
            "star": B.STAR_OF[sid], "position": B.POS_OF[sid],
            "number": {side: B.NUMBER[side][sid] for side in B.SIDES},
            "neighbours": [ids[(i - 1) % 6], ids[(i + 1) % 6]],
            "points_toward": raw[sid].get("points_toward"),
            "structures": list(B.STRUCTURES_OF[sid]),
        }
    structures = [{"id": s["id"], "type": s["type"], "bonus_tiles": s["bonus_tiles"],
                   "spaces": list(s["spaces"]), "location": s.get("location")}
                  for s in B.DATA["board"]["structures"]]
    setup = B.DATA["setup"]
    return {
        "notes": ("Each player has one board of 7 stars x 6 spaces. A space id is '<star>-<position>' "
                  "(view: seats[i].board maps space id -> colour). Positions run clockwise round a star; "
                  "'neighbours' are the two ring neighbours [anticlockwise, clockwise]. 'number' is the "
                  "printed cost per board side (view: board_side). A structure (pillar/statue/window) is "
                  "completed when all its spaces are filled and earns 'bonus_tiles' from the supply (§7.5). "
                  "angle_deg places an outer star round the centre (0 = owner's right, 90 = away from "
                  "the owner)."),
        "colours": [{"id": c, "wild_in_round": r} for r, c in sorted(B.WILD_BY_ROUND.items())],
        "rounds": B.ROUNDS,
        "drawing": DRAWING,
        "wild_colour_by_round": {str(r): c for r, c in sorted(B.WILD_BY_ROUND.items())},
        "tiles": {"per_colour": B.TILES_PER_COLOUR, "total": B.TOTAL_TILES},
        "board": {
            "addressing": B.DATA["board"]["space_addressing"],
            "outer_stars_clockwise_from_upper_left": list(B.OUTER_STARS),
            "stars": stars,
            "spaces": spaces,
            "structures": structures,
            "corner_spaces": setup["corner_spaces_per_player_board"],
            "sides": {side: {"note": SIDE_NOTES[side],
                             "number_sets": {str(n): list(sp) for n, sp in B.NUMBER_SETS[side].items()}}
                      for side in B.SIDES},
        },
        "scoring": {
            "starting_score": B.STARTING_SCORE, "minimum_score": B.MIN_SCORE,
            "star_completion_bonus": dict(B.STAR_BONUS),
            "star_bonus_note": ("Front: an outer star scores its colour's bonus, the centre star the "
                                "'multicolor' bonus. Grey: a one-colour star scores that colour's bonus, "
                                "a six-colour star the 'multicolor' bonus (§9, §10.3)."),
            "number_bonus": {str(n): v for n, v in B.NUMBER_BONUS.items()},
            "number_bonus_note": "Filling every space printed with number N (on the side in play) scores "
                                 "number_bonus[N] at the end (§9); board.sides.<side>.number_sets lists them.",
            "max_tiles_kept": B.MAX_KEEP,
        },
        "supply": {"spaces": B.SUPPLY_SIZE,
                   "note": "The supply on the scoring board (view: supply, counts per colour) holds up to "
                           "10 tiles; bonus tiles are taken from it and it is refilled from the bag (§7.6)."},
        "factories": {"by_players": {str(k): v for k, v in B.FACTORIES_BY_PLAYERS.items()},
                      "tiles_each": B.TILES_PER_FACTORY,
                      "note": "view: factories[i] (counts per colour), i = 0.. in display order; "
                              "centre = the table's centre; token = the seat holding the start-player "
                              "token (null: still in the centre)."},
    }


def texts() -> dict:
    return _texts(HERE, W.MOVES, W.DECISIONS, "view.decision.key", W.EVENTS, results=W.RESULTS, names=W.names())


def decision_kind(view: dict) -> str | None:
    """The key of ``texts.decisions`` that describes what happens now."""
    return view.get("step")
