"""The registry: the only place the service learns which games exist."""
from __future__ import annotations

from importlib import import_module

from games.base import Game

# Each entry is a module exposing ``GAMES`` (a tuple of Game instances).
_MODULES = (
)


def _load() -> dict[str, Game]:
    registry: dict[str, Game] = {}
    for name in _MODULES:
        for game in import_module(name).GAMES:
            registry[game.id] = game
    return registry


REGISTRY: dict[str, Game] = _load()


def get(type_id: str) -> Game | None:
    return REGISTRY.get(type_id)
