"""The ratings' pages and the low-time warning in a real browser (issue 26, items 2-3):
Debian's chromium driven by Playwright against the API served on a free port (werkzeug's
server in a thread over the test's service and Redis). One browser for the module."""
from __future__ import annotations

import re
import threading

import pytest
from werkzeug.serving import make_server

from service.http import create_app
from tests.service.test_ratings import _create, _play_out
from tests.service.test_web_browser import FLAGS, _ensure_chromium

pytestmark = [pytest.mark.integration, pytest.mark.browser]


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright
    exe = _ensure_chromium()
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=exe, args=FLAGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def base(service):
    server = make_server("127.0.0.1", 0, create_app(service, lambda: (True, {})), threaded=True)
    t = threading.Thread(target=server.serve_forever, daemon=True)
    t.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


def test_leaderboard_and_player_pages_in_a_browser(browser, base, service, dispatcher):
    for marks in ([3, 0], [0, 3], [3, 0]):
        _play_out(service, dispatcher, _create(service, ["ann", "bob"]), marks)
    page = browser.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(base + "/leaderboard/draw-race")
    page.wait_for_selector("#rows tr td a")
    rows = page.locator("#rows tr").all_inner_texts()
    assert len(rows) == 2 and "provisional" in rows[0]
    assert page.locator("#heading").inner_text() == "Leaderboard: draw-race"
    page.locator("#rows a", has_text="ann").click()
    page.wait_for_selector("#player ol.history li")
    assert page.url.endswith("/players/ann")
    assert page.locator("#player ol.history li").count() == 3
    assert "after 3 rated games" in page.locator("#player p").inner_text()
    page.goto(base + "/players/nobody")
    page.wait_for_selector("#error:not([hidden])")
    assert errors == []
    page.close()


def test_low_time_warning_on_the_game_page(browser, base, service):
    """Ten minutes on a Fischer clock; the page's clock is moved on nine and a half minutes:
    under a minute left, the seat to move is warned (and told a bot takes over)."""
    g = service.create("draw-race", [{"name": "ann"}, {"name": "bob"}], {"rounds": 1}, None,
                       clock={"initial_s": 600, "on_timeout": "bot"})
    page = browser.new_page()
    page.clock.install()
    page.goto(f"{base}/play/{g['id']}#token={g['seats'][0]['token']}")
    page.wait_for_selector("#clock:not([hidden])")
    assert page.locator("#lowtime").is_hidden()
    page.clock.fast_forward("09:30")
    page.wait_for_selector("#lowtime:not([hidden])", timeout=5000)
    assert "a bot takes your seat over" in page.locator("#lowtime").inner_text()
    other = browser.new_page()  # seat 1 is not to move: no warning
    other.clock.install()
    other.goto(f"{base}/play/{g['id']}#token={g['seats'][1]['token']}")
    other.wait_for_selector("#clock:not([hidden])")
    other.clock.fast_forward("09:30")
    other.wait_for_timeout(1500)
    assert other.locator("#lowtime").is_hidden()
    page.close()
    other.close()


def _latin(text: str, names: list[str]) -> list[str]:
    """Latin words of a Russian page's text, the names players gave and proper names out."""
    from tests.service.words_check import PROPER
    for n in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(n)}(?![\w-])", " ", text)
    return [w for w in re.findall(r"[^\W\d_]+", text) if w.isascii() and len(w) > 1 and w.lower() not in PROPER | {"moonhall"}]


@pytest.mark.parametrize("lang,how", [("ru", "locale"), ("pl", "picker")])
def test_the_ratings_pages_speak_the_readers_language(browser, base, service, dispatcher, lang, how):
    """(issue 24, after the merge with issue 26) The leaderboard and the player's page load
    the served catalogue as the lobby and the game page do: in a Russian browser, or with
    Polish picked (remembered in localStorage), every heading, column, note, summary (CLDR
    plural) and history line is in that language."""
    from tests.service.test_web_browser import _http
    for marks in ([3, 0], [0, 3], [3, 0]):
        _play_out(service, dispatcher, _create(service, ["ann", "bob"]), marks)
    served = _http("GET", f"{base}/v1/texts?lang={lang}")["texts"]
    ctx = browser.new_context(locale="ru-RU" if how == "locale" else "en-GB")
    if how == "picker":
        ctx.add_init_script("localStorage.setItem('moonhall:lang', 'pl')")
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(base + "/leaderboard/draw-race")
        page.wait_for_selector("#rows tr td a")
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.locator("#head th").nth(1).inner_text() == served["ratings.col_player"]
        board = page.locator("main").inner_text()
        assert served["ratings.provisional"] in board
        page.locator("#rows a", has_text="ann").click()
        page.wait_for_selector("#player ol.history li")
        player = page.locator("main").inner_text()
        want = {"ru": "после 3 рейтинговых партий", "pl": "po 3 partiach rankingowych"}[lang]
        assert want in player, player
        if lang == "ru":
            assert _latin(board + "\n" + player, ["ann", "bob", "draw-race"]) == [], board + player
        else:
            for english in ("Player", "Rating", "Games", "Wins", "provisional", "rated", "place", "Leaderboard"):
                assert english not in board + player, (english, board + player)
        assert errors == []
    finally:
        ctx.close()
