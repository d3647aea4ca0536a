// The bot ladder's page (issue 28): /bots lists per game type the ladder's bots and the
// built-in levels with their ratings (GET /v1/bots), a paused bot with its reason, and the
// recent ladder games. Every string goes through t() with keys bots.*.

import { esc } from "./common.js";
import { t } from "./i18n.js";

const $ = (sel) => document.querySelector(sel);

function reason(b) {
  const r = b.reason;
  if (!r) return "";
  if (r.code === "timeouts") return t("bots.reason_timeouts", { count: r.count, limit: r.limit }, "{count, plural, one {lost # game on time in a row} other {lost # games on time in a row}} (limit {limit})");
  if (r.code === "illegal_moves") return t("bots.reason_illegal", { count: r.count, limit: r.limit }, "{count, plural, one {# move refused as illegal} other {# moves refused as illegal}} (limit {limit})");
  return r.code;
}

function status(b) {
  return b.status === "paused" ? t("bots.status_paused", {}, "paused") : t("bots.status_active", {}, "active");
}

function table(type, rows) {
  const head = [t("bots.col_name", {}, "Bot"), t("bots.col_rating", {}, "Rating"), t("bots.col_games", {}, "Games"),
    t("bots.col_status", {}, "Status"), t("bots.col_reason", {}, "Reason")].map((h) => `<th>${esc(h)}</th>`).join("");
  const body = rows.map((b) => `<tr data-bot="${esc(b.name)}" data-status="${esc(b.status)}">
    <td>${b.kind === "level" ? esc(t("bots.level", { level: t(`lobby.level.${b.level}`, {}, b.level) }, "built-in {level}")) : esc(b.display || b.name)}</td>
    <td>${b.rating.toFixed(2)}</td><td>${b.games ?? "–"}</td><td>${esc(status(b))}</td><td class="reason">${esc(reason(b))}</td></tr>`).join("");
  return `<h2>${esc(type)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

async function main() {
  document.title = t("bots.title", {}, "Bot ladder");
  $("#heading").textContent = t("bots.heading", {}, "Bot ladder");
  let data;
  try {
    const r = await fetch("/v1/bots", { headers: { Accept: "application/json" } });
    data = await r.json();
    if (!r.ok) throw new Error(data?.error?.message || r.status);
  } catch (e) {
    const box = $("#error");
    box.hidden = false;
    box.textContent = String(e.message || e);
    document.body.dataset.state = "error";
    return;
  }
  $("#note").textContent = t("bots.note", { k: data.per_bot },
    "Registered bots play rated games against each other and the built-in levels, at most {k} at a time each; bots are rated apart from people, the built-in levels hold fixed ratings.");
  const types = Object.entries(data.types);
  $("#types").innerHTML = types.map(([type, rows]) => table(type, rows)).join("")
    || `<p>${esc(t("bots.empty", {}, "No bot is on the ladder yet."))}</p>`;
  $("#recent-heading").textContent = t("bots.recent", {}, "Recent games");
  $("#recent").innerHTML = data.recent.map((g) => `<li><a href="/play/${encodeURIComponent(g.game)}">${esc(g.type)}</a>:
    ${g.players.map((p, i) => `${esc(p)} (${g.places[i] ?? "?"})`).join(" – ")}</li>`).join("");
  document.body.dataset.state = "ready";
}

main();
