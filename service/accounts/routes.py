"""HTTP routes of accounts (issue 25): /v1/accounts, /v1/session, /v1/me... (registered by
service.http.create_app). The web page is only a client of these."""
from __future__ import annotations

from flask import jsonify, request
from marshmallow import RAISE, Schema, fields, validate

from events.accounts import AccountStore
from service.accounts import auth, guard
from service.accounts.service import AccountService, SESSION_TTL_S, canonical
from service.errors import ApiError
from service.limits import client_key

ACCOUNT_PATHS = ("/v1/accounts", "/v1/session", "/v1/me")


class CredentialsSchema(Schema):
    class Meta:
        unknown = RAISE

    name = fields.String(required=True, validate=validate.Length(min=1, max=64))
    password = fields.String(required=True, validate=validate.Length(min=1, max=1024))


class TokenSchema(Schema):
    class Meta:
        unknown = RAISE

    scopes = fields.List(fields.String(validate=validate.Length(min=1, max=32)), required=True,
                         validate=validate.Length(min=1, max=3))
    label = fields.String(load_default=None, allow_none=True, validate=validate.Length(min=1, max=64))


class AdoptSchema(Schema):
    class Meta:
        unknown = RAISE

    game = fields.String(required=True, validate=validate.Length(min=1, max=64))
    token = fields.String(required=True, validate=validate.Length(min=1, max=200))


def build(service) -> AccountService:
    return AccountService(AccountStore(service.store.r), service)


def register(app, service) -> AccountService:
    from service.http import _body

    accounts = build(service) if service is not None else None  # (None: the route list only)
    app.extensions[auth.EXTENSION] = accounts
    r = accounts.r if accounts is not None else None
    creds, token_schema, adopt_schema = CredentialsSchema(), TokenSchema(), AdoptSchema()

    @app.errorhandler(guard.RateLimited)
    def rate_limited(e: guard.RateLimited):
        resp = jsonify(e.body())
        resp.status_code = 429
        resp.headers["Retry-After"] = str(e.retry_after)
        return resp

    @app.before_request
    def per_address():
        """Every account endpoint counts against the client's address (guard.py)."""
        path = request.path
        if path.startswith(ACCOUNT_PATHS) and request.method != "OPTIONS":
            guard.hit(r, "address", client_key())

    @app.post("/v1/accounts")
    def create_account():
        body = _body(creds)
        guard.hit(r, "signup", client_key())
        return jsonify(accounts.create(body["name"], body["password"])), 201

    def _session_answer(canon: str, status: int = 200):
        sid, csrf = accounts.start_session(canon)
        resp = jsonify({"name": accounts.display_name(canon), "csrf": csrf})
        resp.status_code = status
        resp.set_cookie(auth.COOKIE, sid, max_age=SESSION_TTL_S, httponly=True, samesite="Lax",
                        secure=auth.secure_request(request), path="/")
        resp.headers["Cache-Control"] = "no-store"
        return resp

    def signin_guard(name) -> str:
        """The failure counts a sign-in is checked against (before the password is)."""
        addr = client_key()
        guard.check(r, "signin_address", addr)
        subject = canonical(name) if isinstance(name, str) else ""
        guard.check(r, "signin_account", subject[:64])
        return subject[:64]

    def signin_failed(subject: str) -> None:
        guard.count(r, "signin_address", client_key())
        guard.count(r, "signin_account", subject)

    if accounts is not None:  # (passkeys.py signs in with these too)
        accounts.signin_guard, accounts.signin_failed, accounts.session_answer = signin_guard, signin_failed, _session_answer

    @app.post("/v1/session")
    def sign_in():
        body = _body(creds)
        subject = signin_guard(body["name"])
        try:
            canon = accounts.authenticate(body["name"], body["password"])
        except ApiError:
            signin_failed(subject)
            raise
        return _session_answer(canon)

    @app.get("/v1/session")
    def get_session():
        """The signed-in session's name and CSRF token (a page loaded later asks for it)."""
        sid = request.cookies.get(auth.COOKIE)
        sess = accounts.session(sid) if sid else None
        if sess is None:
            raise ApiError(401, "unauthorized", "not signed in")
        resp = jsonify({"name": accounts.display_name(sess["a"]), "csrf": sess["csrf"]})
        resp.headers["Cache-Control"] = "no-store"
        return resp

    @app.delete("/v1/session")
    def sign_out():
        sid = request.cookies.get(auth.COOKIE)
        if sid and auth.actor_of(request) is not None:  # (the CSRF token is checked there)
            accounts.end_session(sid)
        resp = app.response_class(status=204)
        resp.delete_cookie(auth.COOKIE, path="/", httponly=True, samesite="Lax", secure=auth.secure_request(request))
        return resp

    @app.get("/v1/me")
    def me():
        canon = auth.require_account(request, "read")
        from projections.accounts import profile
        return jsonify(profile(accounts.need(canon)))

    @app.get("/v1/me/tokens")
    def list_tokens():
        canon = auth.require_account(request, "session")
        return jsonify({"tokens": accounts.tokens(canon)})

    @app.post("/v1/me/tokens")
    def create_token():
        body = _body(token_schema)  # (the body first: a malformed one is a 400 whoever sends it)
        canon = auth.require_account(request, "session")
        return jsonify(accounts.create_token(canon, body["scopes"], body["label"])), 201

    @app.delete("/v1/me/tokens/<tid>")
    def revoke_token(tid):
        canon = auth.require_account(request, "session")
        accounts.revoke_token(canon, tid)
        return app.response_class(status=204)

    @app.get("/v1/me/games")
    def my_games():
        canon = auth.require_account(request, "read")
        return jsonify({"games": accounts.my_games(canon)})

    @app.post("/v1/me/seats")
    def adopt_seat():
        body = _body(adopt_schema)
        canon = auth.require_account(request, "play")
        return jsonify(accounts.adopt(canon, body["game"], body["token"])), 201

    from service.accounts import passkeys
    passkeys.register(app, accounts)
    return accounts
