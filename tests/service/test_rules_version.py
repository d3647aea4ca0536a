"""Rules versions (issue 27): the game-type document, the envelope and the lobby entry show
a game's rules version, and a game keeps the rules of the version it was created under
after its game type bumps the version (``Game.rules``, service ``GameService.rules_of``)."""
from __future__ import annotations

from events.store import RedisEventStore
from service.games import GameService
from tests.service.fakegame import DrawRace


def auth(t):
    return {"Authorization": f"Bearer {t}"}


class DrawRaceV2(DrawRace):
    """Version 2 of the test game: a ``scored`` event also adds the seat's marks once more
    (marks count double), a change of ``evolve`` that would fold every stored game
    differently. Version 1 games keep the old class's rules (``rules``); ``marked`` events
    now carry ``n`` (the marks made), and the upcaster reads a version 1 ``marked`` as
    ``n: 1``."""

    rules_version = 2

    def decide(self, s, seat, move, rng):
        evts = super().decide(s, seat, move, rng)
        return [{**e, "n": 1} if e["type"] == "marked" else e for e in evts]

    def evolve(self, s, e):
        if e["type"] == "marked":
            s = dict(s, marks=list(s["marks"]))
            s["marks"][e["seat"]] += e["n"]
            return s
        if e["type"] == "scored":
            e = {**e, "gains": [g + m for g, m in zip(e["gains"], s["marks"])]}
        return super().evolve(s, e)

    def upcast(self, e, from_version):
        return {**e, "n": 1} if e["type"] == "marked" and from_version < 2 else e

    def rules(self, version):
        if version == 1:
            return DRAW_RACE_V1
        return super().rules(version)


class DrawRaceV1(DrawRace):
    """How version 2's module keeps version 1 reachable: the old behaviour (the old class's
    ``decide`` and scoring), with ``marked`` events read through version 2's upcaster, so
    only the changed ``evolve`` of one event is kept twice."""

    def evolve(self, s, e):
        e = DrawRaceV2().upcast(e, 1)
        if e["type"] == "marked":
            s = dict(s, marks=list(s["marks"]))
            s["marks"][e["seat"]] += e["n"]
            return s
        return super().evolve(s, e)


DRAW_RACE_V1 = DrawRaceV1()


def play_out(client, service, dispatcher, gid, tok):
    """Seat 0 marks twice and ends each round until the game is over."""
    while True:
        view = client.get(f"/v1/games/{gid}", headers=auth(tok)).json
        if view["status"] == "finished":
            return view
        for move in ({"type": "mark"}, {"type": "mark"}, {"type": "end"}):
            r = client.post(f"/v1/games/{gid}/moves", json={"move": move, "expected_version": view["version"]},
                            headers=auth(tok))
            assert r.status_code == 201, r.json
            view["version"] = r.json["version"]
        dispatcher.drain()


def test_the_document_the_envelope_and_the_lobby_show_the_rules_version(client, service):
    doc = client.get("/v1/game-types/draw-race").json
    assert doc["rules_version"] == 1
    for type_id in ("azul-summer-pavilion", "nova-luna", "blue-moon-city", "blue-moon", "legends-of-blue-moon"):
        assert client.get(f"/v1/game-types/{type_id}").json["rules_version"] == 1
    g = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "a"}]}).json
    assert client.get(f"/v1/games/{g['id']}").json["rules_version"] == 1
    assert client.get(f"/v1/games/{g['id']}/states/1").json["rules_version"] == 1
    [entry] = client.get("/v1/games").json["games"]
    assert entry["rules_version"] == 1


def test_a_game_stored_before_versions_were_recorded_reads_as_version_1(client, service, conn):
    g = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "a"}]}).json
    conn.hdel(RedisEventStore.meta_key(g["id"]), "rules_version")
    service.forget(g["id"])
    assert client.get(f"/v1/games/{g['id']}").json["rules_version"] == 1


def test_an_old_game_keeps_its_rules_after_the_game_type_bumps_its_version(conn, dispatcher, registry):
    """A version 1 game, played under version 1 and finished, then loaded by a server whose
    game type is at version 2: it folds to the same views and result; a new game plays
    under version 2; a version 2 game that forgot to keep version 1 (``rules`` left as
    the default) would show the old game differently - what the golden corpus catches."""
    from service.http import create_app

    def client_with(game):
        svc = GameService(RedisEventStore(conn), {**registry, "draw-race": game}, dispatcher)
        dispatcher.service = svc
        return create_app(svc, lambda: (True, {"redis": True, "workers": 1})).test_client(), svc

    old_client, _ = client_with(DrawRace())
    g = old_client.post("/v1/games", json={"type": "draw-race", "seed": 3, "options": {"rounds": 2},
                                           "seats": [{"name": "a"}]}).json
    gid, tok = g["id"], g["seats"][0]["token"]
    # half played under version 1, the rest after the upgrade: still version 1's rules
    r = old_client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 1},
                        headers=auth(tok))
    assert r.status_code == 201
    new_client, new_svc = client_with(DrawRaceV2())
    assert new_client.get("/v1/game-types/draw-race").json["rules_version"] == 2
    finished = play_out(new_client, new_svc, dispatcher, gid, tok)
    assert finished["rules_version"] == 1
    assert finished["result"]["scores"] == [sum(finished_hands(new_svc, gid)) + 5]  # 5 marks, counted once
    replays = [new_client.get(f"/v1/games/{gid}/states/{v}").json for v in range(1, finished["version"] + 1)]
    # the same stream on a server that never had version 2 folds to the same views
    old_client, _ = client_with(DrawRace())
    assert [old_client.get(f"/v1/games/{gid}/states/{v}").json for v in range(1, finished["version"] + 1)] == replays

    # a new game is created under version 2 and plays by its rules (marks count double)
    new_client, new_svc = client_with(DrawRaceV2())
    g2 = new_client.post("/v1/games", json={"type": "draw-race", "seed": 3, "options": {"rounds": 2},
                                            "seats": [{"name": "a"}]}).json
    done = play_out(new_client, new_svc, dispatcher, g2["id"], g2["seats"][0]["token"])
    assert done["rules_version"] == 2
    assert done["result"]["scores"] == [sum(finished_hands(new_svc, g2["id"])) + 2 * 4]

    # version 2 without the old rules kept: the old game would show another result
    class Forgetful(DrawRaceV2):
        def rules(self, version):
            return DrawRace.rules(self, version)  # the default: this object for every version

        def evolve(self, s, e):  # (it reads the old shapes, but folds them by version 2's rules)
            return super().evolve(s, self.upcast(e, 1))
    forgetful, _ = client_with(Forgetful())
    assert forgetful.get(f"/v1/games/{gid}").json["result"] != finished["result"]


def finished_hands(svc, gid):
    """The cards each round's scoring counted for seat 0 (from the stored ``scored`` events)."""
    return [sum(e.event["hands"][0]) for e in svc.store.read(gid) if e.kind == "game" and e.event["type"] == "scored"]


def test_a_game_of_a_newer_rules_version_is_refused_not_folded(client, service, conn):
    """A game created by a newer release (rules version 2 on a server at version 1) answers
    409 ``unknown_rules_version`` instead of being shown under rules it was not played by."""
    g = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "a"}]}).json
    conn.hset(RedisEventStore.meta_key(g["id"]), "rules_version", "2")
    service.forget(g["id"])
    r = client.get(f"/v1/games/{g['id']}")
    assert r.status_code == 409 and r.json["error"]["code"] == "unknown_rules_version"
    assert r.json["error"]["details"] == {"rules_version": 2, "known": 1}
