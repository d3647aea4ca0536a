"""Leaderboards, player pages and the correspondence clock's commands (issue 26, items 2-3).

Reads only: the ratings are kept by the RQ update (workers/ratings.py) as a projection
of finished rated games; these routes page through it.

  GET  /v1/game-types/{type}/leaderboard?offset=&limit=   best first, paged
  GET  /v1/players/{name}                                 ratings per game type, history, statistics
  POST /v1/games/{id}/clock/give {"seat", "seconds"}      more time for another seat (a seat token)
  POST /v1/me/vacation {"days"}                           stops the account's correspondence clocks
  GET  /leaderboard/{type}, /players/{name}               the web pages (service/web/ratings.html)
"""
from __future__ import annotations

import re

from projections import ratings as model
from service.errors import not_found
from workers.ratings import RatingStore

LEADERBOARD_PAGE = 50
LEADERBOARD_MAX = 200
#: a player's name in a path: an account's canonical name (letters, digits, - _ .)
NAME_RE = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


def leaderboard(service, type_id: str, offset: int, limit: int) -> dict:
    if type_id not in service.registry:
        raise not_found(f"no game type {type_id!r}")
    rows, total = RatingStore(service.store.r).leaderboard(type_id, offset, limit)
    for i, row in enumerate(rows):
        row["rank"] = offset + i + 1
    nxt = offset + len(rows) if offset + len(rows) < total else None
    return {"type": type_id, "players": rows, "total": total, "next_offset": nxt,
            "provisional_below": model.PROVISIONAL_BELOW}


def player(service, name: str) -> dict:
    if not NAME_RE.match(name):
        raise not_found(f"no player {name!r}")
    from service.accounts.service import canonical
    name = canonical(name)  # (an account's name in any case: issue 25 keys it in lower case)
    store = RatingStore(service.store.r)
    out = {}
    for type_id in sorted(service.registry):
        p = store.player(type_id, name)
        if p is not None:
            out[type_id] = {**model.player_view(name, p), "history": p["history"]}
    if not out:
        raise not_found(f"no rated games for player {name!r}")
    return {"name": name, "ratings": out, "provisional_below": model.PROVISIONAL_BELOW}


def register_routes(app, service) -> None:
    from flask import jsonify, request

    from service import clock as clocks
    from service.accounts.auth import require_account
    from service.inputs import body as _body, int_arg as _int_arg, token as _token
    from service.schemas import GiveTimeSchema, VacationSchema
    from service.web import PAGE_CACHE, _serve

    give_schema, vacation_schema = GiveTimeSchema(), VacationSchema()

    @app.get("/v1/game-types/<type>/leaderboard")
    def get_leaderboard(type):  # (the document's parameter name, as the catalogue's)
        type_id = type
        offset = _int_arg("offset", 0)
        limit = _int_arg("limit", LEADERBOARD_PAGE, lo=1)
        return jsonify(leaderboard(service, type_id, min(offset, 10**9), min(limit, LEADERBOARD_MAX)))

    @app.get("/v1/players/<name>")
    def get_player(name):
        return jsonify(player(service, name))

    @app.post("/v1/games/<gid>/clock/give")
    def give_time(gid):
        lg = service.load(gid)
        by = service.acting_seat(lg, _token())
        body = _body(give_schema)
        return jsonify(clocks.give_time(service, gid, by, body["seat"], body["seconds"])), 201

    @app.post("/v1/me/vacation")
    def take_vacation():
        body = _body(vacation_schema)  # (first: a malformed body is a 400 whoever sends it, as everywhere)
        name = require_account(request, "play")
        return jsonify(clocks.take_vacation(service, name, body["days"])), 201

    @app.get("/leaderboard/<type>")
    def leaderboard_page(type):  # the page reads the type from its own URL
        return _serve("ratings.html", PAGE_CACHE)

    @app.get("/players/<name>")
    def player_page(name):
        return _serve("ratings.html", PAGE_CACHE)

