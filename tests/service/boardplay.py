"""Whole games on a game page by its board: the move-choosing policies of the board tests and
two ways to carry out what a policy chose (issue 23, "Done when": every game to its end by board
clicks alone and by the keyboard alone).

A policy is a JS function ``([r1, r2, extra]) => [what, element]`` run in the page on the human
seat's turn: it names the part to use next (a board part, a button of the choice at the click,
Blue Moon City's discard marks) and never touches the move list. Then either

- ``play_by_board``: the part is clicked (in the page, one round trip per stretch of the game), or
- ``play_by_keyboard``: the part is reached by real key presses from wherever the focus is -
  Tab / Shift+Tab through the page's tab order, the arrow keys inside the board and inside a choice,
  now and then Escape to close a choice and take it again - and played with Enter or Space. No
  element is clicked or focused by script: when the presses do not land on the part, the test
  fails as "not reachable by the keyboard".

Both return the page's own counters of moves made by the board and by the move list.
"""
from __future__ import annotations

import json

from tests.service.test_web_browser import Watched, _wait_turn

# ----------------------------------------------------------------------------- policies
# any game: a choice at the click answered with a random item; Azul's Pass button now and then
# (a shorter game); else a random offered board part
RANDOM_POLICY = """([r1, r2]) => {
  const box = document.querySelector('#choice');
  if (box) { const items = [...box.querySelectorAll('.choice-item')]; return ['choice', items[Math.floor(r1 * items.length)]]; }
  const pass = document.querySelector('#board .passbtn.legal');
  const parts = [...document.querySelectorAll('#board [data-m].legal')];
  if (!parts.length) return ['none', null];
  if (pass && r2 < 0.3) return ['pass', pass];
  return ['part', parts[Math.floor(r1 * parts.length)]];
}"""

# Blue Moon City, one step of the human seat's policy: offer at the obelisk, pay a box, walk
# towards a building the hand can pay (or the courtyard with crystals for the next offering),
# now and then a card's power; else the step's one button. The discard step marks a card
# (now and then) and then takes the button.
BMC_POLICY = """([r1, r2, colourOf]) => {
  const box = document.querySelector('#choice');
  if (box) return ['choice', box.querySelector('.choice-item')];
  const legal = [...document.querySelectorAll('#board [data-m].legal')].filter((e) => e.offsetParent !== null);
  const typ = (e) => JSON.parse(e.dataset.m).type;
  const v = moonhall.state().state, me = moonhall.state().you;
  if (v.step === 'discard') {
    const cards = [...document.querySelectorAll('[data-bmc-discard]')];
    if (r1 < 0.3 && cards.length && !document.querySelector('[data-bmc-discard].marked')) return ['mark', cards[Math.floor(r2 * cards.length)]];
    return ['discard', document.querySelector('#bmc-discard-go')];
  }
  const offer = legal.find((e) => ['offer', 'pillar_offer'].includes(typ(e)));
  if (offer) return ['offer', offer];
  const ways = legal.filter((e) => e.classList.contains('bmc-way'));
  if (ways.length) return ['pay', ways[Math.floor(r1 * ways.length)]];
  const target = legal.find((e) => e.classList.contains('bmc-target'));
  if (target) return ['power-target', target];
  if (v.step === 'move') {
    const power = legal.find((e) => e.dataset.powerCard);
    if (power && r1 < 0.08) return ['power', power];
    const sums = {};
    for (const [c, n] of Object.entries(v.hand || {})) sums[colourOf[c]] = (sums[colourOf[c]] || 0) + n * Number(c.replace(/^\\D+/, ''));
    const best = Math.max(0, ...Object.values(sums));
    const score = (b) => {
      if (b.building === 'courtyard') return v.crystals[me] >= (v.obelisk.next_cost || 99) && v.markers[me] > 0 ? 5 : 0;
      if (b.done) return 0;
      return (b.boxes || []).filter((x) => x.marker == null && (x.color === 'any' ? best : (sums[x.color] || 0)) >= x.value).length;
    };
    const byCell = new Map(v.city.map((b) => [b.cell.join(','), b]));
    const hereB = byCell.get(v.figures[me].join(','));
    const walks = legal.filter((e) => typ(e) === 'move').map((e) => [e, score(byCell.get(JSON.parse(e.dataset.m).to.join(',')))]);
    walks.sort((a, b) => b[1] - a[1]);
    if (walks.length && walks[0][1] > score(hereB)) return ['walk', walks[0][0]];
    if (walks.length && score(hereB) === 0 && r2 < 0.6) return ['walk', walks[Math.floor(r1 * walks.length)][0]];
  }
  const go = legal.find((e) => ['end_movement', 'end_contribution'].includes(typ(e)));
  if (go) return ['end', go];
  return ['none', null];
}"""

# Blue Moon / Legends, one step: an open choice at the click first, then the fight's buttons
# (announce, continue, start a fight), a card, a decision's answer; pass, decline and retreat
# last. With "pass for me" on (extra), a lone pass is left to the page.
BM_POLICY = """([r1, r2, autopass]) => {
  const choice = [...document.querySelectorAll('#choice .choice-item')];
  if (choice.length) return ['choice', choice[Math.floor(r1 * choice.length)]];
  const legal = [...document.querySelectorAll('#board [data-m].legal')].filter((e) => e.offsetParent !== null);
  const m = (e) => JSON.parse(e.dataset.m);
  const of = (f) => legal.filter((e) => f(m(e)));
  const pick = (xs, what) => [what, xs[Math.floor(r1 * xs.length)]];
  if (autopass && legal.length === 1 && m(legal[0]).type === 'pass') return ['autopass', null];
  for (const [what, f] of [['announce', (x) => x.type === 'announce'], ['continue', (x) => x.type === 'continue'],
                           ['start_fight', (x) => x.type === 'start_fight'], ['choose', (x) => x.type === 'choose'],
                           ['meet', (x) => x.type === 'meet' || x.type === 'discard']]) {
    const xs = of(f);
    if (xs.length) return pick(xs, what);
  }
  const cards = of((x) => 'card' in x || 'ship' in x);
  if (cards.length && r2 < 0.85) return pick(cards, 'card');
  const rest = of((x) => !['pass', 'decline', 'retreat'].includes(x.type));
  if (rest.length) return pick(rest, 'other');
  if (legal.length) return pick(legal, 'pass/decline/retreat');
  return ['none', null];
}"""


def click_step(policy: str) -> str:
    """One step of ``policy`` carried out by a click (in the page): returns what it did."""
    return f"""(args) => {{
  if (document.body.dataset.state !== 'your-turn') return 'wait';
  const [what, el] = ({policy})(args);
  if (el) {{ if (el.click) el.click(); else el.dispatchEvent(new MouseEvent('click', {{bubbles: true}})); }}
  return what;
}}"""


# ----------------------------------------------------------------------------- by board clicks
# the loop inside the page (one round trip per stretch of the game, not three per click): wait
# for the seat's turn, note whether the other seat's moves are marked, apply the policy with the
# test's random numbers (two a click, drawn in Python from the seed)
RUNNER = """async ([draws, stop, extra]) => {
  const step = STEP;
  let k = 0;
  const rng = () => draws[k++];
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const kinds = {}; let marked = 0, clicks = 0;
  while (clicks < stop) {
    const t0 = Date.now();
    while (!['your-turn', 'finished'].includes(document.body.dataset.state)) {
      if (Date.now() - t0 > 90000) return { error: 'no turn for 90 s', kinds, marked, clicks };
      await sleep(15);
    }
    if (document.body.dataset.state === 'finished') return { done: true, kinds, marked, clicks };
    marked += document.querySelectorAll('#board .bmc-new, #board .bm-new, #board .changed').length > 0 ? 1 : 0;
    const what = step([rng(), rng(), extra]);
    if (what === 'none') return { error: "the board offered nothing to click on the seat's turn", kinds, marked, clicks };
    kinds[what] = (kinds[what] || 0) + 1;
    clicks += 1;
    await sleep(0);
  }
  return { done: false, kinds, marked, clicks };
}"""


def counters(page) -> tuple[int, int]:
    """(moves made by the board, moves picked from the move list), as the page counts them."""
    b, li = page.evaluate("[Number(document.body.dataset.boardMoves || 0), Number(document.body.dataset.listMoves || 0)]")
    return b, li


def play_by_board(w: Watched, policy: str, rng, max_clicks=3000, extra=None, pause_at=None, on_pause=None):
    """Click the board by ``policy`` until the game ends; at click ``pause_at`` the loop stops
    for ``on_pause(w)`` (screenshots, an axe-core run). Returns (board moves, list moves, clicks
    by kind, turns on which the other seat's moves were marked)."""
    page = w.page
    run = RUNNER.replace("STEP", click_step(policy))
    kinds: dict[str, int] = {}
    marked = clicks = 0
    draws = [rng.random() for _ in range(2 * max_clicks)]
    while clicks < max_clicks:
        stop = pause_at - clicks if on_pause and clicks < pause_at else max_clicks - clicks
        out = page.evaluate(run, [draws[2 * clicks:2 * (clicks + stop)], stop, extra])
        assert "error" not in out, out
        for k, n in out["kinds"].items():
            kinds[k] = kinds.get(k, 0) + n
        marked += out["marked"]
        clicks += out["clicks"]
        if on_pause and clicks == pause_at and not out["done"]:
            _wait_turn(page, timeout=90000)
            on_pause(w)
        if out["done"]:
            break
    _wait_turn(page, timeout=90000)
    assert page.evaluate("document.body.dataset.state") == "finished"
    return (*counters(page), kinds, marked)


# ----------------------------------------------------------------------------- by the keyboard
# the policy's part is remembered in the page (window.__kbTarget: no attribute is added, the
# board's change marks compare the drawings)
KB_PICK = """(args) => {
  if (document.body.dataset.state !== 'your-turn') return 'wait';
  const [what, el] = (POLICY)(args);
  window.__kbTarget = el || null;
  return what;
}"""

# the way from the focus to the target by keys: inside a choice at the click the arrow keys
# (its buttons in order), else Tab or Shift+Tab, whichever is fewer presses, through the page's
# sequential focus order (focusable, rendered, visible, not tabindex=-1; DOM order)
KB_ROUTE = """() => {
  const to = window.__kbTarget, at = document.activeElement;
  if (!to || !document.contains(to)) return { gone: true };
  if (at === to) return { there: true };
  const box = document.querySelector('#choice');
  if (box && box.contains(to) && box.contains(at)) {
    const bs = [...box.querySelectorAll('button')];
    const d = bs.indexOf(to) - bs.indexOf(at);
    return { key: d > 0 ? 'ArrowDown' : 'ArrowUp', n: Math.abs(d) };
  }
  const sel = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';
  const order = [...document.querySelectorAll(sel)].filter((e) => e.tabIndex >= 0 && e.getClientRects().length &&
    getComputedStyle(e).visibility === 'visible' && !e.closest('[inert]') && (e.tagName !== 'SUMMARY' || e.parentElement.tagName === 'DETAILS'));
  const j = order.indexOf(to);
  if (j < 0) return { unreachable: true, n: order.length };
  const n = order.length, i = order.indexOf(at);
  const fwd = i < 0 ? j + 1 : (j - i + n) % n, back = i < 0 ? n - j : (i - j + n) % n;
  return fwd <= back ? { key: 'Tab', n: fwd } : { key: 'Shift+Tab', n: back };
}"""
ON_BOARD_PART = "!!(document.activeElement && document.activeElement.closest('#board [data-m].legal, #board [data-m].chosen'))"
OPEN_CHOICE = "!!document.querySelector('#choice')"


def _reach(page, max_presses=400) -> int:
    """Press keys until the focus is on the policy's part; returns the presses it took."""
    kb = page.keyboard
    presses = 0
    while presses <= max_presses:
        r = page.evaluate(KB_ROUTE)
        if r.get("there"):
            return presses
        assert not r.get("gone"), "the part went away before the keyboard reached it"
        assert not r.get("unreachable"), "the part is not in the tab order: not reachable by the keyboard"
        for _ in range(max(1, r["n"])):
            kb.press(r["key"])
            presses += 1
    raise AssertionError(f"{presses} key presses never reached the part")


def play_by_keyboard(w: Watched, policy: str, rng, max_steps=3000, extra=None, pause_at=None, on_pause=None):
    """Play the seat to the end by the keyboard alone, each step's part chosen by ``policy``:
    now and then a few arrow keys inside the board first (the board's own walk) or Escape on a
    choice at the click (it closes and the focus goes back to the part, which takes it again),
    then the way to the part by keys, then Enter (now and then Space). Returns (board moves,
    list moves, steps by kind, key presses)."""
    page = w.page
    kb = page.keyboard
    pick = KB_PICK.replace("POLICY", policy)
    kinds: dict[str, int] = {}
    presses = steps = 0
    while steps < max_steps:
        if _wait_turn(page, timeout=90000) == "finished":
            break
        if on_pause and steps == pause_at:
            on_pause(w)
        what = page.evaluate(pick, [rng.random(), rng.random(), extra])
        if what == "wait":
            continue
        if what == "autopass":
            page.wait_for_function("document.body.dataset.state !== 'your-turn'", timeout=20000)
            continue
        assert what != "none", "the board offered nothing on the seat's turn"
        steps += 1
        kinds[what] = kinds.get(what, 0) + 1
        if page.evaluate(OPEN_CHOICE) and rng.random() < 0.1:
            kb.press("Escape")  # changed my mind: the choice closes, the focus is back on the part
            presses += 1
            assert not page.evaluate(OPEN_CHOICE)
            kinds["escape"] = kinds.get("escape", 0) + 1
            continue
        if page.evaluate(ON_BOARD_PART):
            for _ in range(rng.randrange(3)):
                kb.press(rng.choice(["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"]))
                presses += 1
        presses += _reach(page)
        kb.press("Space" if rng.random() < 0.2 else "Enter")
        presses += 1
        page.wait_for_timeout(0)
    assert page.evaluate("document.body.dataset.state") == "finished", f"not finished after {steps} steps"
    return (*counters(page), kinds, presses)


def record(artifacts, type_id, how, board, listed, extra=None):
    """The counts of a whole game, in boards-move-counts.txt and <type>-<how>-moves.json."""
    line = f"{type_id} ({how}): {board} moves by the board, {listed} by the move list\n"
    with open(artifacts / "boards-move-counts.txt", "a", encoding="utf-8") as f:
        f.write(line)
    (artifacts / f"{type_id}-{how}-moves.json").write_text(json.dumps({"board_moves": board, "list_moves": listed, **(extra or {})}))
    print(line.strip(), extra or "")
