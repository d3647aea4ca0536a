// The board interaction every game shares (issue 23, item 1). Board modules only draw parts
// carrying data-m (a partial move) and, where they can, an aria-label; everything here is
// driven by those partial moves and the legal-move list, never by a game's move shapes:
// - legal parts are highlighted, focusable (Tab), walkable with the arrow keys and played
//   with Enter / Space, each with an accessible name;
// - a click that still leaves several different moves, none of which another board part could
//   tell apart, opens a small choice at the click (never a silent pick);
// - a move the board module says spends something for good asks for a confirm at the click,
//   unless the player turned confirms off (a preference kept in localStorage).

import { esc } from "./common.js";
import { t } from "./i18n.js";

export const PREF_CONFIRM = "moonhall:pref:confirm";
export const confirmsOn = () => localStorage.getItem(PREF_CONFIRM) !== "off";
export function setConfirms(on) { localStorage.setItem(PREF_CONFIRM, on ? "on" : "off"); }

// two moves (or parts) alike, field by field
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
export const distinct = (moves) => moves.filter((m, i) => moves.findIndex((x) => same(x, m)) === i);

// true when some board part not chosen yet would split `cand` further: then the board itself
// is the place to go on choosing (the highlights narrow), not a pop-up
export function boardCanNarrow(parts, sel, cand, matches) {
  return parts.some((p) => !sel.some((s) => same(s, p)) && (() => {
    const n = cand.filter((m) => matches(m, p)).length;
    return n > 0 && n < cand.length;
  })());
}

// accessibility of the drawn parts: a legal part is a button in the tab order, the rest keep
// their names (a screen reader can still read the board) but are not offered
export function markAccess(el, legal, chosen) {
  if (el.dataset.role0 == null) el.dataset.role0 = el.getAttribute("role") || "";
  if (legal || chosen) {
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.setAttribute("aria-pressed", chosen ? "true" : "false");
  } else {
    el.removeAttribute("tabindex");
    el.removeAttribute("aria-pressed");
    if (el.dataset.role0) el.setAttribute("role", el.dataset.role0); else el.removeAttribute("role");
  }
  // a part with no text of its own (a coloured swatch, an SVG shape) is named by its title; a part
  // with text keeps that text as its name (the title then describes it)
  if (!el.hasAttribute("aria-label") && el.getAttribute("title") && !el.textContent.trim()) el.setAttribute("aria-label", el.getAttribute("title"));
}

const centre = (el) => { const r = el.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
const DIRS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

// the arrow keys walk to the nearest offered part in that direction (the board's own layout,
// not the DOM order); at an edge, the next part in the DOM order
export function nextPart(from, key, parts) {
  const d = DIRS[key];
  if (!d || !parts.length) return null;
  const [x, y] = centre(from);
  let best = null, score = Infinity;
  for (const p of parts) {
    if (p === from) continue;
    const [px, py] = centre(p);
    const along = (px - x) * d[0] + (py - y) * d[1];
    const across = Math.abs((px - x) * d[1] + (py - y) * d[0]);
    if (along <= 1) continue;
    const s = along + 2 * across;
    if (s < score) { score = s; best = p; }
  }
  if (best) return best;
  const i = parts.indexOf(from);
  const step = d[0] + d[1];
  return parts[(i + step + parts.length) % parts.length];
}

// ----------------------------------------------------------------------------- the pop-up
let openBox = null;
export function closeChoice() {
  if (!openBox) return;
  const { box, back } = openBox;
  openBox = null;
  box.remove();
  if (back && document.contains(back)) back.focus();
}
export const choiceOpen = () => Boolean(openBox);

// a small dialog beside `at` (the clicked part): `items` are [html, value] pairs; resolves with
// the chosen value, or null when closed (Escape, a click elsewhere, Cancel)
export function openChoice(at, title, items, extra = "") {
  closeChoice();
  return new Promise((resolve) => {
    const box = document.createElement("div");
    box.className = "choice";
    box.id = "choice";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-label", title);
    box.innerHTML = `<div class="choice-title">${esc(title)}</div><div class="choice-items">` +
      items.map(([html], i) => `<button type="button" class="choice-item" data-ci="${i}">${html}</button>`).join("") +
      `</div>${extra}<button type="button" class="choice-cancel">${esc(t("board.cancel", {}, "Cancel"))}</button>`;
    document.body.appendChild(box);
    const r = at ? at.getBoundingClientRect() : { left: 20, bottom: 80, top: 60 };
    const w = box.offsetWidth, h = box.offsetHeight;
    const left = Math.max(4, Math.min(window.scrollX + r.left, window.scrollX + document.documentElement.clientWidth - w - 4));
    let top = window.scrollY + r.bottom + 4;
    if (r.bottom + h + 8 > window.innerHeight && r.top - h - 4 > 0) top = window.scrollY + r.top - h - 4;
    box.style.left = `${left}px`;
    box.style.top = `${top}px`;
    const done = (v) => { closeChoice(); resolve(v); };
    openBox = { box, back: at, done };
    box.addEventListener("click", (ev) => {
      ev.stopPropagation();
      const b = ev.target.closest("button");
      if (!b) return;
      if (b.classList.contains("choice-cancel")) done(null);
      else if (b.dataset.ci != null) done(items[Number(b.dataset.ci)][1]);
    });
    box.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") { ev.preventDefault(); done(null); return; }
      if (DIRS[ev.key]) {
        ev.preventDefault();
        const bs = [...box.querySelectorAll("button")];
        const i = bs.indexOf(document.activeElement);
        const step = ev.key === "ArrowDown" || ev.key === "ArrowRight" ? 1 : -1;
        bs[(i + step + bs.length) % bs.length].focus();
      }
    });
    setTimeout(() => document.addEventListener("click", function away(ev) {
      if (!openBox || openBox.box !== box) { document.removeEventListener("click", away); return; }
      if (!box.contains(ev.target)) { document.removeEventListener("click", away); done(null); }
    }), 0);
    const first = box.querySelector("button");
    if (first) first.focus();
  });
}

// the confirm for a move that cannot be taken back: resolves true to play it
export async function confirmMove(at, why) {
  const extra = `<label class="choice-pref"><input type="checkbox" id="noconfirm"> ${esc(t("board.confirm_off", {}, "Don't ask again"))}</label>`;
  const p = openChoice(at, why, [[esc(t("board.confirm", {}, "Yes, play it")), true]], extra);
  const box = document.getElementById("choice");
  const tick = box && box.querySelector("#noconfirm");
  const ok = await p;
  if (ok && tick && tick.checked) setConfirms(false);
  return Boolean(ok);
}

// the preference as a checkbox under the board (the player can turn confirms back on)
export function prefsHtml() {
  return `<label class="pref"><input type="checkbox" id="pref-confirm"${confirmsOn() ? " checked" : ""}> ` +
    `${esc(t("board.pref_confirm", {}, "Ask before a move that cannot be taken back"))}</label>`;
}
