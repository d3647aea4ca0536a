// Moves, decisions, log lines and results in words (issue 24): only from the templates the
// server serves (the game document's texts, in the page's language, and the catalogue's
// log.* / result.* / error.*), never code per game. Ids become names through texts.names.

import { t, fmt } from "./i18n.js";
import { argumentsOf } from "./icu.js";

const texts = (types) => (types && types.texts) || {};

// (kind, id) -> the words for it: seat names from the view, a city cell by the building on
// it, a Blue Moon choice (yes / no / nothing / a card / cards), else texts.names[kind][id]
export function resolver(types, view) {
  const names = texts(types).names || {};
  const seats = (view && view.seats) || [];
  const seatName = (i) => (seats[i] && seats[i].name) || t("seat.n", { n: Number(i) + 1 }, "Player {n}");
  const lookup = (kind, v) => {
    if (v === null || v === undefined) return kind === "choice" ? (names.choice || {}).null || "" : "";
    if (kind === "seat") return seatName(v);
    if (kind === "cell") {
      const city = (view && view.state && view.state.city) || [];
      const c = Array.isArray(v) && city.find((x) => x.cell[0] === v[0] && x.cell[1] === v[1]);
      return c ? lookup("building", c.building) : "";
    }
    if (kind === "choice") {
      if (typeof v === "boolean") return (names.choice || {})[String(v)];
      if (Array.isArray(v)) return v.map((x) => lookup("choice", x)).join(", ");
      if (typeof v === "number") return String(v);
      if (typeof v === "object") return "";   // no choice is an object (the schema's); never its field names
      return lookup("card", v);
    }
    const table = names[kind] || {};
    const got = table[String(v)];
    return got == null ? (kind === "card" ? String(v).replace(/~2$/, "") : String(v)) : got;
  };
  return lookup;
}

// a move's parameters: its own fields after what the view's decision.move_params derives for
// it (each entry's params apply to every move holding all of its match; games/texts.py's twin)
export function moveParams(m, view) {
  const out = {};
  for (const e of ((view && view.decision) || {}).move_params || []) {
    if (Object.entries(e.match).every(([k, v]) => k in m && JSON.stringify(m[k]) === JSON.stringify(v))) Object.assign(out, e.params);
  }
  return Object.assign(out, m);
}

export function moveText(m, types, view) {
  const tpl = (texts(types).moves || {})[m.type];
  return { text: tpl ? fmt(tpl, moveParams(m, view), resolver(types, view)) : "", help: "" };
}

// what the seat is asked now: the view's decision and its template
export function decisionText(view, types) {
  const d = view && view.decision;
  const tpl = d && (texts(types).decisions || {})[d.key];
  return tpl ? fmt(tpl, d.params || {}, resolver(types, view)) : "";
}

// the table's own log entries (seats joining, leaving, undo, halts): the catalogue's log.*
const TABLE_KIND = {
  created: (p, r) => t("log.created", p, "The game was set up.", r),
  join: (p, r) => t("log.join", p, "{seat, name, seat} joined the game.", r),
  resign: (p, r) => t("log.resign", p, "{seat, name, seat} resigned.", r),
  timeout: (p, r) => t("log.timeout", p, "{seat, name, seat} ran out of time.", r),
  undo: (p, r) => t("log.undo", p, "{seat, name, seat} took back moves (to move {to_version}).", r),
  halt: (p, r) => t("log.halt", p, "The game is halted: its automatic step keeps failing, and the operator was told.", r),
  resume: (p, r) => t("log.resume", p, "The operator resumed the game.", r),
  abort: (p, r) => t("log.abort", p, "The operator ended the game: nobody wins.", r),
};

// which template reads an event: the game's, or its redacted twin when the event lacks a
// field the full template reads (a part hidden from this seat: a count instead of the cards)
function eventTemplate(e, types) {
  const tx = texts(types);
  const full = (tx.events || {})[e.type];
  const red = (tx.events_redacted || {})[e.type];
  if (red && full && argumentsOf(full).some((a) => !(a in e) && a !== "seat")) return red;
  return full;
}

export function eventText(entry, view, types) {
  const e = entry.event || {};
  const params = { ...e, seat: e.seat != null ? e.seat : entry.seat };
  const res = resolver(types, view);
  const kind = entry.kind === "game" ? (e.type === "undo" ? "undo" : null) : entry.kind;
  if (kind && TABLE_KIND[kind]) return TABLE_KIND[kind](params, res);
  if (e.type === null) return t("log.hidden", {}, "Something happened that you cannot see yet.");
  const tpl = eventTemplate(e, types);
  return tpl ? fmt(tpl, params, res) : "";
}

// the result in words: winners, each seat's place, score and parts, why it ended, the tie-breaker
export function resultParts(view, types) {
  const r = view.result || {};
  const tx = texts(types);
  const res = resolver(types, view);
  const name = (i) => res("seat", i);
  const results = tx.results || {};
  const winners = r.winners || [];
  const out = { winners: t("result.winners", { count: winners.length, names: winners.map(name).join(", ") },
    "{count, plural, =0 {Nobody won.} one {Winner: {names}.} other {Winners: {names}.}}"), rows: [], end: "", tie: "", notes: [] };
  const scores = new Map((r.final_scores || []).map((s) => [s.seat, s]));
  for (const x of r.ranking || []) {
    const sc = scores.get(x.seat);
    const parts = sc ? Object.entries(sc.parts || {}).filter(([, v]) => v != null)
      .map(([k, v]) => `${fmt(results[`part.${k}`] || k, {})}: ${v}`) : [];
    out.rows.push({ place: x.place, name: name(x.seat), score: sc ? sc.score : null, parts });
  }
  const end = r.end || {};
  if (end.by && end.by !== "rules") out.end = t(`result.end.${end.reason}`, { seat: end.seat }, "", res);
  else if (end.reason && results[`end.${end.reason}`]) out.end = fmt(results[`end.${end.reason}`], {}, res);
  else out.end = t("result.end.rules", {}, "The game ended by its rules.");
  // the tie-breaker when one decided, or when first place is shared (then: why nothing broke the tie)
  const tied = r.tie_breaker && (r.tie_breaker !== "none" || winners.length > 1);
  if (tied && results[`tie_breaker.${r.tie_breaker}`]) out.tie = fmt(results[`tie_breaker.${r.tie_breaker}`], {});
  if ((end.bots_finished || []).length) out.notes.push(t("result.bots_finished", { count: end.bots_finished.length, names: end.bots_finished.map(name).join(", ") },
    "{count, plural, one {A bot finished the game for {names}.} other {Bots finished the game for {names}.}}"));
  if ((r.forfeited || []).length) out.notes.push(t("result.forfeited", { names: r.forfeited.map(name).join(", ") }, "{names} forfeited and cannot win."));
  return out;
}

// a refusal in words: error.<code>, its rule id only as a link (never in the text)
export function errorText(e) {
  const code = e && e.code;
  return t(`error.${code}`, {}, (e && e.message) || t("error.other", {}, "The request was refused."));
}

// a card's (or tile's) name from the catalogue, for the boards (issue 23's modules call it):
// the printed name only, never its internal id
export function label(id, catalogue) {
  if (id == null) return "";
  const c = catalogue && catalogue.cards;
  const card = c && (Array.isArray(c) ? c.find((x) => x.id === String(id).replace(/~2$/, "")) : c[id]);
  return card && card.name ? card.name : String(id);
}
