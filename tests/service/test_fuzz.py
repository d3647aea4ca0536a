"""No input may cause a 500, and a refused move appends nothing: mutated legal moves and
random bodies posted to every game type, over a real Redis."""
from __future__ import annotations

import json
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
