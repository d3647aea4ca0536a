"""Blue Moon (Reiner Knizia): the people-deck card game. See DESIGN.md.

GAMES[0] is Legends of Blue Moon (every people and deck building), GAMES[1] the basic game
(Vulca against Hoax); both run the same engine."""
from games.blue_moon.types import BlueMoonBasic, LegendsOfBlueMoon

GAMES = (LegendsOfBlueMoon(), BlueMoonBasic())
