"""An account's read models, folded from its stream (events/accounts.py; issue 25).

``fold`` gives the profile (name, created, password hash, personal tokens, passkeys and
the seats it holds, by game); ``profile``/``token_list`` are what the account itself may
read of it (never a hash). ``my_games`` orders "my tables": the account's seats (the
``seat`` records, kept in the account's ``games`` hash by the append script) joined with
each game's lobby summary, which the game's own append script writes on every move - so
the move path does no work for this list at all: a game's account seats are written
once, when the seat is taken (created, joined or adopted), and the turn is read from the
summary the move wrote anyway. ``games_hash`` rebuilds that hash from the stream.
"""
from __future__ import annotations

from events import codec

#: the order of my tables: my turn, then games waiting for someone else (or for players),
#: then finished ones
ORDER = {"your_turn": 0, "waiting": 1, "finished": 2}


def fold(records: list[dict]) -> dict | None:
    """The account as of its records; None for an empty stream (no such account)."""
    if not records:
        return None
    acc: dict = {"version": 0, "tokens": {}, "passkeys": {}, "seats": {}}
    for r in records:
        acc["version"] += 1
        k = r["k"]
        if k == "created":
            acc.update(name=r["name"], canon=r["name"].lower(), created=r["at"])
        elif k == "password":
            acc["password"] = r["hash"]
        elif k == "token_created":
            acc["tokens"][r["id"]] = {"id": r["id"], "scopes": r["scopes"], "label": r.get("label"),
                                      "created": r["at"], "hash": r["hash"], "revoked": None}
        elif k == "token_revoked":
            if r["id"] in acc["tokens"]:
                acc["tokens"][r["id"]]["revoked"] = r["at"]
        elif k == "passkey_added":
            acc["passkeys"][r["id"]] = {"id": r["id"], "public_key": r["public_key"], "sign_count": r.get("sign_count", 0),
                                        "label": r.get("label"), "created": r["at"]}
        elif k == "passkey_used":  # the authenticator's signature counter, as last seen
            if r["id"] in acc["passkeys"]:
                acc["passkeys"][r["id"]]["sign_count"] = r["sign_count"]
        elif k == "seat":
            seats = acc["seats"].setdefault(r["game"], [])
            if r["seat"] not in seats:
                seats.append(r["seat"])
    return acc


def games_hash(records: list[dict]) -> dict[str, str]:
    """The account's ``games`` hash (game id -> JSON list of seats), rebuilt from its records."""
    acc = fold(records)
    return {} if acc is None else {g: codec.dumps(sorted(s)) for g, s in acc["seats"].items()}


def profile(acc: dict) -> dict:
    """What ``GET /v1/me`` shows the account itself."""
    return {"name": acc["name"], "created": acc["created"],
            "tokens": sum(1 for t in acc["tokens"].values() if t["revoked"] is None),
            "passkeys": len(acc["passkeys"]), "games": len(acc["seats"])}


def token_list(acc: dict, used: dict[str, int]) -> list[dict]:
    """The live tokens, newest first, each with its last use (never the token or its hash)."""
    out = [{"id": t["id"], "scopes": t["scopes"], "label": t["label"], "created": t["created"],
            "last_used": used.get(t["id"])}
           for t in acc["tokens"].values() if t["revoked"] is None]
    return sorted(out, key=lambda t: -t["created"])


def table_entry(gid: str, seats: list[int], summary: dict) -> dict:
    """One game of "my tables" from its lobby summary (events/store.py ``sum``)."""
    to_act = summary.get("to_act") or []
    status = summary.get("status")
    seat_info = summary.get("seats") or []
    mine = [s for s in seats if s < len(seat_info)]
    your_turn = status == "active" and any(s in to_act and not (seat_info[s].get("bot")) for s in mine)
    return {"id": gid, "type": summary.get("type"), "name": summary.get("name"), "status": status,
            "your_turn": your_turn, "seats": mine, "version": summary.get("version"),
            "to_act": to_act, "players": [{"seat": s.get("seat", i), "name": s.get("name"),
                                           **({"account": s["account"]} if s.get("account") else {})}
                                          for i, s in enumerate(seat_info)],
            "winners": summary.get("winners"), "created": summary.get("created")}


def group(entry: dict) -> int:
    if entry["your_turn"]:
        return ORDER["your_turn"]
    return ORDER["finished"] if entry["status"] == "finished" else ORDER["waiting"]


def my_games(entries: list[dict]) -> list[dict]:
    """Your turn first, then waiting, then finished; newest first within each."""
    return sorted(entries, key=lambda e: (group(e), -(e.get("created") or 0)))
