"""Accounts in the served stack (issue 25): the account page in a real Chromium (sign up,
adopt this browser's seat, a passkey through Chromium's virtual authenticator, sign in on a
second browser context with the keyboard, find the table and continue it), and no password,
token or session id in any line the server writes."""
from __future__ import annotations

import json
import urllib.request

import pytest

from tests.service.test_serving import Stack, http, served_log
from tests.service.test_web_browser import ARTIFACTS, FLAGS, Watched, _ensure_chromium

pytestmark = [pytest.mark.integration]
PW = "moonlit tables 42"
# every header that may hold a secret, printed: the redaction must take them out (issue 25, item 4)
ACCESS_FORMAT = '%(h)s "%(r)s" %(s)s "%({authorization}i)s" "%({cookie}i)s" "%({set-cookie}o)s"'


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    data = tmp_path_factory.mktemp("acc") / "data"
    s = Stack(data, extra_env={"ACCESS_LOG": str(data.parent / "access.log"),
                               "GUNICORN_CMD_ARGS": f"--access-logformat '{ACCESS_FORMAT}'"}).wait_healthy()
    yield s
    assert s.stop() == 0


@pytest.fixture(scope="module")
def chromium():
    exe = _ensure_chromium()
    from playwright import sync_api
    pw = sync_api.sync_playwright().start()
    # WebAuthn wants a domain name for the relying party: the page is served as localhost
    b = pw.chromium.launch(executable_path=exe, args=FLAGS + ["--host-resolver-rules=MAP localhost 127.0.0.1"],
                           headless=True)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    yield b
    b.close()
    pw.stop()


def _session(base, name, password):
    req = urllib.request.Request(base + "/v1/session", method="POST", headers={"Content-Type": "application/json"},
                                 data=json.dumps({"name": name, "password": password}).encode())
    with urllib.request.urlopen(req, timeout=40) as r:
        return r.headers["Set-Cookie"].split(";")[0], json.loads(r.read())["csrf"]


def test_no_password_token_or_session_in_the_logs(stack):
    base = stack.base
    assert http("POST", base + "/v1/accounts", {"name": "logan", "password": PW})[0] == 201
    assert http("POST", base + "/v1/session", {"name": "logan", "password": "a wrong secret"})[0] == 401
    cookie, csrf = _session(base, "logan", PW)
    req = urllib.request.Request(base + "/v1/me/tokens", method="POST", data=json.dumps({"scopes": ["play"]}).encode(),
                                 headers={"Content-Type": "application/json", "Cookie": cookie, "X-CSRF-Token": csrf})
    with urllib.request.urlopen(req, timeout=40) as r:
        token = json.loads(r.read())["token"]
    code, me, _ = http("GET", base + "/v1/me", token=token)
    assert code == 200 and me["name"] == "logan"
    assert http("GET", base + "/v1/me", token="mhp_" + "x" * 43)[0] == 401
    code, listed, _ = http("GET", base + "/v1/me/games", token=token)
    assert code == 200
    access = stack.data.parent / "access.log"
    import time
    deadline = time.time() + 10
    while time.time() < deadline and access.read_text().count("/v1/me") < 3:
        time.sleep(0.2)
    logged = access.read_text() + served_log(stack)
    sid = cookie.split("=", 1)[1]
    for secret in (PW, "a wrong secret", token, token[4:], sid, csrf):
        assert secret not in logged
    assert '"Bearer [redacted]"' in logged and "mh_session=[redacted]" in logged


@pytest.mark.browser
def test_sign_up_play_sign_in_elsewhere_and_continue_with_a_passkey_too(chromium, stack):
    base = f"http://localhost:{stack.port}"
    code, g, _ = http("POST", stack.base + "/v1/games", {"type": "draw-race", "options": {"rounds": 5},
                                                           "seats": [{"name": "ann"}, {"name": "robo", "bot": "random"}]})
    assert code == 201
    gid, token = g["id"], g["seats"][0]["token"]
    code, g2, _ = http("POST", stack.base + "/v1/games", {"type": "draw-race",
                                                            "seats": [{"name": "ann"}, {"name": "cid"}]})
    assert code == 201
    a = Watched(chromium)
    b = Watched(chromium)
    try:
        page = a.page
        # 1. a seat played in this browser without an account (its token in the page's storage)
        page.goto(f"{base}/play/{gid}#token={token}")
        page.wait_for_function("document.body.dataset.state === 'your-turn'", timeout=30000)
        v0 = int(page.evaluate("document.body.dataset.version"))
        page.locator("#moves button.mv").first.click()
        page.wait_for_function(f"Number(document.body.dataset.version) > {v0}", timeout=30000)
        # 2. sign up on the account page: the seat is adopted into the account
        page.goto(f"{base}/account")
        page.wait_for_function("document.body.dataset.state === 'signed-out'")
        labels = page.evaluate("[...document.querySelectorAll('input')].map(i => i.labels.length)")
        assert labels and all(n == 1 for n in labels)  # every field has its label
        page.fill("#signup-name", "Ann")
        page.fill("#signup-password", PW)
        page.click("#signup button[type=submit]")
        page.wait_for_function("document.body.dataset.state === 'signed-in'", timeout=30000)
        assert page.locator(f"#mygames li[data-game='{gid}']").count() == 1
        # 3. a passkey through Chromium's virtual authenticator, then a sign-in with it
        cdp = a.ctx.new_cdp_session(page)
        cdp.send("WebAuthn.enable")
        cdp.send("WebAuthn.addVirtualAuthenticator", {"options": {
            "protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
            "isUserVerified": True, "automaticPresenceSimulation": True}})
        page.click("#passkey-add")
        page.wait_for_function("document.querySelector('#status').textContent.includes('Passkey')", timeout=30000)
        page.click("#signout")
        page.wait_for_function("document.body.dataset.state === 'signed-out'")
        page.click("#passkey-signin")
        page.wait_for_function("document.body.dataset.state === 'signed-in'", timeout=30000)
        assert "Ann" in page.inner_text("#who")
        # a seat opened by its link while signed in is adopted by the play page itself
        with page.expect_response(lambda r: r.url.endswith("/v1/me/seats"), timeout=30000) as adopted:
            page.goto(f"{base}/play/{g2['id']}#token={g2['seats'][0]['token']}")
        assert adopted.value.status == 201
        page.wait_for_function("document.body.dataset.state === 'your-turn'", timeout=30000)
        # 4. another browser: sign in with the keyboard, find the table, continue it
        p2 = b.page
        p2.goto(f"{base}/account")
        p2.wait_for_function("document.body.dataset.state === 'signed-out'")
        p2.focus("#signin-name")
        p2.keyboard.type("ann")
        p2.keyboard.press("Tab")
        p2.keyboard.type(PW)
        p2.keyboard.press("Enter")
        p2.wait_for_function("document.body.dataset.state === 'signed-in'", timeout=30000)
        p2.screenshot(path=str(ARTIFACTS / "account-tables-desktop.png"))
        p2.wait_for_selector(f"#mygames li[data-game='{g2['id']}'][data-your-turn='true']")  # (its turn first)
        assert p2.locator("#mygames li").first.get_attribute("data-your-turn") == "true"
        p2.click(f"#mygames li[data-game='{gid}'] a")
        p2.wait_for_function("['your-turn','finished'].includes(document.body.dataset.state)", timeout=30000)
        assert p2.evaluate("document.body.dataset.state") == "your-turn"
        assert "ann" in p2.inner_text("#who")  # the seat, without its token in this browser
        assert p2.evaluate(f"localStorage.getItem('moonhall:token:{gid}')") is None
        v1 = int(p2.evaluate("document.body.dataset.version"))
        p2.locator("#moves button.mv").first.click()  # the move goes with the cookie and its CSRF token
        p2.wait_for_function(f"Number(document.body.dataset.version) > {v1}", timeout=30000)
        code, view, _ = http("GET", f"{stack.base}/v1/games/{gid}")
        assert view["version"] > v1
        assert not a.errors and not b.errors, a.errors + b.errors
    finally:
        a.close()
        b.close()
