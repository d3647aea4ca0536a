// The five boards, drawn from a seat's view (GET /v1/games/{id}) plus the catalogue when the
// server offers it. Clickable parts carry data-m: a partial move that play.js matches against
// the legal-move list (a part that matches no legal move is never offered).

import { label } from "./words.js";

export const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
const pm = (obj) => `data-m="${esc(JSON.stringify(obj))}"`;
const COLOURS = { purple: "#8e5bb5", green: "#3f9a4a", orange: "#ee8a2a", yellow: "#e8c930", blue: "#3b7dd8", red: "#d6453d",
  black: "#333", white: "#eee", brown: "#8b5a2b", teal: "#2aa198", grey: "#999" };
const colourOf = (c) => COLOURS[c] || "#bbb";
const seatName = (ctx, i) => (ctx.seats && ctx.seats[i] ? ctx.seats[i].name : `Seat ${i}`);
const seatHead = (ctx, i, extra = "") =>
  `<h3 class="seat-head${ctx.toAct.includes(i) ? " acting" : ""}">${esc(seatName(ctx, i))}${ctx.you === i ? " (you)" : ""}${extra}</h3>`;

// ----------------------------------------------------------------------------- Azul
function azulChip(colour, n, move, wild) {
  return `<span class="chip${wild ? " wild" : ""}" style="--c:${colourOf(colour)}" title="${esc(colour)}" ${move ? pm(move) : ""}>${n > 1 ? n : ""}</span>`;
}

// a star of the Summer Pavilion board: six diamonds (60° at the star's centre) pointing
// outwards, numbered 1-6 clockwise from the top, as printed
function azulStar(board, starId, cx, cy, r, mine) {
  let out = `<g class="star">`;
  const pt = (d, a) => `${(cx + d * Math.cos(a)).toFixed(1)},${(cy + d * Math.sin(a)).toFixed(1)}`;
  for (let p = 1; p <= 6; p++) {
    const a = (Math.PI / 3) * (p - 1) - Math.PI / 2;
    const sid = `${starId}-${p}`;
    const tile = board[sid];
    const fill = tile ? colourOf(tile) : (starId === "center" ? "#f4f1e8" : colourOf(starId) + "33");
    const side = r / Math.sqrt(3), half = Math.PI / 6;
    const diamond = [pt(0, a), pt(side, a - half), pt(r, a), pt(side, a + half)].join(" ");
    const [lx, ly] = pt(r * 0.5, a).split(",").map(Number);
    out += `<g class="space" ${mine ? pm({ type: "place", space: sid }) : ""}><polygon points="${diamond}"
      fill="${fill}" stroke="${colourOf(starId === "center" ? "grey" : starId)}" stroke-width="1.5" stroke-linejoin="round"/>
      <text x="${lx}" y="${ly + 4}" text-anchor="middle" class="num">${tile ? "" : p}</text></g>`;
  }
  return out + "</g>";
}

function azul(v, ctx) {
  const s = v.state;
  const wild = s.wild_colour;
  const chips = (counts, mk) => Object.entries(counts).filter(([, n]) => n > 0)
    .map(([c, n]) => azulChip(c, n, mk(c), c === wild)).join("") || '<span class="empty">empty</span>';
  let h = `<div class="info">Round <b>${s.round}</b> · wild colour <span class="chip wild" style="--c:${colourOf(wild)}"></span> <b>${esc(wild)}</b> · ${esc(s.step)}</div>`;
  h += '<div class="row factories">';
  s.factories.forEach((f, i) => {
    h += `<div class="factory" ${pm({ type: "take", source: "factory", factory: i })}>${chips(f, (c) => ({ type: "take", source: "factory", factory: i, colour: c }))}</div>`;
  });
  h += `<div class="factory centre" ${pm({ type: "take", source: "centre" })}><small>centre</small>${chips(s.centre, (c) => ({ type: "take", source: "centre", colour: c }))}</div></div>`;
  h += `<div class="info">Supply: ${chips(s.supply, (c) => ({ source: "supply", colour: c }))}</div>`;
  h += '<div class="seats">';
  s.seats.forEach((p, i) => {
    const mine = ctx.you === i;
    h += `<div class="seat">${seatHead(ctx, i, ` · ${p.score} points${p.passed ? " · passed" : ""}`)}
      <div>Tiles: ${chips(p.hand, (c) => (mine ? { colour: c } : null))}</div>
      <div><small>kept on corners:</small> ${chips(p.corners, () => null)}</div>
      <svg viewBox="0 0 320 320" class="starboard">`;
    h += azulStar(p.board, "center", 160, 160, 48, mine);
    const outer = ["orange", "red", "blue", "yellow", "green", "purple"];
    outer.forEach((st, k) => {
      const a = (Math.PI / 3) * k - Math.PI / 2;
      h += azulStar(p.board, st, 160 + 108 * Math.cos(a), 160 + 108 * Math.sin(a), 48, mine);
    });
    h += "</svg></div>";
  });
  return h + "</div>";
}

// ----------------------------------------------------------------------------- Nova Luna
function tileInfo(id, cat) {
  const t = cat && cat.tiles && (Array.isArray(cat.tiles) ? cat.tiles.find((x) => x.id === id) : cat.tiles[id]);
  return t || null;
}
const NL = { cyan: "#4fb6c9", red: "#d6453d", yellow: "#e8c930", blue: "#3b7dd8", teal: "#4fb6c9" };
function nlTile(id, cat, extra = "") {
  const t = tileInfo(id, cat);
  const col = t ? (NL[t.colour || t.color] || colourOf(t.colour || t.color)) : "#ddd";
  // a task is a list of colours: that many tiles of each colour must touch the tile
  const tasks = t && t.tasks ? t.tasks.map((k) => `<i class="task">${(Array.isArray(k) ? k : [k]).map((c) => `<span class="dot" style="--c:${NL[c] || colourOf(c)}"></span>`).join("")}</i>`).join("") : "";
  return `<div class="nltile" style="--c:${col}" ${extra}><b>${t && t.cost != null ? t.cost : ""}</b><small>#${esc(id)}</small>${tasks}</div>`;
}

function novaLuna(v, ctx) {
  const s = v.state, cat = ctx.catalogue;
  let h = `<div class="info">Tiles in the pile: <b>${s.pile_count}</b>${s.refill_allowed ? " · the wheel may be refilled" : ""}</div>`;
  h += '<div class="wheel">';
  const n = s.track.length;
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    const x = 50 + 40 * Math.cos(a), y = 50 + 40 * Math.sin(a);
    const here = s.seats.filter((p) => p.space % n === i).map((p) => `<span class="pawn" style="--c:${colourOf(["blue", "red", "green", "yellow"][p.seat])}" title="${esc(seatName(ctx, p.seat))}"></span>`).join("");
    const id = s.track[i];
    const inner = i === s.meeple ? '<div class="meeple" title="the moon meeple">☾</div>'
      : id == null ? '<div class="nltile gone"></div>' : nlTile(id, cat, pm({ type: "take", track_space: i }));
    h += `<div class="wslot" style="left:${x}%;top:${y}%"><span class="wnum">${i}</span>${inner}<div class="pawns">${here}</div></div>`;
  }
  h += "</div><div class=\"seats\">";
  s.seats.forEach((p) => {
    const i = p.seat, mine = ctx.you === i;
    const cells = new Map(p.display.map(([x, y, id]) => [`${x},${y}`, id]));
    const tokens = new Map(p.covered.map(([id, k]) => [id, k]));
    const xs = p.display.map((d) => d[0]), ys = p.display.map((d) => d[1]);
    const x0 = Math.min(0, ...xs) - 1, x1 = Math.max(0, ...xs) + 1, y0 = Math.min(0, ...ys) - 1, y1 = Math.max(0, ...ys) + 1;
    h += `<div class="seat">${seatHead(ctx, i, ` · ${p.supply} tokens left · position ${p.distance}`)}<div class="nlgrid" style="grid-template-columns:repeat(${x1 - x0 + 1},var(--cell))">`;
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) {
      const id = cells.get(`${x},${y}`);
      if (id != null) {
        const tk = tokens.get(id) || 0;
        h += `<div class="cell">${nlTile(id, cat)}${tk ? `<span class="tokens">${"●".repeat(tk)}</span>` : ""}</div>`;
      } else h += `<div class="cell free" ${mine ? pm({ x, y }) : ""}></div>`;
    }
    h += "</div></div>";
  });
  return h + "</div>";
}

// ----------------------------------------------------------------------------- Blue Moon City
function bmc(v, ctx) {
  const s = v.state;
  const byCell = new Map(s.city.map((b) => [b.cell.join(","), b]));
  const xs = s.city.map((b) => b.cell[0]), ys = s.city.map((b) => b.cell[1]);
  const W = Math.max(...xs) + 1, H = Math.max(...ys) + 1;
  let h = `<div class="info">Step <b>${esc(s.step)}</b> · obelisk ${s.obelisk.markers.length} markers (next offering costs ${s.obelisk.next_cost ?? "—"}, ${s.obelisk.to_win} to win)${s.pending_cards && s.pending_cards.some((x) => x) ? " · cards pending" : ""}</div>`;
  h += `<div class="city" style="grid-template-columns:repeat(${W},1fr)">`;
  const me = ctx.you;
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const b = byCell.get(`${x},${y}`);
    const figs = s.figures.map((f, i) => (f && f[0] === x && f[1] === y ? `<span class="pawn" style="--c:${colourOf(["blue", "red", "green", "yellow"][i])}" title="${esc(seatName(ctx, i))}"></span>` : "")).join("");
    const drag = Object.entries(s.dragons).filter(([, at]) => at && at[0] === x && at[1] === y)
      .map(([c]) => `<span class="dragon" style="--c:${colourOf(c)}" title="${c} dragon">D</span>`).join("");
    const here = me != null && s.figures[me] && s.figures[me][0] === x && s.figures[me][1] === y;
    const boxes = b && b.boxes ? b.boxes.map((bx, i) => `<span class="box" style="--c:${colourOf(bx.color)}" ${here ? pm({ type: "contribute", box: i }) : ""}>${bx.value}${bx.marker != null ? `<em style="--c:${colourOf(["blue", "red", "green", "yellow"][bx.marker])}"></em>` : ""}</span>`).join("") : "";
    if (!b) { h += '<div class="bcell off"></div>'; continue; }
    const yard = b.building === "courtyard";
    h += `<div class="bcell${yard ? " courtyard" : b.done ? " done" : ""}" ${pm({ to: [x, y] })}>
      <b>${yard ? "Courtyard · obelisk " + s.obelisk.markers.map((m) => `<span class="pawn" style="--c:${colourOf(["blue", "red", "green", "yellow"][m])}"></span>`).join("") : esc(b.name)}</b><div>${boxes}</div><div>${figs}${drag}</div></div>`;
  }
  h += "</div><div class=\"seats\">";
  s.figures.forEach((_, i) => {
    h += `<div class="seat">${seatHead(ctx, i)}<div>crystals ${s.crystals[i] ?? "?"} · scales ${s.scales[i]} · markers ${s.markers[i]} · cards ${s.hand_sizes[i]} · offerings ${s.offerings[i]}</div>`;
    if (i === me && s.hand) {
      const info = (id) => (ctx.catalogue && ctx.catalogue.cards || []).find((x) => x.id === id);
      h += '<div class="hand">' + Object.entries(s.hand).map(([c, n]) => {
        const k = info(c);
        return `<span class="card small" style="border-color:${k ? colourOf(k.colour) : "#998"}" title="${esc(k ? k.power : c)}" ${pm({ card: c })}><b>${esc(c)}</b>${n > 1 ? ` ×${n}` : ""}</span>`;
      }).join("") + "</div>";
    }
    h += "</div>";
  });
  return h + "</div>";
}

// ----------------------------------------------------------------------------- Blue Moon / Legends
function cardText(id, cat) {
  const c = cat && cat.cards && (Array.isArray(cat.cards) ? cat.cards.find((x) => x.id === id) : cat.cards[id]);
  return c || null;
}
function bmCard(id, cat, move, cls = "") {
  const c = cardText(id, cat);
  const vals = c && (c.fire != null || c.earth != null) ? `<span class="vals"><span class="fire">${c.fire ?? "-"}</span> <span class="earth">${c.earth ?? "-"}</span></span>` : "";
  const text = c && (c.effect || c.text);
  return `<div class="card ${cls}" ${move ? pm(move) : ""} title="${esc(text || id)}"><b>${esc(c && c.name ? c.name : id)}</b>${vals}${text ? `<small>${esc(text)}</small>` : ""}</div>`;
}
const backs = (n, cls = "") => Array.from({ length: n }, () => `<div class="card back ${cls}"></div>`).join("");

function blueMoon(v, ctx) {
  const s = v.state, cat = ctx.catalogue;
  const drag = Object.entries(s.dragons).map(([d, at]) => `<span class="dragon-slot">${esc(d)}: ${at == null ? "centre" : esc(seatName(ctx, at))}</span>`).join(" ");
  let h = `<div class="info">Turn ${s.turn_no} · ${esc(s.phase_name || s.phase)}${s.fight ? ` · fight in <b>${esc(s.fight.element)}</b>` : ""} · dragons: ${drag}</div>`;
  h += '<div class="seats bm">';
  s.players.forEach((p, i) => {
    const mine = ctx.you === i;
    h += `<div class="seat">${seatHead(ctx, i, ` · ${esc(p.deck_name)} · <span class="fire">fire ${p.power.fire}</span> <span class="earth">earth ${p.power.earth}</span> · dragons ${p.dragons}`)}`;
    h += `<div class="small">deck ${p.deck_count} · discard ${p.discard_count}${p.discard_top ? ` (top ${esc(label(p.discard_top, cat))})` : ""}</div>`;
    h += `<div class="area"><span class="lbl">leader</span>${bmCard(p.leader, cat, mine ? { card: p.leader } : null)}${(p.leader_pile || []).map((c) => bmCard(c, cat, null, "mini")).join("")}</div>`;
    h += `<div class="area"><span class="lbl">combat</span>${p.combat.map((c) => bmCard(c, cat, mine ? { card: c } : null, p.active.includes(c) ? "active" : "")).join("") || "<i>—</i>"}</div>`;
    h += `<div class="area"><span class="lbl">support</span>${p.support.map((c) => bmCard(c, cat, mine ? { card: c } : null)).join("") || "<i>—</i>"}</div>`;
    if ((p.ships && p.ships.length) || (p.landed && p.landed.length)) {
      h += `<div class="area"><span class="lbl">ships</span>${p.ships.map((c) => bmCard(c, cat, mine ? { ship: c } : null, "ship")).join("")}${p.landed.map((c) => bmCard(c, cat, null, "ship landed")).join("")}</div>`;
    }
    if (p.bluff_count) {
      h += `<div class="area"><span class="lbl">face down</span>${p.bluff ? p.bluff.map((c) => bmCard(c, cat, mine ? { card: c } : null, "facedown")).join("") : backs(p.bluff_count, "bluff")}</div>`;
    }
    h += `<div class="area hand"><span class="lbl">hand</span>${p.hand ? p.hand.map((c) => bmCard(c, cat, mine ? { card: c } : null)).join("") : backs(p.hand_count)}</div>`;
    h += "</div>";
  });
  return h + "</div>";
}

export const BOARDS = {
  "azul-summer-pavilion": azul,
  "nova-luna": novaLuna,
  "blue-moon-city": bmc,
  "blue-moon": blueMoon,
  "legends-of-blue-moon": blueMoon,
};

export function renderBoard(view, ctx) {
  const f = BOARDS[view.type];
  if (!f) return `<pre>${esc(JSON.stringify(view.state, null, 1))}</pre>`;
  try { return f(view, ctx); } catch (e) {
    console.warn("board drawing failed", e);
    return `<pre class="raw">${esc(JSON.stringify(view.state, null, 1))}</pre>`;
  }
}
