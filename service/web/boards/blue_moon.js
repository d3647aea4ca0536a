// Blue Moon and Legends of Blue Moon: drawn from a seat's view plus the catalogue (its `drawing`
// section holds the elements' icons and inks, the dragons' colours, the card types' bands).
// Clickable parts carry data-m, a partial move that play.js matches against the legal-move
// list (issue 23):
// - the fight in the middle: the three dragons on their track between the two players, the
//   contested element, each side's fire and earth with icon and label, and the moves that are
//   no card as buttons at the fight (announce, continue, retreat, start a fight, decline,
//   pass, answers to a decision);
// - a card shows its name, fire and earth, icons; its whole text is a tap away (details)
//   and a hover or focus enlarges it (never cut after four lines);
// - Buka's ships with their cargo on them; the opponent at the top, you at the bottom.

import { esc, pm, icon, seatName } from "../common.js";
import { t } from "../i18n.js";

const FALLBACK = {
  elements: { fire: { icon: "flame", colour: "#b3261e" }, earth: { icon: "mountain", colour: "#6b4f1d" } },
  dragons: {}, card_types: {},
};
const drawOf = (cat) => (cat && cat.drawing) || FALLBACK;
const baseId = (id) => String(id).replace(/~2$/, "");
function cardOf(cat, id) {
  const cs = cat && cat.cards;
  if (!cs) return null;
  if (!cardOf.map || cardOf.cat !== cs) { cardOf.cat = cs; cardOf.map = new Map((Array.isArray(cs) ? cs : Object.values(cs)).map((c) => [c.id, c])); }
  return cardOf.map.get(baseId(id)) || null;
}
const nameOf = (cat, id) => { const c = cardOf(cat, id); return c && c.name ? c.name : String(id); };
const el = (d, e) => d.elements[e] || { icon: "", colour: "#333" };
const eIcon = (d, e) => icon(el(d, e).icon);
// names from the game document's texts.names, in the page's language (ctx.name, set by each
// entry point below); the board's own words are static t() keys (issue 24: a key built at run
// time is never extracted, so it stayed English on a Russian or Polish page)
let nameOf0 = (kind, id) => String(id);
const useNames = (ctx) => { if (ctx && ctx.name) nameOf0 = ctx.name; };
const elName = (e) => nameOf0("element", e);
const TYPES = {
  leader: () => t("board.blue_moon.type.leader", {}, "leader"),
  character: () => t("board.blue_moon.type.character", {}, "character"),
  booster: () => t("board.blue_moon.type.booster", {}, "booster"),
  support: () => t("board.blue_moon.type.support", {}, "support"),
  leadership: () => t("board.blue_moon.type.leadership", {}, "leadership"),
  ship: () => t("board.blue_moon.type.ship", {}, "ship"),
};
const ICONS = {
  shield_fire: () => t("board.blue_moon.icon.shield_fire", {}, "fire shield"),
  shield_earth: () => t("board.blue_moon.icon.shield_earth", {}, "earth shield"),
  stop: () => t("board.blue_moon.icon.stop", {}, "STOP"),
  retrieve: () => t("board.blue_moon.icon.retrieve", {}, "retrieve"),
  free: () => t("board.blue_moon.icon.free", {}, "FREE"),
  pair: () => t("board.blue_moon.icon.pair", {}, "pair"),
  gang: () => t("board.blue_moon.icon.gang", {}, "gang"),
  protected: () => t("board.blue_moon.icon.protected", {}, "protected"),
};
const bluffOf = (v) => (v === "fire" || v === "earth" ? elName(v) : t("board.blue_moon.bluff_neutral", {}, "neutral"));

function values(d, c) {
  if (!c || (c.fire == null && c.earth == null)) return "";
  const one = (e) => `<span class="bm-val bm-${e}" style="--c:${el(d, e).colour}" title="${esc(elName(e))}">${eIcon(d, e)}<span class="bm-vlabel">${esc(elName(e))}</span> <b>${c[e] ?? "–"}</b></span>`;
  return `<span class="bm-vals">${one("fire")}${one("earth")}</span>`;
}

function symbols(d, c) {
  const s = (c && c.symbols) || {};
  const out = [];
  for (const [k, v] of Object.entries(s)) {
    if (k === "pair_key" || k === "pair_key_note") continue;
    if (k === "bluff") out.push(`${t("board.blue_moon.bluff", {}, "bluff")}: ${bluffOf(v)}`);
    else if (k === "capacity") out.push(t("board.blue_moon.capacity", { n: v }, "capacity {n}"));
    else if (ICONS[k]) out.push(ICONS[k]());
  }
  return out.length ? `<span class="bm-icons">${out.map(esc).join(" · ")}</span>` : "";
}

// one card: the face (the clickable part when it takes part in a move) and its text, whole
// after a tap (details), on hover or on focus
function card(id, cat, d, move, cls = "", isNew = false) {
  const c = cardOf(cat, id);
  const name = nameOf(cat, id);
  const type = c ? c.type : "";
  const text = c ? (c.effect || "") : "";
  return `<div class="bm-card ${cls}${isNew ? " bm-new" : ""}" style="--band:${d.card_types[type] || "#998"}" data-k="bm-card:${esc(id)}">` +
    `<div class="bm-face" ${move ? pm(move) : ""}>` +
    `<b class="bm-name">${esc(name)}</b><span class="bm-type">${esc(TYPES[type] ? TYPES[type]() : "")}</span>${values(d, c)}${symbols(d, c)}</div>` +
    // the text once (issue 23: a second copy for the open state doubled Legends' first drawing):
    // the summary is cut after two lines, and shows all of it when open (a tap), hovered or focused
    (text ? `<details class="bm-text"><summary>${esc(text)}</summary></details>` : "") +
    "</div>";
}
const backs = (n, cls = "") => Array.from({ length: n }, () => `<div class="bm-card back ${cls}" aria-hidden="true"></div>`).join("");

// what changed since the last drawing of this game (what the other seat just did): cards new
// in an area are marked .bm-new (issue 23, item 3); play.js's data-k marks catch the rest
let last = null;
function newCards(v) {
  const areas = (p) => [...p.combat, ...p.support, ...(p.ships || []), ...(p.landed || []), ...Object.values(p.cargo || {}).flat(), ...(p.leader_pile || [])];
  const now = new Set(v.state.players.flatMap(areas));
  const prev = last && last.gid === v.id && last.version < v.version ? last.cards : null;
  last = { gid: v.id, version: v.version, cards: now };
  return prev ? new Set([...now].filter((c) => !prev.has(c))) : new Set();
}

// a move that is no card, as a button at the fight
function moveButton(m, cat, d, ctx) {
  let text;
  switch (m.type) {
    case "announce": text = `${t("board.blue_moon.announce", { element: elName(m.element) }, "Announce {element}")}`; break;
    case "continue": text = t("board.blue_moon.continue", {}, "Continue the fight"); break;
    case "retreat": text = t("board.blue_moon.retreat", {}, "Retreat"); break;
    case "start_fight": text = t("board.blue_moon.start_fight", {}, "Start a fight"); break;
    case "decline": text = t("board.blue_moon.decline", {}, "Decline the fight"); break;
    case "pass": text = t("board.blue_moon.pass", {}, "Pass"); break;
    case "meet": text = t("board.blue_moon.meet", { card: nameOf(cat, m.source) }, "Meet the demand of {card}"); break;
    case "discard": text = t("board.blue_moon.discard", { cards: (m.cards || []).map((c) => nameOf(cat, c)).join(" + ") || t("board.blue_moon.none", {}, "Nothing") }, "Discard {cards}"); break;
    // an answer to a decision: the game's own template, which says what it does ("Call the
    // bluff", "Draw 2 cards"; issue 24), never the choice's raw value or field names
    case "choose": text = say(ctx, m); break;
    default: return "";
  }
  const main = ["announce", "continue", "start_fight"].includes(m.type);
  return `<button class="bm-act${main ? " primary" : ""} bm-${m.type}" ${pm(m)}>${esc(text)}</button>`;
}
// a move in the game's template (play.js's ctx.say: the served texts and the view's
// decision.move_params); a move without one reads as nothing rather than as its field names
const say = (ctx, m) => (ctx && ctx.say ? ctx.say(m) : "") || "";

function dragonTrack(s, ctx, d, top, bottom) {
  const zone = (seat) => Object.entries(s.dragons).filter(([, at]) => (at ?? null) === seat).map(([id]) => {
    const k = d.dragons[id] || { icon: "dragon", colour: "#555" };
    const name = nameOf0("dragon", id);   // "Lika, the fire dragon": the short label is its first part
    return `<span class="bm-dragon" style="--c:${k.colour}" role="img" data-k="bm-dragon:${esc(id)}:${seat}" aria-label="${esc(name)}" title="${esc(name)}">${icon(k.icon || "dragon")}<small aria-hidden="true">${esc(name.split(",")[0])}</small></span>`;
  }).join("");
  const who = (i) => (seatName(ctx, i));
  return `<div class="bm-dragons" role="group" aria-label="${esc(t("board.blue_moon.dragons", {}, "Dragons"))}">` +
    `<div class="bm-dzone"><small>${esc(who(top))}</small>${zone(top)}</div>` +
    `<div class="bm-dzone centre"><small>${esc(t("board.blue_moon.centre", {}, "centre"))}</small>${zone(null)}</div>` +
    `<div class="bm-dzone"><small>${esc(who(bottom))}</small>${zone(bottom)}</div></div>`;
}

function seatArea(p, i, ctx, d, cat, fresh, mineSide) {
  const mine = ctx.you === i;
  const act = (c) => (mine ? { card: c } : null);
  const who = seatName(ctx, i);
  let h = `<div class="seat bm-seat${mineSide ? " bm-me" : ""}"><h3 class="seat-head${ctx.toAct.includes(i) ? " acting" : ""}">${esc(who)}${mine ? esc(t("board.you", {}, " (you)")) : ""} · ${esc(nameOf0("people", p.deck_name))} · ` +
    `<span class="bm-dcount">${icon("dragon").repeat(p.dragons)} ${esc(t("board.blue_moon.dragon_count", { n: p.dragons }, "{n, plural, one {# dragon} other {# dragons}}"))}</span></h3>`;
  h += `<div class="bm-power">${["fire", "earth"].map((e) => `<span class="bm-val bm-${e}" style="--c:${el(d, e).colour}">${eIcon(d, e)} ${esc(elName(e))} <b>${p.power[e]}</b>${p.shield && p.shield[e] ? ` <span class="bm-shield" role="img" aria-label="${esc(t("board.blue_moon.shield", {}, "shield"))}">${icon("shield")}</span>` : ""}</span>`).join(" ")}` +
    ` <span class="small">${esc(t("board.blue_moon.piles", { deck: p.deck_count, discard: p.discard_count, hand: p.hand_count }, "deck {deck} · discard {discard} · hand {hand}"))}</span></div>`;
  const row = (lbl, inner) => `<div class="bm-area"><span class="bm-lbl">${esc(lbl)}</span><div class="bm-row">${inner || "<i>—</i>"}</div></div>`;
  h += row(t("board.blue_moon.leader", {}, "leader"), card(p.leader, cat, d, act(p.leader), "leader") + (p.leader_pile || []).map((c) => card(c, cat, d, null, "mini", fresh.has(c))).join(""));
  h += row(t("board.blue_moon.combat", {}, "combat"), p.combat.map((c) => card(c, cat, d, act(c), p.active.includes(c) ? "active" : "covered", fresh.has(c))).join(""));
  h += row(t("board.blue_moon.support", {}, "support"), p.support.map((c) => card(c, cat, d, act(c), "", fresh.has(c))).join(""));
  if ((p.ships && p.ships.length) || (p.landed && p.landed.length)) {
    const ship = (s, landed) => `<div class="bm-ship${landed ? " landed" : ""}">${card(s, cat, d, mine && !landed ? { ship: s } : null, "ship", fresh.has(s))}` +
      `<div class="bm-cargo" aria-label="${esc(t("board.blue_moon.cargo", { ship: nameOf(cat, s) }, "cargo of {ship}"))}">${((p.cargo || {})[s] || []).map((c) => card(c, cat, d, act(c), "cargo", fresh.has(c))).join("") || `<small>${esc(t("board.blue_moon.empty_hold", {}, "empty hold"))}</small>`}</div></div>`;
    h += row(t("board.blue_moon.ships", {}, "ships"), p.ships.map((s) => ship(s, false)).join("") + p.landed.map((s) => ship(s, true)).join(""));
  }
  if (p.bluff_count) h += row(t("board.blue_moon.face_down", {}, "face down"), p.bluff ? p.bluff.map((c) => card(c, cat, d, act(c), "facedown")).join("") : backs(p.bluff_count, "bluff"));
  h += row(t("board.blue_moon.hand", {}, "hand"), p.hand ? p.hand.map((c) => card(c, cat, d, act(c))).join("") : backs(p.hand_count));
  return h + "</div>";
}

export function blueMoon(v, ctx) {
  useNames(ctx);
  const s = v.state, cat = ctx.catalogue, d = drawOf(cat);
  const fresh = newCards(v);
  const me = ctx.you != null ? ctx.you : 0;
  const them = 1 - me;
  const f = s.fight;
  const moves = ctx.moves || [];
  // a card move whose card is drawn nowhere on the board (none known today) still gets a button
  const p0 = s.players[me];
  const onBoard = new Set([p0.leader, ...p0.combat, ...p0.support, ...(p0.ships || []), ...Object.values(p0.cargo || {}).flat(), ...(p0.bluff || []), ...(p0.hand || [])]);
  const loose = moves.filter((m) => ("card" in m && !onBoard.has(m.card)) || ("ship" in m && !onBoard.has(m.ship)));
  const acts = moves.filter((m) => !("card" in m) && !("ship" in m)).map((m) => moveButton(m, cat, d, ctx)).join("") +
    loose.map((m) => `<button class="bm-act" ${pm(m)}>${blueMoon.choiceHtml(m, v, ctx) || esc(say(ctx, m))}</button>`).join("");
  const pending = s.pending && s.pending.length ? s.pending[s.pending.length - 1] : null;
  let fight = `<div class="bm-fight" role="group" aria-label="${esc(t("board.blue_moon.fight", {}, "The fight"))}">`;
  fight += `<div class="bm-status">${esc(t("board.blue_moon.turn", { n: s.turn_no }, "Turn {n}"))} · <b>${esc(nameOf0("phase", s.phase))}</b>`;
  if (f) {
    const e = f.element;
    fight += ` · ${e ? `${esc(t("board.blue_moon.fight_in", {}, "fight in"))} <span class="bm-val bm-${e}" style="--c:${el(d, e).colour}">${eIcon(d, e)} ${esc(elName(e))}</span>` : esc(t("board.blue_moon.fight_open", {}, "a fight, element not chosen yet"))}`;
    if (e) fight += ` · ${s.players.map((p, i) => `${esc(seatName(ctx, i))} <b>${p.power[e]}</b>`).join(" : ")}`;
  }
  fight += "</div>";
  fight += dragonTrack(s, ctx, d, them, me);
  // what the pending decision asks: the view's decision in the game's own template (ctx.asked)
  if (pending && pending.seat === ctx.you && ctx.asked) fight += `<div class="bm-ask">${esc(ctx.asked)}</div>`;
  if (acts) fight += `<div class="bm-acts">${acts}</div>`;
  fight += "</div>";
  return `<div class="bm-board">${seatArea(s.players[them], them, ctx, d, cat, fresh, false)}${fight}${seatArea(s.players[me], me, ctx, d, cat, fresh, true)}</div>`;
}

// the confirm of the shared interaction (issue 23): a card played or discarded cannot be taken back
blueMoon.spends = (m, v, ctx) => {
  const cat = ctx && ctx.catalogue;
  if (m.type === "play") return t("board.blue_moon.confirm_play", { card: nameOf(cat, m.card) }, "Play {card}?");
  if (m.type === "retreat") return t("board.blue_moon.confirm_retreat", {}, "Retreat from the fight? Your opponent attracts dragons.");
  return null;
};

// how a move reads in the choice at the click
blueMoon.choiceHtml = (m, v, ctx) => {
  useNames(ctx);
  const cat = ctx && ctx.catalogue;
  const n = (c) => esc(nameOf(cat, c));
  switch (m.type) {
    case "play": return esc(t("board.blue_moon.do_play", { card: nameOf(cat, m.card) }, "Play {card}"));
    case "bluff": return esc(t("board.blue_moon.do_bluff", { card: nameOf(cat, m.card) }, "Play {card} face down (bluff)"));
    case "load": return esc(t("board.blue_moon.do_load", { card: nameOf(cat, m.card), ship: nameOf(cat, m.ship) }, "Load {card} onto {ship}"));
    case "retrieve": return esc(t("board.blue_moon.do_retrieve", { card: nameOf(cat, m.card) }, "Take {card} back into your hand"));
    case "discard_bluff": return esc(t("board.blue_moon.do_discard_bluff", { card: nameOf(cat, m.card) }, "Discard the bluff card {card}"));
    case "land": return esc(t("board.blue_moon.do_land", { ship: nameOf(cat, m.ship) }, "Land {ship}"));
    default: return null;   // the move's own template (play.js falls back to it)
  }
};
