"""Aqua deck (letter A, leader Aqua-Alpha-Alpha; spec Appendix A, deck rules R-13.7 plus the
Mimix rules FREE and PAIR).

Deck rules:
- PROTECTION (R-7.7): ``power.Analysis.protected``; every effect of the opponent that ignores,
  discards or reduces goes through it (ignore stage, ``effects.opponent_active``). Mekarthas
  the Shrewd (hoax-16, packed in this deck) switches the opponent's protection off
  (``effects.switches_protection_off``, section 18.13 default) and keeps STOP.
- Floods (R-13.7, R-9.1 b, TC-15): the ``flood`` text is checked by the engine after every
  end-of-turn text (``effects.END_OF_TURN_RETREAT``); two or more active "... Flood" support
  cards force the opponent to retreat at once; he then starts a new turn.
- Irresistible Sirens (R-13.7): a *duty* (``effects.register_duty``): in each turn of the
  opponent he may discard one character card (move ``discard``) at any of his decision points
  up to the end of his booster/support phase; unmet at the deadline or when he retreats
  earlier in that turn, the Sirens' owner attracts one dragon.
- Yin and Yang (section 18.8): "the next card is FREE" only in the turn the card is played
  (``NEXT_CARD_FREE_ONLY_IN_TURN_PLAYED``).

Extra cards (not in the prebuilt deck) handled too: aqua-15 (crystal cards do not exist in our
data: its text has no effect), aqua-27 (values to the higher printed value), aqua-32 (each
player shuffles his hand into his deck and draws six).
"""
from __future__ import annotations

from games.blue_moon import effects as fx
from games.blue_moon.cards import INFO, deck_card_ids

NAME = "aqua"
LEADER, CARDS = deck_card_ids(NAME)

#: section 18 question 8 default: Yin/Yang's "next card is FREE" works only in the turn in which
#: the card itself was played ([KJ]: False = again in each later turn while it stays active)
NEXT_CARD_FREE_ONLY_IN_TURN_PLAYED = True
#: R-13.7: Irresistible Sirens' failure attracts this many dragons for the owner
SIRENS_DRAGONS = 1

_CBS = ("character", "booster", "support")


# ----------------------------------------------------------------------------- Yin, Yang

fx.register_static("next_card_free", stage="rule")


def _next_card_free(an, state, seat, cid) -> bool:
    """R-6.2 "as if FREE": the next character/booster/support card played after a live
    ``next_card_free`` card (one card only)."""
    live = an.live_by.get((seat, "next_card_free"))
    if not live or INFO[cid].type not in _CBS:
        return False
    played = state["turn"].get("played", ())
    for src, _spec in live:
        if src in played:
            after = played[played.index(src) + 1:]
            if not any(INFO[c].type in _CBS for c in after):
                return True
        elif not NEXT_CARD_FREE_ONLY_IN_TURN_PLAYED and not any(INFO[c].type in _CBS for c in played):
            return True
    return False


fx.AS_IF_FREE.append(_next_card_free)


# ----------------------------------------------------------------------------- Floods

def _flood(an, seat, cid, spec) -> bool:
    cond = spec.get("condition") or {}
    return fx.own_active_named(an, seat, spec) >= cond.get("min_count", 2)


fx.END_OF_TURN_RETREAT["flood"] = _flood
# the end-of-turn text itself does nothing when it resolves: the engine's Flood check comes
# after every other end-of-turn text
fx.ACTIONS.setdefault("flood", lambda run, seat, cid, spec: None)


# Storms (terrah-24, R-13.5): the ``storm`` action of decks/terrah.py


# ----------------------------------------------------------------------------- Irresistible Sirens

def _sirens_fail(run, owner, src, spec):
    for _ in range(SIRENS_DRAGONS):
        run.attract(owner)


fx.register_duty("opponent_must_discard_or_i_attract", _sirens_fail, on_retreat=True, rule="R-13.7")


# ----------------------------------------------------------------------------- hand texts

@fx.action("discard_own_hand_cards")
def _discard_any(run, seat, cid, spec):
    """Oomola-Aqua-Delta: I may discard any number of cards from my hand (one at a time,
    null = stop)."""
    if run.state["p"][seat]["hand"]:
        run.ask({"kind": "discard_any_from_hand", "seat": seat, "source": cid})


def _dah_resolve(run, dec, choice):
    if choice is None:
        return
    run.discard(dec["seat"], [choice], zone="hand")
    if run.state["p"][dec["seat"]]["hand"]:
        run.ask({"kind": "discard_any_from_hand", "seat": dec["seat"], "source": dec["source"]})


fx.register_decision("discard_any_from_hand",
                     lambda st, dec: sorted(set(st["p"][dec["seat"]]["hand"])) + [None],
                     _dah_resolve, rule="R-8.13")


@fx.action("put_hand_cards_on_bottom_of_draw_deck")
def _to_bottom(run, seat, cid, spec):
    """Oosa-Aqua-Epsilon: any number of hand cards onto the bottom of my draw deck, one at a
    time; the first chosen goes lowest (card default). Hidden from the opponent."""
    if run.state["p"][seat]["hand"]:
        run.ask({"kind": "put_on_bottom", "seat": seat, "source": cid, "n": 0})


def _ptb_resolve(run, dec, choice):
    if choice is None:
        return
    seat = dec["seat"]
    run.emit({"type": "to_bottom", "seat": seat, "cards": [choice], "at": dec["n"]})
    if run.state["p"][seat]["hand"]:
        run.ask({"kind": "put_on_bottom", "seat": seat, "source": dec["source"], "n": dec["n"] + 1})


fx.register_decision("put_on_bottom", lambda st, dec: sorted(set(st["p"][dec["seat"]]["hand"])) + [None],
                     _ptb_resolve, rule="R-8.13", private=True)


@fx.action("opponent_discards_down_to")
def _discard_down_to(run, seat, cid, spec):
    """Sprinkle Water of Tranquility: you discard cards of your choice until you hold at most
    N (the opponent chooses, R-8.13 d)."""
    opp = 1 - seat
    excess = len(run.state["p"][opp]["hand"]) - spec.get("hand_size", 5)
    if excess > 0:
        run.ask({"kind": "discard_own_hand_cards", "seat": opp, "source": cid, "n": excess})


@fx.action("shuffle_own_discard_into_draw_deck")
def _shuffle_discard(run, seat, cid, spec):
    """Administer Water of Immortality: I may shuffle my discard pile into my draw deck."""
    if run.state["p"][seat]["discard"]:
        if spec.get("optional", True):
            run.ask({"kind": "shuffle_discard_into_deck", "seat": seat, "source": cid})
        else:
            _sdd_resolve(run, {"seat": seat, "source": cid}, True)


def _sdd_resolve(run, dec, choice):
    disc = run.state["p"][dec["seat"]]["discard"]
    if choice and disc:
        run.emit({"type": "discard_to_deck", "seat": dec["seat"], "cards": list(disc)})


fx.register_decision("shuffle_discard_into_deck", lambda st, dec: [True, False], _sdd_resolve, rule="R-8.13")


@fx.action("both_players_shuffle_hand_into_deck_and_draw")
def _both_shuffle_draw(run, seat, cid, spec):
    """Chosen One of Water: each player (owner first, R-8.13 b) shuffles his hand into his draw
    deck, then draws N (as many as he may, R-8.7)."""
    for s in (seat, 1 - seat):
        hand = run.state["p"][s]["hand"]
        if hand:
            run.emit({"type": "to_deck", "seat": s, "cards": list(hand)})
        run.draw(s, spec.get("count", 6))


# ----------------------------------------------------------------------------- values

# Water of Union (aqua-27): ``values_to_higher_printed`` of decks/pillar.py (all own characters)

# Uusa-Alpha-Omega (aqua-15): crystal cards are not in our card data, so the text
# "I may play one crystal card as if the matching dragon were on my side" has nothing to act on.
fx.register_static("may_play_crystal_ignoring_dragon_requirement", stage="rule")
