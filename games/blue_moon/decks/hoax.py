"""Hoax deck (letter H, leader Xelethotiras; spec Appendix A.2).

All Hoax cards run on the generic effect kinds (``ignore`` with ``countered_by`` for
Enthrall Opposition, ``modify_dragons_attracted``, ``multiply_values``, ``limit_opponent``,
``play_allowance`` ...). Overrides, if ever needed, are registered here by card id.
"""
from games.blue_moon import effects as fx  # noqa: F401
from games.blue_moon.cards import deck_card_ids

NAME = "hoax"
LEADER, CARDS = deck_card_ids(NAME)


# ----------------------------------------------------------------------------- E&I extras
# hoax-30 (``discard_opponent_active`` with ``filter: has_free_icon``) and hoax-31
# (``discard_from_hand_to_attract_dragon`` with an ``either`` requirement: two leadership,
# Hyla or crystal cards; only leadership cards exist in the data) run on the generic
# actions of effects.py. hoax-32 is registered here. Not in the prebuilt deck.

EXTRAS = ("hoax-30", "hoax-31", "hoax-32")


@fx.action("both_players_discard_from_hand")
def _chosen_one_of_the_spirit(run, seat, cid, spec):
    """Chosen One of the Spirit (hoax-32): each player chooses N cards of his own hand and
    discards them (all if fewer); the owner first (R-8.13 b: his decision is pushed last)."""
    n = spec.get("count", 3)
    for s in (1 - seat, seat):
        k = min(n, len(run.state["p"][s]["hand"]))
        if k:
            run.ask({"kind": "each_player_discards", "seat": s, "source": cid, "n": k})


fx.register_decision("each_player_discards", fx._dohc_options,
                     lambda run, dec, choice: run.discard(dec["seat"], list(choice), zone="hand"),
                     rule="R-8.13")
