"""The two published games on one engine (spec §15, R-13.1):

* ``legends-of-blue-moon`` — all nine peoples (any pairing, mirror matches included), their
  deck rules (section 13), deck building with moons (R-14.1); edition Legends by default.
* ``blue-moon`` — the basic game of the base box: Vulca against Hoax (R-1.3, R-13.1), either
  seat order, in either edition.
"""
from __future__ import annotations

from dataclasses import replace

from games.blue_moon.engine import BlueMoon

BASIC_DECKS = (["vulca", "hoax"], ["hoax", "vulca"])


class LegendsOfBlueMoon(BlueMoon):
    id = "legends-of-blue-moon"
    name = "Legends of Blue Moon"
    bot_level_notes = {
        **BlueMoon.bot_level_notes,
        "greedy": BlueMoon.bot_level_notes["greedy"] + "; greedy against greedy over the 81 deck "
                  "pairings every people deck wins 20-69 % of its games (Buka 20 %, Pillar 45 %)",
        "expert": BlueMoon.bot_level_notes["expert"].replace("; see the README for its win rates", "") + "; at think_ms "
                  "1000 it won 82 of 100 games against greedy over the 81 deck pairings (82 %, 95 % interval "
                  "73-88 %; longest decision 914 ms), its weakest decks Khind and Buka (5 of 9, 8 of 13), and 100 "
                  "of 100 against random over the pairings (longest decision 1043 ms); see the README",
    }


class BlueMoonBasic(BlueMoon):
    id = "blue-moon"
    name = "Blue Moon"
    bot_level_notes = {
        **BlueMoon.bot_level_notes,
        "greedy": "plays a fight's cards by the engine's power on a sample of its view: the cheapest "
                  "card that wins, its strongest when it starts a fight",
        "expert": BlueMoon.bot_level_notes["expert"].replace("; see the README for its win rates", "") + "; at think_ms "
                  "1000 it won 84 of 100 games against greedy (84 %, 95 % interval 76-90 %; about 390 rollouts a "
                  "decision, mean 428 ms, longest 869 ms) and 100 of 100 against random (longest decision 869 ms); see the README",
    }
    options = tuple(
        replace(o, description="People decks in seat order: the base box's Vulca against Hoax "
                "(R-1.3); the other peoples and deck building are in legends-of-blue-moon.",
                choices=BASIC_DECKS) if o.name == "decks" else o
        # no FREE booster or support in Vulca or Hoax: the §18.1 ruling changes nothing here
        for o in BlueMoon.options if o.name not in ("deck_lists", "free_on_first_turn"))

    def describe(self) -> dict:
        d = super().describe()
        d.pop("deck_building", None)          # built decks: legends-of-blue-moon
        return d
