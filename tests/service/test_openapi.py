"""openapi.yaml is valid, up to date, matches the routes, describes what the API really
answers, and /docs serves an offline explorer on it."""
from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate as validate_spec
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

import games
from games.base import Game
from service import apidocs, openapi
from service.games import GameService
from service.http import create_app
from tests.service.fakegame import GAME

DOC_URI = "urn:moonhall:openapi"
NON_ROUTE_METHODS = {"HEAD", "OPTIONS"}
# documented statuses no test can provoke: a 48-bit game id collision
UNREACHABLE = {("/v1/games", "post", "503")}
# rate limits (429) and the body limit (413) of the create and move endpoints are provoked
# against the documented schemas in tests/service/test_limits.py (the limiter is wsgi's)
UNREACHABLE |= {(p, "post", s) for p in ("/v1/games", "/v1/games/{gid}/moves", "/v1/games/{gid}/moves/validate")
                for s in ("413", "429")}
# 414 and 431 are gunicorn's, before the app (tests/service/test_serving.py::test_limits_of_the_request_are_json)
SERVER_LIMITS = set(openapi.SERVER_LIMITS)
# the analysis limit's 429 is provoked in tests/service/test_analysis.py (issue 27)
UNREACHABLE |= {("/v1/games/{gid}/analysis", "post", "429"), ("/v1/games/{gid}/branches", "post", "429"),
                ("/v1/games/{gid}/review", "get", "429")}
# the 429s of the per-token move limit and of the read and join limits (issue 28) are
# provoked against the document in tests/service/test_bot_limits.py
UNREACHABLE |= {(p, m, "429") for p, m in (
    ("/v1/games", "get"), ("/v1/games/{gid}", "get"), ("/v1/games/{gid}/moves", "get"), ("/v1/games/{gid}/undo", "post"),
    ("/v1/games/{gid}/events", "get"), ("/v1/games/{gid}/join", "post"), ("/v1/games/{gid}/resign", "post"),
    ("/v1/games/{gid}/stream", "get"), ("/v1/games/{gid}/stream-ticket", "post"), ("/v1/games/{gid}/record", "get"),
    ("/v1/games/{gid}/states/{version}", "get"))}
# the game record and its import (issue 27): every status is provoked against the document in
# tests/service/test_records.py (test_bad_input_is_400_or_413_..., test_imports_are_rate_limited)
UNREACHABLE |= {("/v1/games/{gid}/record", "get", s) for s in ("200", "401", "404")}
# tables (issue 25): every status of seeks, rematch, chat, presence and the lobby's long poll is
# provoked against the document in tests/service/test_tables.py::test_every_documented_status_of_the_tables_api
UNREACHABLE |= {(p, m, s) for p, item in yaml.safe_load(openapi.BASE.read_text())["paths"].items()
                if p.startswith(("/v1/seeks", "/v1/lobby/")) or p.endswith(("/rematch", "/chat", "/presence"))
                for m, op in item.items() if isinstance(op, dict) and "responses" in op for s in op["responses"]}
UNREACHABLE |= {("/v1/games/import", "post", s) for s in ("201", "400", "413", "422", "429")}
# accounts (issue 25): every status of the account operations (ACCOUNT_PATHS) and the 403 an
# account holding no seat gets from resign and the stream ticket are provoked against the
# document in tests/service/test_accounts.py (test_every_account_status_matches_the_document)
ACCOUNT_PATHS = ("/v1/accounts", "/v1/session", "/v1/me", "/account")
UNREACHABLE |= {("/v1/games/{gid}/resign", "post", "403"), ("/v1/games/{gid}/stream-ticket", "post", "403")}
# leaderboards, players, their pages and the clock's gift (issue 26): every status is
# answered against the document in tests/service/test_ratings_api.py
UNREACHABLE |= {("/v1/game-types/{type}/leaderboard", "get", s) for s in ("200", "400", "404")}
UNREACHABLE |= {("/v1/players/{name}", "get", s) for s in ("200", "404")}
UNREACHABLE |= {(p, "get", s) for p in ("/leaderboard/{type}", "/players/{name}") for s in ("200", "304")}
# the bot ladder (issue 28): every status in tests/service/test_ladder_api.py (429: the read and account limits')
UNREACHABLE |= {("/v1/bots", m, s) for m, ss in (("get", ("200", "429")), ("post", ("201", "400", "401", "403", "422", "429")),
                                                ("delete", ("204", "401", "403", "404", "429"))) for s in ss}
UNREACHABLE |= {("/bots", "get", s) for s in ("200", "304")}
UNREACHABLE |= {("/v1/games/{gid}/clock/give", "post", s) for s in ("201", "400", "401", "403", "404", "409", "422")}
UNREACHABLE |= {("/v1/me/vacation", "post", s) for s in ("201", "400", "401", "403", "409")}


@pytest.fixture(scope="module")
def doc() -> dict:
    return yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))


def _refs_to(schema, uri: str):
    """A copy of ``schema`` whose local ``$ref``s point into the resource ``uri``."""
    if isinstance(schema, dict):
        return {k: (uri + v if k == "$ref" and isinstance(v, str) and v.startswith("#") else _refs_to(v, uri))
                for k, v in schema.items()}
    if isinstance(schema, list):
        return [_refs_to(s, uri) for s in schema]
    return schema


class Checker:
    """Validates real answers against the document's response schemas; ``$ref``s are
    resolved over the whole document. The test game (not in the document) is added the
    way the generator adds every game, so its moves are checked against its own schema
    and its (undocumented) view and events against an empty, permissive schema."""

    def __init__(self, doc: dict, extra_games=(GAME,)):
        self.doc = copy.deepcopy(doc)
        schemas = self.doc["components"]["schemas"]
        for game in extra_games:
            for name, schema in openapi.game_components(game).items():
                schemas[name] = schema
                generic = openapi.GENERIC[name[len(openapi.prefix(game.id)):]]
                schemas[generic].setdefault("anyOf", []).append({"$ref": f"#/components/schemas/{name}"})
        self.registry = Registry().with_resource(
            DOC_URI, Resource.from_contents(self.doc, default_specification=DRAFT202012))
        self.seen: set[tuple[str, str, str]] = set()

    def resolve(self, obj):
        while isinstance(obj, dict) and "$ref" in obj:
            node = self.doc
            for part in obj["$ref"][2:].split("/"):
                node = node[part.replace("~1", "/").replace("~0", "~")]
            obj = node
        return obj

    def validator(self, schema) -> Draft202012Validator:
        return Draft202012Validator(_refs_to(schema, DOC_URI), registry=self.registry)

    def component(self, name: str) -> Draft202012Validator:
        return self.validator({"$ref": f"#/components/schemas/{name}"})

    def __call__(self, resp, path: str, method: str = "get"):
        status = str(resp.status_code)
        op = self.doc["paths"][path][method]
        assert status in op["responses"], f"{method.upper()} {path} answered {status}, not documented: {resp.data[:300]!r}"
        documented = self.resolve(op["responses"][status])
        content = documented.get("content") or {}
        if not content and not resp.data:          # 304 Not Modified: no body
            self.seen.add((path, method, status))
            return None
        assert resp.mimetype in content, f"{method.upper()} {path} {status}: {resp.mimetype} not in {list(content)}"
        schema = content[resp.mimetype]["schema"]
        body = resp.get_json() if resp.mimetype == "application/json" else resp.get_data(as_text=True)
        # an event stream is described by one event: every event of it must match
        for item in (sse_events(body) if resp.mimetype == "text/event-stream" else [body]):
            errors = sorted(self.validator(schema).iter_errors(item), key=lambda e: list(e.absolute_path))
            assert not errors, (f"{method.upper()} {path} {status} does not match its schema: "
                                + "; ".join(f"{list(e.absolute_path)}: {e.message[:300]}" for e in errors[:5]))
        self.seen.add((path, method, status))
        return body


def sse_events(text: str) -> list[dict]:
    """The events of a text/event-stream as the HTML standard parses them (event, data
    lines joined, the last id carried on, retry when numeric); events without data and
    comments are dropped."""
    out, last_id = [], None
    for block in text.replace("\r\n", "\n").split("\n\n"):
        fields: dict = {}
        data = []
        for line in block.split("\n"):
            if not line or line.startswith(":"):
                continue
            name, _, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if name == "data":
                data.append(value)
            elif name == "id":
                last_id = value
            elif name == "event":
                fields["event"] = value
            elif name == "retry" and value.isdigit():
                fields["retry"] = int(value)
        if data:
            out.append({"event": fields.get("event", "message"), "data": "\n".join(data),
                        **({"id": last_id} if last_id is not None else {}),
                        **({"retry": fields["retry"]} if "retry" in fields else {})})
    return out


def _auth(tok):
    return {"Authorization": f"Bearer {tok}"}


# ---------------------------------------------------------------------------- (a) (b)
def test_document_is_valid_openapi_3_1(doc):
    validate_spec(doc)
    assert doc["openapi"].startswith("3.1")
    for name, schema in doc["components"]["schemas"].items():  # the games' schemas too
        Draft202012Validator.check_schema(schema)
    codes = [c["code"] for c in doc["x-error-codes"]]
    assert len(codes) == len(set(codes))


def test_document_is_up_to_date_with_the_generator(capsys):
    assert openapi.generate() == openapi.generate()  # deterministic
    stale = "openapi.yaml is stale: run `python -m service.openapi --write` (make openapi)"
    assert openapi.is_current(), stale
    assert openapi.main(["--check"]) == 0, stale


def test_check_fails_on_a_stale_or_missing_file(tmp_path):
    out = tmp_path / "openapi.yaml"
    assert openapi.main(["--check", "--output", str(out)]) == 1
    assert openapi.main(["--write", "--output", str(out)]) == 0
    first = out.read_bytes()
    assert openapi.main(["--check", "--output", str(out)]) == 0
    assert openapi.main(["--write", "--output", str(out)]) == 0 and out.read_bytes() == first
    out.write_text(first.decode() + "# edited\n")
    assert openapi.main(["--check", "--output", str(out)]) == 1


def test_every_registered_game_has_components_and_a_section(doc):
    schemas = doc["components"]["schemas"]
    for gid, game in games.REGISTRY.items():
        p = openapi.prefix(gid)
        for kind, generic in openapi.GENERIC.items():
            assert p + kind in schemas
            assert {"$ref": f"#/components/schemas/{p}{kind}"} in schemas[generic]["anyOf"]
        assert f"(`{gid}`)" in doc["info"]["description"]
        for o in game.describe()["options"]:
            assert f"`{o['name']}`" in doc["info"]["description"]


def test_generator_handles_any_game_shape():
    """A game with local $refs/$defs and $schema, one with no schemas at all: the document
    stays valid and the relocated $refs resolve."""
    class Refs(Game):
        id, name = "9-refs_game", "Refs"
        move_schema = {"$schema": "https://json-schema.org/draft/2020-12/schema",
                       "$defs": {"colour": {"enum": ["red", "blue"]}},
                       "oneOf": [{"type": "object", "description": "Pay with `colour`.",
                                  "properties": {"type": {"const": "pay"}, "colour": {"$ref": "#/$defs/colour"}},
                                  "required": ["type", "colour"], "additionalProperties": False}]}

    class Bare(Game):
        id, name = "bare", "Bare"

    doc = openapi.build({"9-refs_game": Refs(), "bare": Bare()})
    validate_spec(doc)
    yaml.safe_load(openapi.to_yaml(doc))
    move = doc["components"]["schemas"]["G9RefsGameMove"]
    assert "$schema" not in move
    # client_ready: the variant and the $defs entry became named components, refs follow
    assert move["oneOf"] == [{"$ref": "#/components/schemas/G9RefsGameMovePay"}]
    pay = doc["components"]["schemas"]["G9RefsGameMovePay"]
    assert pay["properties"]["colour"]["$ref"] == "#/components/schemas/G9RefsGameMoveColour"
    assert doc["components"]["schemas"]["BareView"].keys() == {"description"}
    check = Checker(doc, extra_games=())
    assert check.component("G9RefsGameMove").is_valid({"type": "pay", "colour": "red"})
    assert not check.component("G9RefsGameMove").is_valid({"type": "pay", "colour": "green"})
    assert "Pay with `colour`." in doc["info"]["description"]


# ---------------------------------------------------------------------------- (c)
def _routes() -> set[tuple[str, str]]:
    app = create_app(service=None)
    out = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = re.sub(r"<(?:[^<>:]+:)?([^<>]+)>", r"{\1}", rule.rule)
        out |= {(path, m.lower()) for m in rule.methods - NON_ROUTE_METHODS}
    return out


def test_every_route_is_documented_and_every_documented_operation_is_a_route(doc):
    documented = {(path, m) for path, item in doc["paths"].items() for m in item
                  if m in ("get", "put", "post", "delete", "patch", "options", "head", "trace")}
    routes = _routes()
    assert routes - documented == set(), "routes missing from openapi.yaml"
    assert documented - routes == set(), "documented operations that are not routes"
    resolve = Checker(doc).resolve
    for path, method in documented:  # every {param} of a path is declared, and only those
        item = doc["paths"][path]
        params = [resolve(p) for p in item.get("parameters", []) + item[method].get("parameters", [])]
        declared = {p["name"] for p in params if p["in"] == "path"}
        assert declared == set(re.findall(r"{([^}]+)}", path)), (path, method)


# ---------------------------------------------------------------------------- (d)
def test_real_answers_match_the_documented_schemas(client, service, dispatcher, doc, monkeypatch):
    check = Checker(doc)
    G = "/v1/games"
    GID = "/v1/games/{gid}"

    check(client.get("/healthz"), "/healthz")
    sick = create_app(service, lambda: (False, {"redis": True, "workers": 0})).test_client()
    assert check(sick.get("/healthz"), "/healthz")["ok"] is False
    check(client.get("/v1"), "/v1")
    assert "openapi: 3.1" in check(client.get("/openapi.yaml"), "/openapi.yaml")
    types = check(client.get("/v1/game-types"), "/v1/game-types")["game_types"]
    assert {t["id"] for t in types} >= {GAME.id}
    # the catalogue: a game type's document, 304 on its ETag, a rule text, 404s
    T, TR = "/v1/game-types/{type}", "/v1/game-types/{type}/rules/{rule_id}"
    tag = client.get("/v1/game-types").headers["ETag"]
    assert check(client.get("/v1/game-types", headers={"If-None-Match": tag}), "/v1/game-types") is None
    for real in ("azul-summer-pavilion", "legends-of-blue-moon"):
        r = client.get(f"/v1/game-types/{real}")
        assert check(r, T)["texts"]["moves"]
        assert check(client.get(f"/v1/game-types/{real}", headers={"If-None-Match": r.headers["ETag"]}), T) is None
    check(client.get("/v1/game-types/chess"), T)
    # (issue 24) the page's texts in a language, 304 on their ETag; a document in Polish
    assert check(client.get("/v1/texts?lang=ru"), "/v1/texts")["lang"] == "ru"
    tag = client.get("/v1/texts", headers={"Accept-Language": "pl"}).headers["ETag"]
    assert check(client.get("/v1/texts", headers={"Accept-Language": "pl", "If-None-Match": tag}), "/v1/texts") is None
    assert check(client.get("/v1/game-types/nova-luna?lang=pl"), T)["texts"]["lang"] == "pl"
    assert check(client.get("/v1/game-types/azul-summer-pavilion/rules/%C2%A77.3"), TR)["id"] == "§7.3"
    check(client.get("/v1/game-types/azul-summer-pavilion/rules/R-99"), TR)

    # create: 201, 400, 422 (each code)
    g = check(client.post(G, json={"type": GAME.id, "seats": [{"name": "ann"}, {"name": "bob"}], "seed": 42}),
              G, "post")
    gid, h0, h1 = g["id"], _auth(g["seats"][0]["token"]), _auth(g["seats"][1]["token"])
    check(client.post(G, json={"type": GAME.id, "seats": [{"name": "a"}, {"name": "r", "bot": "random"}]}), G, "post")
    for bad in ({"type": GAME.id}, [1], {"type": GAME.id, "seats": [{"name": "a"}], "seed": -1}):
        assert check(client.post(G, json=bad), G, "post")["error"]["code"] == "bad_request"
    assert check(client.post(G, data="{nope", content_type="application/json"), G, "post")
    for bad, code in (({"type": "chess", "seats": [{"name": "a"}]}, "unknown_game_type"),
                      ({"type": GAME.id, "seats": [{"name": "a", "bot": "genius"}]}, "invalid_seats"),
                      ({"type": GAME.id, "seats": [{"name": "a"}] * 5, "options": {"x": 1}}, "invalid_options")):
        assert check(client.post(G, json=bad), G, "post")["error"]["code"] == code

    # lobby
    check(client.get(G), G)
    check(client.get(f"{G}?status=active&type={GAME.id}&limit=1"), G)
    check(client.get(f"{G}?status=bogus"), G)
    check(client.get(f"{G}?limit=0"), G)

    # view: seat, spectator, 401, 404
    assert check(client.get(f"{G}/{gid}", headers=h0), GID)["you"] == 0
    assert check(client.get(f"{G}/{gid}"), GID)["you"] is None
    assert check(client.get(f"{G}/{gid}?after=0&wait=5", headers=h0), GID)["version"] == 1  # the long poll, past 0
    assert check(client.get(f"{G}/{gid}?after=1&wait=99", headers=h0), GID)["error"]["code"] == "bad_request"
    check(client.get(f"{G}/{gid}", headers=_auth("nope")), GID)
    check(client.get(f"{G}/{gid}", headers={"Authorization": "Basic x"}), GID)
    check(client.get(f"{G}/nope"), GID)

    # legal moves
    M = GID + "/moves"
    assert check(client.get(f"{G}/{gid}/moves", headers=h0), M)["moves"]
    assert check(client.get(f"{G}/{gid}/moves", headers=h1), M)["moves"] == []
    check(client.get(f"{G}/{gid}/moves", headers=_auth("nope")), M)
    check(client.get(f"{G}/nope/moves"), M)

    # validate and play: every status
    V = GID + "/moves/validate"
    for path, url in ((V, f"{G}/{gid}/moves/validate"), (M, f"{G}/{gid}/moves")):
        def body(move, version=1):
            return {"move": move, "expected_version": version}
        check(client.post(url, json=body({"type": "mark"}, "1"), headers=h0), path, "post")        # 400 bad_request
        check(client.post(url, json=body({"kind": "mark"}), headers=h0), path, "post")             # 400 malformed_move
        check(client.post(url, json=body({"type": "fly"}), headers=h0), path, "post")              # 400 malformed_move
        check(client.post(url, json=body({"type": "mark"})), path, "post")                          # 401
        check(client.post(url, json=body({"type": "mark"}), headers=_auth("nope")), path, "post")   # 401
        assert check(client.post(url, json=body({"type": "mark"}), headers=h1),
                     path, "post")["error"]["details"]["to_act"] == [0]                              # 403
        check(client.post(url.replace(gid, "nope"), json=body({"type": "mark"}), headers=h0), path, "post")  # 404
        check(client.post(url, json=body({"type": "mark"}, 0), headers=h0), path, "post")          # 409
        check(client.post(url, json=body({"type": "score"}), headers=h0), path, "post")            # 422
    dry = check(client.post(f"{G}/{gid}/moves/validate", json={"move": {"type": "draw"}, "expected_version": 1},
                            headers=h0), V, "post")
    assert dry["events"][0]["event"]["chance"]
    check(client.post(f"{G}/{gid}/moves/validate", json={"move": {"type": "mark"}, "expected_version": 1},
                      headers=h0), V, "post")
    idem = {**h0, "Idempotency-Key": "k1"}
    first = client.post(f"{G}/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 1}, headers=idem)
    assert check(first, M, "post") and first.status_code == 201
    again = client.post(f"{G}/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 1}, headers=idem)
    assert check(again, M, "post")["replayed"] is True and again.status_code == 200
    check(client.post(f"{G}/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 2},
                      headers={**h0, "Idempotency-Key": "x" * 201}), M, "post")                    # 400 header
    v = check(client.post(f"{G}/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 2},
                          headers=h0), M, "post")["version"]
    v = check(client.post(f"{G}/{gid}/moves", json={"move": {"type": "draw"}, "expected_version": v},
                          headers=h0), M, "post")["version"]

    # undo: 201, 200 (a repeated Idempotency-Key), 400, 401, 404, 409
    U = GID + "/undo"
    check(client.post(f"{G}/{gid}/undo", json={}, headers=h0), U, "post")            # 409: the draw revealed
    check(client.post(f"{G}/{gid}/undo", json={"to_version": "x"}, headers=h0), U, "post")
    check(client.post(f"{G}/{gid}/undo", json={}), U, "post")
    check(client.post(f"{G}/nope/undo", json={}, headers=h0), U, "post")
    v = check(client.post(f"{G}/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": v},
                          headers=h0), M, "post")["version"]
    assert check(client.get(f"{G}/{gid}", headers=h0), GID)["undo_to"] == v - 1
    check(client.post(f"{G}/{gid}/undo", json={"expected_version": v - 1}, headers=h0), U, "post")  # 409 stale
    check(client.post(f"{G}/{gid}/undo", json={"to_version": 1}, headers=h0), U, "post")  # 409 targets
    undone = client.post(f"{G}/{gid}/undo", headers={**h0, "Idempotency-Key": "u1"})  # no body at all
    assert check(undone, U, "post")["events"][0]["event"]["type"] == "undo" and undone.status_code == 201
    again = client.post(f"{G}/{gid}/undo", headers={**h0, "Idempotency-Key": "u1"})
    assert check(again, U, "post")["replayed"] is True and again.status_code == 200
    v = undone.json["version"]

    # events and past states
    E, S = GID + "/events", GID + "/states/{version}"
    for headers in (h0, h1, {}):
        feed = check(client.get(f"{G}/{gid}/events", headers=headers), E)
        assert {e["kind"] for e in feed["events"]} == {"created", "game", "undo"}
    check(client.get(f"{G}/{gid}/events?after=1&wait=0.05", headers=h0), E)
    check(client.get(f"{G}/{gid}/events?after={v}&wait=0.05"), E)
    for q in ("after=x", "after=-1", "wait=31", "wait=x"):
        check(client.get(f"{G}/{gid}/events?{q}"), E)
    check(client.get(f"{G}/{gid}/events", headers=_auth("nope")), E)
    check(client.get(f"{G}/nope/events"), E)
    check(client.get(f"{G}/{gid}/states/2", headers=h0), S)
    check(client.get(f"{G}/{gid}/states/1"), S)
    for bad in ("x", "0", "999"):
        check(client.get(f"{G}/{gid}/states/{bad}", headers=h0), S)
    check(client.get(f"{G}/{gid}/states/2", headers=_auth("nope")), S)
    check(client.get(f"{G}/nope/states/1"), S)

    # a finished game: result with the revealed seed, 409 game_over, the lobby's winners
    solo = check(client.post(G, json={"type": GAME.id, "seats": [{"name": "s"}], "options": {"rounds": 1}}), G, "post")
    hs = _auth(solo["seats"][0]["token"])
    sv = check(client.post(f"{G}/{solo['id']}/moves", json={"move": {"type": "end"}, "expected_version": 1},
                           headers=hs), M, "post")["version"]
    dispatcher.drain()
    fin = check(client.get(f"{G}/{solo['id']}", headers=hs), GID)
    assert fin["status"] == "finished" and "seed" in fin["result"]["fairness"]
    assert check(client.post(f"{G}/{solo['id']}/moves", json={"move": {"type": "end"}, "expected_version": fin["version"]},
                             headers=hs), M, "post")["error"]["code"] == "game_over"
    check(client.get(f"{G}/{solo['id']}/states/{sv}", headers=hs), S)
    check(client.get(f"{G}/{solo['id']}/events"), E)
    assert check(client.get(f"{G}?status=finished"), G)["games"][0]["winners"] == [0]
    check(client.get("/docs"), "/docs")
    # the web client's pages and assets (issue 12)
    assert "lobby.js" in check(client.get("/"), "/")
    assert "play.bundle.js" in check(client.get(f"/play/{gid}"), "/play/{gid}")
    assert "export" in check(client.get("/static/api.js"), "/static/{name}")
    check(client.get("/static/style.css"), "/static/{name}")
    check(client.get("/static/nothing.js"), "/static/{name}")
    for url, path in (("/", "/"), (f"/play/{gid}", "/play/{gid}"), ("/static/api.js", "/static/{name}")):
        check(client.get(url, headers={"If-None-Match": client.get(url).headers["ETag"]}), path)  # 304
    for asset in ("swagger-ui-bundle.js", "explorer.css", "nope.js", "..%2fhttp.py"):  # the png: test_docs_is_...
        check(client.get(f"/docs/{asset}"), "/docs/{asset}")

    # issue 11: open seats and join, resign, the stream, a clock, include=view,moves
    J, R, ST = GID + "/join", GID + "/resign", GID + "/stream"
    w = check(client.post(G, json={"type": GAME.id, "seats": [{"name": "host"}, {"open": True, "private": True},
                                                               {"open": True}], "resign_bot": "random",
                                   "clock": {"initial_s": 600, "increment_s": 2}}), G, "post")
    wid, hh = w["id"], _auth(w["seats"][0]["token"])
    assert check(client.get(f"{G}/{wid}", headers=hh), GID)["status"] == "waiting"
    assert check(client.get(f"{G}?status=waiting"), G)["games"][0]["open_seats"] == [1, 2]
    assert check(client.post(f"{G}/{wid}/moves", json={"move": {"type": "mark"}, "expected_version": 1}, headers=hh),
                 M, "post")["error"]["code"] == "waiting_for_players"
    assert check(client.post(f"{G}/{wid}/resign", headers=hh), R, "post")["error"]["code"] == "waiting_for_players"
    check(client.post(f"{G}/{wid}/join", json={"seat": 1}), J, "post")                              # 400
    check(client.post(f"{G}/{wid}/join", json={"name": "x", "seat": 1}), J, "post")                 # 403
    check(client.post(f"{G}/nope/join", json={"name": "x"}), J, "post")                             # 404
    check(client.post(f"{G}/{wid}/join", json={"name": "x", "seat": 0}), J, "post")                 # 409
    check(client.post(f"{G}/{wid}/join", json={"name": "x", "seat": 5}), J, "post")                 # 422
    j1 = check(client.post(f"{G}/{wid}/join", json={"name": "friend", "invite": w["seats"][1]["invite"]}), J, "post")
    j2 = check(client.post(f"{G}/{wid}/join", json={"name": "guest"}), J, "post")
    active = check(client.get(f"{G}/{wid}", headers=_auth(j1["token"])), GID)
    assert active["status"] == "active" and active["clock"]["running"] == 0
    out = check(client.post(f"{G}/{wid}/moves?include=view,moves", json={"move": {"type": "end"}, "expected_version": 3},
                            headers=hh), M, "post")
    assert out["view"]["clock"]["running"] == 1 and out["moves"]["moves"] == []
    check(client.post(f"{G}/{wid}/resign", json={"why": "x"}, headers=_auth(j2["token"])), R, "post")  # 400
    check(client.post(f"{G}/{wid}/resign"), R, "post")                                                 # 401
    check(client.post(f"{G}/nope/resign", headers=hh), R, "post")                                      # 404
    assert check(client.post(f"{G}/{wid}/resign", headers=_auth(j1["token"])), R, "post")["events"][0]["kind"] == "resign"
    assert check(client.post(f"{G}/{wid}/resign", headers=_auth(j1["token"])), R, "post")["error"]["code"] == "already_left"
    assert check(client.post(f"{G}/{wid}/undo", json={}, headers=_auth(j1["token"])), U, "post")["error"]["code"] == "seat_left"
    feed = check(client.get(f"{G}/{wid}/events"), E)
    assert {e["kind"] for e in feed["events"]} >= {"join", "resign"}
    # the stream of a finished game ends by itself: every frame, then `end`
    sse = client.get(f"{G}/{solo['id']}/stream?token={solo['seats'][0]['token']}")
    text = check(sse, ST)
    assert text.count("event: game") == fin["version"] and "event: end" in text
    kinds = [e["event"] for e in sse_events(text)]  # every one checked against the document above
    assert kinds.count("game") == fin["version"] and kinds[-1] == "end" and "turn" in kinds
    check(client.get(f"{G}/{solo['id']}/stream?after=x"), ST)                                         # 400
    check(client.get(f"{G}/{solo['id']}/stream?token=nope"), ST)                                      # 401
    check(client.get(f"{G}/nope/stream"), ST)                                                          # 404
    # a stream ticket (issue 30, item 9): 201, then it opens the stream once
    TK, solo_h = GID + "/stream-ticket", _auth(solo["seats"][0]["token"])
    ticket = check(client.post(f"{G}/{solo['id']}/stream-ticket", headers=solo_h), TK, "post")["ticket"]
    assert "event: end" in check(client.get(f"{G}/{solo['id']}/stream?ticket={ticket}"), ST)
    check(client.get(f"{G}/{solo['id']}/stream?ticket={ticket}"), ST)                                  # 401 used up
    check(client.post(f"{G}/{solo['id']}/stream-ticket"), TK, "post")                                 # 401
    check(client.post(f"{G}/nope/stream-ticket", headers=solo_h), TK, "post")                         # 404

    # issue 27: analysis, the review and what-if branches, every status (429: test_analysis.py)
    A, RV, BR = GID + "/analysis", GID + "/review", GID + "/branches"
    nl = check(client.post(G, json={"type": "nova-luna", "seats": [{"name": "a"}, {"name": "b"}], "hints": True}),
               G, "post")
    first = client.get(f"{G}/{nl['id']}").json["to_act"][0]   # seat 0 or 1 by the setup's chance
    if first == 1:
        nl["seats"].reverse()
    na, nb = _auth(nl["seats"][0]["token"]), _auth(nl["seats"][1]["token"])   # na: the seat to act
    assert check(client.get(f"{G}/{nl['id']}", headers=na), GID)["hints"] is True
    sa, sb = first, 1 - first
    assert check(client.post(f"{G}/{nl['id']}/analysis", json={"version": 1, "seat": sa, "samples": 2}, headers=na),
                 A, "post")["moves"]                                                                       # 200
    check(client.post(f"{G}/{nl['id']}/analysis", json={"version": 1}, headers=na), A, "post")             # 400
    check(client.post(f"{G}/{nl['id']}/analysis", json={"version": 1, "seat": sa}), A, "post")             # 401
    check(client.post(f"{G}/{nl['id']}/analysis", json={"version": 1, "seat": sa}, headers=nb), A, "post") # 403
    check(client.post(f"{G}/nope/analysis", json={"version": 1, "seat": 0}), A, "post")                    # 404
    assert check(client.post(f"{G}/{nl['id']}/analysis", json={"version": 1, "seat": sb}, headers=nb),
                 A, "post")["error"]["code"] == "no_decision"                                              # 422
    br = check(client.post(f"{G}/{nl['id']}/branches", json={"version": 1, "seat": sa}, headers=na), BR, "post")
    assert check(client.get(f"{G}/{br['id']}"), GID)["branch_of"]["id"] == nl["id"]                       # 201
    assert [x for x in check(client.get(G), G)["games"] if x["id"] == br["id"]][0]["branch_of"] == br["branch_of"]
    check(client.post(f"{G}/{nl['id']}/branches", json={"seat": sa}, headers=na), BR, "post")              # 400
    check(client.post(f"{G}/{nl['id']}/branches", json={"version": 1, "seat": sa}), BR, "post")            # 401
    check(client.post(f"{G}/{nl['id']}/branches", json={"version": 1, "seat": sa}, headers=nb), BR, "post")  # 403
    check(client.post(f"{G}/nope/branches", json={"version": 1, "seat": 0}), BR, "post")                   # 404
    check(client.post(f"{G}/{nl['id']}/branches", json={"version": 99, "seat": sa}, headers=na), BR, "post")  # 422
    check(client.get(f"{G}/{nl['id']}/review"), RV)                                                        # 409
    check(client.get(f"{G}/nope/review"), RV)                                                              # 404
    check(client.get(f"{G}/{solo['id']}/review"), RV)                                                      # 422 no_expert
    check(client.post(f"{G}/{nl['id']}/resign", headers=nb), R, "post")
    assert check(client.get(f"{G}/{nl['id']}/review"), RV)["status"] == "computing"                       # 202
    dispatcher.drain()
    assert check(client.get(f"{G}/{nl['id']}/review"), RV)["status"] == "done"                            # 200
    from service.ports import NoDispatch
    unqueued = create_app(GameService(service.store, service.registry, NoDispatch())).test_client()
    assert check(unqueued.get(f"{G}/{nl['id']}/review"), RV)["status"] == "done"  # cached: no job needed
    service.store.r.delete(f"mh:g:{{{nl['id']}}}:review")
    check(unqueued.get(f"{G}/{nl['id']}/review"), RV)   # 503: no queue to compute it on

    from workers.dispatch import RQDispatcher
    monkeypatch.setenv("MOONHALL_ANALYSIS_WAIT_S", "0.5")   # a queue no worker serves: 503 busy
    queued = create_app(GameService(service.store, service.registry, RQDispatcher(service.store.r))).test_client()
    nl2 = check(client.post(G, json={"type": "nova-luna", "seats": [{"name": "a"}, {"name": "b"}], "hints": True}),
                G, "post")
    s2 = client.get(f"{G}/{nl2['id']}").json["to_act"][0]
    assert check(queued.post(f"{G}/{nl2['id']}/analysis", json={"version": 1, "seat": s2},
                             headers=_auth(nl2["seats"][s2]["token"])), A, "post")["error"]["code"] == "busy"

    # every documented status of every operation was provoked above
    documented = {(p, m, s) for p, item in doc["paths"].items() for m, op in item.items()
                  if isinstance(op, dict) and "responses" in op for s in op["responses"]}
    documented = {(p, m, s) for p, m, s in documented if s not in SERVER_LIMITS and not p.startswith(ACCOUNT_PATHS)}
    assert documented - check.seen - UNREACHABLE == set(), "documented but never answered"


SEAT_CASES = [  # (seats, resign_bot): what the document refuses is refused, what it takes is not a 400
    ([{}], None), ([{"open": True, "bot": "random"}, {"name": "b"}], None),
    ([{"name": "a", "private": True}], None), ([{"name": "a", "think_ms": 5}], None),
    ([{"open": True, "think_ms": 5}, {"name": "b"}], None), ([{"name": "a", "bot": ""}], None),
    ([{"name": "a"}], ""), ([{"name": "a"}], "x" * 65),
    ([{"name": "a"}], None), ([{"name": "a"}], "random"), ([{"name": "a", "bot": "random", "think_ms": 5}], None),
    ([{"open": True, "private": True}, {"name": "b", "open": False, "private": False}], None),
    ([{"open": True, "name": "later", "bot": None, "think_ms": None}, {"name": "b", "bot": None}], None),
]


def test_requests_the_document_refuses_are_refused_and_the_others_are_not_400(client, conn, doc):
    """(issue 30, item 15) The document and the answers agree on requests too: ``seats:
    [{}]`` and ``resign_bot: ""`` were 422 for bodies the document took, a join ``seat``
    over 64 a 400 the document did not state, and the stream took an empty
    ``Last-Event-ID``/``after`` and unknown query parameters. A body the documented schema
    refuses is a 400 or 422 and creates nothing; one it takes is a 201 here (or the
    documented 422 of a seat this game does not have)."""
    check = Checker(doc)
    create, join = check.component("CreateGameRequest"), check.component("JoinRequest")
    for seats, resign_bot in SEAT_CASES:
        body = {"type": GAME.id, "seats": seats, **({"resign_bot": resign_bot} if resign_bot is not None else {})}
        before = conn.dbsize()
        r = client.post("/v1/games", json=body)
        check(r, "/v1/games", "post")
        if create.is_valid(body):
            assert r.status_code == 201, (body, r.json)
        else:
            assert r.status_code in (400, 422) and conn.dbsize() == before, (body, r.status_code, r.json)
    g = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}, {"open": True}]}).json
    for seat, status in ((65, 400), (8, 400), (7, 422), (2, 422), (0, 409)):
        body = {"name": "x", "seat": seat}
        r = client.post(f"/v1/games/{g['id']}/join", json=body)
        check(r, "/v1/games/{gid}/join", "post")
        assert r.status_code == status and join.is_valid(body) == (status != 400), (seat, r.json)
    stream, tok = f"/v1/games/{g['id']}/stream", g["seats"][0]["token"]
    for query, headers in (("?after=", {}), ("", {"Last-Event-ID": ""}), ("?afer=1", {}), ("?after=1&after=2", {}),
                           (f"?token={tok}&token={tok}", {}), ("?after=0&x=1", {})):
        r = client.get(stream + query, headers=headers)
        assert r.status_code == 400 and check(r, "/v1/games/{gid}/stream")["error"]["code"] == "bad_request", query


def test_registered_games_answer_their_own_schemas(client, doc):
    """A new game of each registered type: its envelope's state, legal moves and created
    event validate against that game's View/Move schemas in the document."""
    check = Checker(doc, extra_games=())
    for gid, game in games.REGISTRY.items():
        p = openapi.prefix(gid)
        seats = [{"name": f"p{i}"} for i in range(game.min_players)]
        g = client.post("/v1/games", json={"type": gid, "seats": seats, "seed": 7})
        assert g.status_code == 201, (gid, g.json)
        g = g.json
        for i in range(len(seats)):
            h = _auth(g["seats"][i]["token"])
            env = check(client.get(f"/v1/games/{g['id']}", headers=h), "/v1/games/{gid}")
            errs = list(check.component(p + "View").iter_errors(env["state"]))
            assert not errs, (gid, [e.message[:200] for e in errs[:3]])
            moves = check(client.get(f"/v1/games/{g['id']}/moves", headers=h), "/v1/games/{gid}/moves")["moves"]
            for m in moves[:200]:
                errs = list(check.component(p + "Move").iter_errors(m))
                assert not errs, (gid, m, [e.message[:200] for e in errs[:3]])
        check(client.get(f"/v1/games/{g['id']}/events"), "/v1/games/{gid}/events")


# ---------------------------------------------------------------------------- (e)
def test_docs_is_an_offline_swagger_ui_readable_on_a_phone(client, doc):
    """/docs: Swagger UI from the flask-swagger-ui package on /openapi.yaml; every script,
    stylesheet and icon the page names is served by Moonhall (no CDN, no other host)."""
    r = client.get("/docs")
    assert r.status_code == 200 and r.mimetype == "text/html"
    page = r.get_data(as_text=True)
    assert page.lstrip().lower().startswith("<!doctype html>")
    assert re.search(r'<meta name="viewport" content="width=device-width, initial-scale=1">', page)
    assets = re.findall(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", page)
    assert {"/docs/swagger-ui-bundle.js", "/docs/swagger-ui.css", "/docs/explorer.js", "/docs/explorer.css"} <= set(assets)
    types = {".js": "text/javascript", ".css": "text/css", ".png": "image/png", "": None}
    for url in assets:
        assert url.startswith("/") and not url.startswith("//"), f"not served by Moonhall: {url}"
        got = client.get(url)
        assert got.status_code == 200, url
        if url.startswith("/docs/"):
            assert got.mimetype == types[Path(url).suffix], (url, got.mimetype)
            assert len(got.data) > 100
    # Swagger UI's own files, byte for byte from the package
    bundle = client.get("/docs/swagger-ui-bundle.js").data
    assert bundle == (apidocs.swagger_dist() / "swagger-ui-bundle.js").read_bytes() and b"SwaggerUIBundle" in bundle
    assert apidocs.swagger_version().startswith("v5.")
    # our start-up script: this document, no online validator, filter and try-it-out on
    script = client.get("/docs/explorer.js").get_data(as_text=True)
    assert 'url: "/openapi.yaml"' in script and "validatorUrl: null" in script
    assert "filter: true" in script and "opsFilter" in script
    for text in (page, script, client.get("/docs/explorer.css").get_data(as_text=True)):
        assert not re.search(r"https?://", text), "a reference to another host"
    # not a way to read other files
    for bad in ("index.html", "..%2fapidocs.py", "LICENSE", "oauth2-redirect.html"):
        r = client.get(f"/docs/{bad}")
        assert r.status_code == 404 and r.json["error"]["code"] == "not_found", bad


def test_web_files_are_gzip_with_etags_and_nothing_else_is_served(client):
    """The web client's pages and assets (service/web.py): the file's bytes, gzip when
    accepted, a strong ETag and 304 on If-None-Match; only the files of service/web/."""
    import gzip

    from service import web
    for url, name in (("/", "index.html"), ("/play/abc", "play.html"), ("/static/play.js", "play.js"),
                      ("/static/style.css", "style.css")):
        raw = web._file(name).raw  # the file's bytes (a page's data-inline scripts in place: below)
        plain = client.get(url)
        assert plain.status_code == 200 and plain.data == raw and "Content-Encoding" not in plain.headers
        zipped = client.get(url, headers={"Accept-Encoding": "gzip"})
        assert zipped.headers["Content-Encoding"] == "gzip" and gzip.decompress(zipped.data) == raw
        assert len(zipped.data) < len(raw) and "Accept-Encoding" in zipped.headers["Vary"]
        assert zipped.headers["ETag"] != plain.headers["ETag"]  # one per encoding
        again = client.get(url, headers={"Accept-Encoding": "gzip", "If-None-Match": zipped.headers["ETag"]})
        assert again.status_code == 304 and again.data == b""
    for bad in ("../web.py", "..%2fweb.py", "nothing.js", "api.js.map", "%2e%2e/http.py"):
        r = client.get(f"/static/{bad}")
        assert r.status_code == 404 and r.json["error"]["code"] == "not_found", bad


def test_the_game_page_loads_first_js_async_ahead_of_its_modules(client):
    """Issue 23 (no page slower to first draw): play.html loads first.js as an async classic
    script ahead of its modules (it sends the first requests as soon as it has loaded, and the
    parser does not wait for it), is served with the style sheet's text in place of its
    data-inline tag (no request holds the first paint back), and with the game's type filled
    in, so the page asks for the catalogue and the board module beside the view; a page for no
    game gets no type (it then asks the API, which answers 404). Both files stay assets."""
    from service import web
    first = (web.WEB_DIR / "first.js").read_text(encoding="utf-8")
    style = (web.WEB_DIR / "style.css").read_text(encoding="utf-8")
    gid = client.post("/v1/games", json={"type": "nova-luna", "seats": [{"name": "a"}, {"name": "b"}]}).json["id"]
    page = client.get(f"/play/{gid}").get_data(as_text=True)
    assert 'data-inline' not in page and style in page and 'rel="stylesheet"' not in page
    first_tag = '<script async src="/static/first.js"></script>'
    assert first_tag in page and page.index(first_tag) < page.index('<script type="module"')
    assert '<meta name="moonhall-game-type" content="nova-luna">' in page
    unknown = client.get("/play/nosuchgame")
    assert unknown.status_code == 200
    assert '<meta name="moonhall-game-type" content="">' in unknown.get_data(as_text=True)
    assert first not in page and client.get("/static/first.js").get_data(as_text=True) == first
    assert client.get("/static/style.css").get_data(as_text=True) == style


def test_openapi_yaml_is_served(client):
    r = client.get("/openapi.yaml")
    assert r.status_code == 200 and r.mimetype == "application/yaml"
    assert r.get_data(as_text=True) == openapi.OUTPUT.read_text(encoding="utf-8")


def test_error_codes_are_listed_in_the_description_the_explorer_shows(doc):
    text = doc["info"]["description"]
    assert "## Error codes" in text
    for c in doc["x-error-codes"]:
        assert f"| `{c['code']}` | {c['status']} |" in text, c["code"]


def test_client_ready_names_models_and_keeps_what_validates():
    """client_ready (what openapi-python-client needs): union variants and nested objects
    become named components (identical ones shared, titles not used as class names), an
    array gets `items`, an optional boolean const `type` + `enum`, a nullable enum one enum; the
    same instances validate before and after."""
    counts = {"type": "object", "title": "Counts", "properties": {"red": {"type": "integer"}},
              "additionalProperties": False}
    before = {"components": {"schemas": {
        "XMove": {"oneOf": [
            {"type": "object", "properties": {"type": {"const": "take"}, "source": {"const": "bag"}, "got": counts},
             "required": ["type", "source", "got"], "additionalProperties": False},
            {"type": "object", "title": "pass", "properties": {"type": {"const": "pass"}, "left": counts},
             "required": ["type", "left"], "additionalProperties": False}]},
        "Answer": {"type": "object", "properties": {
            "flag": {"const": True}, "list": {"type": "array"},
            "mode": {"type": ["string", "null"], "enum": ["a", "b", None]}}, "additionalProperties": False},
    }}}
    after = openapi.client_ready(copy.deepcopy(before))
    schemas = after["components"]["schemas"]
    assert schemas["XMove"]["oneOf"] == [{"$ref": "#/components/schemas/XMoveTakeBag"},
                                         {"$ref": "#/components/schemas/XMovePass"}]
    got = schemas["XMoveTakeBag"]["properties"]["got"]
    assert got == schemas["XMovePass"]["properties"]["left"] == {"$ref": "#/components/schemas/XMoveTakeBagGot"}
    assert "title" not in schemas["XMoveTakeBagGot"] and "title" not in schemas["XMovePass"]
    assert schemas["XMoveTakeBag"]["properties"]["type"]["default"] == "take"
    answer = schemas["Answer"]["properties"]
    assert answer["flag"] == {"type": "boolean", "enum": [True]}
    assert answer["list"]["items"] == {}
    assert answer["mode"]["anyOf"] == [{"type": "string", "enum": ["a", "b"]}, {"type": "null"}]
    samples = {"XMove": [{"type": "take", "source": "bag", "got": {"red": 1}}, {"type": "pass", "left": {}},
                         {"type": "take", "source": "box", "got": {}}, {"type": "pass", "left": {"blue": 1}},
                         {"type": "pass"}],
               "Answer": [{"flag": True, "list": [1, "x"], "mode": None}, {"mode": "a"}, {"mode": "c"}, {"list": 1},
                          {"flag": False}, {"flag": 1}]}
    for name, values in samples.items():
        old, new = (Checker(d, extra_games=()).component(name) for d in (before, after))
        for v in values:
            assert old.is_valid(v) == new.is_valid(v), (name, v)


def test_game_unions_with_distinct_types_carry_a_discriminator(doc):
    """Every oneOf of a game whose alternatives have distinct `type` consts names them in
    a discriminator mapping; the mapping is exact (each value -> the component with it)."""
    schemas = doc["components"]["schemas"]
    with_disc = {n for n, s in schemas.items() if "discriminator" in s}
    assert {"NovaLunaMove", "NovaLunaEvent", "BlueMoonMove", "BlueMoonCityMove"} <= with_disc
    assert "AzulSummerPavilionMove" not in with_disc  # two `take` variants: no discriminator is right
    assert "Envelope" in with_disc  # one <Game>Envelope a game type, chosen by `type` (issue 28)
    for name in with_disc - {"EventEntry"}:
        d = schemas[name]["discriminator"]
        assert d["propertyName"] == "type"
        alts = schemas[name].get("oneOf") or schemas[name]["anyOf"]  # the Envelope's: anyOf (issue 28)
        assert sorted(d["mapping"].values()) == sorted(a["$ref"] for a in alts)
        for value, ref in d["mapping"].items():
            assert schemas[ref.rsplit("/", 1)[1]]["properties"]["type"]["const"] == value
