"""The registry: the only place the service learns which games exist."""
from __future__ import annotations

import os
from importlib import import_module

from games.base import Game

# Each entry is a module exposing ``GAMES`` (a tuple of Game instances).
_MODULES = (
    "games.blue_moon",
    "games.nova_luna",
    "games.azul_summer_pavilion",
    "games.blue_moon_city",
)


def _load() -> dict[str, Game]:
    """The built-in games, plus any module named in MOONHALL_GAME_MODULES (comma
    separated, each exposing ``GAMES``): how a third party plugs in a game of its own."""
    extra = tuple(m.strip() for m in os.environ.get("MOONHALL_GAME_MODULES", "").split(",") if m.strip())
    registry: dict[str, Game] = {}
    for name in _MODULES + extra:
        for game in import_module(name).GAMES:
            registry[game.id] = game
    return registry


REGISTRY: dict[str, Game] = _load()


def get(type_id: str) -> Game | None:
    return REGISTRY.get(type_id)
