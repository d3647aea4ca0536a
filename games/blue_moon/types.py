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


class BlueMoonBasic(BlueMoon):
    id = "blue-moon"
    name = "Blue Moon"
    options = tuple(
        replace(o, description="People decks in seat order: the base box's Vulca against Hoax "
                "(R-1.3); the other peoples and deck building are in legends-of-blue-moon.",
                choices=BASIC_DECKS) if o.name == "decks" else o
        for o in BlueMoon.options if o.name != "deck_lists")

    def describe(self) -> dict:
        d = super().describe()
        d.pop("deck_building", None)          # built decks: legends-of-blue-moon
        return d
