"""The SDK's runner against the served stack (issue 28, item 2): a bot built on it plays
every game type to the end at full speed, several games at once, with no refusal under the
default limits; a dropped stream resumes with Last-Event-ID without a missed or doubled
move; without a stream it falls back to the long poll; a 429 is waited out for its
Retry-After; a 409 reads again; an invite code joins a private seat; examples/bot.py
--new plays a game to its end and exits 0."""
from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import httpx
import pytest

from moonhall_client import Bot, MoonhallError, Seat, models, parse_envelope, random_decide
from moonhall_client.check import RecordingProxy

import games

ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.integration


def _seat_moves(url: str, seat: Seat) -> list[int]:
    """The versions of the seat's own moves in the game's log."""
    page = httpx.get(f"{url}/v1/games/{seat.game_id}/events", headers={"Authorization": f"Bearer {seat.token}"},
                     timeout=30).json()
    assert page["more"] is False
    return [e["version"] for e in page["events"] if e["kind"] == "game" and e["seat"] == seat.seat and e["by"] == "seat"]


def test_a_bot_plays_every_game_type_to_the_end_at_once_unrefused(stack, fast_bots):
    """Row: examples/bot.py --new blue-moon-city met 429 after 600 moves and exited 1. One
    Bot plays a game of each type at once (a thread each) at full speed, default limits."""
    with Bot(stack, random_decide(7)) as bot:
        seats = [bot.new_game(t, players=2, bot_level=fast_bots.get(t, "random"), seed=11) for t in sorted(games.REGISTRY)]
        outcomes = bot.play_many(seats, deadline_s=150)
    for o in outcomes:
        assert o.finished, (o.seat.type, o.envelope["status"])
        assert o.stats.refused == [] and o.stats.waits == 0, (o.seat.type, o.stats)
        assert o.result["winners"] is not None
        assert o.stats.moves > 0 and o.stats.turns > 0
    assert {o.seat.type for o in outcomes} == set(games.REGISTRY)


def test_a_legends_envelope_is_typed_as_legends(stack):
    """Row: the generated client typed Legends views as BlueMoonView (the first view
    schema of the anyOf that fits); the envelope's discriminator is its game type."""
    with Bot(stack, random_decide(1)) as bot:
        legends = bot.new_game("legends-of-blue-moon", seed=3)
        blue = bot.new_game("blue-moon", seed=3)
        for seat, cls, view in ((legends, models.LegendsOfBlueMoonEnvelope, models.LegendsOfBlueMoonView),
                                (blue, models.BlueMoonEnvelope, models.BlueMoonView)):
            raw = bot.request("GET", f"/v1/games/{seat.game_id}", token=seat.token)[1]
            env = parse_envelope(raw)
            assert type(env) is cls and type(env.state) is view, (type(env), type(env.state))
            # and the generated parser picks the same class by itself (a move's answer holds an envelope)
            result = models.MoveResult.from_dict({"version": raw["version"], "events": [], "status": raw["status"],
                                                  "to_act": raw["to_act"], "view": raw})
            assert type(result.view) is cls


def test_a_dropped_stream_resumes_without_a_missed_or_doubled_move(stack):
    """The stream is cut every 3 frames (a proxy in between): the bot reconnects with
    Last-Event-ID each time and the game ends with each of its moves landed exactly once."""
    with RecordingProxy(stack, cut_streams_after=3) as proxy, Bot(proxy.url, random_decide(5)) as bot:
        seat = bot.new_game("draw-race", players=2, options={"rounds": 4}, seed=2)
        out = bot.play(seat, deadline_s=60)
        posts = [a for a in proxy.answers(seat.game_id) if a.method == "POST" and a.path == "moves"]
    assert out.finished and out.stats.transport == "sse"
    assert out.stats.reconnects >= 2 and proxy.streams_cut >= 2
    landed = _seat_moves(stack, seat)
    assert len(landed) == out.stats.moves == len(posts) and all(a.status == 201 for a in posts)
    assert out.stats.conflicts == 0


def test_without_a_stream_the_bot_falls_back_to_the_long_poll(stack):
    with RecordingProxy(stack, no_streams=True) as proxy, Bot(proxy.url, random_decide(2)) as bot:
        seat = bot.new_game("draw-race", players=2, options={"rounds": 2}, seed=4)
        out = bot.play(seat, deadline_s=60)
    assert out.finished and out.stats.transport == "poll" and out.stats.polls > 0
    assert len(_seat_moves(stack, seat)) == out.stats.moves


def test_a_409_reads_again_and_plays_on(stack):
    """Another client of the same seat moves first (between the bot's read and its post):
    the bot's post is a 409, it reads again and goes on."""
    raced = []

    def decide(view, moves, envelope):
        if not raced:  # the first time: the other client plays first
            raced.append(httpx.post(f"{stack}/v1/games/{envelope['id']}/moves", timeout=30,
                                    headers={"Authorization": f"Bearer {seat.token}"},
                                    json={"move": {"type": "end"}, "expected_version": envelope["version"]}).status_code)
        return moves[0]

    with Bot(stack, decide) as bot:
        seat = bot.new_game("draw-race", players=1, options={"rounds": 2}, seed=1)
        out = bot.play(seat, deadline_s=60)
    assert raced == [201] and out.stats.conflicts == 1 and out.finished


def test_join_by_invite_two_sdk_bots_at_one_table(stack):
    created = httpx.post(f"{stack}/v1/games", timeout=30, json={
        "type": "draw-race", "seed": 8, "options": {"rounds": 2},
        "seats": [{"name": "host"}, {"open": True, "private": True}]}).json()
    invite = created["seats"][1]["invite"]
    with Bot(stack, random_decide(3), name="guest") as guest, Bot(stack, random_decide(4), name="host") as host:
        with pytest.raises(MoonhallError) as bad:
            guest.join(created["id"], invite="not-the-code")
        assert bad.value.status == 403 and bad.value.code == "invalid_invite"
        seat = guest.join(created["id"], invite=invite)
        assert seat.seat == 1
        out = {}
        t = threading.Thread(target=lambda: out.setdefault("host", host.play(created["id"], created["seats"][0]["token"])))
        t.start()
        out["guest"] = guest.play(seat, deadline_s=60)
        t.join(60)
    assert out["guest"].finished and out["host"].finished
    assert out["guest"].stats.moves > 0 and out["host"].stats.moves > 0


class _ThreadDispatch:
    """The table's steps run at once on a thread (an RQ worker's job, without the process)."""

    service = None

    def auto(self, gid, version):
        threading.Thread(target=self.service.run_auto, args=(gid, version), daemon=True).start()

    def bot(self, gid, version, seat):
        pass

    def timeout(self, gid, version, seat, at_ms):
        pass

    def review(self, gid):
        pass


def test_a_429_is_waited_out(redis_server):
    """The app with a move limit of 1 a second (Flask-Limiter on the real Redis), served by
    a real HTTP server on a free port: the bot waits each 429's Retry-After and plays on to
    the end; nothing it posted was refused otherwise."""
    import redis
    from werkzeug.serving import make_server

    from events.store import RedisEventStore
    from service.embedded import free_port
    from service.games import GameService
    from service.http import create_app
    from service.limits import install_rate_limits
    from tests.service.fakegame import GAME

    dispatch = _ThreadDispatch()
    svc = GameService(RedisEventStore(redis.Redis.from_url(redis_server.url)), {**games.REGISTRY, GAME.id: GAME},
                      dispatch)
    dispatch.service = svc
    app = create_app(svc, lambda: (True, {"redis": True, "workers": 1}))
    install_rate_limits(app, redis_server.url, moves="1 per 1 second", create="off", reads="off")
    port = free_port()
    server = make_server("127.0.0.1", port, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        with Bot(f"http://127.0.0.1:{port}", random_decide(9), transport="poll") as bot:
            seat = bot.new_game("draw-race", players=1, options={"rounds": 2}, seed=5)
            out = bot.play(seat, deadline_s=60)
    finally:
        server.shutdown()
    assert out.finished and out.stats.waits >= 1 and out.stats.refused == []
    assert out.stats.waited_s == out.stats.waits  # each wait was the Retry-After: 1 s


def test_examples_bot_new_plays_a_game_to_its_end_and_exits_0(stack):
    run = subprocess.run([sys.executable, str(ROOT / "examples" / "bot.py"), "--url", stack, "--new", "nova-luna",
                          "--seed", "3"], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    assert '"winners"' in run.stdout
