"""The game catalogue: ``GET /v1/game-types`` (a short list), ``GET /v1/game-types/{type}``
(everything static a client needs to draw and explain a game: ``Game.describe_full``) and
``GET /v1/game-types/{type}/rules/{rule_id}`` (the text of a rule an error names).

The documents never change while the server runs, so each is serialised, hashed and
gzip-compressed once: an answer is the cached bytes, gzip when the client accepts it, with a
strong ETag (304 on If-None-Match). Every other JSON answer above ``COMPRESS_MIN_SIZE`` is
compressed by Flask-Compress (``install_compression``): a well-kept extension that
negotiates Accept-Encoding with q-values, sets Vary, skips small, error and already-encoded
answers, and keeps ETags valid per encoding — more than a hand-written after_request would
do correctly.
"""
from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from flask import Flask, Response, jsonify, request

from games.base import Game
from service import i18n
from service.errors import ApiError

#: fields of a list entry (the full document is at ``href``)
LIST_FIELDS = ("id", "name", "min_players", "max_players", "options", "bot_levels", "bot_level_notes")
CACHE_CONTROL = "public, max-age=300"


@dataclass(frozen=True)
class Doc:
    raw: bytes
    gz: bytes
    etag: str


def doc_of(raw: bytes) -> Doc:
    """Bytes served as they are or gzip-encoded, with a strong ETag of their content."""
    return Doc(raw, gzip.compress(raw, compresslevel=9, mtime=0), hashlib.sha256(raw).hexdigest()[:32])


def _doc(obj) -> Doc:
    return doc_of(json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def summary(game: Game) -> dict:
    d = game.describe()
    out = {k: d[k] for k in LIST_FIELDS if k in d}
    out["href"] = f"/v1/game-types/{game.id}"
    return out


def full(game: Game) -> dict:
    return {**game.describe_full(), "href": f"/v1/game-types/{game.id}",
            "rules_href": f"/v1/game-types/{game.id}/rules/{{rule_id}}"}


def send_doc(doc: Doc, mimetype: str = "application/json", cache_control: str = CACHE_CONTROL) -> Response:
    """The cached document, gzip when accepted, with its ETag; 304 when the client has it."""
    use_gz = request.accept_encodings["gzip"] > 0
    resp = Response(doc.gz if use_gz else doc.raw, mimetype=mimetype)
    if use_gz:
        resp.headers["Content-Encoding"] = "gzip"
    resp.headers["Vary"] = "Accept-Encoding"
    resp.headers["Cache-Control"] = cache_control
    resp.set_etag(doc.etag + ("-gz" if use_gz else ""))
    return resp.make_conditional(request)


def _vary_language(resp: Response) -> Response:
    """A document that depends on the asked language says so to caches (issue 24)."""
    resp.headers["Vary"] = "Accept-Encoding, Accept-Language"
    resp.headers["Content-Language"] = i18n.negotiate(request)
    return resp


def install_compression(app: Flask) -> None:
    """Flask-Compress for every compressible answer above 500 bytes. Streams (SSE) are left
    alone: compressing them would buffer events. A request that accepts no encoding (none
    named, or ``identity``: bots, scripts, Python's http.client) skips the extension's
    work and only gets the ``Vary`` header every answer carries (issue 15: the hook cost
    ~15 µs on every request)."""
    from flask_compress import Compress
    app.config.setdefault("COMPRESS_STREAMS", False)
    app.config.setdefault("COMPRESS_MIN_SIZE", 500)
    app.config["COMPRESS_REGISTER"] = False
    compress = Compress(app)

    @app.after_request
    def _compress(response):
        if request.environ.get("HTTP_ACCEPT_ENCODING", "identity") != "identity":
            return compress.after_request(response)
        if getattr(response, "varies_on_encoding", False):  # service/http.py's JSON answers
            return response
        vary = response.headers.get("Vary")
        if not vary:
            response.headers["Vary"] = "Accept-Encoding"
        elif "accept-encoding" not in vary.lower():
            response.headers["Vary"] = f"{vary}, Accept-Encoding"
        return response


def register(app: Flask, registry: Callable[[], dict[str, Game]]) -> None:
    """Add the catalogue routes to ``app`` (and response compression); ``registry()`` gives
    the game types (read on first use)."""
    install_compression(app)

    @lru_cache(maxsize=None)
    def listing(lang: str = "en") -> Doc:
        out = []
        for g in registry().values():
            s = summary(g)
            if lang != "en":
                s["options"] = [i18n.localise_option(o, g, lang) for o in s.get("options", [])]
                if s.get("bot_level_notes"):
                    s["bot_level_notes"] = i18n.localise_document(
                        {"texts": {}, "bot_level_notes": s["bot_level_notes"]}, g, lang)["bot_level_notes"]
            out.append(s)
        return _doc({"game_types": out})

    @lru_cache(maxsize=None)
    def document(type_id: str, lang: str = "en") -> Doc:
        game = registry()[type_id]
        return _doc(i18n.localise_document(full(game), game, lang))

    @lru_cache(maxsize=None)
    def page(lang: str) -> Doc:
        return _doc({"lang": lang, "languages": i18n.LANGUAGES, "format": "icu", "texts": i18n.page_texts(lang)})

    def game_of(type_id: str) -> Game:
        game = registry().get(type_id)
        if game is None:
            raise ApiError(404, "not_found", f"no game type {type_id!r}", {"game_types": sorted(registry())})
        return game

    @app.get("/v1/game-types")
    def game_types():
        return _vary_language(send_doc(listing(i18n.negotiate(request))))

    @app.get("/v1/game-types/<type>")
    def game_type(type):
        game_of(type)
        return _vary_language(send_doc(document(type, i18n.negotiate(request))))

    @app.get("/v1/texts")
    def texts():
        """The page's own strings and the table's common texts (issue 24), in the language
        of ``?lang=`` or ``Accept-Language``."""
        return _vary_language(send_doc(page(i18n.negotiate(request))))

    @app.get("/v1/game-types/<type>/rules/<path:rule_id>")
    def game_rule(type, rule_id):
        type_id = type
        game = game_of(type_id)
        rule = game.rule_text(rule_id)
        if rule is None and not rule_id.startswith(("§", "R-", "TC-")):
            rule = game.rule_text("§" + rule_id)          # "/rules/7.3" for "§7.3"
        if rule is None:
            raise ApiError(404, "not_found", f"{type_id} has no rule {rule_id!r}",
                           {"hint": "rule ids look like '§7.3' or 'R-4.3' (URL-encode § as %C2%A7, # as %23)"})
        rule = i18n.localise_rule(rule, game, i18n.negotiate(request))
        out = {"id": rule["id"], "text": rule["text"]}
        for k in ("title", "section"):
            if rule.get(k):
                out[k] = rule[k]
        return _vary_language(jsonify(out))
