"""Who a request comes from, as an account (issue 25): the seam other capabilities use.

``account_of(request)`` -> the canonical account name or None: from the session cookie
(a state-changing method must carry the session's CSRF token in ``X-CSRF-Token``, else
403 ``csrf_failed``) or from ``Authorization: Bearer mhp_...`` (a personal token; an
unknown or revoked one is 401, and counted against the address: guard.py). A seat token
in the header (no ``mhp_`` prefix) is no account: None, and the cookie is not looked at
(the header names who acts). ``require_account(request, scope)`` -> the name, or 401
(no account) / 403 (the token lacks ``scope``; a session has every scope; the scope
``session`` is the browser session only, e.g. to manage tokens).
"""
from __future__ import annotations

import hmac
import os

from flask import current_app, g

from service.accounts import guard
from service.accounts.actor import SCOPES, AccountActor
from service.errors import ApiError, forbidden, unauthorized
from service.limits import client_key

COOKIE = "mh_session"
CSRF_HEADER = "X-CSRF-Token"
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
TOKEN_PREFIX = "mhp_"
EXTENSION = "moonhall.accounts"
_NONE = object()


def accounts():
    """The AccountService of this app (service/accounts/routes.py registers it)."""
    return current_app.extensions[EXTENSION]


def actor_of(request) -> AccountActor | None:
    """The account a request acts as (cached for the request), or None."""
    cached = g.get("_mh_actor", _NONE)
    if cached is not _NONE:
        return cached
    actor = None
    header = request.environ.get("HTTP_AUTHORIZATION")
    if header is not None:
        scheme, _, token = header.partition(" ")
        token = token.strip()
        if scheme.lower() == "bearer" and token.startswith(TOKEN_PREFIX):
            actor = _token_actor(token)
    elif COOKIE in request.cookies:
        actor = _session_actor(request, request.cookies[COOKIE])
    g._mh_actor = actor
    return actor


def _token_actor(token: str) -> AccountActor:
    acc = accounts()
    addr = client_key()
    guard.check(acc.r, "token_address", addr)  # an address that guessed too often is refused first
    info = acc.resolve_token(token)
    if info is None:
        guard.count(acc.r, "token_address", addr)
        raise unauthorized("this personal token is not valid (unknown or revoked)")
    return AccountActor(info["a"], info["scopes"], "token", acc.seats_of(info["a"]))


def _session_actor(request, sid: str) -> AccountActor | None:
    acc = accounts()
    sess = acc.session(sid)
    if sess is None:  # expired or signed out: no account (a spectator, or a seat token's page)
        return None
    if request.method not in SAFE_METHODS:
        sent = request.headers.get(CSRF_HEADER) or ""
        if not hmac.compare_digest(sent.encode(), sess["csrf"].encode()):
            raise forbidden("a request made with the session cookie must carry the session's CSRF token "
                            f"in the {CSRF_HEADER} header", "csrf_failed")
    return AccountActor(sess["a"], SCOPES, "session", acc.seats_of(sess["a"]))


def account_of(request) -> str | None:
    actor = actor_of(request)
    return None if actor is None else actor.account


def require_account(request, scope: str) -> str:
    actor = actor_of(request)
    if actor is None:
        raise unauthorized("sign in (the session cookie) or send a personal token (Authorization: Bearer mhp_...)")
    if scope == "session":
        if actor.via != "session":
            raise forbidden("this needs a signed-in browser session: a personal token cannot do it", "session_required")
    elif not actor.allows(scope):
        raise forbidden(f"this personal token lacks the scope {scope!r}", "insufficient_scope",
                        {"scopes": list(actor.scopes), "needs": scope})
    guard.hit(accounts().r, "account", actor.account)
    return actor.account


def secure_request(request) -> bool:
    """Served over https (directly, or behind a proxy we trust to say so)."""
    if request.is_secure:
        return True
    return (os.environ.get("MOONHALL_TRUST_PROXY") == "1"
            and request.headers.get("X-Forwarded-Proto", "").split(",")[0].strip().lower() == "https")


__all__ = ["account_of", "require_account", "actor_of", "COOKIE", "CSRF_HEADER", "ApiError"]
