"""Blue Moon City (Reiner Knizia, Kosmos 2006 / FFG), 2-4 players."""
from .game import GAME, BlueMoonCity

GAMES = (GAME,)

__all__ = ["GAMES", "GAME", "BlueMoonCity"]
