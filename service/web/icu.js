// A small ICU MessageFormat renderer (issue 24), the twin of service/icu.py: {arg},
// {arg, number}, {arg, plural, =N {..} one {..} few {..} many {..} other {..}} with # (a
// list counts its items; categories from the browser's CLDR data, Intl.PluralRules),
// {arg, select, a {..} other {..}}, and our two name formatters: {arg, name, KIND} and
// {arg, list, KIND}, which ask resolve(kind, value) for the words of an id.

const cache = new Map();

export function parse(text) {
  let ast = cache.get(text);
  if (!ast) { ast = parseAt(String(text), 0, false, false)[0]; cache.set(text, ast); }
  return ast;
}

function parseAt(s, i, nested, hashes) {
  const parts = [];
  let buf = "";
  while (i < s.length) {
    const c = s[i];
    if (c === "'") {
      if (s[i + 1] === "'") { buf += "'"; i += 2; continue; }
      if ("{}#".includes(s[i + 1] || "x")) { const j = s.indexOf("'", i + 1); buf += s.slice(i + 1, j); i = j + 1; continue; }
      buf += "'"; i += 1; continue;
    }
    if (c === "{") { if (buf) { parts.push(buf); buf = ""; } const [arg, j] = argument(s, i + 1, hashes); parts.push(arg); i = j; continue; }
    if (c === "}") { if (nested) break; throw new Error(`unmatched } in ${s}`); }
    if (c === "#" && hashes) { if (buf) { parts.push(buf); buf = ""; } parts.push({ hash: true }); i += 1; continue; }
    buf += c; i += 1;
  }
  if (buf) parts.push(buf);
  return [parts, i];
}

function argument(s, i, hashes) {
  let j = i;
  while (j < s.length && s[j] !== "," && s[j] !== "}") j++;
  const name = s.slice(i, j).trim();
  if (s[j] === "}") return [{ name }, j + 1];
  const k = s.indexOf(",", j + 1), e = s.indexOf("}", j + 1);
  if (k < 0 || e < k) return [{ name, type: s.slice(j + 1, e).trim() }, e + 1];
  const type = s.slice(j + 1, k).trim();
  if (type === "name" || type === "list") return [{ name, type, style: s.slice(k + 1, e).trim() }, e + 1];
  i = k + 1;
  const options = {};
  for (;;) {
    while (/\s/.test(s[i])) i++;
    if (s[i] === "}") break;
    let q = i;
    while (q < s.length && !/\s/.test(s[q]) && s[q] !== "{") q++;
    const key = s.slice(i, q);
    while (/\s/.test(s[q])) q++;
    const [sub, r] = parseAt(s, q + 1, true, hashes || type === "plural");
    options[key] = sub;
    i = r + 1;
  }
  return [{ name, type, options }, i + 1];
}

const rules = new Map();
function category(lang, n) {
  if (!rules.has(lang)) rules.set(lang, new Intl.PluralRules(lang));
  return rules.get(lang).select(Math.abs(n));
}

// one list formatter a language (making one loads the language's CLDR data: a board's first
// drawing formats lists in many of its parts' names)
const lists = new Map();
function listOf(lang, items) {
  if (!lists.has(lang)) lists.set(lang, new Intl.ListFormat(lang, { type: "conjunction" }));
  return lists.get(lang).format(items);
}

function nameOf(resolve, kind, v) {
  const got = resolve ? resolve(kind, v) : null;
  return got == null ? String(v) : got;
}

export function format(text, params = {}, lang = "en", resolve = null) {
  return renderParts(parse(text), params || {}, lang, resolve, null);
}

function renderParts(parts, params, lang, resolve, num) {
  let out = "";
  for (const p of parts) {
    if (typeof p === "string") { out += p; continue; }
    if (p.hash) { out += String(num); continue; }
    const v = params[p.name];
    if (!(p.name in params)) { out += `{${p.name}}`; continue; }   // the tests catch it; a player sees the gap
    if (!p.type || p.type === "number") out += v === null || v === undefined ? "" : String(v);
    else if (p.type === "name") out += nameOf(resolve, p.style, v);
    else if (p.type === "list") {
      const items = (v || []).map((x) => nameOf(resolve, p.style, x));
      out += items.length ? listOf(lang, items) : "";
    } else if (p.type === "plural") {
      const n = Array.isArray(v) ? v.length : v && typeof v === "object" ? Object.keys(v).length : Number(v);
      const opt = p.options[`=${n}`] || p.options[category(lang, n)] || p.options.other;
      out += renderParts(opt, params, lang, resolve, n);
    } else {
      const key = v === null || v === undefined ? "null" : String(v);
      out += renderParts(p.options[key] || p.options.other, params, lang, resolve, num);
    }
  }
  return out;
}

// every argument a template reads (the names of the parameters it needs)
export function argumentsOf(text) {
  const out = new Set();
  const walk = (parts) => parts.forEach((p) => {
    if (typeof p !== "object" || p.hash) return;
    out.add(p.name);
    Object.values(p.options || {}).forEach(walk);
  });
  walk(parse(text));
  return [...out];
}
