"""Hidden information through every read path of the service: views, the event feed,
replays, dry runs, errors and the lobby. The draw-race test game deals hidden hands;
a seat's outputs must be identical whatever cards the *other* seats hold."""
from __future__ import annotations

import json
import random

import pytest

from tests.conftest import property_budget
from tests.service.fakegame import GAME


def auth(t):
    return {"Authorization": f"Bearer {t}"}


def everything_seat_sees(client, g, seat):
    h = auth(g["seats"][seat]["token"]) if seat is not None else {}
    gid = g["id"]
    view = client.get(f"/v1/games/{gid}", headers=h).json
    out = {"view": view, "events": client.get(f"/v1/games/{gid}/events", headers=h).json,
           "replays": [client.get(f"/v1/games/{gid}/states/{v}", headers=h).json for v in range(1, view["version"] + 1)],
           "moves": client.get(f"/v1/games/{gid}/moves", headers=h).json,
           "lobby": [x for x in client.get("/v1/games").json["games"] if x["id"] == gid]}
    if seat is not None:
        for m in ({"type": "draw"}, {"type": "mark"}, {"type": "score"}):
            r = client.post(f"/v1/games/{gid}/moves/validate", json={"move": m, "expected_version": view["version"]}, headers=h)
            out[f"validate-{m['type']}"] = r.json
    return out


@pytest.mark.parametrize("seed", range(3))
def test_no_read_path_shows_another_seats_hand(client, service, dispatcher, seed):
    rng = random.Random(seed)
    for _ in range(max(1, property_budget(20) // 10)):
        g = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}],
                                           "seed": rng.randrange(10**6)}).json
        for _ in range(rng.randint(1, 8)):
            lg = service.load(g["id"])
            if GAME.is_over(lg.state) or not GAME.to_act(lg.state):
                break
            seat = GAME.to_act(lg.state)[0]
            service.play(lg, seat, rng.choice(GAME.legal_moves(lg.state, seat)), lg.version)
            dispatcher.drain()
        lg = service.load(g["id"])
        for seat in (0, 1, 2, None):
            seen = everything_seat_sees(client, g, seat)
            text = json.dumps(seen)
            assert "hands" in text
            # each other seat's hand shows only as a count, in every view and replay
            for snap in [seen["view"]] + seen["replays"]:
                for i, h in enumerate(snap["state"]["hands"]):
                    assert (isinstance(h, list)) == (i == seat)
            # draws by others carry no card in the feed; dry runs never show a drawn card
            for e in seen["events"]["events"]:
                if e["event"]["type"] == "drew" and e["event"]["seat"] != seat:
                    assert e["event"]["card"] is None
                if e["event"]["type"] == "game_created":
                    assert all(isinstance(h, dict) for i, h in enumerate(e["event"]["state"]["hands"]) if i != seat)
            if seat is not None and "validate-draw" in seen and "events" in seen["validate-draw"]:
                assert "card" not in json.dumps(seen["validate-draw"])
            # a creator-chosen seed is public (issue 13: a prearranged deal); the nonce stays secret
            assert seen["view"]["fairness"]["seed"] == lg.seed and lg.meta["nonce"] not in text


def test_errors_do_not_show_hidden_things(client):
    g = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}], "seed": 5}).json
    r = client.post(f"/v1/games/{g['id']}/moves", json={"move": {"type": "draw"}, "expected_version": 1},
                    headers=auth(g["seats"][1]["token"]))
    assert r.status_code == 403
    assert set(r.json["error"]["details"]) == {"to_act"}  # who is to act: public
