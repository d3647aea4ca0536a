"""Blue Moon deck building (spec R-14.1) through the API: the game-types entry, a 422 that
names every violation with nothing stored, and a built list that only its seat can read."""
from __future__ import annotations

import json
import random

from tests.games.blue_moon.test_bm_properties import random_built_deck


def auth(t):
    return {"Authorization": f"Bearer {t}"}


def test_game_types_lists_the_cards_a_deck_may_use(client):
    bm = next(t for t in client.get("/v1/game-types").json["game_types"] if t["id"] == "legends-of-blue-moon")
    db = bm["deck_building"]
    assert db["cards"] == 30 and db["moon_limit"] == 10
    ids = {c["id"] for c in db["pool"]}
    assert "vulca-0" in ids and all({"id", "name", "people", "type", "moons", "effect"} <= set(c) for c in db["pool"])
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
