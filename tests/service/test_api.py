"""The game-agnostic API (version 1) over a real Redis, with the draw-race test game."""
from __future__ import annotations

import json

import pytest

from tests.service.fakegame import GAME


def create(client, seats=None, **kw):
    body = {"type": GAME.id, "seats": seats or [{"name": "ann"}, {"name": "bob"}], **kw}
    r = client.post("/v1/games", json=body)
    assert r.status_code == 201, r.json
    return r.json


def auth(tok):
    return {"Authorization": f"Bearer {tok}"}


def post_move(client, g, seat, move, version, **kw):
    return client.post(f"/v1/games/{g['id']}/moves", json={"move": move, "expected_version": version},
                       headers=auth(g["seats"][seat]["token"]), **kw)


def stream_len(conn, g):
    return conn.xlen(f"mh:g:{{{g['id']}}}:s")


def test_game_types_lists_every_registered_game(client, registry):
    r = client.get("/v1/game-types")
    assert r.status_code == 200
    ids = {t["id"] for t in r.json["game_types"]}
    assert ids == set(registry)
    dr = next(t for t in r.json["game_types"] if t["id"] == GAME.id)
    assert dr["min_players"] == 1 and dr["max_players"] == 4 and "random" in dr["bot_levels"]
    assert dr["options"][0]["name"] == "rounds" and dr["options"][0]["default"] == 3


def test_create_gives_tokens_only_to_humans(client):
    g = create(client, [{"name": "ann"}, {"name": "robo", "bot": "random"}])
    assert g["version"] == 1
    assert g["seats"][0]["token"] and g["seats"][1]["token"] is None
    assert g["seats"][1]["bot"] == "random"


def test_view_envelope_for_seat_and_spectator(client, service):
    g = create(client, seed=987654321987)
    me = client.get(f"/v1/games/{g['id']}", headers=auth(g["seats"][0]["token"])).json
    assert set(me) >= {"id", "type", "version", "status", "to_act", "you", "state", "result", "undo_to", "fairness"}
    assert me["you"] == 0 and me["status"] == "active" and me["to_act"] == [0] and me["result"] is None
    assert isinstance(me["state"]["hands"][0], list) and me["state"]["hands"][1] == {"count": 1}
    pub = client.get(f"/v1/games/{g['id']}").json
    assert pub["you"] is None and pub["state"]["hands"][0] == {"count": 1}
    # a creator-chosen seed is shown to everyone (issue 13); a server-drawn one stays secret
    assert pub["fairness"]["seed"] == me["fairness"]["seed"] == 987654321987 and len(pub["fairness"]["commitment"]) == 64
    g2 = create(client)
    pub2 = client.get(f"/v1/games/{g2['id']}").json
    assert "seed" not in pub2["fairness"] and str(service.load(g2["id"]).seed) not in json.dumps(pub2)


def test_move_appends_and_returns_events(client, conn):
    g = create(client)
    r = post_move(client, g, 0, {"type": "mark"}, 1)
    assert r.status_code == 201 and r.json["version"] == 2
    assert r.json["events"][0]["event"] == {"type": "marked", "seat": 0}
    assert stream_len(conn, g) == 2


@pytest.mark.parametrize("body,status,code", [
    ({"move": {"type": "mark"}}, 400, "bad_request"),                      # no expected_version
    ({"move": "mark", "expected_version": 1}, 400, "bad_request"),          # move not an object
    ({"move": {"type": "mark"}, "expected_version": "1"}, 400, "bad_request"),
    ({"move": {"type": "mark"}, "expected_version": True}, 400, "bad_request"),
    ({"move": {"type": "mark"}, "expected_version": 1, "x": 1}, 400, "bad_request"),
    ({"move": {"kind": "mark"}, "expected_version": 1}, 400, "malformed_move"),
    ({"move": {"type": "fly"}, "expected_version": 1}, 400, "malformed_move"),
    ({"move": {"type": "mark"}, "expected_version": 0}, 409, "stale_version"),
    ({"move": {"type": "score"}, "expected_version": 1}, 422, "illegal_move"),
])
def test_bad_moves_get_json_errors_and_append_nothing(client, conn, body, status, code):
    g = create(client)
    r = client.post(f"/v1/games/{g['id']}/moves", json=body, headers=auth(g["seats"][0]["token"]))
    assert r.status_code == status, r.json
    assert r.json["error"]["code"] == code and r.json["error"]["message"]
    assert stream_len(conn, g) == 1


def test_illegal_move_names_the_rule(client, conn):
    g = create(client)
    v = 1
    for _ in range(3):
        v = post_move(client, g, 0, {"type": "mark"}, v).json["version"]
    r = post_move(client, g, 0, {"type": "mark"}, v)
    assert r.status_code == 422 and r.json["error"]["details"]["rule"] == "DR-1"
    assert stream_len(conn, g) == v


def test_auth_errors(client, conn):
    g = create(client)
    url = f"/v1/games/{g['id']}/moves"
    body = {"move": {"type": "mark"}, "expected_version": 1}
    assert client.post(url, json=body).status_code == 401
    assert client.post(url, json=body, headers={"Authorization": "Basic abc"}).status_code == 401
    assert client.post(url, json=body, headers=auth("nope")).status_code == 401
    r = client.post(url, json=body, headers=auth(g["seats"][1]["token"]))
    assert r.status_code == 403 and r.json["error"]["code"] == "not_your_turn"
    assert client.get(f"/v1/games/{g['id']}", headers=auth("nope")).status_code == 401
    assert stream_len(conn, g) == 1


def test_not_found_and_malformed_bodies(client):
    assert client.get("/v1/games/nope").status_code == 404
    assert client.get("/v1/games/nope").json["error"]["code"] == "not_found"
    assert client.get("/v1/nothing").status_code == 404
    assert client.delete("/v1/games").status_code == 405
    r = client.post("/v1/games", data="{not json", content_type="application/json")
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_request"
    r = client.post("/v1/games", json=[1, 2])
    assert r.status_code == 400
    r = client.post("/v1/games", json={"type": "chess", "seats": [{"name": "a"}]})
    assert r.status_code == 422 and r.json["error"]["code"] == "unknown_game_type"
    r = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}] * 5})
    assert r.status_code == 422 and r.json["error"]["details"]["violations"]
    r = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}], "options": {"rounds": 9, "x": 1}})
    assert r.status_code == 422 and len(r.json["error"]["details"]["violations"]) == 2
    r = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a", "bot": "genius"}]})
    assert r.status_code == 422
    r = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}], "seed": -1})
    assert r.status_code == 400


def test_same_seed_same_moves_same_events(client):
    def run():
        g = create(client, seed=1234)
        v = 1
        for _ in range(2):
            v = post_move(client, g, 0, {"type": "draw"}, v).json["version"]
        return client.get(f"/v1/games/{g['id']}/events", headers=auth(g["seats"][0]["token"])).json["events"]
    a, b = run(), run()
    assert a == b and a[1]["event"]["card"] is not None


def test_legal_moves_can_be_posted_back_unchanged(client):
    g = create(client)
    r = client.get(f"/v1/games/{g['id']}/moves", headers=auth(g["seats"][0]["token"]))
    assert r.json["version"] == 1 and {"type": "draw"} in r.json["moves"]
    for m in r.json["moves"]:
        assert client.post(f"/v1/games/{g['id']}/moves/validate", json={"move": m, "expected_version": 1},
                           headers=auth(g["seats"][0]["token"])).status_code == 200
    other = client.get(f"/v1/games/{g['id']}/moves", headers=auth(g["seats"][1]["token"])).json
    assert other["moves"] == []


def test_idempotency_key_returns_first_answer(client, conn):
    g = create(client)
    h = {**auth(g["seats"][0]["token"]), "Idempotency-Key": "k1"}
    body = {"move": {"type": "draw"}, "expected_version": 1}
    first = client.post(f"/v1/games/{g['id']}/moves", json=body, headers=h)
    again = client.post(f"/v1/games/{g['id']}/moves", json=body, headers=h)
    assert first.status_code == 201 and again.status_code == 200
    assert again.json["events"] == first.json["events"] and again.json["version"] == first.json["version"]
    assert stream_len(conn, g) == 2


def test_event_feed_redacts_other_seats_draws(client):
    g = create(client)
    post_move(client, g, 0, {"type": "draw"}, 1)
    mine = client.get(f"/v1/games/{g['id']}/events?after=1", headers=auth(g["seats"][0]["token"])).json
    theirs = client.get(f"/v1/games/{g['id']}/events?after=1", headers=auth(g["seats"][1]["token"])).json
    pub = client.get(f"/v1/games/{g['id']}/events?after=1").json
    assert isinstance(mine["events"][0]["event"]["card"], int)
    assert theirs["events"][0]["event"]["card"] is None and pub["events"][0]["event"]["card"] is None
    created = client.get(f"/v1/games/{g['id']}/events", headers=auth(g["seats"][1]["token"])).json["events"][0]
    assert created["event"]["type"] == "game_created"
    assert created["event"]["state"]["hands"][0] == {"count": 1}  # the initial hands stay hidden too


def test_event_feed_wait_returns_when_nothing_new(client):
    g = create(client)
    r = client.get(f"/v1/games/{g['id']}/events?after=1&wait=0.2")
    assert r.status_code == 200 and r.json["events"] == [] and r.json["version"] == 1
    assert client.get(f"/v1/games/{g['id']}/events?wait=31").status_code == 400
    assert client.get(f"/v1/games/{g['id']}/events?after=x").status_code == 400
    assert client.get(f"/v1/games/{g['id']}/events?after={2**64}").json["events"] == []  # past the end: from now on
    far = client.get(f"/v1/games/{g['id']}/events?after={2**40}&wait=0.1")
    assert far.status_code == 200 and far.json["events"] == [] and far.json["version"] == 1


def test_deep_or_huge_bodies_are_refused_cleanly(client):
    deep = "[" * 5000 + "]" * 5000
    r = client.post("/v1/games", data=deep, content_type="application/json")
    assert r.status_code == 400 and r.json["error"]["code"] == "bad_request"
    r = client.post("/v1/games", data="[" + "1," * 600000 + "1]", content_type="application/json")
    assert r.status_code == 413 and "error" in r.json


def test_replay_shows_past_views(client):
    g = create(client)
    v2 = post_move(client, g, 0, {"type": "mark"}, 1).json["version"]
    post_move(client, g, 0, {"type": "mark"}, v2)
    r = client.get(f"/v1/games/{g['id']}/states/2", headers=auth(g["seats"][0]["token"]))
    assert r.status_code == 200 and r.json["version"] == 2 and r.json["state"]["marks"][0] == 1
    assert client.get(f"/v1/games/{g['id']}/states/9").status_code == 404
    assert client.get(f"/v1/games/{g['id']}/states/0").status_code == 404
    assert client.get(f"/v1/games/{g['id']}/states/x").status_code == 400


def test_validate_is_a_dry_run_and_hides_chance(client, conn):
    g = create(client)
    h = auth(g["seats"][0]["token"])
    r = client.post(f"/v1/games/{g['id']}/moves/validate", json={"move": {"type": "draw"}, "expected_version": 1}, headers=h)
    assert r.status_code == 200 and r.json["valid"] is True
    assert "card" not in r.json["events"][0]["event"]  # the draw is decided only when played
    r = client.post(f"/v1/games/{g['id']}/moves/validate", json={"move": {"type": "score"}, "expected_version": 1}, headers=h)
    assert r.status_code == 422
    assert stream_len(conn, g) == 1


def test_undo_own_moves_until_a_reveal(client, conn):
    g = create(client)
    h = auth(g["seats"][0]["token"])
    url = f"/v1/games/{g['id']}"
    assert client.get(url, headers=h).json["undo_to"] is None
    v = post_move(client, g, 0, {"type": "mark"}, 1).json["version"]
    v = post_move(client, g, 0, {"type": "mark"}, v).json["version"]
    view = client.get(url, headers=h).json
    assert view["undo_to"] == 1 and view["state"]["marks"][0] == 2
    r = client.post(f"{url}/undo", json={}, headers=h)
    assert r.status_code == 201
    view = client.get(url, headers=h).json
    assert view["state"]["marks"][0] == 1 and view["undo_to"] == 1 and view["version"] == 4
    v = post_move(client, g, 0, {"type": "draw"}, view["version"]).json["version"]
    assert client.get(url, headers=h).json["undo_to"] is None
    r = client.post(f"{url}/undo", json={}, headers=h)
    assert r.status_code == 409 and r.json["error"]["code"] == "undo_not_allowed"
    assert stream_len(conn, g) == v
    # the other seat may not undo seat 0's moves
    assert client.post(f"{url}/undo", json={}, headers=auth(g["seats"][1]["token"])).status_code == 403


def test_undo_to_an_earlier_version_and_stale_undo(client):
    g = create(client)
    h = auth(g["seats"][0]["token"])
    v = 1
    for _ in range(3):
        v = post_move(client, g, 0, {"type": "mark"}, v).json["version"]
    url = f"/v1/games/{g['id']}"
    assert client.post(f"{url}/undo", json={"to_version": 3, "expected_version": 1}, headers=h).status_code == 409
    assert client.post(f"{url}/undo", json={"to_version": 7}, headers=h).status_code == 409
    r = client.post(f"{url}/undo", json={"to_version": 1, "expected_version": v}, headers=h)
    assert r.status_code == 201
    assert client.get(url, headers=h).json["state"]["marks"][0] == 0
    events = client.get(f"{url}/events", headers=h).json["events"]
    assert len(events) == 5 and events[-1]["event"] == {"type": "undo", "to_version": 1}


def test_auto_steps_and_bots_run_through_jobs_to_the_end(client, dispatcher):
    g = create(client, [{"name": "ann"}, {"name": "r1", "bot": "random"}, {"name": "r2", "bot": "random"}],
               options={"rounds": 2})
    h = auth(g["seats"][0]["token"])
    url = f"/v1/games/{g['id']}"
    for _ in range(2):
        v = client.get(url, headers=h).json["version"]
        assert post_move(client, g, 0, {"type": "end"}, v).status_code == 201
        dispatcher.drain()
    view = client.get(url, headers=h).json
    assert view["status"] == "finished" and view["result"]["winners"]
    # fairness: the revealed seed matches the commitment shown from the start
    import hashlib
    f = view["result"]["fairness"]
    assert hashlib.sha256(f"{f['nonce']}:{f['seed']}".encode()).hexdigest() == view["fairness"]["commitment"]
    assert post_move(client, g, 0, {"type": "end"}, view["version"]).status_code == 409


def test_stale_and_repeated_jobs_change_nothing(client, service, dispatcher, conn):
    g = create(client, [{"name": "ann"}])
    v = post_move(client, g, 0, {"type": "end"}, 1).json["version"]
    assert dispatcher.jobs == [("auto", g["id"], v)]
    assert service.run_auto(g["id"], v - 1) == "stale"
    assert service.run_auto(g["id"], v) == "played"
    n = stream_len(conn, g)
    assert service.run_auto(g["id"], v) == "stale"
    assert service.run_bot(g["id"], n, 0) == "stale"  # a human seat is never played by a bot
    assert stream_len(conn, g) == n


def test_lobby_lists_games_from_its_read_model(client, dispatcher):
    a = create(client)
    b = create(client, [{"name": "solo"}], options={"rounds": 1})
    post_move(client, b, 0, {"type": "end"}, 1)
    dispatcher.drain()
    games = client.get("/v1/games").json["games"]
    assert {x["id"] for x in games} >= {a["id"], b["id"]}
    fin = client.get("/v1/games?status=finished").json["games"]
    assert [x["id"] for x in fin] == [b["id"]]
    assert client.get(f"/v1/games?type={GAME.id}&status=active").json["games"][0]["id"] == a["id"]
    assert client.get("/v1/games?status=bogus").status_code == 400


def test_healthz(client):
    r = client.get("/healthz")
    assert r.status_code == 200 and r.json["ok"] is True
