"""Correspondence clocks (issue 26, item 3): days per move with a time bank, a seat's
vacation stopping its clock, more time given by another seat, and the creator's choice
of what a timeout does, as events."""
from __future__ import annotations

import pytest

from events.model import Record
from projections import table as tables

DAY = tables.DAY_MS
T0 = 1_700_000_000_000


def _table(days=1, bank=2, n=2):
    t = tables.setup([{"name": f"p{i}"} for i in range(n)], "random", {"days_per_move": days, "bank_days": bank})
    return tables.apply(t, Record(1, "created", at=T0, run=[0]))


def _move(t, v, seat, at, run):
    return tables.apply(t, Record(v, "game", seat=seat, cmd=v - 1, event={"type": "x"}, at=at, run=run))


def test_days_per_move_draw_on_the_bank():
    """Each move has its day; a move that takes longer draws on the seat's bank of two days,
    which never refills; the deadline is the day plus what is left of the bank."""
    t = _table()
    assert tables.clock_view(t, T0, False)["remaining_ms"] == [3 * DAY, 3 * DAY]
    assert dict(tables.seat_deadlines(t["clock"], [0])) == {0: T0 + 3 * DAY}
    t = _move(t, 2, 0, T0 + DAY + DAY // 2, [1])  # seat 0 took a day and a half: half a day of bank gone
    assert t["clock"]["bank_ms"] == [DAY + DAY // 2, 2 * DAY]
    t = _move(t, 3, 1, T0 + 2 * DAY, [0])  # seat 1 took half a day: its bank is whole
    assert t["clock"]["bank_ms"] == [DAY + DAY // 2, 2 * DAY]
    assert t["clock"]["remaining_ms"][0] == DAY + DAY + DAY // 2
    view = tables.clock_view(t, T0 + 2 * DAY + DAY // 4, False)
    assert view["remaining_ms"][0] == 2 * DAY + DAY // 4 and view["bank_ms"][0] == DAY + DAY // 2
    assert view["deadline"] == T0 + 2 * DAY + 2 * DAY + DAY // 2


def test_vacation_stops_the_clock_and_moves_the_deadline():
    t = _table()
    t = tables.apply(t, Record(2, "seat", seat=-1, cmd=1, at=T0 + DAY // 2,
                               change={"type": "vacation", "seat": 0, "until": T0 + DAY // 2 + 3 * DAY}, run=[0]))
    assert dict(tables.seat_deadlines(t["clock"], [0])) == {0: T0 + 6 * DAY}
    # three days later (on vacation all the while) the seat has what it had when it left
    assert tables.clock_view(t, T0 + 3 * DAY, False)["remaining_ms"][0] == 3 * DAY - DAY // 2
    t = _move(t, 3, 0, T0 + 4 * DAY, [1])  # moved half a day after coming back: one day used of three
    assert t["clock"]["bank_ms"][0] == 2 * DAY


def _clocked(client, clock):
    r = client.post("/v1/games", json={"type": "draw-race", "options": {"rounds": 1}, "clock": clock,
                                       "seats": [{"name": "ann"}, {"name": "bob"}]})
    assert r.status_code == 201, r.get_json()
    g = r.get_json()
    return g["id"], [s["token"] for s in g["seats"]]


def test_give_more_time_by_the_other_seat(client):
    gid, (t0, t1) = _clocked(client, {"days_per_move": 1, "bank_days": 2})
    before = client.get(f"/v1/games/{gid}").get_json()
    r = client.post(f"/v1/games/{gid}/clock/give", json={"seat": 0, "seconds": 3600},
                    headers={"Authorization": f"Bearer {t1}"})
    assert r.status_code == 201, r.get_json()
    ev = client.get(f"/v1/games/{gid}/events").get_json()["events"][-1]
    assert ev["kind"] == "clock" and ev["event"] == {"type": "time_given", "seat": 0, "by": 1, "ms": 3_600_000}
    after = client.get(f"/v1/games/{gid}").get_json()
    assert after["clock"]["deadline"] == before["clock"]["deadline"] + 3_600_000
    v = after["version"]
    for body, tok, status, code in (({"seat": 0, "seconds": 60}, t0, 422, "own_clock"),
                                    ({"seat": 1, "seconds": 0}, t0, 400, "bad_request"),
                                    ({"seat": 5, "seconds": 60}, t0, 422, "no_such_seat"),
                                    ({"seat": 1}, t0, 400, "bad_request"),
                                    ({"seat": 1, "seconds": 60}, "nope", 401, "unauthorized")):
        r = client.post(f"/v1/games/{gid}/clock/give", json=body, headers={"Authorization": f"Bearer {tok}"})
        assert (r.status_code, r.get_json()["error"]["code"]) == (status, code), body
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == v  # nothing appended
    r = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "a"}, {"name": "b"}]})
    g = r.get_json()
    r = client.post(f"/v1/games/{g['id']}/clock/give", json={"seat": 1, "seconds": 60},
                    headers={"Authorization": f"Bearer {g['seats'][0]['token']}"})
    assert (r.status_code, r.get_json()["error"]["code"]) == (409, "no_clock")


def test_clock_choices_are_checked(client):
    for clock, code in (({"days_per_move": 0}, "bad_request"), ({"days_per_move": 15}, "bad_request"),
                        ({"bank_days": 2, "per_move_s": 60}, "bad_request"),
                        ({"days_per_move": 1, "per_move_s": 60}, "bad_request"),
                        ({"days_per_move": 1, "timeout_bot": "grandmaster"}, "invalid_timeout_bot")):
        r = client.post("/v1/games", json={"type": "draw-race", "clock": clock, "seats": [{"name": "a"}, {"name": "b"}]})
        assert r.status_code in (400, 422) and r.get_json()["error"]["code"] == code, clock
    assert client.get("/v1/games").get_json()["games"] == []
    gid, _ = _clocked(client, {"days_per_move": 2, "bank_days": 1, "timeout_bot": "random"})
    ck = client.get(f"/v1/games/{gid}").get_json()["clock"]
    assert ck["kind"] == "correspondence" and ck["per_move_ms"] == 2 * DAY and ck["bank_ms"] == [DAY, DAY]
    assert ck["timeout_bot"] == "random" and ck["on_timeout"] == "bot"


def test_vacation_stops_the_accounts_clocks_within_its_allowance(client, doc):
    """POST /v1/me/vacation stops the signed-in account's correspondence clocks in each game
    it holds a seat in, as a system `clock` event `vacation`; past the yearly allowance it is
    refused and nothing is appended. Every status against the document."""
    from service import clock as clocks
    from tests.service.test_accounts import bearer, make_token, new_client, signin, signup
    from tests.service.test_openapi import Checker
    check, V = Checker(doc), "/v1/me/vacation"
    for name in ("ann", "bob", "cyd"):
        signup(client, name)
    ann = new_client(client)
    tok = make_token(ann, signin(ann, "ann"))["token"]
    read_only = make_token(ann, signin(ann, "ann"), scopes=("read",))["token"]

    def game(accounts, clock):
        r = client.post("/v1/games", json={"type": "draw-race", "options": {"rounds": 1}, "clock": clock,
                                           "seats": [{"account": a} for a in accounts]})
        assert r.status_code == 201, r.get_json()
        return r.get_json()["id"]
    g = game(["ann", "bob"], {"days_per_move": 1, "bank_days": 1})
    other = game(["cyd", "bob"], {"days_per_move": 1})
    fischer = game(["ann", "cyd"], {"initial_s": 600})
    before = client.get(f"/v1/games/{g}").get_json()["clock"]["deadline"]
    out = check(client.post(V, json={"days": 3}, headers=bearer(tok)), V, "post")
    assert out["games"] == [g] and out["days_left"] == clocks.VACATION_DAYS_PER_YEAR - 3
    ck = client.get(f"/v1/games/{g}").get_json()["clock"]
    assert ck["vacation_until"][0] == out["until"] and ck["deadline"] >= before + 3 * DAY - 1000
    ev = client.get(f"/v1/games/{g}/events").get_json()["events"][-1]
    assert ev["kind"] == "clock" and ev["by"] == "system" and ev["event"] == {"type": "vacation", "seat": 0, "until": out["until"]}
    assert client.get(f"/v1/games/{other}").get_json()["version"] == 1  # not ann's game
    assert client.get(f"/v1/games/{fischer}").get_json()["version"] == 1  # not a correspondence clock
    v = client.get(f"/v1/games/{g}").get_json()["version"]
    err = check(client.post(V, json={"days": clocks.VACATION_DAYS_PER_YEAR}, headers=bearer(tok)), V, "post")
    assert err["error"]["code"] == "vacation_exhausted" and err["error"]["details"] == {"days_left": clocks.VACATION_DAYS_PER_YEAR - 3}
    check(client.post(V, json={"days": 0}, headers=bearer(tok)), V, "post")
    check(client.post(V, json={"days": 2}), V, "post")
    check(client.post(V, json={"days": 2}, headers=bearer(read_only)), V, "post")
    assert client.get(f"/v1/games/{g}").get_json()["version"] == v  # nothing appended
    assert {st for p, m, st in check.seen if p == V} == {"201", "400", "401", "403", "409"}


@pytest.fixture(scope="module")
def doc() -> dict:
    import yaml

    from service import openapi
    return yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))


def test_clock_records_round_trip_through_a_game_record(client, service):
    """A game with a gift of time and a vacation exports as a record the document describes
    and imports again (the importer checks each clock record is one the service could append)."""
    import json

    from jsonschema import Draft202012Validator

    from service import clock as clocks
    from tests.service.test_records import ROOT
    gid, (t0, t1) = _clocked(client, {"days_per_move": 1, "bank_days": 2})
    assert client.post(f"/v1/games/{gid}/clock/give", json={"seat": 0, "seconds": 600},
                       headers={"Authorization": f"Bearer {t1}"}).status_code == 201
    assert clocks.vacation(service, gid, 0, clocks.now_ms() + DAY) == "stopped"
    assert client.post(f"/v1/games/{gid}/resign", headers={"Authorization": f"Bearer {t0}"}).status_code == 201
    doc = client.get(f"/v1/games/{gid}/record").get_json()
    assert [e["change"]["type"] for e in doc["events"] if e["kind"] == "seat"] == ["time_given", "vacation", "resigned"]
    schema = json.loads((ROOT / "docs" / "record.schema.json").read_text())
    assert not list(Draft202012Validator(schema).iter_errors(doc))
    new = client.post("/v1/games/import", json=doc)
    assert new.status_code == 201, new.get_json()
    assert client.get(f"/v1/games/{new.get_json()['id']}").get_json()["clock"]["vacation_until"][0] is not None
