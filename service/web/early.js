// The first requests' parts as modules (issue 23): first.js runs as play.html's async script
// (or here, on other pages or when this evaluation comes first) and leaves them on
// globalThis.moonhallFirst.
import "./first.js";

const first = globalThis.moonhallFirst;
export const boardModule = first.boardModule;  // [module URL, export name] of a game type's board
export const pickLang = first.pickLang;        // the page's language (remembered, else the browser's)
export const early = first.early;              // the first answers asked for ({gid, token, lang, view, ...}), or null
