"""What a request carries, read the one way every route reads it: its JSON body (bounded in
size and depth), its seat token or account, its Idempotency-Key and its query arguments.
Its own module so that route modules (seats, streams, records, accounts, tables, ratings...)
and service/http.py import it, not each other (layout.md: the request helpers lived in
service/http.py, and the route modules it registers imported them back from it)."""
from __future__ import annotations

from flask import request
from werkzeug.exceptions import RequestEntityTooLarge

from events import codec
from service.accounts import auth
from service.errors import bad_request, unauthorized
from service.movecheck import depth_exceeds, too_deep
from service.schemas import MoveSchema, ValidationError

MAX_INT_ARG = 2**53  # larger integer arguments count as this (the document sets no maximum)
MAX_BODY_BYTES = 1 << 20

MOVE = MoveSchema()


def plain_move(data: dict) -> bool:
    """The common well-formed move body, checked without marshmallow (70-100 µs saved
    per POST); anything else goes through MoveSchema for the same strict 400 answers."""
    v = data.get("expected_version")
    return (len(data) == 2 and type(data.get("move")) is dict and type(v) is int and v >= 0)


def raw_body() -> bytes:
    """The request's bytes; a body over MAX_BODY_BYTES is a 413 however it comes. Werkzeug
    refuses a Content-Length over the limit, but a chunked body (no Content-Length; the
    server ends the stream, as gunicorn does) was cut at the limit without an error and
    answered as malformed JSON: a 10 MB chunked body got 400 (issue 30, item 5). A body
    that fills the limit exactly is looked past by one byte."""
    raw = request.get_data(cache=True)  # (not request.data: that runs the form parser first)
    if len(raw) >= MAX_BODY_BYTES and request.content_length is None and request.environ["wsgi.input"].read(1):
        raise RequestEntityTooLarge()
    return raw


def body(schema) -> dict:
    raw = raw_body()
    try:
        data = codec.loads(raw) if raw else {}
    except RecursionError:  # the standard library's parser (a long integer in the body)
        raise too_deep()
    except ValueError as e:  # not JSON (or not UTF-8); orjson stops at 1024 levels
        if "depth limit" in str(e):
            raise too_deep()
        data = None
    if not isinstance(data, dict):
        raise bad_request("the body must be a JSON object")
    if schema is MOVE and plain_move(data):
        return data  # its one container, the move, is bounded by check_move's walk
    if depth_exceeds(data):  # before any recursion over it (issue 30, item 5)
        raise too_deep()
    try:
        return schema.load(data)
    except ValidationError as e:
        raise bad_request("the body is malformed", {"fields": e.messages})


def token() -> str | None:
    """The seat token of the request; or, for a request made with an account (a personal
    ``mhp_`` token, or the session cookie with no Authorization header), its AccountActor,
    which the game service resolves to the account's seat (issue 25)."""
    header = request.environ.get("HTTP_AUTHORIZATION")  # (request.headers builds a view per call)
    if header is None:
        if "HTTP_COOKIE" in request.environ:  # (no cookie: nothing more to look at)
            return auth.actor_of(request)
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise unauthorized("the Authorization header must be 'Bearer <token>'")
    token = token.strip()
    if token.startswith(auth.TOKEN_PREFIX):
        return auth.actor_of(request)
    return token


def idem_key() -> str | None:
    """The request's ``Idempotency-Key`` (moves and undos), 1-200 characters."""
    key = request.headers.get("Idempotency-Key")
    if key is not None and not (1 <= len(key) <= 200):
        raise bad_request("Idempotency-Key must be 1-200 characters")
    return key


def int_arg(name: str, default: int, lo: int = 0) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        v = int(raw)
    except ValueError:
        raise bad_request(f"query parameter {name!r} must be an integer")
    if v < lo:
        raise bad_request(f"query parameter {name!r} must be at least {lo}")
    return min(v, MAX_INT_ARG)


def num_arg(name: str, default: float) -> float:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        v = float(raw)
    except ValueError:
        raise bad_request(f"query parameter {name!r} must be a number")
    if not (0 <= v <= 30):
        raise bad_request(f"query parameter {name!r} must be between 0 and 30")
    return v
