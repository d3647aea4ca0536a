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

import { esc, pm, seatName } from "../common.js";
import { t, getLang } from "../i18n.js";

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
// the elements' inks and icons from the catalogue, set once on the board as custom properties
// (--bm-fire, --bm-fire-i: style.css's .bm-fire / .bm-earth and its icon paths --i-flame, ...): a
// value is one <span class="bm-v bm-fire"> whose icon is a CSS clip-path shape (::before), no
// inline <svg> a value (issue 23: the first drawing's element count)
const inks = (d) => Object.entries(d.elements).map(([e, k]) => `--bm-${e}:${k.colour || "#333"}${k.icon ? `;--bm-${e}-i:var(--i-${k.icon})` : ""}`).join(";");
// a value: the icon (CSS), the element's name (the cue besides colour and shape) and the number
const val = (e, n, extra = "") => `<span class="bm-v bm-${e}">${esc(elName(e))}${n == null ? "" : ` <b>${n}</b>`}${extra}</span>`;
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

function values(c) {
  if (!c || (c.fire == null && c.earth == null)) return "";
  return val("fire", c.fire ?? "–") + val("earth", c.earth ?? "–");
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
// after a tap (details), on hover or on focus. A card's drawing but for its move and classes is
// the same in every drawing of a catalogue in one language: kept per catalogue and language, so
// a redraw builds no card's strings again
const faces = new WeakMap();
function cardParts(id, cat, d) {
  let m = cat && faces.get(cat);
  if (cat && !m) faces.set(cat, (m = new Map()));
  const key = `${getLang()}:${baseId(id)}`;
  let got = m && m.get(key);
  if (got) return got;
  const c = cardOf(cat, id);
  const type = c ? c.type : "";
  const text = c ? (c.effect || "") : "";
  got = {
    band: esc(d.card_types[type] || "#998"),
    face: `<b class="bm-name">${esc(nameOf(cat, id))}</b><span class="bm-type">${esc(TYPES[type] ? TYPES[type]() : "")}</span>${values(c)}${symbols(d, c)}`,
    // the text once (issue 23: a second copy for the open state doubled Legends' first drawing):
    // the summary is cut after two lines, and shows all of it when open (a tap), hovered or focused
    text: text ? `<details class="bm-text"><summary>${esc(text)}</summary></details>` : "",
  };
  if (m) m.set(key, got);
  return got;
}
function card(id, cat, d, move, cls = "", isNew = false) {
  const p = cardParts(id, cat, d);
  return `<div class="bm-card ${cls}${isNew ? " bm-new" : ""}" style="--band:${p.band}" data-k="bm-card:${esc(id)}">` +
    `<div class="bm-face"${move ? ` ${pm(move)}` : ""}>${p.face}</div>${p.text}</div>`;
}
const backs = (n, cls = "") => `<div class="bm-card back ${cls}" aria-hidden="true"></div>`.repeat(n);

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
    // the icon a CSS clip-path shape (::before); the short label its text (role img: named by aria-label)
    return `<span class="bm-dragon" style="--c:${esc(k.colour)};--i:var(--i-${esc(k.icon || "dragon")})" role="img" data-k="bm-dragon:${esc(id)}:${seat}" aria-label="${esc(name)}" title="${esc(name)}">${esc(name.split(",")[0])}</span>`;
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
    // the dragons won as one row of CSS icons (data-n of them), not an <svg> a dragon
    `<span class="bm-dcount"${p.dragons ? ` data-n="${Math.min(p.dragons, 3)}"` : ""}>${esc(t("board.blue_moon.dragon_count", { n: p.dragons }, "{n, plural, one {# dragon} other {# dragons}}"))}</span></h3>`;
  const shield = `<i class="bm-shield" role="img" aria-label="${esc(t("board.blue_moon.shield", {}, "shield"))}"></i>`;
  h += `<div class="bm-power">${["fire", "earth"].map((e) => val(e, p.power[e], p.shield && p.shield[e] ? shield : "")).join(" ")}` +
    ` <span class="small">${esc(t("board.blue_moon.piles", { deck: p.deck_count, discard: p.discard_count, hand: p.hand_count }, "deck {deck} · discard {discard} · hand {hand}"))}</span></div>`;
  // an area: its label and its cards side by side in one element (the label placed by the CSS;
  // an empty area shows a dash from the CSS)
  const row = (lbl, inner) => `<div class="bm-area${inner ? "" : " none"}"><span class="bm-lbl">${esc(lbl)}</span>${inner}</div>`;
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
    fight += ` · ${e ? `${esc(t("board.blue_moon.fight_in", {}, "fight in"))} ${val(e, null)}` : esc(t("board.blue_moon.fight_open", {}, "a fight, element not chosen yet"))}`;
    if (e) fight += ` · ${s.players.map((p, i) => `${esc(seatName(ctx, i))} <b>${p.power[e]}</b>`).join(" : ")}`;
  }
  fight += "</div>";
  fight += dragonTrack(s, ctx, d, them, me);
  // what the pending decision asks: the view's decision in the game's own template (ctx.asked)
  if (pending && pending.seat === ctx.you && ctx.asked) fight += `<div class="bm-ask">${esc(ctx.asked)}</div>`;
  if (acts) fight += `<div class="bm-acts">${acts}</div>`;
  fight += "</div>";
  return `<div class="bm-board" style="${esc(inks(d))}">${seatArea(s.players[them], them, ctx, d, cat, fresh, false)}${fight}${seatArea(s.players[me], me, ctx, d, cat, fresh, true)}</div>`;
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
