"""Tables between people (issue 25): quick play (seeks), rematch, table chat, presence.

Each capability is a module of its own (``seeks``, ``rematch``, ``chat``, ``presence``);
this file wires them to HTTP (``register_routes``, called by service.http.create_app) and
says who a request is: a seat's token, or an account (its session or personal token,
``service.accounts.auth``), which acts for the seat it holds. None of it is on a game's move path: seeks live
in their own hash slot, chat, presence and the rematch marker in keys of the game's slot
that no move reads or writes.
"""
from __future__ import annotations

from marshmallow import RAISE, Schema, fields, validate

from service.accounts.actor import AccountActor
from service.schemas import MAX_SEATS, NoFieldsSchema, StrictBool, StrictInt


class SeekSchema(Schema):
    """POST /v1/seeks."""
    class Meta:
        unknown = RAISE

    type = fields.String(required=True, validate=validate.Length(min=1, max=64))
    players = StrictInt(required=True, validate=validate.Range(min=1, max=MAX_SEATS))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    # seconds to wait for other people before bots take the seats left (null: never)
    bots_after_s = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0, max=3600))
    bot = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))
    name = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))
    # the rating range: only seekers whose rating of the type is within this many points of
    # this seeker's (and whose own range takes it) share its table (null: anyone)
    rating_diff = StrictInt(load_default=None, allow_none=True, validate=validate.Range(min=0, max=1000))


class ChatSchema(Schema):
    """POST /v1/games/{id}/chat."""
    class Meta:
        unknown = RAISE

    text = fields.String(required=True)
    name = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=40))


class PresenceSchema(Schema):
    """POST /v1/games/{id}/presence."""
    class Meta:
        unknown = RAISE

    viewer = fields.String(load_default=None, allow_none=True, validate=validate.Regexp(r"^[A-Za-z0-9_-]{8,64}\Z"))


def account_of(request) -> str | None:
    """The account a request speaks for (fix/accounts' session cookie, CSRF-checked for a
    state-changing method, or personal token), or None (a seat token, or nobody)."""
    from service.accounts.auth import account_of as of
    return of(request)


def display_name(canon: str) -> str:
    from service.accounts.auth import accounts
    return accounts().display_name(canon)


def register_routes(app, service) -> None:
    from flask import jsonify, request

    from service.inputs import body as _body, int_arg as _int_arg, token as _token
    from service.tables import chat, presence, rematch
    from service.tables.seeks import Seeks

    if service is None:  # (the route table alone: tests/service/test_openapi.py)
        seeks = events = None
    else:
        # seeks: the queue's Redis (shared by all games, never a game's cluster slot); a
        # game's chat, presence and rematch: the events' Redis, in the game's slot
        seeks = Seeks(service, getattr(service.dispatch, "connection", None) or service.store.r)
        events = service.store.r
    seek_schema, chat_schema, presence_schema = SeekSchema(), ChatSchema(), PresenceSchema()
    no_fields = NoFieldsSchema()

    def _seat_or_account(lg, required: bool):
        """(seat, account) of the request on game ``lg``: a seat token's seat (401 if it is
        none of this game's); an account's seat (fix/accounts: ``service.http._token`` gives
        an AccountActor, ``GameService._account_seat`` finds its seat), or (None, account)
        for an account that holds no seat here; (None, None) for nobody (401 if
        ``required``)."""
        token = _token()
        if isinstance(token, AccountActor):
            return service._account_seat(lg, token), token.account
        if token is None:
            if required:
                service.acting_seat(lg, None)  # 401
            return None, None
        return service.acting_seat(lg, token), None

    @app.post("/v1/seeks")
    def create_seek():
        body = _body(seek_schema)
        acct = account_of(request)  # the seat names the account, its name the default (issue 25)
        name = body["name"] or (display_name(acct) if acct else None)
        out = seeks.create(body["type"], body["players"], body["options"], body["bots_after_s"],
                           name, body["bot"], account=acct, rating_diff=body["rating_diff"])
        return jsonify(out), 201

    @app.get("/v1/seeks/<sid>")
    def get_seek(sid):
        return jsonify(seeks.get(sid, _token()))

    @app.delete("/v1/seeks/<sid>")
    def cancel_seek(sid):
        seeks.cancel(sid, _token())
        return "", 204

    @app.post("/v1/games/<gid:gid>/rematch")
    def create_rematch(gid):
        _body(no_fields)  # it takes no body: one sent is refused, as for /resign
        lg = service.load(gid)
        seat = service.acting_seat(lg, _token())  # a seat's token, or its account's (403 not_your_seat)
        out = rematch.rematch(service, events, lg, seat)
        return jsonify(out), 200 if out["replayed"] else 201

    @app.get("/v1/games/<gid:gid>/rematch")
    def get_rematch(gid):
        service.load(gid)
        return jsonify(rematch.get(events, gid))

    @app.get("/v1/games/<gid:gid>/chat")
    def read_chat(gid):
        lg = service.load(gid)
        limit = min(_int_arg("limit", chat.PAGE, lo=1), chat.PAGE)
        out = chat.read(events, gid, request.args.get("after"), limit)
        out["spectators_may_post"] = chat.spectators_may_post(lg.meta)
        out["in_record"] = chat.in_record(lg.meta)
        return jsonify(out)

    @app.post("/v1/games/<gid:gid>/chat")
    def post_chat(gid):
        lg = service.load(gid)
        seat, acct = _seat_or_account(lg, False)
        body = _body(chat_schema)
        return jsonify(chat.post(events, lg, seat, body["text"], body["name"], account=acct if seat is None else None)), 201

    @app.get("/v1/games/<gid:gid>/presence")
    def get_presence(gid):
        return jsonify(presence.who(events, service.load(gid)))

    @app.post("/v1/games/<gid:gid>/presence")
    def post_presence(gid):
        lg = service.load(gid)
        seat, _ = _seat_or_account(lg, False)
        body = _body(presence_schema)
        presence.beat(events, gid, seat, body["viewer"])
        return jsonify(presence.who(events, lg))
