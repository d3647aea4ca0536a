"""Ratings per game type (issue 26, item 1): OpenSkill's Plackett-Luce against its
published formulas, seat order never mattering, the bots' fixed anchors, rated tables
at creation, and the live update (RQ's job, run here by the inline dispatcher) equal to
a rebuild from the finished games' logs alone."""
from __future__ import annotations

import math
import time

import pytest
from hypothesis import given, settings, strategies as st

from projections import ratings
from service import clock as clocks
from tests.conftest import property_budget
from workers.ratings import RatingStore, key, rate_game, rebuild

MU, SIGMA, BETA, TAU = 25.0, 25 / 3, 25 / 6, 25 / 300


def weng_lin_pl(teams: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """Weng & Lin (2011), Algorithm 4 (Plackett-Luce), one player a team, no ties, with
    OpenSkill's tau added to sigma first and its default gamma (sigma / c): written from
    the paper, not from the library, to check the library's numbers."""
    sig2 = [s * s + TAU * TAU for _, s in teams]
    c = math.sqrt(sum(v + BETA * BETA for v in sig2))
    e = [math.exp(m / c) for m, _ in teams]
    n = len(teams)
    C = [sum(e[s] for s in range(n) if ranks[s] >= ranks[q]) for q in range(n)]
    out = []
    for i in range(n):
        omega = delta = 0.0
        for q in range(n):
            if ranks[q] <= ranks[i]:
                p = e[i] / C[q]
                omega += sig2[i] / c * ((1.0 if q == i else 0.0) - p)
                delta += math.sqrt(sig2[i]) / c * sig2[i] / (c * c) * p * (1 - p)
        out.append((teams[i][0] + omega, math.sqrt(sig2[i] * max(1 - delta, 1e-4))))
    return out


def test_two_new_players_known_result():
    """The library's README case: two new players, the first wins."""
    after = ratings.rate([{"key": "a", "place": 1, "mu": MU, "sigma": SIGMA},
                          {"key": "b", "place": 2, "mu": MU, "sigma": SIGMA}])
    assert after["a"][0] == pytest.approx(27.635389493140497, abs=1e-12)
    assert after["b"][0] == pytest.approx(22.364610506859503, abs=1e-12)
    assert after["a"][1] == after["b"][1] == pytest.approx(8.06590141354368, abs=1e-12)
    ref = weng_lin_pl([(MU, SIGMA), (MU, SIGMA)], [1, 2])
    assert after["a"] == pytest.approx(ref[0], abs=1e-9) and after["b"] == pytest.approx(ref[1], abs=1e-9)


@pytest.mark.parametrize("teams,ranks", [
    ([(25.0, 25 / 3), (25.0, 25 / 3), (25.0, 25 / 3)], [1, 2, 3]),
    ([(30.0, 5.0), (20.0, 7.0), (25.0, 3.0), (40.0, 8.0)], [3, 1, 4, 2]),
    ([(47.3771, 5.2591), (25.0, 25 / 3)], [2, 1]),  # a new player beats the Azul expert's anchor
])
def test_small_cases_match_weng_lin(teams, ranks):
    entries = [{"key": f"p{i}", "place": r, "mu": m, "sigma": s} for i, ((m, s), r) in enumerate(zip(teams, ranks))]
    after = ratings.rate(entries)
    for i, ref in enumerate(weng_lin_pl(teams, ranks)):
        assert after[f"p{i}"] == pytest.approx(ref, abs=1e-9)


_player = st.tuples(st.floats(0, 60), st.floats(0.5, 9))


@settings(max_examples=property_budget(60), deadline=None)
@given(st.lists(_player, min_size=2, max_size=4), st.data())
def test_ratings_never_depend_on_seat_order(players, data):
    """Any seating of the same players with the same places gives exactly the same numbers
    (ties included, bots' anchors among them, two bots of one level too): only finishing
    positions count."""
    n = len(players)
    places = data.draw(st.lists(st.integers(1, n), min_size=n, max_size=n))
    entries = [{"key": f"p{i}", "place": places[i], "mu": m, "sigma": s} for i, (m, s) in enumerate(players)]
    perm = data.draw(st.permutations(range(n)))
    assert ratings.rate([entries[i] for i in perm]) == ratings.rate(entries)
    # and through the projection's fold of a game's outcome, seats renumbered
    bots = data.draw(st.lists(st.sampled_from([None, "random", "greedy"]), min_size=n, max_size=n))
    out = {"game": "g", "type": "azul-summer-pavilion", "ended_at": 1, "skip": None,
           "seats": [{"seat": i, "place": places[i], "score": i,
                      **({"bot": bots[i]} if bots[i] else {"account": f"p{i}"})} for i in range(n)]}
    shuffled = {**out, "seats": [{**out["seats"][i], "seat": j} for j, i in enumerate(perm)]}
    start = {f"p{i}": {**ratings.new_player(), "mu": m, "sigma": s} for i, (m, s) in enumerate(players)}
    a = ratings.apply({k: {**v, "history": []} for k, v in start.items()}, out)
    b = ratings.apply({k: {**v, "history": []} for k, v in start.items()}, shuffled)
    assert {k: (v["mu"], v["sigma"]) for k, v in a.items()} == {k: (v["mu"], v["sigma"]) for k, v in b.items()}


def test_anchors_cover_every_level_and_stay_fixed():
    """Every built-in game type's bot levels have a fitted anchor, ordered as their
    strength (random < greedy < expert), and a game against bots never moves them."""
    import games
    doc = ratings.anchors()
    for t, g in games.REGISTRY.items():
        assert set(doc[t]) == set(g.bot_levels), t
        assert doc[t]["random"]["mu"] < doc[t]["greedy"]["mu"], t
    out = {"game": "g", "type": "azul-summer-pavilion", "ended_at": 1, "skip": None,
           "seats": [{"seat": 0, "account": "ann", "place": 1}, {"seat": 1, "bot": "expert", "place": 2}]}
    players = ratings.apply({}, out)
    assert set(players) == {"ann"} and ratings.anchor("azul-summer-pavilion", "expert") == (
        doc["azul-summer-pavilion"]["expert"]["mu"], doc["azul-summer-pavilion"]["expert"]["sigma"])
    assert players["ann"]["mu"] > MU + 3  # beating the expert moves a new player far up


# ---------------------------------------------------------------------- through the service
def _create(service, names, bots=(), rated=True, **kw):
    seats = [{"name": n, "account": n} for n in names] + [{"name": f"Bot {b}", "bot": b} for b in bots]
    return service.create("draw-race", seats, {"rounds": 1}, None, rated=rated, **kw)


def _play_out(service, dispatcher, game, marks=None, resign=None):
    """Play a draw-race game of one round to its end: seat s marks ``marks[s]`` times then
    ends; ``resign`` (a seat) resigns at its first turn."""
    gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"] if s["token"]}
    done = set()
    for _ in range(200):
        dispatcher.drain()
        lg = service.load(gid)
        if service.finished(lg):
            return gid
        seat = lg.game.to_act(lg.state)[0]
        if resign == seat and seat not in done:
            done.add(seat)
            service.resign(gid, seat)
            continue
        if lg.seats[seat]["bot"] is not None:
            continue
        marked = lg.state["marks"][seat]
        move = {"type": "mark"} if marks and marked < marks[seat] else {"type": "end"}
        service.play(lg, seat, move, lg.version)
    raise AssertionError("the game did not end")


def test_rated_table_needs_accounts_and_opponents(client):
    def post(body):
        return client.post("/v1/games", json={"type": "draw-race", "rated": True, **body})
    r = post({"seats": [{"name": "ann"}, {"name": "Bot", "bot": "random"}]})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "account_required"
    r = post({"seats": [{"name": "solo", "bot": "random"}]})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "rated_solo"
    r = post({"seats": [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}]})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "rated_without_players"
    r = post({"seats": [{"open": True}, {"open": True}], "hints": True})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "rated_with_hints"
    r = post({"seats": [{"open": True}, {"open": True}], "seed": 4})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "rated_with_seed"
    assert client.get("/v1/games").get_json()["games"] == []  # nothing appended
    r = post({"seats": [{"open": True}, {"name": "Bot", "bot": "random"}]})
    assert r.status_code == 201
    assert client.get(f"/v1/games/{r.get_json()['id']}").get_json()["rated"] is True


def test_live_update_equals_rebuild_from_logs(service, dispatcher, conn):
    """Rated games end (two, three and four seats, bots, a resignation, a game whose job
    runs late and one whose job runs twice); the ratings the jobs kept are exactly those
    a rebuild computes from the finished games' logs alone, with the rating keys gone."""
    names = ["ann", "bob", "cy", "dee"]
    plays = [(names[:2], (), [3, 0], None), (names[:3], ("random",), [0, 3, 1, 2], None),
             (names[1:], (), [1, 1, 3], 0), (names, (), [3, 2, 1, 0], None), (names[2:], ("random",), [2, 0, 0], None),
             (["dee", "ann"], (), [0, 3], 1)]
    late = None
    for i, (who, bots, marks, resign) in enumerate(plays):
        if i == 1:  # this game's rating job is held back and runs after the later games' ones
            dispatcher.rate = lambda gid: None
        gid = _play_out(service, dispatcher, _create(service, who, bots), marks, resign)
        if i == 1:
            late = gid
            del dispatcher.rate
        time.sleep(0.002)  # (distinct end times)
    dispatcher.drain()
    assert rate_game(service, late) == "refolded"
    assert rate_game(service, late) == "already"  # a repeated job changes nothing
    live = RatingStore(conn).players("draw-race")
    assert set(live) == set(names)
    assert sum(p["games"] for p in live.values()) == sum(len(p[0]) for p in plays)
    conn.delete(*[key("draw-race", p) for p in ("p", "board", "seen", "games")])
    rebuilt = rebuild(service, "draw-race", write=True)
    assert rebuilt == live
    assert RatingStore(conn).players("draw-race") == live


def test_resignation_is_a_loss_by_finishing_position(service, dispatcher, conn):
    gid = _play_out(service, dispatcher, _create(service, ["ann", "bob", "cy"]), [3, 3, 3], resign=0)
    out = ratings.outcome(service, gid)
    assert {s["account"]: s["place"] for s in out["seats"]}["ann"] == 3
    assert RatingStore(conn).player("draw-race", "ann")["history"][-1]["place"] == 3


def test_timeout_taken_over_by_bot_counts_for_that_seat_only(service, dispatcher, conn):
    """A 3-seat rated game; seat 0's clock runs out and a bot of the creator's chosen level
    finishes for it: the result and the seat say so, and only seat 0's rating moves (a loss)."""
    game = _create(service, ["ann", "bob", "cy"], clock={"per_move_s": 1, "on_timeout": "bot", "timeout_bot": "random"})
    gid = game["id"]
    time.sleep(1.05)
    gid_, version, seat, at_ms = dispatcher.timeouts[-1]
    assert (gid_, seat) == (gid, 0)
    assert clocks.run_timeout(service, gid, version, seat) == "timeout"
    events = service.events(gid, None, 0, 0)["events"]
    assert events[-1]["event"] == {"type": "timeout", "seat": 0, "then": "bot", "bot": "random"}
    _play_out(service, dispatcher, game, [0, 3, 3])
    view = service.view(service.load(gid), None)
    assert view["result"]["taken_over"] == [0] and view["seats"][0]["taken_over"] == "timeout"
    players = RatingStore(conn).players("draw-race")
    assert set(players) == {"ann"} and players["ann"]["wins"] == 0
    assert players["ann"]["history"][-1]["timeout"] is True and players["ann"]["mu"] < MU


from tests.service.test_integration import worker  # noqa: E402,F401  (a real RQ worker process)


@pytest.mark.integration
def test_a_real_rq_worker_rates_the_game_it_ends(redis_server, conn, worker, registry):  # noqa: F811
    """The command that ends a rated game queues its rating update in RQ (job rate-<id>,
    in the append's round trip); a real worker folds it into the leaderboard."""
    from rq.job import Job

    from events.store import RedisEventStore
    from service.games import GameService
    from workers.dispatch import RQDispatcher
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    g = svc.create("draw-race", [{"name": "ann", "account": "ann"}, {"name": "Bot", "bot": "random"}],
                   {"rounds": 1}, None, rated=True)
    lg = svc.load(g["id"])
    svc.play(lg, 0, {"type": "end"}, lg.version)
    deadline = time.time() + 60
    while time.time() < deadline and RatingStore(conn).player("draw-race", "ann") is None:
        time.sleep(0.1)
    p = RatingStore(conn).player("draw-race", "ann")
    assert p is not None, worker.stderr.read1().decode() if worker.poll() is not None else "no rating"
    assert p["games"] == 1 and Job.fetch(f"rate-{g['id']}", connection=conn).func_name == "workers.jobs.run_rating"
    assert svc.finished(svc.load(g["id"]))


def test_rated_table_with_accounts_over_http(client):
    """Seats name accounts (issue 25's seam): a rated table takes them; an open seat of a
    rated table is joined with an account only, once per account."""
    from tests.service.test_accounts import bearer, make_token, new_client, signin, signup
    for name in ("ann", "bob"):
        signup(client, name)
    r = client.post("/v1/games", json={"type": "draw-race", "rated": True, "seats": [{"account": "ann"}, {"account": "ANN"}]})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "account_twice"
    r = client.post("/v1/games", json={"type": "draw-race", "rated": True,
                                       "seats": [{"account": "ann"}, {"open": True}, {"name": "Bot", "bot": "random"}]})
    assert r.status_code == 201, r.get_json()
    gid = r.get_json()["id"]
    r = client.post(f"/v1/games/{gid}/join", json={"name": "guest"})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "account_required"
    ann, bob = new_client(client), new_client(client)
    r = ann.post(f"/v1/games/{gid}/join", json={}, headers=bearer(make_token(ann, signin(ann, "ann"))["token"]))
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "account_twice"
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 1  # nothing appended
    r = bob.post(f"/v1/games/{gid}/join", json={}, headers=bearer(make_token(bob, signin(bob, "bob"))["token"]))
    assert r.status_code == 201, r.get_json()
    view = client.get(f"/v1/games/{gid}").get_json()
    assert view["rated"] is True and [s.get("account") for s in view["seats"]] == ["ann", "bob", None]
