"""Deck building with moons (spec R-14.1) and the card pool a built deck may use.

A built deck is one people's leader plus exactly 30 cards; cards of the leader's own people
are free, every other card (other peoples' cards, mutants) costs its printed moons, at most
``MOON_LIMIT`` in all; each card exists once, so a deck never lists a card twice. The nine
prebuilt decks follow the same rule (a test checks it).

The pool is every card with data whose rules the engine runs: the cards of the enabled
peoples (``decks.SUPPORTED``: their deck rules exist) and the mutants, each with every
handler its text needs (``effects.is_supported``). Components the spec marks unknown
(``UNAVAILABLE``) have no data and are not in the pool.
"""
from __future__ import annotations

from games.blue_moon import decks as deck_registry
from games.blue_moon import effects as fx
from games.blue_moon.cards import CARDS, DATA, DECK_LETTERS, PRINTED, deck_card_ids, people_of

DECK_CARDS = 30          # the leader plus exactly 30 cards
MOON_LIMIT = 10          # "30 cards 10 moons" printed on every leader
RULE = "R-14.1"

#: component categories of the game without card data (spec R-14.2..R-14.10, §18 q6):
#: listed in GET /v1/game-types and the README as not yet available
UNAVAILABLE = tuple(
    {"category": c["category"], "legends_count": c.get("legends_count"), "origin": c.get("origin")}
    for c in DATA["component_categories_without_card_data"])


#: extra cards (E&I sets, promo; R-14.2) whose texts are implemented and tested one by one
#: (tests/games/blue_moon/test_bm_extras.py and the deck test files)
EXTRAS_DONE: frozenset[str] = frozenset((
    "vulca-17", "vulca-31", "vulca-32", "hoax-30", "hoax-31", "hoax-32", "mimix-1", "mimix-2",
    "mimix-32", "flit-21", "flit-28", "flit-32", "mutant-108", "mutant-110",      # test_bm_extras.py
    "khind-23", "khind-32",                                                      # test_bm_khind.py
    "khind-24", "pillar-31",                                    # test_bm_extras_khind_pillar.py
    "terrah-28", "terrah-31", "terrah-32",                                       # test_bm_terrah.py
    "pillar-20", "pillar-31", "pillar-32",                                       # test_bm_pillar.py
    "aqua-15", "aqua-27", "aqua-32",                                             # test_bm_aqua.py
    "buka-31",                                                                   # test_bm_buka.py
))

_PREBUILT = {name: {deck_card_ids(name)[0], *deck_card_ids(name)[1]} for name in DECK_LETTERS}


def _usable(cid: str) -> bool:
    """In an enabled prebuilt deck, or of an enabled people (or a mutant) with every handler its
    text needs. A people is enabled once its deck rules exist (ships and bluff need Buka's)."""
    if any(cid in _PREBUILT[name] for name in deck_registry.SUPPORTED):
        return True
    if CARDS[cid].get("collection") != "people_deck" and cid not in EXTRAS_DONE:
        return False
    people = people_of(cid)
    if people is None:
        if (CARDS[cid].get("people") or "").lower() != "mutant":
            return False
    elif people not in deck_registry.SUPPORTED:
        return False
    return fx.is_supported(cid)


def pool() -> list[str]:
    """Ids of the printed cards a built deck may list (leaders included)."""
    return [c for c in PRINTED if _usable(c)]


def moons(leader: str, cid: str) -> int:
    """What ``cid`` costs in a deck led by ``leader`` (own people free, R-14.1)."""
    return 0 if people_of(cid) == people_of(leader) else int(CARDS[cid].get("moons") or 0)


def check_list(cards, where: str) -> tuple[list[str], tuple[str, list[str]] | None]:
    """(violations, (leader, 30 sorted ids) when valid). Every violation is its own message."""
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        return [f"{where}: a deck list is a list of card ids (the leader and 30 cards)"], None
    v = []
    seen = set()
    for c in cards:
        if c in seen:
            v.append(f"{where}: card {c!r} is listed more than once (each card exists once, {RULE})")
        seen.add(c)
    unknown = [c for c in dict.fromkeys(cards) if c not in CARDS or c not in PRINTED]
    for c in unknown:
        v.append(f"{where}: unknown card id {c!r}")
    known = [c for c in dict.fromkeys(cards) if c in CARDS and c in PRINTED]
    for c in known:
        if not _usable(c):
            v.append(f"{where}: card {c!r} ({CARDS[c]['name']}) is not available yet (its rules are not implemented)")
    leaders = [c for c in known if CARDS[c]["type"] == "leader"]
    body = [c for c in cards if c in CARDS and c in PRINTED and CARDS[c]["type"] != "leader"]
    if len(leaders) != 1:
        v.append(f"{where}: a deck has exactly one leader card, found {len(leaders)}"
                 + (f" ({', '.join(leaders)})" if leaders else ""))
    if len(body) + len(unknown) != DECK_CARDS:
        v.append(f"{where}: a deck has exactly {DECK_CARDS} cards besides the leader, found {len(body) + len(unknown)}")
    if len(leaders) == 1:
        cost = {c: moons(leaders[0], c) for c in dict.fromkeys(body)}
        total = sum(cost.values())
        if total > MOON_LIMIT:
            dear = ", ".join(f"{c} ({m})" for c, m in cost.items() if m)
            v.append(f"{where}: cards of other peoples cost {total} moons, more than {MOON_LIMIT}: {dear}")
    if v:
        return v, None
    return [], (leaders[0], sorted(body))


def random_list(rng) -> list[str]:
    """A random legal R-14.1 deck list from the pool (tests, the golden corpus): a leader,
    then the pool's other cards in a random order while the 30 cards and the moons allow."""
    from games.blue_moon.cards import INFO
    cards = pool()
    leader = rng.choice([c for c in cards if INFO[c].type == "leader"])
    body = [c for c in cards if c != leader and INFO[c].type != "leader"]
    rng.shuffle(body)
    chosen, spent = [], 0
    for c in body:
        cost = moons(leader, c)
        if len(chosen) < DECK_CARDS and spent + cost <= MOON_LIMIT:
            chosen.append(c)
            spent += cost
    return [leader] + chosen


def card_record(cid: str) -> dict:
    """What a client needs to build a deck: the printed facts of one card."""
    c = CARDS[cid]
    prebuilt = [name for name in DECK_LETTERS if cid in _PREBUILT[name]]
    return {"id": cid, "name": c["name"], "people": people_of(cid) or "mutant", "type": c["type"],
            "fire": c["fire"], "earth": c["earth"], "moons": c.get("moons") or 0,
            "symbols": c.get("symbols"), "effect": c.get("effect"),
            "prebuilt_deck": prebuilt[0] if prebuilt else None, "collection": c.get("collection")}


def describe() -> dict:
    """The deck-building entry of GET /v1/game-types."""
    return {
        "rule": RULE, "cards": DECK_CARDS, "moon_limit": MOON_LIMIT,
        "note": ("Option deck_lists: per seat null (the prebuilt deck named in 'decks') or a list of "
                 "card ids: one leader and exactly 30 cards; cards of the leader's people are free, "
                 "other cards cost their moons, at most 10 in all; each card once. In a game where both "
                 "seats own the same card, seat 1's copy has the id '<id>~2'."),
        "pool": [card_record(c) for c in pool()],
        "prebuilt": {name: [deck_card_ids(name)[0], *deck_card_ids(name)[1]] for name in sorted(deck_registry.SUPPORTED)},
        "unavailable": list(UNAVAILABLE),
        "unavailable_note": "Not yet available (no card data in the sources, spec R-14.2..R-14.10): "
                            + "; ".join(f"{u['category']} ({u['legends_count']} in Legends)" for u in UNAVAILABLE)
                            + ". Cards that refer to them work only as far as their other parts go.",
    }
