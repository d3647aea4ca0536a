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
