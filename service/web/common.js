// Helpers every board shares (issue 23/24 layout: boards/<game>.js draw one game each,
// i18n.js holds the words, this file the little things both need).

import { t } from "./i18n.js";

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
export const pm = (obj) => `data-m="${esc(JSON.stringify(obj))}"`;
export const COLOURS = { purple: "#8e5bb5", green: "#3f9a4a", orange: "#ee8a2a", yellow: "#e8c930", blue: "#3b7dd8", red: "#d6453d",
  black: "#333", white: "#eee", brown: "#8b5a2b", teal: "#2aa198", grey: "#999" };
export const colourOf = (c) => COLOURS[c] || "#bbb";
// an open seat nobody took has no name yet: it reads "open seat", never "null" (issue 25)
export const seatName = (ctx, i) => (ctx.seats && ctx.seats[i] ? (ctx.seats[i].name ?? t("lobby.open_seat", {}, "open seat")) : `Seat ${i}`);
export const seatHead = (ctx, i, extra = "") =>
  `<h3 class="seat-head${ctx.toAct.includes(i) ? " acting" : ""}">${esc(seatName(ctx, i))}${ctx.you === i ? " (you)" : ""}${extra}</h3>`;
