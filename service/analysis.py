"""Analysis that knows only what the seat knew (issue 27): the expert's evaluation of a
seat's moves at any version, the post-game review, and the routes of both and of the
what-if branches (service/branches.py).

What the seat knew: every figure here comes from the game's own ``expert_move`` run on the
seat's observation at that version (``projections.seat.observation``, what its view showed)
- the search samples everything else with ``Game.determinize`` - and with a random
generator seeded from that observation alone. The stored state is read only for the legal
moves (which the seat's own GET /moves shows) and for who is to act: re-dealing what the
seat could not see changes no figure (tests/service/test_analysis.py).

Budget: one request runs one search, at most ``ANALYSIS_THINK_MS`` (the expert bots'
default think time, 1000 ms; games/search.py DEFAULT_THINK_MS) or a fixed ``samples``
count of at most ``MAX_ANALYSIS_SAMPLES`` (40: about what Legends of Blue Moon, the
slowest, runs in 1000 ms; bench/bench_analysis.py). The requests share a per-client rate
limit (service/limits.py, ``MOONHALL_LIMIT_ANALYSIS``). The review runs in an RQ worker,
``REVIEW_SAMPLES`` samples a position (16: 13 ms an Azul position, ~0.3 s a Legends one).
An analysis's search runs in an RQ worker too (``analysis``), queued ahead of the bots'
turns, the web process waiting for its result without holding the CPU.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
import random

from games.base import SYSTEM, Game, GameError, canonical
from games.search import DEFAULT_THINK_MS
from projections import seat as seat_view
from service.errors import ApiError, conflict, forbidden, unauthorized
from service.games import CHANCE_BY_REVEALS, chance_rng, command_rng

log = logging.getLogger("moonhall")

#: the time budget of one analysis request (never more than the bots' default)
ANALYSIS_THINK_MS = min(DEFAULT_THINK_MS, int(os.environ.get("MOONHALL_ANALYSIS_THINK_MS", str(DEFAULT_THINK_MS))))
#: how long an analysis request waits for a worker to run its search (then 503 busy)
ANALYSIS_WAIT_S = 30.0
#: samples per position in the post-game review (a 2-player Azul game: ~4 s in all)
REVIEW_SAMPLES = int(os.environ.get("MOONHALL_REVIEW_SAMPLES", "16"))
REVIEW_TTL_S = 7 * 24 * 3600       # a review is kept this long after it was computed
REVIEW_PENDING_TTL_S = 900         # a review job that died is queued again after this
REVIEW_FLAGS = 3                   # the biggest swings flagged per seat
#: a swing smaller than this is never flagged (win chance; Azul counts points)
SWING_MIN = {"win_chance": 0.05, "points": 2.0, "solo_score": 0.05}

VALUE_NOTES = {
    "win_chance": "estimated chance that the seat wins (1 a win, a tie shared, 0 a loss; a rollout "
                  "the search stops early is scored by the game's heuristic, squeezed into 0.1-0.9)",
    "points": "expected point margin over the other seats at the end of the round the expert plays "
              "out (2 players: over the other; more: half the best other, half their mean; +10 for a "
              "win in the last round)",
    "solo_score": "solo: a logistic of the expected record (lower is better), 0-1, higher is better",
}


def value_kind(game: Game, observation: dict) -> str:
    """What a move's ``value`` measures in this game (the expert's own reward)."""
    if game.id == "azul-summer-pavilion":
        return "points"            # expert.py reward(): a margin in points
    if game.id == "nova-luna" and observation.get("players") == 1:
        return "solo_score"
    return "win_chance"


def has_expert(game: Game) -> bool:
    return "expert" in game.bot_levels


def _no_decision(reason: str, message: str, details: dict | None = None) -> ApiError:
    return ApiError(422, "no_decision", message, {"reason": reason, **(details or {})})


def analysis_seed(observation: dict) -> int:
    """The search's seed: a hash of what the seat sees, nothing else (no game seed, no
    hidden part), so the same view gets the same analysis."""
    return int(hashlib.sha256(("moonhall-analysis:" + canonical(observation)).encode()).hexdigest()[:16], 16)


def analyse(game: Game, observation: dict, moves: list[dict], *, samples: int | None = None,
            think_ms: int | None = None) -> dict:
    """The expert's evaluation of each of ``moves`` from ``observation`` alone: ``samples``
    (a fixed count: reproducible) or ``think_ms`` (default ANALYSIS_THINK_MS). Moves the
    expert did not try (its candidate list keeps the promising ones) have value None."""
    if samples is None and think_ms is None:
        think_ms = ANALYSIS_THINK_MS
    stats: dict = {"arms": []}
    best = game.expert_move(observation, moves, random.Random(analysis_seed(observation)),
                            iterations=samples, think_ms=None if samples is not None else think_ms, stats=stats)
    arms = {a["key"]: a for a in stats.get("arms") or []}
    best_key = canonical(best)
    seen: set = set()
    tried, rest = [], []
    for m in moves:
        k = canonical(m)
        if k in seen:
            continue
        seen.add(k)
        a = arms.get(k)
        row = {"move": m, "value": None if a is None else round(a["value"], 4),
               "visits": 0 if a is None else a["visits"], "best": k == best_key}
        (tried if a is not None else rest).append(row)
    tried.sort(key=lambda r: -r["value"])
    kind = value_kind(game, observation)
    return {"value_kind": kind, "value_note": VALUE_NOTES[kind], "samples": stats.get("iterations", 0),
            "budget": {"samples": samples} if samples is not None else {"think_ms": think_ms},
            "elapsed_ms": stats.get("elapsed_ms"), "forced": len(seen) == 1, "best": best, "moves": tried + rest}


# ---------------------------------------------------------------------- the seat's decision
def check_point(lg, version: int, seat: int, refuse) -> None:
    """422 unless ``seat`` is a seat of the game and ``version`` one of its versions
    (``refuse(reason, message, details)`` builds the caller's own 422: analysis, branches)."""
    players = len(lg.seats)
    if not (0 <= seat < players):
        raise ApiError(422, "no_such_seat", f"the game has seats 0..{players - 1}", {"players": players})
    if not (1 <= version <= lg.version):
        raise refuse("no_such_version", f"version {version} does not exist (the game is at {lg.version})",
                     {"version": lg.version})


def decision(service, lg, version: int, seat: int):
    """(state, observation, legal moves) of ``seat``'s decision at ``version``, or 422
    no_decision naming why there is none."""
    game = lg.game
    check_point(lg, version, seat, _no_decision)
    state = service.projection.state_at(game, lg.gid, version)
    if game.is_over(state):
        raise _no_decision("game_over", f"the game is over at version {version}")
    if game.auto_move(state) is not None:
        raise _no_decision("table_step", f"at version {version} the table's automatic step is next, no seat decides")
    to_act = list(game.to_act(state))
    if seat not in to_act:
        raise _no_decision("not_to_act", f"seat {seat} does not decide at version {version}", {"to_act": to_act})
    moves = game.legal_moves(state, seat)
    if not moves:
        raise _no_decision("no_legal_move", f"seat {seat} has no legal move at version {version}")
    return state, seat_view.observation(game, state, seat), moves


def check_access(service, lg, seat: int, token: str | None) -> None:
    """Who may see the expert's view of ``seat`` (issue 27): anyone once the game is
    finished (a token given must still be valid); while it runs only that seat itself,
    and only at a table created with ``hints``."""
    mine = service.seat_for(lg, token)      # 401 for a token that is not a seat of this game
    if service.finished(lg):
        return
    if token is None:
        raise unauthorized("a running game is analysed only by its own seat's token (hints tables only)")
    if lg.meta.get("hints") != "1":
        raise forbidden("this table was created without hints: analysis waits for the end of the game", "hints_off")
    if mine != seat:
        raise forbidden("while the game runs a seat may analyse only its own seat", "not_your_seat",
                        {"seat": mine})


def _require_expert(game: Game) -> None:
    if not has_expert(game):
        raise ApiError(422, "no_expert", f"{game.id} has no expert to analyse with", {"bot_levels": list(game.bot_levels)})


def analysis(service, gid: str, version: int, seat: int, token: str | None, samples: int | None) -> dict:
    """POST /v1/games/{id}/analysis. The checks and the seat's view are worked out here; the
    search itself runs in an RQ worker when the service has a queue (``Dispatcher.analyse``):
    a second of CPU in a gevent web worker would stall every connection it holds (long
    polls, streams, moves), while waiting for the job's result yields to them. Without a
    queue (tools, tests) it runs in process."""
    lg = service.load(gid)
    check_access(service, lg, seat, token)
    _require_expert(lg.game)
    _state, obs, moves = decision(service, lg, version, seat)
    run = getattr(service.dispatch, "analyse", None)
    if run is None:
        out = analyse(lg.game, obs, moves, samples=samples)
    else:
        try:
            out = run(lg.game.id, obs, moves, samples, float(os.environ.get("MOONHALL_ANALYSIS_WAIT_S", ANALYSIS_WAIT_S)),
                      int(lg.meta.get("rules_version") or 1))
        except RuntimeError as e:          # the job failed (a bug of the game's search): logged by RQ
            log.error("analysis of %s at %s for seat %s failed: %s", gid, version, seat, e)
            out = None
        if out is None:
            raise ApiError(503, "busy", "the expert could not take this search in time; try again shortly",
                           {"retry_after": 5})
    return {"id": gid, "version": version, "seat": seat, **out}


# ---------------------------------------------------------------------- the post-game review
def review_key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:review"            # in the game's hash slot (events/store.py)


def review_pending_key(gid: str) -> str:
    return f"mh:g:{{{gid}}}:review:pending"


def get_review(service, gid: str) -> tuple[int, dict]:
    """GET /v1/games/{id}/review: 200 with the review once computed; else the job is
    queued (once: a pending marker) and 202 says so."""
    lg = service.load(gid)
    if not service.finished(lg):
        raise conflict("game_not_finished", "a review is made of a finished game")
    _require_expert(lg.game)
    r = service.store.r
    raw = r.get(review_key(gid))
    if raw is not None:
        return 200, json.loads(raw)
    enqueue = getattr(service.dispatch, "review", None)
    if enqueue is None:
        raise ApiError(503, "unavailable", "reviews are computed by the RQ workers and this server has no queue")
    if r.set(review_pending_key(gid), "1", nx=True, ex=REVIEW_PENDING_TTL_S):
        enqueue(gid)
    return 202, {"id": gid, "status": "computing", "samples_per_position": REVIEW_SAMPLES}


def _commands(records) -> list[tuple[int, int, list[dict]]]:
    """The seats' commands that stand at the end: (version decided on, seat, events),
    without those an undo took back."""
    cmds: list = []
    for rec in records:
        if rec.kind == "undo":
            cmds = [c for c in cmds if c[0] < rec.to]
        elif rec.kind == "game" and rec.seat is not None and rec.seat != SYSTEM:
            if cmds and cmds[-1][0] == rec.cmd and cmds[-1][1] == rec.seat:
                cmds[-1][2].append(rec.event)
            else:
                cmds.append((rec.cmd, rec.seat, [rec.event]))
    return cmds


def _command_rng(service, lg, version: int):
    """A maker of the chance of the command decided on ``version`` (GameService._command_rng):
    a fresh generator each call, the count of reveals read once."""
    if lg.meta.get("chance") == CHANCE_BY_REVEALS:
        reveals = service.projection.reveals_at(lg.game, lg.gid, version)
        return lambda: chance_rng(lg.seed, reveals)
    return lambda: command_rng(lg.seed, version)


def _played(service, lg, state, version: int, seat: int, moves: list, events: list) -> dict | None:
    """The move that made ``events``: the game is over, so its seed is known and the
    command's chance is drawn again (GameService._command_rng at ``version``)."""
    want = canonical(events)
    fresh = _command_rng(service, lg, version)
    for m in moves:
        try:
            if canonical(lg.game.decide(state, seat, m, fresh())) == want:
                return m
        except (GameError, KeyError, IndexError, ValueError, TypeError, AssertionError):
            continue   # a legal move the rules refuse here would be the game's bug: not the one played
    return None


def compute_review(service, gid: str, samples: int = REVIEW_SAMPLES) -> dict:
    """For each seat's move that stands: the expert's estimate before it (its best move's
    value, from the seat's view at that version) and after it (the value of the move played;
    a move the first search did not try gets a second search between it and the best), the
    swing (after - before) and the biggest losses flagged per seat. Written to Redis."""
    lg = service.load(gid)
    game = lg.game
    rows = []
    for version, seat, events in _commands(service.store.read(gid)):
        state = service.projection.state_at(game, gid, version)
        if game.is_over(state) or seat not in game.to_act(state):
            continue
        moves = game.legal_moves(state, seat)
        obs = seat_view.observation(game, state, seat)
        played = _played(service, lg, state, version, seat, moves, events)
        row = {"version": version, "seat": seat, "move": played, "forced": len({canonical(m) for m in moves}) == 1}
        if not row["forced"]:
            a = analyse(game, obs, moves, samples=samples)
            by_key = {canonical(r["move"]): r for r in a["moves"]}
            best = by_key[canonical(a["best"])]
            before = best["value"]
            after = None
            if played is not None:
                after = by_key.get(canonical(played), {}).get("value")
                if after is None:          # not tried: the played move against the best one
                    b = analyse(game, obs, [a["best"], played], samples=samples)
                    vals = {canonical(r["move"]): r["value"] for r in b["moves"]}
                    after = vals.get(canonical(played))
                    if vals.get(canonical(a["best"])) is not None:
                        before = vals[canonical(a["best"])]
            row.update(value_kind=a["value_kind"], best=a["best"], before=before, after=after,
                       swing=None if before is None or after is None else round(after - before, 4))
        rows.append(row)
    for seat in range(len(lg.seats)):
        mine = [r for r in rows if r["seat"] == seat and r.get("swing") is not None]
        mine.sort(key=lambda r: r["swing"])
        for r in mine[:REVIEW_FLAGS]:
            if -r["swing"] >= SWING_MIN.get(r["value_kind"], 0.05):
                r["flagged"] = True
    for r in rows:
        r.setdefault("flagged", False)
    review = {"id": gid, "status": "done", "version": lg.version, "samples_per_position": samples,
              "positions": rows}
    r = service.store.r
    r.set(review_key(gid), json.dumps(review), ex=REVIEW_TTL_S)
    r.delete(review_pending_key(gid))
    return review


# ---------------------------------------------------------------------- routes
def register_routes(app, service) -> None:
    """POST /v1/games/{id}/analysis, GET /v1/games/{id}/review, POST /v1/games/{id}/branches
    (called by service.http.create_app)."""
    from flask import jsonify

    from service import branches
    from service.inputs import body as _body, token as _token
    from service.schemas import AnalysisSchema, BranchSchema

    analysis_schema, branch_schema = AnalysisSchema(), BranchSchema()

    @app.post("/v1/games/<gid>/analysis")
    def analyse_position(gid):
        body = _body(analysis_schema)
        return jsonify(analysis(service, gid, body["version"], body["seat"], _token(), body["samples"]))

    @app.get("/v1/games/<gid>/review")
    def game_review(gid):
        status, out = get_review(service, gid)
        return jsonify(out), status

    @app.post("/v1/games/<gid>/branches")
    def create_branch(gid):
        body = _body(branch_schema)
        return jsonify(branches.create(service, gid, body["version"], body["seat"], _token(),
                                       seed=body["seed"], bot=body["bot"])), 201
