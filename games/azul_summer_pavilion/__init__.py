"""Azul: Summer Pavilion (game id ``azul-summer-pavilion``), 2-4 players, pure rules."""
from .game import AzulSummerPavilion

GAME = AzulSummerPavilion()
GAMES = (GAME,)

__all__ = ["AzulSummerPavilion", "GAME", "GAMES"]
