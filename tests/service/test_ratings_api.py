"""Leaderboards, players' pages and the clock's gift of time over HTTP (issue 26, items 2-3):
every answer is checked against the API document (tests/service/test_openapi.py's Checker;
that test lists these operations as answered here)."""
from __future__ import annotations

import pytest
import yaml

from service import openapi
from tests.service.test_openapi import Checker
from tests.service.test_ratings import _create, _play_out


@pytest.fixture(scope="module")
def doc() -> dict:
    return yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))


LB = "/v1/game-types/{type}/leaderboard"
PL = "/v1/players/{name}"


def test_leaderboard_and_player_pages(client, service, dispatcher, doc):
    check = Checker(doc)
    names = ["ann", "bob", "cy"]
    for marks in ([3, 0, 1], [3, 1, 0], [2, 3, 0], [3, 0, 0], [3, 2, 1], [3, 0, 2]):
        _play_out(service, dispatcher, _create(service, names, ("random",)), marks + [0])
    page = check(client.get("/v1/game-types/draw-race/leaderboard?limit=2"), LB)
    assert [p["rank"] for p in page["players"]] == [1, 2] and page["total"] == 3 and page["next_offset"] == 2
    rest = check(client.get("/v1/game-types/draw-race/leaderboard?offset=2"), LB)
    assert len(rest["players"]) == 1 and rest["next_offset"] is None
    rows = page["players"] + rest["players"]
    assert [r["rating"] for r in rows] == sorted((r["rating"] for r in rows), reverse=True)
    assert all(r["games"] == 6 and not r["provisional"] for r in rows)  # 6 >= 5 rated games
    assert check(client.get("/v1/game-types/azul-summer-pavilion/leaderboard"), LB)["players"] == []
    check(client.get("/v1/game-types/chess/leaderboard"), LB)
    check(client.get("/v1/game-types/draw-race/leaderboard?limit=0"), LB)
    check(client.get("/v1/game-types/draw-race/leaderboard?offset=x"), LB)

    ann = check(client.get("/v1/players/ann"), PL)
    r = ann["ratings"]["draw-race"]
    assert r["games"] == 6 and len(r["history"]) == 6 and r["wins"] == sum(h["place"] == 1 for h in r["history"])
    assert r["average_score"] is not None and r["rating"] == r["history"][-1]["rating"]
    assert {row["name"]: row["rating"] for row in rows}["ann"] == r["rating"]
    assert client.get("/v1/players/ANN").get_json() == ann  # an account's name in any case
    assert check(client.get("/v1/players/nobody"), PL)["error"]["code"] == "not_found"
    check(client.get("/v1/players/bad%20name"), PL)

    for path, url in (("/leaderboard/{type}", "/leaderboard/draw-race"), ("/players/{name}", "/players/ann")):
        page = client.get(url)
        assert "ratings.js" in check(page, path)
        assert check(client.get(url, headers={"If-None-Match": page.headers["ETag"]}), path) is None


def test_provisional_below_five_games(service, dispatcher, client):
    _play_out(service, dispatcher, _create(service, ["ann", "bob"]), [3, 0])
    rows = client.get("/v1/game-types/draw-race/leaderboard").get_json()["players"]
    assert [r["provisional"] for r in rows] == [True, True] and {r["name"] for r in rows} == {"ann", "bob"}
    assert rows[0]["rating"] >= rows[1]["rating"]  # best first (the hands are dealt at random)


def test_give_time_answers_match_the_document(client, service, dispatcher, doc):
    check = Checker(doc)
    G = "/v1/games/{gid}/clock/give"
    g = client.post("/v1/games", json={"type": "draw-race", "options": {"rounds": 1}, "clock": {"days_per_move": 1},
                                       "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).get_json()
    gid, toks = g["id"], [s["token"] for s in g["seats"]]
    h = [{"Authorization": f"Bearer {t}"} for t in toks]
    check(client.post(f"/v1/games/{gid}/clock/give", json={"seat": 0, "seconds": 60}, headers=h[1]), G, "post")
    check(client.post(f"/v1/games/{gid}/clock/give", json={"seat": 0}, headers=h[1]), G, "post")
    check(client.post(f"/v1/games/{gid}/clock/give", json={"seat": 0, "seconds": 60}), G, "post")
    check(client.post(f"/v1/games/{gid}/clock/give", json={"seat": 1, "seconds": 60}, headers=h[1]), G, "post")
    check(client.post("/v1/games/nope/clock/give", json={"seat": 1, "seconds": 60}, headers=h[1]), G, "post")
    assert client.post(f"/v1/games/{gid}/resign", headers=h[2]).status_code == 201
    assert check(client.post(f"/v1/games/{gid}/clock/give", json={"seat": 0, "seconds": 60}, headers=h[2]),
                 G, "post")["error"]["code"] == "seat_left"
    plain = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "a"}, {"name": "b"}]}).get_json()
    assert check(client.post(f"/v1/games/{plain['id']}/clock/give", json={"seat": 1, "seconds": 60},
                             headers={"Authorization": f"Bearer {plain['seats'][0]['token']}"}), G, "post")["error"]["code"] == "no_clock"
    assert {s for p, m, s in check.seen if p == G} == {"201", "400", "401", "403", "404", "409", "422"}
