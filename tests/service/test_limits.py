"""Limits and the document enforced (issue 10), on the app with a real Redis: per-client
rate limits (Flask-Limiter on the same Redis) answer 429 JSON with Retry-After, a body
over 1 MiB is a JSON 413, /events is paged, moves are checked against the published
move schema (unknown keys refused by every game), integral floats are integers, a 405
carries Allow. Every answer is checked against openapi.yaml."""
from __future__ import annotations

import json

import pytest
import yaml

import games
from service import openapi
from service.http import create_app
from service.limits import install_rate_limits
from service.movecheck import check_move
from tests.service.test_openapi import Checker

G = "/v1/games"
M = "/v1/games/{gid}/moves"
V = "/v1/games/{gid}/moves/validate"


@pytest.fixture(scope="module")
def check():
    return Checker(yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8")))


@pytest.fixture
def limited(service, redis_server):
    app = create_app(service, lambda: (True, {"redis": True, "workers": 1}))
    install_rate_limits(app, redis_server.url, create="3/minute", moves="4/minute")
    return app.test_client()


def _new(client, check, code=201):
    r = client.post(G, json={"type": "draw-race", "seats": [{"name": "a"}, {"name": "b"}], "seed": 3})
    assert r.status_code == code, r.json
    return check(r, G, "post")


def test_creating_games_is_rate_limited_per_client(limited, check, conn):
    for _ in range(3):
        _new(limited, check)
    r = limited.post(G, json={"type": "draw-race", "seats": [{"name": "a"}]})
    assert r.status_code == 429 and int(r.headers["Retry-After"]) > 0
    assert check(r, G, "post")["error"]["code"] == "rate_limited"
    assert len(limited.get(G).json["games"]) == 3  # nothing created
    # another client (address) has its own budget; the counters live in the same Redis
    other = limited.post(G, json={"type": "draw-race", "seats": [{"name": "a"}]},
                         environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert other.status_code == 201
    assert any(b"mh:rl" in k for k in conn.scan_iter("*mh:rl*"))


def test_moves_dry_runs_and_undos_share_one_limit(limited, check):
    g = _new(limited, check)
    h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    url = f"{G}/{g['id']}/moves"
    check(limited.post(url + "/validate", json={"move": {"type": "mark"}, "expected_version": 1}, headers=h), V, "post")
    v = check(limited.post(url, json={"move": {"type": "mark"}, "expected_version": 1}, headers=h), M, "post")["version"]
    assert limited.post(f"{G}/{g['id']}/undo", json={}, headers=h).status_code == 201
    check(limited.post(url, json={"move": {"type": "mark"}, "expected_version": v + 1}, headers=h), M, "post")
    for path, u in ((M, url), (V, url + "/validate")):
        r = limited.post(u, json={"move": {"type": "mark"}, "expected_version": v + 2}, headers=h)
        assert r.status_code == 429 and "Retry-After" in r.headers
        check(r, path, "post")
    assert limited.get(f"{G}/{g['id']}").status_code == 200  # reads are not limited


def test_a_body_over_a_mebibyte_is_a_json_413(client, check):
    g = _new(client, check)
    h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    for path, url in ((G, G), (M, f"{G}/{g['id']}/moves"), (V, f"{G}/{g['id']}/moves/validate")):
        r = client.post(url, data=b"{" + b" " * (1 << 20) + b"}", content_type="application/json", headers=h)
        assert r.status_code == 413 and check(r, path, "post")["error"]["code"] == "payload_too_large"


def test_events_are_paged(client, check, dispatcher):
    g = client.post(G, json={"type": "draw-race", "seats": [{"name": "a"}], "options": {"rounds": 5}, "seed": 1}).json
    h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    v = 1
    for _ in range(4):
        for t in ("mark", "mark", "end"):
            v = client.post(f"{G}/{g['id']}/moves", json={"move": {"type": t}, "expected_version": v}, headers=h).json["version"]
            dispatcher.drain()
            v = client.get(f"{G}/{g['id']}").json["version"]
    assert v > 12
    after, seen, pages = 0, [], 0
    while True:
        page = check(client.get(f"{G}/{g['id']}/events?after={after}&limit=5"), "/v1/games/{gid}/events")
        pages += 1
        seen += [e["version"] for e in page["events"]]
        assert len(page["events"]) <= 5
        if not page["more"]:
            assert page["next_after"] is None
            break
        assert page["next_after"] == page["version"] == page["events"][-1]["version"]
        after = page["next_after"]
    assert seen == list(range(1, v + 1)) and pages == -(-v // 5)
    whole = client.get(f"{G}/{g['id']}/events").json  # default page: 500
    assert [e["version"] for e in whole["events"]] == seen and whole["more"] is False
    assert client.get(f"{G}/{g['id']}/events?limit=0").status_code == 400
    # limit above 2^53 (schemathesis): the document sets no maximum, the server clamps
    huge = check(client.get(f"{G}/{g['id']}/events?limit={2**64}"), "/v1/games/{gid}/events")
    assert len(huge["events"]) == v
    assert check(client.get(f"{G}?limit={2**64}"), G)["games"]


def test_every_games_move_schema_refuses_unknown_keys():
    """Every object of every built-in game's published move schema is closed."""
    def objects(s, path=""):
        if isinstance(s, dict):
            if s.get("type") == "object" or "properties" in s:
                yield path, s
            for k, v in s.items():
                yield from objects(v, f"{path}/{k}")
        elif isinstance(s, list):
            for i, v in enumerate(s):
                yield from objects(v, f"{path}/{i}")
    for gid, game in games.REGISTRY.items():
        open_ = [p for p, o in objects(game.move_schema) if o.get("additionalProperties") is not False]
        assert not open_, (gid, open_)


@pytest.mark.parametrize("type_id", sorted(games.REGISTRY))
def test_a_legal_move_with_an_unknown_key_is_refused_by_every_game(client, conn, dispatcher, type_id):
    """Row: a Blue Moon City move with unknown keys was accepted and ignored."""
    game = games.REGISTRY[type_id]
    g = client.post(G, json={"type": type_id, "seats": [{"name": f"p{i}"} for i in range(game.min_players)],
                             "seed": 5}).json
    dispatcher.drain()  # the table's opening steps
    view = client.get(f"{G}/{g['id']}").json
    seat = view["to_act"][0]
    h = {"Authorization": f"Bearer {g['seats'][seat]['token']}"}
    move = client.get(f"{G}/{g['id']}/moves", headers=h).json["moves"][0]
    before = conn.xlen(f"mh:g:{{{g['id']}}}:s")
    r = client.post(f"{G}/{g['id']}/moves", json={"move": {**move, "sneaky": 1}, "expected_version": view["version"]},
                    headers=h)
    assert r.status_code == 400 and r.json["error"]["code"] == "malformed_move", r.json
    assert any("sneaky" in e["message"] for e in r.json["error"]["details"]["errors"]), r.json
    assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == before
    ok = client.post(f"{G}/{g['id']}/moves/validate", json={"move": move, "expected_version": view["version"]},
                     headers=h)
    assert ok.status_code == 200, ok.json


def test_a_move_of_another_game_is_a_422_and_a_move_of_no_game_a_400(client, check):
    """The document's GameMove is any game's move: a schema-valid move of the wrong game is
    refused as a rule (422), a move of no game's shape as malformed (400) (schemathesis)."""
    g = client.post(G, json={"type": "nova-luna", "seats": [{"name": "a"}, {"name": "b"}], "seed": 4}).json
    h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    url = f"{G}/{g['id']}/moves"
    r = client.post(url, json={"move": {"type": "discard", "cards": ["Khind1"]}, "expected_version": 1}, headers=h)
    assert r.status_code == 422 and check(r, M, "post")["error"]["code"] == "move_not_of_this_game"
    r = client.post(url, json={"move": {"type": "fly"}, "expected_version": 1}, headers=h)
    assert r.status_code == 400 and check(r, M, "post")["error"]["code"] == "malformed_move"


def test_integral_floats_are_integers(client, check):
    g = client.post(G, json={"type": "draw-race", "seats": [{"name": "a"}], "seed": 1.0}).json
    h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
    r = client.post(f"{G}/{g['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 1.0}, headers=h)
    assert check(r, M, "post")["version"] == 2
    assert client.post(f"{G}/{g['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 2.5},
                       headers=h).status_code == 400
    assert check_move(games.REGISTRY["nova-luna"], {"type": "take", "track_space": 3.0, "x": 0, "y": 0.0}) == \
        {"type": "take", "track_space": 3, "x": 0, "y": 0}


def test_a_405_says_what_is_allowed(client):
    r = client.open(G, method="TRACE")
    assert r.status_code == 405 and r.json["error"]["code"] == "method_not_allowed"
    assert {"GET", "POST"} <= {m.strip() for m in r.headers["Allow"].split(",")}
    assert json.loads(r.data)["error"]["details"] is None
