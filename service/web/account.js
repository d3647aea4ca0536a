// The account page (issue 25): sign up, sign in with a password or a passkey, my tables
// (your turn first), sign out. Only a client of the documented API (/v1/accounts,
// /v1/session, /v1/me...); the session is an HttpOnly cookie the page never reads, and its
// CSRF token rides on every change (api.js). At sign-in the seat tokens this browser holds
// (localStorage, one per game it played) are adopted into the account, so the same tables
// are found on any device.

import { api, setCsrf } from "./api.js";
import { esc } from "./common.js";
import { t, loadWords } from "./i18n.js";

const $ = (sel) => document.querySelector(sel);
const TOKEN_PREFIX = "moonhall:token:";

function setState(s) { document.body.dataset.state = s; }

function say(text) { $("#status").textContent = text; }

function fail(e) {
  const box = $("#error");
  box.textContent = e && e.status === 429
    ? t("account.error.rate_limited", {}, "Too many attempts: wait a moment and try again.")
    : (e && e.message) || String(e);
  box.hidden = false;
  setState("error");
}

// (the label comes translated: a t() call with a literal key is what the catalogue is built from)
function field(id, label, type, autocomplete) {
  return `<div class="field"><label for="${id}">${esc(label)}</label>
    <input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required
      ${type === "password" ? 'minlength="8" maxlength="256"' : 'maxlength="32"'}></div>`;
}

function signedOutHtml() {
  return `
  <section aria-labelledby="signin-h">
    <h2 id="signin-h">${esc(t("account.signin.title", {}, "Sign in"))}</h2>
    <form id="signin">
      ${field("signin-name", t("account.field.name", {}, "Name"), "text", "username webauthn")}
      ${field("signin-password", t("account.field.password", {}, "Password"), "password", "current-password")}
      <button type="submit">${esc(t("account.signin.submit", {}, "Sign in"))}</button>
    </form>
    <p><button type="button" id="passkey-signin">${esc(t("account.signin.passkey", {}, "Sign in with a passkey"))}</button></p>
  </section>
  <section aria-labelledby="signup-h">
    <h2 id="signup-h">${esc(t("account.signup.title", {}, "Sign up"))}</h2>
    <p class="small">${esc(t("account.signup.note", {}, "An account is optional: it lets you find your tables on any device. Names are 3-32 letters, digits, _ or -; passwords at least 8 characters."))}</p>
    <form id="signup">
      ${field("signup-name", t("account.field.name", {}, "Name"), "text", "username")}
      ${field("signup-password", t("account.field.password", {}, "Password"), "password", "new-password")}
      <button type="submit">${esc(t("account.signup.submit", {}, "Create the account"))}</button>
    </form>
  </section>`;
}

function signedInHtml(name) {
  return `
  <section aria-labelledby="me-h">
    <h2 id="me-h">${esc(t("account.signed_in", { name }, "Signed in as {name}"))}</h2>
    <p><button type="button" id="passkey-add">${esc(t("account.passkey.add", {}, "Add a passkey"))}</button>
       <button type="button" id="signout">${esc(t("account.signout", {}, "Sign out"))}</button></p>
  </section>
  <section aria-labelledby="tables-h">
    <h2 id="tables-h">${esc(t("account.tables.title", {}, "My tables"))}</h2>
    <ul id="mygames" class="games"><li class="small">${esc(t("account.tables.loading", {}, "Loading…"))}</li></ul>
  </section>`;
}

function statusText(g) {
  if (g.your_turn) return t("account.tables.your_turn", {}, "Your turn");
  if (g.status === "finished") return t("account.tables.finished", {}, "Finished");
  if (g.status === "waiting") return t("account.tables.waiting_players", {}, "Waiting for players");
  return t("account.tables.waiting", {}, "Waiting for the others");
}

function tableItem(g) {
  const players = (g.players || []).map((p) => esc(p.name || t("account.tables.open_seat", {}, "open seat"))).join(", ");
  return `<li data-game="${esc(g.id)}" data-your-turn="${g.your_turn}" data-status="${esc(g.status || "")}">
    <a href="/play/${esc(g.id)}">${esc(statusText(g))}</a> <b>${esc(g.type ? t(`game.${g.type}`, {}, g.name || g.type) : g.name || "")}</b>
    <span class="small">${players}</span></li>`;
}

async function drawTables() {
  const ul = $("#mygames");
  try {
    const { games } = await api.myGames();
    ul.innerHTML = games.map(tableItem).join("") || `<li class="small">${esc(t("account.tables.none", {}, "No tables yet: create or join a game in the lobby."))}</li>`;
  } catch (e) { fail(e); }
}

// the seat tokens this browser holds become the account's (POST /v1/me/seats each)
async function adoptSeats() {
  const held = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k && k.startsWith(TOKEN_PREFIX)) held.push([k.slice(TOKEN_PREFIX.length), localStorage.getItem(k)]);
  }
  let adopted = 0;
  for (const [game, token] of held) {
    try { await api.adoptSeat(game, token); adopted++; } catch (_) { /* finished and gone, or no longer a seat */ }
  }
  return adopted;
}

async function signedIn(session, fresh) {
  setCsrf(session.csrf);
  $("#who").textContent = t("account.signed_in", { name: session.name }, "Signed in as {name}");
  $("#main").innerHTML = signedInHtml(session.name) + statusBoxes();
  $("#signout").onclick = signOut;
  $("#passkey-add").onclick = addPasskey;
  const n = await adoptSeats();  // (on every visit: seats taken since, while signed in, too)
  if (n && fresh) say(t("account.adopted", { count: n }, "{count, plural, one {# table of this browser is now in your account.} other {# tables of this browser are now in your account.}}"));
  await drawTables();
  setState("signed-in");
}

function statusBoxes() {
  return `<div id="status" role="status" aria-live="polite"></div><div id="error" class="error" role="alert" hidden></div>`;
}

function signedOut() {
  setCsrf("");
  $("#who").textContent = "";
  $("#main").innerHTML = signedOutHtml() + statusBoxes();
  $("#signin").onsubmit = async (ev) => {
    ev.preventDefault();
    setState("busy");
    try { await signedIn(await api.signIn($("#signin-name").value, $("#signin-password").value), true); }
    catch (e) { fail(e.status === 401 ? new Error(t("account.error.wrong", {}, "Wrong name or password.")) : e); }
  };
  $("#signup").onsubmit = async (ev) => {
    ev.preventDefault();
    setState("busy");
    const name = $("#signup-name").value, password = $("#signup-password").value;
    try {
      await api.signUp(name, password);
      await signedIn(await api.signIn(name, password), true);
    } catch (e) {
      fail(e.code === "name_taken" ? new Error(t("account.error.name_taken", {}, "This name is taken.")) : e);
    }
  };
  $("#passkey-signin").onclick = passkeySignIn;
  setState("signed-out");
}

async function signOut() {
  setState("busy");
  try { await api.signOut(); } catch (_) { /* signed out anyway */ }
  signedOut();
}

async function passkeySignIn() {
  setState("busy");
  try {
    const name = $("#signin-name").value.trim();
    const options = await api.passkeySignInOptions(name || null);
    const cred = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options) });
    await signedIn(await api.passkeySignIn(cred.toJSON()), true);
  } catch (e) {
    fail(e.status === 401 ? new Error(t("account.error.passkey", {}, "The passkey was not accepted.")) : e);
  }
}

async function addPasskey() {
  setState("busy");
  try {
    const options = await api.passkeyOptions();
    const cred = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options) });
    await api.addPasskey(cred.toJSON(), null);
    say(t("account.passkey.added", {}, "Passkey added: you can sign in with it now."));
    setState("signed-in");
  } catch (e) { fail(e); }
}

async function main() {
  await loadWords();   // the served catalogue, so a Russian or Polish reader gets their language here too (issue 24)
  document.title = `${t("account.title", {}, "Account")} · Moonhall`;
  let session = null;
  try { session = await api.session(); } catch (_) { session = null; }
  if (session) await signedIn(session, false);
  else signedOut();
}

main();
