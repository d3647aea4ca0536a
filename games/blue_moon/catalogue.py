"""Blue Moon's static self-description (GET /v1/game-types/blue-moon and
/legends-of-blue-moon): every card (values, icons, moons, text), the people decks, the
phases, dragons and icons in words, deck building (Legends), and a text per move, pending
decision kind and rule. Card ids are the ones the views use; in a game where both seats own
the same card, seat 1's copy is ``<id>~2`` (the same card: look up the id without ``~2``)."""
from __future__ import annotations

import os

from games.texts import texts as _texts

from . import words as W

from . import decks as deck_registry
from . import deckbuild
from .cards import CARDS, COPY_SUFFIX, DECK_LETTERS, PRINTED, deck_card_ids
from .state import DRAGONS, PHASES

HERE = os.path.dirname(__file__)

ICONS = {
    "shield_fire": "Shield on the Fire value: while contested in Fire, you may announce your real total "
                   "even below your opponent's (R-7.1).",
    "shield_earth": "Shield on the Earth value: the same in Earth (R-7.1).",
    "stop": "STOP: after this card you play no more cards this turn (R-6.7).",
    "retrieve": "Retrieve: in your start phase you may take this active card back into your hand (R-7.3).",
    "free": "FREE: does not count against the limit of cards per phase (R-6.2).",
    "pair": "PAIR: two cards with the same pair_key may be played together as one (R-13.2).",
    "gang": "Gang (colour group): cards of one gang group may be played together (R-13.3).",
    "protected": "Protection: the opponent's effects cannot touch this card while it is active (R-7.7).",
    "bluff": "Bluff (fire / earth / neutral): Buka's face-down cards count 2 in the contested element (R-13.8).",
    "capacity": "Capacity: how many cards a ship may carry (R-13.8).",
    "moons": "Moons: deck-building cost of a card outside the leader's people (R-7.10, R-14.1).",
}


#: What a client needs to draw the cards and the dragons as printed and that the card data does
#: not hold (issue 23: no layout hard-coded in the page): each element's icon and ink, each
#: dragon's colour and icon, the colour band of each card type.
DRAWING = {
    "elements": {"fire": {"icon": "flame", "colour": "#b3261e"}, "earth": {"icon": "mountain", "colour": "#6b4f1d"}},
    "dragons": {"lika": {"icon": "dragon", "colour": "#c0392b"}, "doran": {"icon": "dragon", "colour": "#7a5a1e"},
                "sesha": {"icon": "dragon", "colour": "#2f6fc0"}},
    "card_types": {"leader": "#5b4a80", "character": "#1d2b45", "booster": "#2e8b3e", "support": "#b36b00",
                   "leadership": "#7b5ea7", "ship": "#2f6fc0"},
    "icon_names": "flame, mountain, dragon, shield: drawn by the page as small pictures",
}

#: the card data's notes for the spec's readers that a player should not meet in a card's
#: text (issue 24: no field name or source tag a player sees), and the players' words for them
PLAYERS_WORDING = {
    "(the structured form's duration this_turn; see": "(see",
    "([KJ] counts them against it;": "(another reading counts them against it;",
}


def _players_words(text: str | None) -> str | None:
    for spec, words in PLAYERS_WORDING.items():
        text = text.replace(spec, words) if text else text
    return text


def _card(cid: str, pool: set) -> dict:
    c = CARDS[cid]
    rec = deckbuild.card_record(cid)
    rec["effect"] = _players_words(rec.get("effect"))
    rec["symbols"] = {k: v for k, v in (rec.get("symbols") or {}).items() if v not in (False, None)}
    rec["available"] = cid in pool
    rec["deck"] = c.get("deck")
    if c.get("leader_title"):
        rec["leader_title"] = c["leader_title"]
    return rec


def catalogue(game) -> dict:
    """``game``: the BlueMoon instance (legends-of-blue-moon lists every card and deck building;
    blue-moon the cards of its two decks)."""
    pool = set(deckbuild.pool())
    basic = game.id == "blue-moon"
    peoples = ["vulca", "hoax"] if basic else sorted(deck_registry.SUPPORTED, key=list(DECK_LETTERS).index)
    decks = {}
    for name in peoples:
        leader, cards = deck_card_ids(name)
        decks[name] = {"letter": DECK_LETTERS[name], "leader": leader, "cards": cards}
    if basic:
        ids = sorted({c for d in decks.values() for c in [d["leader"], *d["cards"]]}, key=PRINTED.index)
    else:
        ids = list(PRINTED)
    out = {
        "notes": ("cards: every card a game of this type can use, by id (views name cards by these ids; "
                  f"an id ending in '{COPY_SUFFIX}' is seat 1's copy of the same card in a mirror match). "
                  "fire/earth are printed values (null: none printed), symbols the printed icons (see "
                  "'icons'), effect the card's text in words, moons its deck-building cost. "
                  "'available' is false for a card whose rules the server does not run yet (Legends "
                  "cards outside the prebuilt decks). decks: each people deck's leader and 30 cards. drawing: what a "
                  "client needs to draw the game (each element's icon and ink, each dragon's colour, each card type's "
                  "colour band)."),
        "cards": [_card(c, pool) for c in ids],
        "decks": decks,
        "phases": [{"id": p, "name": game_phase_names(p)} for p in PHASES],
        "dragons": {"ids": list(DRAGONS), "elements": {"lika": "fire", "doran": "earth", "sesha": "water"},
                    "note": "view.dragons maps each dragon to the seat holding it (null: the centre). "
                            "Win with 4 dragons, or hold the most when a deck runs out (R-11)."},
        "elements": ["fire", "earth"],
        "icons": ICONS,
        "hand_size": 6,
        "drawing": DRAWING,
    }
    if not basic:
        db = deckbuild.describe()
        db["pool"] = [c["id"] for c in db["pool"]]
        db["pool_note"] = "Card ids a built deck may list (their data: cards)."
        out["deck_building"] = db
    return out


def game_phase_names(phase: str) -> dict:
    from .engine import PHASE_NAMES
    return {ed: names.get(phase, phase) for ed, names in PHASE_NAMES.items()}


def texts() -> dict:
    return _texts(HERE, W.MOVES, {**W.PENDING, **{f"phase:{p}": s for p, s in W.PHASE_TEXTS.items()}},
                  "view.decision.key", W.EVENTS, events_redacted=W.EVENTS_REDACTED, results=W.RESULTS,
                  names=W.names())


def decision_kind(view: dict) -> str | None:
    if view.get("over"):
        return None
    if view.get("pending"):
        return view["pending"][-1]["kind"]
    return f"phase:{view['phase']}"
