"""The thin Flask layer: parse, authenticate, call the service, shape JSON."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Callable

import orjson
from flask import Flask, Response, current_app, jsonify, request
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import HTTPException
from werkzeug.routing import BaseConverter

from events import codec
from service import i18n
from service.errors import ApiError, bad_request
from service.games import GameService
from service.limits import install_unavailable
from service.movecheck import check_move
from service.inputs import (MAX_BODY_BYTES, MOVE as _move, body as _body, idem_key as _idem_key,
                            int_arg as _int_arg, num_arg as _num_arg, token as _token)
from service.schemas import CreateGameSchema, UndoSchema

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("moonhall")

EVENTS_PAGE = 500     # GET /events answers at most this many events unless `limit` says fewer
EVENTS_PAGE_MAX = 1000

_create = CreateGameSchema()
_undo = UndoSchema()


_VARY = (("Vary", "Accept-Encoding"),)  # every answer may be compressed (service/catalogue.py)


class GameIdConverter(BaseConverter):
    """A game id in a path: any segment but ``import``, so ``/v1/games/import`` (POST, issue
    27) is not also ``GET /v1/games/{gid}`` (its ``Allow`` lists POST only; a GET is a 405)."""
    regex = r"(?!import$)[^/]+"


class FastJSON(DefaultJSONProvider):
    """Flask's JSON with orjson (events/codec.py, issue 15): answers are encoded straight
    to bytes; what orjson cannot encode (an integer beyond 64 bits, a Decimal) takes
    Flask's own encoder, so every answer is what it was, only sooner."""
    sort_keys = False

    def dumps(self, obj, **kwargs):
        if kwargs.get("indent") is None:
            try:
                return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS).decode()
            except TypeError:
                pass
        return super().dumps(obj, **kwargs)

    def loads(self, s, **kwargs):
        return codec.loads(s)

    def response(self, *args, **kwargs):
        obj = self._prepare_response_obj(args, kwargs)
        if self._app.debug:
            return super().response(obj)
        try:
            body = orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_APPEND_NEWLINE)
        except TypeError:
            return super().response(obj)
        resp = self._app.response_class(body, mimetype=self.mimetype, headers=_VARY)
        resp.varies_on_encoding = True  # the compression hook need not look (service/catalogue.py)
        return resp


def _json_bytes(obj) -> bytes:
    """An answer's body as ``jsonify`` writes it (FastJSON), for ``GameService.shared_view``."""
    try:
        return orjson.dumps(obj, option=orjson.OPT_NON_STR_KEYS | orjson.OPT_APPEND_NEWLINE)
    except TypeError:
        return (current_app.json.dumps(obj) + "\n").encode()  # (Flask's own encoder, as jsonify)


def _shared_answer(body: bytes) -> Response:
    """A shared encoded answer (issue 29) as ``jsonify`` sends one."""
    resp = Response(body, mimetype="application/json", headers=_VARY)
    resp.varies_on_encoding = True
    return resp


def create_app(service: GameService, health: Callable[[], tuple[bool, dict]] | None = None,
               cors_origins: list[str] | None = None) -> Flask:
    """``cors_origins``: the origins CORS allows (default: env ``CORS_ORIGINS``; service/cors.py)."""
    app = Flask(__name__, static_folder=None)  # /static/... is the web client's (service/web.py)
    app.json = FastJSON(app)
    app.url_map.converters["gid"] = GameIdConverter
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES  # larger bodies get a JSON 413
    spec_path = ROOT / "openapi.yaml"
    spec_text = spec_path.read_text() if spec_path.exists() else None

    @app.errorhandler(ApiError)
    def api_error(e: ApiError):
        body = e.body()
        if "Accept-Language" in request.headers:   # (issue 24) the refusal in the reader's language
            body["error"]["message"] = i18n.error_message(i18n.negotiate(request), e.code, e.message)
        return jsonify(body), e.status

    @app.errorhandler(HTTPException)
    def http_error(e: HTTPException):
        code = {404: "not_found", 405: "method_not_allowed", 413: "payload_too_large"}.get(e.code, "http_error")
        resp = jsonify({"error": {"code": code, "message": e.description, "details": None}})
        resp.status_code = e.code or 500
        for k, v in e.get_headers():  # Allow on a 405 (TRACE too), Retry-After...
            if k.lower() != "content-type":
                resp.headers[k] = v
        return resp

    install_unavailable(app)  # Redis unreachable: 503 JSON with Retry-After, never a 500
    from service import redact  # the development server's request log too: no token in it (issue 30, item 9)
    redact.install(logging.getLogger("werkzeug"))

    @app.errorhandler(Exception)
    def internal(e: Exception):  # the last resort; tests fuzz the API so this stays unused
        log.exception("internal error")
        return jsonify({"error": {"code": "internal", "message": "internal error", "details": None}}), 500

    @app.get("/healthz")
    def healthz():
        ok, info = health() if health else (True, {})
        return jsonify({"ok": ok, **info}), 200 if ok else 503

    from service import catalogue
    catalogue.register(app, lambda: service.registry)   # GET /v1/game-types[/{type}[/rules/{id}]], gzip, ETags

    @app.post("/v1/games")
    def create_game():
        body = _body(_create)
        from service.accounts import seats as account_seats
        seats = account_seats.naming(body["seats"])  # seats that name an account (issue 25)
        out = service.create(body["type"], seats, body["options"], body["seed"],
                             clock=body["clock"], resign_bot=body["resign_bot"], hints=body["hints"],
                             # spectators may write in the table chat (issue 25, service/tables/chat.py)
                             extra_meta={**({"chat_spectators": "1"} if body["chat_spectators"] else {}),
                                         **({"chat_in_record": "1"} if body["chat_in_record"] else {})} or None,
                             rated=body["rated"])
        account_seats.created(out)
        return jsonify(out), 201

    @app.get("/v1/games")
    def list_games():
        status = request.args.get("status")
        if status not in (None, "waiting", "active", "finished"):
            raise bad_request("status must be 'waiting', 'active' or 'finished'")
        limit = _int_arg("limit", 100, lo=1)
        cursor = request.args.get("cursor")
        if cursor is not None and not (0 < len(cursor) <= 64 and cursor.isascii() and cursor.isprintable()):
            raise bad_request("cursor must be a next_cursor from a previous page")
        joinable = request.args.get("joinable", "false")
        if joinable not in ("true", "false"):
            raise bad_request("joinable must be 'true' or 'false'")
        return jsonify(service.list_games(status, request.args.get("type"), min(limit, 500), cursor or None,
                                          joinable=joinable == "true"))

    @app.get("/v1/games/<gid:gid>")
    def get_game(gid):
        after, wait = (_int_arg("after", -1), _num_arg("wait", 0)) if request.environ.get("QUERY_STRING") else (-1, 0)
        if after < 0:
            lg = service.load(gid)
            seat = service.seat_for(lg, _token())
        else:  # the long poll: the view once the game is past ``after`` (at most ``wait`` s)
            lg = service.load(gid, fresh=False)
            seat = service.seat_for(lg, _token())  # a bad token is refused before any wait
            service.wait_past(lg, after, wait)
            # one answer per process, version and seat, encoded once and shared by every
            # long poll that asks for it (issue 29: watchers of the game being played)
            return _shared_answer(service.shared_view(lg, seat, _json_bytes))
        return jsonify(service.view(lg, seat))

    @app.get("/v1/games/<gid>/moves")
    def get_moves(gid):
        lg = service.load(gid)
        seat = service.seat_for(lg, _token())
        return jsonify(service.legal_moves(lg, seat))

    def _play(gid, dry_run):
        lg = service.load(gid, fresh=dry_run)  # a move at the cached version appends at once
        seat = service.acting_seat(lg, _token())
        body = _body(_move)
        try:
            body["move"] = check_move(lg.game, body["move"], service.registry)  # the published move schema, at run time (issue 10)
            return service.play(lg, seat, body["move"], body["expected_version"], idem_key=_idem_key(), dry_run=dry_run)
        except ApiError as e:
            if not dry_run and lg.meta.get("pool"):  # a ladder game's refused move counts for its bot (issue 28)
                from service.ladder import count_refusal
                count_refusal(service, lg, seat, e.code)
            raise

    @app.post("/v1/games/<gid>/moves")
    def post_move(gid):
        include = _include()  # checked before the move: a bad include appends nothing
        out = _play(gid, False)
        if include:  # ?include=view,moves: the mover's new view and next moves in one answer
            # the state this process just appended (no read; a replayed answer reads the stream)
            lg = service.load(gid, fresh=bool(out.get("replayed")))
            seat = service.seat_for(lg, _token())  # as it reads now: a spectator's once it forfeited (a replayed key)
            if "view" in include:
                out["view"] = service.view(lg, seat)
            if "moves" in include:
                out["moves"] = service.legal_moves(lg, seat)
        return jsonify(out), 200 if out.get("replayed") else 201

    def _include() -> set[str]:
        raw = request.args.get("include") if request.environ.get("QUERY_STRING") else None  # (no args parse)
        if raw is None:
            return set()
        parts = set(raw.split(","))
        if not parts <= {"view", "moves"}:  # the document's pattern: (view|moves)(,(view|moves))*
            raise bad_request("include may list 'view' and 'moves'", {"unknown": sorted(parts - {"view", "moves"})})
        return parts

    @app.post("/v1/games/<gid>/moves/validate")
    def validate_move(gid):
        return jsonify(_play(gid, True)), 200

    @app.post("/v1/games/<gid>/undo")
    def undo(gid):
        lg = service.load(gid)
        seat = service.acting_seat(lg, _token())
        body = _body(_undo)
        # a retried undo with its key answers the first undo again (issue 30, item 10)
        out = service.undo(lg, seat, body["to_version"], body["expected_version"], idem_key=_idem_key())
        return jsonify(out), 200 if out.get("replayed") else 201

    @app.get("/v1/games/<gid>/events")
    def events(gid):
        limit = min(_int_arg("limit", EVENTS_PAGE, lo=1), EVENTS_PAGE_MAX)
        return jsonify(service.events(gid, _token(), _int_arg("after", 0), _num_arg("wait", 0), limit=limit))

    @app.get("/v1/games/<gid>/states/<version>")
    def state_at(gid, version):
        lg = service.load(gid)
        seat = service.seat_for(lg, _token())
        try:
            v = int(version)
        except ValueError:
            raise bad_request("version must be an integer")
        return jsonify(service.view(lg, seat, version=v))

    from service import analysis, records as record_routes, seats as seat_routes, stream as stream_routes
    from service.accounts import routes as account_routes  # accounts, sessions, tokens, my tables (issue 25)
    account_routes.register(app, service)
    seat_routes.register_routes(app, service)
    stream_routes.register_routes(app, service)
    analysis.register_routes(app, service)  # analysis, review, branches (issue 27)
    record_routes.register_routes(app, service)  # GET /record, POST /v1/games/import (issue 27)
    from service import lobbywatch
    lobbywatch.register_routes(app, service)  # GET /v1/lobby/changes: the lobby follows changes (issue 25)
    from service import tables as table_routes
    table_routes.register_routes(app, service)  # seeks, rematch, chat, presence (issue 25)
    from service import ratings as rating_routes  # leaderboards, players, clock gifts, vacation (issue 26)
    rating_routes.register_routes(app, service)
    from service import notify as notify_routes
    notify_routes.register_routes(app, service)  # 'your turn' webhooks (issue 26)
    from service import ladder  # the bot ladder: /v1/bots, /bots (issue 28)
    ladder.register_routes(app, service)

    @app.get("/openapi.yaml")
    def openapi():
        if spec_text is None:
            raise ApiError(404, "not_found", "openapi.yaml is missing from this installation")
        return Response(spec_text, mimetype="application/yaml")

    from service import apidocs, cors
    apidocs.register(app)
    cors.enable(app, cors_origins)

    from service import web  # the browser client: `/`, `/play/<id>`, `/static/...`, and the JSON index at `/v1`
    web.register(app, type_of=service.type_of if service is not None else (lambda gid: None))

    from service import priority  # a process's commands before its watchers' work (issue 29)
    priority.install(app)

    return app
