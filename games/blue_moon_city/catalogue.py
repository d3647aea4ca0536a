"""Blue Moon City's static self-description (GET /v1/game-types/blue-moon-city): the city
grid, all 21 building tiles (boxes, rewards, neighbour rewards, which values are
provisional), the 80 cards with each people's power in words, the obelisk, and a text per
move, decision and rule. Ids are the ones the views use (building ids in view.city[i].building,
card names such as "Aqua2" in view.hand / view.discard, cells [x, y])."""
from __future__ import annotations

import os

from games.texts import texts as _texts

from . import words as W

from . import data as D

HERE = os.path.dirname(__file__)

#: §12: each people's card powers in words (value 3 cards have no power)
POWERS = {
    "Vulca": {"1": "Movement: put the red dragon on any other city tile.",
              "2": "Movement: move the red dragon 1 to 3 steps (only while it is in the city)."},
    "Terrah": {"1": "Movement: put the green dragon on any other city tile.",
               "2": "Movement: move the green dragon 1 to 3 steps (only while it is in the city)."},
    "Aqua": {"1": "Movement: put the blue dragon on any other city tile.",
             "2": "Movement: move the blue dragon 1 to 3 steps (only while it is in the city)."},
    "Flit": {"1": "Movement: put your figure on any other city tile.",
             "2": "Movement: your figure may take up to 2 extra steps."},
    "Khind": {"1": "Contribution: counts as a wild 1 of any colour for one contribution (palace included)."},
    "Mimix": {"1": "Contribution: two Mimix 1 or 2 cards together count as one wild 3.",
              "2": "Contribution: two Mimix 1 or 2 cards together count as one wild 3."},
    "Hoax": {"1": "Contribution: 1-4 cards of one colour count as another colour (one contribution).",
             "2": "Contribution: 1 card counts as another colour (one contribution)."},
    "Pillar": {"1": "On the courtyard, after an offering this turn: one more offering at cost +1.",
               "2": "On the courtyard, after an offering this turn: one more offering at cost +2."},
}
NO_POWER = "No power: value only."

#: What a client needs to draw the box as printed and that the rules data does not hold
#: (issue 23: no layout hard-coded in the page that the catalogue can hold): the card
#: colours' ink, a second cue per colour (a letter, so no two colours are told apart by hue
#: alone), the dragons' and the players' colours, and the obelisk board's rows of spaces
#: from the base up (13 spaces: a base row of 4, whose outer two are unused with 2
#: players, then 2, 2, 2, 2 and the single top space; the costs are obelisk.costs). The inks
#: were chosen apart under simulated deuteranopia and protanopia where nine colours allow it
#: (worst pair red/green 9 CIE76 under protanopia, was red/brown 4); every colour carries its
#: own symbol as well (tests/service/test_web_blue_moon_boards.py writes the distances).
DRAWING = {
    "colours": {"black": "#222222", "red": "#ef5a3c", "blue": "#2f6fc0", "grey": "#9aa0a8", "green": "#2a8f4a",
                "brown": "#7a4a22", "white": "#f2f0ea", "yellow": "#f0c419", "any": "#d98ad0"},
    "colour_symbols": {"black": "▲", "red": "●", "blue": "◆", "grey": "✦", "green": "♣", "brown": "■",
                       "white": "○", "yellow": "★", "any": "✱"},
    "dragon_colours": {"red": "#d6453d", "green": "#3f9a4a", "blue": "#3b7dd8"},
    "player_colours": [{"name": "blue", "hex": "#1f5fbf", "symbol": "◆"},
                       {"name": "orange", "hex": "#e07a10", "symbol": "●"},
                       {"name": "white", "hex": "#f4f4f4", "symbol": "▲"},
                       {"name": "black", "hex": "#222222", "symbol": "■"}],
    "obelisk_rows": [4, 2, 2, 2, 2, 1],
    "tile_px": {"min": 58, "max": 132},
}

def _buildings() -> list[dict]:
    defs, provisional = D.resolve_buildings({})
    prov = set(provisional)
    out = []
    for bid in D.BUILDING_IDS:
        d = defs[bid]
        fields = sorted(f.split(".", 1)[1] for f in prov if f.split(".", 1)[0] == bid)
        out.append({"id": bid, "name": d["name"],
                    "fixed_cell": list(D.FIXED_TILES[bid]) if bid in D.FIXED_TILES else None,
                    "boxes": d["boxes"], "majority": d["majority"], "participation": d["participation"],
                    "neighbour": d["neighbour"], "provisional": fields})
    out.append({"id": D.COURTYARD, "name": "Courtyard", "fixed_cell": list(D.FIXED_TILES[D.COURTYARD]),
                "boxes": [], "majority": None, "participation": None, "neighbour": None, "provisional": [],
                "note": "The obelisk's place: offerings are made from here (§10.1)."})
    return out


def catalogue(game=None) -> dict:
    cards = []
    for t in D.CARD_TYPES:
        people = t.rstrip("0123456789")
        value = t[len(people):]
        cards.append({"id": t, "people": people, "value": int(value), "colour": D.COLOR_OF_PEOPLE[people],
                      "count": D.CARD_COUNTS[t], "power": POWERS.get(people, {}).get(value, NO_POWER)})
    return {
        "notes": ("The city is 21 tiles on a 5x5 grid without its corners: cells [x, y], x grows east, y "
                  "grows south (view: city[i].cell). view.city[i].building names the building id on each "
                  "cell (the standard layout fixes the palace, temples and courtyard at fixed_cell; the "
                  "others are shuffled). A box {colour, value} is paid with cards of that colour ('any': "
                  "the palace takes any one colour) worth at least the value. Rewards: majority (most "
                  "markers), participation (everyone else with a marker), neighbour (each participant gets the "
                  "neighbour reward of every finished building orthogonally adjacent to the scored one, §8.3) in crystals, cards and golden "
                  "scales. drawing: what a client needs to draw the game (card colours' inks and symbols, dragon and player "
                  "colours, the obelisk's rows of spaces from the base up, tile sizes in px). Fields listed in a building's 'provisional' are placeholders (no public source): "
                  "the option 'buildings' corrects them per game; view.city shows the values in force."),
        "grid": {"cells": [list(c) for c in D.CELLS], "width": 5, "height": 5},
        "fixed_tiles": {k: list(v) for k, v in D.FIXED_TILES.items()},
        "buildings": _buildings(),
        "provisional_note": D.DATA["provisional_values"]["status"],
        "peoples": [{"people": p["people"], "colour": p["color"], "dragon": p["dragon"],
                     "powers": POWERS.get(p["people"], {})} for p in D.DATA["peoples"]],
        "cards": cards,
        "cards_total": D.TOTAL_CARDS,
        "starting_hand": D.STARTING_HAND,
        "markers_per_player": D.MARKERS,
        "dragons": list(D.DRAGONS),
        "obelisk": {"costs": list(D.OBELISK_COSTS), "unused_with_2_players": sorted(D.OBELISK_UNUSED_2P),
                    "offerings_to_win": {str(k): v for k, v in D.OFFERINGS_TO_WIN.items()},
                    "note": "13 offering spaces, costs bottom to top; 2 players skip the spaces listed "
                            "(view: obelisk.costs are the spaces in use, obelisk.markers who offered)."},
        "drawing": DRAWING,
        "golden_scales": {"in_play": {str(k): v for k, v in D.SCALES_IN_PLAY.items()},
                          "scoring": dict(D.SCALE_SCORING)},
    }


def texts() -> dict:
    return _texts(HERE, W.MOVES, W.DECISIONS, "view.decision.key", W.EVENTS, events_redacted=W.EVENTS_REDACTED,
                  results=W.RESULTS, names=W.names())


def decision_kind(view: dict) -> str | None:
    return None if view.get("over") else view.get("step")
