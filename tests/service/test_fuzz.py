"""No input may cause a 500, and a refused move appends nothing: mutated legal moves and
random bodies posted to every game type, over a real Redis."""
from __future__ import annotations

import json
import re
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games
from service.http import create_app
from service.wiring import health
from tests.conftest import property_budget
from tests.service.fakegame import GAME as DRAW_RACE

TYPES = sorted(games.REGISTRY) + [DRAW_RACE.id]
junk = st.recursive(st.none() | st.booleans() | st.integers(-5, 100) | st.text(max_size=8),
                    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=6), c, max_size=3),
                    max_leaves=6)


def mutate(move: dict, rng: random.Random) -> dict:
    m = json.loads(json.dumps(move))
    keys = list(m)
    for _ in range(rng.randint(1, 3)):
        op = rng.randrange(5)
        k = rng.choice(keys)
        if op == 0 and k != "type":
            m.pop(k, None)
        elif op == 1:
            m[k] = rng.choice([None, -1, 10**9, "x", [], {}, True, 2.5, [1, 2]])
        elif op == 2:
            m[k] = rng.randint(-2, 30)
        elif op == 3:
            m["extra"] = rng.choice([1, "y", None])
        else:
            m["type"] = rng.choice(["", "nope", m.get("type"), 7])
    return m


@pytest.mark.parametrize("type_id", TYPES)
def test_mutated_moves_never_500_and_refusals_append_nothing(client, conn, registry, dispatcher, type_id):
    game = registry[type_id]
    n = game.max_players
    g = client.post("/v1/games", json={"type": type_id, "seats": [{"name": f"p{i}"} for i in range(n)], "seed": 9}).json
    rng = random.Random(type_id)
    tries = property_budget(200) * 3
    played = 0
    dispatcher.drain()
    for _ in range(tries):
        view = client.get(f"/v1/games/{g['id']}").json
        if view["status"] == "finished":
            break
        assert view["to_act"], view
        played += 1
        seat = view["to_act"][0]
        h = {"Authorization": f"Bearer {g['seats'][seat]['token']}"}
        listing = client.get(f"/v1/games/{g['id']}/moves", headers=h).json
        before = conn.xlen(f"mh:g:{{{g['id']}}}:s")
        bad = mutate(rng.choice(listing["moves"]), rng)
        r = client.post(f"/v1/games/{g['id']}/moves", json={"move": bad, "expected_version": listing["version"]}, headers=h)
        assert r.status_code in (201, 400, 403, 409, 422), (bad, r.json)
        assert set(r.json) == ({"version", "events", "status", "to_act"} if r.status_code == 201 else {"error"})
        if r.status_code != 201:
            assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == before
            assert set(r.json["error"]) == {"code", "message", "details"}
            # then a legal move, so the game moves on
            listing = client.get(f"/v1/games/{g['id']}/moves", headers=h).json
            if listing["moves"]:
                r = client.post(f"/v1/games/{g['id']}/moves", json={"move": rng.choice(listing["moves"]),
                                                                     "expected_version": listing["version"]}, headers=h)
                assert r.status_code == 201, r.json
        dispatcher.drain()  # the table's steps, as the worker would
    assert played >= min(tries, 20)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=junk, path=st.sampled_from(["/v1/games", "/moves", "/moves/validate", "/undo"]),
       auth=st.sampled_from([None, "Bearer x", "Bearer", "", "Token y", "seat0"]))
def test_random_bodies_never_500(client, conn, body, path, auth):
    g = client.post("/v1/games", json={"type": DRAW_RACE.id, "seats": [{"name": "a"}, {"name": "b"}]}).json
    headers = {}
    if auth == "seat0":
        headers["Authorization"] = f"Bearer {g['seats'][0]['token']}"
    elif auth is not None:
        headers["Authorization"] = auth
    url = path if path == "/v1/games" else f"/v1/games/{g['id']}{path}"
    r = client.post(url, data=json.dumps(body), content_type="application/json", headers=headers)
    assert r.status_code in (200, 201) or (r.status_code < 500 and "error" in r.json)
    assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == 1 or r.status_code == 201


def test_healthz_is_503_without_a_worker(service, conn):
    app = create_app(service, health(conn))
    r = app.test_client().get("/healthz")
    assert r.status_code == 503 and r.json["redis"] is True and r.json["workers"] == 0


# ------------------------------------------------------------------ nesting depth (issue 30, item 5)
DEPTHS = [1, 31, 32, 100, 500, 1000, 1022, 5000, 100000]
BODY_METHODS = {"POST", "PUT", "PATCH"}


def deep(depth: int, kind: str) -> str:
    """A JSON text of ``depth`` nested arrays or objects (built as text: no encoder recurses)."""
    return "[" * depth + "]" * depth if kind == "array" else '{"a":' * depth + "0" + "}" * depth


def json_routes(app) -> list:
    """Every route of the app that takes a body (POST/PUT/PATCH), from its url_map: a new
    endpoint is fuzzed without being named here."""
    return sorted((r for r in app.url_map.iter_rules() if r.methods & BODY_METHODS), key=lambda r: r.rule)


def bodies(doc: dict, route: str, method: str, depth: int, kind: str):
    """The documented example body (or {}) with each documented property, in turn, set to
    the deep value, then the deep value as the whole body; each with the body's depth."""
    op = doc["paths"].get(route.replace("<gid>", "{gid}"), {}).get(method.lower(), {})
    media = (op.get("requestBody") or {}).get("content", {}).get("application/json", {})
    schema = media.get("schema") or {}
    while "$ref" in schema:
        schema = doc["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    example = media.get("example") or {}
    for name in list(schema.get("properties") or {}) or ["x"]:
        text = json.dumps({**example, name: "@DEEP@"}).replace('"@DEEP@"', deep(depth, kind))
        yield name, text, depth + 1
    yield "(the body)", deep(depth, kind), depth


@pytest.mark.parametrize("kind", ["array", "object"])
def test_deeply_nested_bodies_are_400_on_every_json_route(service, conn, kind, monkeypatch):
    """A body nested 500-1,022 levels deep in a move was a 500 (the move's walk recursed
    before any check ran out of stack). Every route that takes a body gets each depth in
    each documented field and as the whole body: a JSON 400 beyond the documented 32
    levels, nothing 5xx at any depth, and nothing appended (no game created, no record)."""
    import yaml
    from service.movecheck import MAX_DEPTH
    from service.openapi import OUTPUT
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS", "off")  # (hundreds of requests from one address, issue 25)
    doc = yaml.safe_load(OUTPUT.read_text(encoding="utf-8"))
    app = create_app(service, lambda: (True, {}))
    client = app.test_client()
    g = client.post("/v1/games", json={"type": DRAW_RACE.id, "seats": [{"name": "a"}, {"open": True}]}).json
    auth = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    routes = json_routes(app)
    assert {"/v1/games", "/v1/games/<gid>/moves", "/v1/games/<gid>/join"} <= {r.rule for r in routes}
    keys = set(conn.keys())
    stream = f"mh:g:{{{g['id']}}}:s"
    for rule in routes:
        assert set(rule.arguments) <= {"gid"}, f"teach this test the path parameters of {rule.rule}"
        path = re.sub(r"<\w+:(\w+)>", r"<\1>", rule.rule)  # "<gid:gid>" (the game-id converter) reads as "<gid>"
        url = path.replace("<gid>", g["id"])
        for method in sorted(rule.methods & BODY_METHODS):
            for depth in DEPTHS:
                for field, text, total in bodies(doc, path, method, depth, kind):
                    r = client.open(url, method=method, data=text, content_type="application/json", headers=auth)
                    where = (method, rule.rule, field, depth)
                    assert 400 <= r.status_code < 500, (where, r.status_code, r.data[:200])
                    assert set(r.json["error"]) == {"code", "message", "details"}, where
                    if total > MAX_DEPTH and (field != "(the body)" or kind == "object"):
                        assert r.status_code == 400 and "nested too deeply" in r.json["error"]["message"], (where, r.json)
    assert set(conn.keys()) == keys and conn.xlen(stream) == 1  # nothing created, nothing appended
