"""Fair play over HTTP (issue 13): reveals are undo barriers and are masked in dry runs with
one shape whatever the hidden outcome; a creator-chosen seed is shown to everyone."""
from __future__ import annotations

import json

import pytest

import games
from games.blue_moon.types import LegendsOfBlueMoon
from tests.games.blue_moon.bm_helpers import P, build, strict_play
from tests.service.fakegame import GAME as DRAW_RACE


class Positioned(LegendsOfBlueMoon):
    """Legends of Blue Moon starting from a position built by the test (``POSITIONS[name]``,
    option ``position``): the real engine behind the real service."""

    id = "bm-position"
    POSITIONS: dict = {}

    def make_config(self, players, options):
        return {"players": players, "position": (options or {}).get("position")}

    def initial_state(self, config, rng):
        return self.POSITIONS[config["position"]]


POS = Positioned()


@pytest.fixture
def registry():
    return {**games.REGISTRY, DRAW_RACE.id: DRAW_RACE, POS.id: POS}


def auth(t):
    return {"Authorization": f"Bearer {t}"}


def _game(client, name, state):
    POS.POSITIONS[name] = state
    g = client.post("/v1/games", json={"type": POS.id, "options": {"position": name},
                                       "seats": [{"name": "a"}, {"name": "b"}]})
    assert g.status_code == 201, g.json
    return g.json


def _topnotch_pending():
    """Khind's TopNotch (khind-7) offered against Buka's two face-down bluff cards."""
    st = build(people=("khind", "buka"), active=0, phase="start", element="fire",
               hands=(["CoolCat", "NoNo"], ["buka-9"]), combat=(["TopNotch"], ["buka-5"]),
               bluff=([], ["buka-7", "buka-8"]))
    st, _ = strict_play(st, P)
    assert st["pending"][-1]["kind"] == "discard_opponent_active"
    return st


def test_r_13_8_bluff_card_discarded_by_position_is_masked_in_dry_run_and_blocks_undo(client):
    """Issue 13 item 1: choosing a face-down bluff card by position. The dry run must not name
    the card; after the real move the discard is a reveal: undo must not take it back."""
    g = _game(client, "bluff", _topnotch_pending())
    gid, h0 = g["id"], auth(g["seats"][0]["token"])
    body = {"move": {"type": "choose", "choice": 0}, "expected_version": 1}
    dry = client.post(f"/v1/games/{gid}/moves/validate", json=body, headers=h0)
    assert dry.status_code == 200
    text = json.dumps(dry.json)
    assert "buka-7" not in text and "buka-8" not in text
    assert dry.json["events"][-1]["event"] == {"type": None, "chance": "decided when the move is played"}
    r = client.post(f"/v1/games/{gid}/moves", json=body, headers=h0)
    assert r.status_code == 201
    assert any(e["event"]["type"] == "discard" for e in r.json["events"])
    lg_view = client.get(f"/v1/games/{gid}", headers=h0).json
    if 0 in lg_view["to_act"]:
        assert lg_view["undo_to"] is None
        u = client.post(f"/v1/games/{gid}/undo", json={}, headers=h0)
        assert u.status_code == 409 and u.json["error"]["code"] == "undo_not_allowed"


def _call_position(bluff_card):
    """Buka (seat 0) announced with one face-down bluff card; Khind (seat 1) may call (R-13.8)."""
    st = build(people=("buka", "khind"), active=0, phase="power", element="fire",
               hands=(["buka-9"], ["CoolCat"]), combat=(["buka-5"], ["khind-2"]), bluff=([bluff_card], []),
               pending=[{"kind": "call_bluff", "seat": 1, "source": None, "player": 0}])
    return st


def test_r_13_8_dry_run_of_calling_a_bluff_has_one_shape(client):
    """Issue 13 item 2: the dry run of calling a bluff looks the same whether the bluff is real
    (a Fire bluff card, Fire contested) or not (an Earth one)."""
    answers = []
    for name, card in (("real", "buka-7"), ("fake", "buka-8")):
        g = _game(client, name, _call_position(card))
        r = client.post(f"/v1/games/{g['id']}/moves/validate",
                        json={"move": {"type": "choose", "choice": True}, "expected_version": 1},
                        headers=auth(g["seats"][1]["token"]))
        assert r.status_code == 200, r.json
        answers.append(r.json)
    assert answers[0] == answers[1]
    assert answers[0]["events"][-1]["event"]["chance"] == "decided when the move is played"


def test_card_played_face_up_from_the_hand_cannot_be_undone(client):
    """Issue 13 item 4 (R-1.5): a card played from the hidden hand was shown to the opponent;
    undo must not take it back into the hand. The mover's own dry run still shows the card."""
    st = build(people=("aqua", "hoax"), active=0, phase="character", element="fire",
               hands=(["aqua-4", "aqua-9"], []), combat=([], ["hoax-5"]))
    g = _game(client, "aqua4", st)
    gid, h0 = g["id"], auth(g["seats"][0]["token"])
    body = {"move": {"type": "play", "card": "aqua-4"}, "expected_version": 1}
    dry = client.post(f"/v1/games/{gid}/moves/validate", json=body, headers=h0).json
    assert dry["events"][0]["event"]["card"] == "aqua-4"          # his own card: not masked for him
    assert client.post(f"/v1/games/{gid}/moves", json=body, headers=h0).status_code == 201
    view = client.get(f"/v1/games/{gid}", headers=h0).json
    assert 0 in view["to_act"] and view["undo_to"] is None
    u = client.post(f"/v1/games/{gid}/undo", json={}, headers=h0)
    assert u.status_code == 409 and u.json["error"]["code"] == "undo_not_allowed"
    assert "aqua-4" not in client.get(f"/v1/games/{gid}", headers=h0).json["state"]["players"][0]["hand"]


def test_a_chosen_seed_is_shown_to_everyone_from_version_1(client):
    """Issue 13 item 5: a game created with a seed shows it (chosen by the creator) to every
    seat and spectator, in every view and replay and in the lobby; without one nothing changes."""
    g = client.post("/v1/games", json={"type": DRAW_RACE.id, "seats": [{"name": "a"}, {"name": "b"}],
                                       "seed": 4242}).json
    gid = g["id"]
    for h in (auth(g["seats"][0]["token"]), auth(g["seats"][1]["token"]), {}):
        for url in (f"/v1/games/{gid}", f"/v1/games/{gid}/states/1"):
            f = client.get(url, headers=h).json["fairness"]
            assert f["seed"] == 4242 and f["seed_chosen_by"] == "creator" and f["commitment"]
    lobby = [x for x in client.get("/v1/games").json["games"] if x["id"] == gid][0]
    assert lobby["fairness"] == {"seed": 4242, "seed_chosen_by": "creator"}
    g2 = client.post("/v1/games", json={"type": DRAW_RACE.id, "seats": [{"name": "a"}, {"name": "b"}]}).json
    f = client.get(f"/v1/games/{g2['id']}").json["fairness"]
    assert set(f) == {"commitment", "scheme"}
    lobby = [x for x in client.get("/v1/games").json["games"] if x["id"] == g2["id"]][0]
    assert "fairness" not in lobby


@pytest.mark.parametrize("type_id", ["legends-of-blue-moon", "blue-moon-city", "nova-luna", "azul-summer-pavilion"])
def test_undo_never_crosses_a_reveal(service, type_id):
    """Issue 13 (property, through the real service and Redis): at every step of random games
    the undo targets offered to the seat to act never cross an event flagged as a reveal
    (``Game.reveals``, stored on the record), nor another seat's move; undoing to the nearest
    target gives that version's state back."""
    import random as _random

    from projections.undo import undo_targets
    from tests.conftest import property_budget

    game = games.REGISTRY[type_id]
    rng = _random.Random(type_id)
    checked = 0
    for g in range(max(1, property_budget(10) // 10)):
        players = max(game.min_players, 2)
        created = service.create(type_id, [{"name": f"p{i}"} for i in range(players)], {}, rng.randrange(10**9))
        gid = created["id"]
        for _ in range(120):
            lg = service.load(gid)
            if game.is_over(lg.state):
                break
            auto = game.auto_move(lg.state)
            if auto is not None:
                service.play(lg, -1, auto, lg.version)
                continue
            seat = game.to_act(lg.state)[0]
            targets = undo_targets(service.store, gid, lg.version, seat)
            recs = {r.version: r for r in service.store.read(gid, after=0)}
            for t in targets:
                crossed = [recs[v] for v in range(t + 1, lg.version + 1)]
                live = [r for r in crossed if r.kind == "game"]
                assert all(not r.reveals and r.seat == seat for r in live), (type_id, t, lg.version)
                checked += 1
            if targets and rng.random() < 0.2:
                before = service.projection.state_at(game, gid, targets[0])
                service.undo(lg, seat, None, lg.version)
                assert service.load(gid).state == before
                continue
            service.play(lg, seat, rng.choice(game.legal_moves(lg.state, seat)), lg.version)
    assert checked > 0 or type_id == "nova-luna"


@pytest.mark.parametrize("type_id", [DRAW_RACE.id, "legends-of-blue-moon", "blue-moon-city"])
def test_a_spectators_stream_and_a_seats_differ_exactly_as_their_views(service, type_id):
    """Issue 29: the SSE streams of a process share one projection per seat (spectators
    one between them, service/stream.py ``game_frame``) and one reader. Property, over
    random games through the real service and Redis: every seat's stream and two
    spectators' streams, open in one process while the game is played, show each
    record exactly as ``GET /events`` shows it to that seat (so they differ exactly where
    the seats' views differ), the two spectators get the very same frames (projected
    once), and each ``turn`` says ``you_to_act`` exactly to the seats the view names."""
    import random as _random

    from projections import seat as seat_view
    from service.stream import events as sse
    from tests.conftest import property_budget

    game = service.registry[type_id]
    rng = _random.Random(type_id)
    for _ in range(max(1, property_budget(4) // 4)):
        players = 2 if type_id != "blue-moon-city" else 3
        created = service.create(type_id, [{"name": f"p{i}"} for i in range(players)], {}, rng.randrange(10**9))
        gid = created["id"]
        readers = list(range(players)) + [None, None]
        streams = [sse(service, gid, s, 0, heartbeat_s=5) for s in readers]
        shown: list[dict[int, str]] = [{} for _ in readers]
        turns: list[list[dict]] = [[] for _ in readers]

        def pull(i, upto):
            while max(shown[i], default=0) < upto:
                f = next(streams[i])
                if f.startswith("id: "):
                    shown[i][int(f[4:f.index("\n")])] = f
                elif f.startswith("event: turn"):
                    turns[i].append(json.loads(f.split("data: ", 1)[1]))
        for _step in range(40):
            lg = service.load(gid)
            for i in range(len(readers)):
                pull(i, lg.version)
            if game.is_over(lg.state):
                break
            auto = game.auto_move(lg.state)
            if auto is not None:
                service.play(lg, -1, auto, lg.version)
                continue
            seat = game.to_act(lg.state)[0]
            service.play(lg, seat, rng.choice(game.legal_moves(lg.state, seat)), lg.version)
        lg = service.load(gid)
        for i in range(len(readers)):
            pull(i, lg.version)
        records = service.store.read(gid)
        for i, s in enumerate(readers):
            frames = [json.loads(shown[i][r.version].split("data: ", 1)[1]) for r in records]
            assert frames == seat_view.events(lg.game, records, s)
            assert frames == service.events(gid, created["seats"][s]["token"] if s is not None else None, 0, 0)["events"]
            for t in turns[i]:  # (a turn goes out after the records it follows)
                assert t["to_act"] == service.view(lg, s, version=t["version"])["to_act"] or t["status"] != "active"
                assert t["you_to_act"] == (s is not None and s in t["to_act"])
        spectators = [shown[i] for i, s in enumerate(readers) if s is None]
        assert all(spectators[0][v] is spectators[1][v] for v in spectators[0])  # one projection, shared
        differ = {r.version for r in records if seat_view.event(lg.game, r, 0) != seat_view.event(lg.game, r, None)}
        assert differ and {v for v in shown[0] if shown[0][v] != spectators[0][v]} == differ
        for s in streams:
            s.close()
