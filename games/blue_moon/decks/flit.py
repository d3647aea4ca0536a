"""Flit deck (letter F, leader Falc; spec Appendix A.3; uses the Mimix rules FREE and PAIR,
R-13.4: the "Launch" boosters pair with each other).

Every Flit card runs on generic effect kinds/actions of ``effects.py`` (ignore with the
``flit_characters`` exception, ``multiply_values`` over all own boosters, ``limit_opponent``
``max_combat_area_cards_per_turn``, ``discard_from_hand_to_attract_dragon`` with a
``character_cards`` requirement, ``opponent_discards_from_hand`` ...). No override by id.
"""
from games.blue_moon import effects as fx  # noqa: F401
from games.blue_moon.cards import deck_card_ids

NAME = "flit"
LEADER, CARDS = deck_card_ids(NAME)


# ----------------------------------------------------------------------------- E&I extras
# flit-21 (a "Launch" PAIR booster with the retrieve icon, no text) needs only the PAIR rule;
# flit-28 (``limit_opponent`` ``no_additional_end_of_turn_draws``) is read by
# ``effects.end_of_turn_draws_forbidden`` (engine ``Run.drawable``); flit-32 is registered here.
# Not in the prebuilt deck.
from games.blue_moon.cards import INFO  # noqa: E402

EXTRAS = ("flit-21", "flit-28", "flit-32")


@fx.action("both_players_discard_active_supports")
def _chosen_one_of_the_skies(run, seat, cid, spec):
    """Chosen One of the Skies (flit-32): both players discard all of their active support
    cards except PROTECTED ones (the text exempts protected cards of both players); the sets
    are fixed at once, the owner's discard is emitted first."""
    an = run.analysis()
    sets = [(s, [c for c in an.active[s] if INFO[c].type == "support" and not an.protected(c)])
            for s in (seat, 1 - seat)]
    for s, cards in sets:
        run.discard(s, cards)
