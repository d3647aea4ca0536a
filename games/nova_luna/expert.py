"""Expert-bot support for Nova Luna (games/search.py).

Determinization (§12: everything but the draw pile is public, the pile shows as a count):
the pile holds exactly the tiles seen nowhere else (track, displays), kept as an unordered
set like the engine keeps it (a refill draws at random when it happens). So the sampled
state is the view turned back into a state; the search's chance lies in its refills.
Solo options that the view does not show (``solo_phase_2_record``, ``solo_final_penalty``)
take their defaults; the solo phase-1 tile count is taken as the display size then.
"""
from __future__ import annotations

import math
import random

from games.search import score_rewards


def determinize(game, view: dict, seat: int, rng: random.Random) -> dict:
    seen = {t for t in view["track"] if t is not None}
    for p in view["seats"]:
        seen.update(t for _, _, t in p["display"])
    pile = sorted(t for t in game.tiles.ids if t not in seen)
    if len(pile) != view["pile_count"]:
        raise ValueError(f"pile reconstruction: {len(pile)} tiles, the view counts {view['pile_count']}")
    seats = []
    for p in view["seats"]:
        seats.append({"distance": p.get("distance", 0), "arrival": p.get("arrival", 0), "supply": p["supply"],
                      "display": [list(c) for c in p["display"]], "covered": [list(c) for c in p["covered"]]})
    solo = None
    sv = view.get("solo")
    if sv is not None:
        from .game import SOLO_PENALTY_DEFAULT, SOLO_PHASE2_RECORD_DEFAULT
        solo = {"phase": sv["phase"], "small": sv["small_stack"], "record1": sv["phase_1_record"],
                "refill_due": False, "phase1_tiles": None if sv["phase"] == 1 else len(view["seats"][0]["display"]),
                "phase_2_record": SOLO_PHASE2_RECORD_DEFAULT, "final_penalty": SOLO_PENALTY_DEFAULT}
    arrivals = max([p.get("arrival", 0) for p in view["seats"]] + [view["players"] - 1]) + 1
    return {"players": view["players"], "first_game": view["first_game"], "track": list(view["track"]),
            "meeple": view["meeple"], "pile": pile, "arrivals": arrivals, "seats": seats, "solo": solo,
            "over": view["over"], "result": view["result"]}


def solo_reward(score: float) -> float:
    """Solo: a lower record is better (greedy averages about 124)."""
    return 1.0 / (1.0 + math.exp((score - 110.0) / 25.0))


def terminal_rewards(state: dict, players: int) -> list[float]:
    res = state["result"] or {}
    if players == 1:
        return [solo_reward(res.get("score", 200))]
    winners = res.get("winners") or []
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]


def evaluate(game, state: dict, players: int) -> list[float]:
    seats = state["seats"]
    if players == 1:
        me = seats[0]
        # a rough projection of the record: cost so far plus 10 per token still to place
        cost = sum(game.tiles.cost[t] for _, _, t in me["display"])
        rec1 = (state["solo"] or {}).get("record1") or 0
        return [solo_reward(rec1 + cost + 6 * me["supply"])]
    # fewer tokens left wins (§8.3); being behind on the moon track means moving sooner
    est = [-p["supply"] - 0.08 * p["distance"] for p in seats]
    return score_rewards(est, 1.5)


def make_policy(game):
    def policy(state: dict, seat: int, moves: list, rng: random.Random) -> dict:
        if rng.random() < 0.1:
            return moves[rng.randrange(len(moves))]
        return game._greedy(game.view(state, seat), moves, rng)
    return policy


def ranked(game, view: dict, pairs: list, k: int, rng: random.Random) -> list:
    """The ``k`` best (key, move) pairs by the greedy score (refill and end kept)."""
    moves = [m for _, m in pairs]
    scored = game._greedy_scores(view, moves, rng)
    top = {id(m) for _, _, m in sorted(scored, key=lambda t: t[0], reverse=True)[:k]}
    return [(key, m) for key, m in pairs if m["type"] != "take" or id(m) in top]


def light_view(state: dict, seat: int) -> dict:
    """The parts of a seat's view that the greedy reads (``_greedy_scores``), without
    copying the state (the search's rollouts build one every step)."""
    solo = state["solo"]
    sv = None
    weight = 1.0
    if solo is not None:
        sv = {"phase": solo["phase"], "small_stack": min(solo["small"], state["seats"][0]["supply"])}
        # §9: a tile taken in phase 1 counts in both records
        weight = 2.0 if solo["phase"] == 1 else 1.0
    return {"you": seat, "seats": state["seats"], "track": state["track"], "solo": sv, "cost_weight": weight}


def make_fast_policy(game):
    """Rollouts: the greedy score over a random handful of the takes (the full greedy
    evaluates every take and costs ~4 ms a move)."""
    def policy(state: dict, seat: int, moves: list, rng: random.Random) -> dict:
        if len(moves) > 6:
            moves = rng.sample(moves, 6)
        if state["solo"] is None and rng.random() < 0.1:
            return moves[rng.randrange(len(moves))]
        return game._greedy(light_view(state, seat), moves, rng)
    return policy
