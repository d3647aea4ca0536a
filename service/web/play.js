// The game page: a seat (token in the URL fragment or remembered in localStorage) or a
// spectator. Moves are built by clicking board parts (partial moves matched against the legal
// list) or picked from the list of legal moves in words, which covers every move.

import { early } from "./early.js";  // the first requests, sent before this module loaded (issue 23)
import { api, follow, commitmentOf, signedIn, settle, primeType } from "./api.js";
import { renderBoard, boardHook, loadBoard } from "./boards/index.js";
import { same, boardCanNarrow, markAccess, nextPart, openChoice, confirmMove, confirmsOn, closeChoice, choiceOpen, distinct, prefsHtml, setConfirms } from "./interact.js";
import { t, loadWords, getLang } from "./i18n.js";
import { onDecision, holdForFairPlay, autoPassHtml, setAutoPass } from "./autopass.js";
import { esc, afterPaint, seatName } from "./common.js";
import { moveText, eventText, decisionText, resultParts, errorText, resolver } from "./words.js";
import { turnAlert } from "./turnalert.js";  // the tab's title, icon and a notification on your turn (issue 26)

const $ = (sel) => document.querySelector(sel);
const gid = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const TOKEN_KEY = `moonhall:token:${gid}`;

function takeToken() {
  const frag = new URLSearchParams(location.hash.slice(1));
  const t = frag.get("token");
  if (t) {
    localStorage.setItem(TOKEN_KEY, t);
    history.replaceState(null, "", location.pathname + location.search); // keep it out of the address bar
    return t;
  }
  return localStorage.getItem(TOKEN_KEY);
}

// the table (chat, presence, rematch; issue 25): table.js, imported once the first drawing is on
// screen (issue 23: neither it nor session.js is needed for the first drawing)
let table = null;

const S = { token: takeToken(), view: null, moves: [], sel: [], types: null, log: [], seq: 0, replay: null, stop: null, shown: new Map() };

// a move's (or a part's) fields as JSON, once per object: markBoard matches every board part
// against every legal move at each drawing, and stringifying both sides each time was most of
// the drawing's time after the boards grew (issue 23: no page slower to first draw)
const sigs = new WeakMap();
function sigOf(x) {
  let s = sigs.get(x);
  if (!s) { s = {}; for (const k of Object.keys(x)) s[k] = JSON.stringify(x[k]); sigs.set(x, s); }
  return s;
}
// the move has every field of the part, with the same value
const matches = (m, part) => {
  const s = sigOf(m), p = sigOf(part);
  for (const k in p) if (s[k] !== p[k]) return false;
  return true;
};
const candidates = (sel) => S.moves.filter((m) => sel.every((p) => matches(m, p)));

const LIST_PREF = "moonhall:pref:movelist";

function setState(s) { document.body.dataset.state = s; }

function seatsCtx(view) {
  // moves: the legal moves when the board draws the seat's own turn (a board may offer what
  // is possible at a part, e.g. Blue Moon City's ways to pay a box; issue 23)
  // name(kind, id): a colour's, dragon's, element's... display name from the game document's
  // texts.names, served in the page's language (so a board builds no key at run time)
  return { you: view.you, seats: view.seats || [], toAct: view.to_act || [], catalogue: S.types && S.types.catalogue,
    moves: view === S.view ? S.moves : [], name: resolver(S.types, view), asked: decisionText(view, S.types),
    say: (m) => moveText(m, S.types, view).text };
}

function turnText(v) {
  if (v.status === "finished") return t("play.over", {}, "The game is over");
  if (v.status === "waiting") return t("play.waiting", {}, "Waiting for players to take the open seats");
  if (v.halted) return t("play.halted", {}, "The game is halted by an error in its automatic step; the operator was told");
  if (!v.to_act.length) return t("play.table_step", {}, "The table is playing its automatic step…");
  if (v.you != null && v.to_act.includes(v.you)) return t("play.your_turn", {}, "Your turn");
  const res = resolver(S.types, v);
  return t("play.to_play", { names: v.to_act.map((i) => res("seat", i)).join(", "), count: v.to_act.length }, "{count, plural, one {{names} to play} other {{names} to play}}");
}

function drawClock(v) {
  const c = v.state && v.clock !== undefined ? v.clock : null;
  const el = $("#clock");
  if (!c) { el.hidden = true; return; }
  el.hidden = false;
  const now = Date.now();
  el.innerHTML = c.remaining_ms.map((ms, i) => {
    const left = c.running === i ? ms - (now - c.since) : ms;
    const sec = Math.max(0, Math.round(left / 1000));
    return `<span class="${c.running === i ? "running" : ""}">${esc(v.seats[i] ? v.seats[i].name : i)} ${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, "0")}</span>`;
  }).join(" ");
  warnLowTime(v, c, now);
}

// A warning before the reader's own clock runs out (issue 26, item 3): under a tenth of a
// move's time (a correspondence clock: its per-move time and bank) or of the initial time,
// and at most a minute for a chess clock; it says what happens then (the table's choice).
function warnLowTime(v, c, now) {
  let el = document.getElementById("lowtime");
  if (!el) {
    el = document.createElement("div");
    el.id = "lowtime";
    el.className = "error";
    el.setAttribute("role", "alert");
    $("#clock").after(el);
  }
  const mine = v.you != null && (c.running_seats || []).includes(v.you) && v.status === "active";
  const left = mine ? c.remaining_ms[v.you] - (now - c.since) : Infinity;
  const full = (c.per_move_ms || c.initial_ms || 0) + ((c.bank_ms || [])[v.you] || 0);
  const limit = c.kind === "fischer" ? Math.min(60000, full / 10) : full / 10;
  el.hidden = !(left > 0 && left < limit);
  if (el.hidden) return;
  const mins = Math.max(1, Math.ceil(left / 60000));
  el.textContent = c.on_timeout === "lose"
    ? t("ratings.low_time_lose", { mins }, "Your time is nearly up: {mins} min left, then you lose on time.")
    : t("ratings.low_time_bot", { mins }, "Your time is nearly up: {mins} min left, then a bot takes your seat over.");
}

function drawMoves() {
  const box = $("#moves");
  const v = S.view;
  if (!S.moves.length) { box.innerHTML = ""; box.hidden = true; return; }
  box.hidden = false;
  const cand = candidates(S.sel);
  const asked = decisionText(v, S.types);
  let h = "";
  if (asked) h += `<div class="decision">${esc(asked)}</div>`;
  // issue 23, item 1: the board is the way to play; the list stays as a fallback, folded
  // unless the player opened it (remembered in localStorage)
  const open = localStorage.getItem(LIST_PREF) === "open";
  h += `<details class="fallback" id="movelist"${open ? " open" : ""}><summary class="mhead">${esc(S.sel.length ? t("board.moves_fit", { n: cand.length }, "{n, plural, one {# move fits your choice} other {# moves fit your choice}}") : t("board.moves_legal", { n: cand.length }, "{n, plural, one {# legal move — play on the board, or pick it from the list} other {# legal moves — play on the board, or pick one from the list}}"))}</summary>`;
  if (S.sel.length) h += `<button id="clearsel">${esc(t("board.clear", {}, "clear the choice"))}</button>`;
  h += '<div class="mlist">';
  // a board may say a move in its own words (moveWords hook); else the game's template
  const words = boardHook(v.type, "moveWords"), ctx = seatsCtx(v);
  cand.slice(0, 400).forEach((m) => {
    const i = S.moves.indexOf(m);
    const mt = moveText(m, S.types, v);
    h += `<button class="mv" data-i="${i}" data-type="${esc(m.type)}">${esc((words && words(m, v, ctx)) || mt.text)}</button>`;
  });
  if (cand.length > 400) h += `<div class="small">${esc(t("play.more_moves", { count: cand.length - 400 }, "… {count} more: narrow down by clicking the board"))}</div>`;
  box.innerHTML = h + "</div></details>";
  box.querySelector("details").addEventListener("toggle", (ev) => localStorage.setItem(LIST_PREF, ev.target.open ? "open" : "closed"));
}

function markBoard() {
  const cand = candidates(S.sel);
  // parts that exist only under a choice are built (and taken away) by the board first
  const patch = S.view && boardHook(S.view.type, "patch");
  if (patch) patch($("#board"), S.sel, S.view);
  for (const el of document.querySelectorAll("#board [data-m]")) {
    const part = JSON.parse(el.dataset.m);
    const ok = S.moves.length && cand.some((m) => matches(m, part));
    const chosen = S.sel.some((p) => same(p, part));
    el.classList.toggle("legal", Boolean(ok) && !chosen);
    el.classList.toggle("chosen", chosen);
    markAccess(el, Boolean(ok) && !chosen, chosen); // issue 23, item 1: keyboard and names
  }
  $("#board").classList.toggle("choosing", S.sel.length > 0);
  unofferHidden();
}

// a part the board's CSS does not draw now is not offered (issue 23: a part drawn only under a
// CSS condition, e.g. while another part is chosen); measured after the
// chosen marks are set, so the CSS that depends on them applies. Only the parts a board marks
// .hideable (drawn under a CSS condition) are looked at: computing the style of the others too
// recalculated the whole board's style inside every drawing (issue 23: the first drawing's time)
function unofferHidden() {
  for (const el of document.querySelectorAll("#board .hideable[data-m].legal")) {
    if (drawn(el)) continue;
    el.classList.remove("legal");
    markAccess(el, false, false);
  }
}

// whether the CSS draws a part, from the computed style only: display none on the part or an
// ancestor inside the board, a closed <details> around it, visibility hidden. checkVisibility
// (and getClientRects before it) laid the whole board out inside the drawing, 10-30 ms of
// Legends' first drawing (bench/bench_web.py); the style is computed once for all parts.
function drawn(el) {
  if (getComputedStyle(el).visibility === "hidden") return false;
  for (let e = el; e && e.id !== "board"; e = e.parentElement) {
    if (getComputedStyle(e).display === "none") return false;
    const up = e.parentElement;
    if (up && up.tagName === "DETAILS" && !up.open && e.tagName !== "SUMMARY") return false;
  }
  return true;
}

// the parts offered now (legal or chosen), in the DOM order
const offered = () => [...document.querySelectorAll("#board [data-m].legal, #board [data-m].chosen")];

function drawBoard(view) {
  const b = $("#board");
  const had = b.contains(document.activeElement) ? document.activeElement.dataset.m : null;
  b.innerHTML = renderBoard(view, seatsCtx(view));
  markRecent(b);
  if (had != null || S.kbd) S.refocus = had ?? ""; // keyboard play keeps its place across redraws
}

// what others just did (issue 23, item 1): a part whose drawing changed since the drawing that
// followed your own last move keeps a mark (and flashes once); parts are keyed by data-k, else
// data-m. Your own move's drawing becomes the new baseline (S.rebase, set by play()).
function markRecent(b) {
  const now = new Map();
  const key = (el) => el.dataset.k || el.dataset.m;
  b.querySelectorAll("[data-k], [data-m]").forEach((el) => now.set(key(el), el.innerHTML + (el.getAttribute("class") || "")));
  if (S.rebase) { S.rebase = false; S.shown = now; return; }
  if (S.shown.size) {
    b.querySelectorAll("[data-k], [data-m]").forEach((el) => {
      const k = key(el);
      if (S.shown.has(k) && S.shown.get(k) !== now.get(k)) el.classList.add("changed");
    });
    if (S.view && S.view.you != null) return; // a seat's baseline stays until its next move: others' moves add up
  }
  S.shown = now;
}

// after a redraw, the focus goes back to the same part, else to the first one offered
function restoreFocus() {
  if (S.refocus == null) return;
  const want = S.refocus;
  S.refocus = null;
  const parts = offered();
  const el = parts.find((p) => p.dataset.m === want) || parts[0];
  if (el) el.focus();
}

function draw() {
  const v = S.view;
  const gameName = t(`game.${v.type}`, {}, S.types ? S.types.name : v.type);
  turnAlert(v, gameName);  // the tab title and icon show a waiting turn (issue 26)
  $("#title").textContent = gameName;
  $("#who").textContent = v.you == null ? t("play.watching", {}, "You are watching") : t("play.you_are", { name: resolver(S.types, v)("seat", v.you) }, "You are {name}");
  $("#turn").textContent = turnText(v);
  $("#turn").classList.toggle("yours", v.you != null && v.to_act.includes(v.you));
  drawClock(v);
  if (S.replay == null) drawBoard(v);
  drawMoves();
  markBoard();
  restoreFocus();
  const seated = S.token || v.you != null;  // a seat token, or a signed-in account's seat (issue 25)
  $("#undo").hidden = !(seated && v.undo_to != null && v.status === "active");
  $("#resign").hidden = !(seated && v.status === "active");
  $("#joinbox").hidden = !(!S.token && v.status === "waiting");
  if (v.status === "finished") showResult(v);
  if (table) table.tableView(v);
  document.body.dataset.version = v.version;
  if (!S.marked) { S.marked = true; performance.mark("board-drawn"); } // time to first render (bench/bench_web.py)
  setState(v.status === "finished" ? "finished" : S.moves.length ? "your-turn" : "waiting");
  onDecision(gid, v, S.moves, play);
}

const yourTurn = (view) => view.you != null && view.status === "active" && view.to_act.includes(view.you);

// pre / preMoves: the first drawing's view and moves, fetched while the catalogue loads (issue 23:
// the richer boards must not draw later than before; this saves the page's second view request)
async function refresh(pre = null, preMoves = null) {
  const seq = ++S.seq;
  try {
    const view = pre || await api.view(gid, S.token);
    let moves = [];
    if (yourTurn(view)) {
      const ml = preMoves || await api.moves(gid, S.token);
      if (ml.version === view.version) moves = ml.moves;
      else return refresh();
    }
    if (seq !== S.seq) return; // a newer refresh is under way
    S.view = view; S.moves = moves; S.sel = []; closeChoice();
    draw();
    if (view.status === "finished" && S.stop) { S.stop(); S.stop = null; } // nothing more will happen
  } catch (e) {
    if (e.status === 401) { localStorage.removeItem(TOKEN_KEY); S.token = null; return refresh(); }
    showError(e);
  }
}

async function showError(e) {
  const box = $("#error");
  let rule = e.details && e.details.rule;
  let text = "";
  if (rule && S.view) {
    const r = await api.ruleText(S.view.type, rule);
    const inCat = S.types && S.types.texts && S.types.texts.rules && S.types.texts.rules[rule];
    text = (r && r.text) || inCat || "";
  }
  // (issue 24) the refusal in words; its rule only as a link to the rule's text
  const href = rule && S.view ? `/v1/game-types/${encodeURIComponent(S.view.type)}/rules/${encodeURIComponent(rule)}` : "";
  box.innerHTML = `<b>${esc(errorText(e))}</b>${rule ? ` <a class="rule" href="${esc(href)}" target="_blank" rel="noopener">${esc(t("play.rule_link", {}, "the rule"))}</a>` : ""}${text ? `<details class="ruletext"><summary>${esc(t("play.rule_text", {}, "Why"))}</summary>${esc(text)}</details>` : ""}`;
  box.hidden = false;
  setTimeout(() => { box.hidden = true; }, 6000);
}

async function play(move) {
  setState("busy");
  await holdForFairPlay();
  const seq = ++S.seq;
  try {
    // one request: the move, then the mover's view and moves (include=view,moves)
    const out = await api.move(gid, S.token, move, S.view.version);
    if (out.view && out.moves && seq === S.seq) {
      S.rebase = true;
      S.view = out.view;
      S.moves = out.moves.version === out.view.version ? out.moves.moves : [];
      S.sel = []; closeChoice();
      draw();
      if (out.moves.version === out.view.version) return;
    }
  } catch (e) {
    if (e.status !== 409) showError(e);
  }
  await refresh();
}

// "pass for me" (issue 23, autopass.js): the preference beside the confirm's; while it is on,
// play() waits for the decision's hold, so an automatic pass and a quick decision leave at the
// same time
function addAutoPassPref() {
  const html = autoPassHtml(S.types);
  if (!html || $("#pref-autopass")) return;
  $("#prefs").insertAdjacentHTML("beforeend", html);
  $("#pref-autopass").addEventListener("change", (ev) => { setAutoPass(ev.target.checked); if (S.view) onDecision(gid, S.view, S.moves, play); });
}

// a board part was clicked (or Enter on it): narrow the choice; one move left is played (after a
// confirm when it spends something for good); several moves that no other board part can tell
// apart open a choice at the click (issue 23, item 1: never a silent pick)
async function pick(part, el) {
  const before = S.sel, version = S.view.version;
  let sel = [...S.sel, part];
  let cand = candidates(sel);
  if (!cand.length) { sel = [part]; cand = candidates(sel); }
  if (!cand.length) return;
  const moves = distinct(cand);
  S.sel = sel;
  drawMoves();
  markBoard();
  if (moves.length === 1) { if (!(await commit(moves[0], el))) unpick(before, version, el); return; }
  const parts = [...document.querySelectorAll("#board [data-m]")].map((x) => JSON.parse(x.dataset.m));
  if (boardCanNarrow(parts, sel, moves, matches)) return;
  const label = boardHook(S.view.type, "choiceHtml");
  const words = boardHook(S.view.type, "moveWords"), ctx = seatsCtx(S.view);
  const items = moves.map((m) => [(label && label(m, S.view, ctx)) || esc((words && words(m, S.view, ctx)) || moveText(m, S.types, S.view).text), m]);
  const m = await openChoice(el, t("board.choose", {}, "Which move?"), items);
  if (!m || !(await commit(m, el))) unpick(before, version, el);
}

// a choice at the click or a confirm closed without a move (Escape, Cancel, a click elsewhere):
// the board goes back to where it was before that click, so the part is offered again and the
// focus is on it (before, every part of a complete move stayed chosen and nothing was offered:
// a keyboard player was left with Escape on the board as the only way on)
function unpick(before, version, el) {
  if (!S.view || S.view.version !== version || choiceOpen()) return;
  S.sel = before;
  drawMoves();
  markBoard();
  if (el && document.contains(el) && !document.activeElement.closest("#choice")) el.focus();
}

// a move that spends something the player cannot take back asks first (the board module says
// which: its spends(move, view) hook gives the question, or null); true when the move was sent
async function commit(move, el) {
  const spends = boardHook(S.view.type, "spends");
  const why = spends ? spends(move, S.view, seatsCtx(S.view)) : null;
  if (why && confirmsOn() && !(await confirmMove(el, why))) return false;
  S.boardMoves = (S.boardMoves || 0) + 1; // counted for the tests: moves made by the board
  document.body.dataset.boardMoves = S.boardMoves;
  play(move);
  return true;
}

function onBoardKey(ev) {
  const el = ev.target.closest("#board [data-m]");
  if (!el) return;
  S.kbd = true;
  if (ev.key === "Enter" || ev.key === " ") {
    ev.preventDefault();
    if (el.classList.contains("legal") || el.classList.contains("chosen")) pick(JSON.parse(el.dataset.m), el);
  } else if (ev.key.startsWith("Arrow")) {
    ev.preventDefault();
    const to = nextPart(el, ev.key, offered());
    if (to) to.focus();
  } else if (ev.key === "Escape" && S.sel.length) {
    S.sel = []; drawMoves(); markBoard();
  }
}

function onEvents(entries) {
  for (const e of entries) S.log.push(e);
  drawLog();
  const last = Math.max(...entries.map((e) => e.version));
  if (!S.view || last > S.view.version) refresh(); // our own move's events are already drawn
}

function drawLog() {
  const seats = S.view ? S.view.seats : [];
  const view = S.view ? { ...S.view, seats } : { seats };
  $("#log").innerHTML = S.log.slice(-3000).map((e) => [e, eventText(e, view, S.types)]).filter(([, s]) => s)
    .map(([e, s]) => `<li data-v="${e.version}">${esc(s)}</li>`).reverse().join("");
}

async function loadAllEvents() {
  let after = 0;
  const all = [];
  for (let i = 0; i < 100; i++) {
    const feed = await api.events(gid, S.token, after, 0);
    all.push(...feed.events);
    if (!feed.more || !feed.events.length) break;
    after = feed.next_after != null ? feed.next_after : feed.events[feed.events.length - 1].version;
  }
  return all;
}

let resultShown = false;
async function showResult(v) {
  if (resultShown) return;
  resultShown = true;
  const r = v.result || {};
  const w = resultParts(v, S.types);   // (issue 24) only from the served templates
  let h = `<h2>${esc(t("result.title", {}, "Result"))}</h2><p class="winners"><b>${esc(w.winners)}</b></p><p class="end">${esc(w.end)}</p>`;
  h += "<ol class=\"ranking\">" + w.rows.map((x) => `<li>${esc(x.name)}${x.score != null ? ` — ${esc(t("result.score", { score: x.score }, "{score, plural, one {# point} other {# points}}"))}` : ""}` +
    `${x.parts.length ? ` <span class="small">(${x.parts.map(esc).join("; ")})</span>` : ""}</li>`).join("") + "</ol>";
  if (w.tie) h += `<p class="small tie">${esc(w.tie)}</p>`;
  for (const n of w.notes) h += `<p class="small">${esc(n)}</p>`;
  const f = r.fairness;
  if (f && v.fairness) {
    const seed = (await api.revealedSeed(gid, S.token)) ?? String(f.seed);
    const got = await commitmentOf(f.nonce, seed);
    const ok = got === v.fairness.commitment;
    h += `<p class="seed ${ok ? "ok" : "bad"}" data-seed-check="${ok ? "ok" : "bad"}">${ok ? "✓" : "✗"} ${esc(ok ? t("result.seed_ok", { seed }, "The deal's seed {seed} is revealed and matches the commitment shown during the game.") : t("result.seed_bad", { seed }, "The deal's seed {seed} does NOT match the commitment shown during the game."))}</p>`;
  }
  $("#result").innerHTML = h;
  $("#result").hidden = false;
  startReplay(v);
}

async function startReplay(v) {
  const slider = $("#slider");
  $("#replay").hidden = false;
  slider.min = 1; slider.max = v.version; slider.value = v.version;
  $("#rv").textContent = v.version;
  slider.oninput = async () => {
    const at = Number(slider.value);
    $("#rv").textContent = at;
    S.replay = at;
    if (table) table.chatAt(at === v.version ? null : at);  // the chat said up to here (a table whose chat is in its record)
    const sv = await api.state(gid, S.token, at);
    if (Number(slider.value) !== at) return;
    $("#board").innerHTML = renderBoard(sv, seatsCtx(sv));
    markLog(at);
  };
  S.log = await loadAllEvents();
  drawLog();
  if (S.replay) markLog(S.replay);  // the slider moved while the log was loading
  $("#replay").dataset.ready = "1";
  startAnalysis(v);
}

// issue 27: beside the replay slider, the expert's evaluation of the position the slider
// shows (from the view of the seat that decides there: yours if you are one of them),
// a what-if branch from it, and the post-game review with its biggest swings
function valueText(a, x) {
  if (x == null) return t("analysis.not_tried", {}, "not tried");
  return a.value_kind === "points" ? t("analysis.pts", { n: `${x >= 0 ? "+" : ""}${x.toFixed(1)}` }, "{n} pts") : `${Math.round(x * 100)}%`;
}

async function deciding() {
  const at = S.replay ?? S.view.version;
  const sv = await api.state(gid, S.token, at);
  const seat = sv.to_act.includes(S.view.you) ? S.view.you : sv.to_act[0];
  return { at, seat, sv };
}

function startAnalysis(v) {
  $("#analysis").hidden = false;
  const out = $("#aout");
  $("#analyse").onclick = async () => {
    out.dataset.ready = "";
    const { at, seat, sv } = await deciding();
    if (seat == null) { out.textContent = t("analysis.nobody", { at }, "Nobody decides at move {at}: move the slider to a player's turn."); out.dataset.ready = "none"; return; }
    out.textContent = t("analysis.thinking", { name: seatName(S.view || {}, seat), at }, "The expert thinks as {name} at move {at}…");
    try {
      const a = await api.analysis(gid, S.token, at, seat);
      // a player's words: what the figures mean, not how the search scores (a.value_note is for API readers)
      const meaning = { win_chance: t("analysis.win_chance", {}, "chance to win"), points: t("analysis.points", {}, "points ahead at the end of the round"), solo_score: t("analysis.solo_score", {}, "how good the solo result looks, higher is better") }[a.value_kind] || t("analysis.value", {}, "value");
      out.innerHTML = `<div>${esc(t("analysis.head", { name: seatName(S.view || {}, seat), at, meaning, samples: a.samples }, "{name}, move {at}: the expert's estimate for each move ({meaning}, from {samples} samples)"))}</div><ol>` +
        a.moves.slice(0, 12).map((m) => `<li class="${m.best ? "best" : ""}">${esc(moveText(m.move, S.types, sv).text)} — ${esc(valueText(a, m.value))}${m.best ? ` ← ${esc(t("analysis.choice", {}, "the expert's choice"))}` : ""}</li>`).join("") +
        `</ol>${a.moves.length > 12 ? `<div class="small">${esc(t("analysis.more", { count: a.moves.length - 12 }, "… {count} more moves"))}</div>` : ""}`;
      out.dataset.ready = "1";
    } catch (e) { out.textContent = e.message; out.dataset.ready = "error"; }
  };
  $("#branch").onclick = async () => {
    const { at, sv } = await deciding();
    const seat = S.view.you != null ? S.view.you : (sv.to_act.length ? sv.to_act[0] : 0);
    try {
      const b = await api.branch(gid, S.token, at, seat);
      location.href = `/play/${b.id}#token=${encodeURIComponent(b.seats[seat].token)}`;
    } catch (e) { showError(e); }
  };
  $("#reviewbtn").onclick = async () => {
    const list = $("#swings");
    for (let i = 0; i < 600; i++) {
      let r;
      try { r = await api.review(gid); } catch (e) { showError(e); return; }
      if (r.status === "done") { await drawReview(r); return; }
      list.innerHTML = `<li>${esc(t("analysis.reviewing", {}, "The review is being computed…"))}</li>`;
      await new Promise((res) => setTimeout(res, 2000));
    }
  };
}

async function drawReview(r) {
  const list = $("#swings");
  const flagged = r.positions.filter((p) => p.flagged);
  // each move in words of the view it was decided in (its decision.move_params: Nova Luna's tile
  // and place, the decision a Blue Moon answer answers)
  const at = await Promise.all(flagged.map((p) => api.state(gid, S.token, p.version).catch(() => S.view)));
  list.innerHTML = flagged.length ? flagged.map((p, i) => `<li>${esc(t("analysis.swing", { name: seatName(S.view || {}, p.seat), at: p.version,
    move: p.move ? moveText(p.move, S.types, at[i]).text : "?", after: valueText({ value_kind: p.value_kind }, p.after),
    best: p.best ? moveText(p.best, S.types, at[i]).text : "?", before: valueText({ value_kind: p.value_kind }, p.before) },
  "{name}, move {at}: {move} ({after}; the expert's {best}: {before})"))} ` +
    `<button data-v="${p.version}">${esc(t("analysis.show", {}, "show"))}</button></li>`).join("") : `<li>${esc(t("analysis.no_swing", {}, "No big swing: every move was about as good as the expert's."))}</li>`;
  list.dataset.ready = "1";
  list.onclick = (ev) => {
    const b = ev.target.closest("button[data-v]");
    if (!b) return;
    const slider = $("#slider");
    slider.value = b.dataset.v;
    slider.oninput();
  };
}

// marks the log entry of the version the replay shows
function markLog(at) {
  const lis = [...document.querySelectorAll("#log li")];
  const best = lis.filter((li) => Number(li.dataset.v) <= at).reduce((a, li) => (a && Number(a.dataset.v) >= Number(li.dataset.v) ? a : li), null);
  lis.forEach((li) => li.classList.toggle("now", li === best));
  if (best) best.scrollIntoView({ block: "nearest" });
}

async function main() {
  // the first view is asked for at once, and as soon as it answers the game type's catalogue,
  // the board module and the seat's moves, all while the page's words load: waiting for the
  // words first put one more round trip before the first drawing (issue 23: no page slower to
  // first draw than before the board work; bench/bench_web.py --root)
  // early.js sent them before this module loaded, with the same token (else the page asks now)
  const pre = early && early.gid === gid && early.token === S.token ? early : null;
  const firstP = (pre ? pre.view.then(settle) : api.view(gid, S.token)).catch((e) => e);
  const lang0 = getLang();
  const earlyP = firstP.then((f) => {
    if (f instanceof Error) return null;
    if (pre && pre.lang === lang0) primeType(f.type, lang0, pre.catalogue);
    return {
      typeP: api.gameType(f.type),
      boardP: loadBoard(f.type).catch((e) => console.warn("board module", e)),
      movesP: yourTurn(f) ? (pre && pre.moves ? pre.moves.then(settle) : api.moves(gid, S.token)).catch(() => null) : null,
    };
  });
  await loadWords(pre);
  $("#joinname").placeholder = t("play.your_name", {}, "your name");
  $("#board").addEventListener("click", (ev) => {
    const el = ev.target.closest("[data-m]");
    if (!el || !el.classList.contains("legal") && !el.classList.contains("chosen")) return;
    ev.stopPropagation();
    S.kbd = ev.detail === 0; // a click without a pointer (Enter on a focused part) is keyboard play
    pick(JSON.parse(el.dataset.m), el);
  });
  $("#board").addEventListener("keydown", onBoardKey);
  const prefs = document.createElement("div");
  prefs.id = "prefs";
  prefs.innerHTML = prefsHtml();
  $("#board").after(prefs);
  prefs.addEventListener("change", (ev) => { if (ev.target.id === "pref-confirm") setConfirms(ev.target.checked); });
  $("#moves").addEventListener("click", (ev) => {
    if (ev.target.id === "clearsel") { S.sel = []; drawMoves(); markBoard(); return; }
    const b = ev.target.closest("button.mv");
    if (b) { S.listMoves = (S.listMoves || 0) + 1; document.body.dataset.listMoves = S.listMoves; play(S.moves[Number(b.dataset.i)]); }
  });
  $("#undo").onclick = async () => {
    setState("busy");
    try { await api.undo(gid, S.token, S.view.version); } catch (e) { showError(e); }
    await refresh();
  };
  $("#resign").onclick = async () => {
    if (!confirm(t("play.resign_confirm", {}, "Resign this game?"))) return;
    setState("busy");
    try { await api.resign(gid, S.token); } catch (e) { showError(e); }
    await refresh();
  };
  $("#joinbtn").onclick = async () => {
    try {
      const invite = new URLSearchParams(location.search).get("invite");
      const name = $("#joinname").value.trim();
      if (!name) { $("#joinname").focus(); return; }  // a seat's name is the player's (never a placeholder: issue 25)
      localStorage.setItem("moonhall:name", name);
      const j = await api.join(gid, { name, ...(invite ? { invite } : {}) });
      localStorage.setItem(TOKEN_KEY, j.token); S.token = j.token;
      await refresh();
    } catch (e) { showError(e); }
  };
  setInterval(() => S.view && drawClock(S.view), 1000);
  const first = await firstP;
  if (first instanceof Error) {
    if (first.status === 401) { localStorage.removeItem(TOKEN_KEY); S.token = null; }
    else { $("#turn").textContent = first.message; return; }
  }
  const ok = !(first instanceof Error);
  const got = await earlyP;
  const type = ok ? first.type : (await api.view(gid, null)).type;
  // the catalogue in the words' language (the server's best match may differ from the asked one)
  const typeP = got && getLang() === lang0 ? got.typeP : api.gameType(type);
  const boardP = got ? got.boardP : loadBoard(type).catch((e) => console.warn("board module", e));
  const movesP = got ? got.movesP : null;
  S.types = await typeP;
  addAutoPassPref();
  await boardP;
  await refresh(ok ? first : null, movesP && await movesP);
  // after the frame that shows the first drawing: none of these is needed for it, each asks the
  // server, and the table's also reads the session storage (issue 23: the first drawing's time)
  await afterPaint();
  if (S.view && S.view.status !== "finished") S.stop = follow(gid, S.token, S.view.version, onEvents, () => {});
  adoptSeat();
  table = await import("./table.js");
  table.startTable(gid, () => S.token, () => S.view);
  if (S.view) table.tableView(S.view);
  table.defaultName().then((n) => { if (!$("#joinname").value) $("#joinname").value = n; });
}

// signed in and holding this game's seat token: the seat becomes the account's, so the
// table is in "my tables" on every device (issue 25; the account page does the same at sign-in)
async function adoptSeat() {
  if (S.token && await signedIn()) api.adoptSeat(gid, S.token).catch(() => {});
}

// a scripting hook (tests, accessibility tools): the same path as a click, refusal shown included
window.moonhall = { play: (move) => play(move), state: () => S.view };

main();
