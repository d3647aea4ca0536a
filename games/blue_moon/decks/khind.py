"""Khind deck (letter K, leader PitPan; spec Appendix A.3, deck rule gang R-13.3) and the two
Khind extra cards KhindKin (khind-23) and Chosen One of Youth (khind-32), which are not in the
prebuilt deck (self-built decks, R-14).

The gang rule is an engine limit mechanism driven by ``symbols.gang.group`` (``engine._limit_mode``
and ``engine._gang_stacks``, Legends text as the default of the R-13.3 [CONFLICT]). The card texts
run on effect kinds/actions registered here (used only by cards of this deck) or generic ones of
``effects.py``:

- CoolCat/CoolCop/CoolKid/CoolCub: static ``zero_printed_values`` (stage "printed", priority 4):
  odd/even printed values of the opponent's characters resp. boosters/supports count 0 (not on
  protected cards, R-7.7).
- TopDog/TopNotch: ``once_per_my_turn`` + ``discard_opponent_active`` (``effects.offer_once_per_turn``,
  R-8.13 f); TopGun/Oath of Khindship ``draw``; TopBanana ``opponent_discards_from_hand``;
  TopShot ``discard_top_of_opponent_draw_deck``; Ketharkopas ``draw_up_to_hand_size``.
- FunFun: ``multiply_values`` over ``all_own_characters``; Drown Resistance:
  ``discard_opponent_active`` with ``count: all`` + ``keep_last_character`` (the owner names the
  character that stays); Den-bal-Ton: mutant condition ``opponent_dragons_at_least``.
- KhindKin: ``does_not_cover`` (``effects.keeps_previous_active`` + the decision below).
- Chosen One of Youth: crystal cards do not exist in our card data, so the text has no effect
  (``CRYSTAL_CARDS_IN_DATA``); nothing is invented for them.
"""
from __future__ import annotations

from games.blue_moon import cards as card_data
from games.blue_moon import effects as fx
from games.blue_moon.cards import INFO, deck_card_ids

NAME = "khind"
LEADER, CARDS = deck_card_ids(NAME)
#: the Khind extra cards implemented here (not in the prebuilt deck)
EXTRA_CARDS = ("khind-23", "khind-32")
#: R-14.6: crystal cards are not in the card data (texts unknown, section 18.6)
CRYSTAL_CARDS_IN_DATA = any(c["type"] == "crystal" for c in card_data.CARDS.values())


# ----------------------------------------------------------------------------- CoolCat & co.

def _zero_printed(an, src_seat, src, spec, element, vals, seat) -> None:
    """R-5.3 priority 4: every odd (even) printed value of the opponent's cards of the named
    types counts as 0; protected active cards are exempt (R-7.7)."""
    if spec.get("side", "opponent") == "opponent" and seat == src_seat:
        return
    types = spec.get("card_types", "all")
    odd = spec.get("parity") == "odd"
    for c in vals:
        if fx.card_types_match(c, types) and not an.protected(c):
            v = INFO[c].value(element)
            if (v % 2 == 1) == odd:
                vals[c] = 0


fx.register_static("zero_printed_values", stage="printed", apply_printed=_zero_printed)


# ----------------------------------------------------------------------------- end-of-turn texts

@fx.action("draw_up_to_hand_size")
def _draw_up_to_hand_size(run, seat, cid, spec):
    """Ketharkopas the Astronomer: if I hold fewer than N cards I may draw until I hold N
    (all or nothing; as many as possible, R-8.7, R-8.13 c)."""
    if len(run.state["p"][seat]["hand"]) >= spec.get("hand_size", 9) or run.drawable(seat) == 0:
        return
    if spec.get("optional"):
        run.ask({"kind": "draw_up_to_hand_size", "seat": seat, "source": cid})
    else:
        _duths_resolve(run, {"seat": seat, "source": cid}, True)


def _duths_resolve(run, dec, choice):
    if choice:
        seat = dec["seat"]
        run.draw(seat, fx.spec_of(dec["source"]).get("hand_size", 9) - len(run.state["p"][seat]["hand"]))


fx.register_decision("draw_up_to_hand_size", lambda st, dec: [True, False], _duths_resolve, rule="R-8.13")


@fx.action("discard_top_of_opponent_draw_deck")
def _discard_top(run, seat, cid, spec):
    """TopShot: I may discard the top card of your draw deck. The deck has no stored order
    (R-2.2): the top card is drawn at random here and shown in the discard event."""
    if not run.state["p"][1 - seat]["deck"]:
        return                                            # e
    if spec.get("optional"):
        run.ask({"kind": "discard_top_of_opponent_draw_deck", "seat": seat, "source": cid})
    else:
        _dtop_resolve(run, {"seat": seat, "source": cid}, True)


def _dtop_resolve(run, dec, choice):
    if not choice:
        return
    opp = 1 - dec["seat"]
    deck = run.state["p"][opp]["deck"]
    k = min(fx.spec_of(dec["source"]).get("count", 1), len(deck))
    if k:
        run.discard(opp, sorted(run.rng.sample(deck, k)), zone="deck", random=True)


fx.register_decision("discard_top_of_opponent_draw_deck", lambda st, dec: [True, False], _dtop_resolve,
                     rule="R-8.13")


# ----------------------------------------------------------------------------- Den-bal-Ton

fx.MUTANT_CONDITIONS["opponent_dragons_at_least"] = (
    lambda an, state, seat, n: sum(1 for v in state["dragons"].values() if v == 1 - seat) >= n)


# ----------------------------------------------------------------------------- KhindKin (extra)

@fx.action("does_not_cover")
def _does_not_cover(run, seat, cid, spec):
    """KhindKin: played without covering (``effects.keeps_previous_active``); "I may": when
    there were active cards below it, its owner may still cover them."""
    P = run.state["p"][seat]
    if cid in P["combat"] and P["combat"].index(cid) > P["covered"] and spec.get("optional"):
        run.ask({"kind": "does_not_cover", "seat": seat, "source": cid})


def _dnc_resolve(run, dec, choice):
    if choice is False:
        run.emit({"type": "cover", "seat": dec["seat"], "card": dec["source"]})


# choice True: the earlier active cards stay active; False: they are covered (R-6.8 as usual)
fx.register_decision("does_not_cover", lambda st, dec: [True, False], _dnc_resolve, rule="R-4.4")


# ----------------------------------------------------------------------------- Chosen One of Youth (extra)

@fx.action("both_players_may_play_crystal_card_ignoring_dragon_requirement")
def _chosen_one_of_youth(run, seat, cid, spec):
    """Each player may play one crystal card as if the matching dragon were on his side
    (R-14.6). Crystal cards are not in our card data (their texts are unknown, section 18.6),
    so no player can hold one: the text finds nothing to do (R-8.13 e). Should crystal cards
    ever be added, this must become a real choice for each player (owner first, R-8.13 b); a
    test checks ``CRYSTAL_CARDS_IN_DATA`` so that day is noticed."""
    return
