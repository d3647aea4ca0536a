"""Issue 25 (tables): quick play (seeks), rematch, table chat, presence and the lobby's
joinable filter, in-process over a real Redis with the draw-race game (the served stack
with RQ workers and the scheduler: tests/service/test_tables_served.py)."""
from __future__ import annotations

import json
import time

from tests.service.fakegame import GAME


def auth(tok):
    return {"Authorization": f"Bearer {tok}"}


def create(client, seats, **kw):
    # the lobby lists newest first to the millisecond, ties by id (events/store.py): games made
    # in one millisecond have no order between them, so the lobby tests' games are made apart
    time.sleep(0.002)
    r = client.post("/v1/games", json={"type": GAME.id, "seats": seats, **kw})
    assert r.status_code == 201, r.json
    return r.json


def seek(client, name="ann", players=2, **kw):
    r = client.post("/v1/seeks", json={"type": GAME.id, "players": players, "name": name, **kw})
    assert r.status_code == 201, r.json
    return r.json


def slen(conn, gid):
    return conn.xlen(f"mh:g:{{{gid}}}:s")


# ------------------------------------------------------------------ quick play
def test_two_seeks_are_matched_into_one_table_and_act_with_their_tokens(client, conn):
    a = seek(client, "ann")
    assert a["status"] == "waiting" and a["game"] is None and a["token"]
    mine = client.get(f"/v1/seeks/{a['id']}", headers=auth(a["token"])).json
    assert mine["status"] == "waiting" and mine["game"] is None and mine["token"] is None
    b = seek(client, "bob")
    assert b["status"] == "matched" and b["game"] and b["seat"] == 1
    a2 = client.get(f"/v1/seeks/{a['id']}", headers=auth(a["token"])).json
    assert a2 == {**a2, "status": "matched", "game": b["game"], "seat": 0, "token": a["token"]}
    gid = b["game"]
    view = client.get(f"/v1/games/{gid}", headers=auth(a["token"])).json
    assert view["you"] == 0 and view["status"] == "active" and [s["name"] for s in view["seats"]] == ["ann", "bob"]
    assert client.get(f"/v1/games/{gid}", headers=auth(b["token"])).json["you"] == 1
    # a seek is read only with its own token
    assert client.get(f"/v1/seeks/{a['id']}").status_code == 401
    assert client.get(f"/v1/seeks/{a['id']}", headers=auth(b["token"])).status_code == 403
    assert client.get("/v1/seeks/nope", headers=auth(a["token"])).status_code == 404
    # a matched seek cannot be cancelled; a third seeker waits alone
    r = client.delete(f"/v1/seeks/{a['id']}", headers=auth(a["token"]))
    assert r.status_code == 409 and r.json["error"]["code"] == "seek_matched"
    assert seek(client, "cat")["status"] == "waiting"


def test_seeks_with_other_options_or_counts_do_not_match(client):
    a = seek(client, "ann", options={"rounds": 1})
    b = seek(client, "bob", options={"rounds": 2})
    c = seek(client, "cat", players=3, options={"rounds": 1})
    assert [x["status"] for x in (a, b, c)] == ["waiting"] * 3
    d = seek(client, "dan", options={"rounds": 2})
    assert d["status"] == "matched"
    assert client.get(f"/v1/seeks/{b['id']}", headers=auth(b["token"])).json["game"] == d["game"]
    assert client.get(f"/v1/seeks/{a['id']}", headers=auth(a["token"])).json["status"] == "waiting"


def test_a_cancelled_seek_is_never_matched(client):
    a = seek(client, "ann")
    assert client.delete(f"/v1/seeks/{a['id']}", headers=auth("x" * 20)).status_code == 403
    assert client.delete(f"/v1/seeks/{a['id']}", headers=auth(a["token"])).status_code == 204
    assert client.get(f"/v1/seeks/{a['id']}", headers=auth(a["token"])).json["status"] == "cancelled"
    assert seek(client, "bob")["status"] == "waiting"
    r = client.delete(f"/v1/seeks/{a['id']}", headers=auth(a["token"]))
    assert r.status_code == 409 and r.json["error"]["code"] == "seek_cancelled"


def test_bots_fill_a_seek_once_and_a_repeated_fill_is_harmless(client, service, dispatcher):
    from service.tables.seeks import Seeks
    a = seek(client, "ann", players=3, bots_after_s=5)
    b = seek(client, "bob", players=3, bots_after_s=5)
    assert b["status"] == "waiting"
    seeks = Seeks(service, service.store.r)
    assert seeks.fill(a["id"]) == "matched"
    assert seeks.fill(a["id"]) == "stale" and seeks.fill(b["id"]) == "stale"  # a repeated or stale job
    mine = client.get(f"/v1/seeks/{a['id']}", headers=auth(a["token"])).json
    theirs = client.get(f"/v1/seeks/{b['id']}", headers=auth(b["token"])).json
    assert mine["game"] == theirs["game"] and (mine["seat"], theirs["seat"]) == (0, 1)
    view = client.get(f"/v1/games/{mine['game']}").json
    assert [s["bot"] is not None for s in view["seats"]] == [False, False, True]
    assert view["status"] == "active"


def test_seek_bad_input_is_a_clear_error_and_nothing_waits(client, conn):
    for body, status in (({}, 400), ({"type": GAME.id}, 400), ({"type": GAME.id, "players": "2", "name": "a"}, 400),
                         ({"type": "nope", "players": 2, "name": "a"}, 422),
                         ({"type": GAME.id, "players": 2}, 422),
                         ({"type": GAME.id, "players": 2, "name": "a", "options": {"zzz": 1}}, 422),
                         ({"type": GAME.id, "players": 2, "name": "a", "bot": "nope"}, 422),
                         ({"type": GAME.id, "players": 2, "name": "a", "bots_after_s": -1}, 400),
                         ({"type": GAME.id, "players": 2, "name": "a", "extra": 1}, 400)):
        r = client.post("/v1/seeks", json=body)
        assert r.status_code == status, (body, r.json)
        assert r.json["error"]["code"] and r.json["error"]["message"]
    assert not list(conn.scan_iter("mh:{seeks}:*"))


# ------------------------------------------------------------------ chat
def test_chat_seats_post_spectators_read_and_nothing_reaches_the_game(client, conn):
    g = create(client, [{"name": "ann"}, {"name": "<b>bob</b>"}])
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    r = client.post(f"/v1/games/{gid}/chat", json={"text": "hello <script>x</script>"}, headers=auth(t0))
    assert r.status_code == 201 and r.json["seat"] == 0 and r.json["name"] == "ann"
    assert r.json["text"] == "hello <script>x</script>"  # stored as written; readers escape it
    r2 = client.post(f"/v1/games/{gid}/chat", json={"text": "hi"}, headers=auth(t1)).json
    got = client.get(f"/v1/games/{gid}/chat").json  # anyone may read
    assert [m["text"] for m in got["messages"]] == ["hello <script>x</script>", "hi"]
    assert got["spectators_may_post"] is False
    after = client.get(f"/v1/games/{gid}/chat?after={r.json['id']}").json
    assert [m["id"] for m in after["messages"]] == [r2["id"]]
    # a spectator may not post; bad bodies are refused; nothing is appended to the game
    r = client.post(f"/v1/games/{gid}/chat", json={"text": "me too", "name": "eve"})
    assert r.status_code == 403 and r.json["error"]["code"] == "spectator_chat_off"
    for body in ({}, {"text": ""}, {"text": "   "}, {"text": "x" * 501}, {"text": 5}, {"text": "a\x00b"}):
        r = client.post(f"/v1/games/{gid}/chat", json=body, headers=auth(t0))
        assert r.status_code == 400, body
    assert client.post(f"/v1/games/{gid}/chat", json={"text": "x"}, headers=auth("nope")).status_code == 401
    for bad in ("junk", "99999999999999999999", "1-x", "-1"):
        assert client.get(f"/v1/games/{gid}/chat?after={bad}").status_code == 400, bad
    assert slen(conn, gid) == 1
    assert "hello" not in json.dumps(client.get(f"/v1/games/{gid}/events").json)
    assert "hello" not in json.dumps(client.get(f"/v1/games/{gid}/record").json)
    assert len(client.get(f"/v1/games/{gid}/chat").json["messages"]) == 2


def test_chat_is_rate_limited_per_author(client):
    g = create(client, [{"name": "ann"}, {"name": "bob"}])
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    codes = [client.post(f"/v1/games/{gid}/chat", json={"text": f"m{i}"}, headers=auth(t0)).status_code
             for i in range(7)]
    assert codes == [201] * 5 + [429] * 2
    assert client.post(f"/v1/games/{gid}/chat", json={"text": "mine"}, headers=auth(t1)).status_code == 201
    assert len(client.get(f"/v1/games/{gid}/chat").json["messages"]) == 6


def test_spectator_chat_when_the_table_allows_it(client):
    g = create(client, [{"name": "ann"}, {"name": "bob"}], chat_spectators=True)
    gid = g["id"]
    assert client.post(f"/v1/games/{gid}/chat", json={"text": "go ann"}).status_code == 400  # a name is needed
    r = client.post(f"/v1/games/{gid}/chat", json={"text": "go ann", "name": "eve"})
    assert r.status_code == 201 and r.json["spectator"] is True and r.json["seat"] is None and r.json["name"] == "eve"
    assert client.get(f"/v1/games/{gid}/chat").json["spectators_may_post"] is True


# ------------------------------------------------------------------ presence
def test_presence_shows_who_sent_a_heartbeat(client, conn):
    g = create(client, [{"name": "ann"}, {"name": "bob"}])
    gid, t0 = g["id"], g["seats"][0]["token"]
    p = client.get(f"/v1/games/{gid}/presence").json
    assert [s["online"] for s in p["seats"]] == [False, False] and p["spectators"] == 0
    r = client.post(f"/v1/games/{gid}/presence", json={}, headers=auth(t0))
    assert r.status_code == 200 and [s["online"] for s in r.json["seats"]] == [True, False]
    assert client.post(f"/v1/games/{gid}/presence", json={"viewer": "abcdefgh12"}).json["spectators"] == 1
    assert client.post(f"/v1/games/{gid}/presence", json={}).json["spectators"] == 1  # no viewer id: not counted
    assert client.post(f"/v1/games/{gid}/presence", json={"viewer": "bad id!!"}).status_code == 400
    assert client.get("/v1/games/nope/presence").status_code == 404
    assert slen(conn, gid) == 1


# ------------------------------------------------------------------ rematch
def _finish(client, gid, toks):
    """Seat 1 resigns: a 2-player game is over."""
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(toks[1])).status_code == 201


def test_rematch_rotates_the_seats_invites_the_same_players_and_is_idempotent(client, conn):
    g = create(client, [{"name": "ann"}, {"name": "bob"}], options={"rounds": 2}, clock={"initial_s": 60, "increment_s": 1})
    gid, toks = g["id"], [s["token"] for s in g["seats"]]
    assert client.post(f"/v1/games/{gid}/rematch").status_code == 401
    _finish(client, gid, toks)
    r = client.post(f"/v1/games/{gid}/rematch", headers=auth(toks[0]))
    assert r.status_code == 201, r.json
    new, inv0 = r.json["id"], r.json["invite"]
    assert r.json["seat"] == 1 and inv0 and r.json["rematch_of"] == gid
    again = client.post(f"/v1/games/{gid}/rematch", headers=auth(toks[1]))
    assert again.status_code == 200 and again.json["id"] == new and again.json["seat"] == 0
    inv1 = again.json["invite"]
    assert inv1 != inv0
    assert client.post(f"/v1/games/{gid}/rematch", headers=auth(toks[0])).json["invite"] == inv0
    assert client.get(f"/v1/games/{gid}/rematch").json == {"id": new, "rematch_of": gid}
    nv = client.get(f"/v1/games/{new}").json
    assert nv["status"] == "waiting" and [s["private"] for s in nv["seats"]] == [True, True]
    assert nv["clock"]["initial_ms"] == 60000 and nv["clock"]["increment_ms"] == 1000
    # the seats accept by joining with their invites (a public join is refused)
    assert client.post(f"/v1/games/{new}/join", json={"name": "eve"}).status_code == 403
    j0 = client.post(f"/v1/games/{new}/join", json={"name": "ann", "invite": inv0}).json
    j1 = client.post(f"/v1/games/{new}/join", json={"name": "bob", "invite": inv1}).json
    assert (j0["seat"], j1["seat"]) == (1, 0)
    nv = client.get(f"/v1/games/{new}", headers=auth(j1["token"])).json
    assert nv["status"] == "active" and [s["name"] for s in nv["seats"]] == ["bob", "ann"] and nv["you"] == 0
    # a finished game is not listed as waiting; the old game holds no chat or rematch records
    assert slen(conn, gid) == 2


# ------------------------------------------------------------------ lobby
def test_the_lobby_lists_only_games_a_visitor_can_join(client):
    private = create(client, [{"name": "ann"}, {"open": True, "private": True}])
    public = create(client, [{"name": "bob"}, {"open": True}])
    both = create(client, [{"name": "cat"}, {"open": True}, {"open": True, "private": True}])
    ids = [x["id"] for x in client.get("/v1/games?status=waiting&joinable=true").json["games"]]
    assert ids == [both["id"], public["id"]]
    assert private["id"] in [x["id"] for x in client.get("/v1/games?status=waiting").json["games"]]
    # once the public seat of `both` is taken, only its private seat is open: no longer joinable
    assert client.post(f"/v1/games/{both['id']}/join", json={"name": "dan"}).status_code == 201
    ids = [x["id"] for x in client.get("/v1/games?status=waiting&joinable=true").json["games"]]
    assert ids == [public["id"]]
    assert client.get("/v1/games?joinable=maybe").status_code == 400


def test_the_lobby_pages_through_every_joinable_game_with_a_cursor(client):
    made = [create(client, [{"name": "a"}, {"open": True, "private": k % 2 == 0}])["id"] for k in range(7)]
    want = [g for k, g in enumerate(made) if k % 2 == 1][::-1]
    seen, cursor = [], None
    for _ in range(10):
        q = "/v1/games?status=waiting&joinable=true&limit=2" + (f"&cursor={cursor}" if cursor else "")
        page = client.get(q).json
        seen += [x["id"] for x in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == want


# ------------------------------------------------------------------ the document
def test_every_documented_status_of_the_tables_api(client, service, conn, redis_server, monkeypatch):
    """Every status openapi.yaml lists for seeks, rematch, chat and presence, provoked and
    checked against its schema (tests/service/test_openapi.py leaves these paths to us)."""
    import yaml

    from service import openapi
    from service.http import create_app
    from service.limits import install_rate_limits
    from service.tables import rematch as rematch_mod
    from tests.service.test_openapi import Checker

    doc = yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))
    check = Checker(doc)
    S, SID = "/v1/seeks", "/v1/seeks/{sid}"
    RM, CH, PR = "/v1/games/{gid}/rematch", "/v1/games/{gid}/chat", "/v1/games/{gid}/presence"
    # seeks
    a = check(client.post(S, json={"type": GAME.id, "players": 2, "name": "ann"}), S, "post")           # 201
    check(client.post(S, json={"type": GAME.id}), S, "post")                                            # 400
    check(client.post(S, json={"type": GAME.id, "players": 2}), S, "post")                              # 422
    limited = create_app(service)
    install_rate_limits(limited, redis_server.url, create="1/minute", moves="off", analysis="off", imports="off")
    lc = limited.test_client()
    codes = [check(lc.post(S, json={"type": GAME.id, "players": 3, "name": "x"}), S, "post") for _ in range(2)]
    assert codes[1]["error"]["code"] == "rate_limited"                                                   # 429
    # the lobby's long poll
    LB = "/v1/lobby/changes"
    v = check(client.get(LB), LB)["version"]                                                             # 200
    assert check(client.get(f"{LB}?after={v}&wait=0"), LB) == {"version": v, "changed": False}
    check(client.get(f"{LB}?after=x"), LB)                                                               # 400
    slow = create_app(service)
    install_rate_limits(slow, redis_server.url, create="off", moves="off", analysis="off", imports="off", reads="1/minute")
    sc = slow.test_client()
    assert [check(sc.get(LB), LB) for _ in range(2)][1]["error"]["code"] == "rate_limited"               # 429
    sid, tok = a["id"], a["token"]
    check(client.get(f"{S}/{sid}", headers=auth(tok)), SID)                                              # 200
    check(client.get(f"{S}/{sid}"), SID)                                                                 # 401
    check(client.get(f"{S}/{sid}", headers=auth("other-token")), SID)                                    # 403
    check(client.get(f"{S}/nope", headers=auth(tok)), SID)                                               # 404
    check(client.delete(f"{S}/{sid}"), SID, "delete")                                                    # 401
    check(client.delete(f"{S}/{sid}", headers=auth("other-token")), SID, "delete")                       # 403
    check(client.delete(f"{S}/nope", headers=auth(tok)), SID, "delete")                                  # 404
    check(client.delete(f"{S}/{sid}", headers=auth(tok)), SID, "delete")                                 # 204
    check(client.delete(f"{S}/{sid}", headers=auth(tok)), SID, "delete")                                 # 409
    # rematch
    g = create(client, [{"name": "ann"}, {"name": "bob"}])
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    check(client.post(f"/v1/games/{gid}/rematch", headers=auth(t0)), RM, "post")                         # 409
    check(client.post(f"/v1/games/{gid}/rematch"), RM, "post")                                           # 401
    check(client.post("/v1/games/nope/rematch", headers=auth(t0)), RM, "post")                           # 404
    check(client.get(f"/v1/games/{gid}/rematch"), RM)                                                    # 404
    client.post(f"/v1/games/{gid}/resign", headers=auth(t1))
    monkeypatch.setattr(rematch_mod, "WAIT_S", 0.2)
    conn.set(rematch_mod.rematch_key(gid), "pending:x", ex=5)
    check(client.post(f"/v1/games/{gid}/rematch", headers=auth(t0)), RM, "post")                         # 503
    conn.delete(rematch_mod.rematch_key(gid))
    check(client.post(f"/v1/games/{gid}/rematch", headers=auth(t0)), RM, "post")                         # 201
    check(client.post(f"/v1/games/{gid}/rematch", headers=auth(t1)), RM, "post")                         # 200
    check(client.get(f"/v1/games/{gid}/rematch"), RM)                                                    # 200
    # chat
    check(client.post(f"/v1/games/{gid}/chat", json={"text": "gg"}, headers=auth(t0)), CH, "post")       # 201
    check(client.post(f"/v1/games/{gid}/chat", json={"text": ""}, headers=auth(t0)), CH, "post")         # 400
    check(client.post(f"/v1/games/{gid}/chat", json={"text": "x"}, headers=auth("nope")), CH, "post")    # 401
    check(client.post(f"/v1/games/{gid}/chat", json={"text": "x", "name": "eve"}), CH, "post")           # 403
    check(client.post("/v1/games/nope/chat", json={"text": "x"}), CH, "post")                            # 404
    for _ in range(6):
        r = client.post(f"/v1/games/{gid}/chat", json={"text": "spam"}, headers=auth(t1))
    check(r, CH, "post")                                                                                 # 429
    check(client.get(f"/v1/games/{gid}/chat"), CH)                                                       # 200
    check(client.get(f"/v1/games/{gid}/chat?after=x"), CH)                                               # 400
    check(client.get("/v1/games/nope/chat"), CH)                                                         # 404
    # presence
    check(client.post(f"/v1/games/{gid}/presence", json={}, headers=auth(t0)), PR, "post")               # 200
    check(client.post(f"/v1/games/{gid}/presence", json={"viewer": "!"}), PR, "post")                    # 400
    check(client.post(f"/v1/games/{gid}/presence", json={}, headers=auth("nope")), PR, "post")           # 401
    check(client.post("/v1/games/nope/presence", json={}), PR, "post")                                   # 404
    check(client.get(f"/v1/games/{gid}/presence"), PR)                                                   # 200
    check(client.get("/v1/games/nope/presence"), PR)                                                     # 404
    # with accounts: a bad personal token, a session without its CSRF token, an account with no seat
    check(client.post(S, json={"type": GAME.id, "players": 2, "name": "a"}, headers=auth("mhp_nope")), S, "post")  # 401
    ann, ann_csrf, ann_tok = _account(client, "ann")
    check(ann.post(S, json={"type": GAME.id, "players": 2}), S, "post")                                 # 403
    check(client.post(f"/v1/games/{gid}/rematch", headers=auth(ann_tok)), RM, "post")                    # 403
    check(ann.post(f"/v1/games/{gid}/presence", json={}), PR, "post")                                    # 403
    documented = {(p, m, s) for p, item in doc["paths"].items()
                  if p.startswith(("/v1/seeks", "/v1/lobby/")) or p.endswith(("/rematch", "/chat", "/presence"))
                  for m, op in item.items() if isinstance(op, dict) and "responses" in op for s in op["responses"]}
    assert {x for x in documented if x[2] not in openapi.SERVER_LIMITS} - check.seen == set(), "documented but never answered"


# ------------------------------------------------------------------ with accounts (fix/accounts)
def _account(client, name):
    from tests.service.test_accounts import make_token, new_client, signin, signup
    signup(client, name)
    c = new_client(client)  # its own cookie jar: the session of this account
    csrf = signin(c, name)
    return c, csrf, make_token(c, csrf)["token"]


def test_seeks_chat_and_rematch_with_an_account(client):
    """A seek made with a personal token names the account's seat (its name the default) and
    the account reads it; a session's seek needs the CSRF token; the account chats and asks
    for the rematch with its token; a spectator account may not chat."""
    ann, ann_csrf, ann_tok = _account(client, "Ann")
    bob, bob_csrf, _ = _account(client, "bob")
    a = client.post("/v1/seeks", json={"type": GAME.id, "players": 2}, headers=auth(ann_tok)).json
    assert a["status"] == "waiting" and a["name"] == "Ann" and a["account"] == "ann"
    assert client.get(f"/v1/seeks/{a['id']}", headers=auth(ann_tok)).json["status"] == "waiting"
    # bob's session: refused without the CSRF token, then seated
    r = bob.post("/v1/seeks", json={"type": GAME.id, "players": 2})
    assert r.status_code == 403 and r.json["error"]["code"] == "csrf_failed"
    b = bob.post("/v1/seeks", json={"type": GAME.id, "players": 2}, headers={"X-CSRF-Token": bob_csrf}).json
    assert b["status"] == "matched"
    assert bob.get(f"/v1/seeks/{a['id']}").status_code == 403  # not bob's seek
    gid = b["game"]
    mine = client.get(f"/v1/seeks/{a['id']}", headers=auth(ann_tok)).json
    assert mine["game"] == gid and mine["token"] is None  # the account acts as itself
    view = client.get(f"/v1/games/{gid}", headers=auth(ann_tok)).json
    assert view["you"] == 0 and [(s["name"], s.get("account")) for s in view["seats"]] == [("Ann", "ann"), ("bob", "bob")]
    games = client.get("/v1/me/games", headers=auth(ann_tok)).json["games"]
    assert [g["id"] for g in games] == [gid]
    # chat with the account's token; a third account is a spectator
    r = client.post(f"/v1/games/{gid}/chat", json={"text": "hi bob"}, headers=auth(ann_tok))
    assert r.status_code == 201 and r.json["seat"] == 0 and r.json["name"] == "Ann"
    _, _, cat_tok = _account(client, "cat")
    r = client.post(f"/v1/games/{gid}/chat", json={"text": "hello"}, headers=auth(cat_tok))
    assert r.status_code == 403 and r.json["error"]["code"] == "spectator_chat_off"
    # the end, and a rematch asked for with the account's token
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(ann_tok)).status_code == 201
    r = client.post(f"/v1/games/{gid}/rematch", headers=auth(ann_tok))
    assert r.status_code == 201 and r.json["seat"] == 1
    assert client.post(f"/v1/games/{gid}/rematch", headers=auth(cat_tok)).status_code == 403  # holds no seat
    j = client.post(f"/v1/games/{r.json['id']}/join", json={"invite": r.json["invite"]}, headers=auth(ann_tok))
    assert j.status_code == 201 and j.json["seat"] == 1
    nv = client.get(f"/v1/games/{r.json['id']}", headers=auth(ann_tok)).json
    assert nv["you"] == 1 and nv["seats"][1]["name"] == "Ann"


# ------------------------------------------------------------------ quick play by rating (issue 25 + 26)
def _rate_wins(service, name, wins):
    """``wins`` rated games of the draw race ``name`` won against a bot, folded by the
    ratings' own store (workers/ratings.py) as the RQ update folds them."""
    from workers.ratings import RatingStore
    store = RatingStore(service.store.r)
    for i in range(wins):
        out = {"game": f"{name}-{i}", "type": GAME.id, "ended_at": 1_000 + i, "skip": None,
               "seats": [{"seat": 0, "place": 1, "account": name}, {"seat": 1, "place": 2, "bot": "random"}]}
        assert store.fold(out) in ("rated", "refolded")  # (a second player's games end at the same times)


def test_seeks_match_only_seekers_within_each_others_rating_range(client, service):
    ann_c, _, ann_tok = _account(client, "ann")
    _, _, dan_tok = _account(client, "dan")
    _, _, bob_tok = _account(client, "bob")
    _rate_wins(service, "ann", 8)
    _rate_wins(service, "dan", 8)
    high = client.get("/v1/players/ann").json["ratings"][GAME.id]["rating"]
    assert high > 5 and client.get("/v1/players/dan").json["ratings"][GAME.id]["rating"] == high
    # ann takes only people within 5 points; cat (no account) and bob (no rated game) count as 0
    a = client.post("/v1/seeks", json={"type": GAME.id, "players": 2, "rating_diff": 5}, headers=auth(ann_tok)).json
    assert a["status"] == "waiting" and a["rating"] == high and a["rating_diff"] == 5
    c = seek(client, "cat")
    assert c["status"] == "waiting" and c["rating"] == 0 and c["rating_diff"] is None  # ann's range keeps cat out
    # bob takes anyone within 1000: not ann (her range says no), so cat, who came before him
    b = client.post("/v1/seeks", json={"type": GAME.id, "players": 2, "rating_diff": 1000}, headers=auth(bob_tok)).json
    assert b["status"] == "matched" and b["seat"] == 1 and b["rating"] == 0
    assert client.get(f"/v1/seeks/{c['id']}", headers=auth(c["token"])).json["game"] == b["game"]
    assert client.get(f"/v1/seeks/{a['id']}", headers=auth(ann_tok)).json["status"] == "waiting"
    # a new seeker far below ann with a range of 0 waits; dan (ann's rating, no range) is ann's
    e = seek(client, "eve", rating_diff=0)
    assert e["status"] == "waiting"
    d = client.post("/v1/seeks", json={"type": GAME.id, "players": 2}, headers=auth(dan_tok)).json
    assert d["status"] == "matched" and d["seat"] == 1
    mine = client.get(f"/v1/seeks/{a['id']}", headers=auth(ann_tok)).json
    assert mine["status"] == "matched" and mine["game"] == d["game"] and mine["seat"] == 0
    # a range of 0 takes exactly its own rating: another seeker without an account
    f = seek(client, "fay")
    assert f["status"] == "matched" and client.get(f"/v1/seeks/{e['id']}", headers=auth(e["token"])).json["game"] == f["game"]


def test_bots_fill_a_ranged_seek_only_with_seekers_in_range(client, service):
    from service.tables.seeks import Seeks
    _, _, ann_tok = _account(client, "ann")
    _rate_wins(service, "ann", 8)
    far = seek(client, "cat", players=3)
    a = client.post("/v1/seeks", json={"type": GAME.id, "players": 3, "rating_diff": 2, "bots_after_s": 5},
                    headers=auth(ann_tok)).json
    assert a["status"] == "waiting"
    assert Seeks(service, service.store.r).fill(a["id"]) == "matched"
    mine = client.get(f"/v1/seeks/{a['id']}", headers=auth(ann_tok)).json
    view = client.get(f"/v1/games/{mine['game']}").json
    assert mine["seat"] == 0 and [s["bot"] is not None for s in view["seats"]] == [False, True, True]
    assert client.get(f"/v1/seeks/{far['id']}", headers=auth(far["token"])).json["status"] == "waiting"


def test_a_bad_rating_range_is_refused(client, conn):
    for diff in ("5", -1, 1001, 2.5, True):
        r = client.post("/v1/seeks", json={"type": GAME.id, "players": 2, "name": "a", "rating_diff": diff})
        assert r.status_code == 400, (diff, r.json)
    assert not list(conn.scan_iter("mh:{seeks}:*"))


# ------------------------------------------------------------------ chat in the record
def test_chat_is_in_the_record_only_when_the_table_allows_it(client, conn):
    """A table made with chat_in_record has its chat in its record (each message with the
    version it was posted at, for a replay) and passes it to its rematch; a table without it
    never has a word of its chat in its record, events or view, before or after the end; an
    import of the record keeps the game and leaves the chat behind."""
    kept = create(client, [{"name": "ann"}, {"name": "bob"}], chat_in_record=True)
    plain = create(client, [{"name": "ann"}, {"name": "bob"}])
    for g, word in ((kept, "kept-words"), (plain, "private-words")):
        gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
        assert client.post(f"/v1/games/{gid}/chat", json={"text": f"{word} one"}, headers=auth(t0)).status_code == 201
        assert client.post(f"/v1/games/{gid}/chat", json={"text": f"{word} two"}, headers=auth(t1)).status_code == 201
    assert client.get(f"/v1/games/{kept['id']}/chat").json["in_record"] is True
    assert client.get(f"/v1/games/{plain['id']}/chat").json["in_record"] is False
    # while the game runs: in the seat's record of the table that allows it, nowhere in the other's
    rec = client.get(f"/v1/games/{kept['id']}/record", headers=auth(kept["seats"][0]["token"])).json
    assert [(m["text"], m["seat"], m["version"]) for m in rec["chat"]] == [("kept-words one", 0, 1), ("kept-words two", 1, 1)]
    for who in (None, plain["seats"][0]["token"]):
        r = client.get(f"/v1/games/{plain['id']}/record", headers=auth(who) if who else {}).json
        assert "chat" not in r and "private-words" not in json.dumps(r)
    # after the end: the complete record
    _finish(client, kept["id"], [s["token"] for s in kept["seats"]])
    _finish(client, plain["id"], [s["token"] for s in plain["seats"]])
    done = client.get(f"/v1/games/{kept['id']}/record").json
    assert done["complete"] and [m["text"] for m in done["chat"]] == ["kept-words one", "kept-words two"]
    for path in ("record", "events", ""):
        body = json.dumps(client.get(f"/v1/games/{plain['id']}/{path}".rstrip("/")).json)
        assert "private-words" not in body and '"chat"' not in body, path
    # the chat is no part of the chain: the record imports, and the imported game has no chat
    imp = client.post("/v1/games/import", json=done)
    assert imp.status_code == 201, imp.json
    again = client.get(f"/v1/games/{imp.json['id']}/record").json
    assert again["head"] == done["head"] and "chat" not in again
    # a rematch keeps the table's choice
    r = client.post(f"/v1/games/{kept['id']}/rematch", headers=auth(kept["seats"][0]["token"])).json
    assert client.get(f"/v1/games/{r['id']}/chat").json["in_record"] is True


# ------------------------------------------------------------------ the lobby follows changes
def _lobby(client, **q):
    r = client.get("/v1/lobby/changes", query_string=q)
    assert r.status_code == 200, r.json
    return r.json


def test_the_lobby_version_moves_on_create_join_and_end_never_on_a_move(client, conn):
    v0 = _lobby(client)["version"]
    three = create(client, [{"name": "ann"}, {"open": True}, {"open": True}])
    v1 = _lobby(client)["version"]
    assert v1 > v0
    assert client.post(f"/v1/games/{three['id']}/join", json={"name": "bob"}).status_code == 201
    v2 = _lobby(client)["version"]
    assert v2 > v1  # a seat taken, the game still waits: its lobby entry changed
    g = create(client, [{"name": "ann"}, {"open": True}])
    j = client.post(f"/v1/games/{g['id']}/join", json={"name": "cat"})
    assert j.status_code == 201 and client.get(f"/v1/games/{g['id']}").json["status"] == "active"
    v3 = _lobby(client)["version"]
    assert v3 > v2 + 1  # made, then started
    toks = [g["seats"][0]["token"], j.json["token"]]
    # moves: the lobby's version stays (nothing on the move path writes it)
    for seat, kind in ((0, "mark"), (0, "end"), (1, "mark")):
        ver = client.get(f"/v1/games/{g['id']}").json["version"]
        r = client.post(f"/v1/games/{g['id']}/moves", json={"move": {"type": kind}, "expected_version": ver},
                        headers=auth(toks[seat]))
        assert r.status_code == 201, r.json
    assert client.get(f"/v1/games/{g['id']}").json["status"] == "active"
    assert _lobby(client)["version"] == v3
    assert _lobby(client, after=v3, wait=0) == {"version": v3, "changed": False}
    assert _lobby(client, after=v0, wait=5) == {"version": v3, "changed": True}  # behind: at once
    # the end is a change of status
    _finish(client, g["id"], toks)
    assert client.get(f"/v1/games/{g['id']}").json["status"] == "finished"
    assert _lobby(client)["version"] > v3
    for bad in ({"after": "x"}, {"after": -1}, {"wait": 31}, {"wait": "soon"}):
        assert client.get("/v1/lobby/changes", query_string=bad).status_code == 400, bad


def test_a_waiting_lobby_request_is_answered_by_a_game_made_elsewhere(client, service):
    """A long poll waits until another client creates a game, then answers the new version
    (the creation is made once the poll is waiting: the watch counts its waiters)."""
    import threading
    import time
    from service import lobbywatch
    v = _lobby(client)["version"]
    w = lobbywatch.watch(service.store)
    out = {}
    t = threading.Thread(target=lambda: out.update(_lobby(client, after=v, wait=30)))
    t.start()
    for _ in range(3000):  # (a bound on the wait for the poll to start waiting, not a speed check)
        if w.waiting == 1:
            break
        time.sleep(0.01)
    assert w.waiting == 1 and not out
    notices = w.notices
    create(client, [{"name": "ann"}, {"open": True}])
    t.join(25)  # woken by the notice, well before its 30 s (a bound, not a speed check)
    assert not t.is_alive() and out == {"version": v + 1, "changed": True}
    assert w.notices > notices  # the pub-sub notice woke it
