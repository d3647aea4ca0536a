"""The golden corpus (issue 27): every recorded stream under tests/golden/ folds, through the
service's load path, to the views and results it was recorded with (tools/golden.py; a few
seconds: the streams are short and the views are compared at a few versions each)."""
from __future__ import annotations

import copy
import tempfile
from collections import Counter

import pytest
import redis

import games
from games.azul_summer_pavilion import AzulSummerPavilion
from service.embedded import EmbeddedRedis
from tools import golden

CORPUS = golden.load_corpus()


@pytest.fixture(scope="module")
def conn():
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        c = redis.Redis.from_url(server.url)
        yield c  # our own server: tools.golden.check flushes it
        c.close()
        server.stop()


def test_every_corpus_game_folds_to_its_recorded_views_and_result(conn):
    assert golden.check(games.REGISTRY, CORPUS, conn=conn) == []


def test_the_corpus_covers_every_game_type_finished_and_unfinished():
    """Every game type, finished and unfinished games, undo records, forfeits in games of
    3-4 players, a lost timeout, a solo game, both Blue Moon editions and built decks."""
    by_type = {doc["type"]: doc["games"] for doc in CORPUS}
    assert set(by_type) == set(games.REGISTRY)
    kinds, changes, size = Counter(), Counter(), 0
    for type_id, gs in by_type.items():
        status = {g["final"]["spectator"]["status"] for g in gs}
        assert status == {"finished", "active"}, type_id
        for g in gs:
            assert g["meta"]["type"] == type_id and g["meta"]["rules_version"] == "1"
            assert not any(k.startswith("tok:") for k in g["meta"])  # no token hashes kept
            kinds.update(r["k"] for r in g["records"])
            changes.update((r["ch"]["type"], len(g["records"][0]["ch"]["seats"]) > 2)
                           for r in g["records"] if r["k"] == "seat")
    assert kinds["undo"] >= 10 and changes[("resigned", True)] >= 2 and changes[("timeout", True)] >= 1
    assert changes[("resigned", False)] >= 1  # a 2-player game ended by a resignation
    configs = [g["records"][0]["cfg"] for g in by_type["nova-luna"]]
    assert any(c["players"] == 1 for c in configs)
    bm = [g["records"][0]["cfg"] for g in by_type["blue-moon"] + by_type["legends-of-blue-moon"]]
    assert {c["edition"] for c in bm} == {"original", "legends"}
    assert len({tuple(c["decks"]) for c in bm}) >= 4
    assert any(any(isinstance(d, list) for d in c.get("deck_lists") or ()) for c in bm)
    size = sum(p.stat().st_size for p in golden.CORPUS.glob("*.json"))
    assert size < 3_000_000


class AzulOffByOne(AzulSummerPavilion):
    """Azul with a deliberate change of ``evolve``: seat 0 scores one more at the start of
    every round after the first (an event the table plays: no undo crosses it)."""

    def evolve(self, state, event):
        state = super().evolve(state, event)
        if event["type"] == "round_started":
            state = copy.deepcopy(state)
            state["seats"][0]["score"] += 1
        return state


def test_a_changed_evolve_fails_the_corpus_naming_the_game_and_version(conn):
    """The check on a registry whose Azul ``evolve`` differs by one point reports exactly
    the Azul games that reach a new round, each at the first kept version after it; the
    other game types fold as recorded."""
    registry = {**games.REGISTRY, "azul-summer-pavilion": AzulOffByOne()}
    docs = [d for d in CORPUS if d["type"] in ("azul-summer-pavilion", "nova-luna")]
    want = {}
    for g in next(d for d in docs if d["type"] == "azul-summer-pavilion")["games"]:
        starts = [v for v, r in enumerate(g["records"], start=1)
                  if r["k"] == "game" and r["e"]["type"] == "round_started"]
        if starts:
            want[g["name"]] = min(c["version"] for c in g["checks"] if c["version"] >= starts[0])
    assert len(want) >= 2  # (and one Azul game ends by resignation before round 2)
    diffs = golden.check(registry, docs, conn=conn)
    assert {d["game"]: d["version"] for d in diffs} == want
    assert all(d["type"] == "azul-summer-pavilion" and "spectator" in d["readers"] for d in diffs)
    # the unchanged rules fold the same documents as recorded (the change is what differs)
    assert golden.check(games.REGISTRY, docs, conn=conn) == []


def test_a_changed_event_view_or_an_unfoldable_stream_is_reported(conn):
    """The feeds are compared too (a game's ``event_view`` shows each record), and a stream
    today's ``evolve`` cannot fold at all is reported with the error, not raised."""
    nova = games.REGISTRY["nova-luna"]
    docs = [d for d in CORPUS if d["type"] == "nova-luna"]

    class Chatty(type(nova)):
        def event_view(self, event, seat):
            return {**super().event_view(event, seat), "note": "new"}

    class Broken(type(nova)):
        def evolve(self, state, event):  # e.g. a renamed event field without an upcaster
            raise KeyError("points")

    diffs = golden.check({**games.REGISTRY, "nova-luna": Chatty()}, docs, conn=conn)
    assert {d["game"] for d in diffs} == {g["name"] for g in docs[0]["games"]}
    assert all(d["feed"] and "spectator" in d["readers"] for d in diffs)
    diffs = golden.check({**games.REGISTRY, "nova-luna": Broken()}, docs, conn=conn)
    assert len(diffs) == len(docs[0]["games"]) and all(d["error"] == "KeyError: 'points'" for d in diffs)
