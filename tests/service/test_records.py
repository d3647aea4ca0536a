"""Game records (issue 27, "Records"): ``GET /v1/games/{id}/record``, ``POST /v1/games/import``
and the offline verifier ``python -m tools.verify`` (service/records.py), on the real service
with a real Redis.

* export -> import -> the same views (and feed) at every version, for random games of every
  type, and a table with a join, undos, a resignation and a clock;
* every single-byte change of an event is refused, naming that event's version; a forger
  who re-chains is stopped by the rules, the seed commitment, or the game not being over;
  nothing is written on a refusal;
* a seat's record mid-game does not change when what it cannot see is re-dealt;
* the verifier as a real process; the record against docs/record.schema.json and the
  API document.
"""
from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

import games
from events.model import Record
from games.base import SYSTEM
from service import openapi, records
from tests.service.fakegame import GAME as DRAW_RACE
from tests.service.test_openapi import Checker

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "record.schema.json").read_text())
REAL = sorted(games.REGISTRY)
G = "/v1/games"


def auth(t):
    return {"Authorization": f"Bearer {t}"}


def _bot_game(client, dispatcher, type_id, seed, players=2):
    """A finished game played by the strongest bot that answers at once (not the expert)."""
    game = games.REGISTRY.get(type_id) or DRAW_RACE
    level = [lv for lv in game.bot_levels if lv != "expert"][-1]
    g = client.post(G, json={"type": type_id, "seed": seed, "hints": True,  # (a table flag the views show)
                             "seats": [{"name": f"b{i}", "bot": level} for i in range(players)]})
    assert g.status_code == 201, g.json
    dispatcher.drain(limit=20000)
    return g.json["id"]


def _same_views(client, a, b, version):
    """The views of games ``a`` and ``b`` are the same at every version (a spectator's,
    which is everything once the game is over), apart from their ids and the import mark;
    so are their event feeds."""
    def clean(env):
        env = dict(env)
        env.pop("id")
        env.pop("imported", None)
        if env.get("clock") and env["clock"]["running_seats"]:  # the time left of a past version's
            env["clock"] = {k: v for k, v in env["clock"].items()  # running seat counts to now
                            if k not in ("remaining_ms", "deadline")}
        return env
    for v in range(1, version + 1):
        va, vb = client.get(f"{G}/{a}/states/{v}"), client.get(f"{G}/{b}/states/{v}")
        assert va.status_code == vb.status_code == 200
        assert clean(va.json) == clean(vb.json), f"views differ at version {v}"
    now_a, now_b = client.get(f"{G}/{a}").json, client.get(f"{G}/{b}").json
    assert clean(now_a) == clean(now_b) and now_b["status"] == "finished"
    assert client.get(f"{G}/{a}/events").json == client.get(f"{G}/{b}/events").json


def _keys(conn):
    return sorted(k for k in conn.keys("mh:*") if b":rl" not in k)


# ---------------------------------------------------------------------------- round trip
@pytest.mark.parametrize("type_id", REAL)
def test_export_import_gives_the_same_game_at_every_version(client, dispatcher, service, type_id):
    gid = _bot_game(client, dispatcher, type_id, seed=2700 + REAL.index(type_id))
    rec = client.get(f"{G}/{gid}/record")
    assert rec.status_code == 200
    doc = rec.json
    assert doc["format"] == "moonhall-record/1" and doc["complete"] is True and doc["status"] == "finished"
    assert records.commitment(doc["nonce"], doc["seed"]) == doc["commitment"]
    assert doc["head"] == doc["events"][-1]["hash"] and len(doc["events"]) == doc["version"]
    assert not list(Draft202012Validator(SCHEMA).iter_errors(doc))
    # every command's first event carries the move played (bots' and the table's)
    firsts = [e for e in doc["events"] if e["kind"] == "game" and e["version"] == e["cmd"] + 1]
    assert firsts and all("move" in e for e in firsts)
    imp = client.post(f"{G}/import", json=doc)
    assert imp.status_code == 201, imp.json
    new = imp.json["id"]
    assert new != gid and imp.json["imported"]["origin"] == gid and imp.json["imported"]["head"] == doc["head"]
    _same_views(client, gid, new, doc["version"])
    assert client.get(f"{G}/{new}").json["imported"]["origin"] == gid
    assert doc["hints"] is True and client.get(f"{G}/{new}").json["hints"] is True
    # the imported game's own record is the original's, hash for hash
    again = client.get(f"{G}/{new}/record").json
    assert again["head"] == doc["head"] and again["events"] == doc["events"]
    # read-only: a finished game, and no seat holds a token
    assert client.post(f"{G}/{new}/resign", headers=auth("x")).status_code == 401
    assert service.store.meta(new)["imported"]


def test_a_table_with_a_join_undos_a_resignation_and_a_clock_round_trips(client, dispatcher, service):
    """Table records (join, resign) and undo records are part of the record; the import
    replays them (an undo must be one the seat was allowed) and the clock reads the same."""
    g = client.post(G, json={"type": DRAW_RACE.id, "seed": 11, "resign_bot": "random", "options": {"rounds": 2},
                             "clock": {"initial_s": 600, "increment_s": 5},
                             "seats": [{"name": "ann"}, {"open": True}, {"name": "cy"}]}).json
    gid = g["id"]
    tok = {0: g["seats"][0]["token"], 2: g["seats"][2]["token"]}
    tok[1] = client.post(f"{G}/{gid}/join", json={"name": "bo"}).json["token"]

    def move(seat, m):
        v = client.get(f"{G}/{gid}").json["version"]
        r = client.post(f"{G}/{gid}/moves", json={"move": m, "expected_version": v}, headers=auth(tok[seat]))
        assert r.status_code == 201, r.json
        dispatcher.drain()

    move(0, {"type": "mark"})
    move(0, {"type": "mark"})
    assert client.post(f"{G}/{gid}/undo", json={}, headers=auth(tok[0])).status_code == 201
    move(0, {"type": "draw"})
    move(0, {"type": "end"})
    move(1, {"type": "mark"})
    assert client.post(f"{G}/{gid}/undo", json={}, headers=auth(tok[1])).status_code == 201
    move(1, {"type": "end"})
    assert client.post(f"{G}/{gid}/resign", headers=auth(tok[2])).status_code == 201  # a bot plays on
    dispatcher.drain()
    while (view := client.get(f"{G}/{gid}").json)["status"] != "finished":
        seat = view["to_act"][0]
        move(seat, {"type": "end"})
    # mid-game a seat's record showed only its own moves; now it is complete for everyone
    doc = client.get(f"{G}/{gid}/record", headers=auth(tok[1])).json
    assert doc["complete"] and doc["seat"] is None
    kinds = [e["kind"] for e in doc["events"]]
    assert {"undo", "seat"} <= set(kinds)
    changes = [e["change"]["type"] for e in doc["events"] if e["kind"] == "seat"]
    assert changes == ["joined", "resigned"]
    assert "tok" not in json.dumps(doc["events"])  # no token hash, ever
    assert all("at" in e for e in doc["events"]) and any("run" in e for e in doc["events"])
    assert not list(Draft202012Validator(SCHEMA).iter_errors(doc))
    new = client.post(f"{G}/import", json=doc)
    assert new.status_code == 201, new.json
    _same_views(client, gid, new.json["id"], doc["version"])
    fin = client.get(f"{G}/{new.json['id']}").json
    assert fin["result"]["forfeited"] == [2] and fin["clock"]["kind"] == "fischer"

    # another move than the one played (re-chained): the rules decide other events for it
    forged = copy.deepcopy(doc)
    marked = next(e for e in forged["events"] if e.get("move") == {"type": "mark"})
    marked["move"] = {"type": "end"}
    r = client.post(f"{G}/import", json=records.chain(forged))
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == marked["version"]
    # an undo the seat was not allowed (across its draw, a reveal) is refused by version
    forged = copy.deepcopy(doc)
    draw_v = next(e["version"] for e in forged["events"] if e["kind"] == "game" and e["event"]["type"] == "drew")
    undo = next(e for e in forged["events"] if e["kind"] == "undo" and e["version"] > draw_v)
    undo["to"] = draw_v - 1
    r = client.post(f"{G}/import", json=records.chain(forged))
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == undo["version"]


def test_undos_across_a_snapshot_mark_round_trip_with_their_snapshots(client, dispatcher, conn):
    """The import appends as the command path does: a snapshot at each multiple of
    SNAPSHOT_EVERY, and an undo whose target lies before its window's mark on its own,
    with its own snapshot (issue 30, item 1) - so a cold load of the imported game folds
    as little as the original's."""
    from projections.state import SNAPSHOT_EVERY
    g = client.post(G, json={"type": DRAW_RACE.id, "seed": 4, "options": {"rounds": 1},
                             "seats": [{"name": "a"}, {"name": "b", "bot": "random"}]}).json
    gid, h = g["id"], auth(g["seats"][0]["token"])

    def post(path, body):
        r = client.post(f"{G}/{gid}/{path}", json=body, headers=h)
        assert r.status_code == 201, r.json
        return r.json["version"]

    v = 1
    while v < SNAPSHOT_EVERY - 2:  # mark and undo until just before the mark
        post("moves", {"move": {"type": "mark"}, "expected_version": v})
        v = post("undo", {})
    for _ in range(3):
        v = post("moves", {"move": {"type": "mark"}, "expected_version": v})
    assert v > SNAPSHOT_EVERY
    target = client.get(f"{G}/{gid}", headers=h).json["undo_to"]
    assert target < SNAPSHOT_EVERY
    v = post("undo", {"to_version": target})
    post("moves", {"move": {"type": "end"}, "expected_version": v})
    dispatcher.drain()
    doc = client.get(f"{G}/{gid}/record").json
    new = client.post(f"{G}/import", json=doc)
    assert new.status_code == 201, new.json
    snaps = {k.decode() for k in conn.hkeys(f"mh:g:{{{new.json['id']}}}:snap")}
    assert snaps == {k.decode() for k in conn.hkeys(f"mh:g:{{{gid}}}:snap")} >= {str(SNAPSHOT_EVERY), f"u{v}"}
    _same_views(client, gid, new.json["id"], doc["version"])


# ---------------------------------------------------------------------------- tampering
def _short_record(client, seed=5):
    """A short finished draw-race game's complete record (a few dozen events)."""
    g = client.post(G, json={"type": DRAW_RACE.id, "seed": seed, "options": {"rounds": 1},
                             "seats": [{"name": "a"}, {"name": "b", "bot": "random"}]}).json
    gid, h = g["id"], auth(g["seats"][0]["token"])
    for m in ({"type": "mark"}, {"type": "draw"}, {"type": "mark"}, {"type": "end"}):
        v = client.get(f"{G}/{gid}").json["version"]
        assert client.post(f"{G}/{gid}/moves", json={"move": m, "expected_version": v}, headers=h).status_code == 201
    return gid


def test_every_single_byte_change_of_an_event_is_refused(client, dispatcher, registry):
    """Each byte of each event's canonical JSON, XOR 0x01, 0x22 and 0x5a: the record no
    longer parses (400 over HTTP) or ``verify`` names exactly that event's version."""
    gid = _short_record(client)
    dispatcher.drain()
    doc = client.get(f"{G}/{gid}/record").json
    assert doc["complete"]
    records.verify(registry, doc)  # the untouched record passes
    flips = named = 0
    for e in doc["events"]:
        f, n = _flip_every_byte(registry, doc, e["version"], masks=(0x01, 0x22, 0x5a))
        flips, named = flips + f, named + n
    assert flips > 1000 and named > flips // 2


def _flip_every_byte(registry, doc, k, masks=(0x01,)):
    """Change each byte of entry ``k``'s canonical JSON inside the record's (one at a time):
    each change is refused - the text is no JSON, or ``verify`` names version ``k``."""
    text = records.canonical(doc)
    raw = records.canonical(doc["events"][k - 1])
    at = text.find(raw)
    assert at > 0 and text.find(raw, at + 1) == -1
    flips = named = 0
    for i in range(len(raw)):
        for mask in masks:
            bad = bytearray(text)
            bad[at + i] ^= mask
            flips += 1
            try:
                tampered = json.loads(bytes(bad).decode("utf-8"))
            except (ValueError, UnicodeDecodeError):
                continue
            with pytest.raises(records.RecordError) as err:
                records.verify(registry, tampered)
            assert err.value.version == k, (k, i, mask, err.value)
            named += 1
    return flips, named


@pytest.mark.parametrize("type_id", REAL)
def test_a_tampered_record_is_refused_over_http_and_nothing_is_written(client, dispatcher, conn, registry, type_id):
    gid = _bot_game(client, dispatcher, type_id, seed=99)
    doc = client.get(f"{G}/{gid}/record").json
    before = _keys(conn)
    rng = random.Random(type_id)
    # every byte of one event of the game, one at a time
    flips, named = _flip_every_byte(registry, doc, rng.randrange(2, min(40, len(doc["events"]))))
    assert named > flips // 2
    # a changed byte in an event (its hash no longer matches)
    k = rng.randrange(2, len(doc["events"]))
    bad = copy.deepcopy(doc)
    bad["events"][k - 1]["at"] += 1
    r = client.post(f"{G}/import", json=bad)
    assert r.status_code == 422 and r.json["error"]["code"] == "record_invalid"
    assert r.json["error"]["details"]["version"] == k
    # a forger who re-chains: another event than the rules decide (the first game event changed)
    forged = copy.deepcopy(doc)
    first = next(e for e in forged["events"] if e["kind"] == "game" and e["seat"] != SYSTEM)
    first["event"] = {**first["event"], "forged": True}
    r = client.post(f"{G}/import", json=records.chain(forged))
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == first["version"], r.json
    # another seed (and a nonce and commitment to match it): not the chance that was played
    forged = copy.deepcopy(doc)
    forged["seed"] += 1
    forged["commitment"] = records.commitment(forged["nonce"], forged["seed"])
    r = client.post(f"{G}/import", json=records.chain(forged))
    assert r.status_code == 422 and r.json["error"]["details"]["version"] is not None
    # the seed alone changed: the commitment does not match
    forged = copy.deepcopy(doc)
    forged["seed"] += 1
    r = client.post(f"{G}/import", json=forged)
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == 1
    # the end cut off (and the head moved to the new last entry): not a finished game
    cut = copy.deepcopy(doc)
    cut["events"] = cut["events"][:-3]
    r = client.post(f"{G}/import", json=records.chain(cut))
    assert r.status_code == 422 and r.json["error"]["code"] == "record_incomplete"
    assert r.json["error"]["details"]["version"] == len(cut["events"]) + 1
    # the head alone changed
    r = client.post(f"{G}/import", json={**doc, "head": "0" * 64})
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == len(doc["events"])
    assert _keys(conn) == before  # nothing written by any refusal


def test_bad_input_is_400_or_413_and_a_seats_record_is_not_importable(client, dispatcher, conn):
    check = Checker(yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8")))
    IMP, REC = "/v1/games/import", "/v1/games/{gid}/record"
    g = client.post(G, json={"type": DRAW_RACE.id, "seats": [{"name": "a"}, {"name": "b"}]}).json
    before = _keys(conn)
    for body in (b"{nope", b"", b"[1]", json.dumps({"format": "pgn", "events": []}).encode(),
                 json.dumps({"format": records.FORMAT, "events": []}).encode(), b"[" * 100000 + b"]" * 100000):
        r = client.post(f"{G}/import", data=body, content_type="application/json")
        assert check(r, IMP, "post")["error"]["code"] == "bad_request", body[:30]
    big = b'{"format": "moonhall-record/1", "x": "' + b"x" * records.MAX_RECORD_BYTES + b'"}'
    r = client.post(f"{G}/import", data=big, content_type="application/json")
    assert r.status_code == 413 and check(r, IMP, "post")["error"]["code"] == "payload_too_large"
    # a seat's record of a running game: a valid chain, but no seed - nothing to rebuild
    seat_rec = check(client.get(f"{G}/{g['id']}/record", headers=auth(g["seats"][0]["token"])), REC)
    assert seat_rec["complete"] is False and seat_rec["seat"] == 0 and "nonce" not in seat_rec
    assert "seed" not in seat_rec and "seed" not in json.dumps(seat_rec["events"])
    r = client.post(f"{G}/import", json=seat_rec)
    assert check(r, IMP, "post")["error"]["code"] == "record_incomplete"
    r = client.post(f"{G}/import", json={**seat_rec, "head": "x"})
    assert check(r, IMP, "post")["error"]["code"] == "record_invalid"
    # odd shapes are refused, never a server error: a number JSON cannot carry (read as
    # infinity), a type that is no string, a table that is no table (re-chained)
    inf = b'{"format": "moonhall-record/1", "events": [{"x": 1e999}], "pad": 12345678901234567890}'
    r = client.post(f"{G}/import", data=inf, content_type="application/json")
    assert check(r, IMP, "post")["error"]["details"]["version"] == 1
    r = client.post(f"{G}/import", json=records.chain({**seat_rec, "type": ["x"]}))
    assert check(r, IMP, "post")["error"]["code"] == "record_invalid"
    assert _keys(conn) == before
    check(client.get(f"{G}/{g['id']}/record"), REC)                                # a spectator's
    check(client.get(f"{G}/{g['id']}/record", headers=auth("nope")), REC)         # 401
    check(client.get(f"{G}/nope/record"), REC)                                     # 404
    gid = _short_record(client)
    dispatcher.drain()
    doc = check(client.get(f"{G}/{gid}/record"), REC)
    odd = copy.deepcopy(doc)
    odd["events"][0]["table"]["clock"] = {"kind": "fischer"}
    r = client.post(f"{G}/import", json=records.chain(odd))
    assert check(r, IMP, "post")["error"]["code"] == "record_invalid"
    odd["events"][0]["table"] = {"players": 2, "seats": [1, 2]}
    r = client.post(f"{G}/import", json=records.chain(odd))
    assert check(r, IMP, "post")["error"]["details"]["version"] == 1
    # a rules version this server does not play (a newer release's): not checkable here
    r = client.post(f"{G}/import", json=records.chain({**doc, "rules_version": 99}))
    assert check(r, IMP, "post")["error"]["details"]["version"] == 1
    assert "rules version 99" in r.json["error"]["message"]
    assert check(client.post(f"{G}/import", json=doc), IMP, "post")["id"]        # 201
    documented = {(p, m, s) for p, item in check.doc["paths"].items() for m, op in item.items()
                  if p in (IMP, REC) and isinstance(op, dict) for s in op.get("responses", {})}
    # (the limiter is wsgi's: below; 414 and 431 are gunicorn's, provoked in test_serving.py)
    assert documented - check.seen - {(p, m, s) for p, m, s in documented if s in openapi.SERVER_LIMITS} \
        == {(IMP, "post", "429"), (REC, "get", "429")}  # the record's read limit: tests/service/test_bot_limits.py


def test_imports_are_rate_limited(service, redis_server):
    from service.http import create_app
    from service.limits import install_rate_limits
    app = create_app(service, lambda: (True, {}))
    install_rate_limits(app, redis_server.url, create="off", moves="off", imports="2/minute")
    c = app.test_client()
    codes = [c.post(f"{G}/import", json={"format": "x"}).status_code for _ in range(3)]
    assert codes == [400, 400, 429]
    check = Checker(yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8")))
    check(c.post(f"{G}/import", json={}), "/v1/games/import", "post")


def test_an_older_game_without_moves_or_chance_by_reveals_is_checked_by_search(client, dispatcher, service, conn, registry):
    """A game stored before moves were kept (no ``m``) and before chance by reveals (meta
    without ``chance``: draws by version): the import finds each move among the legal
    moves and draws by version."""
    g = client.post(G, json={"type": DRAW_RACE.id, "seed": 8, "options": {"rounds": 1},
                             "seats": [{"name": "a"}, {"name": "b", "bot": "random"}]}).json
    gid = g["id"]
    conn.hdel(f"mh:g:{{{gid}}}:meta", "chance")
    service.forget(gid)
    h = auth(g["seats"][0]["token"])
    for m in ({"type": "draw"}, {"type": "draw"}, {"type": "end"}):
        v = client.get(f"{G}/{gid}").json["version"]
        assert client.post(f"{G}/{gid}/moves", json={"move": m, "expected_version": v}, headers=h).status_code == 201
    dispatcher.drain()
    # strip the moves from the stream, and the table from the created record, as an older
    # server stored them (the seats then come from the meta)
    stream = f"mh:g:{{{gid}}}:s"
    entries = conn.xrange(stream)
    conn.delete(stream, f"mh:g:{{{gid}}}:snap")
    for eid, fields in entries:
        d = json.loads(fields[b"d"])
        d.pop("m", None)
        d.pop("ch", None)
        conn.xadd(stream, {"d": json.dumps(d)}, id=eid)
    service.forget(gid)
    doc = client.get(f"{G}/{gid}/record").json
    assert doc["chance"] == "version" and not any("move" in e for e in doc["events"])
    assert [s["name"] for s in doc["events"][0]["table"]["seats"]] == ["a", "b"]
    checked = records.verify(registry, doc)
    own = {e["cmd"] for e in doc["events"] if e["kind"] == "game" and e["seat"] != SYSTEM}
    assert checked.searched == len(own) > 0  # (the table's steps are its auto_move: no search)
    r = client.post(f"{G}/import", json=doc)
    assert r.status_code == 201, r.json
    _same_views(client, gid, r.json["id"], doc["version"])
    # drawing by reveals instead would be other cards: the record says how it was drawn
    forged = records.chain({**doc, "chance": "reveals"})
    with pytest.raises(records.RecordError):
        records.verify(registry, forged)


# ---------------------------------------------------------------------------- fair play
def _dr_redeal(state, events, viewer, rng):
    hands = [h if i == viewer else [rng.randrange(1, 10) for _ in h] for i, h in enumerate(state["hands"])]
    evts = [dict(e, card=rng.randrange(1, 10)) if e["type"] == "drew" and e["seat"] != viewer else e for e in events]
    return {**state, "hands": hands, "deck": sorted(state["deck"], key=lambda _: rng.random())}, evts


def _bmc_redeal(state, events, viewer, rng):
    from tests.games.blue_moon_city.test_bmc_hidden import perturb, redraw
    return perturb(state, viewer, rng), [redraw(e, viewer, rng) for e in events]


def _bm_redeal(state, events, viewer, rng):
    from tests.test_fairness import _bm_redeal as redeal
    return redeal(state, viewer, rng), events


def _nl_redeal(state, events, viewer, rng):
    pile = list(state["pile"])
    rng.shuffle(pile)
    return {**state, "pile": pile}, events


#: game -> the re-deal of what a seat cannot see, in the initial state and in the events
#: (the games' own hidden-information helpers, as tests/test_fairness.py uses them). Azul
#: hides nothing: its bag holds counts, and every draw from it is shown to all.
REDEAL = {DRAW_RACE.id: _dr_redeal, "blue-moon-city": _bmc_redeal, "blue-moon": _bm_redeal,
          "legends-of-blue-moon": _bm_redeal, "nova-luna": _nl_redeal}


@pytest.mark.parametrize("type_id", sorted(REDEAL))
def test_a_seats_record_mid_game_does_not_change_when_its_unseen_parts_are_re_dealt(client, service, dispatcher, registry, type_id):
    """Fair play (issue 27): a seat's record while the game runs - the created state, every
    event, the moves, the hashes and the head - is the same whatever the seat cannot see:
    the other seats' hands, the deck's order, chance not yet shown to it."""
    game = registry[type_id]
    players = 3 if type_id == DRAW_RACE.id else 2
    options = {"rounds": 5} if type_id == DRAW_RACE.id else {}
    g = client.post(G, json={"type": type_id, "seed": 31, "options": options,
                             "seats": [{"name": f"p{i}"} for i in range(players)]}).json
    gid = g["id"]
    rng = random.Random(31)
    for _ in range(60):  # random legal moves by every seat until mid-game
        lg = service.load(gid)
        if game.is_over(lg.state) or lg.version > 25:
            break
        if game.auto_move(lg.state) is not None:
            dispatcher.drain(limit=1)
            continue
        seat = game.to_act(lg.state)[0]
        service.play(lg, seat, rng.choice(game.legal_moves(lg.state, seat)), lg.version)
    lg = service.load(gid)
    assert not service.finished(lg) and lg.version > 3
    recs = service.store.read(gid)
    for viewer in range(players):
        mine = client.get(f"{G}/{gid}/record", headers=auth(g["seats"][viewer]["token"])).json
        assert mine["complete"] is False and mine["seat"] == viewer
        built = records.build(game, gid, lg.meta, recs, viewer, False)
        assert {k: v for k, v in mine.items() if k not in ("status", "result")} == built
        # other moves are not shown, the seat's own are
        assert all(e.get("seat") == viewer for e in mine["events"] if "move" in e)
        assert not any("reveals" in e for e in mine["events"])
        assert not list(Draft202012Validator(SCHEMA).iter_errors(mine))
        changed = 0
        for trial in range(3):
            state, events = REDEAL[type_id](recs[0].state, [r.event for r in recs if r.kind == "game"],
                                            viewer, random.Random(trial))
            it = iter(events)
            alt = [Record(1, "created", config=recs[0].config, state=state, change=recs[0].change, at=recs[0].at,
                          run=recs[0].run)] + [
                Record(r.version, r.kind, seat=r.seat, cmd=r.cmd, event=next(it), reveals=r.reveals, to=r.to,
                       change=r.change, at=r.at, run=r.run, move=r.move if r.seat == viewer else {"type": "other"})
                if r.kind == "game" else r for r in recs[1:]]
            assert records.build(game, gid, lg.meta, alt, viewer, False) == built, f"seat {viewer} sees a re-deal"
            changed += records.build(game, gid, lg.meta, alt, None, True) != records.build(game, gid, lg.meta, recs, None, True)
        assert changed, "the re-deal changed nothing: the test would prove nothing"
    spectator = client.get(f"{G}/{gid}/record").json
    assert spectator["seat"] is None and not any("move" in e for e in spectator["events"])


# ---------------------------------------------------------------------------- the verifier
def test_the_offline_verifier_as_a_real_process(client, dispatcher, tmp_path):
    gid = _short_record(client)
    dispatcher.drain()
    doc = client.get(f"{G}/{gid}/record").json
    env = {**os.environ, "MOONHALL_GAME_MODULES": "tests.service.fakegame", "PYTHONPATH": str(ROOT)}

    def run(*args, stdin=None):
        return subprocess.run([sys.executable, "-m", "tools.verify", *args], cwd=ROOT, env=env, input=stdin,
                              capture_output=True, text=True, timeout=120)

    good = tmp_path / "record.json"
    good.write_text(json.dumps(doc))
    out = run(str(good))
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("VALID complete record") and doc["head"] in out.stdout
    summary = json.loads(run("--json", str(good)).stdout)
    assert summary["valid"] and summary["commitment"] == "ok" and summary["commands"] > 3
    assert run("-", stdin=json.dumps(doc)).returncode == 0
    bad = copy.deepcopy(doc)
    bad["events"][4]["event"]["seat"] = 1 - bad["events"][4]["event"].get("seat", 0)
    (tmp_path / "bad.json").write_text(json.dumps(bad))
    out = run(str(tmp_path / "bad.json"))
    assert out.returncode == 1 and "INVALID at version 5" in out.stdout
    (tmp_path / "forged.json").write_text(json.dumps(records.chain(bad)))  # re-chained: the rules say no
    out = run("--json", str(tmp_path / "forged.json"))
    assert out.returncode == 1 and json.loads(out.stdout)["version"] == 5
    (tmp_path / "nope.json").write_text("{nope")
    assert run(str(tmp_path / "nope.json")).returncode == 1
    assert run(str(tmp_path / "missing.json")).returncode == 2
    # a seat's record of a running game: its chain is checked, the rules are not
    g = client.post(G, json={"type": DRAW_RACE.id, "seats": [{"name": "a"}, {"name": "b"}]}).json
    seat = client.get(f"{G}/{g['id']}/record", headers=auth(g["seats"][1]["token"])).json
    (tmp_path / "seat.json").write_text(json.dumps(seat))
    out = run(str(tmp_path / "seat.json"))
    assert out.returncode == 0 and "record of seat 1" in out.stdout and "not checked" in out.stdout


def test_a_halted_resumed_and_aborted_game_round_trips(conn):
    """The system's table records (issue 30, item 11) are part of the record too: a table
    step that kept failing halts the game, an operator resumes it, it halts again and is
    aborted; the import checks each (a halt only while a step is due, a resume only of a
    halted game, both by the system) and shows the same game."""
    import games as all_games
    from events.store import RedisEventStore
    from service import stepguard
    from service.games import GameService
    from service.http import create_app
    from tests.service.slowgame import BrokenStepRace
    from workers.dispatch import RQDispatcher
    broken = BrokenStepRace()
    registry = {**all_games.REGISTRY, broken.id: broken}
    svc = GameService(RedisEventStore(conn), registry, RQDispatcher(conn))
    client = create_app(svc, lambda: (True, {})).test_client()
    g = svc.create(broken.id, [{"name": "a"}], {"rounds": 1}, 3)
    gid = g["id"]
    svc.play(svc.load(gid), 0, {"type": "end"}, 1)

    def fail():
        version = svc.load(gid).version
        for _ in range(stepguard.STEP_FAILURES):
            with pytest.raises(RuntimeError):
                svc.run_auto(gid, version)

    fail()
    stepguard.retry(svc, gid)
    fail()
    stepguard.abort(svc, gid)
    doc = client.get(f"{G}/{gid}/record").json
    assert doc["complete"]
    assert [e["change"]["type"] for e in doc["events"] if e["kind"] == "seat"] == ["halted", "resumed", "halted", "aborted"]
    new = client.post(f"{G}/import", json=doc)
    assert new.status_code == 201, new.json
    _same_views(client, gid, new.json["id"], doc["version"])
    # a resume the operator never made (re-chained: the game was not halted then)
    forged = copy.deepcopy(doc)
    first = next(e for e in forged["events"] if e["kind"] == "seat")
    first["change"] = {"type": "resumed", "reason": "operator"}
    r = client.post(f"{G}/import", json=records.chain(forged))
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == first["version"]


def test_a_what_if_branch_is_not_imported(client, service, dispatcher):
    """A what-if branch (issue 27's analysis) starts from a position sampled from a seat's
    view, not from a deal of its seed: its record says so (``branch_of``, chained) and the
    import refuses it at version 1 with that reason, instead of calling it tampered."""
    g = client.post(G, json={"type": "nova-luna", "seed": 6, "hints": True,
                             "seats": [{"name": "a"}, {"name": "b"}]}).json
    h = auth(g["seats"][0]["token"])
    game = games.REGISTRY["nova-luna"]
    rng = random.Random(6)
    for _ in range(4):
        lg = service.load(g["id"])
        seat = game.to_act(lg.state)[0]
        service.play(lg, seat, rng.choice(game.legal_moves(lg.state, seat)), lg.version)
        dispatcher.drain()
    b = client.post(f"{G}/{g['id']}/branches", json={"version": 3, "seat": 0}, headers=h)
    assert b.status_code == 201, b.json
    bid, bh = b.json["id"], auth(b.json["seats"][0]["token"])
    for _ in range(400):  # the branch played to its end (its other seat is a bot)
        lg = service.load(bid)
        if service.finished(lg):
            break
        if 0 in game.to_act(lg.state):
            service.play(lg, 0, rng.choice(game.legal_moves(lg.state, 0)), lg.version)
        dispatcher.drain()
    doc = client.get(f"{G}/{bid}/record", headers=bh).json
    assert doc["complete"] and doc["branch_of"] == {"id": g["id"], "version": 3, "seat": 0}
    r = client.post(f"{G}/import", json=doc)
    assert r.status_code == 422 and r.json["error"]["details"]["version"] == 1
    assert "what-if branch" in r.json["error"]["message"]
    # its chain is its own: the branch mark cannot be taken off without breaking it
    r = client.post(f"{G}/import", json={**doc, "branch_of": None})
    assert r.status_code == 422 and "hash" in r.json["error"]["message"]
