"""Hoax deck (letter H, leader Xelethotiras; spec Appendix A.2).

All Hoax cards run on the generic effect kinds (``ignore`` with ``countered_by`` for
Enthrall Opposition, ``modify_dragons_attracted``, ``multiply_values``, ``limit_opponent``,
``play_allowance`` ...). Overrides, if ever needed, are registered here by card id.
"""
from games.blue_moon import effects as fx  # noqa: F401
from games.blue_moon.cards import deck_card_ids

NAME = "hoax"
LEADER, CARDS = deck_card_ids(NAME)
