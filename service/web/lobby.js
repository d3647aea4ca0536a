// The lobby: the game types (GET /v1/game-types), creating a game with any mix of people,
// open seats and bots, and the lists of games to join, watch or replay.

import { api } from "./api.js";
import { esc } from "./common.js";
import { t, loadWords } from "./i18n.js";
import { session } from "./session.js";
import { tableApi, translate } from "./table.js";

const $ = (sel) => document.querySelector(sel);
let types = [];
let current = null;
const NAME_KEY = "moonhall:name";

// a seat's kind: this browser (named with the player's own name), a person with a link, an open
// seat anyone may take, a private seat (invite link for the creator to pass on), or a bot (issue 25)
function seatRow(i, ty) {
  const bots = ty.bot_levels.map((b) => `<option value="bot:${esc(b)}">${esc(t("lobby.bot", { level: t(`lobby.level.${b}`, {}, b) }, "bot ({level})"))}</option>`).join("");
  const dflt = i === 0 ? "me" : `bot:${ty.bot_levels[0]}`;
  return `<div class="seatrow"><span>${esc(t("seat.n", { n: i + 1 }, "Player {n}"))}</span>
    <input class="sname" value="${i === 0 ? esc(defaultName()) : esc(t("seat.n", { n: i + 1 }, "Player {n}"))}"${i === 0 ? " data-auto" : ""} maxlength="40" aria-label="${esc(t("lobby.seat_name", { n: i + 1 }, "name of player {n}"))}">
    <select class="skind" aria-label="${esc(t("lobby.seat_kind", { n: i + 1 }, "who plays as player {n}"))}">
      <option value="me">${esc(t("lobby.kind_me", {}, "me (this browser)"))}</option><option value="human">${esc(t("lobby.kind_human", {}, "a person (link)"))}</option>
      <option value="open">${esc(t("lobby.seat_open", {}, "open seat (anyone may join)"))}</option><option value="private">${esc(t("lobby.seat_private", {}, "private seat (invite link)"))}</option>${bots}
    </select></div>`.replace(`value="${dflt}"`, `value="${dflt}" selected`);
}

// the name this browser plays under: the account's (fix/accounts) or the one typed once here
function myName() { return localStorage.getItem(NAME_KEY) || ""; }
function setMyName(n) { localStorage.setItem(NAME_KEY, n); }
// player 1's name box starts with the name at the top (the account's when signed in, else the one
// typed there or remembered) and follows it while the player has not typed a name of their own
// into the box (data-auto)
function defaultName() { const el = $("#myname"); return (el && el.value.trim()) || myName(); }
function followName() {
  for (const el of document.querySelectorAll(".sname[data-auto]")) el.value = defaultName();
}

let peoples = null;   // the current game's peoples by name (texts.names.people), for deck pickers

function optionInput(o) {
  const id = `opt-${o.name}`;
  let input;
  if (o.kind === "bool") input = `<input type="checkbox" id="${id}" ${o.default ? "checked" : ""}>`;
  else if (o.choices) {
    input = `<select id="${id}">${o.choices.map((c) => `<option value='${esc(JSON.stringify(c))}' ${JSON.stringify(c) === JSON.stringify(o.default) ? "selected" : ""}>${esc(t(`option.${current.id}.${o.name}.choice.${Array.isArray(c) ? c.join(",") : c}`, {}, Array.isArray(c) ? c.join(" / ") : String(c)))}</option>`).join("")}</select>`;
  } else if (o.kind === "json" && Array.isArray(o.default) && o.default.every((x) => typeof x === "string") && peoples) {
    // (issue 24) a list of peoples (Legends decks): one picker a seat, the peoples by name
    const avail = Object.keys(peoples);
    input = o.default.map((d, k) => `<select id="${id}-${k}" data-opt="${id}" aria-label="${esc(t("lobby.deck_of", { n: k + 1 }, "deck of player {n}"))}">` +
      avail.map((p) => `<option value="${esc(p)}" ${p === d ? "selected" : ""}>${esc(peoples[p])}</option>`).join("") + "</select>").join(" ");
  } else if (o.kind === "int") input = `<input type="number" id="${id}" value="${esc(o.default)}">`;
  else input = `<input id="${id}" value='${esc(JSON.stringify(o.default))}'>`;
  return `<div class="opt"><label for="${id}">${esc(t(`option.${current.id}.${o.name}`, {}, o.name.replace(/_/g, " ")))}</label> ${input}<div class="small">${esc(t(`option.${current.id}.${o.name}.help`, {}, o.description || ""))}</div></div>`;
}

function pickGame(id) {
  current = types.find((t) => t.id === id);
  document.querySelectorAll(".gamepick button").forEach((b) => b.classList.toggle("chosen", b.dataset.type === id));
  const n = $("#nplayers");
  n.innerHTML = "";
  for (let k = current.min_players; k <= current.max_players; k++) n.innerHTML += `<option ${k === Math.max(2, current.min_players) ? "selected" : ""}>${k}</option>`;
  drawSeats();
  $("#options").innerHTML = current.options.map(optionInput).join("");
  api.gameType(id).then((doc) => {   // names of the peoples, in the page's language
    const ps = doc && doc.texts && doc.texts.names && doc.texts.names.people;
    const decks = doc && doc.catalogue && doc.catalogue.decks;
    if (!ps || !decks || current.id !== id) return;
    peoples = Object.fromEntries(Object.keys(decks).map((k) => [k, ps[k] || k]));
    $("#options").innerHTML = current.options.map(optionInput).join("");
    peoples = null;
  });
}

function drawSeats() {
  const k = Number($("#nplayers").value);
  $("#seats").innerHTML = Array.from({ length: k }, (_, i) => seatRow(i, current)).join("");
  $("#qpplayers").innerHTML = $("#nplayers").innerHTML;
  $("#qpplayers").value = $("#nplayers").value;
  $("#qpgame").textContent = t(`game.${current.id}`, {}, current.name);   // the box's name in the reader's language (issue 24)
}

function readOptions() {
  const out = {};
  for (const o of current.options) {
    const el = document.getElementById(`opt-${o.name}`);
    let v;
    const pickers = document.querySelectorAll(`[data-opt="opt-${o.name}"]`);
    if (!el && pickers.length) v = [...pickers].map((p) => p.value);
    else if (o.kind === "bool") v = el.checked;
    else if (o.choices || o.kind === "json") { try { v = JSON.parse(el.value); } catch (_) { v = el.value; } }
    else if (o.kind === "int") v = Number(el.value);
    else v = el.value;
    if (JSON.stringify(v) !== JSON.stringify(o.default)) out[o.name] = v;
  }
  return out;
}

// the player's name, asked for before anything that seats this browser (never "me": issue 25)
function needName() {
  const el = $("#myname");
  const n = el.value.trim();
  if (!n) {
    el.focus();
    $("#error").textContent = t("lobby.name_needed", {}, "Type the name the other players will see first");
    $("#error").hidden = false;
    return null;
  }
  setMyName(n);
  $("#error").hidden = true;
  return n;
}

async function create(ev) {
  ev.preventDefault();
  const kinds = [...document.querySelectorAll(".skind")].map((s) => s.value);
  let me = null;
  const mine = [...document.querySelectorAll(".seatrow")].find((row) => row.querySelector(".skind").value === "me");
  if (mine && !$("#myname").value.trim()) $("#myname").value = mine.querySelector(".sname").value.trim();
  if (kinds.includes("me") && !(me = needName())) return;
  const signed = await session();
  const account = signed ? signed.name : null;
  const seats = [...document.querySelectorAll(".seatrow")].map((row) => {
    const kind = row.querySelector(".skind").value;
    const name = kind === "me" ? me : (row.querySelector(".sname").value.trim() || t("lobby.player", {}, "player"));
    if (kind === "me" && account) return { name, account };  // the signed-in account's seat (its tables list it)
    if (kind.startsWith("bot:")) return { name, bot: kind.slice(4) };
    if (kind === "open") return { open: true };
    if (kind === "private") return { open: true, private: true };
    return { name };
  });
  try {
    const body = { type: current.id, seats, options: readOptions() };
    const clock = $("#clock").value;
    const onTimeout = $("#ontimeout").value;  // the creator's choice: a bot takes the seat over, or its player loses
    if (clock.startsWith("pm:")) body.clock = { per_move_s: Number(clock.slice(3)), on_timeout: onTimeout };
    else if (clock) body.clock = { initial_s: Number(clock.split(":")[0]), increment_s: Number(clock.split(":")[1]), on_timeout: onTimeout };
    if ($("#chatspec").checked) body.chat_spectators = true;
    if ($("#chatrecord").checked) body.chat_in_record = true;
    const g = await api.create(body);
    const base = `${location.origin}/play/${g.id}`;
    let h = `<p>${esc(t("lobby.created", {}, "Game created."))}</p><ul>`;
    let mine = null;
    g.seats.forEach((s, i) => {
      if (s.token && kinds[i] === "me" && mine == null) mine = `/play/${g.id}#token=${encodeURIComponent(s.token)}`;
      if (s.token && kinds[i] !== "me") h += `<li>${esc(t("lobby.link_for", { name: s.name }, "Link for {name}:"))} <input readonly value="${esc(base)}#token=${esc(s.token)}"></li>`;
      if (kinds[i] === "open") h += `<li>${esc(t("lobby.open_link", { n: i + 1 }, "Open seat of player {n}, anyone may join:"))} <input readonly value="${esc(base)}"></li>`;
      if (kinds[i] === "private") h += `<li>${esc(t("lobby.invite_link", { n: i + 1 }, "Invite link for the private seat of player {n} (only who has it can join):"))} <input readonly class="invite" data-seat="${i}" value="${esc(base)}?invite=${esc(s.invite || "")}"></li>`;
    });
    h += `</ul><p><a id="go" class="button" href="${esc(mine || `/play/${g.id}`)}">${esc(mine ? t("lobby.play", {}, "Play") : t("lobby.watch", {}, "Watch"))}</a></p>`;
    $("#created").innerHTML = h;
    $("#created").hidden = false;
    listGames();
  } catch (e) {
    $("#error").textContent = t(`error.${e.code}`, {}, e.message);
    $("#error").hidden = false;
  }
}

// ---- quick play (issue 25): a seek, polled until it has a table, then that table
let seeking = null;

async function quickPlay() {
  const name = needName();
  if (!name) return;
  const body = { type: current.id, players: Number($("#qpplayers").value), options: readOptions(), name };
  const bots = $("#qpbots").value;
  if (bots !== "") body.bots_after_s = Number(bots);
  const range = $("#qprange").value;  // only people whose rating of the game is this close to mine
  if (range !== "") body.rating_diff = Number(range);
  try {
    const sk = await tableApi.seek(body);
    seeking = sk;
    $("#qpstatus").textContent = t("lobby.quick_waiting", { game: t(`game.${current.id}`, {}, current.name) }, "Looking for players for {game}…");
    $("#qpcancel").hidden = false;
    $("#quickplay").dataset.seek = "waiting";
    for (let s = sk; seeking && seeking.id === sk.id; s = await tableApi.seekState(sk.id, sk.token)) {
      if (s.status === "matched") {
        $("#quickplay").dataset.seek = "matched";
        location.href = `/play/${s.game}#token=${encodeURIComponent(sk.token)}`;
        return;
      }
      if (s.status === "cancelled") break;
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (e) {
    $("#qpstatus").textContent = e.message;
  }
}

async function cancelSeek() {
  const sk = seeking;
  seeking = null;
  $("#qpcancel").hidden = true;
  $("#qpstatus").textContent = t("lobby.quick_cancelled", {}, "Stopped looking.");
  $("#quickplay").dataset.seek = "cancelled";
  if (sk) { try { await tableApi.cancelSeek(sk.id, sk.token); } catch (_) { /* matched meanwhile: the table is there */ } }
}

function gameItem(g, verb) {
  const names = (g.seats || []).map((s) => esc(s.name == null ? t("lobby.open_seat", {}, "open seat") : s.name)).join(", ");
  return `<li data-id="${esc(g.id)}"><a href="/play/${esc(g.id)}">${esc(verb)}</a> <b>${esc(t(`game.${g.type}`, {}, g.name || g.type))}</b> <span class="small">${names} · ${esc(t("lobby.move_n", { n: g.version }, "move {n}"))}</span></li>`;
}

// three lists, each paged with the API's cursor ("more"), listed again when the lobby changes
const SECTIONS = [
  { id: "waiting", q: "status=waiting&joinable=true", verb: () => t("lobby.join", {}, "Join") },
  { id: "active", q: "status=active", verb: () => t("lobby.watch", {}, "Watch") },
  { id: "finished", q: "status=finished", verb: () => t("lobby.replay", {}, "Replay") },
];
const PAGE = 20;
const shown = {};  // section id -> {games, cursor}

async function listSection(sec, more = false) {
  const ul = $(`#${sec.id}`);
  const st = shown[sec.id] || { games: [], cursor: null };
  try {
    const limit = more ? PAGE : Math.max(PAGE, Math.min(st.games.length, 200));
    const page = await tableApi.gamesPage(sec.q, limit, more ? st.cursor : null);
    shown[sec.id] = { games: more ? [...st.games, ...page.games] : page.games, cursor: page.next_cursor };
    const list = shown[sec.id].games;
    ul.innerHTML = list.map((g) => gameItem(g, sec.verb())).join("") || `<li class="small">${esc(t("lobby.none", {}, "none"))}</li>`;
    const btn = $(`#more-${sec.id}`);
    btn.hidden = !page.next_cursor;
  } catch (_) {
    ul.innerHTML = `<li class="small">${esc(t("lobby.not_offered", {}, "not offered by this server"))}</li>`;
  }
}

async function listGames() {
  await Promise.all(SECTIONS.map((sec) => listSection(sec)));
  document.body.dataset.listed = String(Date.now());
}

// "2 players" for a game of a fixed count, "2–4 players" else (plural forms per CLDR in ru, pl)
const playersText = (g) => (g.min_players === g.max_players
  ? t("lobby.n_players_fixed", { n: g.min_players }, "{n, plural, one {# player} other {# players}}")
  : t("lobby.n_players", { min: g.min_players, max: g.max_players }, "{min}–{max, plural, one {# player} other {# players}}"));

async function main() {
  await loadWords();
  ({ game_types: types } = await api.gameTypes());
  $("#gamepick").innerHTML = types.map((g) => `<button type="button" data-type="${esc(g.id)}">${esc(t(`game.${g.id}`, {}, g.name))}<small>${esc(playersText(g))}</small></button>`).join("");
  $("#gamepick").onclick = (ev) => { const b = ev.target.closest("button"); if (b) pickGame(b.dataset.type); };
  $("#nplayers").onchange = drawSeats;
  $("#create").onsubmit = create;
  translate(document.querySelector("main"));  // the elements of issue 25 marked data-t
  const signed = await session();  // a signed-in account's name is the default (issue 25)
  $("#myname").value = (signed && signed.name) || myName();
  $("#myname").onchange = () => { const n = $("#myname").value.trim(); if (n) setMyName(n); };
  $("#myname").oninput = followName;
  followName();
  $("#seats").addEventListener("input", (ev) => { if (ev.target.classList.contains("sname")) delete ev.target.dataset.auto; });
  $("#qpbtn").onclick = quickPlay;
  $("#qpcancel").onclick = cancelSeek;
  // leaving the page while waiting takes the seek back: nobody is seated with a closed page
  window.addEventListener("pagehide", () => {
    const sk = seeking;
    if (sk && $("#quickplay").dataset.seek === "waiting") {
      fetch(`/v1/seeks/${encodeURIComponent(sk.id)}`, { method: "DELETE", keepalive: true, headers: { Authorization: `Bearer ${sk.token}` } });
    }
  });
  for (const sec of SECTIONS) $(`#more-${sec.id}`).onclick = () => listSection(sec, true);
  pickGame(types[0].id);
  await listGames();
  document.body.dataset.state = "ready";
  followLobby();
}

// the lists follow the lobby (issue 25) without polling: a long poll on the lobby's version
// (GET /v1/lobby/changes, answered when a game is made, joined, started or finished - never
// on a move) and the lists read again only when it moved; a hidden page catches up when shown
let lobbyVersion = null;
async function followLobby() {
  let stale = false, failures = 0;
  document.addEventListener("visibilitychange", () => { if (!document.hidden && stale) { stale = false; listGames(); } });
  try { lobbyVersion = (await tableApi.lobbyChanges(null)).version; } catch (_) { /* asked again below */ }
  for (;;) {
    try {
      const ch = await tableApi.lobbyChanges(lobbyVersion ?? 0, 25);
      failures = 0;
      if (ch.version !== lobbyVersion) {
        lobbyVersion = ch.version;
        if (document.hidden) stale = true; else await listGames();
        document.body.dataset.lobbyVersion = String(lobbyVersion);
      }
    } catch (_) {  // the server restarting, the network gone: ask again, a little later each time
      failures += 1;
      await new Promise((r) => setTimeout(r, Math.min(30000, 1000 * failures)));
    }
  }
}

main();
