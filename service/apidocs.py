"""``/docs``: the API explorer (Swagger UI) on /openapi.yaml, served offline.

Swagger UI's files come from the flask-swagger-ui package (it ships the official
``dist`` build of Swagger UI and follows its releases); Moonhall serves them itself, so
the explorer needs no CDN. The page, a small stylesheet for phones and the start-up
script are ours (service/apidocs_static/): the package's own page has no viewport tag
and enables the online validator badge.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from flask import Flask, Response, send_from_directory

from service.errors import ApiError

OWN = Path(__file__).resolve().with_name("apidocs_static")
#: Swagger UI's files the page uses, served from the package's dist directory
SWAGGER_FILES = ("swagger-ui-bundle.js", "swagger-ui.css", "favicon-32x32.png", "favicon-16x16.png")
OWN_FILES = ("explorer.js", "explorer.css")
MAX_AGE = 3600


def swagger_dist() -> Path:
    return Path(str(resources.files("flask_swagger_ui") / "dist"))


def swagger_version() -> str:
    return (swagger_dist() / "VERSION").read_text().strip()


def register(app: Flask) -> None:
    page = (OWN / "index.html").read_text(encoding="utf-8")

    @app.get("/docs")
    def docs():
        return Response(page, mimetype="text/html")

    @app.get("/docs/<asset>")
    def docs_asset(asset):
        if asset in OWN_FILES:
            return send_from_directory(OWN, asset, max_age=MAX_AGE)
        if asset in SWAGGER_FILES:
            return send_from_directory(swagger_dist(), asset, max_age=MAX_AGE)
        raise ApiError(404, "not_found", f"no such file of the API explorer: {asset!r}")
