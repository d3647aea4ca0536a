// Nova Luna: drawn from a seat's view plus the catalogue. Clickable parts carry data-m, a
// partial move that play.js matches against the legal-move list.
// Issue 23, item 3: task circles readable (drawing.task_circle_px, at least 14 px), no internal
// tile id on the page, the moon track drawn with each player's pawn in the player's colour
// (drawing.seat_colours, also on the seat's heading and its tokens); colours carry a symbol
// (item 4); every part has a name and the refill is a button at the wheel (item 1).

import { esc, pm, colourOf, seatName, seatHead, tipOnHover } from "../common.js";
import { t } from "../i18n.js";

const drawing = (cat) => (cat && cat.drawing) || {};
const colourValue = (c, cat) => (drawing(cat).colour_values || {})[c] || colourOf(c);
const colourSym = (c, cat) => (drawing(cat).colour_symbols || {})[c] || "";
// names from the game document's texts.names, in the page's language (ctx.name, set by each
// entry point below); the board's own words are static t() keys (issue 24: a key built at run
// time is never extracted, so it stayed English on a Russian or Polish page)
let nameOf = (kind, id) => String(id);
const useNames = (ctx) => { if (ctx && ctx.name) nameOf = ctx.name; };
const colourName = (c) => nameOf("colour", c);
const SEAT_COLOURS = {
  white: () => t("board.nova_luna.seat_colour.white", {}, "white"),
  black: () => t("board.nova_luna.seat_colour.black", {}, "black"),
  orange: () => t("board.nova_luna.seat_colour.orange", {}, "orange"),
  purple: () => t("board.nova_luna.seat_colour.purple", {}, "purple"),
};
const seatColourName = (sc) => (SEAT_COLOURS[sc.id] ? SEAT_COLOURS[sc.id]() : sc.symbol);
const seatColour = (i, cat) => (drawing(cat).seat_colours || [])[i] || { id: `seat ${i + 1}`, value: "#888", symbol: String(i + 1) };
const inkMemo = new Map();
function inkOn(hex) {
  let ink = inkMemo.get(hex);
  if (!ink) { ink = inkOf(hex); inkMemo.set(hex, ink); }
  return ink;
}
function inkOf(hex) {
  const n = parseInt(String(hex).slice(1, 7), 16);
  if (Number.isNaN(n)) return "#000";
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const L = 0.2126 * lin(n >> 16) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (L + 0.05) / 0.05 > 1.05 / (L + 0.05) ? "#000" : "#fff";
}

function tileInfo(id, cat) {
  const t = cat && cat.tiles && (Array.isArray(cat.tiles) ? cat.tiles.find((x) => x.id === id) : cat.tiles[id]);
  return t || null;
}

// a tile's name for a screen reader: colour, cost and tasks (never its internal id)
function tileName(tt, covered) {
  if (!tt) return t("board.nova_luna.tile", {}, "tile");
  const tasks = (tt.tasks || []).map((k, j) => k.map(colourName).join(" + ") + (covered.has(j) ? t("board.nova_luna.task_done", {}, " (done)") : ""));
  return t("board.nova_luna.tile_name", { colour: colourName(tt.colour), cost: tt.cost, n: tasks.length, tasks: tasks.join("; ") },
    "{colour} tile, cost {cost}{n, plural, =0 {, no task} other {, tasks: {tasks}}}");
}

// a free space by the tile it touches, seen as drawn (y grows downwards): "right of <tile>"
function touching(cells, x, y) {
  for (const [dx, dy, side] of [[-1, 0, "right"], [0, -1, "below"], [1, 0, "left"], [0, 1, "above"]]) {
    const id = cells.get(`${x + dx},${y + dy}`);
    if (id != null) return { side, tile: nameOf("tile", id) };
  }
  return { side: cells.size || x || y ? "apart" : "first", tile: "" };
}
const placeWords = (cells, x, y) => t("board.nova_luna.place_at", touching(cells, x, y),
  "{side, select, right {right of the {tile}} left {left of the {tile}} below {below the {tile}} above {above the {tile}} apart {not next to a tile} other {as your first tile}}");
// the drawn grid of a display: one free row and column round the tiles
function gridOf(display) {
  const xs = display.map((d) => d[0]), ys = display.map((d) => d[1]);
  return { x0: Math.min(0, ...xs) - 1, x1: Math.max(0, ...xs) + 1, y0: Math.min(0, ...ys) - 1, y1: Math.max(0, ...ys) + 1 };
}
const cellWords = (g, x, y) => t("board.nova_luna.cell", { row: y - g.y0 + 1, col: x - g.x0 + 1 }, "row {row}, column {col}");

// a tile as printed: cost top left, its colour's symbol, one row of circles per task; a task
// covered by a token shows the owner's token. The colour's symbol is drawn by the stylesheet
// from the head's data-sym (.nlhead::after) and the circles' size is set once on the tile (--d):
// fewer elements and less text per tile (issue 23: no page slower to first draw)
let dotMemo = new Map(), dotCat = null;
function dot(c, cat) {
  if (dotCat !== cat) { dotMemo = new Map(); dotCat = cat; }
  let h = dotMemo.get(c);
  if (!h) { const v = colourValue(c, cat); h = `<span class="dot" style="--c:${v};color:${inkOn(v)}">${esc(colourSym(c, cat))}</span>`; dotMemo.set(c, h); }
  return h;
}
function nlTile(id, cat, covered = new Map(), owner = null) {
  const tt = tileInfo(id, cat);
  const col = tt ? colourValue(tt.colour, cat) : "#ddd";
  const ink = inkOn(col);
  const px = drawing(cat).task_circle_px || 16;
  const tasks = tt && tt.tasks ? tt.tasks.map((k, j) => {
    const done = covered.has(j);
    const sc = owner != null ? seatColour(owner, cat) : null;
    return `<span class="task${done ? " done" : ""}"${done && sc ? ` style="--t:${sc.value}"` : ""}>${k.map((c) => dot(c, cat)).join("")}</span>`;
  }).join("") : "";
  const sym = esc(tt ? colourSym(tt.colour, cat) : "");
  return `<span class="nltile" style="--c:${col};color:${ink};--d:${px}px" data-colour="${esc(tt ? tt.colour : "")}" data-sym="${sym}">` +
    `<span class="nlhead" aria-hidden="true" data-sym="${sym}">${tt && tt.cost != null ? tt.cost : ""}</span><span class="tasks" aria-hidden="true">${tasks}</span></span>`;
}

// the moon track: 24 spaces round a circle (catalogue moon_track), the pawns stacked by arrival
function moonTrack(s, ctx, cat) {
  const mt = (cat && cat.moon_track) || { spaces: 24, full_moon_space: 12, half_moon_spaces: [6, 18] };
  const n = mt.spaces || 24, R = 100, C = 120;
  let h = `<svg class="moontrack" viewBox="0 0 240 240" role="list" aria-label="${esc(t("board.nova_luna.moon_track", {}, "moon track"))}">`;
  h += `<circle cx="${C}" cy="${C}" r="${R}" class="mring"/>`;
  // the spaces: one path per kind of space (each circle a subpath of two arcs), not 24 circles
  const kinds = { "": "", new: "", full: "", half: "" };
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    const x = C + R * Math.cos(a), y = C + R * Math.sin(a);
    const kind = i === 0 ? "new" : i === mt.full_moon_space ? "full" : (mt.half_moon_spaces || []).includes(i) ? "half" : "";
    const r = kind ? 9 : 6;
    kinds[kind] += `M${(x - r).toFixed(1)},${y.toFixed(1)}a${r},${r} 0 1 0 ${2 * r},0a${r},${r} 0 1 0 ${-2 * r},0z`;
  }
  for (const [kind, d] of Object.entries(kinds)) if (d) h += `<path d="${d}" class="mspace ${kind}" aria-hidden="true"/>`;
  const at = {};
  [...s.seats].filter((p) => p.space != null).sort((a, b) => (a.arrival ?? 0) - (b.arrival ?? 0)).forEach((p) => (at[p.space] = at[p.space] || []).push(p));
  for (const [sp, ps] of Object.entries(at)) {
    const a = (2 * Math.PI * Number(sp)) / n - Math.PI / 2;
    ps.forEach((p, k) => {
      const d = R - 22 - k * 17;
      const x = C + d * Math.cos(a), y = C + d * Math.sin(a);
      const sc = seatColour(p.seat, cat);
      const name = t("board.nova_luna.pawn", { name: seatName(ctx, p.seat), colour: seatColourName(sc), space: p.space, distance: p.distance },
        "{name} ({colour}): moon track space {space}, {distance} travelled");
      h += `<g class="mpawn" role="listitem" aria-label="${esc(name)}" data-k="pawn${p.seat}"><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${sc.value}" stroke="#000" stroke-width="1.5"/>` +
        `<text x="${x.toFixed(1)}" y="${(y + 4).toFixed(1)}" text-anchor="middle" fill="${inkOn(sc.value)}" aria-hidden="true">${esc(sc.symbol)}</text></g>`;
    });
  }
  return h + `<text x="${C}" y="${C + 4}" text-anchor="middle" class="mlabel" aria-hidden="true">${esc(t("board.nova_luna.moon_short", {}, "moon track"))}</text></svg>`;
}

export function novaLuna(v, ctx) {
  useNames(ctx);
  tipOnHover(".moontrack g[aria-label]");  // the pawns' tooltips
  const s = v.state, cat = ctx.catalogue;
  let h = `<div class="info">${esc(t("board.nova_luna.pile", { n: s.pile_count }, "Tiles in the pile: {n}"))}</div>`;
  h += '<div class="nltables"><div class="wheel" role="group" aria-label="' + esc(t("board.nova_luna.wheel", {}, "the selection track")) + '">';
  const n = s.track.length;
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    const x = 50 + 39 * Math.cos(a), y = 50 + 39 * Math.sin(a);
    const id = s.track[i];
    let inner, name;
    if (i === s.meeple) { inner = '<span class="meeple" aria-hidden="true">☾</span>'; name = t("board.nova_luna.meeple", { i: i + 1 }, "space {i}: the moon meeple"); }
    else if (id == null) { inner = '<span class="nltile gone"></span>'; name = t("board.nova_luna.empty_space", { i: i + 1 }, "space {i}: empty"); }
    else { inner = nlTile(id, cat); name = t("board.nova_luna.track_tile", { i: i + 1, tile: tileName(tileInfo(id, cat), new Set()) }, "space {i}: {tile}"); }
    const part = id != null && i !== s.meeple ? pm({ type: "take", track_space: i }) : "";
    h += `<div class="wslot" style="left:${x}%;top:${y}%" role="img" aria-label="${esc(name)}" title="${esc(name)}" data-k="t${i}" ${part}>${inner}</div>`;
  }
  // the optional refill (1-2 tiles left) is a button in the wheel's middle
  h += `<div class="whub">${s.refill_allowed ? `<button type="button" class="refillbtn" ${pm({ type: "refill" })}>${esc(t("board.nova_luna.refill", {}, "Refill the wheel"))}</button>` : ""}` +
    `${s.solo ? `<button type="button" class="refillbtn" ${pm({ type: "end_phase_1" })}>${esc(t("board.nova_luna.end_phase_1", {}, "End phase 1"))}</button>` : ""}</div>`;
  h += "</div>" + moonTrack(s, ctx, cat) + "</div><div class=\"seats\">";
  s.seats.forEach((p) => {
    const i = p.seat, mine = ctx.you === i;
    const sc = seatColour(i, cat);
    const cells = new Map(p.display.map(([x, y, id]) => [`${x},${y}`, id]));
    const tokens = new Map();
    for (const [id, k] of p.covered) { if (!tokens.has(id)) tokens.set(id, new Set()); tokens.get(id).add(k); }
    const g = gridOf(p.display), { x0, x1, y0, y1 } = g;
    const extra = ` <span class="seatmark" data-colour="${esc(sc.id)}" data-sym="${esc(sc.symbol)}" style="--c:${sc.value};color:${inkOn(sc.value)}" title="${esc(seatColourName(sc))}" aria-label="${esc(seatColourName(sc))}" role="img">${esc(sc.symbol)}</span>` +
      ` · ${esc(t("board.nova_luna.tokens_left", { n: p.supply }, "{n, plural, one {# token left} other {# tokens left}}"))}${p.space != null ? ` · ${esc(t("board.nova_luna.moon_at", { n: p.space }, "moon space {n}"))}` : ""}`;
    h += `<div class="seat">${seatHead(ctx, i, extra)}<div class="nlgrid" role="group" aria-label="${esc(t("board.nova_luna.display_of", { name: seatName(ctx, i) }, "display of {name}"))}" style="grid-template-columns:repeat(${x1 - x0 + 1},var(--cell))">`;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      const id = cells.get(`${x},${y}`);
      // where a space is, in a player's words: its row and column as drawn (from 1), and a free
      // space by the tile it touches ("right of the red tile (3)"), never the model's x, y
      const where = cellWords(g, x, y);
      if (id != null) {
        const cov = tokens.get(id) || new Set();
        const name = `${tileName(tileInfo(id, cat), cov)}, ${where}`;
        h += `<div class="cell" role="img" aria-label="${esc(name)}" title="${esc(name)}" data-k="s${i}:${x},${y}">${nlTile(id, cat, cov, i)}</div>`;
      } else {
        const name = t("board.nova_luna.free", { where: `${placeWords(cells, x, y)} (${where})` }, "free space, {where}");
        h += `<div class="cell free" ${mine ? `role="img" aria-label="${esc(name)}" title="${esc(name)}" ${pm({ x, y })}` : 'aria-hidden="true"'}></div>`;
      }
    }
    h += "</div></div>";
  });
  return h + "</div>";
}

// how a move reads for a player (the move list and the choice at the click): the game's
// template (issue 24), which says the tile taken and its place by the tile it touches and the
// row and column as drawn here, from the view's decision.move_params (games/nova_luna/words.py)
