"""People-deck registry. Each deck module declares its cards and registers whatever its
cards need beyond the generic effect kinds (see DESIGN.md). A deck is playable when it is
listed in ``SUPPORTED`` and every one of its cards is supported by the effect registries
(checked by the tests)."""
from __future__ import annotations

from importlib import import_module

#: deck name -> module; add one line per people deck
_DECK_MODULES = {
    "vulca": "games.blue_moon.decks.vulca",
    "hoax": "games.blue_moon.decks.hoax",
    "mimix": "games.blue_moon.decks.mimix",
    "flit": "games.blue_moon.decks.flit",
    "khind": "games.blue_moon.decks.khind",
    "terrah": "games.blue_moon.decks.terrah",
    "pillar": "games.blue_moon.decks.pillar",
    "aqua": "games.blue_moon.decks.aqua",
    "buka": "games.blue_moon.decks.buka",
}

DECKS = {name: import_module(mod) for name, mod in _DECK_MODULES.items()}
SUPPORTED = frozenset(DECKS)
