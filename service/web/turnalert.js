// "Your turn" in the page (issue 26): the tab's title and icon show a waiting turn, and a
// browser notification says so when the player allowed them (the button asks once; the
// browser remembers the answer per site). Kept apart from play.js, which calls turnAlert()
// from its draw().

import { t } from "./i18n.js";
import { afterPaint } from "./common.js";

const MOON = "M20 6a12 12 0 1 0 9 20A10 10 0 1 1 20 6z";
let was = null;       // whether it was the player's turn at the last draw (null: first draw)
let link = null;

function showIcon(yours) {
  const dot = yours ? '<circle cx="25" cy="8" r="7" fill="#d33"/>' : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="${MOON}" fill="#f2c94c"/>${dot}</svg>`;
  if (!link) {
    link = document.querySelector("link[rel='icon']") || document.head.appendChild(document.createElement("link"));
    link.rel = "icon";
    link.type = "image/svg+xml";
  }
  link.dataset.turn = yours ? "yours" : "";
  // the picture once the board is on screen: a new icon is a round trip to the browser (~5 ms
  // of the first drawing under load, issue 23); the latest one wins
  const href = "data:image/svg+xml," + encodeURIComponent(svg);
  showIcon.want = href;
  afterPaint().then(() => { if (showIcon.want === href && link.href !== href) link.href = href; });
}

function canNotify() {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

// the "notify me" button: shown while the browser has not been asked (permission "default")
function offer() {
  const btn = document.querySelector("#notifybtn");
  if (!btn) return;
  btn.hidden = typeof Notification === "undefined" || Notification.permission !== "default";
  if (btn.dataset.wired) return;
  btn.dataset.wired = "1";
  btn.textContent = t("notify.enable", {}, "Notify me when it is my turn");
  btn.addEventListener("click", async () => {
    try { await Notification.requestPermission(); } catch (e) { /* an old browser: no prompt */ }
    btn.hidden = Notification.permission !== "default";
  });
}

// view: the game's view; game: its name. Only a turn that begins while the page is in the
// background (or not focused) is announced by a notification: the page itself shows the rest.
export function turnAlert(view, game) {
  const yours = view.status === "active" && view.you != null && (view.to_act || []).includes(view.you);
  document.title = yours
    ? t("notify.tab_your_turn", { game }, "● Your turn · {game} · Moonhall")
    : t("notify.tab", { game }, "{game} · Moonhall");
  showIcon(yours);
  // the button after the frame too: the notification permission is asked of the browser process
  if (view.you != null && view.status !== "finished") afterPaint().then(offer);
  if (yours && was === false && canNotify() && (document.hidden || !document.hasFocus())) {
    try {
      const n = new Notification(t("notify.title", { game }, "Your turn in {game}"),
                                 { body: t("notify.body", {}, "Moonhall: the other players have moved."), tag: `moonhall-${view.id}` });
      n.onclick = () => { window.focus(); n.close(); };
    } catch (e) { /* a browser that allows notifications only from a service worker */ }
  }
  was = yours;
}
