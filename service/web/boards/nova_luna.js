// Nova Luna: drawn from a seat's view plus the catalogue. Clickable parts carry data-m, a
// partial move that play.js matches against the legal-move list.

import { esc, pm, colourOf, seatName, seatHead } from "../common.js";
import { label } from "../words.js";

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

export function novaLuna(v, ctx) {
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
