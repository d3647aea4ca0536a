"""Seats people join and leave: open seats, invites, join, resign.

A join or a resignation is a ``seat`` record in the game's stream (events/model.py),
appended through the same command path and version check as a move: of two joins of one
seat, exactly one lands (append.lua checks the version inside Redis; the loser reloads,
finds the seat taken and gets 409). A joined seat's token is kept only as its sha256 in
the record (never shown: projections/seat.py drops it), so the token and the seat are
taken in one atomic append and the creator never holds the other seats' tokens.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets

from events.model import Record
from projections import table as tables
from service.errors import ApiError, conflict, forbidden

JOIN_ATTEMPTS = 50


def _hash(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


def new_seat_token() -> str:
    """A seat's secret token. Never one that starts like a personal token (``mhp_``, issue 25),
    which the service would read as an account's (about one in 17 million would)."""
    while True:
        token = secrets.token_urlsafe(24)
        if not token.startswith("mhp_"):
            return token


def default_resign_bot(game) -> str:
    """The bot that takes over a seat that left: the game's strongest non-random level
    among the built-in ones (the last listed), else ``random``."""
    levels = [lvl for lvl in game.bot_levels if lvl not in ("random", "expert")]
    return levels[-1] if levels else "random"


def invites_for(seats: list[dict]) -> dict[int, str]:
    """A fresh invite code for each private open seat."""
    return {i: secrets.token_urlsafe(9) for i, s in enumerate(seats) if s.get("open") and s.get("private")}


def invite_meta(invites: dict[int, str]) -> dict[str, str]:
    return {f"inv:{i}": _hash(code) for i, code in invites.items()}


def _invite_ok(meta: dict, seat: int, invite: str | None) -> bool:
    want = meta.get(f"inv:{seat}")
    return want is not None and invite is not None and hmac.compare_digest(want, _hash(invite))


def join(service, gid: str, name: str, seat: int | None, invite: str | None, account: str | None = None) -> dict:
    """Take an open seat: 201 {"seat", "token"}; 409 none open / taken; 403 invite.
    ``account``: the canonical name of the account joining (issue 25), kept in the
    joined record so the table names it and the account acts for the seat."""
    for _ in range(JOIN_ATTEMPTS):
        lg = service.load(gid)
        t = lg.table
        if t.get("result") is not None or lg.game.is_over(lg.state):
            raise conflict("game_over", "the game is finished")
        opens = tables.open_seats(t)
        if seat is not None:
            if not (0 <= seat < t["players"]):
                raise ApiError(422, "no_such_seat", f"the game has seats 0..{t['players'] - 1}",
                               {"players": t["players"]})
            if seat not in opens:
                raise conflict("seat_taken", f"seat {seat} is not open", {"open_seats": opens})
            s = seat
        elif invite is not None:
            match = [i for i in opens if _invite_ok(lg.meta, i, invite)]
            if not match:
                raise forbidden("this invite code is not valid for an open seat of this game", "invalid_invite")
            s = match[0]
        else:
            public = [i for i in opens if not t["seats"][i]["private"]]
            if not public:
                if opens:
                    raise forbidden("the open seats are private: an invite code is required", "invite_required")
                raise conflict("no_open_seat", "every seat is taken", {"open_seats": []})
            s = public[0]
        if t["seats"][s]["private"] and not _invite_ok(lg.meta, s, invite):
            raise forbidden(f"seat {s} is private: a valid invite code is required", "invalid_invite")
        if t.get("rated"):  # a rated table's seats are accounts' (issue 26, item 1)
            if not account:
                raise ApiError(422, "account_required", "a rated table's seat is joined with an account "
                               "(a signed-in session or a personal token)", {"seat": s})
            if any(x.get("account") == account for x in t["seats"]):
                raise ApiError(422, "account_twice", "an account takes one seat of a rated table")
        token = new_seat_token()
        rec = Record(lg.version + 1, "seat", seat=s, cmd=lg.version,
                     change={"type": "joined", "seat": s, "name": name, "tok": _hash(token),
                             **({"account": account} if account else {})})
        try:
            service._commit(lg, s, [rec], lg.state, None)
        except ApiError as e:
            if e.code == "stale_version":  # another join landed first: look again
                continue
            raise
        if service._status(lg.game, lg.state, lg.table) == "waiting":
            # a seat taken, the game still waits: the lobby's seats changed (a change of
            # status bumped the lobby's version already, in the store's ``index``)
            service.store.lobby_changed()
        return {"seat": s, "token": token}
    raise ApiError(503, "retry", "too many concurrent joins, try again")


def resign(service, gid: str, seat: int) -> dict:
    """The seat leaves: a 2-player game ends and the other seat wins; with more players
    a bot (the create option ``resign_bot``) plays the seat on and it cannot win."""
    for _ in range(JOIN_ATTEMPTS):
        lg = service.load(gid)
        t = lg.table
        if tables.waiting(t):
            raise conflict("waiting_for_players", "the game has not started: every open seat must be taken first")
        if service.finished(lg):
            raise conflict("game_over", "the game is finished")
        if t["seats"][seat]["out"] or t["seats"][seat]["bot"] is not None:
            raise conflict("already_left", "this seat has already left the game (a bot plays it)")
        change = {"type": "resigned", "seat": seat}
        if t["players"] == 2:
            change["then"] = "end"
        else:
            change.update(then="bot", bot=t["resign_bot"])
        rec = Record(lg.version + 1, "seat", seat=seat, cmd=lg.version, change=change)
        try:
            return service._commit(lg, seat, [rec], lg.state, None)
        except ApiError as e:
            if e.code == "stale_version":
                continue
            raise
    raise ApiError(503, "retry", "the game is too busy, try again")


def register_routes(app, service) -> None:
    """POST /v1/games/{id}/join and /resign (called by service.http.create_app)."""
    from flask import jsonify

    from service.inputs import body as _body, token as _token
    from service.schemas import JoinSchema, ResignSchema

    join_schema, resign_schema = JoinSchema(), ResignSchema()

    @app.post("/v1/games/<gid>/join")
    def join_seat(gid):
        from flask import request

        from service.accounts import seats as account_seats
        body = _body(join_schema)
        service.load(gid)  # 404 before anything else
        # with an account (a session, or a personal token that may play) the seat is the
        # account's and its name defaults to the account's (issue 25)
        account, name = account_seats.joining(request, body["name"])
        out = service.join(gid, name, body["seat"], body["invite"], account)
        account_seats.joined(account, gid, out)
        return jsonify(out), 201

    @app.post("/v1/games/<gid>/resign")
    def resign_seat(gid):
        lg = service.load(gid)
        seat = service.acting_seat(lg, _token())
        _body(resign_schema)
        return jsonify(service.resign(gid, seat)), 201
