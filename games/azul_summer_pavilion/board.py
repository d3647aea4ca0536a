"""Component data and board geometry of Azul: Summer Pavilion (spec §2, §3, §9, §10).

Everything is loaded once from ``data.json`` (a copy of the project's shared data file,
shipped inside the package) and turned into flat lookup tables for the engine.
"""
from __future__ import annotations

import json
import os

with open(os.path.join(os.path.dirname(__file__), "data.json"), encoding="utf-8") as _f:
    DATA = json.load(_f)

# §5: colours in wild order (round 1 .. 6).
COLOURS: tuple[str, ...] = tuple(
    c["id"] for c in sorted(DATA["colors"], key=lambda c: c["wild_in_round"]))
WILD_BY_ROUND: dict[int, str] = {int(r): c for r, c in DATA["wild_color_by_round"].items()}
ROUNDS: int = DATA["rounds"]                                          # §5: 6
TILES_PER_COLOUR: int = DATA["tiles"]["per_color"]                    # §2: 22
TOTAL_TILES: int = DATA["tiles"]["total"]                             # §2: 132
FACTORIES_BY_PLAYERS: dict[int, int] = {
    int(k): v for k, v in DATA["setup"]["factory_displays_by_player_count"].items()}
TILES_PER_FACTORY: int = DATA["setup"]["tiles_per_factory_display"]   # §2: 4
SUPPLY_SIZE: int = DATA["setup"]["supply_spaces_on_scoring_board"]    # §2: 10
STARTING_SCORE: int = DATA["setup"]["starting_score"]                 # §2: 5
MIN_SCORE: int = DATA["score"]["minimum"]                             # §6.4: 1
MAX_KEEP: int = DATA["rules_constants"]["max_tiles_kept_between_rounds"]  # §7.7: 4
STAR_BONUS: dict[str, int] = dict(DATA["star_completion_bonus"])      # §9 / §10.3
MULTICOLOUR_BONUS: int = STAR_BONUS["multicolor"]                     # 12
NUMBER_BONUS: dict[int, int] = {int(k): v for k, v in DATA["number_bonus"].items()}  # §9

CENTER = "center"
# §3.1: outer stars clockwise from the upper left.
OUTER_STARS: tuple[str, ...] = tuple(DATA["board"]["outer_stars_clockwise_from_upper_left"])
STARS: tuple[str, ...] = (CENTER,) + OUTER_STARS
SIDES = ("front", "grey")

# §3.2 / §10.1: every space with its star, position and printed number per side.
SPACES: list[str] = []
STAR_OF: dict[str, str] = {}
POS_OF: dict[str, int] = {}
NUMBER: dict[str, dict[str, int]] = {"front": {}, "grey": {}}
STAR_SPACES: dict[str, tuple[str, ...]] = {}
for _star in DATA["board"]["stars"]:
    ids = []
    for _sp in sorted(_star["spaces"], key=lambda s: s["position"]):
        sid = _sp["id"]
        SPACES.append(sid)
        ids.append(sid)
        STAR_OF[sid] = _star["id"]
        POS_OF[sid] = _sp["position"]
        NUMBER["front"][sid] = _sp["front_number"]
        NUMBER["grey"][sid] = _sp["back_number"]
    STAR_SPACES[_star["id"]] = tuple(ids)
SPACE_SET = frozenset(SPACES)

# §3.3: the ring of a star, as (clockwise neighbours, anticlockwise neighbours) in walk
# order, excluding the space itself.
RING_CW: dict[str, tuple[str, ...]] = {}
RING_CCW: dict[str, tuple[str, ...]] = {}
for _star, _ids in STAR_SPACES.items():
    for i, sid in enumerate(_ids):
        RING_CW[sid] = tuple(_ids[(i + d) % 6] for d in range(1, 6))
        RING_CCW[sid] = tuple(_ids[(i - d) % 6] for d in range(1, 6))

# §3.4: structures and the structures each space belongs to.
STRUCTURES: dict[str, dict] = {
    s["id"]: {"type": s["type"], "bonus": s["bonus_tiles"], "spaces": tuple(s["spaces"])}
    for s in DATA["board"]["structures"]}
STRUCTURES_OF: dict[str, tuple[str, ...]] = {sid: () for sid in SPACES}
for _sid, _st in STRUCTURES.items():
    for _space in _st["spaces"]:
        STRUCTURES_OF[_space] = STRUCTURES_OF[_space] + (_sid,)

# §9 / §10.1: the spaces printed with each bonus number, per side.
NUMBER_SETS: dict[str, dict[int, tuple[str, ...]]] = {
    side: {n: tuple(s for s in SPACES if NUMBER[side][s] == n) for n in NUMBER_BONUS}
    for side in SIDES}


def placement_points(board: dict, space: str) -> int:
    """§7.4: 1 + the filled spaces reached walking both ways round the ring (before
    the new tile is on ``board``). A completed star scores 6."""
    cw = 0
    for s in RING_CW[space]:
        if s in board:
            cw += 1
        else:
            break
    if cw == 5:
        return 6
    ccw = 0
    for s in RING_CCW[space]:
        if s in board:
            ccw += 1
        else:
            break
    return 1 + cw + ccw


def completed_structures(board: dict, space: str) -> list[str]:
    """§7.5: the structures completed by placing on ``space`` (``board`` without it)."""
    done = []
    for sid in STRUCTURES_OF[space]:
        if all(s == space or s in board for s in STRUCTURES[sid]["spaces"]):
            done.append(sid)
    return done


def allowed_colours(board: dict, star: str, side: str) -> tuple[str, ...]:
    """§7.2 (front) and §10.2 (grey): the colours a tile may have on an empty space
    of ``star``, given the tiles already on the star."""
    if side == "front" and star != CENTER:
        return (star,)
    present = [board[s] for s in STAR_SPACES[star] if s in board]
    if side == "front":                       # centre star: all different (§7.2)
        return tuple(c for c in COLOURS if c not in present)
    # grey side §10.2 / §13 #8: the first two tiles fix the star's type.
    if len(present) <= 1:
        return COLOURS
    if present[0] == present[1] and len(set(present)) == 1:
        return (present[0],)
    if len(set(present)) == len(present):
        return tuple(c for c in COLOURS if c not in present)
    return ()                                  # cannot happen through legal play


def star_bonus(board: dict, star: str, side: str) -> int:
    """§9 / §10.3: the bonus of a completed star (0 if not complete)."""
    tiles = [board.get(s) for s in STAR_SPACES[star]]
    if None in tiles:
        return 0
    if side == "front":
        return MULTICOLOUR_BONUS if star == CENTER else STAR_BONUS[star]
    if len(set(tiles)) == 1:
        return STAR_BONUS[tiles[0]]
    return MULTICOLOUR_BONUS
