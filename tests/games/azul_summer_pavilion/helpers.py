"""Pure helpers for the Azul: Summer Pavilion tests: build table situations and play moves."""
from __future__ import annotations

import random

from games.azul_summer_pavilion import GAME
from games.azul_summer_pavilion.board import COLOURS, TOTAL_TILES
from games.base import SYSTEM
from games.testing import step


def counts(**kw) -> dict:
    """Full colour-count dict, e.g. counts(red=2, purple=1)."""
    bad = set(kw) - set(COLOURS)
    assert not bad, bad
    return {c: kw.get(c, 0) for c in COLOURS}


def total(c: dict) -> int:
    return sum(c.values())


def table(players=2, side="front", rnd=1, step_name="place", active=0, seats=None,
          factories=None, centre=None, supply=None, tower=None, token=None, start_player=0,
          conserve=True):
    """A table situation. ``seats`` maps seat -> dict(score, hand, corners, board, passed).
    The bag receives every tile not placed elsewhere (so 132 are conserved) unless
    ``conserve`` is False (then the bag is empty)."""
    s = GAME.initial_state(GAME.make_config(players, {"board_side": side}), random.Random(0))
    s["round"] = rnd
    s["step"] = step_name
    s["active"] = active
    s["token"] = token
    s["start_player"] = start_player
    if factories is not None:
        fs = [counts() for _ in s["factories"]]
        for i, f in factories.items():
            fs[i] = f
        s["factories"] = fs
    s["centre"] = centre or counts()
    s["supply"] = supply if supply is not None else counts()
    s["tower"] = tower or counts()
    seat_list = []
    for i in range(players):
        spec = (seats or {}).get(i, {})
        seat_list.append({"score": spec.get("score", 5), "hand": spec.get("hand", counts()),
                          "corners": spec.get("corners", counts()),
                          "board": dict(spec.get("board", {})),
                          "passed": spec.get("passed", False)})
    s["seats"] = seat_list
    if conserve:
        s["bag"] = {c: 22 - used(s, c) for c in COLOURS}
        assert all(v >= 0 for v in s["bag"].values()), "situation uses more than 22 of a colour"
    else:
        s["bag"] = counts()
    return s


def used(s: dict, c: str) -> int:
    """Tiles of colour ``c`` outside the bag."""
    n = s["tower"][c] + s["supply"][c] + s["centre"][c] + sum(f[c] for f in s["factories"])
    for st in s["seats"]:
        n += st["hand"][c] + st["corners"][c] + sum(1 for v in st["board"].values() if v == c)
    return n


def tile_total(s: dict) -> int:
    return sum(s["bag"].values()) + sum(used(s, c) for c in COLOURS)


def do(state, seat, move, seed=0):
    """Play one move strictly (decide must not mutate, evolve must not mutate)."""
    return step(GAME, state, seat, move, random.Random(seed), strict=True)


def auto(state, seed=0):
    """Play the pending SYSTEM step."""
    move = GAME.auto_move(state)
    assert move is not None, f"no auto move at step {state['step']}"
    assert GAME.to_act(state) == []
    return do(state, SYSTEM, move, seed)


def place(state, seat, space, colour, k):
    return do(state, seat, {"type": "place", "space": space, "colour": colour, "k": k})


def filled(*spaces, colour=None) -> dict:
    """A board with the given spaces filled (front side: each with its star's colour,
    centre spaces need an explicit colour map instead)."""
    bd = {}
    for sp in spaces:
        star = sp.rsplit("-", 1)[0]
        bd[sp] = colour or (star if star != "center" else None)
        assert bd[sp] is not None, "give centre spaces a colour"
    return bd


assert TOTAL_TILES == 132
