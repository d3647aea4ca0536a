// The page's words (issue 24). Every string the page shows goes through t(): a key, the
// parameters, and the English text used until the server's catalogue for the page's language
// is loaded. Boards (issue 23) and the rest of the page only ever call t(); how templates are
// written, chosen and pluralised lives here alone.

let catalogue = {};

// "{name}" placeholders filled from params; anything richer (plurals, selects) is this
// module's business, so callers never change when it grows.
export function fmt(template, params = {}) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

export function t(key, params = {}, english = key) {
  return fmt(key in catalogue ? catalogue[key] : english, params);
}

export function setCatalogue(c) { catalogue = c || {}; }
