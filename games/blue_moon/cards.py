"""Card data (copied from the shared data set into ``cards.json``) and fast lookups.

A card is data: ``CARDS[id]`` is the JSON record; ``INFO[id]`` a compact read-only view
used on the hot path (printed values as ints, icons as bools, the effect spec).
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace

_PATH = os.path.join(os.path.dirname(__file__), "cards.json")
with open(_PATH, encoding="utf-8") as _f:
    DATA = json.load(_f)

CARDS: dict[str, dict] = {c["id"]: c for c in DATA["cards"]}

#: people-deck name -> the letter printed on its cards (R-1.2)
DECK_LETTERS = {"vulca": "V", "hoax": "H", "mimix": "M", "flit": "F", "khind": "K",
                "terrah": "T", "pillar": "P", "aqua": "A", "buka": "B"}

ELEMENTS = ("fire", "earth")
POWER_TYPES = frozenset(("character", "booster", "support"))


@dataclass(frozen=True)
class CardInfo:
    id: str
    name: str
    people: str | None
    type: str
    fire: int            # printed value, None -> 0
    earth: int
    has_values: bool     # False when the card prints no values at all (display only)
    shield_fire: bool
    shield_earth: bool
    stop: bool
    retrieve: bool
    free: bool
    pair_key: str | None
    protected: bool
    gang: str | None     # gang group key (symbols.gang.group, R-13.3), None without the icon
    has_text: bool       # "has special power text" (Ember, R-8.x filters)
    spec: dict | None    # effect_spec from the data
    bluff: str | None = None     # bluff icon colour "fire" | "earth" | "neutral", None without
    capacity: int | None = None  # printed ship capacity, None for other cards

    def value(self, element: str) -> int:
        return self.fire if element == "fire" else self.earth

    def shield(self, element: str) -> bool:
        return self.shield_fire if element == "fire" else self.shield_earth

    @property
    def has_icon(self) -> bool:
        return any((self.shield_fire, self.shield_earth, self.stop, self.retrieve, self.free,
                    self.pair_key is not None, self.protected,
                    self.gang is not None, self.bluff is not None))


def _info(c: dict) -> CardInfo:
    s = c.get("symbols") or {}
    return CardInfo(
        id=c["id"], name=c["name"], people=c.get("people"), type=c["type"],
        fire=c["fire"] or 0, earth=c["earth"] or 0,
        has_values=c["fire"] is not None or c["earth"] is not None,
        shield_fire=bool(s.get("shield_fire")), shield_earth=bool(s.get("shield_earth")),
        stop=bool(s.get("stop")), retrieve=bool(s.get("retrieve")), free=bool(s.get("free")),
        pair_key=s.get("pair_key") if s.get("pair") else None,
        protected=bool(s.get("protected")),
        gang=(s.get("gang") or {}).get("group"),
        has_text=bool(c.get("has_special_text")), spec=c.get("effect_spec"),
        bluff=s.get("bluff"), capacity=s.get("capacity"),
    )


INFO: dict[str, CardInfo] = {cid: _info(c) for cid, c in CARDS.items()}

#: the printed cards (no copies), in data order
PRINTED: tuple[str, ...] = tuple(CARDS)

# ----- second copies (mirror matches, R-14.1 built decks sharing a card) ---------------------
#: Each physical card exists once in a deck, but the two players own separate collections: in a
#: mirror match (or when both built decks use the same card) seat 1's copy of card ``X`` is
#: ``X~2``. A copy is the same card in every respect (values, icons, text, handlers); only its
#: id differs, so every zone, ignore flag and event names one physical card.
COPY_SUFFIX = "~2"


def copy_id(cid: str) -> str:
    return cid + COPY_SUFFIX


def base_id(cid: str) -> str:
    """The printed card of an id (``vulca-5~2`` -> ``vulca-5``)."""
    return cid[:-len(COPY_SUFFIX)] if cid.endswith(COPY_SUFFIX) else cid


for _cid in PRINTED:
    CARDS[copy_id(_cid)] = {**CARDS[_cid], "id": copy_id(_cid), "copy_of": _cid}
    INFO[copy_id(_cid)] = replace(INFO[_cid], id=copy_id(_cid))


def deck_card_ids(deck: str) -> tuple[str, list[str]]:
    """(leader id, sorted ids of the 30 playable cards) of a people deck (R-1.2, R-2.2)."""
    ids = DATA["decks"][DECK_LETTERS[deck]]["card_ids"]
    leaders = [i for i in ids if CARDS[i]["type"] == "leader"]
    playable = sorted(i for i in ids if CARDS[i]["type"] != "leader")
    assert len(leaders) == 1 and len(playable) == 30, deck
    return leaders[0], playable


def people_of(cid: str) -> str | None:
    """Deck name of a card's people (``"vulca"`` …), None for mutants (R-12, R-14.1)."""
    p = (CARDS[cid].get("people") or "").lower()
    return p if p in DECK_LETTERS else None


def seat_card_sets(sets: list[tuple[str, list[str]]]) -> list[tuple[str, list[str]]]:
    """(leader, 30 cards) per seat with seat 1's cards that seat 0 also owns renamed to their
    second copy (``COPY_SUFFIX``), so that no id names two physical cards."""
    first = {sets[0][0], *sets[0][1]}
    leader, cards = sets[1]
    ren = (lambda c: copy_id(c) if c in first else c)
    return [sets[0], (ren(leader), sorted(ren(c) for c in cards))]
