"""What-if branches (issue 27): a sandbox game from a seat's point in another game.

``POST /v1/games/{id}/branches {version, seat}`` samples a full state from what ``seat``
saw at ``version`` (``Game.determinize`` on its observation: the other hands, the decks
and bags, the face-down cards are re-dealt from the seat's information set, never copied
from the stored truth) and creates a normal game from it through ``GameService.create``:
a ``created`` record holding the sampled state, so every read path, the projection, the
bots and undo work on it as on any game. The creator plays ``seat``; every other seat is
a bot (the origin's own level for a bot seat, else ``bot`` or the game's resign bot). A
branch is a sandbox: meta ``branch_of`` links it to its origin (shown in its view and the
lobby) and ``sandbox`` marks it never rated; it allows hints (its player may analyse it
as it goes).

Access is the analysis's (service/analysis.py ``check_access``): anyone once the origin
is finished, only the seat itself at a hints table while it runs. The seed of the
resampling and of the branch's chance is the request's ``seed`` (then shown, like a
creator's seed: the same seed gives the same branch); without one both are drawn fresh
and the branch's seed stays secret until its end like any game's.
"""
from __future__ import annotations

import json
import random
import secrets

from projections import seat as seat_view
from service import seats as seat_cmds
from service.analysis import check_access, check_point, has_expert
from service.errors import ApiError


def _no_branch(reason: str, message: str, details: dict | None = None) -> ApiError:
    return ApiError(422, "no_branch", message, {"reason": reason, **(details or {})})


def resample(game, observation: dict, seat: int, seed: int):
    """The branch's state: a sample of the seat's information set (its observation only)."""
    return game.determinize(observation, seat, random.Random(f"moonhall-branch:{seed}"))


def create(service, gid: str, version: int, seat: int, token: str | None, *, seed: int | None = None,
           bot: str | None = None) -> dict:
    lg = service.load(gid)
    check_access(service, lg, seat, token)
    game = lg.game
    check_point(lg, version, seat, _no_branch)
    if not has_expert(game):   # (the games with an expert are those that can determinize)
        raise _no_branch("no_expert", f"{game.id} cannot sample what a seat does not see")
    if bot is not None and bot not in game.bot_levels:
        raise ApiError(422, "invalid_seats", f"unknown bot level {bot!r}", {"bot_levels": list(game.bot_levels)})
    state = service.projection.state_at(game, lg.gid, version)
    if game.is_over(state):
        raise _no_branch("game_over", f"the game is over at version {version}: nothing to play from there")
    obs = seat_view.observation(game, state, seat)
    try:
        start = resample(game, obs, seat, seed if seed is not None else secrets.randbits(63))
    except (ValueError, KeyError, IndexError, TypeError, AssertionError) as e:
        raise _no_branch("cannot_sample", f"no state consistent with seat {seat}'s view could be sampled: "
                         f"{type(e).__name__}")
    config = json.loads(lg.meta["config"])
    # the configuration as the seat saw it (another seat's secret deck list stays unknown)
    options = {k: v for k, v in game.config_view(config, seat).items() if k != "players"}
    level = bot or seat_cmds.default_resign_bot(game)
    seats = []
    for i, s in enumerate(lg.seats):
        name = s.get("name") or f"seat {i}"
        if i == seat:
            seats.append({"name": name})
        else:
            seats.append({"name": name, "bot": s.get("bot") if s.get("bot") and bot is None else level})
    link = {"id": gid, "version": version, "seat": seat}
    try:
        # a sandbox allows hints: its player may ask the expert on the branch as it goes
        out = service.create(game.id, seats, options, seed, start=start, hints=True,
                             extra_meta={"branch_of": json.dumps(link), "sandbox": "1"})
    except ApiError as e:
        if e.code != "invalid_options":
            raise
        raise _no_branch("config_hidden", "this game's options hold what the seat cannot see; it cannot be branched",
                         e.details)
    return {**out, "branch_of": link}
