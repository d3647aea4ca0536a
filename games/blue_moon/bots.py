"""Bot level "greedy": one-ply heuristics that read only the observation (the seat's view)
and the legal moves; it never sees hidden information."""
from __future__ import annotations

from games.blue_moon.cards import INFO


def _best(card: str, element: str | None) -> int:
    i = INFO[card]
    return i.value(element) if element else max(i.fire, i.earth)


def greedy_move(obs: dict, moves: list[dict], rng) -> dict:
    seat = obs["seat"]
    me = obs["players"][seat]
    opp = obs["players"][1 - seat]
    fight = obs["fight"]
    el = fight["element"] if fight else None
    types = {m["type"] for m in moves}

    if "choose" in types:
        kind = obs["pending"][-1]["kind"] if obs["pending"] else None
        choices = [m["choice"] for m in moves]
        pick = None
        if kind == "decline_discard":
            cards = [c for c in choices if isinstance(c, str)]
            if None in choices or not cards:          # one discard is enough
                pick = None
            else:
                pick = min(cards, key=lambda c: (INFO[c].type == "character", _best(c, el), c))
        elif kind in ("return_own_card_to_hand", "discard_any_from_hand", "put_on_bottom") and None in choices:
            pick = None                               # keep the cards (Oomola, Oosa: optional)
        elif kind == "discard_own_hand_cards":
            sets = [c for c in choices if isinstance(c, list)]
            pick = min(sets, key=lambda s: (sum(_best(x, el) for x in s), s)) if sets else None
        elif kind in ("discard_from_hand_to_attract_dragon", "meet_obligation", "each_discard_to_attract"):
            sets = [c for c in choices if isinstance(c, list)]
            pick = min(sets, key=lambda s: (sum(INFO[x].fire + INFO[x].earth for x in s), s)) if sets else None
        elif kind == "discard_opponent_active" and (INFO[obs["pending"][-1]["source"]].spec or {}).get("count") == "all" \
                and any(isinstance(c, str) for c in choices):          # Drown Resistance: the card that stays
            pick = min((c for c in choices if isinstance(c, str)), key=lambda c: (_best(c, el), c))
        elif any(c is True for c in choices):
            pick = True
        else:
            cards = [c for c in choices if isinstance(c, str)]
            if cards:
                pick = max(cards, key=lambda c: (_best(c, el), c))
            elif any(isinstance(c, int) and not isinstance(c, bool) for c in choices):
                pick = max(c for c in choices if isinstance(c, int) and not isinstance(c, bool))
            else:
                return rng.choice(moves)
        return {"type": "choose", "choice": pick}

    # Buka: land a loaded ship at the start of the turn (its cargo joins the
    # fight), keep loading ships with cards that would not win a fight on their own, and
    # bluff now and then instead of passing
    lands = [m for m in moves if m["type"] == "land"]
    if lands:
        loaded = [m for m in lands if len(me["cargo"].get(m["ship"], ())) >= 1]
        if loaded:
            return max(loaded, key=lambda m: (len(me["cargo"].get(m["ship"], ())), m["ship"]))
    loads = [m for m in moves if m["type"] == "load"]
    if loads and rng.random() < 0.5:
        return min(loads, key=lambda m: (_best(m["card"], el), m["card"], m["ship"]))
    bluffs = [m for m in moves if m["type"] == "bluff"]
    if bluffs and "pass" in types and rng.random() < 0.15:
        return min(bluffs, key=lambda m: (_best(m["card"], el), m["card"]))

    duty = [m for m in moves if m["type"] == "discard"]
    if duty and (obs["phase"] == "booster" or ("retreat" in types and "continue" not in types)):
        # meet the opponent's Irresistible Sirens with the weakest card
        return min(duty, key=lambda m: (sum(_best(c, el) for c in m["cards"]), m["cards"]))
    if "retrieve" in types:
        for m in moves:
            if m["type"] == "retrieve" and INFO[m["card"]].type != "support":
                return m
        return {"type": "pass"}
    if "announce" in types:
        return max((m for m in moves if m["type"] == "announce"),
                   key=lambda m: (me["power"][m["element"]], m["element"]))
    for t in ("continue", "start_fight"):
        if t in types:
            return {"type": t}
    plays = [m for m in moves if m["type"] == "play"]
    if not plays:
        return moves[0] if len(moves) == 1 else (
            {"type": "decline"} if "decline" in types else
            next((m for m in moves if m["type"] == "pass"), rng.choice(moves)))
    kinds = {INFO[m["card"]].type for m in plays}
    if "leadership" in kinds:
        useful = [m for m in plays if INFO[m["card"]].type == "leadership"
                  and (INFO[m["card"]].spec or {}).get("action") != "return_own_card_to_hand"]
        if useful and fight is not None:
            return useful[0]
        return {"type": "pass"}
    if "character" in kinds:
        chars = [m for m in plays if INFO[m["card"]].type == "character"]
        if el is None:
            return max(chars, key=lambda m: (_best(m["card"], None), m["card"]))
        base = sum(INFO[c].value(el) for c in me["support"])
        need = opp["power"][el] - base
        enough = [m for m in chars if _best(m["card"], el) >= need]
        if enough:
            return min(enough, key=lambda m: (_best(m["card"], el), m["card"]))
        return max(chars, key=lambda m: (_best(m["card"], el), m["card"]))
    ships = [m for m in plays if INFO[m["card"]].type == "ship"]
    if ships and not me["ships"]:
        return ships[0]                               # Buka: a ship to load
    supports = [m for m in plays if INFO[m["card"]].type == "support"]
    if supports:
        return max(supports, key=lambda m: (_best(m["card"], el), m["card"]))
    if "pass" in types:
        return {"type": "pass"}
    return max(plays, key=lambda m: (_best(m["card"], el), m["card"]))
