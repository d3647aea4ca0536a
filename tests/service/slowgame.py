"""Test-only game types for the serving fault tests (tests/service/test_serving.py):
Draw Race with bots that take their time (so a worker can be killed in the middle of a
job) or that always raise (a bot bug must not stop the game), and one whose table step
always raises (issue 30, item 11). Not a real game: the sleep
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
        time.sleep(1.5)  # long enough that a kill -9 seen "mid-job" lands before the move is appended
        return rng.choice(moves)


class BrokenStepRace(DrawRace):
    """Draw Race whose table step (the end of round's ``score``) always raises: a bug of
    the game that must halt it in plain sight, not leave it stuck (issue 30, item 11)."""
    id = "broken-step-race"
    name = "Broken Step Race (test game)"

    def decide(self, s, seat, move, rng):
        if move.get("type") == "score":
            raise RuntimeError("this table step is broken on purpose")
        return super().decide(s, seat, move, rng)


GAMES = (SlowRace(), BrokenStepRace())
