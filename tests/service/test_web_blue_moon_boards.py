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

from tests.service import test_web_browser as web
from tests.service.boardplay import (
    BM_POLICY,
    BMC_POLICY,
    click_step,
    play_by_board,
    play_by_keyboard,
    record,
)
from tests.service.test_web_browser import (
    ARTIFACTS,
    DESKTOP,
    PHONE,
    Watched,
    _finish_checks,
    _http,
    _wait_turn,
)

# the module's fixtures are test_web_browser's: one served stack and one browser for this module
base = web.base
browser = web.browser

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
    """The board at desktop size (the element: the move list's sticky panel stays out of it)
    and the page as a phone shows it."""
    w.page.evaluate("document.querySelector('#moves').style.visibility = 'hidden'")
    w.page.locator("#board").screenshot(path=str(ARTIFACTS / f"{name}-desktop.png"))
    w.page.evaluate("document.querySelector('#moves').style.visibility = ''")
    w.page.set_viewport_size(PHONE)
    w.page.wait_for_timeout(150)
    w.page.screenshot(path=str(ARTIFACTS / f"{name}-phone.png"))
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
        # a card's power is a tap away (a phone has no hover)
        power = page.locator("#board .bmc-card:has([data-power-card='Vulca1']) details.bmc-power")
        power.locator("summary").click()
        assert "red dragon" in power.locator("div").inner_text()
        assert _version(page) == v0  # reading is no move
        # the power only when chosen: tap the card, then the tile
        page.locator("#board [data-power-card='Vulca1']").click()
        page.locator("#board .bmc-target[data-power='Vulca1'][data-m*='[1,0]']").click()
        page.locator("#choice .choice-item").click()  # the confirm: the card is spent for good
        page.wait_for_function(f"Number(document.body.dataset.version) > {v0}")
        view = _http("GET", f"{base}/v1/games/{gid}", token=tok)
        assert view["state"]["dragons"]["red"] == [1, 0] and not view["state"]["hand"].get("Vulca1")
        # a reachable building: one click walks there (here by the keyboard: the shared
        # interaction makes the offered cells buttons in the tab order, Enter plays)
        _wait_turn(page)
        v1 = _version(page)
        cell = page.locator("#board .bmc-cell[data-m*='[2,1]']")
        assert cell.get_attribute("tabindex") == "0" and cell.get_attribute("role") == "button"
        assert "Fire Temple" in cell.evaluate("e => e.textContent")  # its name holds the building
        cell.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(f"Number(document.body.dataset.version) > {v1}")
        view = _http("GET", f"{base}/v1/games/{gid}", token=tok)
        assert view["state"]["figures"][0] == [2, 1]
        assert not w.errors, w.errors
    finally:
        w.close()


def _pause(shot):
    """At a stop of the whole game: screenshots and axe-core (vendored) on the board mid-game,
    not only at the first turn."""
    def at(w):
        _shots(w, shot)
        from tests.service.test_web_boards import _axe
        bad = [v for v in _axe(w.page) if v["impact"] in ("serious", "critical")]
        assert not bad, json.dumps(bad, indent=1)
    return at


def _play_by_board(w: Watched, policy: str, rng, extra=None, shot=None, shot_at=12):
    """Click the board by ``policy`` (tests/service/boardplay.py) until the game ends; returns
    (board moves, list moves, clicks by kind) from the page's own counters."""
    board, listed, kinds, marked = play_by_board(w, policy, rng, extra=extra, pause_at=shot_at,
                                                 on_pause=_pause(shot) if shot else None)
    # what the other seat just did is marked on the board (issue 23, item 3)
    assert marked, "the other seat's moves were never marked on the board"
    return board, listed, kinds


def _rich(base):
    """Every building rewards 12 crystals: offerings at the obelisk end a game in ~50 moves a seat
    instead of ~140 (make test's time)."""
    return {b["id"]: {"majority": {"crystals": 12, "cards": 0, "scales": 0}, "participation": {"crystals": 12, "cards": 0, "scales": 0}}
            for b in _http("GET", f"{base}/v1/game-types/blue-moon-city")["catalogue"]["buildings"] if b["id"] != "courtyard"}


COUNTS: dict[str, tuple[int, int]] = {}


def _record(type_id, board, listed, kinds):
    COUNTS[type_id] = (board, listed)
    (ARTIFACTS / f"{type_id}-board-moves.json").write_text(json.dumps({"board_moves": board, "list_moves": listed, "clicks": kinds}))


def test_bmc_a_whole_game_by_the_board_only(browser, base):
    import random
    w = Watched(browser)
    try:
        w.page.goto(base + "/")
        w.page.evaluate("localStorage.setItem('moonhall:pref:confirm', 'off')")
        # a short game (make test's time, greedy against greedy, seed 5)
        gid, tok = _open(w, base, "blue-moon-city", "greedy", {"stall_rounds": 1, "buildings": _rich(base)}, seed=5)
        _wait_turn(w.page)
        t0 = time.time()
        cat = _http("GET", f"{base}/v1/game-types/blue-moon-city")["catalogue"]
        board, listed, kinds = _play_by_board(w, BMC_POLICY, random.Random(5), extra={c["id"]: c["colour"] for c in cat["cards"]},
                                              shot="blue-moon-city-board", shot_at=20)
        print(f"blue-moon-city: {board} board moves, {listed} list moves, {kinds}, {time.time() - t0:.1f}s")
        _record("blue-moon-city", board, listed, kinds)
        assert listed == 0 and board > 10
        view = _http("GET", f"{base}/v1/games/{gid}", token=tok)
        assert view["status"] == "finished"
        _finish_checks(w, "blue-moon-city-board")
    finally:
        w.close()


# -------------------------------------------------------------------------------- Blue Moon / Legends

@pytest.mark.parametrize("type_id,bot,options,seed", [
    ("blue-moon", "random", {}, 11),
    ("legends-of-blue-moon", "random", {"decks": ["buka", "aqua"]}, 28),
], ids=["blue-moon", "legends-of-blue-moon"])
def test_bm_a_whole_game_by_the_board_only(browser, base, type_id, bot, options, seed):
    import random
    w = Watched(browser)
    try:
        w.page.goto(base + "/")
        w.page.evaluate("localStorage.setItem('moonhall:pref:confirm', 'off')")
        gid, tok = _open(w, base, type_id, bot, options, seed=seed)
        _wait_turn(w.page)
        # a card's whole text is a tap away: the summary shows its start, the open details all of it
        # (the text printed once: the summary is cut until the tap, then shows all of it)
        card = w.page.locator("#board .bm-me .bm-card:has(details.bm-text)").first
        full = card.locator("details.bm-text > summary")
        assert card.locator("details.bm-text").evaluate("e => e.textContent") == full.inner_text()  # once
        full.click()
        w.page.mouse.move(0, 0)  # no hover: the open state alone shows it whole
        assert card.locator("details.bm-text").evaluate("e => e.open")
        assert full.is_visible() and full.evaluate("e => e.scrollHeight <= e.clientHeight + 1")  # nothing cut
        t0 = time.time()
        board, listed, kinds = _play_by_board(w, BM_POLICY, random.Random(seed), extra=False, shot=f"{type_id}-board", shot_at=8)
        print(f"{type_id}: {board} board moves, {listed} list moves, {kinds}, {time.time() - t0:.1f}s")
        _record(type_id, board, listed, kinds)
        assert listed == 0 and board > 5
        assert _http("GET", f"{base}/v1/games/{gid}", token=tok)["status"] == "finished"
        _finish_checks(w, f"{type_id}-board")
    finally:
        w.close()


def test_bmc_a_whole_game_by_keyboard_only(browser, base):
    """Blue Moon City to the result by the keyboard alone (issue 23, "Done when"): the buildings,
    a card's power and its tile targets, the ways to pay a box, the offering, the step's button,
    the discard marks and the confirms reached by Tab / arrows, played with Enter / Space.
    In `make test` (about 6 s) beside Nova Luna's keyboard game; the other three games' keyboard
    games are `full` (make test-full)."""
    import random
    w = Watched(browser)
    try:
        seed = 1  # a game in which the keyboard also takes a card's power to a tile and marks discards
        gid, tok = _open(w, base, "blue-moon-city", "greedy", {"stall_rounds": 1, "buildings": _rich(base)}, seed=seed)
        _wait_turn(w.page)
        cat = _http("GET", f"{base}/v1/game-types/blue-moon-city")["catalogue"]
        board, listed, kinds, presses = play_by_keyboard(w, BMC_POLICY, random.Random(seed), extra={c["id"]: c["colour"] for c in cat["cards"]})
        record(ARTIFACTS, "blue-moon-city", "keyboard", board, listed, {"steps": kinds, "key_presses": presses})
        assert listed == 0 and board > 10
        assert kinds.get("power-target") and kinds.get("mark") and kinds.get("choice"), kinds
        assert _http("GET", f"{base}/v1/games/{gid}", token=tok)["status"] == "finished"
        assert not w.errors, w.errors
    finally:
        w.close()


@pytest.mark.full
@pytest.mark.parametrize("type_id,bot,options,seed", [
    ("blue-moon", "random", {}, 12),
    ("legends-of-blue-moon", "random", {"decks": ["buka", "aqua"]}, 29),
], ids=["blue-moon", "legends-of-blue-moon"])
def test_bm_a_whole_game_by_keyboard_only(browser, base, type_id, bot, options, seed):
    """Blue Moon and Legends to the result by the keyboard alone: the cards, the fight's buttons,
    a decision's answers and the confirms (a card played cannot be taken back) by Tab / arrows,
    Enter / Space."""
    import random
    w = Watched(browser)
    try:
        gid, tok = _open(w, base, type_id, bot, options, seed=seed)
        _wait_turn(w.page)
        board, listed, kinds, presses = play_by_keyboard(w, BM_POLICY, random.Random(seed), extra=False)
        record(ARTIFACTS, type_id, "keyboard", board, listed, {"steps": kinds, "key_presses": presses})
        assert listed == 0 and board > 5
        assert _http("GET", f"{base}/v1/games/{gid}", token=tok)["status"] == "finished"
        assert not w.errors, w.errors
    finally:
        w.close()


def test_bm_pass_for_me_holds_every_move_alike(browser, base):
    """The preference "pass for me when pass is my only move" (off by default): with it on, the
    page passes by itself when pass is the only legal move, and every move of the seat - the
    automatic passes and the ones chosen by hand at once - leaves no sooner than the hold
    (1.5-3 s drawn afresh for each decision), so the timing does not tell the opponent that
    nothing else was legal. With it off, a move chosen at once leaves at once."""
    import random
    w = Watched(browser)
    try:
        w.page.goto(base + "/")
        w.page.evaluate("localStorage.setItem('moonhall:pref:confirm', 'off')")
        _open(w, base, "blue-moon", "random", {}, seed=11)
        page = w.page
        _wait_turn(page)
        assert not page.is_checked("#pref-autopass")  # off by default
        # off: a quick move leaves at once
        page.evaluate(click_step(BM_POLICY), [0.5, 0.5, False])
        page.wait_for_function("document.body.dataset.sentAfterMs")
        assert int(page.evaluate("document.body.dataset.sentAfterMs")) < 1500
        page.check("#pref-autopass")
        rng, manual, sent = random.Random(2), 0, []
        deadline = time.time() + 60
        while time.time() < deadline and (manual < 1 or int(page.evaluate("document.body.dataset.autoPasses || 0")) < 1):
            if _wait_turn(page) == "finished":
                break
            before = page.evaluate("document.body.dataset.sentAfterMs")
            what = page.evaluate(click_step(BM_POLICY), [rng.random(), rng.random(), True])
            if what == "autopass":
                page.wait_for_function(f"document.body.dataset.state !== 'your-turn' || document.body.dataset.sentAfterMs !== '{before}'")
            elif what not in ("wait", "choice") and page.evaluate("document.body.dataset.state") == "busy":
                manual += 1
            page.wait_for_function("document.body.dataset.state !== 'busy'", timeout=20000)
            after = page.evaluate("document.body.dataset.sentAfterMs")
            if after != before:  # a move was sent (a click that only narrowed sends nothing)
                sent.append(int(after))
        autos = int(page.evaluate("document.body.dataset.autoPasses || 0"))
        assert autos >= 1 and manual >= 1, (autos, manual)
        assert min(sent) >= 1500, sent  # every move held: the automatic passes and the quick hand-picked ones
        assert int(page.evaluate("document.body.dataset.listMoves || 0")) == 0
        assert not w.errors, w.errors
    finally:
        w.close()


def test_bmc_colours_stay_apart_under_colour_blindness(browser, base):
    """Blue Moon City's nine card colours (the boxes) and the players' colours (figures and
    markers), sampled from the rendered page under Chromium's simulated deuteranopia and
    protanopia: each pair stays apart (CIE76 >= APART) or carries different symbols, and every
    colour has a symbol of its own (the catalogue's drawing.colour_symbols / player_colours).
    Distances go to bmc-colours.txt."""
    import math

    from tests.service.test_web_boards import APART, _lab, _swatch_colours
    w = Watched(browser)
    decoder = w.ctx.new_page()
    cdp = w.ctx.new_cdp_session(w.page)
    lines, problems = [], []
    try:
        _open(w, base, "blue-moon-city", "random", {}, seed=6)
        _wait_turn(w.page)
        for vision in ("none", "deuteranopia", "protanopia"):
            cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": vision})
            w.page.wait_for_timeout(100)
            least = {"boxes": 7, "players": 2}
            sampled = _swatch_colours(w, decoder, [("boxes", "#board .bmc-city .bmc-box", (0.5, 0.2)),
                                                   ("players", "#board .seat .bmc-pawn", (0.5, 0.12))])
            for kind, got in sampled.items():
                assert len(got) >= least[kind], (kind, got)
                syms = [s for s, _ in got.values()]
                if not all(syms) or len(set(syms)) != len(syms):
                    problems.append(f"{kind}: colours without a symbol of their own: {got}")
                names = sorted(got)
                for i, a in enumerate(names):
                    for b in names[i + 1:]:
                        dist = math.dist(_lab(got[a][1]), _lab(got[b][1]))
                        lines.append(f"{vision:13} {kind:7} {a:>7} / {b:<7} dE76 {dist:5.1f}  symbols {got[a][0]} {got[b][0]}")
                        if dist < APART and got[a][0] == got[b][0]:
                            problems.append(f"{vision}: {a} and {b} are {dist:.1f} apart with no other cue")
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
        (ARTIFACTS / "bmc-colours.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        assert not problems, "\n".join(problems)
    finally:
        w.close()
