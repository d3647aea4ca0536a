"""Test-only game types for the serving fault tests (tests/service/test_serving.py):
Draw Race with bots that take their time (so a worker can be killed in the middle of a
job) or that always raise (a bot bug must not stop the game). Not a real game: the sleep
is in the bot, never in ``decide``."""
from __future__ import annotations

import time

from tests.service.fakegame import DrawRace


class SlowRace(DrawRace):
    id = "slow-race"
    name = "Slow Race (test game)"
    bot_levels = ("slow", "broken")

    def bot_move(self, observation, moves, level, rng):
        if level == "broken":
            raise RuntimeError("this bot is broken on purpose")
        time.sleep(0.4)
        return rng.choice(moves)


GAMES = (SlowRace(),)
