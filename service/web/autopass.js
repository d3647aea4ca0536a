// "Pass for me when pass is my only move" (issue 23): a player preference, off by default,
// kept in localStorage. Blue Moon asks a seat to pass many times with nothing else legal
// (39 of 82 decisions in one game); the page can answer those.
//
// Fair play: the opponent sees when each of our moves arrives. Passing at once whenever pass
// is the only move would tell them "nothing else was legal" - something about our hand. So
// while the preference is on, EVERY decision of ours is held until the same hold has passed
// since the decision was put to us: a hold drawn afresh for each decision, uniform in
// HOLD_MIN_MS..HOLD_MIN_MS+HOLD_SPREAD_MS from crypto.getRandomValues. The automatic pass is
// sent when the hold ends; a move chosen by hand before the hold ends waits for it too. So a
// forced pass and a quick decision leave at the same time, drawn from the same distribution;
// only a decision that took longer than the hold shows as slower, as it does for any player
// who thinks. With the preference off nothing is held (and nothing is passed for you).

import { esc } from "./common.js";
import { t } from "./i18n.js";

export const PREF_AUTOPASS = "moonhall:pref:autopass";
export const HOLD_MIN_MS = 1500;
export const HOLD_SPREAD_MS = 1500;

export const autoPassOn = () => localStorage.getItem(PREF_AUTOPASS) === "on";
export function setAutoPass(on) { localStorage.setItem(PREF_AUTOPASS, on ? "on" : "off"); }

function holdMs() {
  const x = new Uint32Array(1);
  crypto.getRandomValues(x);
  return HOLD_MIN_MS + (x[0] / 2 ** 32) * HOLD_SPREAD_MS;
}

// the decision put to us now: one per (game, version) while we have moves
let cur = { key: null, at: 0, hold: 0, timer: null };

// called after every drawing: starts the clock of a new decision and, when pass is the only
// move and the preference is on, sends the pass when the hold ends
export function onDecision(gid, view, moves, play) {
  const key = moves.length ? `${gid}:${view.version}` : null;
  if (key !== cur.key) {
    clearTimeout(cur.timer);
    cur = { key, at: performance.now(), hold: holdMs(), timer: null };
  }
  if (!key || !autoPassOn() || cur.timer) return;
  if (moves.length === 1 && moves[0].type === "pass") {
    const mine = cur;
    mine.timer = setTimeout(() => {
      if (cur !== mine) return; // the game moved on meanwhile
      document.body.dataset.autoPasses = String(Number(document.body.dataset.autoPasses || 0) + 1);
      play(moves[0]);
    }, Math.max(0, mine.at + mine.hold - performance.now()));
  }
}

// awaited before a move is sent: what is left of this decision's hold (nothing with the
// preference off); the time from the decision to the send is kept on the page (data-sent-after-ms,
// read by the tests)
export async function holdForFairPlay() {
  const ms = autoPassOn() && cur.key ? Math.max(0, cur.at + cur.hold - performance.now()) : 0;
  if (ms > 0) await new Promise((res) => setTimeout(res, ms));
  if (cur.key) document.body.dataset.sentAfterMs = String(Math.round(performance.now() - cur.at));
}

// the preference as a checkbox beside the board's other preferences, for game types that have
// a pass move (their catalogue's move texts name it)
export function autoPassHtml(types) {
  const has = types && types.texts && types.texts.moves && "pass" in types.texts.moves;
  if (!has) return "";
  return `<label class="pref"><input type="checkbox" id="pref-autopass"${autoPassOn() ? " checked" : ""}> ` +
    `${esc(t("board.pref_autopass", {}, "Pass for me when pass is my only move (every move of mine then waits 1.5-3 s, so the timing does not tell my hand)"))}</label>`;
}
