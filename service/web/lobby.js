// The lobby: the game types (GET /v1/game-types), creating a game with any mix of people,
// open seats and bots, and the lists of games to join, watch or replay.

import { api } from "./api.js";
import { esc } from "./common.js";
import { t, loadWords } from "./i18n.js";

const $ = (sel) => document.querySelector(sel);
let types = [];
let current = null;

function seatRow(i, gt) {
  const bots = gt.bot_levels.map((b) => `<option value="bot:${esc(b)}">${esc(t("lobby.bot", { level: t(`lobby.level.${b}`, {}, b) }, "bot ({level})"))}</option>`).join("");
  const dflt = i === 0 ? "me" : `bot:${gt.bot_levels[0]}`;
  return `<div class="seatrow"><span>${esc(t("seat.n", { n: i + 1 }, "Player {n}"))}</span>
    <input class="sname" value="${esc(i === 0 ? t("lobby.me_name", {}, "me") : t("seat.n", { n: i + 1 }, "Player {n}"))}" maxlength="40" aria-label="${esc(t("lobby.seat_name", { n: i + 1 }, "name of player {n}"))}">
    <select class="skind" aria-label="${esc(t("lobby.seat_kind", { n: i + 1 }, "who plays as player {n}"))}">
      <option value="me">${esc(t("lobby.kind_me", {}, "me (this browser)"))}</option><option value="human">${esc(t("lobby.kind_human", {}, "a person (link)"))}</option>
      <option value="open">${esc(t("lobby.kind_open", {}, "open seat (invite)"))}</option>${bots}
    </select></div>`.replace(`value="${dflt}"`, `value="${dflt}" selected`);
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

async function create(ev) {
  ev.preventDefault();
  const seats = [...document.querySelectorAll(".seatrow")].map((row) => {
    const name = row.querySelector(".sname").value || "player";
    const kind = row.querySelector(".skind").value;
    if (kind.startsWith("bot:")) return { name, bot: kind.slice(4) };
    if (kind === "open") return { open: true };
    return { name };
  });
  const kinds = [...document.querySelectorAll(".skind")].map((s) => s.value);
  try {
    const body = { type: current.id, seats, options: readOptions() };
    const clock = $("#clock").value;  // a timed-out seat is played by a bot
    if (clock.startsWith("pm:")) body.clock = { per_move_s: Number(clock.slice(3)), on_timeout: "bot" };
    else if (clock) body.clock = { initial_s: Number(clock.split(":")[0]), increment_s: Number(clock.split(":")[1]), on_timeout: "bot" };
    const g = await api.create(body);
    const base = `${location.origin}/play/${g.id}`;
    let h = `<p>${esc(t("lobby.created", {}, "Game created."))}</p><ul>`;
    let mine = null;
    g.seats.forEach((s, i) => {
      if (s.token && kinds[i] === "me" && mine == null) mine = `/play/${g.id}#token=${encodeURIComponent(s.token)}`;
      if (s.token && kinds[i] !== "me") h += `<li>${esc(t("lobby.link_for", { name: s.name }, "Link for {name}:"))} <input readonly value="${esc(base)}#token=${esc(s.token)}"></li>`;
      if (kinds[i] === "open") h += `<li>${esc(t("lobby.invite_for", { n: i + 1 }, "Invite for player {n}:"))} <input readonly value="${esc(base)}${s.invite ? `?invite=${esc(s.invite)}` : ""}"></li>`;
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

function gameItem(g, verb) {
  const names = (g.seats || []).map((s) => esc(s.name || t("lobby.open", {}, "open"))).join(", ");
  return `<li><a href="/play/${esc(g.id)}">${verb}</a> <b>${esc(t(`game.${g.type}`, {}, g.name || g.type))}</b> <span class="small">${names} · ${esc(t("lobby.move_n", { n: g.version }, "move {n}"))}</span></li>`;
}

async function listGames() {
  for (const [status, verb] of [["waiting", t("lobby.join", {}, "Join")], ["active", t("lobby.watch", {}, "Watch")], ["finished", t("lobby.replay", {}, "Replay")]]) {
    const ul = $(`#${status}`);
    try {
      const { games } = await api.games(status);
      ul.innerHTML = games.slice(0, 20).map((g) => gameItem(g, verb)).join("") || `<li class="small">${esc(t("lobby.none", {}, "none"))}</li>`;
    } catch (_) {
      ul.innerHTML = `<li class="small">${esc(t("lobby.not_offered", {}, "not offered by this server"))}</li>`;
    }
  }
}

async function main() {
  await loadWords();
  ({ game_types: types } = await api.gameTypes());
  $("#gamepick").innerHTML = types.map((g) => `<button type="button" data-type="${esc(g.id)}">${esc(t(`game.${g.id}`, {}, g.name))}<small>${esc(t("lobby.n_players", { min: g.min_players, max: g.max_players }, "{min}–{max} players"))}</small></button>`).join("");
  $("#gamepick").onclick = (ev) => { const b = ev.target.closest("button"); if (b) pickGame(b.dataset.type); };
  $("#nplayers").onchange = drawSeats;
  $("#create").onsubmit = create;
  pickGame(types[0].id);
  await listGames();
  document.body.dataset.state = "ready";
}

main();
