"""Issue 25 (tables) on the real served stack (``python -m service.serve``: gunicorn, RQ
workers, RQ's scheduler, a real Redis): seekers racing through separate server processes are
seated exactly once, a seek's bots come from the scheduler's job; and in Chromium: quick play
with another person and with bots, chat between two browser contexts (escaped, muted),
presence, and a rematch both players accept. One stack and one browser for the module."""
from __future__ import annotations

import threading
import time
import urllib.error
import urllib.request

import pytest

from tests.service.test_web_browser import Watched, _http, base, browser  # noqa: F401 (fixtures)

pytestmark = [pytest.mark.integration]


def _seek(base, body, token=None):
    return _http("POST", base + "/v1/seeks", body, token)


def _status(method, url, token=None) -> int:
    req = urllib.request.Request(url, method=method, headers={"Authorization": f"Bearer {token}"} if token else {})
    try:
        with urllib.request.urlopen(req, timeout=20) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


# ------------------------------------------------------------------ the API, real processes
def test_racing_seekers_are_seated_exactly_once(base):  # noqa: F811
    """12 seekers for 2-player Blue Moon tables, all at once through the served stack (two
    gunicorn workers): every seeker ends in exactly one table and every table holds two."""
    n = 12
    out: list = [None] * n
    go = threading.Barrier(n)

    def one(i):
        go.wait()
        out[i] = _seek(base, {"type": "blue-moon", "players": 2, "name": f"p{i}"})

    threads = [threading.Thread(target=one, args=(i,)) for i in range(n)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(30)
    states = [_http("GET", f"{base}/v1/seeks/{s['id']}", token=s["token"]) for s in out]
    assert all(s["status"] == "matched" for s in states), [s["status"] for s in states]
    tables: dict = {}
    for s in states:
        tables.setdefault(s["game"], []).append(s["seat"])
    assert len(tables) == n // 2 and all(sorted(v) == [0, 1] for v in tables.values())
    for s, st in zip(out, states):  # each seeker acts with its own token in its table
        view = _http("GET", f"{base}/v1/games/{st['game']}", token=s["token"])
        assert view["you"] == st["seat"] and view["seats"][st["seat"]]["name"] == st["name"]


def test_a_seek_gets_its_bots_from_the_scheduler_once(base):  # noqa: F811
    """bots_after_s=1: RQ's scheduler queues the fill job, a worker seats the seeker with
    bots; a cancelled seek's job later does nothing."""
    a = _seek(base, {"type": "blue-moon-city", "players": 3, "name": "ann", "bots_after_s": 1})
    c = _seek(base, {"type": "blue-moon-city", "players": 4, "name": "cat", "bots_after_s": 1})
    assert _status("DELETE", f"{base}/v1/seeks/{c['id']}", token=c["token"]) == 204
    deadline = time.time() + 20
    while time.time() < deadline:
        s = _http("GET", f"{base}/v1/seeks/{a['id']}", token=a["token"])
        if s["status"] == "matched":
            break
        time.sleep(0.3)
    assert s["status"] == "matched" and s["seat"] == 0
    view = _http("GET", f"{base}/v1/games/{s['game']}", token=a["token"])
    assert view["you"] == 0 and [x["bot"] is not None for x in view["seats"]] == [False, True, True]
    time.sleep(1.5)
    assert _http("GET", f"{base}/v1/seeks/{c['id']}", token=c["token"])["status"] == "cancelled"


# ------------------------------------------------------------------ the page
def _lobby(w, base, name, type_id):  # noqa: F811
    page = w.page
    page.goto(base + "/")
    page.wait_for_function("document.body.dataset.state === 'ready'")
    page.fill("#myname", name)
    page.click(f".gamepick button[data-type='{type_id}']")
    return page


@pytest.mark.browser
def test_quick_play_seats_two_people_and_fills_with_bots(browser, base):  # noqa: F811
    """Two browsers ask for a 2-player Nova Luna table (no bots): they land in one table, one
    seat each. A third asks for a 3-player Azul table with bots at once: it lands in a table
    with two bots."""
    a, b, c = Watched(browser), Watched(browser), Watched(browser)
    try:
        for w, name in ((a, "ann"), (b, "bob")):
            page = _lobby(w, base, name, "nova-luna")
            page.select_option("#qpplayers", "2")
            page.select_option("#qpbots", "")
            page.click("#qpbtn")
        for w in (a, b):
            w.page.wait_for_url("**/play/*", timeout=20000)
            w.page.wait_for_function("document.body.dataset.version", timeout=20000)
        ga, gb = (w.page.url.split("/play/")[1] for w in (a, b))
        assert ga == gb
        view = _http("GET", f"{base}/v1/games/{ga}")
        assert sorted(s["name"] for s in view["seats"]) == ["ann", "bob"] and view["status"] == "active"
        assert {a.page.inner_text("#who"), b.page.inner_text("#who")} == {"You are ann", "You are bob"}

        # cat has an account and is signed in: the lobby takes the account's name, the seek its
        # session (with the CSRF token) and the seat names the account
        _http("POST", base + "/v1/accounts", {"name": "Cat", "password": "correct horse battery"})
        page = c.page
        page.goto(base + "/")
        page.evaluate("""() => fetch('/v1/session', {method: 'POST', headers: {'Content-Type': 'application/json'},
                                 body: JSON.stringify({name: 'cat', password: 'correct horse battery'})})""")
        page.reload()
        page.wait_for_function("document.body.dataset.state === 'ready'")
        assert page.input_value("#myname") == "Cat"
        page.click(".gamepick button[data-type='azul-summer-pavilion']")
        page.select_option("#nplayers", "3")
        page.select_option("#qpplayers", "3")
        page.select_option("#qpbots", "0")
        page.click("#qpbtn")
        page.wait_for_url("**/play/*", timeout=20000)
        page.wait_for_function("document.body.dataset.version", timeout=20000)
        gid = page.url.split("/play/")[1]
        view = _http("GET", f"{base}/v1/games/{gid}")
        assert [s["bot"] is not None for s in view["seats"]] == [False, True, True]
        assert view["seats"][0]["name"] == "Cat" and view["seats"][0]["account"] == "cat"
        assert page.inner_text("#who") == "You are Cat"
        assert not a.errors and not b.errors and not c.errors, a.errors + b.errors + c.errors
    finally:
        for w in (a, b, c):
            w.close()


def _two_seats(base, **kw):  # noqa: F811
    g = _http("POST", base + "/v1/games", {"type": "nova-luna", "seats": [{"name": "ann"}, {"name": "bob"}], **kw})
    return g["id"], g["seats"][0]["token"], g["seats"][1]["token"]


def _open(w, base, gid, token):  # noqa: F811
    w.page.goto(f"{base}/play/{gid}#token={token}")
    w.page.wait_for_function("document.body.dataset.version")
    return w.page


@pytest.mark.browser
def test_chat_between_two_browsers_escaped_muted_and_presence(browser, base):  # noqa: F811
    gid, t0, t1 = _two_seats(base)
    a, b = Watched(browser), Watched(browser)
    try:
        pa, pb = _open(a, base, gid, t0), _open(b, base, gid, t1)
        pa.fill("#chattext", "<b>hello</b> bob")
        pa.click("#chatsend")
        pb.wait_for_function("document.querySelector('#chat').dataset.count === '1'", timeout=10000)
        assert pb.inner_text("#chatlog .text") == "<b>hello</b> bob"  # shown as text, not markup
        assert pb.locator("#chatlog b.who").inner_text() == "ann" and pb.locator("#chatlog .text b").count() == 0
        # bob mutes ann: her next message reaches ann's page but not bob's
        pb.click("#chatlog button.mute")
        pb.wait_for_function("document.querySelector('#chat').dataset.count === '0'")
        pa.fill("#chattext", "still there?")
        pa.click("#chatsend")
        pa.wait_for_function("document.querySelector('#chat').dataset.count === '2'", timeout=10000)
        pb.fill("#chattext", "yes")
        pb.click("#chatsend")
        pa.wait_for_function("document.querySelector('#chat').dataset.count === '3'", timeout=10000)
        pb.wait_for_function("document.querySelector('#chat').dataset.count === '1'", timeout=10000)
        assert pb.inner_text("#chatlog .text") == "yes"
        msgs = _http("GET", f"{base}/v1/games/{gid}/chat")["messages"]
        assert [m["text"] for m in msgs] == ["<b>hello</b> bob", "still there?", "yes"]
        # presence: ann's page sees bob's seat here (heartbeats every 5 s)
        pa.wait_for_selector("#presence .pres[data-seat='1'][data-online='1']", timeout=12000)
        # a spectator reads but has no box to write in
        s = Watched(browser)
        try:
            ps = _open(s, base, gid, "")
            ps.wait_for_function("document.querySelector('#chat').dataset.count === '3'", timeout=10000)
            assert ps.is_hidden("#chatform") and ps.is_visible("#chatro")
        finally:
            s.close()
        assert not a.errors and not b.errors, a.errors + b.errors
    finally:
        a.close()
        b.close()


@pytest.mark.browser
def test_rematch_after_the_end_both_accept(browser, base):  # noqa: F811
    gid, t0, t1 = _two_seats(base, options={})
    a, b = Watched(browser), Watched(browser)
    try:
        pa, pb = _open(a, base, gid, t0), _open(b, base, gid, t1)
        _http("POST", f"{base}/v1/games/{gid}/resign", {}, t1)
        for p in (pa, pb):
            p.wait_for_selector("#rematchbtn:not([hidden])", timeout=15000)
        pa.click("#rematchbtn")
        pa.wait_for_url("**/play/*", timeout=15000)
        pa.wait_for_function(f"!location.pathname.endsWith('{gid}') && document.body.dataset.version")
        new = pa.url.split("/play/")[1]
        assert new != gid
        # the new table waits for bob: his seat reads "open seat" on ann's page, never "null"
        # (the presence comes from the table's heartbeat, which starts once the board is on screen)
        pa.wait_for_function("document.querySelector('#presence').textContent.includes('open seat')", timeout=15000)
        main = pa.inner_text("main")
        assert "null" not in main and "open seat" in pa.inner_text("#presence")
        pb.click("#rematchbtn")
        pb.wait_for_function(f"location.pathname.endsWith('{new}') && document.body.dataset.version", timeout=15000)
        view = _http("GET", f"{base}/v1/games/{new}")
        assert view["status"] == "active" and [s["name"] for s in view["seats"]] == ["bob", "ann"]
        pa.wait_for_function("document.querySelector('#who').textContent === 'You are ann'")
        assert pb.inner_text("#who") == "You are bob"
        assert not a.errors and not b.errors, a.errors + b.errors
    finally:
        a.close()
        b.close()


@pytest.mark.browser
def test_the_lobby_makes_a_private_seat_and_lists_only_what_a_visitor_can_join(browser, base):  # noqa: F811
    """A visitor's lobby is open before the tables exist and shows the public one by itself
    (no reload); the private one is not offered to join, its invite link (shown to its creator
    only) gets the visitor in; open seats read "open seat", the creator's seat its name."""
    host, guest = Watched(browser), Watched(browser)
    try:
        gp = guest.page
        gp.goto(base + "/")
        gp.wait_for_function("document.body.dataset.state === 'ready'")
        page = _lobby(host, base, "ann", "nova-luna")
        page.select_option("#nplayers", "2")
        page.select_option(".seatrow:nth-child(2) .skind", "private")
        page.click("#createbtn")
        page.wait_for_selector("#created input.invite")
        invite = page.locator("#created input.invite").input_value()
        private = invite.split("/play/")[1].split("?")[0]
        assert "?invite=" in invite
        page.select_option(".seatrow:nth-child(2) .skind", "open")
        page.click("#createbtn")
        page.wait_for_function(f"document.querySelector('#go') && !document.querySelector('#go').href.includes('{private}')")
        public = page.get_attribute("#go", "href").split("/play/")[1].split("#")[0]
        gp.wait_for_selector(f"#waiting li[data-id='{public}']", timeout=10000)  # refreshed by itself
        item = gp.inner_text(f"#waiting li[data-id='{public}']")
        assert "ann" in item and "open seat" in item and "null" not in item and " me" not in item
        assert gp.locator(f"#waiting li[data-id='{private}']").count() == 0
        assert [s["name"] for s in _http("GET", f"{base}/v1/games/{private}")["seats"]] == ["ann", None]
        # the visitor starts quick play, then leaves the lobby: the page takes its seek back
        gp.fill("#myname", "bob")
        gp.click(".gamepick button[data-type='blue-moon']")
        gp.select_option("#qpbots", "")
        gp.click("#qpbtn")
        gp.wait_for_function("document.querySelector('#quickplay').dataset.seek === 'waiting'")
        made = [r for r in guest.responses if r.url.endswith("/v1/seeks") and r.request.method == "POST"][0].json()
        gp.goto(invite)
        deadline = time.time() + 10
        while _http("GET", f"{base}/v1/seeks/{made['id']}", token=made["token"])["status"] != "cancelled":
            assert time.time() < deadline, "the seek was not taken back"
            time.sleep(0.2)
        gp.wait_for_selector("#joinbox:not([hidden])")
        gp.fill("#joinname", "bob")
        gp.click("#joinbtn")
        gp.wait_for_function("document.querySelector('#who').textContent === 'You are bob'", timeout=10000)
        assert _http("GET", f"{base}/v1/games/{private}")["status"] == "active"
        assert not host.errors and not guest.errors, host.errors + guest.errors
    finally:
        host.close()
        guest.close()


@pytest.mark.browser
def test_an_open_lobby_shows_a_game_made_elsewhere_without_polling(browser, base):  # noqa: F811
    """An open lobby page waits on GET /v1/lobby/changes; a game another client makes
    through the API appears in its list without a reload, and the page read the lists only
    at the start and when an answer said the lobby changed - not every few seconds."""
    w = Watched(browser)
    try:
        page = w.page
        page.goto(base + "/")
        page.wait_for_function("document.body.dataset.state === 'ready'")

        def lists():
            return [u for u in w.requests if "/v1/games?" in u]

        def waits():
            return [u for u in w.requests if "/v1/lobby/changes?after=" in u]
        deadline = time.time() + 20
        while not waits():  # the page is waiting for a change (a bound, not a speed check)
            assert time.time() < deadline, "the lobby never waited for a change"
            page.wait_for_timeout(100)
        g = _http("POST", base + "/v1/games", {"type": "nova-luna", "seats": [{"name": "zed"}, {"open": True}]})
        page.wait_for_selector(f"#waiting li[data-id='{g['id']}']", timeout=20000)  # no reload
        assert "zed" in page.inner_text(f"#waiting li[data-id='{g['id']}']")
        assert page.evaluate("performance.getEntriesByType('navigation').length") == 1
        # the lists were read at the start and after each answer that the lobby changed, no more
        # (other tests' games of this stack may change it meanwhile: each change is one listing)
        changed = 0
        for r in list(w.responses):
            if "/v1/lobby/changes?after=" in r.url and r.status == 200:
                try:
                    changed += bool(r.json()["changed"])
                except Exception:  # (a poll cut short has no body)
                    pass
        assert 6 <= len(lists()) <= 3 * (1 + changed), (len(lists()), changed)
        assert not w.errors, w.errors
    finally:
        w.close()


@pytest.mark.browser
def test_the_lobby_offers_the_timeout_choice_chat_in_record_and_a_rating_range(browser, base):  # noqa: F811
    """The creator chooses what a timeout does (the page always sent "bot") and whether the
    chat goes into the record; quick play sends the rating range chosen (issue 25)."""
    w = Watched(browser)
    try:
        page = _lobby(w, base, "ann", "nova-luna")
        page.select_option("#nplayers", "2")
        page.select_option(".seatrow:nth-child(2) .skind", "open")
        page.select_option("#clock", "300:5")
        page.select_option("#ontimeout", "lose")
        page.check("#chatrecord")
        page.click("#createbtn")
        page.wait_for_selector("#go")
        gid = page.get_attribute("#go", "href").split("/play/")[1].split("#")[0]
        view = _http("GET", f"{base}/v1/games/{gid}")
        assert view["clock"]["on_timeout"] == "lose"
        assert _http("GET", f"{base}/v1/games/{gid}/chat")["in_record"] is True
        page.goto(base + "/")
        page.wait_for_function("document.body.dataset.state === 'ready'")
        page.click(".gamepick button[data-type='azul-summer-pavilion']")
        page.select_option("#qpbots", "")
        page.select_option("#qprange", "5")
        page.click("#qpbtn")
        page.wait_for_function("document.querySelector('#quickplay').dataset.seek === 'waiting'")
        made = [r for r in w.responses if r.url.endswith("/v1/seeks") and r.request.method == "POST"][-1].json()
        assert made["rating_diff"] == 5 and made["rating"] == 0 and made["status"] == "waiting"
        page.click("#qpcancel")
        page.wait_for_function("document.querySelector('#quickplay').dataset.seek === 'cancelled'")
        assert not w.errors, w.errors
    finally:
        w.close()


@pytest.mark.browser
def test_the_replay_shows_the_chat_said_up_to_its_position_when_in_the_record(browser, base):  # noqa: F811
    """A finished table made with chat_in_record: moving its replay slider back shows only
    the messages said up to that version (each message carries it); at the end, all."""
    g = _http("POST", base + "/v1/games", {"type": "nova-luna", "seats": [{"name": "ann"}, {"name": "bob"}],
                                           "chat_in_record": True})
    t0, t1 = g["seats"][0]["token"], g["seats"][1]["token"]
    assert _http("POST", f"{base}/v1/games/{g['id']}/chat", {"text": "good luck"}, t0)["version"] == 1
    _http("POST", f"{base}/v1/games/{g['id']}/resign", {}, t1)
    assert _http("POST", f"{base}/v1/games/{g['id']}/chat", {"text": "well played"}, t0)["version"] > 1
    w = Watched(browser)
    try:
        page = w.page
        page.goto(f"{base}/play/{g['id']}")
        page.wait_for_selector("#replay[data-ready='1']", timeout=20000)
        page.wait_for_function("document.querySelector('#chat').dataset.count === '2'")

        def slide(to):
            page.evaluate("(v) => { const s = document.querySelector('#slider'); s.value = v; s.dispatchEvent(new Event('input')); }", to)
        slide(1)
        page.wait_for_function("document.querySelector('#chat').dataset.count === '1'")
        assert "good luck" in page.inner_text("#chatlog") and "well played" not in page.inner_text("#chatlog")
        slide(page.evaluate("document.querySelector('#slider').max"))
        page.wait_for_function("document.querySelector('#chat').dataset.count === '2'")
        assert not w.errors, w.errors
    finally:
        w.close()
