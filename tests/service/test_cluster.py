"""Moonhall on a real Redis Cluster (issue 15): three masters started here on local
ports (slots assigned by CLUSTER ADDSLOTS, joined by CLUSTER MEET), two served nodes
(gunicorn + an RQ worker each, `service.serve`) with EVENTS_REDIS_URL on the cluster
and the RQ queue on a plain Redis, games played across both nodes to the end."""
from __future__ import annotations

import random
import tempfile
import threading
import time
from collections import defaultdict

import pytest

from service.cluster import EmbeddedCluster
from service.embedded import EmbeddedRedis, free_port
from tests.service.fakegame import GAME
from tests.service.test_integration import _env, _http, _serve, _stop

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def stack():
    with tempfile.TemporaryDirectory() as d:
        cluster = EmbeddedCluster(f"{d}/cluster").start()
        queue = EmbeddedRedis(f"{d}/queue", persist=False).start()
        procs = []
        try:
            env = {**_env(queue.url), "EVENTS_REDIS_URL": cluster.url, "EVENTS_REDIS_CLUSTER": "true"}
            ports = [free_port(), free_port()]
            for p in ports:
                procs.append(_serve(env, p))
            yield cluster, [f"http://127.0.0.1:{p}" for p in ports]
        finally:
            codes = [_stop(p) for p in procs]
            queue.stop()
            cluster.stop()
        assert codes == [0] * len(procs)


def _play_across(nodes, type_id, seats, options, seed):
    """Play a game to its end: each request on the other node than the one before."""
    code, g = _http("POST", nodes[0] + "/v1/games", {"type": type_id, "options": options, "seed": seed,
                                                     "seats": [{"name": f"p{i}"} for i in range(seats)]})
    assert code == 201, g
    toks = [s["token"] for s in g["seats"]]
    rng, i, moves, deadline = random.Random(seed), 0, 0, time.time() + 120
    while time.time() < deadline:
        i += 1
        node = nodes[i % 2]
        code, view = _http("GET", f"{node}/v1/games/{g['id']}")
        assert code == 200
        if view["status"] == "finished":
            return g, view, moves
        if not view["to_act"]:  # the table's step: an RQ worker of either node runs it
            _http("GET", f"{nodes[(i + 1) % 2]}/v1/games/{g['id']}/events?after={view['version']}&wait=5")
            continue
        tok = toks[view["to_act"][0]]
        code, ms = _http("GET", f"{nodes[(i + 1) % 2]}/v1/games/{g['id']}/moves", token=tok)
        assert code == 200
        code, out = _http("POST", f"{node}/v1/games/{g['id']}/moves",
                          {"move": rng.choice(ms["moves"]), "expected_version": ms["version"]}, tok)
        assert code == 201, out
        assert out["version"] > ms["version"]
        moves += 1
    raise AssertionError(f"game {g['id']} did not finish")


def test_games_play_to_the_end_across_two_nodes_on_the_cluster(stack):
    cluster, nodes = stack
    for type_id, seats, options in ((GAME.id, 3, {"rounds": 2}), ("azul-summer-pavilion", 2, {})):
        g, view, moves = _play_across(nodes, type_id, seats, options, 5)
        assert view["result"]["winners"] and moves > 5
        # both nodes serve the same finished game and the same history
        other = _http("GET", f"{nodes[1]}/v1/games/{g['id']}")[1]
        assert other["version"] == view["version"] and other["status"] == "finished"
        feed = _http("GET", f"{nodes[0]}/v1/games/{g['id']}/events?after=0")[1]
        assert [e["version"] for e in feed["events"]] == list(range(1, view["version"] + 1))
        assert any(e["by"] == "system" for e in feed["events"])  # the table's steps ran (RQ)


def test_concurrent_identical_moves_on_both_nodes_land_once(stack):
    cluster, nodes = stack
    code, g = _http("POST", nodes[1] + "/v1/games", {"type": GAME.id, "seats": [{"name": "a"}, {"name": "b"}]})
    tok = g["seats"][0]["token"]
    for n in nodes:  # both nodes have the game cached at version 1
        assert _http("GET", f"{n}/v1/games/{g['id']}", token=tok)[1]["version"] == 1
    barrier, codes = threading.Barrier(8), []

    def go(i):
        barrier.wait()
        codes.append(_http("POST", f"{nodes[i % 2]}/v1/games/{g['id']}/moves",
                           {"move": {"type": "mark"}, "expected_version": 1}, tok)[0])

    threads = [threading.Thread(target=go, args=(i,)) for i in range(8)]
    [t.start() for t in threads]
    [t.join() for t in threads]
    assert sorted(codes) == [201] + [409] * 7
    assert cluster.client().xlen(f"mh:g:{{{g['id']}}}:s") == 2
    for n in nodes:  # and each node reads the landed state, whichever served the move
        view = _http("GET", f"{n}/v1/games/{g['id']}", token=tok)[1]
        assert view["version"] == 2 and view["state"]["marks"][0] == 1


def test_every_game_keeps_its_keys_in_one_slot_and_games_spread_over_all_masters(stack):
    cluster, nodes = stack
    for _ in range(12):
        assert _http("POST", nodes[0] + "/v1/games", {"type": GAME.id, "seats": [{"name": "a"}]})[0] == 201
    where: dict[str, set] = defaultdict(set)
    for i, c in enumerate(cluster.node_clients()):
        for key in c.scan_iter("mh:g:*", count=1000):
            where[key.decode().split("{")[1].split("}")[0]].add(i)
    assert len(where) >= 12
    assert all(len(nodes_) == 1 for nodes_ in where.values())  # all of a game's keys on one master
    assert set().union(*where.values()) == {0, 1, 2}            # and the games on all three


def test_the_lobby_pages_through_the_cluster(stack):
    cluster, nodes = stack
    seen, cursor, pages = [], None, 0
    while True:
        q = "?limit=5" + (f"&cursor={cursor}" if cursor else "")
        code, page = _http("GET", nodes[pages % 2] + "/v1/games" + q)
        assert code == 200 and len(page["games"]) <= 5
        seen += [x["id"] for x in page["games"]]
        pages += 1
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) >= 12 and pages >= 3
    created = [x["created"] for x in _http("GET", nodes[0] + "/v1/games?limit=500")[1]["games"]]
    assert created == sorted(created, reverse=True) and len(created) == len(seen)


def test_a_finished_game_is_archived_on_the_cluster_and_both_nodes_serve_it(stack):
    """Issue 30, item 14: the archive is a key in the game's own slot, swapped in by one
    script, so every node reads it (a file under one node's data folder would not be)."""
    import games
    from events.store import RedisEventStore
    from service.games import GameService
    from service.ports import NoDispatch
    from workers.retention import retain

    cluster, nodes = stack
    code, g = _http("POST", nodes[0] + "/v1/games", {"type": GAME.id, "options": {"rounds": 1}, "seed": 3,
                                                     "seats": [{"name": "a", "bot": "random"}, {"name": "b", "bot": "random"}]})
    assert code == 201
    deadline = time.time() + 60
    while (view := _http("GET", f"{nodes[0]}/v1/games/{g['id']}")[1])["status"] != "finished":
        assert time.time() < deadline
        time.sleep(0.2)
    feed = _http("GET", f"{nodes[1]}/v1/games/{g['id']}/events?after=0")[1]
    svc = GameService(RedisEventStore(cluster.client()), {**games.REGISTRY, GAME.id: GAME}, NoDispatch())
    # (the game is filed as ended by the round trip after its last append: a view can say
    # "finished" a moment before that, so the pass is repeated until the game is due)
    deadline = time.time() + 30
    while g["id"] not in retain(svc, now=time.time() + 10, retain_for=1)["archived"]:
        assert time.time() < deadline, "the finished game was never archived"
        time.sleep(0.2)
    keys = [k.decode() for c in cluster.node_clients() for k in c.scan_iter(f"mh:g:{{{g['id']}}}:*")]
    assert keys == [f"mh:g:{{{g['id']}}}:arch"]
    for n in nodes:  # both nodes had it cached; each answers as before
        assert _http("GET", f"{n}/v1/games/{g['id']}") == (200, view)
        assert _http("GET", f"{n}/v1/games/{g['id']}/events?after=0") == (200, feed)


def test_a_stream_ticket_from_one_node_opens_the_stream_on_the_other(stack):
    """Issue 30, item 9: a browser's stream opens with a one-use ticket, kept under the
    game's hash slot, so on the cluster it is found whichever node gave it, and used up
    for both nodes by the first open."""
    import json
    import urllib.request
    cluster, (a, b) = stack
    code, g = _http("POST", a + "/v1/games", {"type": GAME.id, "seats": [{"name": "x"}, {"name": "y"}]})
    assert code == 201
    code, t = _http("POST", f"{a}/v1/games/{g['id']}/stream-ticket", token=g["seats"][1]["token"])
    assert code == 201
    turn = None
    with urllib.request.urlopen(f"{b}/v1/games/{g['id']}/stream?ticket={t['ticket']}", timeout=30) as r:
        event = None
        for line in r:
            line = line.decode().strip()
            event = line[7:] if line.startswith("event: ") else event
            if line.startswith("data: ") and event == "turn":
                turn = json.loads(line[6:])
                break
    assert turn["to_act"] == [0] and turn["you_to_act"] is False  # seat 1's stream
    assert _http("GET", f"{a}/v1/games/{g['id']}/stream?ticket={t['ticket']}")[0] == 401


def test_streams_on_both_nodes_wait_on_one_reader_per_process(stack):
    """Issue 29 on the cluster: 24 SSE streams over 3 games, half on each node, and 4
    lobby long polls wait on one subscribed connection per gunicorn worker process (2
    nodes x 2 workers), none blocked in an XREAD of its own; moves posted to either node
    reach every stream once and in order, through a CLIENT KILL of every reader's
    connection halfway, and a game made then answers the lobby's long polls."""
    import json

    from tests.service.test_fanout import MOVES, Mux, _waiting_clients
    cluster, nodes = stack
    muxes = [Mux(int(n.rsplit(":", 1)[1])) for n in nodes]
    try:
        games = []
        for i in range(3):
            code, g = _http("POST", nodes[i % 2] + "/v1/games", {"type": GAME.id, "seats": [{"name": "solo"}]})
            assert code == 201
            games.append((g["id"], g["seats"][0]["token"]))
        streams = [(gi, mux, mux.open(f"/v1/games/{gid}/stream", tok if k % 2 else None))
                   for k in range(4) for gi, (gid, tok) in enumerate(games) for mux in muxes]
        lobby_v = _http("GET", nodes[0] + "/v1/lobby/changes")[1]["version"]
        lobby = [(mux, mux.open(f"/v1/lobby/changes?after={lobby_v}&wait=25")) for _ in range(2) for mux in muxes]
        deadline = time.time() + 30
        while time.time() < deadline and not all(m.ids(i) == [1] for _, m, i in streams):
            time.sleep(0.1)
        time.sleep(0.5)  # the lobby's long polls wait too
        # the lobby's long polls on the fan-out readers' connections: one subscribed a process
        # in all (the lobby's wait held another of its own), whichever master each is on
        waiting = [c for r in cluster.node_clients() for c in _waiting_clients(r)]
        assert len(waiting) <= 4 and not [c for c in waiting if "b" in c["flags"]], waiting
        assert not any(m.closed[i] for m, i in lobby)
        for v, move in enumerate(MOVES, start=1):
            if v == 3:
                for r in cluster.node_clients():
                    r.client_kill_filter(_type="pubsub")
                code, _ = _http("POST", nodes[1] + "/v1/games", {"type": GAME.id, "seats": [{"name": "late"}]})
                assert code == 201  # the lobby changes while the readers are away
            for gi, (gid, tok) in enumerate(games):
                code, out = _http("POST", f"{nodes[(gi + v) % 2]}/v1/games/{gid}/moves",
                                  {"move": move, "expected_version": v}, tok)
                assert code == 201, out
        want = list(range(1, len(MOVES) + 2))
        while time.time() < deadline and not all(m.ids(i) == want for _, m, i in streams):
            time.sleep(0.1)
        assert [m.ids(i) for _, m, i in streams] == [want] * len(streams)
        for m, i in lobby:
            while time.time() < deadline and not m.closed[i]:
                time.sleep(0.05)
            got = json.loads(m.body(i).decode())
            assert got["changed"] is True and got["version"] > lobby_v, got
        assert len([c for r in cluster.node_clients() for c in _waiting_clients(r)]) <= 4
    finally:
        for m in muxes:
            m.close()


def test_the_event_stores_cluster_client_holds_a_bounded_pool_per_master(stack, monkeypatch):
    """Issue 29: each master's pool of the cluster client is capped as one Redis's is
    (MOONHALL_REDIS_CONNECTIONS; requests wait for a free connection): unbounded, 10,000
    streams opened at once over two nodes took 134-300 connections of the masters. A
    burst of 100 threads reading at once opens at most the cap on each master."""
    import redis

    from service import wiring
    cluster, _ = stack
    monkeypatch.setenv("EVENTS_REDIS_URL", cluster.url)
    monkeypatch.setenv("EVENTS_REDIS_CLUSTER", "true")
    monkeypatch.setattr(wiring, "_events_clients", {})
    monkeypatch.setattr(wiring, "POOL_CONNECTIONS", 4)
    rc = wiring.events_client(None)
    barrier = threading.Barrier(100)

    def burst(i):
        barrier.wait()
        for k in range(20):
            rc.get(f"mh:g:{{burst{i}-{k}}}:m")
    threads = [threading.Thread(target=burst, args=(i,)) for i in range(100)]
    [t.start() for t in threads]
    [t.join(60) for t in threads]
    try:
        pools = [rc.get_redis_connection(n).connection_pool for n in rc.get_primaries()]
        assert len(pools) == 3
        for pool in pools:
            assert isinstance(pool, redis.BlockingConnectionPool) and pool.max_connections == 4
            assert 1 <= len([c for c in pool._connections if c is not None]) <= 4
    finally:
        rc.close()
