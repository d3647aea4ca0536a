"""Mimix deck (letter M, leader Blue Radiance; spec Appendix A.3, deck rules FREE and PAIR,
R-13.2).

FREE and PAIR are engine limit mechanisms driven by the card icons (``engine._limit_mode``).
The card texts run on generic effect actions registered in ``effects.py`` (the four shamans,
the two Call Spirit leadership cards, the Neth-sur-Pot mutant condition). No override by id.
"""
from games.blue_moon import effects as fx  # noqa: F401
from games.blue_moon.cards import deck_card_ids

NAME = "mimix"
LEADER, CARDS = deck_card_ids(NAME)


# ----------------------------------------------------------------------------- E&I extras
# mimix-1 and mimix-2 (the "Guardian" PAIR characters, no text) need nothing beyond the PAIR
# rule; mimix-32 is registered here. Not in the prebuilt deck.

EXTRAS = ("mimix-1", "mimix-2", "mimix-32")


@fx.action("both_players_shuffle_discard_into_draw_deck")
def _chosen_one_of_nature(run, seat, cid, spec):
    """Chosen One of Nature (mimix-32): both players shuffle their discard piles into their
    draw decks (owner first). The other seat sees a count (R-1.9: discard piles are not
    browsed by the opponent, ``engine.OPPONENT_MAY_BROWSE_DISCARD``)."""
    from games.blue_moon.engine import OPPONENT_MAY_BROWSE_DISCARD
    for s in (seat, 1 - seat):
        disc = run.state["p"][s]["discard"]
        if disc:
            run.emit({"type": "to_deck", "seat": s, "cards": list(disc), "from": "discard",
                      "revealed": OPPONENT_MAY_BROWSE_DISCARD})
