"""Vulca deck (letter V, leader Inferno; spec Appendix A.1).

Every Vulca card is handled by the generic effect kinds of ``effects.py`` from its
``effect_spec`` in cards.json; no card needs an override. A card that does would be
registered here, e.g.::

    fx.CARD_SPECS["vulca-xx"] = {"trigger": "on_play", "action": "vulca_xx"}

    @fx.action("vulca_xx")
    def _vulca_xx(run, seat, cid, spec): ...
"""
from games.blue_moon import effects as fx  # noqa: F401  (registrations go through it)
from games.blue_moon.cards import deck_card_ids

NAME = "vulca"
LEADER, CARDS = deck_card_ids(NAME)
