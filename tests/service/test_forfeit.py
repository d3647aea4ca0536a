"""Issue 30, items 6 and 7: a forfeited seat of a 3-4 player game (it resigned or lost on
time; its bot, ``resign_bot``, plays on so the others can finish).

Item 6: from the forfeit on, the seat's token reads exactly as a spectator, on every
read path (the view and its long poll, ``/states/{v}``, ``/events``, the SSE stream,
the legal moves, a replayed move's answer with ``?include=view,moves``), and the
commands it may no longer send (dry runs, undo) answer errors that show nothing.

Item 7: the result of a game a forfeited seat's bot finished first: the best seat that
did not forfeit wins, forfeited seats rank last (the first to forfeit ranks last),
the same on the view, the lobby summary and the stream's ``end``."""
from __future__ import annotations

import json
import random

import pytest

from tests.conftest import property_budget
from tests.service.fakegame import GAME as DRAW_RACE


def auth(tok):
    return {"Authorization": f"Bearer {tok}"} if tok else {}


def stream_frames(client, gid, tok, version):
    """The SSE frames from the start up to the ``turn`` frame after ``version``'s record
    (what the stream sends before it waits), or to ``end``."""
    resp = client.get(f"/v1/games/{gid}/stream", headers=auth(tok), buffered=False)
    assert resp.status_code == 200
    frames, buf, seen = [], "", 0
    try:
        for chunk in resp.response:
            buf += chunk.decode() if isinstance(chunk, bytes) else chunk
            while "\n\n" in buf:
                frame, buf = buf.split("\n\n", 1)
                frames.append(frame)
                if frame.startswith(f"id: {version}\n"):
                    seen = version
                if seen and ("event: end" in frame or ("event: turn" in frame and '"status":"finished"' not in frame)):
                    return frames
    finally:
        resp.close()
    return frames


def everything_read(client, gid, tok):
    """Every read path for a token (None: a spectator)."""
    h = auth(tok)
    view = client.get(f"/v1/games/{gid}", headers=h).json
    v = view["version"]
    return {
        "view": view,
        "long_poll": client.get(f"/v1/games/{gid}?after={v - 1}&wait=1", headers=h).json,
        "states": [client.get(f"/v1/games/{gid}/states/{i}", headers=h).json for i in range(1, v + 1)],
        "events": client.get(f"/v1/games/{gid}/events", headers=h).json,
        "events_tail": client.get(f"/v1/games/{gid}/events?after={max(0, v - 5)}&wait=0", headers=h).json,
        "moves": client.get(f"/v1/games/{gid}/moves", headers=h).json,
        "stream": stream_frames(client, gid, tok, v),
    }


def timeless(x):
    """``x`` without the clock's time left (it runs between two reads)."""
    if isinstance(x, str) and "\ndata: " in x:
        head, data = x.split("\ndata: ", 1)
        return head, timeless(json.loads(data))
    if isinstance(x, dict):
        return {k: timeless(v) for k, v in x.items() if k != "remaining_ms"}
    if isinstance(x, list):
        return [timeless(v) for v in x]
    return x


def play_humans(service, dispatcher, gid, rng, humans, until, limit=400):
    """Random legal moves for the seats in ``humans`` (bots and the table's steps are run
    by the drained dispatcher, as workers would) until ``until(lg)`` or the end."""
    for _ in range(limit):
        dispatcher.drain()
        lg = service.load(gid)
        if service.finished(lg) or until(lg):
            return lg
        seat = next(s for s in lg.game.to_act(lg.state) if s in humans)
        service.play(lg, seat, rng.choice(lg.game.legal_moves(lg.state, seat)), lg.version)
    raise AssertionError("the game did not get there")


def bot_moved_after(service, gid, version, seat, times):
    recs = service.store.read(gid, after=version)
    return sum(1 for r in recs if r.kind == "game" and r.seat == seat) >= times


CASES = [("draw-race", {"rounds": 3}), ("blue-moon-city", {}), ("nova-luna", {}), ("azul-summer-pavilion", {})]


@pytest.mark.parametrize("type_id,options", CASES, ids=[c[0] for c in CASES])
def test_a_forfeited_seat_reads_as_a_spectator_on_every_path(client, service, dispatcher, type_id, options):
    """Issue 30, item 6. Seat 1 moves (with an Idempotency-Key), resigns, and its bot
    plays on; then everything its token reads equals what a spectator reads, and its
    commands answer errors that show nothing hidden. Blue Moon City and the draw race
    have hidden hands (and crystals); Nova Luna's and Azul's views differ by ``you`` /
    ``viewer`` only, which must go too."""
    rng = random.Random(type_id)
    for _ in range(max(1, property_budget(6) // 2)):
        g = client.post("/v1/games", json={"type": type_id, "options": options, "resign_bot": "random",
                                           "seed": rng.randrange(10**6),
                                           "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).json
        gid, toks = g["id"], [s["token"] for s in g["seats"]]
        humans = (0, 1, 2)
        lg = play_humans(service, dispatcher, gid, rng, humans, lambda lg: 1 in lg.game.to_act(lg.state))
        # seat 1's own move, with a key: its answer can be asked for again later
        move = rng.choice(lg.game.legal_moves(lg.state, 1))
        body = {"move": move, "expected_version": lg.version}
        first = client.post(f"/v1/games/{gid}/moves?include=view,moves", json=body,
                            headers={**auth(toks[1]), "Idempotency-Key": "k1"})
        assert first.status_code == 201, first.json
        mine = first.json["view"]
        assert mine["you"] == 1
        target = first.json["version"] + rng.randint(0, 4)  # a few more moves, maybe none
        play_humans(service, dispatcher, gid, rng, humans, lambda lg, target=target: lg.version >= target)
        r = client.post(f"/v1/games/{gid}/resign", headers=auth(toks[1]))
        assert r.status_code == 201, r.json
        forfeit = r.json["version"]
        # the others play on; seat 1's bot moves at least twice (or the game ends)
        play_humans(service, dispatcher, gid, rng, (0, 2),
                    lambda lg, gid=gid, forfeit=forfeit: bot_moved_after(service, gid, forfeit, 1, 2))
        ours, public = everything_read(client, gid, toks[1]), everything_read(client, gid, None)
        assert ours == public
        assert ours["view"]["you"] is None and ours["view"]["seats"][1]["out"] == "resign"
        if type_id in ("draw-race", "blue-moon-city"):  # the paths above do show hidden things to a seat
            assert everything_read(client, gid, toks[0])["view"]["state"] != public["view"]["state"]
        # a replayed move answers as the token reads now: the spectator's view and events
        again = client.post(f"/v1/games/{gid}/moves?include=view,moves", json=body,
                            headers={**auth(toks[1]), "Idempotency-Key": "k1"})
        assert again.status_code == 200 and again.json["replayed"] is True
        assert again.json["view"] == client.get(f"/v1/games/{gid}").json
        assert again.json["moves"] == public["moves"]
        shown = {e["version"]: e for e in public["events"]["events"]}
        assert again.json["events"] == [shown[e["version"]] for e in first.json["events"]]
        # commands the seat may no longer send answer without a view of anything
        for path, payload in (("moves/validate", {"move": move, "expected_version": ours["view"]["version"]}),
                              ("moves", {"move": move, "expected_version": ours["view"]["version"]}),
                              ("undo", {})):
            r = client.post(f"/v1/games/{gid}/{path}", json=payload, headers=auth(toks[1]))
            assert r.status_code in (403, 409) and r.json["error"]["code"] in ("seat_left", "game_over"), (path, r.json)
            assert r.json["error"]["details"] in (None, {}), (path, r.json)


def test_a_forfeited_seat_reads_as_a_spectator_after_a_lost_timeout(client, service, dispatcher):
    """Issue 30, item 6: a seat that lost on time (``on_timeout: lose``, 3 players) reads
    as a spectator too; one that a bot merely took over (``on_timeout: bot``) still plays
    for the win and keeps its own view."""
    import time
    games = {}
    for on_timeout in ("lose", "bot"):
        g = client.post("/v1/games", json={"type": DRAW_RACE.id, "seed": 7, "resign_bot": "random",
                                           "clock": {"initial_s": 1, "on_timeout": on_timeout},
                                           "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).json
        games[on_timeout] = g["id"], [s["token"] for s in g["seats"]]
    time.sleep(1.05)  # seat 0's second runs out (RQ's scheduler would run the job)
    for on_timeout, spectator in (("lose", True), ("bot", False)):
        gid, toks = games[on_timeout]
        assert service.run_timeout(gid, 1, 0) == "timeout"
        dispatcher.drain(limit=3)  # seat 0's bot plays
        assert bot_moved_after(service, gid, 2, 0, 1)
        ours, public = timeless(everything_read(client, gid, toks[0])), timeless(everything_read(client, gid, None))
        assert (ours == public) is spectator, on_timeout
        assert ours["view"]["you"] == (None if spectator else 0)


def nova_luna_game(client, service, dispatcher, seed, humans, resign_order, players):
    """A Nova Luna game whose ``humans`` resign in ``resign_order`` at the start (greedy
    bots play them on) against random bots: the forfeited seats' bots often finish first."""
    seats = [{"name": f"p{i}"} if i in humans else {"name": f"r{i}", "bot": "random"} for i in range(players)]
    g = client.post("/v1/games", json={"type": "nova-luna", "seed": seed, "resign_bot": "greedy", "seats": seats}).json
    gid, toks = g["id"], {s["seat"]: s["token"] for s in g["seats"]}
    for s in resign_order:
        assert client.post(f"/v1/games/{gid}/resign", headers=auth(toks[s])).status_code == 201
    dispatcher.drain()
    view = client.get(f"/v1/games/{gid}").json
    assert view["status"] == "finished"
    return gid, toks, view, service.load(gid).game.result(service.load(gid).state)


def test_the_best_seat_that_did_not_forfeit_wins(client, service, dispatcher):
    """Issue 30, item 7: 3-player Nova Luna games where the forfeited seat's greedy bot
    places all its discs first (the game's own result ranks it first): the best other
    seat wins, the forfeited seat ranks last; the view, the seat's own view, the lobby
    summary and the stream's ``end`` all say so."""
    found = 0
    for seed in range(6):
        gid, toks, view, rules = nova_luna_game(client, service, dispatcher, seed, (1,), (1,), 3)
        if rules["winners"] != [1]:
            continue  # the forfeited seat's bot did not finish first here
        found += 1
        order = [r["seat"] for r in rules["ranking"] if r["seat"] != 1]
        res = view["result"]
        assert res["winners"] == [order[0]] and res["forfeited"] == [1]
        assert [r["seat"] for r in res["ranking"]] == order + [1]
        assert [r["place"] for r in res["ranking"]] == [1, 2, 3]
        assert res["ranking"][-1]["tokens_left"] == 0  # the game's figures stay as played
        assert client.get(f"/v1/games/{gid}", headers=auth(toks[1])).json["result"] == res
        summary = [x for x in client.get("/v1/games?status=finished").json["games"] if x["id"] == gid]
        assert summary[0]["winners"] == res["winners"]
        end = stream_frames(client, gid, None, view["version"])[-1]
        assert end.startswith("event: end") and json.loads(end.split("data: ", 1)[1])["result"] == res
        if found >= 2:
            break
    assert found, "no seed where the forfeited seat's bot finished first"


def test_forfeited_seats_rank_last_the_first_to_forfeit_last(client, service, dispatcher):
    """Issue 30, item 7, "in the order they forfeited": of two forfeited seats of a
    4-player game the one that forfeited first ranks last, whatever their bots scored."""
    _, _, view, rules = nova_luna_game(client, service, dispatcher, 3, (1, 3), (3, 1), 4)
    res = view["result"]
    kept = [r["seat"] for r in rules["ranking"] if r["seat"] in (0, 2)]
    assert [r["seat"] for r in res["ranking"]] == kept + [1, 3]
    assert [r["place"] for r in res["ranking"]] == [1, 2, 3, 4]
    assert res["winners"] == [kept[0]] and sorted(res["forfeited"]) == [1, 3]


def test_a_read_that_outlives_the_forfeit_turns_spectator(conn, registry):
    """Issue 30, item 6: a token resolved before its seat forfeited must not read the bot's
    hand afterwards - the feed at a process whose cached table predates the resignation,
    a long poll waiting through it, a stream open across it. Three processes' services on
    one Redis (as gunicorn workers): a plays, b waits, c last read before the resignation.
    The draw race deals hidden cards."""
    import threading

    from events.store import RedisEventStore
    from service.games import GameService
    from service.http import create_app
    from service.stream import events as sse
    from tests.service.conftest import InlineDispatcher

    apps = []
    for _ in range(3):
        d = InlineDispatcher()
        svc = GameService(RedisEventStore(conn), registry, d)
        d.service = svc
        apps.append((svc, d, create_app(svc).test_client()))
    (sa, da, a), (sb, _, b), (_, _, c) = apps
    for seed in range(20):  # until seat 1's bot draws a card after the resignation
        g = a.post("/v1/games", json={"type": DRAW_RACE.id, "seed": seed, "resign_bot": "random",
                                      "options": {"rounds": 5},
                                      "seats": [{"name": "a"}, {"name": "b"}, {"name": "c"}]}).json
        gid, toks = g["id"], [s["token"] for s in g["seats"]]
        assert a.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": 1},
                      headers=auth(toks[0])).status_code == 201  # seat 1 to act
        for x in (b, c):  # b and c cache version 2
            assert x.get(f"/v1/games/{gid}", headers=auth(toks[1])).json["you"] == 1
        frames = sse(sb, gid, 1, 0, heartbeat_s=5)  # seat 1's stream, open at b
        while "event: turn" not in next(frames):
            pass
        got = {}

        def long_poll(gid=gid, tok=toks[1], got=got):
            got.update(b.get(f"/v1/games/{gid}?after=2&wait=10", headers=auth(tok)).json)
        poll = threading.Thread(target=long_poll)
        poll.start()
        r = a.post(f"/v1/games/{gid}/resign", headers=auth(toks[1]))
        assert r.status_code == 201 and r.json["version"] == 3
        poll.join(15)
        assert got["version"] == 3 and got == a.get(f"/v1/games/{gid}").json  # a spectator's view
        da.drain(limit=1)  # seat 1's bot takes its turn at a
        recs = sa.store.read(gid, after=3)
        if not any(r.kind == "game" and r.event["type"] == "drew" and r.seat == 1 for r in recs):
            frames.close()
            continue
        v = recs[-1].version
        public = a.get(f"/v1/games/{gid}/events?after=2").json
        assert c.get(f"/v1/games/{gid}/events?after=2", headers=auth(toks[1])).json == public  # c: still at 2
        streamed = []
        while len(streamed) < v - 2:
            f = next(frames)
            if f.startswith("id: "):
                streamed.append(json.loads(f.split("data: ", 1)[1]))
        frames.close()
        assert streamed == public["events"] and "card\": null" in json.dumps(streamed)
        return
    raise AssertionError("no seed where seat 1's bot drew a card")


def test_forfeit_result_keeps_the_games_ties_and_draws():
    """Issue 30, item 7, on results the Nova Luna games above do not reach: places shared
    by the rules stay shared among the seats that did not forfeit; a draw by the rules
    (no winner, e.g. Blue Moon City's §11.2) keeps no winner; a table that predates the
    forfeit order (no ``forfeits``) ranks its forfeited seats by seat."""
    from projections.seat import forfeit_result
    from projections.table import setup

    def table(out, order):
        t = setup([{"name": str(i)} for i in range(4)], "random", None)
        for s in out:
            t["seats"][s]["out"] = "resign"
        if order is None:
            del t["forfeits"]
        else:
            t["forfeits"] = order
        return t

    def rank(*places):
        return [{"seat": s, "place": p, "score": 10 - p} for s, p in places]
    tied = {"winners": [0, 2], "ranking": rank((0, 1), (2, 1), (1, 3), (3, 4)), "scores": [9, 7, 9, 6]}
    res = forfeit_result(tied, table([0], [0]))
    assert res["winners"] == [2] and res["forfeited"] == [0] and res["scores"] == tied["scores"]
    assert [(r["seat"], r["place"]) for r in res["ranking"]] == [(2, 1), (1, 2), (3, 3), (0, 4)]
    res = forfeit_result({"winners": [1], "ranking": rank((1, 1), (0, 2), (2, 2), (3, 4))}, table([1, 3], [3, 1]))
    assert res["winners"] == [0, 2] and res["forfeited"] == [3, 1]
    assert [(r["seat"], r["place"]) for r in res["ranking"]] == [(0, 1), (2, 1), (1, 3), (3, 4)]
    draw = {"winners": [], "draw": True, "ranking": rank((0, 1), (1, 1), (2, 1), (3, 1))}
    res = forfeit_result(draw, table([2], [2]))
    assert res["winners"] == [] and [(r["seat"], r["place"]) for r in res["ranking"]] == [(0, 1), (1, 1), (3, 1), (2, 4)]
    res = forfeit_result({"winners": [3], "ranking": rank((3, 1), (1, 2), (0, 3), (2, 4))}, table([1, 3], None))
    assert res["winners"] == [0] and res["forfeited"] == [1, 3]
    assert [r["seat"] for r in res["ranking"]] == [0, 2, 3, 1]
    assert forfeit_result(tied, table([], [])) is tied  # nobody forfeited: the game's own result
