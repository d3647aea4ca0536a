"""'Your turn' webhooks (issue 26): the subscription API in-process over a real Redis, the
move path's one job per turn change, and - on the served stack (gunicorn, RQ workers, RQ's
scheduler, a real Redis) with a real HTTP receiver started here - signed deliveries, a retry
after a 500, disabling after repeated failures, a repeated job that sends nothing twice, no
delivery for a receiver not seated, and no secret in anything the stack writes."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import redis

from service.embedded import free_port
from service.notify import webhooks as wh
from tests.service.conftest import InlineDispatcher
from tests.service.fakegame import GAME
from tests.service.test_web_browser import browser  # noqa: F401 (the fixture: one Chromium for the module)

ROOT = Path(__file__).resolve().parents[2]
PW = "correct horse battery"


def _signup_token(client, name):
    assert client.post("/v1/accounts", json={"name": name, "password": PW}).status_code == 201
    c = client.application.test_client()
    csrf = c.post("/v1/session", json={"name": name, "password": PW}).get_json()["csrf"]
    r = c.post("/v1/me/tokens", json={"scopes": ["play"]}, headers={"X-CSRF-Token": csrf})
    return {"Authorization": "Bearer " + r.get_json()["token"]}


# ------------------------------------------------------------------ in-process: the API
def test_webhook_subscriptions_create_list_delete_and_refuse_bad_input(client, conn, monkeypatch):
    monkeypatch.delenv("MOONHALL_WEBHOOK_ALLOW_PRIVATE", raising=False)
    assert client.post("/v1/me/webhooks", json={"url": "https://example.org/h", "events": ["your_turn"]}).status_code == 401
    assert client.get("/v1/me/webhooks").status_code == 401
    ann, bob = _signup_token(client, "ann"), _signup_token(client, "bob")
    for body, status, code in (({}, 400, "bad_request"), ({"url": "https://example.org/h"}, 400, "bad_request"),
                               ({"url": "https://example.org/h", "events": []}, 400, "bad_request"),
                               ({"url": "https://example.org/h", "events": ["nope"]}, 400, "bad_request"),
                               ({"url": "https://example.org/h", "events": ["your_turn"], "x": 1}, 400, "bad_request"),
                               ({"url": "ftp://example.org/h", "events": ["your_turn"]}, 422, "bad_webhook_url"),
                               ({"url": "https://u:p@example.org/h", "events": ["your_turn"]}, 422, "bad_webhook_url"),
                               ({"url": "http://127.0.0.1:9/h", "events": ["your_turn"]}, 422, "webhook_url_private"),
                               ({"url": "http://[::1]/h", "events": ["your_turn"]}, 422, "webhook_url_private"),
                               ({"url": "http://10.1.2.3/h", "events": ["your_turn"]}, 422, "webhook_url_private"),
                               ({"url": "http://169.254.169.254/latest", "events": ["your_turn"]}, 422, "webhook_url_private"),
                               ({"url": "http://localhost:8080/h", "events": ["your_turn"]}, 422, "webhook_url_private")):
        r = client.post("/v1/me/webhooks", json=body, headers=ann)
        assert r.status_code == status and r.get_json()["error"]["code"] == code, (body, r.get_json())
    assert client.get("/v1/me/webhooks", headers=ann).get_json() == {"webhooks": []}
    monkeypatch.setenv("MOONHALL_WEBHOOK_ALLOW_PRIVATE", "1")  # (the test setting)
    r = client.post("/v1/me/webhooks", json={"url": "http://127.0.0.1:9/h", "events": ["your_turn"]}, headers=ann)
    assert r.status_code == 201
    hook = r.get_json()
    assert hook["id"].startswith("wh_") and hook["secret"].startswith("whsec_")
    listed = client.get("/v1/me/webhooks", headers=ann).get_json()["webhooks"]
    assert [h["id"] for h in listed] == [hook["id"]] and "secret" not in listed[0]
    assert hook["secret"] not in json.dumps(listed)
    assert listed[0]["disabled"] is False and listed[0]["failures"] == 0
    assert client.get("/v1/me/webhooks", headers=bob).get_json() == {"webhooks": []}
    # another account cannot delete it; the owner can, once
    assert client.delete(f"/v1/me/webhooks/{hook['id']}", headers=bob).status_code == 404
    assert client.delete(f"/v1/me/webhooks/{hook['id']}", headers=ann).status_code == 204
    r = client.delete(f"/v1/me/webhooks/{hook['id']}", headers=ann)
    assert r.status_code == 404 and r.get_json()["error"]["code"] == "not_found"
    assert not list(conn.scan_iter("mh:a:{ann}:wh*"))


def test_signature_is_hmac_sha256_of_timestamp_and_raw_body():
    import hashlib
    import hmac
    body = wh.payload("your_turn", "abc", 7, 1)
    assert json.loads(body) == {"event": "your_turn", "game": "abc", "version": 7, "seat": 1}
    header = wh.sign("whsec_x", 1700000000, body)
    assert header == "t=1700000000,v1=" + hmac.new(b"whsec_x", b"1700000000." + body, hashlib.sha256).hexdigest()
    assert wh.verify("whsec_x", header, body, now=1700000010)
    assert not wh.verify("whsec_x", header, body, now=1700001000)  # too old: a replay
    assert not wh.verify("whsec_y", header, body, now=1700000010)
    assert not wh.verify("whsec_x", header, body + b" ", now=1700000010)


class Recording(InlineDispatcher):
    def __init__(self):
        super().__init__()
        self.notices: list[tuple] = []

    def notify(self, gid, version, seats):
        self.notices.append((gid, version, list(seats)))


def test_the_move_path_queues_one_job_when_the_turn_passes_to_an_account(conn, registry):
    from events.store import RedisEventStore
    from service.games import GameService
    from service.http import create_app
    d = Recording()
    svc = GameService(RedisEventStore(conn), registry, d)
    d.service = svc
    client = create_app(svc, lambda: (True, {})).test_client()
    ann, bob = _signup_token(client, "ann"), _signup_token(client, "bob")
    g = client.post("/v1/games", json={"type": GAME.id, "seats": [{"account": "ann"}, {"account": "bob"}, {"name": "cy"}],
                                       "options": {"rounds": 1}}).get_json()
    gid = g["id"]
    assert d.notices == [(gid, 1, [0])]  # the game's start: ann's turn
    v = 1
    for move in ("mark", "mark", "end"):  # ann's several steps: one notice, at bob's turn
        r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": move}, "expected_version": v}, headers=ann)
        assert r.status_code == 201, r.get_json()
        v = r.get_json()["version"]
    assert d.notices == [(gid, 1, [0]), (gid, v, [1])]
    r = client.post(f"/v1/games/{gid}/moves", json={"move": {"type": "end"}, "expected_version": v}, headers=bob)
    assert d.notices[-1] == (gid, v, [1])  # cy names no account: nothing queued for its turn
    svc.schedule(svc.load(gid))  # a re-dispatch (the sweeper's) sees no change of turn
    assert len(d.notices) == 2


# ------------------------------------------------------------------ the served stack
class Receiver:
    """A real HTTP server: records every POST (path, headers, raw body) and answers the
    statuses queued for its path (200 once they run out)."""

    def __init__(self):
        self.got: list[dict] = []
        self.plan: dict[str, list[int]] = {}
        self.lock = threading.Lock()
        outer = self

        class H(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with outer.lock:
                    outer.got.append({"path": self.path, "headers": dict(self.headers), "body": body, "at": time.time()})
                    plan = outer.plan.get(self.path) or []
                    status = plan.pop(0) if plan else 200
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *a):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), H)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def to(self, path):
        with self.lock:
            return [g for g in self.got if g["path"] == path]

    def wait(self, path, n, version=None, timeout=25):
        """The POSTs to ``path`` (of ``version`` only, if given) once there are ``n`` (or at the timeout)."""
        def got():
            return [g for g in self.to(path) if version is None or json.loads(g["body"])["version"] == version]
        deadline = time.time() + timeout
        while time.time() < deadline and len(got()) < n:
            time.sleep(0.1)
        return got()


def _http(method, url, body=None, headers=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            raw = r.read()
            return r.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


class Mailbox:
    """A real SMTP server (aiosmtpd) on a free port: keeps every message it receives."""

    def __init__(self):
        from aiosmtpd.controller import Controller
        self.messages: list = []
        outer = self

        class Handler:
            async def handle_DATA(self, server, session, envelope):
                import email
                import email.policy
                outer.messages.append((envelope.rcpt_tos, email.message_from_bytes(envelope.content, policy=email.policy.default)))
                return "250 OK"

        self.port = free_port()
        self.controller = Controller(Handler(), hostname="127.0.0.1", port=self.port)
        self.controller.start()


@pytest.fixture(scope="module")
def mailbox():
    box = Mailbox()
    yield box
    box.controller.stop()


@pytest.fixture(scope="module")
def stack(redis_server, mailbox):
    redis.Redis.from_url(redis_server.url).flushdb()  # our own server (the in-process tests used it)
    port = free_port()
    log = tempfile.NamedTemporaryFile(prefix="moonhall-notify-", suffix=".log", delete=False)
    env = {**os.environ, "REDIS_URL": redis_server.url, "PYTHONPATH": str(ROOT), "PORT": str(port), "WORKERS": "2",
           "MOONHALL_LIMIT_CREATE": "off", "MOONHALL_LIMIT_MOVES": "off",
           "MOONHALL_WEBHOOK_ALLOW_PRIVATE": "1", "MOONHALL_WEBHOOK_RETRY_S": "2,1",
           "MOONHALL_WEBHOOK_DISABLE_AFTER": "3",
           "SMTP_URL": f"smtp://127.0.0.1:{mailbox.port}", "MOONHALL_DIGEST_DELAY_S": "2",
           "MOONHALL_ORIGIN": f"http://127.0.0.1:{port}"}
    proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT, env=env, stdout=log, stderr=log)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 40
    while time.time() < deadline:
        try:
            if _http("GET", base + "/healthz")[1]["ok"]:
                break
        except Exception:
            time.sleep(0.2)
    else:
        proc.terminate()
        raise AssertionError("the served stack did not become healthy")
    yield base, Path(log.name)
    proc.send_signal(2)
    proc.wait(30)
    if not os.environ.get("MOONHALL_KEEP_LOG"):
        os.unlink(log.name)


def _account(base, name):
    assert _http("POST", base + "/v1/accounts", {"name": name, "password": PW})[0] == 201
    req = urllib.request.Request(base + "/v1/session", method="POST", data=json.dumps({"name": name, "password": PW}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        cookie = r.headers["Set-Cookie"].split(";")[0]
        csrf = json.loads(r.read())["csrf"]
    st, tok = _http("POST", base + "/v1/me/tokens", {"scopes": ["play"]}, {"Cookie": cookie, "X-CSRF-Token": csrf})
    assert st == 201
    return {"Authorization": "Bearer " + tok["token"]}


def _hook(base, who, url):
    st, out = _http("POST", base + "/v1/me/webhooks", {"url": url, "events": ["your_turn"]}, who)
    assert st == 201, out
    return out


def _until_turn_of(base, gid, seat_headers, target):
    """Play the first legal move for whoever is to act until ``target`` is to act."""
    for _ in range(200):
        st, view = _http("GET", f"{base}/v1/games/{gid}")
        if target in view["to_act"]:
            return view["version"]
        actor = view["to_act"][0]
        st, moves = _http("GET", f"{base}/v1/games/{gid}/moves", None, seat_headers[actor])
        st, out = _http("POST", f"{base}/v1/games/{gid}/moves",
                        {"move": moves["moves"][0], "expected_version": moves["version"]}, seat_headers[actor])
        assert st == 201, out
    raise AssertionError("the turn never came")


@pytest.mark.integration
def test_signed_deliveries_retry_and_disable_on_the_served_stack(stack, redis_server):
    base, logfile = stack
    rx = Receiver()
    try:
        ann, bob, cat, eve = (_account(base, n) for n in ("ann", "bob", "cat", "eve"))
        h_ann = _hook(base, ann, rx.url + "/ann")
        rx.plan["/bob"] = [500]  # bob's receiver fails once: the retry delivers
        h_bob = _hook(base, bob, rx.url + "/bob")
        rx.plan["/cat"] = [500] * 10  # cat's always fails: disabled after 3 attempts
        h_cat = _hook(base, cat, rx.url + "/cat")
        h_eve = _hook(base, eve, rx.url + "/eve")  # eve sits at no table: she never hears of it
        st, g = _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "ann"}, {"account": "bob"}]})
        assert st == 201, g
        gid = g["id"]
        seat_headers = {0: ann, 1: bob}
        _, view = _http("GET", f"{base}/v1/games/{gid}")
        first = view["to_act"][0]
        start_path = "/ann" if first == 0 else "/bob"

        # the game's start is the first player's turn: one signed delivery
        got = rx.wait(start_path, 1 if first == 0 else 2)
        secret = h_ann["secret"] if first == 0 else h_bob["secret"]
        d = got[-1]
        assert json.loads(d["body"]) == {"event": "your_turn", "game": gid, "version": 1, "seat": first}
        assert d["headers"]["Content-Type"] == "application/json"
        assert wh.verify(secret, d["headers"][wh.SIGNATURE_HEADER], d["body"])
        assert not wh.verify(h_eve["secret"], d["headers"][wh.SIGNATURE_HEADER], d["body"])

        # moves until the other seat is to act: its account hears of it
        other = 1 - first
        v = _until_turn_of(base, gid, seat_headers, other)
        other_path = "/ann" if other == 0 else "/bob"
        other_secret = h_ann["secret"] if other == 0 else h_bob["secret"]
        want = 2 if other_path == "/bob" else 1  # bob's first attempt answered 500, its retry 200
        got = rx.wait(other_path, want, version=v)
        assert len(got) == want, got
        for x in got:
            assert json.loads(x["body"]) == {"event": "your_turn", "game": gid, "version": v, "seat": other}
            assert wh.verify(other_secret, x["headers"][wh.SIGNATURE_HEADER], x["body"])
        bob_all = rx.to("/bob")
        assert len(bob_all) >= 2 and bob_all[1]["at"] - bob_all[0]["at"] >= 1  # retried after its backoff (2 s; RQ schedules to the whole second)
        _, listed = _http("GET", base + "/v1/me/webhooks", None, bob)
        assert listed["webhooks"][0]["failures"] == 0 and listed["webhooks"][0]["last_status"] == 200

        # a repeated job for that version (as a retried or re-dispatched one) sends nothing twice
        q_conn = redis.Redis.from_url(redis_server.url)
        from rq import Queue
        Queue("moonhall", connection=q_conn).enqueue("workers.jobs.run_notify", gid, v, [other])

        # cat's receiver always fails: a game where it is cat's turn; 3 attempts, then disabled
        st, g2 = _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "cat"}, {"account": "cat"}]})
        assert st == 201
        deadline = time.time() + 25
        while time.time() < deadline:
            _, listed = _http("GET", base + "/v1/me/webhooks", None, cat)
            if listed["webhooks"][0]["disabled"]:
                break
            time.sleep(0.2)
        hook = listed["webhooks"][0]
        assert hook["disabled"] is True and hook["failures"] == 3 and hook["last_status"] == 500, hook
        assert len(rx.to("/cat")) == 3
        # a disabled webhook gets nothing more: another turn of cat's queues no delivery
        st, g3 = _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "cat"}, {"name": "zed"}]})
        time.sleep(1.5)
        assert len(rx.to("/cat")) == 3
        assert [x for x in rx.to(other_path) if json.loads(x["body"])["version"] == v] == got  # the repeated job: nothing
        assert rx.to("/eve") == []
        # no webhook secret in any line the served stack wrote
        text = logfile.read_text(errors="replace")
        for h in (h_ann, h_bob, h_cat, h_eve):
            assert h["secret"] not in text
    finally:
        rx.server.shutdown()


# ------------------------------------------------------------------ the page (Chromium)
# wraps the browser's Notification (kept working) to record what the page announces, and
# reports the page as not focused, as a tab in the background is
RECORD_NOTIFICATIONS = """
window.__shown = [];
const Real = window.Notification;
window.Notification = class extends Real {
  constructor(title, opts) { super(title, opts); window.__shown.push({title, tag: opts && opts.tag}); }
};
document.hasFocus = () => false;
"""


@pytest.mark.browser
def test_the_tab_title_and_icon_show_a_waiting_turn_and_a_notification_announces_it(stack, browser):  # noqa: F811
    base, _ = stack
    st, g = _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"name": "ann"}, {"name": "bob"}]})
    assert st == 201
    gid = g["id"]
    heads = {s["seat"]: {"Authorization": "Bearer " + s["token"]} for s in g["seats"]}
    ctx = browser.new_context(permissions=["notifications"], base_url=base)
    ctx.add_init_script(RECORD_NOTIFICATIONS)
    page = ctx.new_page()
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        _until_turn_of(base, gid, heads, 1)  # bob to act: ann's page waits
        page.goto(f"{base}/play/{gid}#token={g['seats'][0]['token']}")
        page.wait_for_function("document.body.dataset.version")
        assert page.title() == "Blue Moon · Moonhall"
        assert page.get_attribute("link[rel='icon']", "data-turn") == ""
        v = _until_turn_of(base, gid, heads, 0)  # bob moves on: ann's turn
        page.wait_for_function(f"document.body.dataset.version === '{v}'", timeout=20000)
        assert page.title() == "● Your turn · Blue Moon · Moonhall"
        assert page.get_attribute("link[rel='icon']", "data-turn") == "yours"
        assert page.evaluate("window.__shown") == [{"title": "Your turn in Blue Moon", "tag": f"moonhall-{gid}"}]
        v = _until_turn_of(base, gid, heads, 1)  # ann (through the API) ends her turn
        page.wait_for_function(f"document.body.dataset.version === '{v}'", timeout=20000)
        assert page.title() == "Blue Moon · Moonhall"
        assert len(page.evaluate("window.__shown")) == 1
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.integration
def test_an_email_digest_batches_the_turns_of_a_quiet_period_and_unsubscribes(stack, mailbox):
    base, logfile = stack
    dan = _account(base, "dan")
    st, out = _http("PUT", base + "/v1/me/email", {"email": "not an address"}, dan)
    assert st == 422 and out["error"]["code"] == "invalid_email"
    st, out = _http("PUT", base + "/v1/me/email", {"email": "dan@example.org"}, dan)
    assert st == 200 and out == {"email": "dan@example.org", "digest": True, "smtp": True}
    before = len(mailbox.messages)
    gids = []
    for _ in range(3):  # three turns within one quiet period (2 s here): one e-mail
        st, g = _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "dan"}, {"account": "dan"}]})
        gids.append(g["id"])
    # dan plays on in one of them (through the seat tokens) meanwhile: still one e-mail for the period
    dan_first = {s["seat"]: {"Authorization": "Bearer " + s["token"]} for s in g["seats"]}
    _, view = _http("GET", f"{base}/v1/games/{gids[2]}")
    first = view["to_act"][0]
    _until_turn_of(base, gids[2], dan_first, 1 - first)
    deadline = time.time() + 20
    while time.time() < deadline and len(mailbox.messages) == before:
        time.sleep(0.2)
    time.sleep(1)
    mine = mailbox.messages[before:]
    assert len(mine) >= 1
    rcpt, msg = mine[0]
    assert rcpt == ["dan@example.org"] and msg["To"] == "dan@example.org"
    text = msg.get_content()
    assert gids[0] in text and gids[1] in text and "Blue Moon" in text
    unsub = msg["List-Unsubscribe"].strip("<>")
    assert msg["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click" and unsub in text
    assert unsub.startswith(base + "/v1/me/email/unsubscribe?")
    # a wrong token unsubscribes nobody; the link does
    assert _http("GET", unsub.replace("token=", "token=x"))[0] == 404
    st, out = _http("GET", unsub)
    assert st == 200 and out == {"unsubscribed": True}
    assert _http("GET", base + "/v1/me/email", None, dan)[1]["digest"] is False
    n = len(mailbox.messages)
    _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "dan"}, {"account": "dan"}]})
    time.sleep(3.5)
    assert len(mailbox.messages) == n  # unsubscribed: nothing more
    token = unsub.split("token=")[1]
    assert token not in logfile.read_text(errors="replace")  # the link's token is redacted from the access log


def test_every_notify_status_matches_the_document(client, monkeypatch):
    """Every documented status of /v1/me/webhooks and /v1/me/email, provoked and checked
    against the document's schema (test_openapi and test_accounts leave these to this test)."""
    import yaml

    from service import openapi
    from tests.service.test_openapi import Checker
    doc = yaml.safe_load(openapi.OUTPUT.read_text(encoding="utf-8"))
    check = Checker(doc)
    W, WI, E, U = "/v1/me/webhooks", "/v1/me/webhooks/{hid}", "/v1/me/email", "/v1/me/email/unsubscribe"
    P, PI = "/v1/me/push", "/v1/me/push/{pid}"
    monkeypatch.setenv("MOONHALL_WEBHOOK_ALLOW_PRIVATE", "1")
    url = {"url": "http://127.0.0.1:9/h", "events": ["your_turn"]}
    sub = {"endpoint": "http://127.0.0.1:9/p", "keys": {"p256dh": _b64(b"\x04" + bytes(64)), "auth": _b64(bytes(16))}}
    out = client.application.test_client()
    for path, method, kw in ((W, "get", {}), (W, "post", {"json": url}), (WI, "delete", {}), (E, "get", {}),
                             (E, "put", {"json": {"email": "a@example.org"}}), (E, "delete", {}),
                             (P, "get", {}), (P, "post", {"json": sub}), (PI, "delete", {})):
        check(getattr(out, method)(path.replace("{hid}", "wh_x").replace("{pid}", "ps_x"), **kw), path, method)  # 401
    ann = _signup_token(client, "ann")
    c = client.application.test_client()
    csrf = c.post("/v1/session", json={"name": "ann", "password": PW}).get_json()["csrf"]
    reader = {"Authorization": "Bearer " + c.post("/v1/me/tokens", json={"scopes": ["read"]},
                                                   headers={"X-CSRF-Token": csrf}).get_json()["token"]}
    check(out.post(W, json=url, headers=reader), W, "post")                                     # 403
    check(out.delete(WI.replace("{hid}", "wh_x"), headers=reader), WI, "delete")                # 403
    check(out.put(E, json={"email": "a@example.org"}, headers=reader), E, "put")                # 403
    check(out.delete(E, headers=reader), E, "delete")                                           # 403
    check(out.post(P, json=sub, headers=reader), P, "post")                                     # 403
    check(out.delete(PI.replace("{pid}", "ps_x"), headers=reader), PI, "delete")               # 403
    check(out.post(P, json={"endpoint": 1}, headers=ann), P, "post")                            # 400
    check(out.post(P, json={**sub, "keys": {"p256dh": "x", "auth": "y"}}, headers=ann), P, "post")  # 422
    subs = [check(out.post(P, json=sub, headers=ann), P, "post") for _ in range(10)]            # 201
    check(out.post(P, json=sub, headers=ann), P, "post")                                        # 409
    check(out.get(P, headers=ann), P)                                                           # 200
    check(out.delete(PI.replace("{pid}", subs[0]["id"]), headers=ann), PI, "delete")            # 204
    check(out.delete(PI.replace("{pid}", subs[0]["id"]), headers=ann), PI, "delete")            # 404
    check(out.post(W, json={"url": 1}, headers=ann), W, "post")                                  # 400
    check(out.post(W, json={"url": "ftp://x.org/", "events": ["your_turn"]}, headers=ann), W, "post")  # 422
    made = [check(out.post(W, json=url, headers=ann), W, "post") for _ in range(wh.MAX_HOOKS)]  # 201
    check(out.post(W, json=url, headers=ann), W, "post")                                        # 409
    check(out.get(W, headers=ann), W)                                                           # 200
    check(out.delete(WI.replace("{hid}", made[0]["id"]), headers=ann), WI, "delete")            # 204
    check(out.delete(WI.replace("{hid}", made[0]["id"]), headers=ann), WI, "delete")            # 404
    check(out.get(E, headers=ann), E)                                                           # 200
    check(out.put(E, json={}, headers=ann), E, "put")                                           # 400
    check(out.put(E, json={"email": "nope@"}, headers=ann), E, "put")                           # 422
    check(out.put(E, json={"email": "ann@example.org"}, headers=ann), E, "put")                 # 200
    check(out.get(U + "?account=ann&token=x"), U)                                               # 404
    check(out.post(U + "?account=ann&token=x"), U, "post")                                      # 404
    check(out.post(U + "?account=ann&token=x", data="{nope", content_type="application/json"), U, "post")  # 400
    from service.notify import email as em  # (the link's token, as the e-mail carries it)
    raw = client.application.extensions["moonhall.accounts"].r.hget(em.email_key("ann"), "unsub").decode()
    check(out.get(f"{U}?account=ann&token={raw}"), U)                                           # 200
    check(out.post(f"{U}?account=ann&token={raw}"), U, "post")                                  # 200
    check(out.delete(E, headers=ann), E, "delete")                                              # 204
    monkeypatch.setenv("MOONHALL_LIMIT_ACCOUNTS_ADDRESS", "0/60")  # every one limited per address
    for path, method in ((W, "get"), (W, "post"), (WI, "delete"), (E, "get"), (E, "put"), (E, "delete"),
                         (U, "get"), (U, "post"), (P, "get"), (P, "post"), (PI, "delete")):
        r = getattr(out, method)(path.replace("{hid}", "wh_x").replace("{pid}", "ps_x"))
        assert r.status_code == 429
        check(r, path, method)
    documented = {(p, m, s) for p, item in doc["paths"].items() for m, op in item.items()
                  if isinstance(op, dict) and "responses" in op and p.startswith((W, E, P)) for s in op["responses"]
                  if s not in openapi.SERVER_LIMITS}
    assert documented - check.seen == set(), "documented but never answered"


def _b64(raw: bytes) -> str:
    import base64
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    import base64
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@pytest.mark.integration
def test_a_web_push_is_encrypted_for_the_subscription_and_signed_with_vapid(stack):
    """The push service is a local receiver: the test decrypts the body with the
    subscription's own keys (RFC 8291, aes128gcm) and checks the VAPID JWT (RFC 8292)."""
    import http_ece
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
    from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat
    base, _ = stack
    rx = Receiver()
    try:
        fay = _account(base, "fay")
        priv = ec.generate_private_key(ec.SECP256R1())  # the browser's side of the subscription
        p256dh = _b64(priv.public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint))
        secret = os.urandom(16)
        st, info = _http("GET", base + "/v1/me/push", None, fay)
        assert st == 200 and info["subscriptions"] == [] and len(_unb64(info["vapid_public_key"])) == 65
        st, out = _http("POST", base + "/v1/me/push", {"endpoint": rx.url + "/push/fay",
                                                        "keys": {"p256dh": p256dh, "auth": "short"}}, fay)
        assert st == 422 and out["error"]["code"] == "bad_push_keys"
        st, sub = _http("POST", base + "/v1/me/push", {"endpoint": rx.url + "/push/fay",
                                                        "keys": {"p256dh": p256dh, "auth": _b64(secret)}}, fay)
        assert st == 201 and sub["id"].startswith("ps_")
        st, g = _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "fay"}, {"account": "fay"}]})
        _, view = _http("GET", f"{base}/v1/games/{g['id']}")
        got = rx.wait("/push/fay", 1)
        assert len(got) == 1
        d = got[0]
        d["headers"] = {k.lower(): v for k, v in d["headers"].items()}
        assert d["headers"]["content-encoding"] == "aes128gcm" and secret not in d["body"]
        plain = http_ece.decrypt(d["body"], private_key=priv, auth_secret=secret, version="aes128gcm")
        assert json.loads(plain) == {"event": "your_turn", "game": g["id"], "version": 1, "seat": view["to_act"][0]}
        # VAPID: Authorization: vapid t=<ES256 JWT for the push service's origin>, k=<the server's key>
        scheme, _, params = d["headers"]["authorization"].partition(" ")
        fields = dict(p.strip().split("=", 1) for p in params.split(","))
        assert scheme == "vapid" and fields["k"] == info["vapid_public_key"]
        head, claims, sig = fields["t"].split(".")
        assert json.loads(_unb64(claims))["aud"] == rx.url and json.loads(_unb64(claims))["exp"] > time.time()
        key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), _unb64(fields["k"]))
        raw = _unb64(sig)
        key.verify(encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")),
                   f"{head}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))
        # a subscription its push service calls gone (410) is dropped
        rx.plan["/push/fay"] = [410]
        _http("POST", base + "/v1/games", {"type": "blue-moon", "seats": [{"account": "fay"}, {"account": "fay"}]})
        deadline = time.time() + 15
        while time.time() < deadline and _http("GET", base + "/v1/me/push", None, fay)[1]["subscriptions"]:
            time.sleep(0.2)
        assert _http("GET", base + "/v1/me/push", None, fay)[1]["subscriptions"] == []
    finally:
        rx.server.shutdown()
