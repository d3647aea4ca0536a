"""Terrah deck (letter T, leader Tecton Earthquaker; spec Appendix A.3, R-13.5; uses the Mimix
rules FREE and PAIR, already in the engine).

* Kabu Kat / Baku But (``opponent_must_play_or_retreat``): obligations (``obligations.py``):
  the opponent must play a support / a booster in each of his turns of the fight; the engine
  offers "continue" only if he can (R-4.3, R-4.3.1) and lets him announce only if he did.
  A bluff card would count for Kabu Kat (R-13.5); bluff plays (Buka) do not exist in this engine.
* Storms (``storm``, R-13.5, TC-14): at the beginning of the owner's turn, two or more active
  supports whose names contain "Storm" attract exactly one dragon; the first Storm text that
  resolves does it and sets a turn mark, the others then do nothing.
* Provoke Earthquake (``discard_opponent_combat_area``), the E&I Chosen One of Earth
  (``both_players_draw``, terrah-32, not in the prebuilt deck).
* Generic fixes used here: ``forbid_opponent_play`` filters ``has_special_text`` (Ferro Fos) and
  ``printed_value_greater_than_4`` (Cloying Mud), ``icons_kept`` (Impenetrable Fog keeps STOP and
  PROTECTED), ``hand_cap_for_taking_cards`` (Quivering Quicksand), ``only_cards_with_icons``
  (Mad Mike Magpie), all in effects.py / power.py.
* terrah-28 Malicious Eye forbids 'action' cards (``action_cards_unverified``) and terrah-31 Summon
  a Typhoon discards a crystal card: neither card type exists in our data, so both texts have no
  effect (they run on the generic ``forbid_opponent_play`` / ``discard_opponent_active`` handlers,
  which find nothing to forbid or discard).
"""
from games.blue_moon import effects as fx
from games.blue_moon import obligations  # noqa: F401  (registers opponent_must_play_or_retreat)
from games.blue_moon.cards import INFO, deck_card_ids

NAME = "terrah"
LEADER, CARDS = deck_card_ids(NAME)

STORM_MARK = "storm"


def storm_count(an, seat: int, cond: dict) -> int:
    word = cond.get("own_active_cards_with_name_containing", "Storm")
    typ = cond.get("card_type", "support")
    return sum(1 for c in an.active[seat] if INFO[c].type == typ and word in INFO[c].name)


@fx.action("storm")
def _storm(run, seat, cid, spec):
    """R-13.5 / TC-14: one dragon in total per turn, however many Storm texts resolve."""
    if STORM_MARK in run.state["turn"]["marks"]:
        return
    cond = spec.get("condition") or {}
    if storm_count(run.analysis(), seat, cond) >= cond.get("min_count", 2):
        run.emit({"type": "mark", "key": STORM_MARK})
        for _ in range(spec.get("count", 1)):
            run.attract(seat)


def _combat_targets(state, seat: int) -> list[str]:
    """Every card of the opponent's combat area, active or covered, except active protected
    cards (R-7.7: covered protected cards are not protected)."""
    from games.blue_moon.power import analyse
    an = analyse(state)
    O = state["p"][1 - seat]
    active = set(an.active[1 - seat])
    return [c for c in O["combat"] if not (c in active and an.protected(c))]


@fx.action("discard_opponent_combat_area")
def _provoke(run, seat, cid, spec):
    """Provoke Earthquake: I may discard every card in your combat area. Coxswain Mora Marn
    (Buka) has the same text, working only when played from a landed ship (R-13.8)."""
    if spec.get("only_if_played_from_landed_ship"):
        from games.blue_moon.ships import played_from_ship
        if not played_from_ship(run, cid):
            return                                         # played from the hand: no effect
    if not _combat_targets(run.state, seat):
        return                                             # e
    if spec.get("optional"):
        run.ask({"kind": "discard_opponent_combat_area", "seat": seat, "source": cid})
    else:
        _provoke_resolve(run, {"seat": seat, "source": cid}, True)


def _provoke_resolve(run, dec, choice):
    if choice:
        run.discard(1 - dec["seat"], _combat_targets(run.state, dec["seat"]))


fx.register_decision("discard_opponent_combat_area", lambda st, dec: [True, False], _provoke_resolve,
                     rule="R-8.13")


@fx.action("both_players_draw")
def _both_draw(run, seat, cid, spec):
    """terrah-32 (E&I): each player draws N cards, the owner first (R-8.13 b); draw limits apply."""
    for s in (seat, 1 - seat):
        run.draw(s, spec.get("count", 1))
