"""Player accounts (issue 25): sign-up, sessions with CSRF, personal tokens with scopes,
seats that name an account, my tables, brute-force limits. Against a real Redis and the
real app (argon2id hashing included: no mocked crypto)."""
from __future__ import annotations

import json

import pytest

from events.accounts import AccountStore
from projections import accounts as account_views

PW = "correct horse battery"


def signup(client, name, password=PW):
    r = client.post("/v1/accounts", json={"name": name, "password": password})
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def signin(client, name, password=PW):
    r = client.post("/v1/session", json={"name": name, "password": password})
    assert r.status_code == 200, r.get_json()
    return r.get_json()["csrf"]


def new_client(client):
    return client.application.test_client()


def make_token(client, csrf, scopes=("play",), label=None):
    r = client.post("/v1/me/tokens", json={"scopes": list(scopes), "label": label}, headers={"X-CSRF-Token": csrf})
    assert r.status_code == 201, r.get_json()
    return r.get_json()


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


# ---------------------------------------------------------------- item 1: the core
def test_sign_up_is_event_sourced_and_names_are_unique_whatever_their_case(client, conn):
    assert signup(client, "Alice")["name"] == "Alice"
    r = client.post("/v1/accounts", json={"name": "aLiCe", "password": PW})
    assert r.status_code == 409 and r.get_json()["error"]["code"] == "name_taken"
    for bad in ("a", "has space", "x" * 40, "-dash"):
        r = client.post("/v1/accounts", json={"name": bad, "password": PW})
        assert r.status_code == 422 and r.get_json()["error"]["code"] == "invalid_name", bad
    r = client.post("/v1/accounts", json={"name": "bob", "password": "short"})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "invalid_password"
    r = client.post("/v1/accounts", json={"name": "bob"})
    assert r.status_code == 400
    # the account is its own stream (its keys in the account's hash slot); the password an argon2id hash
    records = AccountStore(conn).read("alice")
    assert [r["k"] for r in records] == ["created", "password"]
    assert records[1]["hash"].startswith("$argon2id$") and PW not in records[1]["hash"]
    assert conn.keys("mh:a:{alice}:*") == [b"mh:a:{alice}:s"]
    # every key of one account in one hash slot (a Redis Cluster runs the append script on them)
    from redis.crc import key_slot
    st = AccountStore
    assert len({key_slot(k.encode()) for k in (st.stream("alice"), st.games_key("alice"), st.used_key("alice"),
                                               "mh:a:{alice}:pkreg")}) == 1
    assert account_views.fold(records)["name"] == "Alice"


def test_sign_in_sets_an_httponly_samesite_cookie_and_answers_a_csrf_token(client):
    signup(client, "Alice")
    r = client.post("/v1/session", json={"name": "ALICE", "password": PW})
    assert r.status_code == 200
    cookie = r.headers["Set-Cookie"]
    assert cookie.startswith("mh_session=") and "HttpOnly" in cookie and "SameSite=Lax" in cookie
    assert "Secure" not in cookie  # plain http here; over https it is Secure (below)
    csrf = r.get_json()["csrf"]
    assert client.get("/v1/me").get_json()["name"] == "Alice"
    assert client.get("/v1/session").get_json() == {"name": "Alice", "csrf": csrf}
    # wrong password, unknown name: the same 401
    for name, pw in (("alice", "wrong password"), ("nobody", PW)):
        r = new_client(client).post("/v1/session", json={"name": name, "password": pw})
        assert r.status_code == 401 and r.get_json()["error"]["message"] == "wrong name or password"
    # over https the cookie is Secure
    r = new_client(client).post("/v1/session", json={"name": "alice", "password": PW}, base_url="https://localhost")
    assert "Secure" in r.headers["Set-Cookie"]
    # sign out: the cookie's session ends (with the CSRF token)
    assert client.delete("/v1/session").status_code == 403
    assert client.delete("/v1/session", headers={"X-CSRF-Token": csrf}).status_code == 204
    assert client.get("/v1/me").status_code == 401


def test_personal_tokens_scoped_hashed_at_rest_listed_with_last_use_and_revocable(client, conn):
    signup(client, "Alice")
    csrf = signin(client, "Alice")
    # a state-changing request with the cookie needs the CSRF token
    r = client.post("/v1/me/tokens", json={"scopes": ["play"]})
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "csrf_failed"
    r = client.post("/v1/me/tokens", json={"scopes": ["play"]}, headers={"X-CSRF-Token": "wrong"})
    assert r.status_code == 403
    r = client.post("/v1/me/tokens", json={"scopes": ["fly"]}, headers={"X-CSRF-Token": csrf})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "invalid_scopes"
    play = make_token(client, csrf, ["play"], "bot")
    read = make_token(client, csrf, ["read"])
    assert play["token"].startswith("mhp_") and play["scopes"] == ["play"]
    # at rest: only hashes; nothing in Redis holds the token itself
    for key in conn.keys("*"):
        kind = conn.type(key)
        dump = repr(conn.xrange(key) if kind == b"stream" else conn.hgetall(key) if kind == b"hash"
                    else conn.get(key) if kind == b"string" else "")
        assert play["token"] not in dump and play["token"][4:] not in dump, key
    other = new_client(client)
    assert other.get("/v1/me", headers=bearer(read["token"])).get_json()["name"] == "Alice"
    listed = client.get("/v1/me/tokens").get_json()["tokens"]
    assert {t["id"] for t in listed} == {play["id"], read["id"]}
    assert all("token" not in t and "hash" not in t for t in listed)
    assert {t["id"]: t["last_used"] for t in listed}[read["id"]] is not None
    assert {t["id"]: t["last_used"] for t in listed}[play["id"]] is None
    # a token cannot list or make tokens (the session only)
    r = other.get("/v1/me/tokens", headers=bearer(read["token"]))
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "session_required"
    # revoked: it opens nothing any more
    assert client.delete(f"/v1/me/tokens/{read['id']}", headers={"X-CSRF-Token": csrf}).status_code == 204
    r = other.get("/v1/me", headers=bearer(read["token"]))
    assert r.status_code == 401
    assert [t["id"] for t in client.get("/v1/me/tokens").get_json()["tokens"]] == [play["id"]]
    assert client.delete(f"/v1/me/tokens/{read['id']}", headers={"X-CSRF-Token": csrf}).status_code == 404
    kinds = [r["k"] for r in AccountStore(conn).read("alice")]
    assert kinds == ["created", "password", "token_created", "token_created", "token_revoked"]


def test_one_account_cannot_read_or_revoke_another_accounts_tokens(client):
    signup(client, "Alice")
    signup(client, "Bob")
    a, b = client, new_client(client)
    ca, cb = signin(a, "Alice"), signin(b, "Bob")
    ta = make_token(a, ca, ["read", "play"])
    assert b.get("/v1/me/tokens").get_json()["tokens"] == []
    r = b.delete(f"/v1/me/tokens/{ta['id']}", headers={"X-CSRF-Token": cb})
    assert r.status_code == 404
    assert [t["id"] for t in a.get("/v1/me/tokens").get_json()["tokens"]] == [ta["id"]]
    # Bob's CSRF token does not pass with Alice's cookie
    assert a.post("/v1/me/tokens", json={"scopes": ["read"]}, headers={"X-CSRF-Token": cb}).status_code == 403
    me = b.get("/v1/me").get_json()
    assert me["name"] == "Bob" and "password" not in me and "tokens" in me


def test_account_of_and_require_account_the_seam_other_branches_use(client):
    """service/accounts/auth.py as contracts.md states it."""
    from flask import jsonify, request

    from service.accounts.auth import account_of, require_account
    app = client.application

    @app.route("/_test/who", methods=["GET", "POST"])
    def who():
        return jsonify({"account": account_of(request)})

    @app.route("/_test/need/<scope>", methods=["GET", "POST"])
    def need(scope):
        return jsonify({"account": require_account(request, scope)})

    signup(client, "Alice")
    fresh = new_client(client)
    assert fresh.get("/_test/who").get_json() == {"account": None}
    assert fresh.get("/_test/need/read").status_code == 401
    csrf = signin(client, "ALICE")
    assert client.get("/_test/who").get_json() == {"account": "alice"}
    assert client.post("/_test/who").status_code == 403  # state-changing: the CSRF token is checked
    assert client.post("/_test/who", headers={"X-CSRF-Token": csrf}).get_json() == {"account": "alice"}
    read = make_token(client, csrf, ["read"])["token"]
    assert fresh.post("/_test/who", headers=bearer(read)).get_json() == {"account": "alice"}
    assert fresh.get("/_test/need/read", headers=bearer(read)).status_code == 200
    r = fresh.get("/_test/need/play", headers=bearer(read))
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "insufficient_scope"
    assert fresh.get("/_test/who", headers=bearer("mhp_not-a-token")).status_code == 401
    assert fresh.get("/_test/who", headers=bearer("a-seat-token")).get_json() == {"account": None}


# ---------------------------------------------------------------- the document
def test_every_account_status_matches_the_document(client, service, monkeypatch):
    """Every documented status of the account operations (and the 403 an account holding no
    seat gets from resign and the stream ticket), provoked and checked against the schema
    (test_openapi's Checker; test_openapi leaves these to this test)."""
    import yaml

    from service import openapi
    from tests.service.test_openapi import ACCOUNT_PATHS, Checker
    doc = yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))
    check = Checker(doc)
    A, S, ME, TK, TKI, MG, MS = ("/v1/accounts", "/v1/session", "/v1/me", "/v1/me/tokens", "/v1/me/tokens/{tid}",
                                 "/v1/me/games", "/v1/me/seats")
    check(client.post(A, json={"name": "Alice", "password": PW}), A, "post")                        # 201
    check(client.post(A, json={"name": "alice", "password": PW}), A, "post")                        # 409
    check(client.post(A, json={"name": "a b", "password": PW}), A, "post")                          # 422
    check(client.post(A, json={"name": "bob"}), A, "post")                                          # 400
    out = new_client(client)
    check(out.post(S, json={"name": "alice", "password": "nope"}), S, "post")                       # 401
    check(out.post(S, json={"password": "nope"}), S, "post")                                        # 400
    check(out.get(S), S)                                                                            # 401
    check(out.delete(S), S, "delete")                                                               # 204 (no session)
    check(out.get(ME), ME)                                                                          # 401
    check(out.get(MG), MG)                                                                          # 401
    check(out.get(TK), TK)                                                                          # 401
    check(out.post(TK, json={"scopes": ["read"]}), TK, "post")                                      # 401
    check(out.delete(TK + "/x"), TKI, "delete")                                                     # 401
    check(out.post(MS, json={"game": "x", "token": "y"}), MS, "post")                               # 401
    csrf = check(client.post(S, json={"name": "alice", "password": PW}), S, "post")["csrf"]        # 200
    check(client.get(S), S)                                                                         # 200
    h = {"X-CSRF-Token": csrf}
    check(client.post(TK, json={"scopes": ["read"]}), TK, "post")                                   # 403 csrf
    check(client.post(TK, json={"scopes": ["x"]}, headers=h), TK, "post")                           # 422
    check(client.post(TK, json={"scopes": []}, headers=h), TK, "post")                              # 400
    read = check(client.post(TK, json={"scopes": ["read"], "label": "r"}, headers=h), TK, "post")   # 201
    play = check(client.post(TK, json={"scopes": ["play"]}, headers=h), TK, "post")
    check(client.get(TK), TK)                                                                       # 200
    check(out.get(TK, headers=bearer(read["token"])), TK)                                           # 403
    check(out.post(TK, json={"scopes": ["read"]}, headers=bearer(read["token"])), TK, "post")       # 403
    check(out.delete(TK + "/" + read["id"], headers=bearer(read["token"])), TKI, "delete")          # 403
    check(client.delete(TK + "/nope", headers=h), TKI, "delete")                                    # 404
    check(out.get(ME, headers=bearer(read["token"])), ME)                                           # 200
    g = client.post("/v1/games", json={"type": "nova-luna", "seats": [{"name": "x"}, {"name": "y"}]}).get_json()
    check(out.post(MS, json={"game": g["id"], "token": g["seats"][0]["token"]}, headers=bearer(read["token"])),
          MS, "post")                                                                               # 403 scope
    check(out.post(MS, json={"game": g["id"], "token": play["token"]}, headers=bearer(play["token"])), MS, "post")  # 422
    check(out.post(MS, json={"game": "nope", "token": "t"}, headers=bearer(play["token"])), MS, "post")  # 404
    check(out.post(MS, json={"game": g["id"], "token": "t"}, headers=bearer(play["token"])), MS, "post")  # 401
    check(out.post(MS, json={"game": g["id"]}, headers=bearer(play["token"])), MS, "post")          # 400
    check(out.post(MS, json={"game": g["id"], "token": g["seats"][0]["token"]}, headers=bearer(play["token"])),
          MS, "post")                                                                               # 201
    check(out.get(MG, headers=bearer(read["token"])), MG)                                           # 200
    # an account with no seat of a game: 403 from resign and the stream ticket
    other = client.post("/v1/games", json={"type": "nova-luna", "seats": [{"name": "x"}, {"name": "y"}]}).get_json()
    check(out.post(f"/v1/games/{other['id']}/resign", json={}, headers=bearer(play["token"])),
          "/v1/games/{gid}/resign", "post")
    check(out.post(f"/v1/games/{other['id']}/stream-ticket", headers=bearer(play["token"])),
          "/v1/games/{gid}/stream-ticket", "post")
    # passkeys: every status (a software authenticator: tests/service/softkey.py)
    from tests.service.softkey import SoftKey
    PO, PK, SPO, SP = "/v1/me/passkeys/options", "/v1/me/passkeys", "/v1/session/passkey/options", "/v1/session/passkey"
    key = SoftKey("localhost", "http://localhost")
    check(out.post(PO, json={}), PO, "post")                                                        # 401
    check(client.post(PO, json={"x": 1}, headers=h), PO, "post")                                    # 400
    check(client.post(PO, json={}), PO, "post")                                                     # 403 csrf
    check(out.post(PK, json={"credential": {}}), PK, "post")                                        # 401
    check(client.post(PK, json={"credential": {}}), PK, "post")                                     # 403
    check(client.post(PK, json={"credential": {}}, headers=h), PK, "post")                          # 409 no challenge
    check(client.post(PK, json={}, headers=h), PK, "post")                                          # 400
    opts = check(client.post(PO, json={}, headers=h), PO, "post")                                   # 200
    check(client.post(PK, json={"credential": {"id": "x"}}, headers=h), PK, "post")                 # 422
    opts = client.post(PO, json={}, headers=h).get_json()
    check(client.post(PK, json={"credential": key.create(opts), "label": "k"}, headers=h), PK, "post")  # 201
    sopts = check(out.post(SPO, json={"name": "alice"}), SPO, "post")                               # 200
    check(out.post(SPO, json={"nme": 1}), SPO, "post")                                              # 400
    check(out.post(SP, json={"credential": key.get(sopts)}), SP, "post")                            # 200
    check(out.post(SP, json={"credential": key.get(sopts)}), SP, "post")                            # 401
    check(out.post(SP, json={}), SP, "post")                                                        # 400
    # login CSRF: another site's form posts text/plain that reads as JSON; a sign-in is JSON only
    form = '{"name": "alice", "password": "' + PW + '"}'
    victim = new_client(client)
    check(victim.post(S, data=form, content_type="text/plain"), S, "post")                          # 415
    check(victim.post(SP, data='{"credential": {}}', content_type="text/plain"), SP, "post")        # 415
    assert victim.get(S).status_code == 401
    check(client.get("/account"), "/account")                                                       # 200
    check(client.get("/account", headers={"If-None-Match": client.get("/account").headers["ETag"]}), "/account")  # 304
    for _ in range(48):
        client.post(TK, json={"scopes": ["read"]}, headers=h)
    check(client.post(TK, json={"scopes": ["read"]}, headers=h), TK, "post")                        # 409 too many
    check(client.delete(TK + "/" + read["id"], headers=h), TKI, "delete")                           # 204
    check(client.delete(S), S, "delete")                                                            # 403 csrf
    check(client.delete(S, headers=h), S, "delete")                                                 # 204
    # every account endpoint is limited per address: 429 with Retry-After
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_ADDRESS", "0/60")
    for path, method, kw in ((A, "post", {"json": {"name": "carl", "password": PW}}), (S, "post", {"json": {}}),
                             (S, "get", {}), (S, "delete", {}), (ME, "get", {}), (TK, "get", {}), (TK, "post", {}),
                             (TK + "/x", "delete", {}), (MG, "get", {}), (MS, "post", {}), (PO, "post", {}),
                             (PK, "post", {}), (SPO, "post", {}), (SP, "post", {})):
        r = getattr(out, method)(path, **kw)
        assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
        check(r, TKI if path == TK + "/x" else path, method)
    documented = {(p, m, s) for p, item in doc["paths"].items() for m, op in item.items()
                  if isinstance(op, dict) and "responses" in op and p.startswith(ACCOUNT_PATHS) for s in op["responses"]
                  if s not in openapi.SERVER_LIMITS  # (gunicorn's, before the app)
                  and p != "/v1/me/vacation"  # (issue 26's: tests/service/test_correspondence.py answers it)
                  and not p.startswith(("/v1/me/webhooks", "/v1/me/email", "/v1/me/push"))}  # (test_notify checks issue 26's own)
    documented |= {("/v1/games/{gid}/resign", "post", "403"), ("/v1/games/{gid}/stream-ticket", "post", "403")}
    assert documented - check.seen == set(), "documented but never answered"


# ---------------------------------------------------------------- item 2: seats naming accounts
def _mark(c, gid, version, headers):
    return c.post(f"/v1/games/{gid}/moves", json={"move": {"type": "mark"}, "expected_version": version}, headers=headers)


def test_a_seat_names_an_account_whose_session_and_tokens_act_for_it(client, service):
    signup(client, "Alice")
    csrf = signin(client, "Alice")
    play, read = make_token(client, csrf, ["play"])["token"], make_token(client, csrf, ["read"])["token"]
    r = client.post("/v1/games", json={"type": "draw-race", "seats": [{"account": "ALICE"}, {"name": "bob"}]})
    assert r.status_code == 201
    g = r.get_json()
    gid, seat_token = g["id"], g["seats"][0]["token"]
    assert g["seats"][0]["account"] == "alice" and g["seats"][0]["name"] == "Alice"  # the name defaults to the account's
    assert "account" not in g["seats"][1]
    # the created event and the table carry the canonical account name
    created = service.store.read(gid, after=0, upto=1)[0]
    assert created.change["seats"][0]["account"] == "alice" and "account" not in created.change["seats"][1]
    view = client.application.test_client().get(f"/v1/games/{gid}", headers=bearer(read)).get_json()
    assert view["you"] == 0 and view["seats"][0]["account"] == "alice"
    other = new_client(client)
    # a read token cannot move; a play token can; a seat token still can
    r = _mark(other, gid, 1, bearer(read))
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "insufficient_scope"
    assert _mark(other, gid, 1, bearer(play)).status_code == 201
    assert _mark(other, gid, 2, bearer(seat_token)).status_code == 201
    # the session moves with its CSRF token; without it nothing is appended
    r = _mark(client, gid, 3, {})
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "csrf_failed"
    assert service.load(gid).version == 3
    assert _mark(client, gid, 3, {"X-CSRF-Token": csrf}).status_code == 201
    # another account holds no seat here: it reads as a spectator and cannot move
    signup(client, "Eve")
    eve = new_client(client)
    ecsrf = signin(eve, "Eve")
    assert eve.get(f"/v1/games/{gid}").get_json()["you"] is None
    r = _mark(eve, gid, 4, {"X-CSRF-Token": ecsrf})
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "not_your_seat"
    # unknown accounts and open seats naming one are refused
    r = client.post("/v1/games", json={"type": "draw-race", "seats": [{"account": "nobody"}]})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "unknown_account"
    r = client.post("/v1/games", json={"type": "draw-race", "seats": [{"open": True, "account": "alice"}, {"name": "b"}]})
    assert r.status_code == 422 and r.get_json()["error"]["code"] == "invalid_seats"


def test_an_account_joins_an_open_seat_and_the_joined_event_names_it(client, service):
    signup(client, "Alice")
    csrf = signin(client, "Alice")
    play = make_token(client, csrf, ["bot:play"])["token"]
    g = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "bob"}, {"open": True},
                                                                        {"open": True}]}).get_json()
    other = new_client(client)
    r = other.post(f"/v1/games/{g['id']}/join", json={}, headers=bearer(play))
    assert r.status_code == 201 and r.get_json()["seat"] == 1 and r.get_json()["token"]
    joined = service.store.read(g["id"], after=1, upto=2)[0]
    assert joined.change["account"] == "alice" and joined.change["name"] == "Alice" and joined.change["type"] == "joined"
    # without an account a name is required
    r = other.post(f"/v1/games/{g['id']}/join", json={})
    assert r.status_code == 400
    # the session joins too (with its CSRF token; without it, no seat is taken)
    r = client.post(f"/v1/games/{g['id']}/join", json={"name": "Al"})
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "csrf_failed"
    r = client.post(f"/v1/games/{g['id']}/join", json={"name": "Al"}, headers={"X-CSRF-Token": csrf})
    assert r.status_code == 201 and r.get_json()["seat"] == 2
    view = other.get(f"/v1/games/{g['id']}").get_json()
    assert [s.get("account") for s in view["seats"]] == [None, "alice", "alice"]
    assert view["seats"][2]["name"] == "Al" and view["status"] == "active"
    mine = client.get("/v1/me/games").get_json()["games"]
    assert [(e["id"], e["seats"]) for e in mine] == [(g["id"], [1, 2])]


def test_a_seat_token_the_browser_holds_is_adopted_into_the_account(client, service):
    signup(client, "Alice")
    g = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "me"}, {"name": "bob"}]}).get_json()
    token = g["seats"][0]["token"]
    assert _mark(client, g["id"], 1, bearer(token)).status_code == 201
    csrf = signin(client, "Alice")  # the page adopts the tokens in its storage at sign-in
    r = client.post("/v1/me/seats", json={"game": g["id"], "token": token}, headers={"X-CSRF-Token": csrf})
    assert r.status_code == 201 and r.get_json() == {"game": g["id"], "seat": 0}
    # another device: signed in, it acts for the seat without the seat token
    device = new_client(client)
    dcsrf = signin(device, "alice")
    assert device.get(f"/v1/games/{g['id']}").get_json()["you"] == 0
    assert _mark(device, g["id"], 2, {"X-CSRF-Token": dcsrf}).status_code == 201
    assert _mark(device, g["id"], 3, bearer(token)).status_code == 201  # the seat token still works
    assert [e["id"] for e in device.get("/v1/me/games").get_json()["games"]] == [g["id"]]
    # a token of another game's seat, or no seat at all, adopts nothing
    r = client.post("/v1/me/seats", json={"game": g["id"], "token": "not-a-seat"}, headers={"X-CSRF-Token": csrf})
    assert r.status_code == 401


# ---------------------------------------------------------------- item 4: security
def _from(client, addr):
    c = client.application.test_client()
    c.environ_base["REMOTE_ADDR"] = addr
    return c


def test_password_guessing_is_limited_per_account_and_per_address(client, monkeypatch):
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_SIGNIN_ACCOUNT", "3/900")
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_SIGNIN_ADDRESS", "5/900")
    signup(client, "Alice")
    signup(client, "Bob")
    # per account: three wrong passwords from three addresses, then even the right one waits
    for i in range(3):
        assert _from(client, f"10.0.0.{i}").post("/v1/session", json={"name": "alice", "password": "guess"}).status_code == 401
    r = _from(client, "10.0.0.9").post("/v1/session", json={"name": "ALICE", "password": PW})
    assert r.status_code == 429 and r.get_json()["error"]["code"] == "rate_limited"
    assert 1 <= int(r.headers["Retry-After"]) <= 900
    assert _from(client, "10.0.0.9").post("/v1/session", json={"name": "bob", "password": PW}).status_code == 200
    # per address: one address guessing across names is stopped too
    spray = _from(client, "10.0.1.1")
    codes = [spray.post("/v1/session", json={"name": n, "password": "guess"}).status_code
             for n in ("bob", "carl", "dora", "emil", "fred", "bob")]
    assert codes == [401] * 5 + [429]
    assert spray.post("/v1/session", json={"name": "bob", "password": PW}).status_code == 429
    assert _from(client, "10.0.1.2").post("/v1/session", json={"name": "bob", "password": PW}).status_code == 200


def test_token_guessing_is_limited_per_address(client, monkeypatch):
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_TOKEN_ADDRESS", "3/900")
    signup(client, "Alice")
    good = make_token(client, signin(client, "Alice"), ["read"])["token"]
    guesser = _from(client, "10.0.2.1")
    for i in range(3):
        assert guesser.get("/v1/me", headers=bearer(f"mhp_guess{i}")).status_code == 401
    # the address is refused now, whatever it sends (a guess cannot be confirmed), on game routes too
    r = guesser.get("/v1/me", headers=bearer(good))
    assert r.status_code == 429 and int(r.headers["Retry-After"]) >= 1
    g = client.post("/v1/games", json={"type": "draw-race", "seats": [{"name": "a"}]}).get_json()
    assert guesser.get(f"/v1/games/{g['id']}", headers=bearer("mhp_guess9")).status_code == 429
    assert _from(client, "10.0.2.2").get("/v1/me", headers=bearer(good)).status_code == 200


def test_sign_ups_and_account_requests_are_limited_per_address_and_per_account(client, monkeypatch):
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_SIGNUP", "2/3600")
    c = _from(client, "10.0.3.1")
    assert [c.post("/v1/accounts", json={"name": n, "password": PW}).status_code for n in ("ann", "ben", "cid")] \
        == [201, 201, 429]
    assert _from(client, "10.0.3.2").post("/v1/accounts", json={"name": "cid", "password": PW}).status_code == 201
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_ACCOUNT", "2/60")
    tok = make_token(c, signin(c, "ann"), ["read"])["token"]
    codes = [_from(client, f"10.0.4.{i}").get("/v1/me", headers=bearer(tok)).status_code for i in range(4)]
    assert codes[-1] == 429 and 429 not in codes[:1]


# ---------------------------------------------------------------- item 3: my tables
def test_my_tables_your_turn_first_then_waiting_then_finished_rebuildable_from_the_logs(client, service, conn):
    signup(client, "Alice")
    signup(client, "Bob")
    csrf = signin(client, "Alice")
    bob = new_client(client)
    bcsrf = signin(bob, "Bob")

    def game(seats):
        r = client.post("/v1/games", json={"type": "draw-race", "seats": seats})
        assert r.status_code == 201, r.get_json()
        return r.get_json()
    finished = game([{"account": "alice"}, {"account": "bob"}])["id"]
    assert client.post(f"/v1/games/{finished}/resign", json={}, headers={"X-CSRF-Token": csrf}).status_code == 201
    theirs = game([{"account": "bob"}, {"account": "alice"}])["id"]       # bob to act
    players = game([{"account": "alice"}, {"open": True}])["id"]          # waiting for players
    g = game([{"name": "carl"}, {"account": "alice"}])                    # carl to act ...
    mine, carl = g["id"], bearer(g["seats"][0]["token"])
    assert _mark(client, mine, 1, carl).status_code == 201
    ended = client.post(f"/v1/games/{mine}/moves", json={"move": {"type": "end"}, "expected_version": 2}, headers=carl)
    assert ended.status_code == 201 and ended.get_json()["to_act"] == [1]  # ... and now alice
    games = client.get("/v1/me/games").get_json()["games"]
    assert [g["id"] for g in games] == [mine, players, theirs, finished]
    assert [(g["your_turn"], g["status"]) for g in games] == [(True, "active"), (False, "waiting"),
                                                              (False, "active"), (False, "finished")]
    assert games[0]["seats"] == [1] and games[0]["type"] == "draw-race"
    # the same list on another device; bob's list is his own
    device = new_client(client)
    signin(device, "alice")
    assert device.get("/v1/me/games").get_json()["games"] == games
    assert [g["id"] for g in bob.get("/v1/me/games").get_json()["games"]] == [theirs, finished]
    assert bob.get("/v1/me/games").get_json()["games"][0]["your_turn"] is True
    assert _mark(bob, theirs, 1, {"X-CSRF-Token": bcsrf}).status_code == 201
    # a game whose lobby summary expired (idle) is still listed, read from its stream
    conn.delete(service.store.summary_key(theirs))
    assert [g["id"] for g in client.get("/v1/me/games").get_json()["games"]] == [mine, players, theirs, finished]
    # the list's index is a projection of the account's stream: rebuilt from it, the same
    store = AccountStore(conn)
    rebuilt = account_views.games_hash(store.read("alice"))
    assert {k: json.loads(v) for k, v in rebuilt.items()} == store.games("alice")
    # the moves wrote nothing to the accounts: their streams grew at create and join only
    assert [r["k"] for r in store.read("alice")].count("seat") == 4
    assert [r["k"] for r in store.read("bob")] == ["created", "password", "seat", "seat"]


# ---------------------------------------------------------------- item 5: passkeys (API level)
def test_a_passkey_registered_while_signed_in_signs_in_on_another_device(client, conn, monkeypatch):
    from tests.service.softkey import SoftKey
    signup(client, "Alice")
    csrf = signin(client, "Alice")
    key = SoftKey("localhost", "http://localhost")
    h = {"X-CSRF-Token": csrf}
    assert client.post("/v1/me/passkeys/options", json={}).status_code == 403  # no CSRF token
    options = client.post("/v1/me/passkeys/options", json={}, headers=h).get_json()
    assert options["rp"]["id"] == "localhost" and options["user"]["name"] == "Alice"
    r = client.post("/v1/me/passkeys", json={"credential": key.create(options), "label": "laptop"}, headers=h)
    assert r.status_code == 201, r.get_json()
    assert client.get("/v1/me").get_json()["passkeys"] == 1
    # the challenge was used up
    r = client.post("/v1/me/passkeys", json={"credential": key.create(options)}, headers=h)
    assert r.status_code == 409 and r.get_json()["error"]["code"] == "no_challenge"
    # another device signs in with it, by name or with no name (a discoverable credential)
    for body in ({"name": "alice"}, {}):
        device = new_client(client)
        opts = device.post("/v1/session/passkey/options", json=body).get_json()
        r = device.post("/v1/session/passkey", json={"credential": key.get(opts)})
        assert r.status_code == 200, r.get_json()
        assert r.get_json()["name"] == "Alice" and "HttpOnly" in r.headers["Set-Cookie"]
        assert device.get("/v1/me").get_json()["name"] == "Alice"
    # a replayed answer (its challenge used), another origin, another key: refused
    device = new_client(client)
    opts = device.post("/v1/session/passkey/options", json={}).get_json()
    answer = key.get(opts)
    assert device.post("/v1/session/passkey", json={"credential": answer}).status_code == 200
    assert device.post("/v1/session/passkey", json={"credential": answer}).status_code == 401
    opts = device.post("/v1/session/passkey/options", json={}).get_json()
    assert device.post("/v1/session/passkey", json={"credential": key.get(opts, origin="http://evil.example")}).status_code == 401
    stranger = SoftKey("localhost", "http://localhost")
    stranger.user = key.user
    opts = device.post("/v1/session/passkey/options", json={}).get_json()
    assert device.post("/v1/session/passkey", json={"credential": stranger.get(opts)}).status_code == 401
    # the account's stream holds the public key only; the counter moved on
    kinds = [r["k"] for r in AccountStore(conn).read("alice")]
    assert "passkey_added" in kinds and kinds.count("passkey_used") == 3
