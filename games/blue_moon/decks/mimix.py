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
