"""Blue Moon deck building (spec R-14.1) through the API: the game-types entry, a 422 that
names every violation with nothing stored, and a built list that only its seat can read."""
from __future__ import annotations

import json
import random

import pytest

from tests.games.blue_moon.test_bm_properties import random_built_deck


def auth(t):
    return {"Authorization": f"Bearer {t}"}


def test_game_types_lists_the_cards_a_deck_may_use(client):
    entry = next(t for t in client.get("/v1/game-types").json["game_types"] if t["id"] == "legends-of-blue-moon")
    assert "deck_building" not in entry and entry["href"] == "/v1/game-types/legends-of-blue-moon"
    bm = client.get(entry["href"]).json
    db = bm["catalogue"]["deck_building"]
    assert db["cards"] == 30 and db["moon_limit"] == 10
    ids = set(db["pool"])
    cards = {c["id"]: c for c in bm["catalogue"]["cards"]}
    assert "vulca-0" in ids and all({"id", "name", "people", "type", "moons", "effect"} <= set(cards[c]) for c in ids)
    assert {u["category"].split(" ")[0] for u in db["unavailable"]} >= {"ghost", "emissary", "inquisitor"}
    assert "deck_lists" in {o["name"] for o in bm["options"]}


def test_bad_deck_list_is_a_422_naming_every_violation_and_stores_nothing(client, conn):
    before = conn.dbsize()
    deck = ["vulca-0", "hoax-0", "vulca-1", "vulca-1", "no-such-card"]
    r = client.post("/v1/games", json={"type": "legends-of-blue-moon", "seats": [{"name": "a"}, {"name": "b"}],
                                        "options": {"deck_lists": [deck, 7]}})
    assert r.status_code == 422, r.json
    v = r.json["error"]["details"]["violations"]
    assert any("'vulca-1' is listed more than once" in m for m in v)
    assert any("unknown card id 'no-such-card'" in m for m in v)
    assert any("exactly one leader card, found 2" in m for m in v)
    assert any(m.startswith("deck_lists[1]") for m in v)
    assert conn.dbsize() == before


def test_built_deck_is_secret_from_the_other_seat(client, service):
    rng = random.Random(11)
    mine, theirs = random_built_deck(rng), random_built_deck(rng)
    r = client.post("/v1/games", json={"type": "legends-of-blue-moon", "seed": 5, "options": {"deck_lists": [mine, theirs]},
                                        "seats": [{"name": "a"}, {"name": "b"}]})
    assert r.status_code == 201, r.json
    g = r.json
    for seat in (0, 1, None):
        h = auth(g["seats"][seat]["token"]) if seat is not None else {}
        feed = client.get(f"/v1/games/{g['id']}/events", headers=h).json["events"]
        created = feed[0]["event"]
        assert created["type"] == "game_created"
        lists = created["config"]["deck_lists"]
        for s, deck in enumerate((mine, theirs)):
            assert (lists[s] == deck) == (seat == s)
        view = client.get(f"/v1/games/{g['id']}", headers=h).json["state"]
        assert [p["built"] for p in view["players"]] == [True, True]
        # the other seats' hands and decks appear nowhere in what this seat reads
        st = service.load(g["id"]).state
        hidden = {c for s in (0, 1) if s != seat for c in st["p"][s]["hand"] + st["p"][s]["deck"]}
        if seat is not None:      # a card both own is named in this seat's own list: no leak
            hidden -= set((mine, theirs)[seat])
        text = json.dumps({"feed": feed, "view": view})
        assert hidden and not {c for c in hidden if f'"{c}"' in text}


@pytest.mark.parametrize("decks", [["buka", "pillar"], ["aqua", "buka"], ["khind", "khind"]])
def test_legends_bot_game_over_http_hides_face_down_cards(client, service, dispatcher, decks):
    """A Legends game between random bots, run by the bot and table jobs to the end; the
    spectator's event feed never names a face-down bluff card (R-13.8) and the result is there."""
    r = client.post("/v1/games", json={"type": "legends-of-blue-moon", "seed": 77, "options": {"decks": decks},
                                        "seats": [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}]})
    assert r.status_code == 201, r.json
    gid = r.json["id"]
    dispatcher.drain(limit=20000)
    final = client.get(f"/v1/games/{gid}").json
    assert final["status"] == "finished" and final["result"]["winners"]
    feed = client.get(f"/v1/games/{gid}/events").json["events"]
    bluffs = [e["event"] for e in feed if e["event"]["type"] == "bluff"]
    assert all("card" not in b for b in bluffs)
    assert bluffs or "buka" not in decks                # random Buka play does bluff
    if decks[0] == decks[1]:                            # mirror: seat 1 holds the second copies
        st = service.load(gid).state
        assert st["p"][1]["leader"].endswith("~2") and not st["p"][0]["leader"].endswith("~2")
