"""Buka deck (letter B, leader Council of Eight; spec R-13.8: ships, loading, landing, bluff
cards, calling a bluff; plus the Mimix rules FREE/PAIR and the Aqua rule PROTECTION).

The ship and bluff rules live in ``games/blue_moon/ships.py`` (driven by card data: ship
type, ``symbols.capacity``, ``symbols.bluff``). This module registers the card texts:

* characters from a landed ship count as FREE (R-13.8) and the B.P. ``may_play_as_free``
  play conditions (buka-13..17) — both through ``effects.AS_IF_FREE``;
* Boatswain Mena Marn (``limit_opponent`` ``max_active_characters``: engine ``_block``);
* Coxswain Mora Marn (``discard_opponent_combat_area``, only when played from a landed ship);
* Lookout Dolora Paal (``discard_opponent_active`` with ``card_types_choice``);
* Powdermaster Yina Ko (``raise_values_to`` ``all_own_bluff_cards``, power.py/effects.py);
* Letter of Marque (``opponent_cannot_call_bluff``, read by ``ships.can_call``);
* Entreat Favor (search the deck: play a ship or load a card), Sea Devil / Sea Moon (load
  from the hand when played), Sea Falcon / Sea Moon landing exceptions (``ships``).
"""
from __future__ import annotations

from games.blue_moon import effects as fx
from games.blue_moon import ships
from games.blue_moon.cards import INFO, POWER_TYPES, deck_card_ids

NAME = "buka"
LEADER, CARDS = deck_card_ids(NAME)
#: the promo ship Sea Moon (not in the prebuilt deck; for self-built decks)
EXTRA_CARDS = ["buka-31"]
PEOPLE = "Buka"

# ----------------------------------------------------------------------------- FREE


def _landed_buka_character(an, st, seat, cid) -> bool:
    """R-13.8: Buka characters played from a landed ship count as having the FREE icon."""
    info = INFO[cid]
    if info.type != "character" or info.people != PEOPLE:
        return False
    P = st["p"][seat]
    return bool(P.get("landed")) and cid in ships.landed_cargo(P)


def _count_condition(an, st, seat, cond) -> bool:
    """The B.P. conditions on the opponent's ("your") cards; face-down bluff cards count as
    active support cards bearing an icon (section 18 q15)."""
    opp = 1 - seat
    active = an.active[opp]
    nbluff = len(an.bluff[opp]) if ships.BLUFF_COUNTS_OUTSIDE_RETREAT else 0
    for key, n in cond.items():
        if key == "opponent_combat_support_cards_at_least":          # active or covered
            P = st["p"][opp]
            have = len(P["combat"]) + len(P["support"]) + nbluff
        elif key == "opponent_active_characters_at_least":
            have = sum(1 for c in active if INFO[c].type == "character")
        elif key == "opponent_active_boosters_at_least":
            have = sum(1 for c in active if INFO[c].type == "booster")
        elif key == "opponent_active_supports_at_least":
            have = sum(1 for c in active if INFO[c].type == "support") + nbluff
        elif key == "opponent_active_cards_with_icons_at_least":   # printed icons
            have = sum(1 for c in active if INFO[c].has_icon) + nbluff
        else:
            raise ValueError(f"unknown condition {key}")
        if have < n:
            return False
    return True


def _bp_as_free(an, st, seat, cid) -> bool:
    """buka-13..17: "I may play this card as if it had the FREE icon if ..." (text ignored
    while played: no FREE, section 18 q9)."""
    spec = fx.spec_of(cid)
    if not spec or spec.get("kind") != "may_play_as_free":
        return False
    if "text" in an.hypothetical_aspects(seat, cid):
        return False
    return _count_condition(an, st, seat, spec.get("condition") or {})


fx.AS_IF_FREE.append(_landed_buka_character)
fx.AS_IF_FREE.append(_bp_as_free)
# the text never stops a normal play: the condition only grants FREE (engine._limit_mode)
fx.PLAY_CONDITIONS["may_play_as_free"] = fx.PlayCondition(allowed=lambda an, st, seat, cid, spec: True,
                                                          rule="R-8.3")

# ----------------------------------------------------------------------------- static texts

fx.register_static("opponent_cannot_call_bluff", stage="rule")         # Letter of Marque
fx.register_static("may_play_from_hand_when_landed", stage="rule")     # Sea Falcon (ships.py)

# Coxswain Mora Marn: the ``discard_opponent_combat_area`` action of decks/terrah.py (Provoke
# Earthquake), whose ``only_if_played_from_landed_ship`` check is ships.played_from_ship.

# ----------------------------------------------------------------------------- Lookout Dolora Paal


def _type_groups(an, seat, spec):
    """Per ``card_types_choice`` group: the opponent's active, unprotected cards of those types
    plus, for support groups, his face-down bluff cards (support cards)."""
    out = []
    for types in spec["card_types_choice"]:
        cards = fx.opponent_active(an, seat, types) + fx.opponent_bluff(an, seat, types)
        out.append((types, cards))
    return out


@fx.action("discard_opponent_active_types_choice")
def _lookout(run, seat, cid, spec):
    if any(cards for _t, cards in _type_groups(run.analysis(), seat, spec)):
        run.ask({"kind": "discard_opponent_active_types", "seat": seat, "source": cid})


def _lookout_options(st, dec):
    """Index of the group to discard (0: all boosters, 1: all supports) or None."""
    from games.blue_moon.power import analyse
    spec = fx.spec_of(dec["source"])
    opts = [i for i, (_types, cards) in enumerate(_type_groups(analyse(st), dec["seat"], spec)) if cards]
    return opts + ([None] if spec.get("optional") else [])


def _lookout_resolve(run, dec, choice):
    if choice is None:
        return
    spec = fx.spec_of(dec["source"])
    _types, cards = _type_groups(run.analysis(), dec["seat"], spec)[choice]
    run.discard(1 - dec["seat"], cards)


fx.register_decision("discard_opponent_active_types", _lookout_options, _lookout_resolve, rule="R-8.13")

# ----------------------------------------------------------------------------- loading by a text


def _loadable_hand(st, seat) -> list[str]:
    return sorted(set(c for c in st["p"][seat]["hand"] if INFO[c].type in POWER_TYPES))


@fx.action("load_from_hand_onto_this_ship")
def _load_on_play(run, seat, cid, spec):
    """Sea Devil (up to 3), Sea Moon (1): load hand cards onto this ship when played; these
    loads do not use the booster/support allowance (section 18 q18, ships.TEXT_LOADS_USE_ALLOWANCE)."""
    P = run.state["p"][seat]
    if cid in ships.ships(P) and ships.room(P, cid) > 0 and _loadable_hand(run.state, seat):
        run.ask({"kind": "load_onto_ship", "seat": seat, "source": cid, "ship": cid,
                 "left": min(spec.get("count", 1), ships.room(P, cid))})


def _los_options(st, dec):
    return _loadable_hand(st, dec["seat"]) + [None]


def _los_resolve(run, dec, choice):
    if choice is None:
        return
    seat = dec["seat"]
    ev = {"type": "load", "seat": seat, "card": choice, "ship": dec["ship"], "by": dec["source"]}
    if ships.TEXT_LOADS_USE_ALLOWANCE:
        del ev["by"]
    run.emit(ev)
    left = dec["left"] - 1
    P = run.state["p"][seat]
    if left > 0 and ships.room(P, dec["ship"]) > 0 and _loadable_hand(run.state, seat):
        run.ask(dict(dec, left=left))


fx.register_decision("load_onto_ship", _los_options, _los_resolve, rule="R-13.8")

# ----------------------------------------------------------------------------- Entreat Favor


def _ef_options(st, dec):
    """Deck cards that can be taken: any ship (played at once), or a character/booster/support
    card when an active ship has room (then loaded). None = take nothing."""
    P = st["p"][dec["seat"]]
    room = any(ships.room(P, s) > 0 for s in ships.ships(P))
    opts = sorted(set(c for c in P["deck"] if INFO[c].type == "ship" or (room and INFO[c].type in POWER_TYPES)))
    return opts + [None]


@fx.action("search_draw_deck_play_ship_or_load")
def _entreat_favor(run, seat, cid, spec):
    """Entreat Favor: search the draw deck for a ship (played at once, not counted as the
    turn's ship) or a card loaded onto an active ship with room; the deck is shuffled (it has
    no order here, R-2.2). Both are face up, so the choice is public."""
    if run.drawable(seat) and len(_ef_options(run.state, {"seat": seat})) > 1:
        run.ask({"kind": "entreat_favor", "seat": seat, "source": cid})


def _ef_resolve(run, dec, choice):
    if choice is None:
        return
    seat = dec["seat"]
    if INFO[choice].type == "ship":
        run.emit({"type": "play", "seat": seat, "card": choice, "zone": "ships", "cover": False,
                  "stop": False, "limit": "text", "by": dec["source"]})
        spec = fx.spec_of(choice)
        if spec and spec.get("trigger") == "on_play":
            fx.run_timed(run, seat, choice, spec)             # Sea Devil / Sea Moon load
        return
    P = run.state["p"][seat]
    open_ships = [s for s in ships.ships(P) if ships.room(P, s) > 0]
    if len(open_ships) == 1:
        _ef_load(run, seat, choice, open_ships[0], dec["source"])
    else:
        run.ask({"kind": "entreat_favor_ship", "seat": seat, "source": dec["source"], "card": choice})


def _ef_load(run, seat, card, ship, source):
    ev = {"type": "load", "seat": seat, "card": card, "ship": ship, "by": source}
    if ships.TEXT_LOADS_USE_ALLOWANCE:
        del ev["by"]
    run.emit(ev)


def _efs_options(st, dec):
    P = st["p"][dec["seat"]]
    return [s for s in ships.ships(P) if ships.room(P, s) > 0]


fx.register_decision("entreat_favor", _ef_options, _ef_resolve, rule="R-13.8")
fx.register_decision("entreat_favor_ship", _efs_options,
                     lambda run, dec, choice: _ef_load(run, dec["seat"], dec["card"], choice, dec["source"]),
                     rule="R-13.8")
