"""Buka deck rules (R-13.8): ships, loading, landing, bluff cards and calling a bluff.

Pure helpers used by ``engine.py`` (which calls them at a few hooks). Everything here is
driven by card data (``type == "ship"``, ``INFO.capacity``, ``INFO.bluff``, the ship texts'
``kind``s) and never names a card id.

Zones (state.py): ``P["ships"]`` (ship area: active, not landed), ``P["landed"]`` (ships
landed this turn), ``P["cargo"]`` {ship: [cards loaded face up, public]}, ``P["bluff"]``
(face-down bluff cards in the support area; their identity is hidden from the opponent
until a call turns them face up).
"""
from __future__ import annotations

from games.blue_moon import effects as fx
from games.blue_moon.cards import INFO, POWER_TYPES

#: R-13.8 / section 18 q12 [KJ default]: loading one card and playing one bluff card each
#: count as one support play for every limit, allowance and prohibition of support plays
LOAD_AND_BLUFF_COUNT_AS_SUPPORT_PLAY = True
#: section 18 q18 default: cards loaded by a card text (Sea Devil, Sea Moon, Entreat Favor)
#: do not use up the turn's booster/support allowance ([KJ] counts them)
TEXT_LOADS_USE_ALLOWANCE = False
#: R-13.8 [DIFF] Legends default: a bluff card has 2 in the contested element, 0 in the other
BLUFF_VALUE = 2
#: section 18 q15 default: face-down bluff cards count in every count except the second-dragon
#: count of a retreat (R-16.3)
BLUFF_COUNTS_OUTSIDE_RETREAT = True
#: R-13.8 [KJ]: a player who lands a ship may not play (nor load, nor bluff: these count as
#: support plays from the hand) character/booster/support cards from his hand this turn
LANDING_FORBIDS_HAND_PLAYS = True


def ships(P) -> list:
    return P.get("ships", [])


def bluff(P) -> list:
    return P.get("bluff", [])


def landed_cargo(P) -> list[str]:
    """Cards on the ships landed this turn (playable as if in the hand)."""
    cargo = P.get("cargo", {})
    out = []
    for s in P.get("landed", ()):
        out.extend(cargo.get(s, ()))
    return out


def played_from_ship(run, cid) -> bool:
    """Was ``cid`` played this command from a ship landed this turn (its ``play`` event says
    ``from: ship``)? Coxswain Mora Marn's text works only then (R-13.8)."""
    for ev in reversed(run.events):
        if ev["type"] == "play" and ev["card"] == cid:
            return ev.get("from") == "ship"
    return False


def room(P, ship: str) -> int:
    return (INFO[ship].capacity or 0) - len(P.get("cargo", {}).get(ship, ()))


def hand_play_allowed(st, seat) -> bool:
    """R-13.8 landing: after landing, no character/booster/support from the hand this turn,
    except with a landed ship whose text allows it (Sea Falcon: any; Sea Moon: one card)."""
    t = st["turn"]
    landed = t.get("landed")
    if not landed or not LANDING_FORBIDS_HAND_PLAYS:
        return True
    one = 0
    for s in landed:
        spec = fx.spec_of(s) or {}
        if spec.get("kind") == "may_play_from_hand_when_landed":
            return True
        if (spec.get("also") or {}).get("kind") == "may_play_one_card_from_hand_when_landed":
            one += 1
    return t.get("hand_after_landing", 0) < one


def after_landing(st) -> bool:
    """Does a hand play now use a landing exception (recorded in the play event)?"""
    return bool(st["turn"].get("landed"))


def support_play_block(game, an, st, seat):
    """Why ``seat`` may not make a load/bluff play now (rule, message), or None (R-13.8 [KJ])."""
    t = st["turn"]
    if st["fight"] is None:
        return ("R-13.8", "loading and bluffing happen in the booster/support phase of a fight")
    if t["stop"]:
        return ("R-6.7", "a STOP card was played this turn: no further card")
    lim = fx.opponent_limit(an, seat, "max_cards_played_per_turn")
    if lim is not None and t["plays"] >= lim:
        return ("R-8.6", f"the opponent's effect allows only {lim} card(s) per turn")
    for src, spec in an.live_of(1 - seat, "forbid_opponent_play"):
        if "support" in spec.get("card_types", ()) and spec.get("filter") is None:
            return ("R-8.6", f"{INFO[src].name} forbids support plays")
    if not hand_play_allowed(st, seat):
        return ("R-13.8", "after landing a ship no card may be played from the hand this turn")
    if LOAD_AND_BLUFF_COUNT_AS_SUPPORT_PLAY and not game._allowance_ok(an, st, seat, "support"):
        if st["fight"]["first"]:
            return ("R-4.5", "no booster or support on the first turn of a fight")
        return ("R-6.1", "at most one booster or one support card per turn")
    return None


def opponent_ignores_support_values(an, seat) -> bool:
    """R-13.8: no bluff while the opponent ignores support card values (Flitterflutter)."""
    return "values" in fx.bluff_ignored_aspects(an, seat)


def start_moves(st, seat) -> list[dict]:
    P = st["p"][seat]
    moves = [{"type": "land", "ship": s} for s in ships(P)]
    moves += [{"type": "discard_bluff", "card": c} for c in sorted(set(bluff(P)))]
    return moves


def load_moves(game, an, st, seat) -> list[dict]:
    P = st["p"][seat]
    open_ships = [s for s in ships(P) if room(P, s) > 0]
    if not open_ships or support_play_block(game, an, st, seat) is not None:
        return []
    cards = [c for c in P["hand"] if INFO[c].type in POWER_TYPES]
    return [{"type": "load", "card": c, "ship": s} for s in open_ships for c in cards]


def bluff_moves(game, an, st, seat) -> list[dict]:
    P = st["p"][seat]
    cards = [c for c in P["hand"] if INFO[c].bluff is not None]
    if not cards or support_play_block(game, an, st, seat) is not None:
        return []
    if opponent_ignores_support_values(an, seat):
        return []
    return [{"type": "bluff", "card": c} for c in cards]


def explain(game, an, st, seat, move):
    """Raise the IllegalMove for a refused land/discard_bluff/load/bluff move."""
    from games.base import IllegalMove
    t = move["type"]
    P = st["p"][seat]
    ph = st["phase"]
    if t in ("land", "discard_bluff"):
        if ph != "start":
            raise IllegalMove("R-13.8", f"a {t!r} move is made in the start phase")
        if t == "land":
            raise IllegalMove("R-13.8", f"{move.get('ship')} is not one of your active, not landed ships")
        raise IllegalMove("R-13.8", f"{move.get('card')} is not one of your bluff cards")
    if ph != "booster":
        raise IllegalMove("R-13.8", f"a {t!r} move is made in the booster/support phase")
    cid = move.get("card")
    if cid not in P["hand"]:
        raise IllegalMove("R-1.5", f"{cid} is not in your hand")
    why = support_play_block(game, an, st, seat)
    if why:
        raise IllegalMove(*why)
    if t == "bluff":
        if INFO[cid].bluff is None:
            raise IllegalMove("R-13.8", f"{INFO[cid].name} has no bluff icon")
        if opponent_ignores_support_values(an, seat):
            raise IllegalMove("R-13.8", "no bluff while the opponent ignores support values")
    else:
        if INFO[cid].type not in POWER_TYPES:
            raise IllegalMove("R-13.8", "only character, booster or support cards are loaded")
        ship = move.get("ship")
        if ship not in ships(P):
            raise IllegalMove("R-13.8", f"{ship} is not one of your active, not landed ships")
        if room(P, ship) <= 0:
            raise IllegalMove("R-13.8", f"{INFO[ship].name} is full (capacity {INFO[ship].capacity})")
    raise IllegalMove("R-4.3.1", "after this play no legal power announcement is reachable")


def apply(run, seat, move) -> None:
    st = run.state
    t = move["type"]
    if t == "land":
        run.emit({"type": "land", "seat": seat, "ship": move["ship"]})
    elif t == "discard_bluff":
        run.discard(seat, [move["card"]], zone="bluff")                  # turned face up
    elif t == "load":
        ev = {"type": "load", "seat": seat, "card": move["card"], "ship": move["ship"]}
        if after_landing(st):
            ev["after_landing"] = True
        run.emit(ev)
    elif t == "bluff":
        ev = {"type": "bluff", "seat": seat, "card": move["card"]}
        if after_landing(st):
            ev["after_landing"] = True
        run.emit(ev)


def discard_landed(run, seat) -> None:
    """R-13.8: before the power announcement (and at the latest when the turn ends) every
    ship landed this turn is discarded with the cards left on it (public: loaded face up)."""
    P = run.state["p"][seat]
    for s in list(P.get("landed", ())):
        cards = list(P.get("cargo", {}).get(s, ())) + [s]
        run.discard(seat, cards, zone="ship")


# ----------------------------------------------------------------------------- calling a bluff

def can_call(an, st, active) -> bool:
    """R-13.8: the opponent may call if the active player has an active bluff card, unless
    the active player has a live "you may not call my bluff" text (Letter of Marque)."""
    if not bluff(st["p"][active]) or st["fight"] is None:
        return False
    return not an.live_of(active, "opponent_cannot_call_bluff")


def offer_call(run, active) -> None:
    if can_call(run.analysis(), run.state, active):
        run.ask({"kind": "call_bluff", "seat": 1 - active, "source": None, "player": active})


def _call_resolve(run, dec, choice):
    if not choice:
        return
    n0 = len(run.events)
    try:
        _call(run, dec)
    finally:
        for e in run.events[n0:]:       # the outcome reveals hidden cards: engine.reveals()
            e["bluff_call"] = True


def _call(run, dec):
    active = dec["player"]
    st = run.state
    cards = list(bluff(st["p"][active]))
    el = st["fight"]["element"]
    run.emit({"type": "reveal_bluff", "seat": active, "caller": dec["seat"], "cards": cards, "revealed": True})
    an = run.analysis()
    match = "icons" not in an.bluff_ign[active] and all(INFO[c].bluff == el for c in cards)
    if match:
        run.attract(active)
        if run.state["over"]:
            return
        run.discard(active, cards, zone="bluff")
    else:
        run.attract(dec["seat"])
        if run.state["over"]:
            return
        run.game._retreat(run, active)                                   # TC-16


fx.register_decision("call_bluff", lambda st, dec: [True, False], _call_resolve, rule="R-13.8")
