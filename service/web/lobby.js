// The lobby: the game types (GET /v1/game-types), creating a game with any mix of people,
// open seats and bots, and the lists of games to join, watch or replay.

import { api } from "./api.js";
import { esc } from "./common.js";
import { t } from "./i18n.js";
import { session } from "./session.js";
import { tableApi, translate } from "./table.js";

const $ = (sel) => document.querySelector(sel);
let types = [];
let current = null;
const NAME_KEY = "moonhall:name";

// a seat's kind: this browser (named with the player's own name), a person with a link, an open
// seat anyone may take, a private seat (invite link for the creator to pass on), or a bot (issue 25)
function seatRow(i, ty) {
  const bots = ty.bot_levels.map((b) => `<option value="bot:${esc(b)}">${esc(t("lobby.seat_bot", { level: b }, "bot ({level})"))}</option>`).join("");
  const dflt = i === 0 ? "me" : `bot:${ty.bot_levels[0]}`;
  return `<div class="seatrow"><span>${esc(t("lobby.seat", { seat: i }, "Seat {seat}"))}</span>
    <input class="sname" value="${i === 0 ? esc(myName()) : esc(t("lobby.player_n", { n: i }, "player {n}"))}" maxlength="40" aria-label="${esc(t("lobby.seat_name", { seat: i }, "name of seat {seat}"))}">
    <select class="skind" aria-label="${esc(t("lobby.seat_kind", { seat: i }, "who plays seat {seat}"))}">
      <option value="me">${esc(t("lobby.seat_me", {}, "me (this browser)"))}</option><option value="human">${esc(t("lobby.seat_person", {}, "a person (link)"))}</option>
      <option value="open">${esc(t("lobby.seat_open", {}, "open seat (anyone may join)"))}</option><option value="private">${esc(t("lobby.seat_private", {}, "private seat (invite link)"))}</option>${bots}
    </select></div>`.replace(`value="${dflt}"`, `value="${dflt}" selected`);
}

// the name this browser plays under: the account's (fix/accounts) or the one typed once here
function myName() { return localStorage.getItem(NAME_KEY) || ""; }
function setMyName(n) { localStorage.setItem(NAME_KEY, n); }

function optionInput(o) {
  const id = `opt-${o.name}`;
  let input;
  if (o.kind === "bool") input = `<input type="checkbox" id="${id}" ${o.default ? "checked" : ""}>`;
  else if (o.choices) {
    input = `<select id="${id}">${o.choices.map((c) => `<option value='${esc(JSON.stringify(c))}' ${JSON.stringify(c) === JSON.stringify(o.default) ? "selected" : ""}>${esc(Array.isArray(c) ? c.join(" vs ") : c)}</option>`).join("")}</select>`;
  } else if (o.kind === "int") input = `<input type="number" id="${id}" value="${esc(o.default)}">`;
  else input = `<input id="${id}" value='${esc(JSON.stringify(o.default))}'>`;
  return `<div class="opt"><label for="${id}">${esc(o.name)}</label> ${input}<div class="small">${esc(o.description || "")}</div></div>`;
}

function pickGame(id) {
  current = types.find((t) => t.id === id);
  document.querySelectorAll(".gamepick button").forEach((b) => b.classList.toggle("chosen", b.dataset.type === id));
  const n = $("#nplayers");
  n.innerHTML = "";
  for (let k = current.min_players; k <= current.max_players; k++) n.innerHTML += `<option ${k === Math.max(2, current.min_players) ? "selected" : ""}>${k}</option>`;
  drawSeats();
  $("#options").innerHTML = current.options.map(optionInput).join("");
}

function drawSeats() {
  const k = Number($("#nplayers").value);
  $("#seats").innerHTML = Array.from({ length: k }, (_, i) => seatRow(i, current)).join("");
  $("#qpplayers").innerHTML = $("#nplayers").innerHTML;
  $("#qpplayers").value = $("#nplayers").value;
  $("#qpgame").textContent = current.name;
}

function readOptions() {
  const out = {};
  for (const o of current.options) {
    const el = document.getElementById(`opt-${o.name}`);
    let v;
    if (o.kind === "bool") v = el.checked;
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
    const clock = $("#clock").value;  // a timed-out seat is played by a bot
    if (clock.startsWith("pm:")) body.clock = { per_move_s: Number(clock.slice(3)), on_timeout: "bot" };
    else if (clock) body.clock = { initial_s: Number(clock.split(":")[0]), increment_s: Number(clock.split(":")[1]), on_timeout: "bot" };
    if ($("#chatspec").checked) body.chat_spectators = true;
    const g = await api.create(body);
    const base = `${location.origin}/play/${g.id}`;
    let h = `<p>${esc(t("lobby.created", {}, "Game created."))}</p><ul>`;
    let mine = null;
    g.seats.forEach((s, i) => {
      if (s.token && kinds[i] === "me" && mine == null) mine = `/play/${g.id}#token=${encodeURIComponent(s.token)}`;
      if (s.token && kinds[i] !== "me") h += `<li>${esc(t("lobby.link_for", { name: s.name, seat: i }, "Link for {name} (seat {seat}):"))} <input readonly value="${esc(base)}#token=${esc(s.token)}"></li>`;
      if (kinds[i] === "open") h += `<li>${esc(t("lobby.open_link", { seat: i }, "Open seat {seat}, anyone may join:"))} <input readonly value="${esc(base)}"></li>`;
      if (kinds[i] === "private") h += `<li>${esc(t("lobby.invite_link", { seat: i }, "Invite link for private seat {seat} (only who has it can join):"))} <input readonly class="invite" data-seat="${i}" value="${esc(base)}?invite=${esc(s.invite || "")}"></li>`;
    });
    h += `</ul><p><a id="go" class="button" href="${esc(mine || `/play/${g.id}`)}">${esc(mine ? t("lobby.play", {}, "Play") : t("lobby.watch", {}, "Watch"))}</a></p>`;
    $("#created").innerHTML = h;
    $("#created").hidden = false;
    listGames();
  } catch (e) {
    $("#error").textContent = e.message + (e.details && e.details.rule ? ` (${e.details.rule})` : "");
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
  try {
    const sk = await tableApi.seek(body);
    seeking = sk;
    $("#qpstatus").textContent = t("lobby.quick_waiting", { game: current.name }, "Looking for players for {game}…");
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
  return `<li data-id="${esc(g.id)}"><a href="/play/${esc(g.id)}">${esc(verb)}</a> <b>${esc(g.name || g.type)}</b> <span class="small">${names} · v${g.version}</span></li>`;
}

// three lists, each paged with the API's cursor ("more") and refreshed every few seconds
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

async function main() {
  ({ game_types: types } = await api.gameTypes());
  $("#gamepick").innerHTML = types.map((t) => `<button type="button" data-type="${esc(t.id)}">${esc(t.name)}<small>${t.min_players}–${t.max_players} players</small></button>`).join("");
  $("#gamepick").onclick = (ev) => { const b = ev.target.closest("button"); if (b) pickGame(b.dataset.type); };
  $("#nplayers").onchange = drawSeats;
  $("#create").onsubmit = create;
  translate(document.querySelector("main"));  // the elements of issue 25 marked data-t
  const signed = await session();  // a signed-in account's name is the default (issue 25)
  $("#myname").value = myName() || (signed ? signed.name : "");
  $("#myname").onchange = () => { const n = $("#myname").value.trim(); if (n) setMyName(n); };
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
  // the lists refresh by themselves (issue 25), while the page is looked at
  setInterval(() => { if (!document.hidden) listGames(); }, 5000);
  document.body.dataset.state = "ready";
}

main();
