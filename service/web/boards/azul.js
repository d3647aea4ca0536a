// Azul: Summer Pavilion: drawn from a seat's view plus the catalogue. Clickable parts carry data-m, a
// partial move that play.js matches against the legal-move list.
// Issue 23, item 2: the star board as printed, at the catalogue's angles (board.stars[].angle_deg,
// spaces[].points_toward, drawing.*: nothing of the layout the catalogue holds is written here),
// with the pillars, statues and windows that earn bonus tiles, the score and round tracks and the
// start-player token; colours carry a symbol too (item 4); every part has a name (item 1).

import { esc, pm, colourOf, seatName, seatHead, tipOnHover } from "../common.js";
import { t } from "../i18n.js";

// ----------------------------------------------------------------------------- catalogue lookups
const drawing = (cat) => (cat && cat.drawing) || {};
const colourValue = (c, cat) => (drawing(cat).colour_values || {})[c] || colourOf(c);
const colourSym = (c, cat) => (drawing(cat).colour_symbols || {})[c] || "";
// names from the game document's texts.names, in the page's language (ctx.name, set by each
// entry point below); the words of the board's own parts are static t() keys (issue 24: a key
// built at run time is never extracted, so it would stay English)
let nameOf = (kind, id) => String(id);
const useNames = (ctx) => { if (ctx && ctx.name) nameOf = ctx.name; };
const colourName = (c) => nameOf("colour", c);
const STEPS = {
  setup: () => t("board.azul.step.setup", {}, "the table sets up the round"),
  acquire: () => t("board.azul.step.acquire", {}, "acquiring tiles"),
  acquire_done: () => t("board.azul.step.acquire_done", {}, "all tiles taken"),
  place: () => t("board.azul.step.place", {}, "playing tiles"),
  bonus: () => t("board.azul.step.bonus", {}, "taking bonus tiles"),
  refill: () => t("board.azul.step.refill", {}, "the table refills the supply"),
  round_done: () => t("board.azul.step.round_done", {}, "end of the round"),
  over: () => t("board.azul.step.over", {}, "the game is over"),
};
const STRUCTURES = {
  pillar: (n) => t("board.azul.pillar", { n }, "pillar: {n, plural, one {# bonus tile} other {# bonus tiles}}"),
  statue: (n) => t("board.azul.statue", { n }, "statue: {n, plural, one {# bonus tile} other {# bonus tiles}}"),
  window: (n) => t("board.azul.window", { n }, "window: {n, plural, one {# bonus tile} other {# bonus tiles}}"),
};
const seatColour = (i, cat) => (drawing(cat).seat_colours || [])[i] || { id: `seat ${i}`, value: "#888", symbol: String(i + 1) };
// text on a colour: dark on light colours, white on dark ones (WCAG contrast, issue 23 item 4)
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

// a tile: its symbol is drawn by the stylesheet from data-sym (.chip::before), not an element of its own
function azulChip(colour, n, move, wild, cat, label) {
  const v = colourValue(colour, cat);
  const name = esc(label || t("board.azul.tiles", { n, colour: colourName(colour) }, "{n, plural, one {# {colour} tile} other {# {colour} tiles}}") +
    (wild ? t("board.azul.wild_suffix", {}, " (wild this round)") : ""));
  return `<span class="chip${wild ? " wild" : ""}" data-colour="${esc(colour)}" data-sym="${esc(colourSym(colour, cat))}" style="--c:${v};color:${inkOn(v)}" title="${name}" aria-label="${name}" role="img"${move ? " " + pm(move) : ""}>${n > 1 ? `<b aria-hidden="true">${n}</b>` : ""}</span>`;
}

// ----------------------------------------------------------------------------- the star board
function geometry(cat) {
  const d = drawing(cat), b = cat && cat.board;
  if (!b || !b.stars || !d.points_toward_deg) return null;
  const R = 44, r = R * (d.star_radius || 1), D = R * (d.star_distance || 1.8);
  const rad = (deg) => (deg * Math.PI) / 180;
  const stars = {};
  for (const st of b.stars) {
    const a = st.angle_deg == null ? null : rad(st.angle_deg);
    stars[st.id] = a == null ? [0, 0] : [D * Math.cos(a), -D * Math.sin(a)]; // SVG's y points down
  }
  const spaces = {};
  for (const [sid, sp] of Object.entries(b.spaces)) {
    const [cx, cy] = stars[sp.star];
    const a = rad(d.points_toward_deg[sp.points_toward] ?? 90);
    const pt = (dist, ang) => [cx + dist * Math.cos(ang), cy - dist * Math.sin(ang)];
    const side = r / Math.sqrt(3), half = Math.PI / 6;
    spaces[sid] = { poly: [pt(0, a), pt(side, a - half), pt(r, a), pt(side, a + half)], mid: pt(r * 0.5, a) };
  }
  const ext = D + r + R * ((d.structure_offset || {}).window || 0.85) + 8;
  return { stars, spaces, ext, R };
}

// the board's numbers and symbols are few <text> elements, not one per space: SVG text is costly to
// lay out (text shaping), and one element per space and per structure was most of the board's
// elements (issue 23: no page slower to first draw). A <text> whose x and y are lists places each
// of its characters at its own point, and text-anchor centres each there (each is a text chunk of
// its own), so one-character labels of one look share one element; a longer label gets its own.
function glyphs() {
  const one = { xs: [], ys: [], s: "" }, long = [];
  return {
    add(x, y, label) {
      label = String(label);
      if (label.length === 1 && label !== " ") { one.xs.push(x.toFixed(1)); one.ys.push(y.toFixed(1)); one.s += label; } else long.push([x, y, label]);
    },
    svg(attrs) {
      let h = one.s ? `<text x="${one.xs.join(" ")}" y="${one.ys.join(" ")}" ${attrs}>${esc(one.s)}</text>` : "";
      for (const [x, y, l] of long) h += `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attrs}>${esc(l)}</text>`;
      return h;
    },
  };
}

function structureMark(st, g, board, cat, seatIx, digits) {
  const d = drawing(cat);
  const ps = st.spaces.map((s) => g.spaces[s].mid);
  let x = ps.reduce((a, p) => a + p[0], 0) / ps.length, y = ps.reduce((a, p) => a + p[1], 0) / ps.length;
  const off = ((d.structure_offset || {})[st.type] || 0) * g.R;
  if (off) { const n = Math.hypot(x, y) || 1; x += (x / n) * off; y += (y / n) * off; }
  const done = st.spaces.every((s) => board[s]);
  const name = (STRUCTURES[st.type] || STRUCTURES.pillar)(st.bonus_tiles) +
    (done ? t("board.azul.structure_done", {}, ", completed") : "");
  const shape = st.type === "pillar" ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="7"/>`
    : st.type === "statue" ? `<rect x="${(x - 6).toFixed(1)}" y="${(y - 8).toFixed(1)}" width="12" height="16" rx="3"/>`
      : `<path d="M${(x - 8).toFixed(1)},${(y + 7).toFixed(1)} v-8 a8,8 0 0 1 16,0 v8 z"/>`;
  digits.add(x, y + 4, st.bonus_tiles);
  // named by aria-label; the mouse tooltip (an SVG <title>) is added on hover (common.js tipOnHover)
  return `<g class="structure ${st.type}${done ? " done" : ""}" role="img" aria-label="${esc(name)}" data-k="${seatIx}:${esc(st.id)}">${shape}</g>`;
}

function starBoard(p, i, mine, v, cat, g) {
  const s = v.state, front = s.board_side === "front";
  const number = (sid) => { const sp = cat.board.spaces[sid]; return sp.number[s.board_side] ?? sp.number.front; };
  let h = `<svg viewBox="${-g.ext} ${-g.ext} ${2 * g.ext} ${2 * g.ext}" class="starboard" role="group" aria-label="${esc(t("board.azul.board_of", { name: seatName({ seats: v.seats }, i) }, "star board of {name}"))}">`;
  // the labels: the empty spaces' costs, the tiles' symbols (dark or light ink), the bonuses
  const nums = glyphs(), inks = { "#000": glyphs(), "#fff": glyphs() }, bonus = glyphs();
  for (const st of cat.board.stars) {
    const starName = st.id === "center" ? t("board.azul.centre_star", {}, "the centre star") : t("board.azul.star", { colour: colourName(st.id) }, "the {colour} star");
    const starCol = front && st.id !== "center" ? colourValue(st.id, cat) : "#8c8c8c";
    const emptyFill = front && st.id !== "center" ? starCol + "40" : "#f4f1e8";
    for (const sid of st.spaces) {
      const sp = g.spaces[sid];
      const tile = p.board[sid];
      const fill = tile ? colourValue(tile, cat) : emptyFill;
      const n = number(sid), pos = cat.board.spaces[sid].position;
      const name = tile
        ? t("board.azul.space_tile", { colour: colourName(tile), pos, star: starName }, "{colour} tile, space {pos} of {star}")
        : t("board.azul.space_empty", { n, pos, star: starName }, "space {pos} of {star}, empty, costs {n}");
      const q = sp.poly;
      const pts = `${q[0][0].toFixed(1)},${q[0][1].toFixed(1)} ${q[1][0].toFixed(1)},${q[1][1].toFixed(1)} ${q[2][0].toFixed(1)},${q[2][1].toFixed(1)} ${q[3][0].toFixed(1)},${q[3][1].toFixed(1)}`;
      const [lx, ly] = sp.mid;
      if (tile) (inks[inkOn(fill)] || inks["#000"]).add(lx, ly + 4, colourSym(tile, cat)); else nums.add(lx, ly + 4, n);
      h += `<g class="space" role="img" aria-label="${esc(name)}" data-k="${i}:${sid}"${mine ? " " + pm({ type: "place", space: sid }) : ""}><polygon points="${pts}" fill="${fill}" stroke="${starCol}"/></g>`;
    }
  }
  for (const st of cat.board.structures || []) h += structureMark(st, g, p.board, cat, i, bonus);
  h += nums.svg('class="num" aria-hidden="true"') + inks["#000"].svg('class="sym" fill="#000" aria-hidden="true"') +
    inks["#fff"].svg('class="sym" fill="#fff" aria-hidden="true"') + bonus.svg('class="bonus" aria-hidden="true"');
  return h + "</svg>";
}

// the score track (wraps at drawing.score_track.spaces, a lap token per wrap) with every seat's marker
function scoreTrack(v, cat) {
  const s = v.state, n = (drawing(cat).score_track || {}).spaces || 80;
  let h = `<div class="scoretrack" role="list" aria-label="${esc(t("board.azul.score_track", {}, "score track"))}">`;
  s.seats.forEach((p, i) => {
    const sc = seatColour(i, cat);
    const at = ((p.score % n) + n) % n, laps = Math.floor(p.score / n);
    const name = t("board.azul.score_of", { name: seatName({ seats: v.seats }, i), score: p.score }, "{name}: {score, plural, one {# point} other {# points}}");
    h += `<div class="strack" role="listitem" aria-label="${esc(name)}" data-k="score:${i}"><span class="sname">${esc(seatName({ seats: v.seats }, i))}</span>` +
      `<span class="sbar"><span class="smark" style="left:${(100 * at) / n}%;--c:${sc.value};color:${inkOn(sc.value)}" title="${esc(name)}">${esc(sc.symbol)}</span></span>` +
      `<b>${p.score}</b>${laps > 0 ? `<span class="small">(${esc(t("board.azul.laps", { n: laps, size: n }, "+{size}×{n}"))})</span>` : ""}</div>`;
  });
  return h + "</div>";
}

// the round track: each round's wild colour, the current round marked
function roundTrack(v, cat) {
  const s = v.state, by = (cat && cat.wild_colour_by_round) || {};
  const rounds = (cat && cat.rounds) || 6;
  let h = `<ol class="roundtrack" aria-label="${esc(t("board.azul.round_track", {}, "round track"))}">`;
  for (let r = 1; r <= rounds; r++) {
    const c = by[String(r)];
    const name = t("board.azul.round_wild", { round: r, colour: colourName(c) }, "round {round}: {colour} is wild") + (r === s.round ? t("board.azul.now", {}, " (now)") : "");
    h += `<li class="${r === s.round ? "now" : r < s.round ? "past" : ""}" aria-label="${esc(name)}" title="${esc(name)}">${azulChip(c, 1, null, false, cat, name)}<small aria-hidden="true">${r}</small></li>`;
  }
  return h + "</ol>";
}

const token = (cat) => `<span class="sptoken" role="img" aria-label="${esc(t("board.azul.start_token", {}, "start-player token"))}" title="${esc(t("board.azul.start_token", {}, "start-player token"))}">1</span>`;

export function azul(v, ctx) {
  useNames(ctx);
  tipOnHover(".starboard g[aria-label]");  // the spaces' and structures' tooltips
  const s = v.state, cat = ctx.catalogue || {};
  const wild = s.wild_colour;
  const chips = (counts, mk) => Object.entries(counts).filter(([, n]) => n > 0)
    .map(([c, n]) => azulChip(c, n, mk(c), c === wild, cat)).join("") || `<span class="empty">${esc(t("board.azul.empty", {}, "empty"))}</span>`;
  const stepText = STEPS[s.step] ? STEPS[s.step]() : "";
  let h = `<div class="info azul-head"><span>${esc(t("board.azul.round", { round: s.round }, "Round {round}"))} · ${esc(t("board.azul.wild", {}, "wild colour"))} ${azulChip(wild, 1, null, true, cat)} <b>${esc(colourName(wild))}</b> · ${esc(stepText)}</span>${roundTrack(v, cat)}</div>`;
  h += '<div class="row factories">';
  s.factories.forEach((f, i) => {
    const name = t("board.azul.factory", { n: i + 1 }, "factory display {n}");
    h += `<div class="factory" aria-label="${esc(name)}" role="group" data-k="f${i}">${chips(f, (c) => ({ type: "take", source: "factory", factory: i, colour: c }))}</div>`;
  });
  h += `<div class="factory centre" role="group" aria-label="${esc(t("board.azul.centre", {}, "the centre of the table"))}" data-k="centre"><small>${esc(t("board.azul.centre_short", {}, "centre"))}</small>${s.token == null ? token(cat) : ""}${chips(s.centre, (c) => ({ type: "take", source: "centre", colour: c }))}</div></div>`;
  // the bonus step takes from the supply (issue 23, item 2): the supply's tiles are the parts
  h += `<div class="info supply" data-k="supply"><span>${esc(t("board.azul.supply", {}, "Supply"))}${s.pending_bonus ? ` (${esc(t("board.azul.bonus_owed", { n: s.pending_bonus }, "{n, plural, one {# bonus tile to take} other {# bonus tiles to take}}"))})` : ""}:</span> ${chips(s.supply, (c) => ({ type: "take_bonus", colour: c }))}</div>`;
  h += scoreTrack(v, cat);
  const g = geometry(cat);
  h += '<div class="seats">';
  s.seats.forEach((p, i) => {
    const mine = ctx.you === i;
    const sc = seatColour(i, cat);
    h += `<div class="seat">${seatHead(ctx, i, ` <span class="seatmark" data-colour="${esc(sc.id)}" data-sym="${esc(sc.symbol)}" style="--c:${sc.value};color:${inkOn(sc.value)}" aria-hidden="true">${esc(sc.symbol)}</span> · ${esc(t("board.azul.points", { n: p.score }, "{n, plural, one {# point} other {# points}}"))}${p.passed ? ` · ${esc(t("board.azul.passed", {}, "passed"))}` : ""}${s.token === i ? " " + token(cat) : ""}`)}
      <div class="hand" data-k="hand${i}">${esc(t("board.azul.hand", {}, "Tiles"))}: ${chips(p.hand, (c) => (mine ? { type: "place", colour: c } : null))}` +
      `${mine && s.step === "place" ? ` <button type="button" class="passbtn" ${pm({ type: "pass" })}>${esc(t("board.azul.pass", {}, "Pass"))}</button>` : ""}</div>
      <div><small>${esc(t("board.azul.corners", {}, "kept on corners:"))}</small> ${chips(p.corners, () => null)}</div>`;
    h += g ? starBoard(p, i, mine, v, cat, g) : "";
    h += "</div>";
  });
  return h + "</div>";
}

// ----------------------------------------------------------------------------- interaction hooks
// the choice at the click (issue 23, item 2): the tiles paid for a placement and the tiles kept at
// a pass read as tiles
azul.choiceHtml = (m, v, ctx) => {
  useNames(ctx);
  const cat = ctx.catalogue || {}, wild = v.state.wild_colour;
  const tiles = (c, n) => Array.from({ length: n }, () => azulChip(c, 1, null, c === wild, cat)).join("");
  if (m.type === "place") {
    const n = (cat.board.spaces[m.space].number || {})[v.state.board_side] ?? m.k;
    const label = t("board.azul.pay", { k: m.k, colour: colourName(m.colour), w: n - m.k }, "pay {k} {colour} + {w} wild");
    return `<span class="sr">${esc(label)}</span>${tiles(m.colour, m.k)}${m.colour === wild ? "" : tiles(wild, n - m.k)}`;
  }
  if (m.type === "pass") {
    const kept = Object.entries(m.keep || {});
    const hand = v.state.seats[v.you].hand;
    const lost = Object.values(hand).reduce((a, x) => a + x, 0) - kept.reduce((a, [, x]) => a + x, 0);
    const label = kept.length ? t("board.azul.keep", { tiles: kept.map(([c, x]) => `${x} ${colourName(c)}`).join(", "), lost }, "keep {tiles}, discard {lost}")
      : t("board.azul.keep_none", { lost }, "keep nothing, discard {lost}");
    return `<span class="sr">${esc(label)}</span>${esc(t("board.azul.keep_short", {}, "keep"))} ${kept.map(([c, x]) => tiles(c, x)).join("") || "—"} <small aria-hidden="true">−${lost}</small>`;
  }
  return null;
};

// a pass that discards tiles costs points for good: ask first (issue 23, item 1)
azul.spends = (m, v) => {
  const s = v.state;
  if (m.type === "take" && m.source === "centre" && s.token == null) {
    // the first take from the centre takes the start-player token: -1 point per tile taken
    const n = m.colour === s.wild_colour ? 1 : (s.centre[m.colour] || 0) + (s.centre[s.wild_colour] ? 1 : 0);
    return t("board.azul.confirm_token", { n }, "Take from the centre with the start-player token (−{n, plural, one {# point} other {# points}})?");
  }
  if (m.type !== "pass") return null;
  const hand = v.state.seats[v.you].hand;
  const lost = Object.values(hand).reduce((a, x) => a + x, 0) - Object.values(m.keep || {}).reduce((a, x) => a + x, 0);
  return lost > 0 ? t("board.azul.confirm_pass", { n: lost }, "Pass and discard {n, plural, one {# tile (−# point)} other {# tiles (−# points)}}?") : null;
};
