"""Issue 24 in a real browser: a game played in Russian and one in Polish on the served stack
(headless Chromium, as tests/service/test_web_browser.py), the page's words only from the
served catalogue: no English UI string on the lobby or the game page, its board included
with the accessible names of the board's parts, the language picked in the page is
remembered, prompts, log lines and results are rendered from the templates. Screenshots:
test-artifacts/web/words-ru.png and words-pl.png."""
from __future__ import annotations

import random
import re

import pytest

import games
from games.blue_moon.cards import CARDS
from service import i18n
from tests.service.test_web_browser import (ARTIFACTS, FAST_PICK, Watched, _create_in_lobby, _http,  # noqa: F401
                                            _wait_turn, base, browser)
from tests.service.words_check import POLISH_TOO, PROPER, english_words


@pytest.fixture(scope="module")
def redis_server():
    """This module's own Redis (overriding the session's): the lobby it reads in Russian and
    Polish lists only its own games - another module's games, with players named "ann" and
    "bob", are English words on the page when the modules share a process (make test's -n 2)."""
    import tempfile

    from service.embedded import EmbeddedRedis
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        yield server
        server.stop()

pytestmark = [pytest.mark.integration, pytest.mark.browser]

#: the page's text, the board's included with the accessible names and titles of its parts (what a
#: screen reader says), with the names players gave and the cards' printed names out (below); the
#: cards' texts are in (issue 24: cards_<package>.po), so nothing is marked lang="en" any more
TEXT = """() => {
  const clone = document.body.cloneNode(true);
  clone.querySelectorAll('script, #lang, .seed').forEach((e) => e.remove());
  document.body.appendChild(clone);   // innerText needs a rendered node
  const t = clone.innerText;
  clone.remove();
  const said = [...document.querySelectorAll('#board [aria-label], #board [title], #moves [aria-label]')]
    .flatMap((e) => [e.getAttribute('aria-label'), e.getAttribute('title')]).filter(Boolean);
  return t + ' ' + said.join(' ; ');
}"""


def _text(page, names) -> str:
    t = page.evaluate(TEXT)
    for n in sorted(names, key=len, reverse=True):   # whole names only ("ja" is not in "Twoja")
        t = re.sub(rf"(?<!\w){re.escape(n)}(?!\w)", " ", t)
    return t


def _english(lang: str, text: str, vocab: set[str]) -> list[str]:
    words = [w for w in re.findall(r"[^\W\d_]+", text) if w.isascii()]
    if lang == "ru":
        return [w for w in words if len(w) > 1 and w.lower() not in PROPER | {"moonhall"}]
    return [w for w in words if w.lower() in vocab and w.lower() not in POLISH_TOO | PROPER]


def _play_fast(page, rng, max_turns=600):
    for _ in range(max_turns):
        if _wait_turn(page, timeout=90000) == "finished":
            return
        page.evaluate(FAST_PICK, [["take", "place", "play", "announce", "start_fight", "continue"], 0.7,
                                  rng.random(), rng.random()])
    raise AssertionError("the game did not end")


@pytest.fixture(scope="module")
def vocab():
    return english_words({gid: {"texts": g.describe_full()["texts"]} for gid, g in games.REGISTRY.items()})


@pytest.mark.parametrize("lang,type_id,how", [("ru", "nova-luna", "locale"), ("pl", "legends-of-blue-moon", "picker")])
def test_a_game_played_in_russian_and_in_polish_shows_no_english(browser, base, vocab, lang, type_id, how):
    """Russian from the browser's language, Polish picked in the page (and remembered on
    the next page): the lobby, then a whole game against a bot; at a turn and at the end the
    page's text holds no English UI string, and its prompt, log and result come from the
    templates in that language."""
    w = Watched(browser)
    if how == "locale":
        w.ctx.close()
        w.ctx = browser.new_context(locale="ru-RU", viewport={"width": 1280, "height": 800})
        w.page = w.ctx.new_page()
        w.page.on("pageerror", lambda e: w.errors.append(f"pageerror: {e}"))
    page = w.page
    names = [c["name"] for c in CARDS.values()] + ["Moonhall"]
    try:
        page.goto(base + "/")
        page.wait_for_function("document.body.dataset.state === 'ready'")
        if how == "picker":
            page.select_option("#lang", lang)
            page.wait_for_function("document.body.dataset.state === 'ready' && document.documentElement.lang === 'pl'")
        assert page.evaluate("document.documentElement.lang") == lang
        page.click(f".gamepick button[data-type='{type_id}']")
        page.click("#options >> xpath=..")
        page.wait_for_timeout(300)   # the deck pickers come with the game's document
        lobby = _text(page, names)
        assert _english(lang, lobby, vocab) == [], lobby
        gid, token = _create_in_lobby(w, base, type_id, 2, ["greedy"])
        assert _wait_turn(page) == "your-turn"
        assert page.evaluate("document.documentElement.lang") == lang     # remembered
        served = _http("GET", f"{base}/v1/texts?lang={lang}")["texts"]
        assert page.inner_text("#turn") == served["play.your_turn"]
        doc = _http("GET", f"{base}/v1/game-types/{type_id}?lang={lang}")
        view = _http("GET", f"{base}/v1/games/{gid}", token=token)
        prompt = page.inner_text("#moves .decision")
        assert prompt and view["decision"]["key"] in doc["texts"]["decisions"]
        text = _text(page, names + [view["seats"][0]["name"], view["seats"][1]["name"]])
        assert _english(lang, text, vocab) == [], " ".join(_english(lang, text, vocab)) + "\n" + text
        page.screenshot(path=str(ARTIFACTS / f"words-{lang}.png"))
        _play_fast(page, random.Random(lang))
        page.wait_for_selector("#result:not([hidden])")
        page.wait_for_selector("#replay[data-ready]")
        end = _text(page, names + [s["name"] for s in view["seats"]])
        assert _english(lang, end, vocab) == [], end
        result = page.inner_text("#result")
        assert result.startswith(served["result.title"])
        assert page.eval_on_selector_all("#log li", "lis => lis.length") > 5
        page.screenshot(path=str(ARTIFACTS / f"words-{lang}-result.png"), full_page=True)
        assert not w.errors, w.errors
    finally:
        w.close()


def test_the_page_takes_its_strings_only_from_the_catalogue(browser, base):
    """Every t() key the page code calls is in the served catalogue of each language, and the
    static words of the HTML (data-t) are replaced by the served ones."""
    keys = set(i18n.page_strings())
    for lang in ("en", "ru", "pl"):
        served = _http("GET", f"{base}/v1/texts?lang={lang}")["texts"]
        assert keys <= set(served), keys - set(served)
    w = Watched(browser)
    try:
        w.page.add_init_script("localStorage.setItem('moonhall:lang', 'ru')")
        w.page.goto(base + "/")
        w.page.wait_for_function("document.body.dataset.state === 'ready'")
        static = w.page.eval_on_selector_all("[data-t]", "els => els.map((e) => [e.dataset.t, e.textContent])")
        served = _http("GET", f"{base}/v1/texts?lang=ru")["texts"]
        assert static and all(served[k] == text for k, text in static), static
    finally:
        w.close()


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_account_page_speaks_the_readers_language(browser, base, vocab, lang):
    """(issue 24, after the merge with issue 25) The account page loads the served catalogue
    as the lobby does: its forms, labels and note are in the reader's language (Russian from
    the browser's, Polish picked and remembered), and its link in the lobby's header too."""
    w = Watched(browser)
    w.ctx.close()
    w.ctx = browser.new_context(locale="ru-RU" if lang == "ru" else "en-GB", viewport={"width": 1280, "height": 800})
    if lang == "pl":
        w.ctx.add_init_script("localStorage.setItem('moonhall:lang', 'pl')")
    w.page = w.ctx.new_page()
    w.page.on("pageerror", lambda e: w.errors.append(f"pageerror: {e}"))
    page = w.page
    try:
        served = _http("GET", f"{base}/v1/texts?lang={lang}")["texts"]
        page.goto(base + "/")
        page.wait_for_function("document.body.dataset.state === 'ready'")
        assert page.inner_text("#accountlink") == served["page.account"]
        # the lobby's translated attributes (data-t-placeholder) come from the catalogue too
        assert page.get_attribute("#myname", "placeholder") == served["lobby.your_name_help"]
        page.goto(base + "/account")
        page.wait_for_function("document.body.dataset.state === 'signed-out'")
        assert page.evaluate("document.documentElement.lang") == lang
        assert page.inner_text("#signin-h") == served["account.signin.title"]
        assert page.inner_text("label[for=signin-password]") == served["account.field.password"]
        text = _text(page, [])
        assert _english(lang, text, vocab) == [], " ".join(_english(lang, text, vocab)) + "\n" + text
        assert page.title().startswith(served["account.title"])
        assert not w.errors, w.errors
    finally:
        w.close()


def test_every_t_call_of_the_page_has_a_static_key_and_english():
    """(issue 23/24) A t() call whose key is built at run time (``t(`board.azul.colour.${c}`)``),
    or whose English is no string literal, is never extracted: its words stay English on a
    Russian or Polish page. Every call of the boards has a literal key and English; the rest of
    the page builds keys only of families the server serves whole (game., option., error.,
    result.end., lobby.level.: COMMON and the options' words)."""
    import pathlib
    keys = set(i18n.page_strings())
    served = ("game.", "option.", "error.", "result.end.", "lobby.level.")
    bad = []
    for path in sorted(pathlib.Path(i18n.WEB).rglob("*.js")):
        src = path.read_text(encoding="utf-8")
        for m in re.finditer(r"(?<![\w.])t\(\s*([^\s)])", src):
            line = src[:m.start()].count("\n") + 1
            rest = src[m.start(1):m.start(1) + 80]
            lit = re.match(r"""(["'])([\w.:-]+)\1""", rest)
            if lit:
                if lit.group(2) not in keys:
                    bad.append(f"{path.name}:{line}: {lit.group(2)} has no literal English")
            elif path.parent.name == "boards" or not rest.startswith("`") or not rest[1:].startswith(served):
                if not rest.startswith(("el.dataset", "key")):      # i18n.js/table.js: data-t attributes (HTML, extracted)
                    bad.append(f"{path.name}:{line}: key built at run time: {rest[:50]}")
    assert not bad, bad


@pytest.mark.parametrize("lang,type_id", [("ru", "azul-summer-pavilion"), ("pl", "azul-summer-pavilion"),
                                          ("ru", "blue-moon-city"), ("pl", "blue-moon-city"),
                                          ("ru", "blue-moon"), ("pl", "nova-luna")])
def test_every_board_speaks_the_readers_language(browser, base, vocab, lang, type_id):
    """(issue 23/24) The boards the whole games above do not draw, and the other language of
    the two: for a dozen turns against a bot, the board's text and the accessible names of its
    parts hold no English UI string (colours, steps, structures, card types and icons,
    dragons and buildings come from the served names and the catalogue)."""
    w = Watched(browser)
    page = w.page
    page.add_init_script(f"localStorage.setItem('moonhall:lang', '{lang}')")
    names = [c["name"] for c in CARDS.values()] + ["Moonhall", "ann"]
    try:
        gid, token = _create_in_lobby(w, base, type_id, 2, ["greedy"])
        _wait_turn(page, timeout=90000)
        assert page.evaluate("document.documentElement.lang") == lang
        view = _http("GET", f"{base}/v1/games/{gid}", token=token)
        names += [s["name"] for s in view["seats"] if s.get("name")]
        rng = random.Random(type_id + lang)
        for _ in range(12):
            if _wait_turn(page, timeout=90000) == "finished":
                break
            text = _text(page, names)
            assert _english(lang, text, vocab) == [], " ".join(_english(lang, text, vocab)) + "\n" + text
            page.evaluate(FAST_PICK, [["take", "place", "play", "announce", "start_fight", "continue"], 0.7,
                                      rng.random(), rng.random()])
        assert not w.errors, w.errors
    finally:
        w.close()


def test_the_lobby_counts_players_in_words_and_names_player_one(browser, base):
    """A game for exactly two reads "2 players" (never "2–2 players"), in Russian with the
    plural form ("2 игрока"); player 1's name box starts with the name at the top and follows
    it as it is typed, until the player types a name of their own into the box."""
    w = Watched(browser)
    page = w.page
    try:
        page.goto(base + "/")
        page.wait_for_function("document.body.dataset.state === 'ready'")
        count = lambda t: page.inner_text(f".gamepick button[data-type='{t}'] small")  # noqa: E731
        assert count("blue-moon") == "2 players" and count("nova-luna") == "1–4 players"
        page.fill("#myname", "")
        page.type("#myname", "zoe")
        assert page.input_value(".seatrow:nth-child(1) .sname") == "zoe"
        page.click(".gamepick button[data-type='azul-summer-pavilion']")     # redrawn seats keep it
        assert page.input_value(".seatrow:nth-child(1) .sname") == "zoe"
        page.fill(".seatrow:nth-child(1) .sname", "zed")
        page.type("#myname", "y")
        assert page.input_value(".seatrow:nth-child(1) .sname") == "zed"
        page.evaluate("localStorage.setItem('moonhall:lang', 'ru')")
        page.reload()
        page.wait_for_function("document.body.dataset.state === 'ready'")
        assert count("blue-moon") == "2 игрока" and count("nova-luna") == "1–4 игрока"
        assert not w.errors, w.errors
    finally:
        w.close()


def test_nova_luna_moves_say_where_in_a_players_words(browser, base):
    """Nova Luna's moves read by the player's tiles ("as your first tile", then "right of the
    teal tile (1)") and the row and column as drawn from 1, never the model's "column 0, row 0"."""
    w = Watched(browser)
    page = w.page
    try:
        _create_in_lobby(w, base, "nova-luna", 2, ["greedy"])
        assert _wait_turn(page, timeout=90000) == "your-turn"
        first = page.eval_on_selector_all("#moves button.mv[data-type='take']", "bs => bs.map((b) => b.textContent)")
        assert first and all("as your first tile (row 2, column 2)" in m for m in first), first
        page.click("#moves button.mv[data-type='take']")
        assert _wait_turn(page, timeout=90000) == "your-turn"
        later = page.eval_on_selector_all("#moves button.mv[data-type='take']", "bs => bs.map((b) => b.textContent)")
        assert later and all(re.search(r" and place it (right of|left of|above|below) the \w+ tile \(\d+\) \(row \d, column \d\)$", m)
                             for m in later), later
        assert not any(re.search(r"column -?0|row -?0", m) for m in first + later)
        free = page.eval_on_selector_all("#board .cell.free[aria-label]", "cs => cs.map((c) => c.getAttribute('aria-label'))")
        assert free and all(re.search(r"(of|above|below) the \w+ tile|not next to a tile", f) for f in free), free
        assert not w.errors, w.errors
    finally:
        w.close()
