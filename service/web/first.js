// The game page's first requests (issue 23: no page slower to first draw than before the board
// work). This file is both a classic script and a module (no import, no export): play.html loads
// it as an async classic script, which runs as soon as it has loaded, so the view, the page's
// words, the seat's moves, the game type's catalogue and its board module go out before the
// modules run (they wait until every one of them has loaded and compiled: bench/bench_web.py
// --root); it runs outside the parser, so the page's first paint does not wait for it. Its
// text comes again in the page's bundle (service/webbundle.py), where it finds its work done;
// early.js imports it (on other pages, or when the bundle is evaluated first, that evaluation
// is the one that runs) and hands its parts to the modules; play.js (api.js's settle) takes
// the answers.
// Each answer is {ok, status, data} (data: the parsed JSON, or null), never a rejection.
globalThis.moonhallFirst = globalThis.moonhallFirst || (() => {
  // one module a game (boards/index.js loads it through boardModule), so a page loads only its own board
  const BOARDS = {
    "azul-summer-pavilion": ["azul.js", "azul"],
    "nova-luna": ["nova_luna.js", "novaLuna"],
    "blue-moon-city": ["blue_moon_city.js", "bmc"],
    "blue-moon": ["blue_moon.js", "blueMoon"],
    "legends-of-blue-moon": ["blue_moon.js", "blueMoon"],
  };
  function boardModule(type) {
    const m = BOARDS[type];
    return m ? [new URL(`/static/boards/${m[0]}`, location.href).href, m[1]] : null;
  }

  // the page's language as i18n.js picks it (remembered, else the browser's first): the words
  // and the catalogue are asked for in it; i18n.js and play.js use them only when it matches
  function pickLang() {
    const saved = typeof localStorage !== "undefined" && localStorage.getItem("moonhall:lang");
    if (saved && /^[a-z]{2}$/.test(saved)) return saved;
    const nav = (typeof navigator !== "undefined" && (navigator.languages || [navigator.language])) || [];
    return nav.length ? String(nav[0]).slice(0, 2).toLowerCase() : "en";
  }

  const get = (path, token) => fetch(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
    .then(async (r) => ({ ok: r.ok, status: r.status, data: await r.json().catch(() => null) }))
    .catch(() => ({ ok: false, status: 0, data: null }));

  function start() {
    if (!location.pathname.startsWith("/play/")) return null;
    const gid = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
    // the seat token as play.js takes it (the URL fragment, else the one remembered for this game)
    const token = new URLSearchParams(location.hash.slice(1)).get("token") || localStorage.getItem(`moonhall:token:${gid}`);
    const lang = pickLang();
    const view = get(`/v1/games/${encodeURIComponent(gid)}`, token);
    const e = {
      gid, token, lang, view,
      texts: get(`/v1/texts?lang=${lang}`),
      // asked beside the view (a seat not to act gets an empty list; play.js checks the version)
      moves: token ? get(`/v1/games/${encodeURIComponent(gid)}/moves`, token) : null,
    };
    // the game's type as the server filled it into the page (else the view's, one round trip later)
    const hint = document.querySelector('meta[name="moonhall-game-type"]');
    e.type = hint && hint.content ? Promise.resolve(hint.content) : view.then((v) => (v.ok && v.data ? v.data.type : null));
    e.catalogue = e.type.then((type) => (type ? get(`/v1/game-types/${encodeURIComponent(type)}?lang=${lang}`) : null));
    e.board = e.type.then((type) => {
      const m = type && boardModule(type);
      return m ? import(m[0]).catch(() => null) : null;
    });
    return e;
  }

  return { boardModule, pickLang, early: start() };
})();
