"""CORS for configured origins (issue 11 §5): a browser app on another site can call the
API with Authorization and Idempotency-Key headers; other origins get no CORS header."""
from __future__ import annotations

import pytest

from service import cors
from service.http import create_app
from tests.service.fakegame import GAME

APP = "https://app.example"
EVIL = "https://evil.example"


def _client(service, origins):
    return create_app(service, lambda: (True, {}), cors_origins=origins).test_client()


def _preflight(client, url, origin, method="POST", headers="authorization, content-type, idempotency-key"):
    return client.options(url, headers={"Origin": origin, "Access-Control-Request-Method": method,
                                        "Access-Control-Request-Headers": headers})


def test_origins_from_the_environment_value(monkeypatch):
    assert cors.origins_from(None) == [] and cors.origins_from(" , ") == []
    assert cors.origins_from("https://a.example, https://b.example/ ,") == ["https://a.example", "https://b.example"]
    monkeypatch.setenv("CORS_ORIGINS", f"{APP},https://other.example")
    r = create_app(None).test_client().get("/", headers={"Origin": APP})
    assert r.headers["Access-Control-Allow-Origin"] == APP


def test_a_preflight_from_a_configured_origin_allows_the_token_and_idempotency_headers(service):
    client = _client(service, [APP, "https://second.example"])
    r = _preflight(client, "/v1/games/abc/moves", APP)
    assert r.status_code == 200
    assert r.headers["Access-Control-Allow-Origin"] == APP
    allowed = {h.strip().lower() for h in r.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "content-type", "idempotency-key"} <= allowed
    assert "POST" in r.headers["Access-Control-Allow-Methods"]
    assert r.headers["Access-Control-Max-Age"] == str(cors.MAX_AGE)
    assert "Origin" in r.headers.get("Vary", "")
    assert "Access-Control-Allow-Credentials" not in r.headers  # tokens, never cookies
    assert _preflight(client, "/v1/games", "https://second.example").headers[
        "Access-Control-Allow-Origin"] == "https://second.example"


def test_other_origins_and_an_unconfigured_server_get_no_cors_header(service):
    client = _client(service, [APP])
    for r in (_preflight(client, "/v1/games/abc/moves", EVIL), client.get("/v1/game-types", headers={"Origin": EVIL}),
              _preflight(client, "/v1/games/abc/moves", APP + ".evil.example"),
              _preflight(client, "/v1/games/abc/moves", "http://app.example")):  # another scheme: another origin
        assert "Access-Control-Allow-Origin" not in r.headers
    plain = _client(service, [])
    for r in (_preflight(plain, "/v1/games", APP), plain.get("/v1/game-types", headers={"Origin": APP})):
        assert not [h for h in r.headers.keys() if h.lower().startswith("access-control-")]


def test_answers_and_errors_to_an_allowed_origin_are_readable(service):
    client = _client(service, [APP])
    h = {"Origin": APP}
    g = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}]}, headers=h)
    assert g.status_code == 201 and g.headers["Access-Control-Allow-Origin"] == APP
    tok = g.json["seats"][0]["token"]
    auth = {**h, "Authorization": f"Bearer {tok}", "Idempotency-Key": "k1"}
    moved = client.post(f"/v1/games/{g.json['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 1},
                        headers=auth)
    assert moved.status_code == 201 and moved.headers["Access-Control-Allow-Origin"] == APP
    # an error keeps its JSON body and is readable by the app (otherwise the browser hides it)
    for r in (client.get("/v1/games/nope", headers=h),
              client.post(f"/v1/games/{g.json['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 1},
                          headers={**h, "Authorization": "Bearer wrong"})):
        assert r.status_code in (401, 404) and r.json["error"]["code"]
        assert r.headers["Access-Control-Allow-Origin"] == APP


@pytest.mark.parametrize("value", ["*", f"{APP},*"])
def test_star_allows_any_origin(service, value):
    client = _client(service, cors.origins_from(value))
    r = _preflight(client, "/v1/games", EVIL)
    assert r.headers["Access-Control-Allow-Origin"] == "*"
    assert client.get("/v1/game-types", headers={"Origin": EVIL}).headers["Access-Control-Allow-Origin"] == "*"
