"""Analysis that knows only what the seat knew, the post-game review and what-if branches
(issue 27): POST /v1/games/{id}/analysis, GET /v1/games/{id}/review, POST
/v1/games/{id}/branches. Small budgets (a few samples a position) keep the file quick;
the fair-play property re-deals a seat's unseen parts with the games' own helpers
(tests/test_fairness.py ``GAMES``)."""
from __future__ import annotations

import json
import random
import subprocess
import time

import pytest

import games
from events.store import RedisEventStore
from games.base import SYSTEM, canonical
from service.games import GameService
from service.http import create_app
from service.ports import NoDispatch
from tests.service.fakegame import GAME as DRAW_RACE
from tests.service.test_integration import BIN, ROOT, _env
from tests.test_fairness import GAMES as REDEAL

TYPES = sorted(games.REGISTRY)
SAMPLES = 6


def auth(t):
    return {"Authorization": f"Bearer {t}"} if t else {}


def _create(client, type_id, hints=False, players=2, **kw):
    kw.setdefault("seed", 7)     # reproducible deals (a chosen seed is shown: harmless here)
    r = client.post("/v1/games", json={"type": type_id, "seats": [{"name": f"p{i}"} for i in range(players)],
                                       "hints": hints, **kw})
    assert r.status_code == 201, r.json
    return r.json


def _play_until(service, gid, rng, *, steps, seat=0, choices=2):
    """Random moves (the table's steps too) for ``steps`` decisions, then on until ``seat``
    decides among at least ``choices`` moves; the Loaded game there."""
    done = 0
    for _ in range(5000):
        lg = service.load(gid)
        game, st = lg.game, lg.state
        assert not game.is_over(st), "the game ended before the seat had a choice"
        auto = game.auto_move(st)
        if auto is not None:
            service.play(lg, SYSTEM, auto, lg.version)
            continue
        s = game.to_act(st)[0]
        moves = game.legal_moves(st, s)
        if done >= steps and s == seat and len({canonical(m) for m in moves}) >= choices:
            return lg
        service.play(lg, s, rng.choice(moves), lg.version)
        done += 1
    raise AssertionError("no decision found")


def _analyse(client, gid, version, seat, token=None, samples=SAMPLES):
    return client.post(f"/v1/games/{gid}/analysis", json={"version": version, "seat": seat, "samples": samples},
                       headers=auth(token))


# ------------------------------------------------------------------------ every game type
@pytest.mark.parametrize("type_id", TYPES)
def test_analysis_evaluates_the_seats_moves_in_every_game(client, service, type_id):
    g = _create(client, type_id, hints=True)
    lg = _play_until(service, g["id"], random.Random(3), steps=6)
    tok = g["seats"][0]["token"]
    r = _analyse(client, g["id"], lg.version, 0, tok)
    assert r.status_code == 200, r.json
    a = r.json
    legal = {canonical(m) for m in lg.game.legal_moves(lg.state, 0)}
    assert {canonical(m["move"]) for m in a["moves"]} == legal and len(a["moves"]) == len(legal)
    assert a["samples"] > 0 and a["value_kind"] in ("win_chance", "points", "solo_score") and a["value_note"]
    valued = [m for m in a["moves"] if m["value"] is not None]
    assert valued and all(m["visits"] > 0 for m in valued)
    assert [m["value"] for m in valued] == sorted((m["value"] for m in valued), reverse=True)
    assert canonical(a["best"]) in legal and sum(m["best"] for m in a["moves"]) == 1
    # the same view and samples give the same analysis; nothing was appended
    assert _analyse(client, g["id"], lg.version, 0, tok).json["moves"] == a["moves"]
    assert service.load(g["id"]).version == lg.version
    # the table shows that it allows hints, in the view and the lobby
    assert client.get(f"/v1/games/{g['id']}").json["hints"] is True
    assert [x["hints"] for x in client.get("/v1/games").json["games"] if x["id"] == g["id"]] == [True]


def test_no_decision_is_422_naming_why(client, service):
    g = _create(client, "blue-moon-city", hints=True)
    lg = _play_until(service, g["id"], random.Random(1), steps=2)
    tok = g["seats"][0]["token"]
    r = _analyse(client, g["id"], lg.version, 1, g["seats"][1]["token"])
    assert r.status_code == 422 and r.json["error"]["code"] == "no_decision"
    assert r.json["error"]["details"]["reason"] == "not_to_act" and r.json["error"]["details"]["to_act"] == [0]
    r = _analyse(client, g["id"], lg.version + 5, 0, tok)
    assert r.status_code == 422 and r.json["error"]["details"]["reason"] == "no_such_version"
    r = _analyse(client, g["id"], lg.version, 3, tok)
    assert r.status_code in (403, 422)
    for body in ({"version": 0, "seat": 0}, {"seat": 0}, {"version": "1", "seat": 0},
                 {"version": 1, "seat": 0, "samples": 10**6}, {"version": 1, "seat": 0, "think": 5}):
        r = client.post(f"/v1/games/{g['id']}/analysis", json=body, headers=auth(tok))
        assert r.status_code == 400, body
    d = _create(client, DRAW_RACE.id, hints=True)
    r = _analyse(client, d["id"], 1, 0, d["seats"][0]["token"])
    assert r.status_code == 422 and r.json["error"]["code"] == "no_expert"
    assert service.load(g["id"]).version == lg.version


# ------------------------------------------------------------------------ who may ask
def test_access_running_game_needs_hints_and_the_seats_own_token(client, service):
    plain = _create(client, "nova-luna")
    lg = _play_until(service, plain["id"], random.Random(2), steps=2)
    for path, body in (("analysis", {"version": lg.version, "seat": 0, "samples": 2}),
                       ("branches", {"version": lg.version, "seat": 0})):
        url = f"/v1/games/{plain['id']}/{path}"
        assert client.post(url, json=body).status_code == 401
        assert client.post(url, json=body, headers=auth("not-a-seat")).status_code == 401
        r = client.post(url, json=body, headers=auth(plain["seats"][0]["token"]))
        assert r.status_code == 403 and r.json["error"]["code"] == "hints_off"
    assert client.get(f"/v1/games/{plain['id']}").json["hints"] is False
    hinted = _create(client, "nova-luna", hints=True)
    lg = _play_until(service, hinted["id"], random.Random(2), steps=2)
    assert _analyse(client, hinted["id"], lg.version, 0).status_code == 401
    r = _analyse(client, hinted["id"], lg.version, 0, hinted["seats"][1]["token"])
    assert r.status_code == 403 and r.json["error"]["code"] == "not_your_seat"
    assert _analyse(client, hinted["id"], lg.version, 0, hinted["seats"][0]["token"]).status_code == 200
    # once finished (a 2-player game ends when a seat resigns): anyone, any seat
    assert client.post(f"/v1/games/{plain['id']}/resign", json={},
                       headers=auth(plain["seats"][1]["token"])).status_code == 201
    v = service.load(plain["id"]).version
    assert _analyse(client, plain["id"], v - 1, 0).status_code == 200
    assert _analyse(client, plain["id"], v - 1, 0, plain["seats"][1]["token"]).status_code == 200
    assert _analyse(client, plain["id"], v - 1, 0, "not-a-seat").status_code == 401
    assert client.post(f"/v1/games/{plain['id']}/branches", json={"version": v - 1, "seat": 0}).status_code == 201


# ------------------------------------------------------------------------ fair play
def _twin(service, lg, alt):
    """A second game, identical but for what seat 0 cannot see: its state is ``alt``."""
    config = json.loads(lg.meta["config"])
    g = service.create(lg.game.id, [{"name": "p0"}, {"name": "p1"}],
                       {k: v for k, v in config.items() if k != "players"}, None, hints=True, start=alt)
    return g


@pytest.mark.parametrize("type_id", ["blue-moon", "blue-moon-city"])
def test_analysis_and_branches_do_not_change_when_unseen_parts_are_re_dealt(client, service, dispatcher, type_id):
    _config, redeal = REDEAL[type_id]
    rng = random.Random(11)
    checked = 0
    for attempt in range(6):
        g = _create(client, type_id, hints=True, seed=100 + attempt)
        lg = _play_until(service, g["id"], rng, steps=rng.randint(2, 12))
        alt = redeal(lg.state, 0, rng)
        if alt is lg.state or alt == lg.state:
            continue
        game = lg.game
        assert game.view(alt, 0) == game.view(lg.state, 0)          # only what seat 0 cannot see differs
        twin = _twin(service, lg, alt)
        a = _analyse(client, g["id"], lg.version, 0, g["seats"][0]["token"])
        b = _analyse(client, twin["id"], 1, 0, twin["seats"][0]["token"])
        assert a.status_code == b.status_code == 200
        assert {k: v for k, v in a.json.items() if k not in ("id", "version", "elapsed_ms")} == \
               {k: v for k, v in b.json.items() if k not in ("id", "version", "elapsed_ms")}
        # a branch with the same seed is the same game whatever the truth was: its whole
        # state (the resampled hidden parts included) and, after the bots played, seat 0's view
        ba = client.post(f"/v1/games/{g['id']}/branches", json={"version": lg.version, "seat": 0, "seed": 5},
                         headers=auth(g["seats"][0]["token"])).json
        bb = client.post(f"/v1/games/{twin['id']}/branches", json={"version": 1, "seat": 0, "seed": 5},
                         headers=auth(twin["seats"][0]["token"])).json
        assert service.load(ba["id"]).state == service.load(bb["id"]).state
        dispatcher.drain()
        va = client.get(f"/v1/games/{ba['id']}", headers=auth(ba["seats"][0]["token"])).json
        vb = client.get(f"/v1/games/{bb['id']}", headers=auth(bb["seats"][0]["token"])).json
        assert va["version"] == vb["version"] and va["state"] == vb["state"]
        checked += 1
        if checked == 2:
            break
    assert checked


def test_a_branch_resamples_hidden_parts_and_is_a_normal_game(client, service, dispatcher):
    g = _create(client, "blue-moon-city", hints=True)
    lg = _play_until(service, g["id"], random.Random(4), steps=3)
    game, tok = lg.game, g["seats"][0]["token"]
    truth = lg.state
    hands, states = [], []
    for _ in range(5):
        r = client.post(f"/v1/games/{g['id']}/branches", json={"version": lg.version, "seat": 0}, headers=auth(tok))
        assert r.status_code == 201, r.json
        b = r.json
        assert b["branch_of"] == {"id": g["id"], "version": lg.version, "seat": 0}
        assert b["seats"][0]["token"] and all(s["bot"] and s["token"] is None for s in b["seats"][1:])
        st = service.load(b["id"]).state
        states.append(st)
        hands.append(canonical(st["hands"][1]))
        # the creator's seat sees exactly what it saw in the origin
        assert game.view(st, 0) == game.view(truth, 0)
        view = client.get(f"/v1/games/{b['id']}", headers=auth(b["seats"][0]["token"])).json
        assert view["branch_of"] == b["branch_of"] and view["version"] == 1 and view["you"] == 0
        assert "seed" not in view["fairness"]                     # drawn by the server: secret
    assert any(h != canonical(truth["hands"][1]) for h in hands)   # never simply the true hand
    assert len(set(hands)) > 1 or any(canonical(s["deck"]) != canonical(truth["deck"]) for s in states)
    # a normal game: the lobby lists it with its link, its feed starts with the resampled
    # state as the seat sees it, and the seat plays on it against the bots
    assert [x["branch_of"] for x in client.get("/v1/games").json["games"] if x["id"] == b["id"]] == [b["branch_of"]]
    feed = client.get(f"/v1/games/{b['id']}/events", headers=auth(b["seats"][0]["token"])).json
    assert feed["events"][0]["event"]["type"] == "game_created"
    assert feed["events"][0]["event"]["state"] == game.view(truth, 0)
    moves = client.get(f"/v1/games/{b['id']}/moves", headers=auth(b["seats"][0]["token"])).json["moves"]
    r = client.post(f"/v1/games/{b['id']}/moves", json={"move": moves[0], "expected_version": 1},
                    headers=auth(b["seats"][0]["token"]))
    assert r.status_code == 201, r.json
    dispatcher.drain()
    assert service.load(b["id"]).version > 2 or service.load(b["id"]).game.to_act(service.load(b["id"]).state) == [0]
    # a sandbox allows hints: its player may ask the expert on it as it goes
    bv = client.get(f"/v1/games/{b['id']}", headers=auth(b["seats"][0]["token"])).json
    assert bv["hints"] is True
    if bv["status"] == "active" and 0 in bv["to_act"]:
        assert _analyse(client, b["id"], bv["version"], 0, b["seats"][0]["token"]).status_code == 200
    # a branch of a finished point, of another seat's point, of nothing: refused, nothing created
    n = len(client.get("/v1/games").json["games"])
    r = client.post(f"/v1/games/{g['id']}/branches", json={"version": lg.version + 9, "seat": 0}, headers=auth(tok))
    assert r.status_code == 422 and r.json["error"]["details"]["reason"] == "no_such_version"
    r = client.post(f"/v1/games/{g['id']}/branches", json={"version": lg.version, "seat": 0, "bot": "genius"},
                    headers=auth(tok))
    assert r.status_code == 422
    assert len(client.get("/v1/games").json["games"]) == n


# ------------------------------------------------------------------------ the review, in RQ
@pytest.fixture
def review_worker(redis_server):
    proc = subprocess.Popen([str(BIN / "rq"), "worker", "--url", redis_server.url, "--worker-class",
                             "rq.worker.SimpleWorker", "--quiet", "moonhall"], cwd=ROOT,
                            env={**_env(redis_server.url), "MOONHALL_REVIEW_SAMPLES": "4"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    yield proc
    proc.terminate()
    proc.wait(10)


def test_the_review_is_computed_by_a_real_rq_worker_and_cached(redis_server, conn, registry, review_worker):
    from workers.dispatch import RQDispatcher
    player = GameService(RedisEventStore(conn), registry, NoDispatch())
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    client = create_app(svc).test_client()
    g = svc.create("azul-summer-pavilion", [{"name": "a"}, {"name": "b"}], {}, 9)
    assert client.get(f"/v1/games/{g['id']}/review").status_code == 409      # not finished yet
    rng = random.Random(9)
    while True:
        lg = player.load(g["id"])
        if lg.game.is_over(lg.state):
            break
        auto = lg.game.auto_move(lg.state)
        if auto is not None:
            player.play(lg, SYSTEM, auto, lg.version)
        else:
            s = lg.game.to_act(lg.state)[0]
            player.play(lg, s, rng.choice(lg.game.legal_moves(lg.state, s)), lg.version)
    first = client.get(f"/v1/games/{g['id']}/review")
    assert first.status_code == 202 and first.json["status"] == "computing"
    assert client.get(f"/v1/games/{g['id']}/review").status_code == 202     # queued once
    deadline = time.time() + 60
    while time.time() < deadline:
        r = client.get(f"/v1/games/{g['id']}/review")
        if r.status_code == 200:
            break
        assert review_worker.poll() is None, review_worker.stderr.read().decode()
        time.sleep(0.3)
    assert r.status_code == 200, r.json
    rev = r.json
    assert rev["status"] == "done" and rev["samples_per_position"] == 4
    rows = rev["positions"]
    assert {x["seat"] for x in rows} == {0, 1}
    judged = [x for x in rows if not x["forced"]]
    assert judged and all(x["move"] is not None for x in rows)            # every played move found again
    assert all(x["before"] is not None and x["after"] is not None for x in judged)
    assert all(abs(x["swing"] - round(x["after"] - x["before"], 4)) < 1e-6 for x in judged)
    for seat in (0, 1):
        flagged = [x for x in rows if x["seat"] == seat and x["flagged"]]
        assert len(flagged) <= 3
        others = [x["swing"] for x in judged if x["seat"] == seat and not x["flagged"]]
        assert all(f["swing"] <= min(others, default=0) + 1e-9 or f["swing"] < 0 for f in flagged)
    # cached under the game's hash slot; a second read answers from it
    assert conn.exists(f"mh:g:{{{g['id']}}}:review") and not conn.exists(f"mh:g:{{{g['id']}}}:review:pending")
    assert client.get(f"/v1/games/{g['id']}/review").json == rev


def test_analyses_branches_and_reviews_share_one_rate_limit(service, redis_server):
    """The expert's work a client asks for is bounded (issue 27): one shared per-client
    limit (MOONHALL_LIMIT_ANALYSIS) over analyses, branches and reviews; 429 as documented."""
    import yaml

    from service import openapi
    from service.limits import install_rate_limits
    from tests.service.test_openapi import Checker
    check = Checker(yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8")))
    app = create_app(service, lambda: (True, {"redis": True, "workers": 1}))
    install_rate_limits(app, redis_server.url, create="off", moves="off", analysis="3/minute")
    client = app.test_client()
    g = _create(client, "nova-luna")
    first = client.get(f"/v1/games/{g['id']}").json["to_act"][0]      # by the setup's chance
    client.post(f"/v1/games/{g['id']}/resign", json={}, headers=auth(g["seats"][1]["token"]))
    assert _analyse(client, g["id"], 1, first, samples=2).status_code == 200
    assert client.post(f"/v1/games/{g['id']}/branches", json={"version": 1, "seat": 0}).status_code == 201
    assert client.get(f"/v1/games/{g['id']}/review").status_code == 202
    for path, r in (("/v1/games/{gid}/analysis", _analyse(client, g["id"], 1, first, samples=2)),
                    ("/v1/games/{gid}/branches", client.post(f"/v1/games/{g['id']}/branches",
                                                             json={"version": 1, "seat": 0})),
                    ("/v1/games/{gid}/review", client.get(f"/v1/games/{g['id']}/review"))):
        assert r.status_code == 429 and int(r.headers["Retry-After"]) > 0
        assert check(r, path, "get" if path.endswith("review") else "post")["error"]["code"] == "rate_limited"
    # another client has its own budget
    r = client.post(f"/v1/games/{g['id']}/analysis", json={"version": 1, "seat": first, "samples": 2},
                    environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert r.status_code == 200


def test_the_search_runs_in_a_real_rq_worker_and_answers_the_same(redis_server, conn, registry, review_worker,
                                                                  client, service):
    """With a queue the web process only checks and waits: the search runs in a worker (a
    second of CPU would stall a gevent web worker's every connection), with the same answer
    for the same view and samples as in process."""
    from workers.dispatch import RQDispatcher
    queued = create_app(GameService(RedisEventStore(conn), registry, RQDispatcher(conn))).test_client()
    g = _create(client, "legends-of-blue-moon", hints=True)
    lg = _play_until(service, g["id"], random.Random(5), steps=4)
    tok = g["seats"][0]["token"]
    here = _analyse(client, g["id"], lg.version, 0, tok)
    there = _analyse(queued, g["id"], lg.version, 0, tok)
    assert here.status_code == there.status_code == 200, there.json
    drop = ("elapsed_ms",)
    assert {k: v for k, v in there.json.items() if k not in drop} == {k: v for k, v in here.json.items() if k not in drop}


def test_no_worker_in_time_is_503_busy(conn, registry, monkeypatch, client, service):
    from workers.dispatch import RQDispatcher
    monkeypatch.setenv("MOONHALL_ANALYSIS_WAIT_S", "0.5")
    queued = create_app(GameService(RedisEventStore(conn), registry, RQDispatcher(conn))).test_client()
    g = _create(client, "nova-luna", hints=True)
    lg = _play_until(service, g["id"], random.Random(5), steps=1)
    r = _analyse(queued, g["id"], lg.version, 0, g["seats"][0]["token"])
    assert r.status_code == 503 and r.json["error"]["code"] == "busy"
    assert service.load(g["id"]).version == lg.version
