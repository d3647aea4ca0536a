"""Shared helpers of the Terrah and Pillar tests: card names of both decks (and of their E&I
extras) known to ``bm_helpers.cid``; the deck modules imported so that their handlers are
registered whether or not the deck is enabled."""
from __future__ import annotations

import games.blue_moon.decks.pillar
import games.blue_moon.decks.terrah  # noqa: F401
from games.blue_moon.cards import INFO, deck_card_ids
from tests.games.blue_moon import bm_helpers as bh

EXTRAS = ("terrah-28", "terrah-31", "terrah-32", "pillar-20", "pillar-32")

for _d in ("terrah", "pillar"):
    _leader, _cards = deck_card_ids(_d)
    for _c in [_leader, *_cards]:
        bh._NAMES.setdefault(INFO[_c].name, _c)
for _c in EXTRAS:
    bh._NAMES.setdefault(INFO[_c].name, _c)


def announced(events, seat):
    ann = [e for e in events if e["type"] == "announce" and e["seat"] == seat]
    assert ann, "no announcement"
    return ann[0]["power"]


def dragons_of(state, seat):
    return sum(1 for v in state["dragons"].values() if v == seat)


MEET = "meet"


def meet(name):
    return {"type": "meet", "source": bh.cid(name)}
