"""Issue 11 §2/§4: open seats people join, invites, resign, clocks, and the one-request
move (``?include=view,moves``), in-process over a real Redis with the draw-race game."""
from __future__ import annotations

import json
import threading
import time

import redis

from events.store import RedisEventStore
from service.errors import ApiError
from service.games import GameService
from service.ports import NoDispatch
from tests.service.fakegame import GAME


def auth(tok):
    return {"Authorization": f"Bearer {tok}"}


def create(client, seats, **kw):
    r = client.post("/v1/games", json={"type": GAME.id, "seats": seats, **kw})
    assert r.status_code == 201, r.json
    return r.json


def slen(conn, gid):
    return conn.xlen(f"mh:g:{{{gid}}}:s")


def test_open_seat_waits_then_a_join_starts_the_game(client, conn, dispatcher):
    g = create(client, [{"name": "ann"}, {"open": True}, {"name": "robo", "bot": "random"}])
    assert g["status"] == "waiting"
    assert g["seats"][1] == {"seat": 1, "name": None, "bot": None, "open": True, "token": None}
    tok0 = g["seats"][0]["token"]
    view = client.get(f"/v1/games/{g['id']}", headers=auth(tok0)).json
    assert view["status"] == "waiting" and view["to_act"] == [] and view["open_seats"] == [1]
    assert dispatcher.jobs == []  # no bot jobs while waiting
    assert client.get(f"/v1/games/{g['id']}/moves", headers=auth(tok0)).json["moves"] == []
    r = client.post(f"/v1/games/{g['id']}/moves", json={"move": {"type": "mark"}, "expected_version": 1},
                    headers=auth(tok0))
    assert r.status_code == 409 and r.json["error"]["code"] == "waiting_for_players" and slen(conn, g["id"]) == 1
    lobby = client.get("/v1/games?status=waiting").json["games"]
    assert [x["id"] for x in lobby] == [g["id"]] and lobby[0]["open_seats"] == [1]
    assert client.get("/v1/games?status=active").json["games"] == []

    r = client.post(f"/v1/games/{g['id']}/join", json={"name": "cat"})
    assert r.status_code == 201 and r.json["seat"] == 1 and r.json["token"]
    tok1 = r.json["token"]
    me = client.get(f"/v1/games/{g['id']}", headers=auth(tok1)).json
    assert me["you"] == 1 and me["status"] == "active" and me["to_act"] == [0] and me["seats"][1]["name"] == "cat"
    assert client.get("/v1/games?status=waiting").json["games"] == []
    feed = client.get(f"/v1/games/{g['id']}/events?after=1").json["events"]
    assert feed == [{"version": 2, "kind": "join", "seat": 1, "by": "seat",
                     "event": {"type": "seat_joined", "seat": 1, "name": "cat"}}]
    assert tok1 not in json.dumps(feed) and "tok" not in json.dumps(feed)
    # the game runs: seat 0 plays, then the joined seat 1, then the bot is scheduled
    for seat, tok, v in ((0, tok0, 2), (1, tok1, 3)):
        r = client.post(f"/v1/games/{g['id']}/moves", json={"move": {"type": "end"}, "expected_version": v},
                        headers=auth(tok))
        assert r.status_code == 201, r.json
    assert dispatcher.jobs == [("bot", g["id"], 4, 2)]
    r = client.post(f"/v1/games/{g['id']}/join", json={"name": "late"})
    assert r.status_code == 409 and r.json["error"]["code"] in ("no_open_seat", "seat_taken")


def test_private_seat_needs_its_invite(client):
    g = create(client, [{"name": "ann"}, {"open": True, "private": True}, {"open": True}])
    inv = g["seats"][1]["invite"]
    assert inv and "invite" not in g["seats"][2]
    gid = g["id"]
    assert client.post(f"/v1/games/{gid}/join", json={"name": "x", "seat": 1}).status_code == 403
    r = client.post(f"/v1/games/{gid}/join", json={"name": "x", "seat": 1, "invite": "wrong"})
    assert r.status_code == 403 and r.json["error"]["code"] == "invalid_invite"
    assert client.get(f"/v1/games/{gid}").json["open_seats"] == [1, 2]
    # without a seat, a join takes the public seat; then only the private one is left
    assert client.post(f"/v1/games/{gid}/join", json={"name": "pub"}).json["seat"] == 2
    r = client.post(f"/v1/games/{gid}/join", json={"name": "y"})
    assert r.status_code == 403 and r.json["error"]["code"] == "invite_required"
    r = client.post(f"/v1/games/{gid}/join", json={"name": "friend", "invite": inv})
    assert r.status_code == 201 and r.json["seat"] == 1
    assert client.get(f"/v1/games/{gid}").json["status"] == "active"
    assert inv not in json.dumps(client.get(f"/v1/games/{gid}/events").json)


def test_join_errors(client):
    g = create(client, [{"name": "ann"}, {"open": True}])
    gid = g["id"]
    assert client.post(f"/v1/games/{gid}/join", json={"name": "x", "seat": 0}).status_code == 409
    r = client.post(f"/v1/games/{gid}/join", json={"name": "x", "seat": 5})
    assert r.status_code == 422 and r.json["error"]["code"] == "no_such_seat"
    assert client.post(f"/v1/games/{gid}/join", json={"seat": 1}).status_code == 400  # name required
    assert client.post("/v1/games/nope/join", json={"name": "x"}).status_code == 404
    # the seat-kind rules tie documented fields together: 422 invalid_seats, nothing created
    for seats in ([{"open": True, "bot": "random"}], [{"name": "a", "private": True}], [{"bot": "random"}]):
        bad = client.post("/v1/games", json={"type": GAME.id, "seats": seats})
        assert bad.status_code == 422 and bad.json["error"]["code"] == "invalid_seats", seats


def test_concurrent_joins_of_one_seat_exactly_one_wins(redis_server, conn, registry):
    svc = GameService(RedisEventStore(conn), registry, NoDispatch())
    g = svc.create(GAME.id, [{"name": "a"}, {"open": True}], {}, 5)
    barrier = threading.Barrier(10)
    out = []

    def go(i):
        own = GameService(RedisEventStore(redis.Redis.from_url(redis_server.url)), registry, NoDispatch())
        barrier.wait()
        try:
            out.append(own.join(g["id"], f"p{i}", 1, None))
        except ApiError as e:
            out.append(e.status)

    threads = [threading.Thread(target=go, args=(i,)) for i in range(10)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    wins = [o for o in out if isinstance(o, dict)]
    assert len(wins) == 1 and sorted(o for o in out if not isinstance(o, dict)) == [409] * 9
    assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == 2
    lg = svc.load(g["id"])
    assert svc.seat_for(lg, wins[0]["token"]) == 1


def test_move_with_include_view_and_moves(client, conn):
    g = create(client, [{"name": "ann"}, {"name": "bob"}])
    tok = g["seats"][0]["token"]
    r = client.post(f"/v1/games/{g['id']}/moves?include=view,moves",
                    json={"move": {"type": "draw"}, "expected_version": 1}, headers=auth(tok))
    assert r.status_code == 201
    body = r.json
    assert body["version"] == 2 and body["view"]["version"] == 2 and body["view"]["you"] == 0
    assert body["view"] == client.get(f"/v1/games/{g['id']}", headers=auth(tok)).json
    assert body["moves"] == client.get(f"/v1/games/{g['id']}/moves", headers=auth(tok)).json
    assert len(body["view"]["state"]["hands"][0]) == 2  # the mover sees the card it drew
    r = client.post(f"/v1/games/{g['id']}/moves?include=view,bogus",
                    json={"move": {"type": "end"}, "expected_version": 2}, headers=auth(tok))
    assert r.status_code == 400 and slen(conn, g["id"]) == 2  # nothing appended
    r = client.post(f"/v1/games/{g['id']}/moves?include=moves",
                    json={"move": {"type": "end"}, "expected_version": 2}, headers=auth(tok))
    assert r.status_code == 201 and "view" not in r.json and r.json["moves"]["moves"] == []


def test_resign_two_players_ends_and_the_other_wins(client, conn):
    g = create(client, [{"name": "ann"}, {"name": "bob"}])
    gid, tok0, tok1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    assert client.post(f"/v1/games/{gid}/resign").status_code == 401
    r = client.post(f"/v1/games/{gid}/resign", headers=auth(tok1))
    assert r.status_code == 201 and r.json["version"] == 2
    assert r.json["events"] == [{"version": 2, "kind": "resign", "seat": 1, "by": "seat",
                                 "event": {"type": "resigned", "seat": 1, "then": "end"}}]
    view = client.get(f"/v1/games/{gid}", headers=auth(tok0)).json
    assert view["status"] == "finished" and view["to_act"] == []
    assert view["result"]["winners"] == [0] and view["result"]["reason"] == "resign" and view["result"]["seat"] == 1
    assert "seed" in view["result"]["fairness"]  # the seed is revealed at the end, as for any finished game
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": 2}, headers=auth(tok0))
    assert r.status_code == 409 and slen(conn, gid) == 2
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(tok0)).status_code == 409
    summary = client.get("/v1/games?status=finished").json["games"][0]
    assert summary["id"] == gid and summary["winners"] == [0]


def test_resign_with_three_players_a_bot_plays_on_and_the_seat_cannot_win(client, dispatcher, conn):
    g = create(client, [{"name": "a"}, {"name": "b"}, {"name": "c"}], options={"rounds": 1}, resign_bot="random")
    gid, toks = g["id"], [s["token"] for s in g["seats"]]
    r = client.post(f"/v1/games/{gid}/resign", headers=auth(toks[0]))
    assert r.status_code == 201 and r.json["events"][0]["event"] == {"type": "resigned", "seat": 0, "then": "bot",
                                                                      "bot": "random"}
    view = client.get(f"/v1/games/{gid}", headers=auth(toks[1])).json
    assert view["status"] == "active" and view["seats"][0]["bot"] == "random" and view["seats"][0]["out"] == "resign"
    assert dispatcher.jobs == [("bot", gid, 2, 0)]
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 2},
                    headers=auth(toks[0]))
    assert r.status_code == 403 and r.json["error"]["code"] == "seat_left"
    for _ in range(20):  # humans end their turns; the workers (drained here) play the bot and the table
        dispatcher.drain()
        view = client.get(f"/v1/games/{gid}").json
        if view["status"] == "finished":
            break
        seat = view["to_act"][0]
        assert seat in (1, 2)
        r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": view["version"]},
                        headers=auth(toks[seat]))
        assert r.status_code == 201, r.json
    assert view["status"] == "finished" and view["result"]["forfeited"] == [0] and 0 not in view["result"]["winners"]
    assert any(r.seat == 0 and r.kind == "game" for r in service_records(conn, gid))  # the bot played seat 0


def service_records(conn, gid):
    return RedisEventStore(conn).read(gid)


def test_create_validates_clock_and_resign_bot(client):
    seats = [{"name": "a"}, {"name": "b"}]
    for clock in ({"initial_s": 60, "per_move_s": 60}, {}, {"initial_s": 0}, {"initial_s": 5, "on_timeout": "nap"},
                  {"per_move_s": 5, "increment_s": 2}, {"initial_s": "60"}):
        r = client.post("/v1/games", json={"type": GAME.id, "seats": seats, "clock": clock})
        assert r.status_code == 400, clock
    r = client.post("/v1/games", json={"type": GAME.id, "seats": seats, "resign_bot": "grandmaster"})
    assert r.status_code == 422 and r.json["error"]["code"] == "invalid_resign_bot"


def test_fischer_clock_in_views_increment_and_a_stale_timeout(client, service, dispatcher, conn):
    g = create(client, [{"name": "a"}, {"name": "b"}], clock={"initial_s": 60, "increment_s": 5, "on_timeout": "lose"})
    gid, tok0 = g["id"], g["seats"][0]["token"]
    c = client.get(f"/v1/games/{gid}", headers=auth(tok0)).json["clock"]
    assert c["kind"] == "fischer" and c["running"] == 0 and c["on_timeout"] == "lose"
    assert c["remaining_ms"][1] == 60000 and 0 < c["remaining_ms"][0] <= 60000
    assert c["deadline"] == c["since"] + 60000
    assert dispatcher.timeouts == [(gid, 1, 0, c["deadline"])]
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": 1}, headers=auth(tok0))
    assert r.status_code == 201
    c2 = client.get(f"/v1/games/{gid}").json["clock"]
    assert c2["running"] == 1 and c2["remaining_ms"][1] <= 60000
    assert 60000 < c2["remaining_ms"][0] <= 65000  # the increment is added to the seat that moved
    assert dispatcher.timeouts[-1][:3] == (gid, 2, 1)
    # the first timeout job is stale now (seat 0 moved): nothing is appended
    assert service.run_timeout(gid, 1, 0) == "stale" and slen(conn, gid) == 2
    # fired before the deadline, it is scheduled again instead
    assert service.run_timeout(gid, 2, 1) == "early" and slen(conn, gid) == 2


def test_timeout_loses_a_two_player_game(client, service, dispatcher, conn):
    g = create(client, [{"name": "a"}, {"name": "b"}], clock={"initial_s": 1, "on_timeout": "lose"})
    gid = g["id"]
    time.sleep(1.05)  # let seat 0's second run out (the job would be run by RQ's scheduler)
    assert service.run_timeout(gid, 1, 0) == "timeout"
    view = client.get(f"/v1/games/{gid}").json
    assert view["status"] == "finished" and view["result"]["winners"] == [1] and view["result"]["reason"] == "timeout"
    assert view["clock"]["remaining_ms"][0] == 0 and view["clock"]["running"] is None
    feed = client.get(f"/v1/games/{gid}/events?after=1").json["events"]
    assert feed[0]["kind"] == "timeout" and feed[0]["by"] == "system" and feed[0]["event"]["then"] == "end"
    assert service.run_timeout(gid, 1, 0) == "stale" and slen(conn, gid) == 2  # repeated job: harmless


def test_correspondence_timeout_hands_the_seat_to_a_bot(client, service, dispatcher):
    g = create(client, [{"name": "a"}, {"name": "b"}], clock={"per_move_s": 1})
    gid, tok0 = g["id"], g["seats"][0]["token"]
    c = client.get(f"/v1/games/{gid}").json["clock"]
    assert c["kind"] == "correspondence" and c["on_timeout"] == "bot" and c["per_move_ms"] == 1000
    time.sleep(1.05)
    assert service.run_timeout(gid, 1, 0) == "timeout"
    view = client.get(f"/v1/games/{gid}").json
    assert view["status"] == "active" and view["seats"][0]["bot"] == "random" and view["seats"][0]["out"] is None
    assert view["clock"]["running"] is None  # a bot's seat has no running clock
    assert dispatcher.jobs[-1] == ("bot", gid, 2, 0)
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": 2}, headers=auth(tok0))
    assert r.status_code == 403
    dispatcher.drain()  # the bot plays seat 0's turn to its end
    assert client.get(f"/v1/games/{gid}").json["to_act"] == [1]
    c = client.get(f"/v1/games/{gid}").json["clock"]
    assert c["running"] == 1 and c["remaining_ms"][1] <= 1000  # the next seat's per-move deadline


def test_the_sweeper_reschedules_a_lost_timeout_job(conn, registry):
    """A clocked game whose timeout job is gone (e.g. it failed every retry) is not stuck:
    the sweeper (workers/sweeper.py) schedules it again; a scheduled one is left alone."""
    from rq import Queue
    from rq.job import Job
    from rq.registry import ScheduledJobRegistry

    from workers.dispatch import QUEUE, RQDispatcher, timeout_job_id
    from workers.sweeper import SWEEP_SUFFIX, sweep

    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    g = svc.create(GAME.id, [{"name": "a"}, {"name": "b"}], {}, None, clock={"per_move_s": 600})
    scheduled = ScheduledJobRegistry(queue=Queue(QUEUE, connection=conn))
    [jid] = scheduled.get_job_ids()
    assert jid.startswith(timeout_job_id(g["id"], 1, 0, 0)[:-1])
    assert sweep(conn, registry=registry) == []  # in hand: nothing to do
    Job.fetch(jid, connection=conn).delete()
    assert sweep(conn, registry=registry) == [jid + SWEEP_SUFFIX]
    assert scheduled.get_job_ids() == [jid + SWEEP_SUFFIX]
