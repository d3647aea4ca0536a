// Blue Moon and Legends of Blue Moon: drawn from a seat's view plus the catalogue. Clickable parts carry data-m, a
// partial move that play.js matches against the legal-move list.

import { esc, pm, colourOf, seatName, seatHead } from "../common.js";
import { label } from "../words.js";

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

export function blueMoon(v, ctx) {
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
