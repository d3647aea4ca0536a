"""Expert-bot support for Azul: Summer Pavilion (games/search.py).

Determinization: nothing at this table is hidden (§11 Information: the bag and the tower
show as counts, and a draw is decided when it happens), so the sampled state is the view
turned back into a state; the search's chance lies in the draws its rollouts make.
"""
from __future__ import annotations

import random

from games.search import score_rewards

from .bot import greedy_move


def determinize(view: dict, seat: int, rng: random.Random) -> dict:
    step = view["step"]
    return {
        "players": view["players"],
        "side": view["board_side"],
        "first_player": view["start_player"],   # only read by setup, long past
        "round": view["round"],
        "step": step,
        "start_player": view["start_player"],
        "token": view["token"],
        "active": view["active"] if view["active"] is not None else view["start_player"],
        "pending_bonus": view["pending_bonus"],
        "bag": dict(view["bag"]),
        "tower": dict(view["tower"]),
        "supply": dict(view["supply"]),
        "centre": dict(view["centre"]),
        "factories": [dict(f) for f in view["factories"]],
        "seats": [{"score": st["score"], "hand": dict(st["hand"]), "corners": dict(st["corners"]),
                   "board": dict(st["board"]), "passed": st["passed"]} for st in view["seats"]],
    }


def evaluate(state: dict, players: int) -> list[float]:
    """Score now, plus a little for tiles in hand (they become placements)."""
    est = []
    for st in state["seats"]:
        est.append(st["score"] + 0.6 * min(sum(st["hand"].values()), 8))
    return score_rewards(est, 8.0)


def make_policy(game):
    def policy(state: dict, seat: int, moves: list, rng: random.Random) -> dict:
        if rng.random() < 0.1:
            return moves[rng.randrange(len(moves))]
        return greedy_move(game.view(state, seat), moves, rng)
    return policy
