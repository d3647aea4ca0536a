"""The bot ladder's endpoints over HTTP (issue 28, "A bot ladder"): every status of
/v1/bots and /bots is answered against the API document (tests/service/test_openapi.py's
Checker; that test lists these operations as answered here), and the pairing tick is
harmless when repeated: it never seats a bot in more than ``PER_BOT`` games. The games
played and rated by real SDK bots, RQ and the pauses: clients/python/tests/test_ladder.py."""
from __future__ import annotations

import pytest
import yaml

from service import ladder, openapi
from tests.service.test_accounts import bearer, make_token, signin, signup
from tests.service.test_openapi import Checker

B = "/v1/bots"


@pytest.fixture(scope="module")
def doc() -> dict:
    return yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))


def _token(client, name, scopes):
    signup(client, name)
    csrf = signin(client, name)
    return make_token(client, csrf, scopes)["token"]  # (the client is the account's own: its cookie stays there)


def test_every_status_of_the_ladder_matches_the_document_and_a_tick_pairs_at_most_k(client, service, doc):
    check = Checker(doc)
    anon = client.application.test_client()
    bot = _token(client.application.test_client(), "tick-bot", ["bot:play"])
    other = _token(client.application.test_client(), "tock-bot", ["bot:play"])
    reader = _token(client.application.test_client(), "read-only", ["read"])
    assert check(anon.get(B), B)["types"] == {}                                                     # 200
    check(anon.post(B, json={"types": ["nova-luna"]}), B, "post")                                    # 401
    check(anon.post(B, json={"types": ["nova-luna"]}, headers=bearer(reader)), B, "post")            # 403
    check(anon.post(B, json={"types": []}, headers=bearer(bot)), B, "post")                          # 400
    assert check(anon.post(B, json={"types": ["chess"]}, headers=bearer(bot)), B, "post")["error"]["code"] == "unknown_type"
    reg = check(anon.post(B, json={"types": ["nova-luna"]}, headers=bearer(bot)), B, "post")         # 201
    assert reg["status"] == "active" and reg["name"] == "tick-bot"
    check(anon.post(B, json={"types": ["nova-luna"]}, headers=bearer(other)), B, "post")

    lad = ladder.Ladder(service)
    first = lad.tick()
    again = lad.tick()  # a repeated tick: nothing more to seat
    assert first["created"] >= 1 and again["created"] == 0
    live = check(anon.get(B), B)["live"]
    for name in ("tick-bot", "tock-bot"):
        assert sum(name in g["players"] for g in live) == ladder.PER_BOT
    rows = {r["name"]: r for r in check(anon.get(B), B)["types"]["nova-luna"]}
    assert rows["tick-bot"]["games"] == 0 and rows["bot:random"]["kind"] == "level"
    # the bot finds its games in "my tables" and its token plays them
    mine = client.application.test_client().get("/v1/me/games", headers=bearer(bot)).get_json()["games"]
    assert {g["id"] for g in mine} == {g["game"] for g in live if "tick-bot" in g["players"]}
    g = mine[0]
    env = client.application.test_client().get(f"/v1/games/{g['id']}", headers=bearer(bot)).get_json()
    assert env["you"] == g["seats"][0]
    assert lad.tick(chain="stale")["created"] == 0  # a stale chain's tick: harmless, and queues nothing

    check(anon.delete(B), B, "delete")                                                               # 401
    check(anon.delete(B, headers=bearer(reader)), B, "delete")                                       # 403
    assert check(anon.delete(B, headers=bearer(bot)), B, "delete") is None                           # 204
    assert check(anon.delete(B, headers=bearer(bot)), B, "delete")["error"]["code"] == "not_registered"  # 404
    page = anon.get("/bots")
    assert "bots.js" in check(page, "/bots")                                                         # 200
    assert check(anon.get("/bots", headers={"If-None-Match": page.headers["ETag"]}), "/bots") is None  # 304
