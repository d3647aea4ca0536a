// Every HTTP request of the web client goes through this module (documented endpoints only).
// Live updates: SSE on /v1/games/{id}/stream when the server has it, else the long-poll
// GET /v1/games/{id}/events?after=&wait=25. The seat token travels only in the Authorization
// header: a seat's stream opens with a one-use ticket (POST .../stream-ticket), never with the
// token in its URL, where access logs would keep it (issue 30, item 9).
import { getLang } from "./i18n.js";

export class ApiError extends Error {
  constructor(status, body) {
    const e = (body && body.error) || {};
    super(e.message || `HTTP ${status}`);
    this.status = status;
    this.code = e.code;
    this.details = e.details || {};
  }
}

// The signed-in session's CSRF token (issue 25): a request made with the session cookie
// (no seat token) that changes something carries it in X-CSRF-Token. Asked once per page
// (GET /v1/session: 401, so "", when nobody is signed in) and set again at sign-in.
let csrf = null;
export function setCsrf(value) { csrf = value || ""; }
export async function signedIn() { return (await csrfToken()) !== ""; }
async function csrfToken() {
  if (csrf === null) {
    try { const r = await fetch("/v1/session"); csrf = r.ok ? (await r.json()).csrf : ""; } catch (_) { csrf = ""; }
  }
  return csrf;
}

async function call(method, path, { token, body, signal } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  else if (method !== "GET" && method !== "HEAD") { const c = await csrfToken(); if (c) headers["X-CSRF-Token"] = c; }
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const r = await fetch(path, { method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = null;
  try { data = await r.json(); } catch (_) { data = null; }
  if (!r.ok) throw new ApiError(r.status, data);
  return data;
}

// an answer early.js asked for ({ok, status, data}) as call() would give it: the data, else an ApiError
export function settle(a) {
  if (!a.ok) throw new ApiError(a.status, a.data);
  return a.data;
}

const typeCache = new Map();
// the catalogue early.js asked for (issue 23: the first drawing), kept as gameType's answer
export function primeType(type, lang, answer) {
  const key = `${type}:${lang}`;
  if (!typeCache.has(key)) typeCache.set(key, answer.then((a) => (a && a.ok ? a.data : api.gameType(type, true))));
}

export const api = {
  gameTypes: () => call("GET", `/v1/game-types?lang=${getLang()}`),  // (issue 24: in the page's language)
  // the catalogue (static data and texts); null when this server does not offer it yet
  async gameType(type, again = false) {
    const key = `${type}:${getLang()}`;  // asked again when the page's language changed
    if (again || !typeCache.has(key)) {
      // without the catalogue endpoint: the short description from the list
      typeCache.set(key, call("GET", `/v1/game-types/${encodeURIComponent(type)}?lang=${getLang()}`).catch(() =>
        call("GET", `/v1/game-types?lang=${getLang()}`).then((l) => l.game_types.find((t) => t.id === type) || null).catch(() => null)));
    }
    return typeCache.get(key);
  },
  async ruleText(type, rule) {
    try { return await call("GET", `/v1/game-types/${encodeURIComponent(type)}/rules/${encodeURIComponent(rule)}`); }
    catch (_) { return null; }
  },
  create: (body) => call("POST", "/v1/games", { body }),
  join: (gid, body) => call("POST", `/v1/games/${gid}/join`, { body }),
  games: (status) => call("GET", `/v1/games?limit=50${status ? `&status=${status}` : ""}`),
  view: (gid, token) => call("GET", `/v1/games/${gid}`, { token }),
  moves: (gid, token) => call("GET", `/v1/games/${gid}/moves`, { token }),
  move: (gid, token, move, version) =>
    call("POST", `/v1/games/${gid}/moves?include=view,moves`, { token, body: { move, expected_version: version } }),
  undo: (gid, token, version) => call("POST", `/v1/games/${gid}/undo`, { token, body: { expected_version: version } }),
  resign: (gid, token) => call("POST", `/v1/games/${gid}/resign`, { token, body: {} }),
  state: (gid, token, v) => call("GET", `/v1/games/${gid}/states/${v}`, { token }),
  streamTicket: (gid, token) => call("POST", `/v1/games/${gid}/stream-ticket`, { token }),
  events: (gid, token, after, wait, signal) =>
    call("GET", `/v1/games/${gid}/events?after=${after}${wait ? `&wait=${wait}` : ""}`, { token, signal }),
  index: () => call("GET", "/v1"),
  // accounts (issue 25): the session is a cookie the browser keeps; these never see a password again
  signUp: (name, password) => call("POST", "/v1/accounts", { body: { name, password } }),
  signIn: (name, password) => call("POST", "/v1/session", { body: { name, password } }),
  session: () => call("GET", "/v1/session"),
  signOut: () => call("DELETE", "/v1/session"),
  me: () => call("GET", "/v1/me"),
  myGames: () => call("GET", "/v1/me/games"),
  adoptSeat: (game, token) => call("POST", "/v1/me/seats", { body: { game, token } }),
  passkeySignInOptions: (name) => call("POST", "/v1/session/passkey/options", { body: name ? { name } : {} }),
  passkeySignIn: (credential) => call("POST", "/v1/session/passkey", { body: { credential } }),
  passkeyOptions: () => call("POST", "/v1/me/passkeys/options", { body: {} }),
  addPasskey: (credential, label) => call("POST", "/v1/me/passkeys", { body: { credential, label } }),
  // issue 27: the expert's evaluation from a seat's view, what-if branches, the post-game review
  analysis: (gid, token, version, seat) => call("POST", `/v1/games/${gid}/analysis`, { token, body: { version, seat } }),
  branch: (gid, token, version, seat) => call("POST", `/v1/games/${gid}/branches`, { token, body: { version, seat } }),
  review: (gid) => call("GET", `/v1/games/${gid}/review`),
  // ratings (issue 26): a game type's leaderboard a page at a time, a player's ratings
  leaderboard: (type, offset, limit) =>
    call("GET", `/v1/game-types/${encodeURIComponent(type)}/leaderboard?offset=${offset}&limit=${limit}`),
  player: (name) => call("GET", `/v1/players/${encodeURIComponent(name)}`),
  giveTime: (gid, token, seat, seconds) => call("POST", `/v1/games/${gid}/clock/give`, { token, body: { seat, seconds } }),
  // the revealed seed exactly as the server wrote it: a 63-bit integer loses digits in JSON.parse
  async revealedSeed(gid, token) {
    const r = await fetch(`/v1/games/${gid}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const text = await r.text();
    const at = text.indexOf('"fairness"', Math.max(0, text.indexOf('"result"')));
    const m = at < 0 ? null : /"seed"\s*:\s*"?(-?\d+)/.exec(text.slice(at));
    return m ? m[1] : null;
  },
};

// Follow a game: onEvents(entries, version) after each batch. Returns a stop function.
export function follow(gid, token, after, onEvents, onError) {
  let stopped = false;
  const ctl = new AbortController();
  let es = null;
  const poll = async () => {
    let cursor = after;
    while (!stopped) {
      try {
        const feed = await api.events(gid, token, cursor, 25, ctl.signal);
        if (stopped) return;
        if (feed.events.length) await onEvents(feed.events, feed.version);
        cursor = Math.max(cursor, feed.version);
        if (feed.more) continue;
      } catch (e) {
        if (stopped) return;
        if (onError) onError(e);
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  let batch = [];
  let timer = null;
  const sse = async () => {
    let url = `/v1/games/${gid}/stream?after=${after}`;
    if (token) {
      // a ticket opens one stream: each (re)connect asks for a new one
      let t;
      try { t = await api.streamTicket(gid, token); }
      catch (e) {
        if (stopped) return;
        if (e.status === 404 || e.status === 405) { poll(); return; } // no tickets on this server: long-poll
        if (onError) onError(e);
        setTimeout(() => { if (!stopped) sse(); }, 1000);
        return;
      }
      if (stopped) return;
      url += `&ticket=${encodeURIComponent(t.ticket)}`;
    }
    const source = new EventSource(url);
    es = source;
    let opened = false;
    source.addEventListener("open", () => { opened = true; });
    source.addEventListener("game", (m) => {
      batch.push(JSON.parse(m.data));
      clearTimeout(timer);
      timer = setTimeout(() => {
        const b = batch; batch = [];
        after = Math.max(after, ...b.map((e) => e.version));
        onEvents(b, after);
      }, 30);
    });
    source.addEventListener("end", () => { source.close(); });
    source.addEventListener("error", () => {
      if (!opened) { source.close(); es = null; if (!stopped) poll(); return; } // no stream on this server: long-poll
      // dropped: EventSource would reconnect with the same URL, whose ticket is used up; a new
      // ticket, after the last batch is in (`after`: its 30 ms timer has run by then)
      if (token) {
        source.close(); es = null;
        setTimeout(() => { if (!stopped) sse(); }, 1000);
      }
    });
  };
  // ask once whether the stream exists (a 404 means: use the long-poll)
  fetch(`/v1/games/${gid}/stream?after=${after}`, { method: "HEAD" })
    .then((r) => (r.status === 404 || r.status === 405 ? poll() : sse()))
    .catch(() => poll());
  return () => { stopped = true; ctl.abort(); if (es) es.close(); };
}

// sha256(nonce + ':' + seed) in hex, checked in the browser
export async function commitmentOf(nonce, seed) {
  const data = new TextEncoder().encode(`${nonce}:${seed}`);
  const h = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(h)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
