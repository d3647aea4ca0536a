"""The browser client (issue 12): static files only. The page is a client of the
documented public API like any other; this module just serves its files.

``/`` the lobby, ``/play/<game_id>`` a game page (the seat token travels in the URL
fragment, never to the server), ``/static/<file>`` the assets, ``/v1`` the former JSON index.
"""
from __future__ import annotations

from pathlib import Path

from flask import Flask, jsonify, send_from_directory

WEB_DIR = Path(__file__).resolve().parent / "web"
_CACHE_S = 300  # assets are small; a short cache keeps a redeploy visible within minutes


def register(app: Flask) -> None:
    @app.get("/")
    def lobby_page():
        return send_from_directory(WEB_DIR, "index.html", max_age=0)

    @app.get("/play/<gid>")
    def play_page(gid):  # the page reads the id from its own URL
        return send_from_directory(WEB_DIR, "play.html", max_age=0)

    @app.get("/static/<path:name>")
    def static_file(name):
        return send_from_directory(WEB_DIR, name, max_age=_CACHE_S)

    @app.get("/v1")
    def api_index():
        return jsonify({"name": "Moonhall", "docs": "/docs", "openapi": "/openapi.yaml", "api": "/v1/game-types",
                        "web": "/"})
