"""Nova Luna: 1-4 players (1 = the solo game). See game.py and rules.py."""
from .game import NovaLuna

GAMES = (NovaLuna(),)

__all__ = ["GAMES", "NovaLuna"]
