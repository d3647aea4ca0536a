// The five boards, drawn from a seat's view (GET /v1/games/{id}) plus the catalogue when the
// server offers it; one module a game. Clickable parts carry data-m: a partial move that
// play.js matches against the legal-move list (a part that matches no legal move is never offered).
// A part the board's CSS draws only under a condition has the class hideable: play.js offers it
// only while it is drawn. Parts that belong to a choice only (Blue Moon City's power targets,
// while their card is chosen) are better not drawn at all until then: the patch hook below.

import { esc } from "../common.js";
import { boardModule } from "../early.js";

// one module a game, loaded when the page knows its game (issue 23: a page loads only its own
// board, so the richer boards do not slow the first drawing of the others); the list is
// early.js's, which asks for the module as soon as the first view names the game
export const BOARDS = {};

export async function loadBoard(type) {
  const m = boardModule(type);
  if (!m || BOARDS[type]) return;
  BOARDS[type] = (await import(m[0]))[m[1]];
}

// a board module's optional hooks for the shared interaction (issue 23, item 1), set as
// properties of its drawing function: spends(move, view, ctx) -> the confirm's question or
// null; choiceHtml(move, view, ctx) -> how a move reads in the choice at the click (HTML);
// moveWords(move, view, ctx) -> a move in a player's words (text), for the list and the choice
// patch(board, sel, view) -> nothing: called at every choice (S.sel changed, the board redrawn),
// before the parts are marked; it may add or remove parts that exist only under a choice
export function boardHook(type, name) {
  const f = BOARDS[type];
  return f && typeof f[name] === "function" ? f[name] : null;
}

export function renderBoard(view, ctx) {
  const f = BOARDS[view.type];
  if (!f) return `<pre>${esc(JSON.stringify(view.state, null, 1))}</pre>`;
  try { return f(view, ctx); } catch (e) {
    console.warn("board drawing failed", e);
    return `<pre class="raw">${esc(JSON.stringify(view.state, null, 1))}</pre>`;
  }
}
