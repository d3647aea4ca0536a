// The game page: a seat (token in the URL fragment or remembered in localStorage) or a
// spectator. Moves are built by clicking board parts (partial moves matched against the legal
// list) or picked from the list of legal moves in words, which covers every move.

import { api, follow, commitmentOf, signedIn } from "./api.js";
import { renderBoard } from "./boards/index.js";
import { esc } from "./common.js";
import { moveText, eventText, decisionText } from "./words.js";
import { startTable, tableView, defaultName } from "./table.js";  // chat, presence, rematch (issue 25)
import { turnAlert } from "./turnalert.js";  // the tab's title, icon and a notification on your turn (issue 26)

const $ = (sel) => document.querySelector(sel);
const gid = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const KEY = `moonhall:token:${gid}`;

function takeToken() {
  const frag = new URLSearchParams(location.hash.slice(1));
  const t = frag.get("token");
  if (t) {
    localStorage.setItem(KEY, t);
    history.replaceState(null, "", location.pathname + location.search); // keep it out of the address bar
    return t;
  }
  return localStorage.getItem(KEY);
}

const S = { token: takeToken(), view: null, moves: [], sel: [], types: null, log: [], seq: 0, replay: null, stop: null, shown: new Map() };

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const matches = (m, part) => Object.entries(part).every(([k, v]) => same(m[k], v));
const candidates = (sel) => S.moves.filter((m) => sel.every((p) => matches(m, p)));

function setState(s) { document.body.dataset.state = s; }

function seatsCtx(view) {
  return { you: view.you, seats: view.seats || [], toAct: view.to_act || [], catalogue: S.types && S.types.catalogue };
}

function turnText(v) {
  if (v.status === "finished") return "The game is over";
  if (v.status === "waiting") return "Waiting for players to take the open seats";
  if (v.halted) return "The game is halted by an error in its automatic step; the operator was told";
  if (!v.to_act.length) return "The table is playing its automatic step…";
  if (v.you != null && v.to_act.includes(v.you)) return "Your turn";
  return `${v.to_act.map((i) => (v.seats && v.seats[i] ? v.seats[i].name : `Seat ${i}`)).join(", ")} to play`;
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
}

function drawMoves() {
  const box = $("#moves");
  const v = S.view;
  if (!S.moves.length) { box.innerHTML = ""; box.hidden = true; return; }
  box.hidden = false;
  const cand = candidates(S.sel);
  const asked = decisionText(v.state, S.types);
  let h = "";
  if (asked) h += `<div class="decision">${esc(asked)}</div>`;
  h += `<div class="mhead">${S.sel.length ? `${cand.length} moves fit your choice <button id="clearsel">clear</button>` : `${cand.length} legal moves — click the board or pick one:`}</div><div class="mlist">`;
  cand.slice(0, 400).forEach((m) => {
    const i = S.moves.indexOf(m);
    const t = moveText(m, S.types);
    h += `<button class="mv" data-i="${i}" data-type="${esc(m.type)}" title="${esc(t.help)}">${esc(t.text)}</button>`;
  });
  if (cand.length > 400) h += `<div class="small">… ${cand.length - 400} more: narrow down by clicking the board</div>`;
  box.innerHTML = h + "</div>";
}

function markBoard() {
  const cand = candidates(S.sel);
  for (const el of document.querySelectorAll("#board [data-m]")) {
    const part = JSON.parse(el.dataset.m);
    const ok = S.moves.length && cand.some((m) => matches(m, part));
    const chosen = S.sel.some((p) => same(p, part));
    el.classList.toggle("legal", Boolean(ok) && !chosen);
    el.classList.toggle("chosen", chosen);
  }
}

function drawBoard(view) {
  const b = $("#board");
  b.innerHTML = renderBoard(view, seatsCtx(view));
  // briefly highlight the parts that changed since the last drawing (what others did)
  const now = new Map();
  b.querySelectorAll("[data-m]").forEach((el) => now.set(el.dataset.m, el.innerHTML));
  if (S.shown.size) {
    b.querySelectorAll("[data-m]").forEach((el) => {
      if (S.shown.has(el.dataset.m) && S.shown.get(el.dataset.m) !== el.innerHTML) el.classList.add("changed");
    });
  }
  S.shown = now;
}

function draw() {
  const v = S.view;
  turnAlert(v, S.types ? S.types.name : v.type);
  $("#title").textContent = S.types ? S.types.name : v.type;
  $("#who").textContent = v.you == null ? "You are watching" : `You are ${v.seats && v.seats[v.you] ? v.seats[v.you].name : "seat " + v.you}`;
  $("#turn").textContent = turnText(v);
  $("#turn").classList.toggle("yours", v.you != null && v.to_act.includes(v.you));
  drawClock(v);
  if (S.replay == null) drawBoard(v);
  drawMoves();
  markBoard();
  const seated = S.token || v.you != null;  // a seat token, or a signed-in account's seat (issue 25)
  $("#undo").hidden = !(seated && v.undo_to != null && v.status === "active");
  $("#resign").hidden = !(seated && v.status === "active");
  $("#joinbox").hidden = !(!S.token && v.status === "waiting");
  if (v.status === "finished") showResult(v);
  tableView(v);
  document.body.dataset.version = v.version;
  if (!S.marked) { S.marked = true; performance.mark("board-drawn"); } // time to first render (bench/bench_web.py)
  setState(v.status === "finished" ? "finished" : S.moves.length ? "your-turn" : "waiting");
}

async function refresh() {
  const seq = ++S.seq;
  try {
    const view = await api.view(gid, S.token);
    let moves = [];
    if (view.you != null && view.status === "active" && view.to_act.includes(view.you)) {
      const ml = await api.moves(gid, S.token);
      if (ml.version === view.version) moves = ml.moves;
      else return refresh();
    }
    if (seq !== S.seq) return; // a newer refresh is under way
    S.view = view; S.moves = moves; S.sel = [];
    draw();
    if (view.status === "finished" && S.stop) { S.stop(); S.stop = null; } // nothing more will happen
  } catch (e) {
    if (e.status === 401) { localStorage.removeItem(KEY); S.token = null; return refresh(); }
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
  box.innerHTML = `<b>${esc(e.message)}</b>${rule ? ` <span class="rule">(${esc(rule)})</span>` : ""}${text ? `<div class="ruletext">${esc(text)}</div>` : ""}`;
  box.hidden = false;
  setTimeout(() => { box.hidden = true; }, 6000);
}

async function play(move) {
  setState("busy");
  const seq = ++S.seq;
  try {
    // one request: the move, then the mover's view and moves (include=view,moves)
    const out = await api.move(gid, S.token, move, S.view.version);
    if (out.view && out.moves && seq === S.seq) {
      S.view = out.view;
      S.moves = out.moves.version === out.view.version ? out.moves.moves : [];
      S.sel = [];
      draw();
      if (out.moves.version === out.view.version) return;
    }
  } catch (e) {
    if (e.status !== 409) showError(e);
  }
  await refresh();
}

function pick(part) {
  let sel = [...S.sel, part];
  let cand = candidates(sel);
  if (!cand.length) { sel = [part]; cand = candidates(sel); }
  if (!cand.length) return;
  if (cand.every((m) => same(m, cand[0]))) { play(cand[0]); return; }
  S.sel = sel;
  drawMoves();
  markBoard();
}

function onEvents(entries) {
  for (const e of entries) S.log.push(e);
  drawLog();
  const last = Math.max(...entries.map((e) => e.version));
  if (!S.view || last > S.view.version) refresh(); // our own move's events are already drawn
}

function drawLog() {
  const seats = S.view ? S.view.seats : [];
  $("#log").innerHTML = S.log.slice(-3000).map((e) => `<li data-v="${e.version}">${esc(eventText(e, seats, S.types))}</li>`).reverse().join("");
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
  const name = (i) => (v.seats && v.seats[i] ? v.seats[i].name : `Seat ${i}`);
  let h = `<h2>Result</h2><p>Winner${(r.winners || []).length > 1 ? "s" : ""}: <b>${(r.winners || []).map(name).map(esc).join(", ") || "none"}</b></p>`;
  if (r.ranking) h += "<ol>" + r.ranking.map((x) => `<li>${esc(name(x.seat))}${x.score != null ? ` — ${x.score}` : ""}</li>`).join("") + "</ol>";
  const f = r.fairness;
  if (f && v.fairness) {
    const seed = (await api.revealedSeed(gid, S.token)) ?? String(f.seed);
    const got = await commitmentOf(f.nonce, seed);
    const ok = got === v.fairness.commitment;
    h += `<p class="seed ${ok ? "ok" : "bad"}" data-seed-check="${ok ? "ok" : "bad"}">${ok ? "✓" : "✗"} Seed ${esc(seed)} revealed; sha256(nonce:seed) ${ok ? "matches" : "does NOT match"} the commitment shown during the game.</p>`;
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
  if (x == null) return "not tried";
  return a.value_kind === "points" ? `${x >= 0 ? "+" : ""}${x.toFixed(1)} pts` : `${Math.round(x * 100)}%`;
}

async function deciding() {
  const at = S.replay ?? S.view.version;
  const sv = await api.state(gid, S.token, at);
  const seat = sv.to_act.includes(S.view.you) ? S.view.you : sv.to_act[0];
  return { at, seat, sv };
}

function seatName(i) {
  const seats = S.view ? S.view.seats : [];
  return seats && seats[i] ? seats[i].name : `Seat ${i}`;
}

function startAnalysis(v) {
  $("#analysis").hidden = false;
  const out = $("#aout");
  $("#analyse").onclick = async () => {
    out.dataset.ready = "";
    const { at, seat } = await deciding();
    if (seat == null) { out.textContent = `Nobody decides at version ${at}: move the slider to a seat's turn.`; out.dataset.ready = "none"; return; }
    out.textContent = `The expert thinks as ${seatName(seat)} at version ${at}…`;
    try {
      const a = await api.analysis(gid, S.token, at, seat);
      // a player's words: what the figures mean, not how the search scores (a.value_note is for API readers)
      const meaning = { win_chance: "chance to win", points: "points ahead at the end of the round", solo_score: "how good the solo result looks, higher is better" }[a.value_kind] || "value";
      out.innerHTML = `<div>${esc(seatName(seat))}, move ${at}: the expert's estimate for each move (${esc(meaning)}, from ${a.samples} samples)</div><ol>` +
        a.moves.slice(0, 12).map((m) => `<li class="${m.best ? "best" : ""}">${esc(moveText(m.move, S.types).text)} — ${esc(valueText(a, m.value))}${m.best ? " ← the expert's choice" : ""}</li>`).join("") +
        `</ol>${a.moves.length > 12 ? `<div class="small">… ${a.moves.length - 12} more moves</div>` : ""}`;
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
      if (r.status === "done") { drawReview(r); return; }
      list.innerHTML = "<li>The review is being computed…</li>";
      await new Promise((res) => setTimeout(res, 2000));
    }
  };
}

function drawReview(r) {
  const list = $("#swings");
  const flagged = r.positions.filter((p) => p.flagged);
  list.innerHTML = flagged.length ? flagged.map((p) => `<li>${esc(seatName(p.seat))}, version ${p.version}: ${esc(p.move ? moveText(p.move, S.types).text : "?")} ` +
    `(${esc(valueText({ value_kind: p.value_kind }, p.after))}; the expert's ${esc(p.best ? moveText(p.best, S.types).text : "?")}: ${esc(valueText({ value_kind: p.value_kind }, p.before))}) ` +
    `<button data-v="${p.version}">show</button></li>`).join("") : "<li>No big swing: every move was about as good as the expert's.</li>";
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
  $("#board").addEventListener("click", (ev) => {
    const el = ev.target.closest("[data-m]");
    if (!el || !el.classList.contains("legal") && !el.classList.contains("chosen")) return;
    ev.stopPropagation();
    pick(JSON.parse(el.dataset.m));
  });
  $("#moves").addEventListener("click", (ev) => {
    if (ev.target.id === "clearsel") { S.sel = []; drawMoves(); markBoard(); return; }
    const b = ev.target.closest("button.mv");
    if (b) play(S.moves[Number(b.dataset.i)]);
  });
  $("#undo").onclick = async () => {
    setState("busy");
    try { await api.undo(gid, S.token, S.view.version); } catch (e) { showError(e); }
    await refresh();
  };
  $("#resign").onclick = async () => {
    if (!confirm("Resign this game?")) return;
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
      localStorage.setItem(KEY, j.token); S.token = j.token;
      await refresh();
    } catch (e) { showError(e); }
  };
  setInterval(() => S.view && drawClock(S.view), 1000);
  defaultName().then((n) => { if (!$("#joinname").value) $("#joinname").value = n; });
  const first = await api.view(gid, S.token).catch((e) => e);
  if (first instanceof Error) {
    if (first.status === 401) { localStorage.removeItem(KEY); S.token = null; }
    else { $("#turn").textContent = first.message; return; }
  }
  adoptSeat();
  S.types = await api.gameType(first.type || (await api.view(gid, null)).type);
  await refresh();
  startTable(gid, () => S.token, () => S.view);
  if (S.view && S.view.status !== "finished") S.stop = follow(gid, S.token, S.view.version, onEvents, () => {});
}

// signed in and holding this game's seat token: the seat becomes the account's, so the
// table is in "my tables" on every device (issue 25; the account page does the same at sign-in)
async function adoptSeat() {
  if (S.token && await signedIn()) api.adoptSeat(gid, S.token).catch(() => {});
}

// a scripting hook (tests, accessibility tools): the same path as a click, refusal shown included
window.moonhall = { play: (move) => play(move), state: () => S.view };

main();
