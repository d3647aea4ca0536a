// Helpers every board shares (issue 23/24 layout: boards/<game>.js draw one game each,
// i18n.js holds the words, this file the little things both need).

import { t } from "./i18n.js";

// resolves once the browser has drawn a frame after now (the board on screen; issue 23: work the
// first drawing does not need waits for it), or after 100 ms in a tab that draws no frames
export function afterPaint() {
  return new Promise((done) => {
    const late = setTimeout(done, 100);
    requestAnimationFrame(() => setTimeout(() => { clearTimeout(late); done(); }, 0));
  });
}

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
export const pm = (obj) => `data-m="${esc(JSON.stringify(obj))}"`;
export const COLOURS = { purple: "#8e5bb5", green: "#3f9a4a", orange: "#ee8a2a", yellow: "#e8c930", blue: "#3b7dd8", red: "#d6453d",
  black: "#333", white: "#eee", brown: "#8b5a2b", teal: "#2aa198", grey: "#999" };
export const colourOf = (c) => COLOURS[c] || "#bbb";
// an open seat nobody took has no name yet: it reads "open seat", never "null" (issue 25)
export const seatName = (ctx, i) => (ctx.seats && ctx.seats[i] ? (ctx.seats[i].name ?? t("lobby.open_seat", {}, "open seat")) : t("seat.n", { n: Number(i) + 1 }, "Player {n}"));
export const seatHead = (ctx, i, extra = "") =>
  `<h3 class="seat-head${ctx.toAct.includes(i) ? " acting" : ""}">${esc(seatName(ctx, i))}${ctx.you === i ? esc(t("board.you", {}, " (you)")) : ""}${extra}</h3>`;

// small pictures the boards draw instead of emoji (an offline machine may have no emoji font;
// issue 23: fire and earth with their icons, the dragons): 24x24 paths, filled with currentColor
const ICON_PATHS = {
  flame: "M12 2c1 4 5 6 5 11a5 5 0 0 1-10 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 0-9z",
  mountain: "M2 20 9 7l4 6 3-4 6 11z",
  dragon: "M3 15c3-1 5-4 6-8l3 3 2-4 1 5 4-2-2 5 4 1-5 2c-2 3-6 4-9 3l-1 3-1-4-3 1z",
  shield: "M12 2 20 5v6c0 5-3 9-8 11-5-2-8-6-8-11V5z",
};
export const icon = (name, cls = "icon") =>
  ICON_PATHS[name] ? `<svg class="${cls}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ICON_PATHS[name]}" fill="currentColor"/></svg>` : "";

// an SVG part shows a mouse tooltip only from a <title> child: rather than one in every part of
// every drawing (Azul's two star boards had 120), a board names its SVG parts by aria-label and
// asks for this: the part under the mouse gets its name as its title when the pointer first
// comes over it (one listener for the page, for the selectors the boards gave)
const tipSelectors = [];
export function tipOnHover(selector) {
  if (tipSelectors.includes(selector) || typeof document === "undefined") return;
  tipSelectors.push(selector);
  if (tipSelectors.length > 1) return;
  document.addEventListener("pointerover", (ev) => {
    const el = ev.target && ev.target.closest && ev.target.closest(tipSelectors.join(", "));
    if (!el || (el.firstElementChild && el.firstElementChild.tagName === "title")) return;
    const tip = document.createElementNS("http://www.w3.org/2000/svg", "title");
    tip.textContent = el.getAttribute("aria-label");
    el.prepend(tip);
  });
}
