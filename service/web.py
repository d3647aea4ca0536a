"""The browser client (issue 12): static files only. The page is a client of the
documented public API like any other; this module just serves its files.

``/`` the lobby, ``/account`` sign-up, sign-in and my tables (issue 25), ``/play/<game_id>`` a game page (the seat token travels in the URL
fragment, never to the server), ``/static/<file>`` the assets, ``/v1`` the former JSON index.
Every file is read once and kept with its gzip encoding and ETag (the catalogue's
``send_doc``): a browser gets ~19 KB instead of ~52 KB on a first visit and a 304 after.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable
from pathlib import Path

from flask import Flask, jsonify

from service.catalogue import Doc, doc_of, send_doc
from service.errors import ApiError
from service.webbundle import Bundle, bundle, import_map

WEB_DIR = Path(__file__).resolve().parent / "web"
ASSET_CACHE = "public, max-age=300"  # assets are small; a short cache keeps a redeploy visible within minutes
PAGE_CACHE = "no-cache"                # pages: always revalidated (a 304 when unchanged)
MIMETYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css"}
#: the files served, fixed when the module loads (no path from a request reaches the disk)
#: keyed by the path under web/ ("play.js", "boards/azul.js"): one module a game lives in boards/
FILES = {p.relative_to(WEB_DIR).as_posix(): p for p in WEB_DIR.rglob("*") if p.is_file() and p.suffix in MIMETYPES}


#: a page's ``<link rel="stylesheet" href="/static/X.css" data-inline>``: served with the file's
#: text in its place (no style sheet request holds play.html's first paint back: issue 23,
#: bench/bench_web.py); the file stays an asset of its own too
INLINE = re.compile(rb'<link rel="stylesheet" href="/static/([a-z_]+\.css)" data-inline>')


def _inlined(m: re.Match) -> bytes:
    return b"<style>\n" + FILES[m.group(1).decode()].read_bytes() + b"</style>"


#: the modules a page loads as one file (service/webbundle.py: issue 23), by the bundle's name
#: under /static/: its entry module; made when the app is made (a module the bundler does not
#: take stops the server's start with the file's name, not a request)
BUNDLES = {"play.bundle.js": "play.js"}
#: a page's ``<script type="importmap" data-bundle="X"></script>``: served with the import map
#: that points the bundle's modules at it (the boards and table.js, loaded later, import
#: common.js and i18n.js: they get the bundle's instances)
BUNDLE_MAP = re.compile(rb'<script type="importmap" data-bundle="([a-z_.]+)"></script>')


@lru_cache(maxsize=None)
def _bundle(name: str) -> Bundle:
    return bundle(WEB_DIR, BUNDLES[name])


def _mapped(m: re.Match) -> bytes:
    name = m.group(1).decode()
    return f'<script type="importmap">{import_map(_bundle(name), "/static/" + name)}</script>'.encode()


#: play.html's placeholder for the game's type: filled in by the server, so first.js asks for
#: the catalogue and the board module beside the view instead of after it (issue 23)
TYPE_META = b'<meta name="moonhall-game-type" content="">'


@lru_cache(maxsize=None)
def _file(name: str, game_type: str = "") -> Doc:
    if name in BUNDLES:
        return doc_of(_bundle(name).text.encode())
    raw = FILES[name].read_bytes()
    if name.endswith(".html"):
        raw = INLINE.sub(_inlined, raw)
        raw = BUNDLE_MAP.sub(_mapped, raw)
        if game_type:  # one of the registry's ids (never a request's text), so a handful of docs
            raw = raw.replace(TYPE_META, TYPE_META.replace(b'""', f'"{game_type}"'.encode()))
    return doc_of(raw)


def _serve(name: str, cache_control: str, game_type: str = ""):
    if name not in FILES and name not in BUNDLES:
        raise ApiError(404, "not_found", f"no web asset {name!r}")
    return send_doc(_file(name, game_type), MIMETYPES[Path(name).suffix], cache_control)


def register(app: Flask, type_of: Callable[[str], str | None] = lambda gid: None) -> None:
    """``type_of``: a game's type id, or None when there is no such game (the page then asks
    the API for everything, and says what it answers)."""
    for name in BUNDLES:
        _bundle(name)
    @app.get("/")
    def lobby_page():
        return _serve("index.html", PAGE_CACHE)

    @app.get("/account")
    def account_page():  # sign up, sign in, my tables (issue 25)
        return _serve("account.html", PAGE_CACHE)

    @app.get("/play/<gid>")
    def play_page(gid):  # the page reads the id from its own URL
        return _serve("play.html", PAGE_CACHE, type_of(gid) or "")

    @app.get("/static/<path:name>")
    def static_file(name):
        return _serve(name, ASSET_CACHE)

    @app.get("/v1")
    def api_index():
        return jsonify({"name": "Moonhall", "docs": "/docs", "openapi": "/openapi.yaml", "api": "/v1/game-types",
                        "web": "/"})
