"""Storage with bounds (issue 30, item 14), on a real Redis: finished games are archived
after their retention and still answer every read as before; abandoned games expire;
live games are never touched; the embedded Redis has a memory limit and a full store
answers 503 JSON, not 500; the served stack runs the retention pass by itself."""
from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from pathlib import Path

import pytest
import redis

from events.store import RedisEventStore
from service.embedded import EmbeddedRedis, free_port
from service.games import GameService
from service.http import create_app
from service.ports import NoDispatch
from tests.service.conftest import InlineDispatcher
from tests.service.fakegame import GAME
from tests.service.test_integration import _http, _serve, _stop
from workers.retention import backfill, retain

DAY = 24 * 3600


def _app(conn, registry):
    dispatcher = InlineDispatcher()
    svc = GameService(RedisEventStore(conn), registry, dispatcher)
    dispatcher.service = svc
    return svc, dispatcher, create_app(svc, lambda: (True, {})).test_client()


def _create(client, seats, **extra):
    r = client.post("/v1/games", json={"type": GAME.id, "seats": seats, **extra})
    assert r.status_code == 201, r.json
    return r.json


def _play_to_end(client, dispatcher, g, stop_at: int | None = None):
    """Seat 0 (a human) always ends its turn; the bots and the table's steps run inline."""
    tok = g["seats"][0]["token"]
    while True:
        dispatcher.drain()
        view = client.get(f"/v1/games/{g['id']}", headers={"Authorization": f"Bearer {tok}"}).json
        if view["status"] == "finished" or (stop_at is not None and view["version"] >= stop_at):
            return view
        r = client.post(f"/v1/games/{g['id']}/moves", headers={"Authorization": f"Bearer {tok}"},
                        json={"move": {"type": "draw" if view["version"] % 3 == 1 else "end"},
                              "expected_version": view["version"]})
        assert r.status_code == 201, r.json


def _answers(client, gid, tok, version):
    """Every read a client may make of a finished game, as (path, seat, status, body)."""
    out = []
    paths = [f"/v1/games/{gid}", f"/v1/games/{gid}/moves", f"/v1/games/{gid}/events?after=0",
             f"/v1/games/{gid}/events?after=2&limit=3", f"/v1/games/{gid}/events?after={version}&wait=0.2",
             f"/v1/games/{gid}?after=1&wait=1", f"/v1/games/{gid}/states/{version + 1}"]
    paths += [f"/v1/games/{gid}/states/{v}" for v in range(1, version + 1)]
    for who in (None, tok):
        headers = {"Authorization": f"Bearer {who}"} if who else {}
        for p in paths:
            r = client.get(p, headers=headers)
            out.append((p, bool(who), r.status_code, r.json))
        r = client.get(f"/v1/games/{gid}/stream", headers=headers)  # a finished game's stream ends
        out.append(("stream", bool(who), r.status_code, r.get_data(as_text=True)))
    return out


def _keys(conn, gid):
    return sorted(k.decode() for k in conn.scan_iter(f"mh:g:{{{gid}}}:*"))


def _indexed(conn, gid):
    return [k.decode() for k in conn.scan_iter("mh:{lobby}:*")
            if conn.type(k) == b"zset" and (conn.zscore(k, gid) is not None
                                            or any(m.decode().endswith(":" + gid) for m in conn.zrange(k, 0, -1)))]


def test_a_finished_game_is_archived_and_answers_every_read_as_before(conn, registry):
    svc, dispatcher, client = _app(conn, registry)
    g = _create(client, [{"name": "a"}, {"name": "b", "bot": "random"}], options={"rounds": 4}, seed=4)
    gid, tok = g["id"], g["seats"][0]["token"]
    final = _play_to_end(client, dispatcher, g)
    live = _create(client, [{"name": "a"}, {"name": "b"}])  # unfinished: never archived
    assert final["status"] == "finished" and final["version"] > 12
    before = _answers(client, gid, tok, final["version"])
    assert client.get("/v1/games?status=finished").json["games"][0]["id"] == gid
    assert len(_keys(conn, gid)) >= 3

    assert retain(svc, retain_for=3600)["archived"] == []  # within its retention: kept as is
    used = conn.info("memory")["used_memory"]
    assert retain(svc, now=time.time() + 3601, retain_for=3600) == {"archived": [gid], "expired": []}
    # one compressed key is left of the game, and it is out of the lobby and the retention sets
    assert _keys(conn, gid) == [f"mh:g:{{{gid}}}:arch"]
    assert _indexed(conn, gid) == []
    assert client.get("/v1/games?status=finished").json["games"] == []
    assert conn.info("memory")["used_memory"] < used
    # every read answers as before: in this process (which had the game cached) and in a new one
    assert _answers(client, gid, tok, final["version"]) == before
    fresh_svc, _, fresh = _app(conn, registry)
    assert _answers(fresh, gid, tok, final["version"]) == before
    # read-only: a command is refused as for any finished game, and nothing is written
    for c in (client, fresh):
        r = c.post(f"/v1/games/{gid}/moves", headers={"Authorization": f"Bearer {tok}"},
                   json={"move": {"type": "end"}, "expected_version": final["version"]})
        assert r.status_code == 409 and r.json["error"]["code"] == "game_over"
        assert c.post(f"/v1/games/{gid}/resign", headers={"Authorization": f"Bearer {tok}"},
                      json={}).status_code == 409
    assert _keys(conn, gid) == [f"mh:g:{{{gid}}}:arch"]
    # the unfinished game was not touched, and a second pass changes nothing
    assert retain(fresh_svc, now=time.time() + 3601, retain_for=3600) == {"archived": [], "expired": []}
    assert client.get(f"/v1/games/{live['id']}").json["status"] == "active"


def test_a_process_that_cached_the_game_midway_reads_the_archive_not_its_stale_cache(conn, registry):
    b_svc, b_disp, b = _app(conn, registry)
    g = _create(b, [{"name": "a"}, {"name": "b", "bot": "random"}], options={"rounds": 1}, seed=9)
    gid, tok = g["id"], g["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {tok}"}
    procs = [_app(conn, registry)[2] for _ in range(4)]
    for a in procs:  # each of these processes caches the game at version 1
        assert a.get(f"/v1/games/{gid}", headers=auth).json["version"] == 1
    final = _play_to_end(b, b_disp, g)  # played to the end through process B
    assert retain(b_svc, now=time.time() + 10, retain_for=5)["archived"] == [gid]
    assert final["version"] > 1
    # their events (waiting or not), view and long poll see the end, not version 1
    for a, path in zip(procs, (f"/events?after=0&wait=1", "/events?after=0", "", "?after=2&wait=1")):
        got = a.get(f"/v1/games/{gid}{path}", headers=auth).json
        if path.startswith("/events"):
            assert got["version"] == final["version"] and len(got["events"]) == final["version"]
        else:
            assert got == final


def test_a_stale_cache_posting_to_an_archived_game_gets_game_over_and_writes_nothing(conn, registry):
    a_svc, _, a = _app(conn, registry)
    b_svc, b_disp, b = _app(conn, registry)
    g = _create(b, [{"name": "a"}, {"name": "b", "bot": "random"}], options={"rounds": 1}, seed=2)
    gid, tok = g["id"], g["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {tok}"}
    assert a.get(f"/v1/games/{gid}", headers=auth).json["version"] == 1
    final = _play_to_end(b, b_disp, g)
    assert retain(b_svc, now=time.time() + 10, retain_for=5)["archived"] == [gid]
    r = a.post(f"/v1/games/{gid}/moves", headers=auth, json={"move": {"type": "end"}, "expected_version": 1})
    assert r.status_code == 409 and r.json["error"]["code"] == "game_over"
    assert _keys(conn, gid) == [f"mh:g:{{{gid}}}:arch"]
    assert a.get(f"/v1/games/{gid}", headers=auth).json == final


def test_abandoned_games_expire_and_live_ones_stay(conn, registry):
    svc, dispatcher, client = _app(conn, registry)
    idle = _create(client, [{"name": "a"}, {"name": "b"}])
    waiting = _create(client, [{"name": "a"}, {"open": True}])
    # a correspondence clock of 30 days a move: idle past the abandon period, but its seat's time runs
    clocked = _create(client, [{"name": "a"}, {"name": "b"}], clock={"per_move_s": 30 * DAY})
    finished = _create(client, [{"name": "a", "bot": "random"}], options={"rounds": 1})
    dispatcher.drain()
    moving = _create(client, [{"name": "a"}, {"name": "b"}])
    time.sleep(1.2)
    r = client.post(f"/v1/games/{moving['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 1},
                    headers={"Authorization": f"Bearer {moving['seats'][0]['token']}"})
    assert r.status_code == 201
    out = retain(svc, abandon_after=1.0)
    assert sorted(out["expired"]) == sorted([idle["id"], waiting["id"]]) and out["archived"] == []
    for gone in (idle, waiting):
        assert _keys(conn, gone["id"]) == [] and _indexed(conn, gone["id"]) == []
        # this process had it cached: a read of its events notices, as the view does
        assert client.get(f"/v1/games/{gone['id']}/events?after=0").status_code == 404
        r = client.get(f"/v1/games/{gone['id']}")
        assert r.status_code == 404 and r.json["error"]["code"] == "not_found"
        r = client.post(f"/v1/games/{gone['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 1},
                        headers={"Authorization": f"Bearer {gone['seats'][0]['token']}"})
        assert r.status_code == 404
    for kept in (clocked, finished, moving):
        assert client.get(f"/v1/games/{kept['id']}").status_code == 200
        assert f"mh:g:{{{kept['id']}}}:s" in _keys(conn, kept["id"])
    assert client.get(f"/v1/games/{finished['id']}").json["status"] == "finished"
    ids = {x["id"] for x in client.get("/v1/games").json["games"]}
    assert ids == {clocked["id"], finished["id"], moving["id"]}
    # the clocked game expires once its deadline too is past the abandon period
    later = time.time() + 30 * DAY + 2
    out = retain(svc, now=later, abandon_after=1.0, retain_for=60 * DAY)
    assert sorted(out["expired"]) == sorted([clocked["id"], moving["id"]]) and out["archived"] == []


def test_retention_is_harmless_repeated_or_run_by_two_nodes_at_once(redis_server, conn, registry):
    svc, dispatcher, client = _app(conn, registry)
    gids = []
    for seed in range(6):
        g = _create(client, [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}],
                    options={"rounds": 1}, seed=seed)
        dispatcher.drain()
        gids.append(g["id"])
    before = {g: client.get(f"/v1/games/{g}").json for g in gids}
    results, errors, barrier = [], [], threading.Barrier(2)

    def node():
        own = GameService(RedisEventStore(redis.Redis.from_url(redis_server.url)), registry, NoDispatch())
        barrier.wait()
        try:
            results.append(retain(own, now=time.time() + 10, retain_for=1))
        except Exception as e:  # pragma: no cover - the failure reported below
            errors.append(e)

    threads = [threading.Thread(target=node) for _ in range(2)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert errors == []
    done = [g for r in results for g in r["archived"]]
    assert sorted(done) == sorted(gids)  # each archived exactly once
    assert retain(svc, now=time.time() + 10, retain_for=1) == {"archived": [], "expired": []}
    _, _, fresh = _app(conn, registry)
    for g in gids:
        assert _keys(conn, g) == [f"mh:g:{{{g}}}:arch"]
        assert fresh.get(f"/v1/games/{g}").json == before[g]


def test_games_written_before_the_retention_sets_are_filed_and_expire(conn, registry):
    svc, dispatcher, client = _app(conn, registry)
    old = _create(client, [{"name": "a"}, {"name": "b"}])
    conn.delete(svc.store.LIVE, svc.store.ENDED)  # as data written by an older version
    assert backfill(svc.store) == 1 and backfill(svc.store) == 0
    assert retain(svc, now=time.time() + 2 * DAY, abandon_after=DAY)["expired"] == [old["id"]]


def test_the_embedded_redis_has_a_memory_limit_and_a_full_store_answers_503_json(registry, tmp_path):
    server = EmbeddedRedis(tmp_path, persist=False, maxmemory="3mb").start()
    try:
        conn = redis.Redis.from_url(server.url)
        assert conn.config_get("maxmemory") == {"maxmemory": str(3 * 2**20)}
        assert conn.config_get("maxmemory-policy") == {"maxmemory-policy": "noeviction"}
        svc, dispatcher, client = _app(conn, registry)
        done = _create(client, [{"name": "a", "bot": "random"}], options={"rounds": 3})
        dispatcher.drain()
        made, codes = [], set()
        for _ in range(3000):
            r = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}]})
            codes.add(r.status_code)
            if r.status_code != 201:
                break
            made.append(r.json)
        assert codes == {201, 503} and len(made) > 10
        assert r.json["error"]["code"] == "storage_full" and r.headers["Retry-After"]
        assert len(list(conn.scan_iter("mh:g:*:meta"))) == len(made) + 1  # no half-created game
        # a move at the limit (the failed create freed what it had written: fill that up)
        with pytest.raises(redis.OutOfMemoryError):
            for i in range(10000):
                conn.set(f"fill:{i}", b"x" * 512)
        g = made[0]
        auth = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
        r = client.post(f"/v1/games/{g['id']}/moves", headers=auth, json={"move": {"type": "mark"}, "expected_version": 1})
        assert r.status_code == 503 and r.json["error"]["code"] == "storage_full"
        version = 1  # nothing appended; reads go on
        view = client.get(f"/v1/games/{g['id']}", headers=auth)
        assert view.status_code == 200 and view.json["version"] == version
        assert client.get("/v1/games?limit=5").status_code == 200
        # the retention pass still frees memory at the limit (its scripts delete before they write)
        used = conn.info("memory")["used_memory"]
        assert retain(svc, now=time.time() + 10, retain_for=1)["archived"] == [done["id"]]
        assert conn.info("memory")["used_memory"] < used
        assert client.get(f"/v1/games/{done['id']}").json["status"] == "finished"
    finally:
        server.stop()


def test_the_served_stack_limits_its_redis_and_archives_finished_games():
    data = Path(tempfile.mkdtemp(prefix="mh", dir="/tmp"))  # (a short unix socket path)
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "EVENTS_REDIS_URL")}
    env.update(MOONHALL_DATA=str(data), MOONHALL_REDIS_MAXMEMORY="64mb", MOONHALL_RETAIN_S="1",
               MOONHALL_SWEEP_S="0.5", MOONHALL_GAME_MODULES="tests.service.fakegame",
               PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    proc = _serve(env, port)
    try:
        base = f"http://127.0.0.1:{port}"
        code, g = _http("POST", base + "/v1/games", {"type": GAME.id, "options": {"rounds": 1},
                                                     "seats": [{"name": "a", "bot": "random"}]})
        assert code == 201
        conn = redis.Redis.from_url(json.loads((data / "serve.json").read_text())["url"])
        assert conn.config_get("maxmemory") == {"maxmemory": str(64 * 2**20)}
        assert conn.config_get("maxmemory-policy") == {"maxmemory-policy": "noeviction"}
        deadline, view = time.time() + 30, None
        while time.time() < deadline and not conn.exists(f"mh:g:{{{g['id']}}}:arch"):
            if view is None or view["status"] != "finished":
                view = _http("GET", f"{base}/v1/games/{g['id']}")[1]
            time.sleep(0.2)
        assert view["status"] == "finished" and _keys(conn, g["id"]) == [f"mh:g:{{{g['id']}}}:arch"]
        assert _http("GET", f"{base}/v1/games/{g['id']}") == (200, view)
    finally:
        assert _stop(proc) == 0
        import shutil
        shutil.rmtree(data, ignore_errors=True)
