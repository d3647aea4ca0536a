"""Azul: Summer Pavilion in words (issue 24): ICU MessageFormat templates for every move,
decision, event and end of the game, whose parameters are fields of the move, the view's
``decision.params`` or the event; ids name things through ``NAMES`` (service/icu.py).
English here; Russian and Polish in translations/ (terms of the Russian edition)."""
from __future__ import annotations

from . import board as B

COLOURS = {"purple": "purple", "green": "green", "orange": "orange", "yellow": "yellow", "blue": "blue", "red": "red"}
STARS = {"purple": "purple star", "green": "green star", "orange": "orange star", "yellow": "yellow star",
         "blue": "blue star", "red": "red star", "center": "centre star"}

MOVES = {
    "take": "{source, select, centre {Take {colour, name, colour} tiles from the centre} "
            "other {Take {colour, name, colour} tiles from {factory, name, factory}}}",
    "place": "Place a {colour, name, colour} tile on {space, name, space}, paying {k} of its colour",
    "take_bonus": "Take a {colour, name, colour} bonus tile",
    "pass": "Pass for the rest of the round",
    "setup": "Set up the round",
    "start_placing": "Start the placing phase",
    "refill_supply": "Refill the supply",
    "next_round": "Start the next round",
    "final_scoring": "Final scoring",
}

DECISIONS = {
    "acquire": "Acquire tiles: take all tiles of one colour from a factory display or from the centre (round {round}, wild colour {wild_colour, name, colour}).",
    "place": "Play tiles: place a tile on your board, or pass for the rest of the round.",
    "bonus": "You surrounded a pillar, statue or window: take {pending_bonus, plural, one {# bonus tile} other {# bonus tiles}} from the supply.",
    "setup": "The table fills the supply and the factory displays.",
    "acquire_done": "All tiles are taken; the table starts the placing phase.",
    "refill": "The table refills the supply.",
    "round_done": "Everyone has passed; the table prepares the next round.",
    "over": "The game is over.",
}

EVENTS = {
    "game_setup": "The supply and the factory displays were filled; {start_player, name, seat} begins.",
    "tiles_taken": "{source, select, centre {{seat, name, seat} took {count, plural, one {# {colour, name, colour} tile} other {# {colour, name, colour} tiles}} from the centre} "
                   "other {{seat, name, seat} took {count, plural, one {# {colour, name, colour} tile} other {# {colour, name, colour} tiles}} from {factory, name, factory}}}"
                   "{wild, plural, =0 {} one {, plus # wild tile} other {, plus # wild tiles}}"
                   "{token, select, true {, and the start player marker ({points, plural, one {# point} other {# points}})} other {}}.",
    "placing_started": "Acquiring is over: the placing phase begins with {active, name, seat}.",
    "tile_placed": "{seat, name, seat} placed a {colour, name, colour} tile on {space, name, space} "
                   "and scored {points, plural, one {# point} other {# points}}"
                   "{bonus_earned, plural, =0 {} one {; # bonus tile earned} other {; # bonus tiles earned}}.",
    "bonus_taken": "{seat, name, seat} took a {colour, name, colour} bonus tile.",
    "passed": "{seat, name, seat} passed{points, plural, =0 {} one {, # point} other {, # points}}.",
    "supply_refilled": "The supply was refilled.",
    "round_started": "Round {round} began; the wild colour is {wild_colour, name, colour}.",
    "final_scored": "Final scoring: bonuses for completed stars and numbers, minus the tiles left in the corners.",
}

#: the result's end reasons (``result.end.reason``) and score parts (``result.scores[].parts``)
RESULTS = {
    "end.rules": "The sixth round is over.",
    "tie_breaker.none": "A tie is shared: the rules name no tie-breaker.",
    "part.play": "Tiles placed",
    "part.stars": "Completed stars",
    "part.numbers": "Numbers completed",
    "part.corners": "Tiles left over",
}


def names() -> dict:
    """``{kind: {id: English name}}`` of the ids the templates name."""
    spaces = {sid: f"{STARS[B.STAR_OF[sid]]}, space {B.POS_OF[sid]}" for sid in B.SPACES}
    return {"colour": dict(COLOURS), "star": dict(STARS), "space": spaces,
            "factory": {str(i): f"factory display {i + 1}" for i in range(9)}}


def decision(view: dict) -> dict | None:
    step = view.get("step")
    if step is None:
        return None
    return {"key": step, "params": {"round": view.get("round"), "wild_colour": view.get("wild_colour"),
                                    "pending_bonus": view.get("pending_bonus") or 0}}


def breakdown(result: dict, view: dict) -> dict:
    """Each seat's final score in parts (§9): the tiles placed during the game (their
    points, less the tiles lost), the completed stars and numbers, the corner tiles lost,
    computed from the final boards the view shows."""
    from .game import NUMBER_BONUS, NUMBER_SETS, STARS
    side = view.get("board_side", "front")
    scores = []
    for r in result.get("ranking") or []:
        st = view["seats"][r["seat"]]
        bd = st.get("board") or {}
        stars = sum(b for s in STARS if (b := B.star_bonus(bd, s, side)))
        numbers = sum(NUMBER_BONUS[n] for n in NUMBER_BONUS if all(sp in bd for sp in NUMBER_SETS[side][n]))
        corners = -sum((st.get("corners") or {}).values())
        play = r["score"] - stars - numbers - corners
        scores.append({"seat": r["seat"], "score": r["score"],
                       "parts": {"play": play, "stars": stars, "numbers": numbers, "corners": corners}})
    return {"scores": scores, "tie_breaker": "none", "end_reason": "rules"}

#: the lobby's words for the options (issue 24): ``label``, ``help`` and a name per choice
OPTIONS = {
    "board_side": {"label": "Player boards", "help": "The coloured side, or the grey side where each star takes one colour or six different ones.",
                   "choices": {"front": "coloured side", "grey": "grey side"}},
    "first_player": {"label": "Who starts", "help": "The player who starts the first round.",
                     "choices": {"-1": "drawn at random", "0": "player 1", "1": "player 2", "2": "player 3", "3": "player 4"}},
}
