"""The fast move path and the paged lobby (issue 15, issue 10 item 5), against the real
Redis of conftest. Two GameService instances on one Redis stand for two processes:
each has its own cache, so one may be behind the other."""
from __future__ import annotations

import threading
import time

import pytest

from events.store import RedisEventStore
from service.games import GameService
from service.http import create_app
from tests.service.conftest import InlineDispatcher
from tests.service.fakegame import GAME


def _calls(conn) -> dict[str, int]:
    return {k.split("_", 1)[1]: v["calls"] for k, v in conn.info("commandstats").items()}


def _delta(conn, before) -> dict[str, int]:
    after = _calls(conn)
    return {k: after[k] - before.get(k, 0) for k in after if after[k] != before.get(k, 0) and k != "info"}


def _reads(d: dict[str, int]) -> dict[str, int]:
    """A delta without what the process's reader (service/fanout.py, issue 29) sends to set
    up its pub-sub connection and subscriptions: the reads are left."""
    return {k: v for k, v in d.items() if k not in ("subscribe", "unsubscribe", "ping", "client", "hello")}


@pytest.fixture
def two(conn, registry):
    """Two processes' apps on the same Redis."""
    apps = []
    for _ in range(2):
        d = InlineDispatcher()
        svc = GameService(RedisEventStore(conn), registry, d)
        d.service = svc
        apps.append((svc, create_app(svc).test_client()))
    return apps


def _new(client, seats=2, rounds=3):
    g = client.post("/v1/games", json={"type": GAME.id, "options": {"rounds": rounds},
                                       "seats": [{"name": f"p{i}"} for i in range(seats)]}).json
    return g["id"], [s["token"] for s in g["seats"]]


def _post(client, gid, tok, move, v):
    return client.post(f"/v1/games/{gid}/moves", json={"move": move, "expected_version": v},
                       headers={"Authorization": f"Bearer {tok}"})


def test_a_move_at_the_cached_version_is_one_script_call(conn, two):
    (svc, a), _ = two
    gid, toks = _new(a)
    assert a.get(f"/v1/games/{gid}").json["version"] == 1  # cached now
    before = _calls(conn)
    assert _post(a, gid, toks[0], {"type": "mark"}, 1).status_code == 201
    d = _delta(conn, before)  # (commandstats counts the script's own commands too)
    # (the script publishes the new version for the per-process readers of streams, issue 29)
    assert d.pop("evalsha") == 1 and set(d) <= {"xlen", "xadd", "set", "publish"}  # no meta/tail read, no other write
    before = _calls(conn)
    view = a.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {toks[0]}"}).json
    assert view["version"] == 2 and view["undo_to"] == 1
    assert _delta(conn, before) == {"xrange": 1}  # the tail check (empty); the undo point from the cache


def test_a_process_behind_answers_409_and_then_reads_the_new_state(conn, two):
    (_, a), (_, b) = two
    gid, toks = _new(a)
    assert b.get(f"/v1/games/{gid}").json["version"] == 1  # b caches version 1
    assert _post(a, gid, toks[0], {"type": "mark"}, 1).status_code == 201
    r = _post(b, gid, toks[0], {"type": "mark"}, 1)  # stale at b's cached version: the script refuses
    assert r.status_code == 409 and r.json["error"]["details"]["version"] == 2
    assert b.get(f"/v1/games/{gid}").json["version"] == 2
    assert _post(a, gid, toks[0], {"type": "end"}, 2).status_code == 201  # seat 1's turn now
    # b still holds version 2 (seat 0 to act): seat 1's move at 2 would be "not your turn"
    # on b's cache, but the truth is "someone moved first"
    r = _post(b, gid, toks[1], {"type": "mark"}, 2)
    assert r.status_code == 409 and r.json["error"]["details"]["version"] == 3
    # a move at a version b has not seen yet: b reads the tail first and plays it
    assert _post(a, gid, toks[1], {"type": "mark"}, 3).status_code == 201
    r = _post(b, gid, toks[1], {"type": "mark"}, 4)
    assert r.status_code == 201 and r.json["version"] == 5
    assert a.get(f"/v1/games/{gid}").json["state"]["marks"] == [1, 2]
    assert conn.xlen(f"mh:g:{{{gid}}}:s") == 5


def test_refusals_on_the_cached_state_are_the_same_answers(conn, two):
    (_, a), _ = two
    gid, toks = _new(a)
    a.get(f"/v1/games/{gid}")
    assert _post(a, gid, toks[1], {"type": "mark"}, 1).status_code == 403
    r = _post(a, gid, toks[0], {"type": "fly"}, 1)
    assert r.status_code == 400 and r.json["error"]["code"] == "malformed_move"
    assert conn.xlen(f"mh:g:{{{gid}}}:s") == 1


def test_idempotent_retry_through_either_process(conn, two):
    (_, a), (_, b) = two
    gid, toks = _new(a)
    b.get(f"/v1/games/{gid}")
    h = {"Authorization": f"Bearer {toks[0]}", "Idempotency-Key": "k1"}
    first = a.post(f"/v1/games/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 1}, headers=h)
    again = b.post(f"/v1/games/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": 1}, headers=h)
    assert first.status_code == 201 and again.status_code == 200 and again.json["replayed"]
    assert again.json["version"] == first.json["version"] == 2 and conn.xlen(f"mh:g:{{{gid}}}:s") == 2


def test_undo_point_from_the_cache_equals_the_one_read_from_the_stream(conn, registry, two):
    (_, a), _ = two
    gid, toks = _new(a, seats=2)
    seq = [(0, "mark"), (0, "mark"), (0, "end"), (1, "mark"), (1, "draw"), (1, "mark")]
    v = 1
    for seat, m in seq:
        assert _post(a, gid, toks[seat], {"type": m}, v).status_code == 201
        v += 1
        cold = create_app(GameService(RedisEventStore(conn), registry)).test_client()  # no cache
        for s in (0, 1):
            h = {"Authorization": f"Bearer {toks[s]}"}
            assert a.get(f"/v1/games/{gid}", headers=h).json["undo_to"] == \
                cold.get(f"/v1/games/{gid}", headers=h).json["undo_to"]
    # after the draw (it revealed a card) seat 1 may undo only its last mark
    assert a.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {toks[1]}"}).json["undo_to"] == v - 1


def test_the_table_step_is_queued_in_the_moves_round_trip(conn, registry):
    from rq import Queue
    from workers.dispatch import RQDispatcher
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    c = create_app(svc).test_client()
    gid, toks = _new(c, seats=1)
    c.get(f"/v1/games/{gid}")
    before = _calls(conn)
    assert _post(c, gid, toks[0], {"type": "end"}, 1).status_code == 201  # the round ends: the table scores
    d = _delta(conn, before)
    # one round trip: the append script queues the job itself, only once the records are in
    # (no MULTI beside it, whose enqueue ran even for a refused append: test_dispatch.py)
    assert d.get("evalsha") == 1 and "exec" not in d and "multi" not in d and "xrange" not in d and "hgetall" not in d
    assert d.get("rpush") == 1
    assert Queue("moonhall", connection=conn).job_ids == [f"auto-{gid}-2"]
    assert svc.run_auto(gid, 2) == "played"


def test_lobby_pages_with_a_cursor(client, conn):
    ids = [_new(client, seats=1)[0] for _ in range(7)]
    seen, cursor, sizes = [], None, []
    while True:
        page = client.get("/v1/games?limit=3" + (f"&cursor={cursor}" if cursor else "")).json
        sizes.append(len(page["games"]))
        seen += [g["id"] for g in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert sizes == [3, 3, 1] and sorted(seen) == sorted(ids)  # each once
    created = [client.get(f"/v1/games/{g}").json and float(conn.hget(f"mh:g:{{{g}}}:meta", "created")) for g in seen]
    assert created == sorted(created, reverse=True)  # newest first (to the millisecond)
    assert client.get("/v1/games?cursor=").status_code == 400


def test_lobby_status_index_and_expiry_of_abandoned_games(client, conn):
    done, toks = _new(client, seats=1, rounds=1)
    assert _post(client, done, toks[0], {"type": "end"}, 1).status_code == 201
    idle, _ = _new(client, seats=1)
    active = [g["id"] for g in client.get("/v1/games?status=active").json["games"]]
    assert idle in active
    # an active game's summary expires after LOBBY_IDLE_TTL_S without a move
    assert 0 < conn.ttl(f"mh:g:{{{idle}}}:sum")
    conn.delete(f"mh:g:{{{idle}}}:sum")  # as if it had expired
    assert idle not in [g["id"] for g in client.get("/v1/games").json["games"]]
    assert conn.zcard("mh:{lobby}:*:*") == 1 and conn.zcard("mh:{lobby}:*:" + GAME.id) == 2
    # (an index is cleaned as it is read: the type's index still lists it until read)
    assert idle not in [g["id"] for g in client.get(f"/v1/games?type={GAME.id}").json["games"]]
    assert conn.zcard("mh:{lobby}:*:" + GAME.id) == 1
    assert client.get(f"/v1/games/{idle}").status_code == 200  # the game itself is still there


def test_finished_games_stay_in_the_lobby(client, conn, dispatcher):
    gid, toks = _new(client, seats=1, rounds=1)
    assert _post(client, gid, toks[0], {"type": "end"}, 1).status_code == 201
    dispatcher.drain()
    fin = client.get("/v1/games?status=finished").json
    assert [g["id"] for g in fin["games"]] == [gid] and fin["next_cursor"] is None
    assert client.get("/v1/games?status=active").json["games"] == []
    assert conn.ttl(f"mh:g:{{{gid}}}:sum") == -1  # no expiry once finished


def test_the_move_paths_status_check_agrees_with_the_lobby_summary(service):
    """The move path compares statuses with ``_status`` instead of building a summary of
    the old state: both must say the same for a waiting, an active and a finished game."""
    def both(gid):
        lg = service.load(gid)
        return service._status(lg.game, lg.state, lg.table), service._summary(lg, lg.version, lg.state)["status"]

    g = service.create("nova-luna", [{"name": "a"}, {"open": True}], {}, 3)
    assert both(g["id"]) == ("waiting", "waiting")
    service.join(g["id"], "b", None, None)
    assert both(g["id"]) == ("active", "active")
    service.resign(g["id"], 0)
    assert both(g["id"]) == ("finished", "finished")


def test_a_long_poll_is_one_round_trip(conn, two):
    """Issue 15: ``GET /events?wait=`` on a cached game makes one read that also carries the
    records (it used to read the tail, block, then read again); since issue 29 the wait
    is the process reader's, whose one read serves every waiter of the game."""
    (svc, a), (_, b) = two
    gid, toks = _new(a)
    assert a.get(f"/v1/games/{gid}").json["version"] == 1  # cached now
    assert _post(a, gid, toks[0], {"type": "mark"}, 1).status_code == 201
    before = _calls(conn)
    out = a.get(f"/v1/games/{gid}/events?after=1&wait=5").json
    assert [e["version"] for e in out["events"]] == [2] and out["version"] == 2
    assert _delta(conn, before) == {"xrange": 1}  # a record past ``after``: one read, no wait
    out = a.get(f"/v1/games/{gid}/events?after=2&wait=0.05").json  # nothing new: the wait runs out
    assert out["events"] == [] and out["version"] == 2
    # (issue 29) the wait itself is on the process's reader, subscribed now: a wait that
    # runs out costs Redis nothing, and one that wakes costs the reader's one read
    before = _calls(conn)
    out = a.get(f"/v1/games/{gid}/events?after=2&wait=0.05").json
    assert out["events"] == [] and _delta(conn, before) == {}
    done = threading.Thread(target=lambda: out.update(a.get(f"/v1/games/{gid}/events?after=2&wait=5").json))
    done.start()
    time.sleep(0.2)
    assert _post(b, gid, toks[0], {"type": "mark"}, 2).status_code == 201  # another process
    done.join(10)
    assert [e["version"] for e in out["events"]] == [3]
    before = _calls(conn)
    out = a.get(f"/v1/games/{gid}/events?after=3&wait=0.05").json
    assert out["events"] == [] and _delta(conn, before) == {}


def test_a_move_answer_says_who_acts_next_and_the_view_long_poll_waits_for_it(conn, two):
    """Issue 15: a POST's answer carries the status and ``to_act`` after it, as the view
    would say; when nobody may act (the table's step), ``GET /v1/games/{id}?after=&wait=``
    answers the view once the step has landed: one blocking read, no request of its own."""
    (svc, a), (_, b) = two
    gid, toks = _new(a, rounds=2)
    auth = [{"Authorization": f"Bearer {t}"} for t in toks]
    assert a.get(f"/v1/games/{gid}").json["version"] == 1  # cached now
    out = _post(a, gid, toks[0], {"type": "end"}, 1).json
    view = a.get(f"/v1/games/{gid}", headers=auth[0]).json
    assert (out["status"], out["to_act"]) == (view["status"], view["to_act"]) == ("active", [1])
    out = _post(a, gid, toks[1], {"type": "end"}, 2).json  # the round ends: the table scores next
    assert (out["version"], out["status"], out["to_act"]) == (3, "active", [])
    assert a.get(f"/v1/games/{gid}", headers=auth[1]).json["waiting_for"] == "system"
    before = _calls(conn)
    view = a.get(f"/v1/games/{gid}?after=3&wait=0.05", headers=auth[1]).json  # nothing yet: the wait runs out
    assert view["version"] == 3 and view["to_act"] == []
    assert _reads(_delta(conn, before)) in ({}, {"xread": 1})  # the reader's read of a game new to it, no other
    svc.dispatch.drain()  # the worker scores the round (through process a's service)
    view = b.get(f"/v1/games/{gid}?after=3&wait=5", headers=auth[1]).json  # b never saw the game
    assert view["version"] == 4 and view["to_act"] == [0] and view["you"] == 1
    view = a.get(f"/v1/games/{gid}?after=3&wait=5", headers=auth[0]).json  # past it already: no wait
    assert view["version"] == 4 and view["to_act"] == [0]
    assert _post(b, gid, toks[0], {"type": "mark"}, 4).status_code == 201  # a is now behind
    before = _calls(conn)
    view = a.get(f"/v1/games/{gid}?after=4&wait=5", headers=auth[0]).json
    assert view["version"] == 5 and view["undo_to"] == 4
    # one read of its own at most (the reader had read version 5 already: the tail), and the reader's
    d = _delta(conn, before)
    assert set(d) <= {"xrange", "xread"} and d.get("xrange", 0) <= 1 and d.get("xread", 0) <= 1
    view = a.get(f"/v1/games/{gid}?after=99&wait=0.05", headers=auth[0]).json  # past the end: "the next"
    assert view["version"] == 5
    assert a.get(f"/v1/games/{gid}?after=-1", headers=auth[0]).status_code == 400
    assert a.get(f"/v1/games/{gid}?after=1&wait=31", headers=auth[0]).status_code == 400
    assert a.get(f"/v1/games/{gid}?after=5&wait=5", headers={"Authorization": "Bearer nope"}).status_code == 401


def test_a_view_long_poll_wakes_when_another_process_appends(conn, two):
    (_, a), (_, b) = two
    gid, toks = _new(a)
    auth = {"Authorization": f"Bearer {toks[1]}"}
    assert a.get(f"/v1/games/{gid}", headers=auth).json["to_act"] == [0]
    got = {}
    waiter = threading.Thread(target=lambda: got.update(a.get(f"/v1/games/{gid}?after=1&wait=10", headers=auth).json))
    waiter.start()
    time.sleep(0.3)
    assert not got  # still waiting
    assert _post(b, gid, toks[0], {"type": "end"}, 1).status_code == 201
    waiter.join(10)
    assert not waiter.is_alive() and got["version"] == 2 and got["to_act"] == [1]


def test_a_stream_wake_is_one_round_trip(conn, two):
    """The SSE loop (service/stream.py) waits on the process's reader (issue 29): the
    records its one read brings are folded in, not read again with an XRANGE."""
    from service.stream import events as sse
    (svc, a), (_, b) = two
    gid, toks = _new(a)
    frames = sse(svc, gid, 0, 0, heartbeat_s=5)
    first = [next(frames) for _ in range(3)]  # the preamble, the created record, the turn
    assert "event: turn" in first[-1]
    assert _post(b, gid, toks[0], {"type": "mark"}, 1).status_code == 201  # another process
    before = _calls(conn)
    assert next(frames).startswith("id: 2\nevent: game")
    assert _reads(_delta(conn, before)) == {"xread": 1}
    assert "\"you_to_act\":true" in next(frames)  # still seat 0's turn: a turn event after the step


def _waiting_game(a, b):
    """A game with an open seat, cached by ``b`` while still waiting; seat 1 then joins
    through ``a``."""
    g = a.post("/v1/games", json={"type": GAME.id, "options": {"rounds": 3},
                                  "seats": [{"name": "p0"}, {"open": True}]}).json
    gid = g["id"]
    assert b.get(f"/v1/games/{gid}").json["status"] == "waiting"  # b caches version 1
    tok1 = a.post(f"/v1/games/{gid}/join", json={"name": "late"}).json["token"]
    return gid, g["seats"][0]["token"], tok1


def test_a_long_poll_at_a_process_behind(conn, two):
    """A long poll from an old version gets every record since; one past the process's
    cached version is clamped to the stream's real end ("from now on")."""
    (_, a), (_, b) = two
    gid, tok0, _ = _waiting_game(a, b)
    assert _post(a, gid, tok0, {"type": "end"}, 2).status_code == 201  # the stream is at 3
    out = b.get(f"/v1/games/{gid}/events?after=1&wait=5").json
    assert [e["version"] for e in out["events"]] == [2, 3]
    out = b.get(f"/v1/games/{gid}/events?after=3&wait=0.05").json
    assert out["events"] == [] and out["version"] == 3


def test_a_seat_joined_through_another_process_is_known_to_the_move_path(conn, two):
    (_, a), (_, b) = two
    gid, tok0, tok1 = _waiting_game(a, b)
    assert _post(a, gid, tok0, {"type": "end"}, 2).status_code == 201  # seat 1 to act at version 3
    r = _post(b, gid, tok1, {"type": "end"}, 3)  # the joined seat's token, at b (cached at 1)
    assert r.status_code == 201, r.json


def test_a_stamped_record_is_the_record_with_its_time():
    """``Record.stamped`` (the command path's stamp, service/clock.py) is
    ``dataclasses.replace(record, at=...)``: every other field kept, for each kind."""
    import dataclasses
    from events.model import Record
    fields = [f.name for f in dataclasses.fields(Record)]
    full = Record(**{name: i + 2 for i, name in enumerate(fields)})  # every field set, distinct
    for rec in (full, Record(3, "game", seat=1, cmd=2, event={"type": "x"}, reveals=True, move={"type": "x"}),
                Record(4, "undo", seat=0, cmd=3, to=2, run=[1])):
        assert rec.stamped(1234) == dataclasses.replace(rec, at=1234)
