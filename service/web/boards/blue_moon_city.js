// Blue Moon City: drawn from a seat's view plus the catalogue (its `drawing` section holds the
// colours, the players' colours and the obelisk's rows; nothing of the layout is hard-coded
// here). Clickable parts carry data-m, a partial move that play.js matches against the
// legal-move list (issue 23):
// - a click on a building walks ({type: "move", to}); a jump (Flit 1) or a dragon only when
//   its card was tapped first: the tile targets of a power exist only while that card is the
//   chosen part (bmc.patch, called by play.js at each choice, builds them then and takes them
//   away after), so an out-of-range building is never a silent "place a dragon";
// - on the building the figure stands on, every box with every way to pay it is offered at
//   the building; on the courtyard the offering;
// - the steps that are always the same (end movement, end contributing, discard nothing) are
//   one button in the bar at the board; the discard step marks up to two hand cards;
// - card powers are readable by a tap (details), not by hover alone; the obelisk is drawn.

import { esc, pm, icon, seatName } from "../common.js";
import { t } from "../i18n.js";

const FALLBACK_DRAW = {
  colours: {}, colour_symbols: {}, dragon_colours: {}, obelisk_rows: [4, 2, 2, 2, 2, 1],
  player_colours: [{ name: "blue", hex: "#1f5fbf", symbol: "◆" }, { name: "orange", hex: "#e07a10", symbol: "●" },
    { name: "white", hex: "#f4f4f4", symbol: "▲" }, { name: "black", hex: "#222222", symbol: "■" }],
};
const drawOf = (cat) => (cat && cat.drawing) || FALLBACK_DRAW;
const ink = (d, c) => d.colours[c] || "#999";
const sym = (d, c) => d.colour_symbols[c] || "";
const player = (d, i) => d.player_colours[i % d.player_colours.length];
// the text colour on an ink: black or white, whichever contrasts more (WCAG relative luminance)
// (once per ink: every box asked it at every drawing)
const fgs = new Map();
function fg(hex) {
  let out = fgs.get(hex);
  if (out) return out;
  const h = String(hex).replace("#", "");
  if (h.length !== 6) return "#fff";
  const lin = (i) => { const c = parseInt(h.slice(i, i + 2), 16) / 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const L = 0.2126 * lin(0) + 0.7152 * lin(2) + 0.0722 * lin(4);
  out = 1.05 / (L + 0.05) >= (L + 0.05) / 0.05 ? "#fff" : "#111";
  fgs.set(hex, out);
  return out;
}
// the catalogue's inks as classes (bmc-k-<colour> sets --c and --f), in one stylesheet the board
// writes once per catalogue, instead of an inline style on each of the ~50 boxes and the cards
// (issue 23: an inline style is parsed for each element and its computed style is not shared
// with the boxes of the same colour); a colour without a class keeps the inline style
const SAFE = /^[a-z][a-z0-9_-]*$/i, HEX = /^#[0-9a-f]{3,8}$/i;
let inked = null;
function writeInks(d) {
  if (inked === d || typeof document === "undefined") return;
  inked = d;
  let el = document.getElementById("bmc-inks");
  if (!el) { el = document.createElement("style"); el.id = "bmc-inks"; document.head.append(el); }
  el.textContent = Object.entries(d.colours).filter(([c, hex]) => SAFE.test(c) && HEX.test(hex))
    .map(([c, hex]) => `.bmc-k-${c}{--c:${hex};--f:${fg(hex)}}`).join("\n");
}
// [the class to add, the style attribute] of a colour's ink
const inkOf = (d, col) => (inked === d && SAFE.test(col) && HEX.test(d.colours[col] || "") ? [` bmc-k-${col}`, ""]
  : ["", ` style="--c:${ink(d, col)};--f:${fg(ink(d, col))}"`]);
const cardOf = (cat, id) => ((cat && cat.cards) || []).find((x) => x.id === id) || null;
const people = (id) => id.replace(/\d+$/, "");
const value = (id) => Number(id.replace(/^\D+/, ""));
const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];
// the accessible name of a part (play.js's shared interaction makes offered parts buttons in
// the tab order)
const ctl = (name) => `aria-label="${esc(name)}"`;
// names from the game document's texts.names, in the page's language (ctx.name, set by each
// entry point); the board's own words are static t() keys (issue 24: a key built at run time
// is never extracted, so it stayed English on a Russian or Polish page)
let nameOf = (kind, id) => String(id);
const useNames = (ctx) => { if (ctx && ctx.name) nameOf = ctx.name; };
const colourName = (c) => nameOf("colour", c);
const buildingName = (b) => (b.building ? nameOf("building", b.building) : b.name);
const STEPS = {
  move: () => t("board.bmc.step.move", {}, "movement"),
  contribute: () => t("board.bmc.step.contribute", {}, "building"),
  discard: () => t("board.bmc.step.discard", {}, "discarding and drawing cards"),
};

// powers that act in the movement step, by card (Flit 1's jump has no card field in its move)
function powerMove(id) {
  const p = people(id), v = value(id);
  if (p === "Flit" && v === 1) return { type: "flit1" };
  if (p === "Flit" && v === 2) return { type: "flit2" };
  if (["Vulca", "Terrah", "Aqua"].includes(p) && v === 1) return { type: "dragon_place", card: id };
  if (["Vulca", "Terrah", "Aqua"].includes(p) && v === 2) return { type: "dragon_move", card: id };
  return null;
}
const needsTile = (m) => m && m.type !== "flit2";
const TILE_POWERS = ["flit1", "dragon_place", "dragon_move"];
// the buildings' names by "x,y" while this seat's movement step is drawn with a power card that
// targets a tile in the hand (else names is null), for bmc.patch
let tiles = { version: null, names: null };

// what changed since the last drawing of this game (what the others just did): the parts
// whose place or owner is new get .bmc-new (issue 23, item 3)
let last = null;
function changes(v) {
  const s = v.state, prev = last && last.gid === v.id ? last : null;
  last = { gid: v.id, version: v.version, figures: s.figures.map((f) => (f ? f.join(",") : "")),
    dragons: { ...s.dragons }, marks: s.city.map((b) => (b.boxes || []).map((x) => x.marker)), obelisk: s.obelisk.markers.length };
  if (!prev || prev.version >= v.version) return { figures: new Set(), dragons: new Set(), marks: new Set(), obelisk: 0 };
  const out = { figures: new Set(), dragons: new Set(), marks: new Set(), obelisk: prev.obelisk };
  last.figures.forEach((f, i) => { if (f !== prev.figures[i]) out.figures.add(i); });
  Object.entries(s.dragons).forEach(([d, at]) => { if (String(at) !== String(prev.dragons[d])) out.dragons.add(d); });
  last.marks.forEach((row, b) => row.forEach((m, i) => { if (m != null && (!prev.marks[b] || prev.marks[b][i] !== m)) out.marks.add(`${b}:${i}`); }));
  return out;
}

function pawn(d, i, ctx, isNew) {
  const pc = player(d, i);
  const name = ctx.seats && ctx.seats[i] ? ctx.seats[i].name : t("board.seat", { n: i }, "Seat {n}");
  return `<span class="bmc-pawn${isNew ? " bmc-new" : ""}" style="--c:${pc.hex};--f:${fg(pc.hex)}" data-colour="${esc(pc.name)}" data-sym="${esc(pc.symbol)}" role="img" aria-label="${esc(t("board.bmc.figure", { name }, "{name}'s figure"))}" title="${esc(name)}">${pc.symbol}</span>`;
}

function marker(d, seat) {
  const pc = player(d, seat);
  return `<i class="bmc-marker" style="--c:${pc.hex};--f:${fg(pc.hex)}">${pc.symbol}</i>`;
}

// a box: its colour's symbol is drawn by the CSS from data-sym (::before, not spoken: the title
// and the building's sentence name the box), one element where there were two
function box(d, bx, i, isNew) {
  const col = bx.color, [cls, style] = inkOf(d, col);
  return `<span class="bmc-box${cls}${bx.marker != null ? " paid" : ""}${isNew ? " bmc-new" : ""}"${style} data-colour="${esc(col)}" data-sym="${esc(sym(d, col))}" title="${esc(colourName(col))} ${bx.value}">` +
    `${bx.value}${bx.marker != null ? marker(d, bx.marker) : ""}</span>`;
}

// the obelisk board: rows of spaces from the base up (catalogue draw.obelisk_rows); with 2
// players the spaces obelisk.unused_with_2_players are struck out; each space shows its cost
// and the marker of who offered there. The outline is one SVG polygon, the spaces are HTML
// placed over it (issue 23: a <g>, <rect> and <text> per space were 40 of the first drawing's
// elements, and SVG text is the costliest to lay out); positions in % of the same 120-wide box
function obelisk(v, ctx, d, cat, ch) {
  const s = v.state, o = s.obelisk;
  const all = (cat && cat.obelisk && cat.obelisk.costs) || o.costs;
  const unused = new Set(s.players === 2 && cat && cat.obelisk ? cat.obelisk.unused_with_2_players : []);
  const used = all.map((_, i) => i).filter((i) => !unused.has(i));
  const rows = d.obelisk_rows;
  const W = 120, rowH = 34, H = rows.length * rowH + 30;
  const px = (a) => `${((100 * a) / W).toFixed(2)}%`, py = (a) => `${((100 * a) / H).toFixed(2)}%`;
  let h = `<div class="bmc-ob" style="aspect-ratio:${W}/${H}" role="img" aria-label="${esc(t("board.bmc.obelisk_name", { n: o.markers.length, win: o.to_win }, "Obelisk: {n, plural, one {# offering made} other {# offerings made}}, {win} by one player win"))}">` +
    `<svg viewBox="0 0 ${W} ${H}" aria-hidden="true"><polygon points="${W / 2 - 50},${H - 4} ${W / 2 + 50},${H - 4} ${W / 2 + 16},26 ${W / 2},4 ${W / 2 - 16},26"/></svg>`;
  let k = 0;
  rows.forEach((n, r) => {
    const y = H - 8 - (r + 1) * rowH + 4;
    const half = 50 - (34 * r) / Math.max(1, rows.length - 1);
    const w = (2 * half - 6) / n;
    for (let j = 0; j < n; j++, k++) {
      const x = W / 2 - half + 3 + j * w;
      const ui = used.indexOf(k);
      const who = ui >= 0 && ui < o.markers.length ? o.markers[ui] : null;
      const next = ui >= 0 && ui === o.markers.length;
      const pc = who != null ? player(d, who) : null;
      h += `<span class="bmc-space${unused.has(k) ? " unused" : ""}${next ? " next" : ""}${who != null && ui >= ch.obelisk ? " bmc-new" : ""}" ` +
        `style="left:${px(x - 0.5)};top:${py(y - 0.5)};width:${px(w - 2)};height:${py(rowH - 5)}${pc ? `;--c:${pc.hex};--f:${fg(pc.hex)}` : ""}">` +
        `${unused.has(k) ? "✕" : pc ? pc.symbol : all[k]}</span>`;
    }
  });
  h += "</div>";
  const cost = o.next_cost == null ? t("board.bmc.obelisk_full", {}, "no space left") : t("board.bmc.next_cost", { cost: o.next_cost }, "next: {cost, plural, one {# crystal} other {# crystals}}");
  return `<figure class="bmc-obelisk">${h}<figcaption><b>${esc(t("board.bmc.obelisk", {}, "Obelisk"))}</b><br>${esc(cost)}<br>${esc(t("board.bmc.to_win", { n: o.to_win }, "{n, plural, one {# offering wins} other {# offerings win}}"))}</figcaption></figure>`;
}

function card(id, n, cat, d, attrs, faceCls = "", said = "") {
  const k = cardOf(cat, id);
  const col = k ? k.colour : "grey";
  const power = k ? k.power : "";
  const name = `${people(id)} ${value(id)}`;
  const word = t("board.bmc.power", {}, "power");
  const [cls, style] = inkOf(d, col);
  return `<div class="bmc-card${cls}"${style}>` +
    `<span class="bmc-face${faceCls}" data-sym="${esc(sym(d, col))}" ${attrs}>${said ? `<span class="sr">${esc(said)} </span>` : ""}${esc(people(id))} <span class="v">${value(id)}</span>${n > 1 ? ` <span class="n">×${n}</span>` : ""}</span>` +
    `<details class="bmc-power"><summary aria-label="${esc(`${word} ${t("board.bmc.of", { card: name }, "of {card}")}`)}">${esc(word)} ▾</summary><div>${esc(power)}</div></details></div>`;
}

// the discard step: up to two marked hand cards (page-local, not a move until the button)
const marks = { version: null, cards: [] };
function discardPick(ev) {
  const el = ev.target.closest("[data-bmc-discard]");
  if (!el) return;
  ev.preventDefault();
  ev.stopPropagation();
  const id = el.dataset.bmcDiscard, have = Number(el.dataset.n);
  const i = marks.cards.indexOf(id);
  const mine = marks.cards.filter((c) => c === id).length;
  if (el.classList.contains("marked") && (mine >= have || marks.cards.length >= 2)) marks.cards = marks.cards.filter((c) => c !== id);
  else if (marks.cards.length < 2 && mine < have) marks.cards.push(id);
  else if (i >= 0) marks.cards.splice(i, 1);
  document.querySelectorAll("[data-bmc-discard]").forEach((x) => {
    const k = marks.cards.filter((c) => c === x.dataset.bmcDiscard).length;
    x.classList.toggle("marked", k > 0);
    x.setAttribute("aria-pressed", k > 0 ? "true" : "false");
    x.dataset.twice = k > 1 ? "×2" : "";
  });
  // the button is a board part whose partial move is the whole discard: any 0-2 cards of the
  // hand are legal, so it stays offered while the marks change
  const btn = document.querySelector("#bmc-discard-go");
  if (btn) {
    const cards = [...marks.cards].sort();
    btn.dataset.m = JSON.stringify({ type: "discard", cards });
    btn.textContent = discardLabel(cards);
  }
}
function discardLabel(cards) {
  return cards.length ? t("board.bmc.discard_these", { cards: cards.join(" + "), n: cards.length + 2 }, "Discard {cards}, draw {n}")
    : t("board.bmc.discard_nothing", {}, "Discard nothing, draw 2");
}
if (typeof document !== "undefined" && !window.__bmcListeners) {
  window.__bmcListeners = true;
  document.addEventListener("click", discardPick, true);
  document.addEventListener("keydown", (ev) => {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    if (ev.target.closest && ev.target.closest("[data-bmc-discard]")) discardPick(ev);
  }, true);
}

export function bmc(v, ctx) {
  useNames(ctx);
  const s = v.state, cat = ctx.catalogue, d = drawOf(cat);
  writeInks(d);
  const ch = changes(v);
  const me = ctx.you;
  const myTurn = me != null && ctx.toAct.includes(me) && !s.over;
  const step = myTurn ? s.step : null;
  const mine = me != null ? s.figures[me] : null;
  const byCell = new Map(s.city.map((b, i) => [b.cell.join(","), [b, i]]));
  const grid = (cat && cat.grid) || { width: 5, height: 5 };
  const hand = s.hand || {};
  const legal = ctx.moves || [];
  // the tiles a chosen power card can target (bmc.patch builds them on that choice)
  tiles = { version: v.version, names: step === "move" && Object.keys(hand).some((c) => needsTile(powerMove(c))) ? new Map() : null };

  // the bar at the board: what this step asks, and its one obvious button
  let bar = "";
  if (step === "move") {
    const noStep = s.allowance <= 0;
    bar = `<span>${esc(noStep ? t("board.bmc.no_step_left", {}, "No step left.") : t("board.bmc.walk_hint", { n: s.allowance }, "Tap a building to walk (up to {n, plural, one {# step} other {# steps}}), or tap a card's name to use its power."))}</span>` +
      `<button class="bmc-go${noStep ? " primary" : ""}" ${pm({ type: "end_movement" })}>${esc(t("board.bmc.end_movement", {}, "End movement"))}</button>`;
  } else if (step === "contribute") {
    bar = `<span>${esc(t("board.bmc.contribute_hint", {}, "Pay a box of this building (the ways to pay are below it), or go on."))}</span>` +
      `<button class="bmc-go primary" ${pm({ type: "end_contribution" })}>${esc(t("board.bmc.end_contribution", {}, "End contributing"))}</button>`;
  } else if (step === "discard") {
    if (marks.version !== v.version) { marks.version = v.version; marks.cards = []; }
    const cards = [...marks.cards].sort();
    bar = `<span>${esc(t("board.bmc.discard_hint", {}, "Mark up to two cards to discard, then draw that many + 2."))}</span>` +
      `<button id="bmc-discard-go" class="bmc-go primary" ${pm({ type: "discard", cards })}>${esc(discardLabel(cards))}</button>`;
  }

  let h = `<div class="bmc-info">${esc(t("board.bmc.step", { step: s.step }, "Step"))}: <b>${esc(STEPS[s.step] ? STEPS[s.step]() : "")}</b>` +
    ` · ${esc(t("board.bmc.deck", { n: s.deck_size }, "deck {n}"))} · ${esc(t("board.bmc.scale_supply", { n: s.scale_supply }, "golden scales left {n}"))}</div>`;
  if (bar) h += `<div class="bmc-bar" role="group" aria-label="${esc(t("board.bmc.actions", {}, "Your step"))}">${bar}</div>`;
  h += '<div class="bmc-table">';
  h += `<div class="bmc-city" style="grid-template-columns:repeat(${grid.width},minmax(${d.tile_px ? d.tile_px.min : 58}px,${d.tile_px ? d.tile_px.max : 132}px))">`;
  for (let y = 0; y < grid.height; y++) for (let x = 0; x < grid.width; x++) {
    const e = byCell.get(`${x},${y}`);
    if (!e) { h += '<div class="bmc-cell off" aria-hidden="true"></div>'; continue; }
    const [b, bi] = e;
    const yard = b.building === "courtyard";
    const figs = s.figures.map((f, i) => (same(f, [x, y]) ? pawn(d, i, ctx, ch.figures.has(i)) : "")).join("");
    const drags = Object.entries(s.dragons).filter(([, at]) => same(at, [x, y]))
      .map(([c]) => `<span class="bmc-dragon${ch.dragons.has(c) ? " bmc-new" : ""}" style="--c:${d.dragon_colours[c] || "#888"}" role="img" aria-label="${esc(nameOf("dragon", c))}">${icon("dragon")}</span>`).join("");
    const open = (b.boxes || []).filter((x) => x.marker == null).length;
    const here = same(mine, [x, y]);
    let name = `${buildingName(b)}${yard ? "" : b.done ? ` (${t("board.bmc.finished", {}, "finished")})` : `, ${t("board.bmc.open_boxes", { n: open }, "{n, plural, one {# box open} other {# boxes open}}")}`}`;
    if (here) name += `, ${t("board.bmc.you_are_here", {}, "your figure is here")}`;
    // the name is the cell's own text plus a hidden sentence (axe: a name holds the visible text)
    const walk = step === "move" ? pm({ type: "move", to: [x, y] }) : "";
    const said = step === "move" ? t("board.bmc.walk_to", { name }, "Walk to {name}.") : `${name}.`;
    if (tiles.names) tiles.names.set(`${x},${y}`, buildingName(b));
    // the building's name is drawn by the CSS from data-name (::before, not spoken: the hidden
    // sentence says it), the boxes follow it on their line, the figures below on one of theirs
    // (issue 23: a b, a div of boxes and a mostly empty div of figures per building were 62 of
    // the first drawing's elements)
    h += `<div class="bmc-cell${yard ? " courtyard" : b.done ? " done" : ""}${here ? " here" : ""}" data-name="${esc(buildingName(b))}" ${walk}>` +
      `<span class="sr">${esc(said)} </span>` +
      (yard ? `<span class="bmc-mini-obelisk" aria-hidden="true">▲</span>` : (b.boxes || []).map((bx, i) => box(d, bx, i, ch.marks.has(`${bi}:${i}`))).join("")) +
      `${figs || drags ? `<div class="figs">${figs}${drags}</div>` : ""}</div>`;
  }
  h += "</div>";
  h += obelisk(v, ctx, d, cat, ch);
  h += "</div>";

  // at the building the figure stands on: what is possible there
  if (step === "contribute" && mine) {
    const [b] = byCell.get(mine.join(",")) || [];
    let at = "";
    if (b && b.building === "courtyard") {
      if (legal.some((m) => m.type === "offer")) at += `<button ${pm({ type: "offer" })}>${esc(t("board.bmc.offer", { cost: s.obelisk.next_cost }, "Make an offering: {cost, plural, one {# crystal} other {# crystals}}"))}</button>`;
      for (const c of legal.filter((m) => m.type === "pillar_offer").map((m) => m.card)) {
        at += `<button ${pm({ type: "pillar_offer", card: c })}>${esc(t("board.bmc.pillar_offer", { card: c, cost: (s.obelisk.next_cost || 0) + value(c) }, "Offer again with {card}: {cost, plural, one {# crystal} other {# crystals}}"))}</button>`;
      }
    } else if (b && b.boxes) {
      b.boxes.forEach((bx, i) => {
        if (bx.marker != null) return;
        const ways = legal.filter((m) => m.type === "contribute" && m.box === i);
        if (!ways.length) return;
        at += `<div class="bmc-pay"><span ${pm({ type: "contribute", box: i })} ${ctl(t("board.bmc.box_name", { colour: colourName(bx.color), value: bx.value }, "box {colour} {value}"))}>${box(d, bx, i, false)}</span> ` +
          ways.map((m) => `<button class="bmc-way" ${pm(m)}>${esc(t("board.bmc.pay_with", { cards: m.cards.map((c) => `${people(c)} ${value(c)}`).join(" + ") }, "pay {cards}"))}</button>`).join("") + "</div>";
      });
    }
    if (!at) at = esc(t("board.bmc.nothing_here", {}, "Nothing to pay here now."));
    if (b) h += `<div class="bmc-here" role="group" aria-label="${esc(t("board.bmc.at_building", { name: buildingName(b) }, "At {name}"))}"><b>${esc(t("board.bmc.at_building", { name: buildingName(b) }, "At {name}"))}</b> ${at}</div>`;
  }

  h += '<div class="seats">';
  s.figures.forEach((_, i) => {
    const pc = player(d, i);
    h += `<div class="seat"><h3 class="seat-head${ctx.toAct.includes(i) ? " acting" : ""}"><span class="bmc-pawn" style="--c:${pc.hex};--f:${fg(pc.hex)}" data-colour="${esc(pc.name)}" data-sym="${esc(pc.symbol)}" aria-hidden="true">${pc.symbol}</span> ${esc(seatName(ctx, i))}${me === i ? esc(t("board.you", {}, " (you)")) : ""}</h3>` +
      `<div class="bmc-stats">${esc(t("board.bmc.stats", { crystals: s.crystals[i] ?? "?", scales: s.scales[i], markers: s.markers[i], cards: s.hand_sizes[i], offerings: s.offerings[i] },
        "crystals {crystals} · golden scales {scales} · markers {markers} · cards {cards} · offerings {offerings}"))}</div>`;
    if (i === me && s.hand) {
      h += '<div class="bmc-hand">' + Object.entries(hand).sort().map(([c, n]) => {
        let attrs = "", said = "";
        if (step === "move") {
          const m = powerMove(c);
          if (m) { attrs = `${pm(m)} data-power-card="${esc(m.card || m.type)}"`; said = t("board.bmc.use_power", {}, "Use the power of"); }
        } else if (step === "discard") {
          const k = marks.cards.filter((x) => x === c).length;
          attrs = `data-bmc-discard="${esc(c)}" data-n="${n}" data-twice="${k > 1 ? "×2" : ""}" role="button" tabindex="0" aria-pressed="${k ? "true" : "false"}"`;
          said = t("board.bmc.mark_discard", {}, "Mark to discard:");
        }
        return card(c, n, cat, d, attrs, step === "discard" && marks.cards.includes(c) ? " marked" : "", said);
      }).join("") + "</div>";
    }
    h += "</div>";
  });
  return h + "</div>";
}

// the tile targets of a power card (Flit 1's jump, a dragon), built only while that card is the
// chosen part: play.js calls this at every choice, before it marks what is offered (issue 23:
// the 21 targets of each power card in the hand were most of the first drawing's elements, all
// hidden until a card was tapped). A target covers its building; its name says what it does.
bmc.patch = (board, sel, view) => {
  const m = sel.find((p) => TILE_POWERS.includes(p.type));
  const key = m && tiles.names && view && view.version === tiles.version ? m.card || m.type : null;
  const had = board.querySelectorAll(".bmc-target");
  if (had.length && had[0].dataset.power === key) return;
  had.forEach((e) => e.remove());
  if (!key) return;
  for (const cell of board.querySelectorAll(".bmc-city > .bmc-cell[data-m]")) {
    const to = JSON.parse(cell.dataset.m).to, name = to && tiles.names.get(to.join(","));
    if (name == null) continue;
    cell.insertAdjacentHTML("beforeend", `<span class="bmc-target" data-power="${esc(key)}" ${pm({ to })} ${ctl(t("board.bmc.power_to", { name }, "Use the chosen card on {name}"))}></span>`);
  }
};

// the confirm of the shared interaction (issue 23): a move that spends cards or crystals for good
bmc.spends = (m) => {
  const name = (c) => `${people(c)} ${value(c)}`;
  switch (m.type) {
    case "dragon_place": case "dragon_move": return t("board.bmc.confirm_dragon", { card: name(m.card) }, "Discard {card} to move the dragon?");
    case "flit1": return t("board.bmc.confirm_flit1", {}, "Discard Flit 1 to jump there?");
    case "flit2": return t("board.bmc.confirm_flit2", {}, "Discard Flit 2 for 2 more steps?");
    case "contribute": return t("board.bmc.confirm_pay", { cards: m.cards.map(name).join(" + ") }, "Pay with {cards}?");
    case "offer": return t("board.bmc.confirm_offer", {}, "Pay crystals for an offering at the obelisk?");
    case "pillar_offer": return t("board.bmc.confirm_pillar", { card: name(m.card) }, "Discard {card} and pay crystals for one more offering?");
    default: return null;
  }
};
