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


# ----------------------------------------------------------------------------- smart greedy
# The plays that decide a fight (character, booster/support, Buka's load/bluff/land) are
# scored by playing them on a state: the real one in the search's rollouts (a sampled
# determinization), a sample of the seat's view for the greedy level (games/blue_moon/
# expert.py determinize: the opponent's hidden cards are re-dealt, so nothing hidden is
# read). The engine's own power analysis then values every card text the same way
# the rules do: Pillar's potions, Khind's multipliers, Buka's bluff cards and cargo.


def _strength(card: str) -> int:
    i = INFO[card]
    return max(i.fire, i.earth)


def _margin(st, seat, el) -> int:
    """Power over the opponent's in the contested element (the starter picks it later: his
    best element); a shield makes any power a legal announcement (R-7.1)."""
    from games.blue_moon.power import analyse
    an = analyse(st)
    if el is None:
        return max(an.power(seat, "fire"), an.power(seat, "earth"))
    m = an.power(seat, el) - an.power(1 - seat, el)
    return max(m, 0) if an.shield(seat, el) else m


def _move_cost(m) -> float:
    """What a play spends: the card's strength (a support stays for the whole fight, so it
    costs a little less; a FREE card costs no play allowance)."""
    t = m["type"]
    if t == "pass":
        return 0.0
    if t == "discard":
        return 0.5 + sum(_strength(c) for c in m["cards"])
    card = m.get("card")
    if card is None:
        return 1.0
    i = INFO[card]
    c = 1.0 + _strength(card)
    if i.type == "support":
        c -= 1.5
    if i.free:
        c -= 1.0
    if t == "bluff":
        c = 0.5 + _strength(card) / 2
    return c


def _hand_chars(P) -> list:
    return [c for c in P["hand"] if INFO[c].type == "character"]


def _landing(game, st, seat, moves):
    """R-13.8: land the ship whose cargo wins the fight (a character in it, enough power in
    the contested element with its boosters); with no fight yet, a cargo that starts one
    strongly. None: do not land."""
    P = st["p"][seat]
    fight = st["fight"]
    best = None
    for m in moves:
        if m["type"] != "land":
            continue
        cargo = P.get("cargo", {}).get(m["ship"], ())
        chars = [c for c in cargo if INFO[c].type == "character"]
        if not chars:
            continue                   # after landing, no character could come from the hand
        if fight is None or fight["element"] is None:
            power = max(max(INFO[c].value(e) for c in chars)
                        + sum(INFO[c].value(e) for c in cargo if INFO[c].type != "character")
                        for e in ("fire", "earth"))
            ok = power >= 6 or len(cargo) >= 2
        else:
            el = fight["element"]
            from games.blue_moon.power import analyse
            opp = analyse(st).power(1 - seat, el)
            power = max(INFO[c].value(el) for c in chars) + sum(
                INFO[c].value(el) for c in cargo if INFO[c].type != "character")
            ok = power >= opp
        if ok and (best is None or power > best[0]):
            best = (power, m)
    return best[1] if best else None


def _plays(game, st, seat, moves, rng):
    """Character and booster/support phase of a fight: the cheapest play that makes the
    announcement legal, else the strongest; a surplus turn loads a Buka ship."""
    fight = st["fight"]
    el = fight["element"]
    P = st["p"][seat]
    cands = [m for m in moves if m["type"] in ("play", "pass", "bluff", "load", "discard")]
    if not cands:
        return None
    if el is not None:
        # a bluff card whose icon is not the contested element loses when called
        cands = [m for m in cands if m["type"] != "bluff" or INFO[m["card"]].bluff == el]
    scored = []
    for m in cands:
        if m["type"] == "load":
            continue
        try:
            st2 = game._sim(st, seat, m)
        except Exception:                     # noqa: BLE001 - a sample the text cannot resolve
            continue
        scored.append((_margin(st2, seat, el), m))
    if not scored:
        return None
    ph = st["phase"]
    now = _margin(st, seat, el)
    passing = next((mg for mg, m in scored if m["type"] == "pass"), None)
    if ph == "booster" and passing is not None and passing >= 0:
        # the fight is won as it stands: build the Buka cargo (a strong character, a
        # booster), play a FREE card, keep the rest
        loads = [m for m in cands if m["type"] == "load"]
        if loads:
            chars = _hand_chars(P)
            pref = [m for m in loads if INFO[m["card"]].type == "character" and len(chars) >= 2] or \
                   [m for m in loads if INFO[m["card"]].type == "booster"]
            if pref:
                return max(pref, key=lambda m: (_strength(m["card"]), len(P["cargo"].get(m["ship"], ())),
                                                m["card"], m["ship"]))
        free = [m for mg, m in scored if m["type"] == "play" and INFO[m["card"]].free and mg >= passing]
        if free:
            return min(free, key=lambda m: (_move_cost(m), m["card"]))
        sup = [m for mg, m in scored if m["type"] == "play" and INFO[m["card"]].type == "support"
               and mg >= passing and len(P["hand"]) > 3]
        if sup:
            return max(sup, key=lambda m: (_strength(m["card"]), m["card"]))
        return {"type": "pass"}
    win = [(mg, m) for mg, m in scored if mg >= 0]
    if el is None:
        # the starter's first turn: he names the element afterwards and the
        # opponent has to beat his power, so he plays his strongest
        win = []
    if win:
        return min(win, key=lambda t: (_move_cost(t[1]), -t[0], json_key(t[1])))[1]
    best = max(mg for mg, _ in scored)
    if ph == "booster" and best <= now and passing is not None:
        return {"type": "pass"}
    top = [m for mg, m in scored if mg == best]
    return min(top, key=lambda m: (_move_cost(m), json_key(m)))


def json_key(m) -> str:
    return "|".join(f"{k}={m[k]}" for k in sorted(m))


def smart_move(game, st, seat, moves, rng, obs=None):
    """Greedy on a (sampled) state: the fight's plays and Buka's landings scored with the
    engine, every other decision as ``greedy_move``."""
    if not st["pending"] and st["active"] == seat and not st["over"]:
        ph = st["phase"]
        if ph == "start" and any(m["type"] == "land" for m in moves):
            m = _landing(game, st, seat, moves)
            if m is not None:
                return m
            moves = [m for m in moves if m["type"] != "land"] or moves
        elif ph in ("character", "booster") and st["fight"] is not None and len(moves) > 1:
            m = _plays(game, st, seat, moves, rng)
            if m is not None and any(x == m for x in moves):
                return m
    if st["pending"] and st["pending"][-1]["kind"] == "call_bluff":
        # a called bluff of matching cards gives the bluffer a dragon; call now and then
        pick = rng.random() < 0.35
        return next((m for m in moves if m.get("choice") is pick), moves[0])
    return greedy_move(obs if obs is not None else game.bot_obs(st, seat), moves, rng)
