// Blue Moon City: drawn from a seat's view plus the catalogue. Clickable parts carry data-m, a
// partial move that play.js matches against the legal-move list.

import { esc, pm, colourOf, seatName, seatHead } from "../common.js";
import { label } from "../words.js";

// ----------------------------------------------------------------------------- Blue Moon City
export function bmc(v, ctx) {
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
