"""Blue Moon's static self-description (GET /v1/game-types/blue-moon and
/legends-of-blue-moon): every card (values, icons, moons, text), the people decks, the
phases, dragons and icons in words, deck building (Legends), and a text per move, pending
decision kind and rule. Card ids are the ones the views use; in a game where both seats own
the same card, seat 1's copy is ``<id>~2`` (the same card: look up the id without ``~2``)."""
from __future__ import annotations

import os

from games.texts import texts as _texts

from . import decks as deck_registry
from . import deckbuild
from .cards import CARDS, COPY_SUFFIX, DECK_LETTERS, PRINTED, deck_card_ids
from .state import DRAGONS, PHASES

HERE = os.path.dirname(__file__)

MOVES = {
    "pass": "Go on to the next phase without doing anything more in this one.",
    "retrieve": "Start phase: take one of your active cards with the retrieve icon back into your hand (R-7.3).",
    "play": "Play this card from your hand (or from a ship you landed): a leadership card in the leadership "
            "phase, a character in the character phase, a booster or support in the booster/support phase.",
    "start_fight": "Engagement phase: start a fight (you then play a character and choose Fire or Earth).",
    "decline": "Engagement phase: decline to start a fight; your opponent takes a dragon or you discard (R-10).",
    "continue": "Engagement phase: go on with the fight (you must then reach your opponent's power).",
    "retreat": "Engagement phase: give up this fight; your opponent attracts dragons (R-9).",
    "announce": "Power phase: announce your total power in the contested element (chosen on the first turn "
                "of a fight); it must reach your opponent's unless a shield protects you (R-5, R-7.1).",
    "choose": "Answer the pending decision (view.pending, last entry) with one of the listed choices.",
    "meet": "Meet an opponent's card's demand now (e.g. discard as it asks) so that you may go on (R-13.7).",
    "discard": "Discard the listed cards from your hand to meet an opponent's active card's duty (R-13.7).",
    "land": "Buka, start phase: land one of your active ships; its cargo may then be played (R-13.8).",
    "discard_bluff": "Buka, start phase: discard one of your own face-down bluff cards (R-13.8).",
    "load": "Buka, booster/support phase: load a card from your hand face up onto one of your ships (R-13.8).",
    "bluff": "Buka, booster/support phase: play a card face down as a bluff (counts 2 in the contested "
             "element; the opponent may call it, R-13.8).",
}

# view.pending[-1].kind; "source" names the card whose text asks
PENDING = {
    "call_bluff": "Your opponent played bluff cards: call the bluff (true) or not (false). A called bluff is "
                  "turned face up; if it was false, your opponent retreats (R-13.8).",
    "decline_discard": "You declined a fight: discard a card (or stop, when allowed) instead of giving up a "
                       "dragon (R-10.1).",
    "discard_any_from_hand": "Discard any number of cards from your hand (or none).",
    "discard_from_hand_to_attract_dragon": "Discard the cards the source card asks for to attract a dragon (R-8.8), "
                                           "or decline.",
    "discard_one_revealed": "Choose one of the revealed cards to discard.",
    "discard_opponent_active": "Choose one of your opponent's active cards to discard (source card's text).",
    "discard_opponent_active_types": "Choose which of your opponent's active cards of the named types to discard.",
    "discard_opponent_combat_area": "Discard your opponent's whole combat area (true) or not (false).",
    "discard_own_hand_cards": "Choose which cards of your hand to discard, as many as the text demands.",
    "discard_random_from_opponent_hand": "Choose how many random cards to discard from your opponent's hand "
                                         "(R-8.10).",
    "discard_top_of_opponent_draw_deck": "Discard the top card of your opponent's draw deck (true) or not.",
    "does_not_cover": "Play this character without covering your earlier characters (true) or cover them as "
                      "usual (false).",
    "double_caterpillar_target": "Choose the Caterpillar whose demand is doubled.",
    "draw": "Choose how many cards to draw (up to the number the text allows).",
    "draw_from_discard": "Take the card(s) from your discard pile into your hand as the text allows (true) or not.",
    "draw_up_to_hand_size": "Draw up to your hand size now (true) or not.",
    "draw_up_to_then_back": "Choose how many cards to draw; you then put that many back (shuffle_back).",
    "each_discard_to_attract": "Choose the cards you discard so that a dragon is attracted (R-8.8).",
    "each_player_discards": "Choose which cards of your hand you discard (each player discards).",
    "entreat_favor": "Entreat Favor: choose the card to take or play as the text allows (R-13.8).",
    "entreat_favor_ship": "Entreat Favor: choose the ship concerned (R-13.8).",
    "load_onto_ship": "Choose a card to load onto the ship (R-13.8), or none.",
    "make_opponent_discard": "Make your opponent discard as the text says (true) or not (false).",
    "meet_obligation": "Meet your opponent's card's demand with the listed cards, or give up (retreat) (R-13.7).",
    "opponent_shuffles_areas_into_deck": "Make your opponent shuffle the named areas into the draw deck (true) or not.",
    "put_on_bottom": "Choose a hand card to put on the bottom of your draw deck, or none.",
    "return_own_card_to_hand": "Choose one of your own active cards to take back into your hand, or none.",
    "reveal_top_count": "Choose how many cards to reveal from the top of your draw deck.",
    "search_draw_deck": "Choose a card from your draw deck to take into your hand (the deck is then shuffled), or none.",
    "search_own_discard": "Choose a card from your discard pile to take into your hand.",
    "shuffle_back": "Choose which cards of your hand to shuffle back into your draw deck.",
    "shuffle_discard_into_deck": "Shuffle your discard pile into your draw deck (true) or not.",
    "shuffle_leadership_into_deck": "Shuffle your leadership cards into your draw deck (true) or not.",
}

# view.phase when nothing is pending
PHASE_TEXTS = {
    "start": "Start phase: start-of-turn texts; you may retrieve cards with the retrieve icon (Buka: land "
             "ships, discard bluffs). Pass when done.",
    "leadership": "Leadership phase: you may play one leadership card (Buka: or a ship), or pass.",
    "engagement": "Engagement phase: start a fight or decline; in a fight, continue or retreat.",
    "character": "Character phase: play exactly one character card.",
    "booster": "Booster/support phase: you may play one booster or one support card (on a fight's "
               "first turn only as a card text allows, or FREE cards with the table option "
               "free_on_first_turn, R-4.5), or pass.",
    "power": "Power phase: announce your power (and the element, on a fight's first turn).",
    "rest": "Rest phase: draw up to 6 cards.",
    "end": "End phase: end-of-turn texts.",
}

EVENTS = {
    "phase": "A new phase of the turn began.",
    "turn": "A new turn began for seat.",
    "fight_start": "seat started a fight.",
    "continue": "seat continued the fight.",
    "decline": "seat declined to start a fight.",
    "mark": "Engine bookkeeping (internal: skip it).",
    "retrieve": "seat took an active card with the retrieve icon back into the hand.",
    "to_hand": "Cards went back into seat's hand.",
    "play": "seat played card.",
    "element": "The contested element was chosen (fire or earth).",
    "pending": "A decision is now asked of seat.",
    "choose": "seat answered a decision (choice; hidden from the opponent for private decisions).",
    "discard": "Cards were discarded.",
    "draw": "seat drew cards (the opponent sees only the count).",
    "announce": "seat announced its power.",
    "dragon": "A dragon moved (towards seat or back to the centre).",
    "retreat": "seat retreated from the fight.",
    "clear_areas": "The fight ended: combat and support areas were cleared.",
    "game_over": "The game is over: result gives the winner.",
    "to_deck": "Cards were shuffled into a draw deck.",
    "take_discard": "seat took cards from a discard pile.",
    "reveal": "Cards were revealed to both seats.",
    "target": "A card chose its target.",
    "to_bottom": "A card was put at the bottom of a draw deck.",
    "discard_to_deck": "A discard pile was shuffled into the draw deck.",
    "bluff": "seat played a bluff card face down (the opponent does not see which).",
    "load": "seat loaded a card onto a ship.",
    "land": "seat landed a ship.",
    "reveal_bluff": "A called bluff was turned face up.",
    "cover": "Characters were covered (only the top one stays active).",
}

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

def _card(cid: str, pool: set) -> dict:
    c = CARDS[cid]
    rec = deckbuild.card_record(cid)
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
    t = _texts(HERE, MOVES, {**PENDING, **{f"phase:{p}": s for p, s in PHASE_TEXTS.items()}},
               "view.pending[-1].kind while a decision is pending, else 'phase:' + view.phase", EVENTS)
    return t


def decision_kind(view: dict) -> str | None:
    if view.get("over"):
        return None
    if view.get("pending"):
        return view["pending"][-1]["kind"]
    return f"phase:{view['phase']}"
