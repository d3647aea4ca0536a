// The page's words (issue 24). Every string the page shows goes through t(): a key, the
// parameters, and the English text used when the served catalogue has no entry (the
// server reads these calls to build the catalogue, so a new t() call needs only its
// translations). Templates are ICU MessageFormat (icu.js); the language comes from the
// picker (remembered in localStorage), else the browser's, and the server's catalogue
// (GET /v1/texts?lang=) gives the page's strings in it.

import { format } from "./icu.js";
import { pickLang } from "./early.js";   // the remembered choice, else the browser's first language

const KEY = "moonhall:lang";
let catalogue = {};
let languages = { en: "English" };   // the server's (GET /v1/texts: languages)
let lang = pickLang();

export const getLang = () => lang;

export function fmt(template, params = {}, resolve = null) {
  try { return format(template, params, lang, resolve); } catch (_) { return String(template); }
}

export function t(key, params = {}, english = key, resolve = null) {
  return fmt(key in catalogue ? catalogue[key] : english, params, resolve);
}

export function setCatalogue(c) { catalogue = c || {}; }

// the served catalogue for the chosen language, then every static string (data-t) of the page;
// pre: the answer early.js asked for ({ok, status, data}), used when asked in this language
export async function loadWords(pre = null) {
  try {
    const a = pre && pre.lang === lang ? await pre.texts : null;
    const r = a || await fetch(`/v1/texts?lang=${lang}`).then(async (x) => ({ ok: x.ok, data: x.ok ? await x.json() : null }));
    if (r.ok) {
      const got = r.data;
      setCatalogue(got.texts);
      lang = got.lang;
      languages = got.languages || languages;
    }
  } catch (_) { /* English defaults stay */ }
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll("[data-t]")) {
    if (!el.dataset.en) el.dataset.en = el.textContent.trim();
    el.textContent = t(el.dataset.t, {}, el.dataset.en);
  }
  for (const el of document.querySelectorAll("[data-t-title]")) el.title = t(el.dataset.tTitle, {}, el.title);
  for (const el of document.querySelectorAll("[data-t-placeholder]")) el.placeholder = t(el.dataset.tPlaceholder, {}, el.placeholder);
  for (const el of document.querySelectorAll("[data-t-aria-label]")) el.setAttribute("aria-label", t(el.dataset.tAriaLabel, {}, el.getAttribute("aria-label")));
  picker();
}

// the language picker (a <select id="lang"> in the page's header, added when missing)
function picker() {
  let sel = document.getElementById("lang");
  if (!sel) {
    sel = document.createElement("select");
    sel.id = "lang";
    sel.setAttribute("aria-label", "Language / Язык / Język");
    const host = document.querySelector("header") || document.body;
    host.appendChild(sel);
  }
  sel.innerHTML = Object.entries(languages)
    .map(([c, n]) => `<option value="${c}" ${c === lang ? "selected" : ""}>${n}</option>`).join("");
  sel.onchange = () => { localStorage.setItem(KEY, sel.value); location.reload(); };
}
