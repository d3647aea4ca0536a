// Leaderboards and players' pages (issue 26, item 2): /leaderboard/<type> and /players/<name>
// read the ratings the server keeps (GET /v1/game-types/{type}/leaderboard, /v1/players/{name}).
// Every string goes through t() with keys ratings.*.

import { api } from "./api.js";
import { esc } from "./common.js";
import { t, loadWords } from "./i18n.js";

const $ = (sel) => document.querySelector(sel);
const PAGE = 50;

function showError(e) {
  const box = $("#error");
  box.hidden = false;
  box.textContent = e.status === 404 ? t("ratings.not_found", {}, "Nothing rated here yet.") : String(e.message || e);
}

function provisional(p) {
  return p.provisional ? ` <span class="small" title="${esc(t("ratings.provisional_hint", {}, "fewer rated games than needed for a settled rating"))}">${esc(t("ratings.provisional", {}, "provisional"))}</span>` : "";
}

// a game type's name as the box prints it (game.<type> in the catalogue), never its id
const gameName = (type) => t(`game.${type}`, {}, type);

export async function leaderboardPage(type, offset = 0) {
  document.title = t("ratings.leaderboard_title", { type: gameName(type) }, "Leaderboard: {type}");
  $("#heading").textContent = t("ratings.leaderboard_heading", { type: gameName(type) }, "Leaderboard: {type}");
  let page;
  try { page = await api.leaderboard(type, offset, PAGE); } catch (e) { showError(e); return; }
  $("#note").textContent = t("ratings.leaderboard_note", { n: page.provisional_below },
    "Ratings are OpenSkill estimates (mu - 3 sigma) from rated games; a player with fewer than {n} rated games is provisional.");
  $("#head").innerHTML = [t("ratings.col_rank", {}, "#"), t("ratings.col_player", {}, "Player"),
    t("ratings.col_rating", {}, "Rating"), t("ratings.col_games", {}, "Games"), t("ratings.col_wins", {}, "Wins"),
    t("ratings.col_average_score", {}, "Average score")].map((h) => `<th>${esc(h)}</th>`).join("");
  $("#rows").innerHTML = page.players.map((p) => `<tr><td>${p.rank}</td>
    <td><a href="/players/${encodeURIComponent(p.name)}">${esc(p.name)}</a>${provisional(p)}</td>
    <td>${p.rating.toFixed(2)}</td><td>${p.games}</td><td>${p.wins}</td><td>${p.average_score ?? "–"}</td></tr>`).join("")
    || `<tr><td colspan="6">${esc(t("ratings.empty", {}, "No rated games of this type yet."))}</td></tr>`;
  $("#board").hidden = false;
  $("#pager").hidden = page.total <= PAGE;
  $("#prev").textContent = t("ratings.prev", {}, "Previous");
  $("#next").textContent = t("ratings.next", {}, "Next");
  $("#prev").disabled = offset === 0;
  $("#next").disabled = page.next_offset === null;
  $("#prev").onclick = () => leaderboardPage(type, Math.max(0, offset - PAGE));
  $("#next").onclick = () => leaderboardPage(type, page.next_offset);
}

export async function playerPage(name) {
  document.title = t("ratings.player_title", { name }, "{name}'s ratings");
  $("#heading").textContent = t("ratings.player_heading", { name }, "{name}");
  let p;
  try { p = await api.player(name); } catch (e) { showError(e); return; }
  $("#player").innerHTML = Object.entries(p.ratings).map(([type, r]) => `<section class="rating">
    <h2><a href="/leaderboard/${encodeURIComponent(type)}">${esc(gameName(type))}</a></h2>
    <p>${esc(t("ratings.summary", { rating: r.rating.toFixed(2), games: r.games, wins: r.wins, avg: r.average_score ?? "–" },
      "Rating {rating} after {games, plural, one {# rated game} other {# rated games}}: {wins} won, average score {avg}."))}${provisional(r)}</p>
    <ol class="history" reversed>${r.history.slice().reverse().map((h) => `<li><a href="/play/${encodeURIComponent(h.game)}">${esc(
      t("ratings.history_entry", { place: h.place, players: h.players, rating: h.rating.toFixed(2), delta: (h.delta >= 0 ? "+" : "") + h.delta.toFixed(2) },
        "place {place} of {players}: {rating} ({delta})"))}</a>${h.timeout ? ` <span class="small">${esc(t("ratings.timeout", {}, "lost on time, a bot finished"))}</span>` : ""}</li>`).join("")}</ol>
  </section>`).join("");
}

const parts = location.pathname.split("/").filter(Boolean).map(decodeURIComponent);
// the served catalogue first, so a Russian or Polish reader gets their language here too (issue 24)
loadWords().then(() => (parts[0] === "leaderboard" ? leaderboardPage(parts[1]) : playerPage(parts[1]))).finally(() => { document.body.dataset.state = "ready"; });
