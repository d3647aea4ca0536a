"""Ratings per game type: a projection of finished rated games' event logs (issue 26, item 1).

The model is OpenSkill's Weng-Lin Plackett-Luce (the ``openskill`` package, MIT): one
rating (mu, sigma) per player and game type, updated from a game's finishing positions,
for 2-4 seats (ties share a place). The built-in bot levels are anchors: their ratings
per game type were fitted once from bot-against-bot games (``python -m bench.fit_anchors``,
numbers in ``projections/rating_anchors.json``) and are held fixed, so a game against
bots moves the humans' ratings and never the bots'.

What a game counts as comes from its log alone (``outcome``): the table's ``rated`` flag
(the created record), the seats' accounts (created/joined records), the result as every
view shows it (a resignation or a loss on time ranks the seat last: projections/seat.py
``forfeit_result``), and the seats a bot finished after a timeout (``taken_over``): such a
game is rated for those seats only, as a loss, and not for the others (BGA voids a game a
"zombie" finished for the others). A solo game (Nova Luna, one seat) is never rated: there
is no opponent to rank against, and a par would need a fitted score distribution per
option set (a 1-seat ``rated`` table is refused at creation).

The order of games is their end (the ``at`` stamp of the last record, then the game id),
so folding every finished rated game in that order (``compute``) gives the numbers the
live update kept (workers/ratings.py keeps them in that order too; a test rebuilds).
A game's update depends on its players' places only, never on which seat they sat in:
entries are sorted by (place, player) before the model sees them.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from openskill.models import PlackettLuce

#: a player with fewer rated games of a type than this shows as provisional (issue 26, item 2)
PROVISIONAL_BELOW = 5
#: history entries kept per player and game type (the oldest go first)
HISTORY_MAX = 200
ANCHORS_PATH = Path(__file__).with_name("rating_anchors.json")

MODEL = PlackettLuce()  # mu 25, sigma 25/3, beta 25/6, tau 25/300 (OpenSkill's defaults)


def display(mu: float, sigma: float) -> float:
    """The number shown and ranked by: the conservative estimate mu - 3 sigma (OpenSkill's
    ordinal; 0 for a new player)."""
    return round(mu - 3 * sigma, 2)


@lru_cache(maxsize=1)
def anchors() -> dict:
    """{type: {level: {"mu", "sigma"}}} from the fitted data file (held fixed)."""
    try:
        return json.loads(ANCHORS_PATH.read_text())["anchors"]
    except FileNotFoundError:  # pragma: no cover - the file ships with the package
        return {}


def anchor(type_id: str, level: str) -> tuple[float, float]:
    """A bot level's fixed rating for a game type (a level the fit did not cover counts
    as a new player would: OpenSkill's default, never updated)."""
    a = anchors().get(type_id, {}).get(level)
    return (a["mu"], a["sigma"]) if a else (MODEL.mu, MODEL.sigma)


def bot_key(level: str) -> str:
    return f"bot:{level}"


def rate(entries: list[dict]) -> dict[str, tuple[float, float]]:
    """One game's update. ``entries``: [{"key", "place", "mu", "sigma"}] (a key once);
    returns {key: (mu, sigma)} after the game for every entry. Sorted by (place, key)
    before rating, so seat order never matters (issue 26: a property test checks it)."""
    es = sorted(entries, key=lambda e: (e["place"], e["key"]))
    teams = [[MODEL.create_rating([e["mu"], e["sigma"]], name=e["key"])] for e in es]
    out = MODEL.rate(teams, ranks=[e["place"] for e in es])
    return {e["key"]: (t[0].mu, t[0].sigma) for e, t in zip(es, out)}


def new_player() -> dict:
    return {"mu": MODEL.mu, "sigma": MODEL.sigma, "games": 0, "wins": 0, "score_sum": 0, "scored": 0,
            "history": []}


def player_view(name: str, p: dict) -> dict:
    """A player's public record for one game type (leaderboard row, player page)."""
    return {"name": name, "rating": display(p["mu"], p["sigma"]), "mu": round(p["mu"], 4),
            "sigma": round(p["sigma"], 4), "games": p["games"], "wins": p["wins"],
            "average_score": round(p["score_sum"] / p["scored"], 2) if p["scored"] else None,
            "provisional": p["games"] < PROVISIONAL_BELOW}


def apply(players: dict, out: dict) -> dict:
    """Fold one game's ``outcome`` onto ``players`` ({name: record}, changed in place and
    returned). An outcome that is skipped (``skip``) changes nothing."""
    if out.get("skip"):
        return players
    type_id = out["type"]
    entries, humans = [], {}
    for s in out["seats"]:
        if s.get("account"):
            p = players.get(s["account"]) or new_player()
            humans[s["account"]] = (p, s)
            entries.append({"key": s["account"], "place": s["place"], "mu": p["mu"], "sigma": p["sigma"]})
        else:
            mu, sigma = anchor(type_id, s["bot"])
            key = bot_key(s["bot"])
            same = [e for e in entries if e["key"] == key]
            if same:  # two seats of one level: one anchor, at the better place (seat order never matters)
                same[0]["place"] = min(same[0]["place"], s["place"])
                continue
            entries.append({"key": key, "place": s["place"], "mu": mu, "sigma": sigma})
    if not humans or len(entries) < 2:  # nobody to rate, or nobody to rank against
        return players
    after = rate(entries)
    for name, (p, s) in humans.items():
        if not s.get("counts", True):  # a game a bot finished for another seat: not rated for this one
            continue
        mu, sigma = after[name]
        before = display(p["mu"], p["sigma"])
        p.update(mu=mu, sigma=sigma, games=p["games"] + 1, wins=p["wins"] + (1 if s["place"] == 1 else 0))
        if isinstance(s.get("score"), (int, float)) and not isinstance(s.get("score"), bool):
            p["score_sum"] += s["score"]
            p["scored"] += 1
        p["history"].append({"game": out["game"], "at": out["ended_at"], "place": s["place"],
                             "players": len(out["seats"]), "rating": display(mu, sigma),
                             "delta": round(display(mu, sigma) - before, 2),
                             **({"timeout": True} if s.get("timeout") else {})})
        del p["history"][:-HISTORY_MAX]
        players[name] = p
    return players


def order_key(out: dict) -> tuple:
    return (out["ended_at"], out["game"])


def compute(outcomes: list[dict]) -> dict:
    """Every player's record from these outcomes, folded in the order the games ended."""
    players: dict = {}
    for out in sorted(outcomes, key=order_key):
        apply(players, out)
    return players


# ---------------------------------------------------------------------- from the log
def outcome(service, gid: str) -> dict | None:
    """What a finished game counts as, read from its event log (the table folded from its
    records and the result every view shows); None when the game is not a rated one or not
    finished. ``skip`` names why a rated game changes no rating."""
    lg = service.load(gid)
    table = lg.table
    if table is None or not table.get("rated") or not service.finished(lg):
        return None
    last = service.store.read(gid, after=lg.version - 1, upto=lg.version)
    ended_at = (last[-1].at if last and last[-1].at is not None else int(float(lg.meta["created"]) * 1000))
    out = {"game": gid, "type": lg.game.id, "ended_at": ended_at, "seats": [], "skip": None}
    if lg.meta.get("pool"):  # a bot ladder game (issue 28): rated in its own pool, apart from people
        out["pool"] = lg.meta["pool"]
    result = service.view(lg, None).get("result") or {}
    if result.get("reason") == "aborted":
        out["skip"] = "aborted"
        return out
    ranking = result.get("ranking") or []
    places = {r["seat"]: r["place"] for r in ranking if isinstance(r, dict) and isinstance(r.get("place"), int)}
    scores = result.get("scores") if isinstance(result.get("scores"), list) else None
    taken = list(table.get("taken_over") or [])  # seats a bot finished after their timeout, in order
    n = table["players"]
    if n < 2:
        out["skip"] = "solo"
        return out
    if len(places) != n:
        out["skip"] = "no_ranking"
        return out
    if taken:  # the timed-out seats rank last (the first to time out last of all), the rest keep their order
        kept = [s for s in range(n) if s not in taken]
        for s in kept:
            places[s] = 1 + sum(1 for k in kept if places[k] < places[s])
        for i, s in enumerate(reversed(taken)):
            places[s] = len(kept) + 1 + i
    seen = set()
    for s, seat in enumerate(table["seats"]):
        acc = seat.get("account")
        original_bot = seat.get("bot") if seat.get("bot") and s not in taken and not seat.get("out") else None
        entry = {"seat": s, "place": places[s]}
        if scores is not None and s < len(scores):
            entry["score"] = scores[s]
        if acc:
            if acc in seen:
                out["skip"] = "same_account"
            seen.add(acc)
            entry["account"] = acc
            if taken:
                entry["counts"] = s in taken
                entry["timeout"] = s in taken
        elif original_bot is not None:
            entry["bot"] = original_bot
        else:
            out["skip"] = "seat_without_account"
        out["seats"].append(entry)
    return out
