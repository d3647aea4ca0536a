"""Blue Moon (Reiner Knizia): the people-deck card game. See DESIGN.md."""
from games.blue_moon.engine import BlueMoon

GAMES = (BlueMoon(),)
