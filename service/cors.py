"""CORS for the origins named in ``CORS_ORIGINS`` (comma separated; ``*`` for any).

A browser app on another site may then call the API with ``Authorization`` (the seat
token) and ``Idempotency-Key`` headers: preflight ``OPTIONS`` requests are answered and
every answer (errors too) carries ``Access-Control-Allow-Origin`` for an allowed origin,
with ``Vary: Origin``. Unset or empty: no CORS header at all (same-origin only).

flask-cors does the protocol (preflight matching of method and requested headers,
``Vary``, ``Max-Age``, headers on error answers): a small, long-kept Flask extension,
less to get wrong than our own ``after_request``. No credentials mode: tokens travel
in ``Authorization``, never in cookies, so ``*`` is safe to allow.
"""
from __future__ import annotations

import os

from flask import Flask

ALLOW_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID", "If-None-Match"]
EXPOSE_HEADERS = ["ETag", "Retry-After", "Location"]
METHODS = ["GET", "POST", "OPTIONS"]
MAX_AGE = 600


def origins_from(value: str | None) -> list[str]:
    """``"https://a.example, https://b.example"`` -> the list (blanks dropped)."""
    return [o.strip().rstrip("/") for o in (value or "").split(",") if o.strip()]


def enable(app: Flask, origins: list[str] | None = None) -> list[str]:
    """Turns CORS on for ``origins`` (default: the ``CORS_ORIGINS`` environment variable)."""
    if origins is None:
        origins = origins_from(os.environ.get("CORS_ORIGINS"))
    if not origins:
        return []
    from flask_cors import CORS
    star = "*" in origins
    CORS(app, resources={r"/*": {"origins": "*" if star else origins}}, send_wildcard=star,
         allow_headers=ALLOW_HEADERS, expose_headers=EXPOSE_HEADERS, methods=METHODS,
         max_age=MAX_AGE, supports_credentials=False, vary_header=True)
    return origins
