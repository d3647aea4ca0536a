// The table around a game (issue 25): chat, who is here, rematch. Kept out of play.js (shared by
// several branches): play.js calls startTable once and tableView on every view. Every request
// goes through the documented API; every string through t(); every name and text is escaped.

import { esc } from "./common.js";
import { t } from "./i18n.js";
import { session, headersFor } from "./session.js";

const $ = (sel) => document.querySelector(sel);

async function call(method, path, { token, body } = {}) {
  const headers = await headersFor(method, token);  // a seat token, or the session's CSRF token
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const r = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await r.json(); } catch (_) { data = null; }
  if (!r.ok) {
    const e = new Error((data && data.error && data.error.message) || `HTTP ${r.status}`);
    e.status = r.status; e.code = data && data.error && data.error.code;
    throw e;
  }
  return data;
}

export const tableApi = {
  chat: (gid, after) => call("GET", `/v1/games/${gid}/chat${after ? `?after=${encodeURIComponent(after)}` : ""}`),
  say: (gid, token, text, name) => call("POST", `/v1/games/${gid}/chat`, { token, body: name ? { text, name } : { text } }),
  beat: (gid, token, viewer) => call("POST", `/v1/games/${gid}/presence`, { token, body: token ? {} : { viewer } }),
  rematch: (gid, token) => call("POST", `/v1/games/${gid}/rematch`, { token }),
  rematchOf: (gid) => call("GET", `/v1/games/${gid}/rematch`),
  join: (gid, body) => call("POST", `/v1/games/${gid}/join`, { body }),
  // the lobby (issue 25): a page of games (`q` the filter, `cursor` the previous page's
  // next_cursor) and quick play's seeks
  lobbyChanges: (after, wait) => call("GET", `/v1/lobby/changes${after == null ? "" : `?after=${after}&wait=${wait}`}`),
  gamesPage: (q, limit, cursor) => call("GET", `/v1/games?${q}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`),
  seek: (body) => call("POST", "/v1/seeks", { body }),
  seekState: (id, token) => call("GET", `/v1/seeks/${encodeURIComponent(id)}`, { token }),
  cancelSeek: (id, token) => call("DELETE", `/v1/seeks/${encodeURIComponent(id)}`, { token }),
};

// the name this browser plays under: the one typed in the lobby, else the signed-in account's
export function myName() { return localStorage.getItem("moonhall:name") || ""; }
export async function defaultName() {
  const typed = myName();
  if (typed) return typed;
  const s = await session();
  return (s && s.name) || "";
}

function viewerId() {
  let v = sessionStorage.getItem("moonhall:viewer");
  if (!v) { v = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join(""); sessionStorage.setItem("moonhall:viewer", v); }
  return v;
}

const T = { gid: null, token: () => null, view: () => null, after: null, msgs: [], muted: new Set(), spectators: false, rematchShown: false,
  inRecord: false, replayAt: null };
const MUTE_KEY = "moonhall:muted";

function loadMuted() {
  try { T.muted = new Set(JSON.parse(localStorage.getItem(`${MUTE_KEY}:${T.gid}`) || "[]")); } catch (_) { T.muted = new Set(); }
}
function saveMuted() { localStorage.setItem(`${MUTE_KEY}:${T.gid}`, JSON.stringify([...T.muted])); }
const authorKey = (m) => (m.seat != null ? `s${m.seat}` : `v:${m.name}`);

function drawChat() {
  const list = $("#chatlog");
  // a replay of a table whose chat is in its record shows what was said up to its position
  const upto = T.inRecord && T.replayAt != null ? T.replayAt : Infinity;
  const shown = T.msgs.filter((m) => !T.muted.has(authorKey(m)) && !(m.version > upto));
  list.innerHTML = shown.map((m) => `<li data-id="${esc(m.id)}"><b class="who">${esc(m.name)}</b>${m.spectator ? ` <span class="small">${esc(t("chat.spectator", {}, "(watching)"))}</span>` : ""}: <span class="text">${esc(m.text)}</span>` +
    ` <button class="mute small" data-author="${esc(authorKey(m))}" title="${esc(t("chat.mute_help", { name: m.name }, "Hide {name}'s messages on this page"))}">${esc(t("chat.mute", {}, "mute"))}</button></li>`).join("");
  const muted = [...T.muted];
  $("#chatmuted").innerHTML = muted.length ? `${esc(t("chat.muted", { count: muted.length }, "Muted: {count}"))} <button id="unmute" class="small">${esc(t("chat.unmute_all", {}, "show all"))}</button>` : "";
  list.scrollTop = list.scrollHeight;
  $("#chat").dataset.count = String(shown.length);
}

async function pollChat() {
  try {
    const page = await tableApi.chat(T.gid, T.after);
    T.spectators = page.spectators_may_post;
    T.inRecord = page.in_record === true;
    if (page.messages.length) {
      T.msgs.push(...page.messages);
      T.msgs = T.msgs.slice(-300);
      T.after = page.next_after;
      drawChat();
    }
    const v = T.view();
    const canPost = Boolean(T.token()) || Boolean(v && v.you != null) || T.spectators;  // (an account's seat: its cookie)
    $("#chatform").hidden = !canPost;
    $("#chatro").hidden = canPost;
  } catch (_) { /* the next poll tries again */ }
}

async function say(ev) {
  ev.preventDefault();
  const box = $("#chattext");
  const text = box.value.trim();
  if (!text) return;
  try {
    await tableApi.say(T.gid, T.token(), text, T.token() ? null : (myName() || t("chat.guest", {}, "guest")));
    box.value = "";
    $("#chaterr").textContent = "";
    await pollChat();
  } catch (e) {
    $("#chaterr").textContent = e.status === 429 ? t("chat.too_fast", {}, "Too many messages: wait a few seconds") : e.message;
  }
}

function drawPresence(p) {
  const el = $("#presence");
  const seats = p.seats.map((s) => {
    const name = s.name == null ? t("lobby.open_seat", {}, "open seat") : s.name;
    const state = s.bot ? t("chat.bot", {}, "bot") : s.online ? t("chat.here", {}, "here") : t("chat.away", {}, "away");
    return `<span class="pres ${s.bot ? "bot" : s.online ? "on" : "off"}" data-seat="${s.seat}" data-online="${s.online ? 1 : 0}">${esc(name)}: ${esc(state)}</span>`;
  });
  const watchers = p.spectators ? ` <span class="small">${esc(t("chat.watching", { count: p.spectators }, "{count} watching"))}</span>` : "";
  el.innerHTML = seats.join(" ") + watchers;
  el.hidden = false;
}

async function heartbeat() {
  try { drawPresence(await tableApi.beat(T.gid, T.token(), viewerId())); } catch (_) { /* next time */ }
}

// after the end: a rematch button for the seats; anyone sees that a rematch exists
async function drawRematch() {
  const v = T.view();
  if (!v || v.status !== "finished") return;
  const box = $("#rematch");
  box.hidden = false;
  if (v.you != null) $("#rematchbtn").hidden = false;  // a seat (its token, or the account's cookie)
  try {
    const r = await tableApi.rematchOf(T.gid);
    $("#rematchinfo").innerHTML = `${esc(t("chat.rematch_offered", {}, "A rematch is waiting:"))} <a href="/play/${esc(r.id)}">${esc(t("chat.rematch_open", {}, "open it"))}</a>`;
    box.dataset.rematch = r.id;
  } catch (_) { /* none yet */ }
}

async function takeRematch() {
  const btn = $("#rematchbtn");
  btn.disabled = true;
  try {
    const r = await tableApi.rematch(T.gid, T.token());
    const v = T.view();
    const name = (v && v.you != null && v.seats[v.you] && v.seats[v.you].name) || myName() || t("chat.guest", {}, "guest");
    const j = await tableApi.join(r.id, { name, invite: r.invite });
    location.href = `/play/${r.id}#token=${encodeURIComponent(j.token)}`;
  } catch (e) {
    $("#rematchinfo").textContent = e.message;
    btn.disabled = false;
  }
}

// the words of the page's own elements marked data-t="<key>" (their English is the default)
export function translate(root) {
  for (const el of root.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t, {}, el.textContent);
  for (const el of root.querySelectorAll("[data-t-placeholder]")) el.placeholder = t(el.dataset.tPlaceholder, {}, el.placeholder);
}

export function startTable(gid, getToken, getView) {
  T.gid = gid; T.token = getToken; T.view = getView;
  translate($("#chat")); translate($("#rematch"));
  loadMuted();
  $("#chatform").onsubmit = say;
  $("#chatlog").onclick = (ev) => {
    const b = ev.target.closest("button.mute");
    if (!b) return;
    T.muted.add(b.dataset.author); saveMuted(); drawChat();
  };
  $("#chatmuted").onclick = (ev) => { if (ev.target.id === "unmute") { T.muted.clear(); saveMuted(); drawChat(); } };
  $("#rematchbtn").onclick = takeRematch;
  $("#chat").hidden = false;
  pollChat();
  heartbeat();
  setInterval(pollChat, 2000);
  setInterval(() => { if (!document.hidden) heartbeat(); }, 5000);
  setInterval(drawRematch, 5000);
}

// the replay slider's position (play.js; null: the game as it is): a table whose chat is in
// its record (chat_in_record) shows the messages said up to that version, as its record has them
export function chatAt(version) {
  T.replayAt = version;
  drawChat();
}

// every new view: the rematch box once the game is over
export function tableView(v) {
  if (v.status === "finished" && !T.rematchShown) { T.rematchShown = true; drawRematch(); }
}
