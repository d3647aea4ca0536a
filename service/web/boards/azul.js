// Azul: Summer Pavilion: drawn from a seat's view plus the catalogue. Clickable parts carry data-m, a
// partial move that play.js matches against the legal-move list.

import { esc, pm, colourOf, seatName, seatHead } from "../common.js";
import { label } from "../words.js";

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

export function azul(v, ctx) {
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
