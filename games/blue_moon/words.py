"""Blue Moon and Legends of Blue Moon in words (issue 24): ICU MessageFormat templates for
every move, pending decision, phase, event and end of the game (parameters: fields of the
move, ``decision.params``, the event). Cards are named by their printed names (kind
``card``; a mirror copy ``<id>~2`` is the same card). An event another seat may not see in
full (a draw, a face-down bluff) has a second template in ``events_redacted``, which reads
only what that seat is shown. English here; Russian (the basic game's Russian rules) and
Polish (the Polish Legends rulebook) in translations/."""
from __future__ import annotations

from .cards import CARDS, COPY_SUFFIX

PEOPLES = {"vulca": "Vulca", "hoax": "Hoax", "mimix": "Mimix", "flit": "Flit", "khind": "Khind",
           "terrah": "Terrah", "aqua": "Aqua", "pillar": "Pillar", "buka": "Buka", "mutant": "Mutants"}
PHASES = {"start": "Start phase", "leadership": "Leadership phase", "engagement": "Engagement phase",
          "character": "Character phase", "booster": "Booster/support phase", "power": "Power phase",
          "rest": "Rest phase", "end": "End phase", "retreat": "Retreat"}

MOVES = {
    "pass": "Pass (go on to the next phase)",
    "retrieve": "Take {card, name, card} back into your hand",
    "play": "Play {card, name, card}",
    "start_fight": "Start a fight",
    "decline": "Decline the fight",
    "continue": "Continue the fight",
    "retreat": "Retreat from the fight",
    "announce": "Announce your power in {element, name, element}",
    # an answer to a pending decision, said for what it does (``asked``: the decision's kind, from
    # the view's decision.move_params); a card, cards or nothing read as themselves
    "choose": ("{asked, select, "
               "call_bluff {{choice, select, true {Call the bluff} other {Let the bluff stand}}} "
               "discard_opponent_active {{choice, select, true {Discard them} false {Discard none} other {Choose: {choice, name, choice}}}} "
               "discard_opponent_combat_area {{choice, select, true {Discard your opponent's combat area} other {Leave it}}} "
               "discard_random_from_opponent_hand {{choice, select, true {Your opponent discards at random} false {No discard} other {Discard {choice, list, card}}}} "
               "discard_top_of_opponent_draw_deck {{choice, select, true {Discard the top card of your opponent's draw deck} other {Leave it}}} "
               "does_not_cover {{choice, select, true {Play it without covering your earlier characters} other {Cover your earlier characters as usual}}} "
               "draw {{choice, select, true {Draw} false {Draw nothing} other {Draw {choice, plural, =0 {no card} one {# card} other {# cards}}}}} "
               "draw_from_discard {{choice, select, true {Take the cards from your discard pile} other {Leave them}}} "
               "draw_up_to_hand_size {{choice, select, true {Draw up to your hand size} other {Draw nothing}}} "
               "draw_up_to_then_back {Draw {choice, plural, =0 {no card} one {# card and put one back} other {# cards and put as many back}}} "
               "make_opponent_discard {{choice, select, true {Make your opponent discard} other {No discard}}} "
               "opponent_shuffles_areas_into_deck {{choice, select, true {Make your opponent shuffle the cards into the draw deck} other {Leave them}}} "
               "reveal_top_count {Reveal {choice, plural, =0 {no card} one {# card} other {# cards}}} "
               "shuffle_discard_into_deck {{choice, select, true {Shuffle your discard pile into your draw deck} other {Leave it}}} "
               "shuffle_leadership_into_deck {{choice, select, true {Shuffle your leadership cards into your draw deck} other {Leave them}}} "
               "other {Choose: {choice, name, choice}}}"),
    "meet": "Meet the demand of your opponent's card",
    "discard": "Discard {cards, list, card}",
    "land": "Land the ship {ship, name, card}",
    "discard_bluff": "Discard the bluff card {card, name, card}",
    "load": "Load {card, name, card} onto {ship, name, card}",
    "bluff": "Play {card, name, card} face down as a bluff",
}

PENDING = {
    "call_bluff": "Your opponent played cards face down: call the bluff or not.",
    "decline_discard": "You declined the fight: discard cards instead of giving up a dragon.",
    "discard_any_from_hand": "Discard any number of cards from your hand, or none.",
    "discard_from_hand_to_attract_dragon": "Discard the cards {source, name, card} asks for to attract a dragon, or decline.",
    "discard_one_revealed": "Choose one of the revealed cards to discard.",
    "discard_opponent_active": "{source, name, card}: choose one of your opponent's active cards to discard.",
    "discard_opponent_active_types": "{source, name, card}: choose which of your opponent's active cards to discard.",
    "discard_opponent_combat_area": "{source, name, card}: discard your opponent's combat area or not.",
    "discard_own_hand_cards": "{source, name, card}: choose the cards of your hand to discard.",
    "discard_random_from_opponent_hand": "{source, name, card}: choose how many random cards your opponent discards.",
    "discard_top_of_opponent_draw_deck": "{source, name, card}: discard the top card of your opponent's draw deck or not.",
    "does_not_cover": "Play this character without covering your earlier characters, or cover them as usual.",
    "double_caterpillar_target": "Choose the Caterpillar whose demand is doubled.",
    "draw": "{source, name, card}: choose how many cards to draw.",
    "draw_from_discard": "{source, name, card}: take cards from your discard pile into your hand or not.",
    "draw_up_to_hand_size": "{source, name, card}: draw up to your hand size now or not.",
    "draw_up_to_then_back": "{source, name, card}: choose how many cards to draw; you then put as many back.",
    "each_discard_to_attract": "Choose the cards you discard to attract a dragon.",
    "each_player_discards": "Choose the cards of your hand you discard.",
    "entreat_favor": "Entreat favor: choose the card to take or play.",
    "entreat_favor_ship": "Entreat favor: choose the ship.",
    "load_onto_ship": "Choose a card to load onto the ship, or none.",
    "make_opponent_discard": "{source, name, card}: make your opponent discard or not.",
    "meet_obligation": "Meet the demand of {source, name, card} with the cards listed, or retreat.",
    "opponent_shuffles_areas_into_deck": "{source, name, card}: make your opponent shuffle cards into the draw deck or not.",
    "put_on_bottom": "Choose a card of your hand to put at the bottom of your draw deck, or none.",
    "return_own_card_to_hand": "Choose one of your active cards to take back into your hand, or none.",
    "reveal_top_count": "Choose how many cards to reveal from the top of your draw deck.",
    "search_draw_deck": "Choose a card of your draw deck to take into your hand, or none.",
    "search_own_discard": "Choose a card of your discard pile to take into your hand.",
    "shuffle_back": "Choose the cards of your hand to shuffle back into your draw deck.",
    "shuffle_discard_into_deck": "Shuffle your discard pile into your draw deck or not.",
    "shuffle_leadership_into_deck": "Shuffle your leadership cards into your draw deck or not.",
}

PHASE_TEXTS = {
    "start": "Start phase: you may take back cards with the retrieve symbol, then pass.",
    "leadership": "Leadership phase: you may play one leadership card, or pass.",
    "engagement": "Engagement phase: start a fight or decline; in a fight, continue or retreat.",
    "character": "Character phase: play one character card.",
    "booster": "Booster/support phase: you may play one booster or support card, or pass.",
    "power": "Power phase: announce your total power.",
    "rest": "Rest phase: draw up to 6 cards.",
    "end": "End phase.",
}

EVENTS = {
    "phase": "{phase, name, phase}.",
    "turn": "{seat, name, seat} begins a turn.",
    "fight_start": "{seat, name, seat} started a fight.",
    "continue": "{seat, name, seat} continued the fight.",
    "decline": "{seat, name, seat} declined to fight.",
    "mark": "",
    "retrieve": "{seat, name, seat} took {card, name, card} back into the hand.",
    "to_hand": "{card, name, card} went back into {seat, name, seat}'s hand.",
    "play": "{seat, name, seat} played {card, name, card}.",
    "element": "{source, name, card} changed the fight's element to {element, name, element}.",
    "pending": "",
    # the answer said for what it does (``kind``: the decision answered), as the move says it
    "choose": ("{seat, name, seat} chose: {kind, select, "
               "call_bluff {{choice, select, true {call the bluff} other {let the bluff stand}}} "
               "discard_opponent_active {{choice, select, true {discard them} false {discard none} other {{choice, name, choice}}}} "
               "discard_opponent_combat_area {{choice, select, true {discard the opponent's combat area} other {leave it}}} "
               "discard_random_from_opponent_hand {{choice, select, true {the opponent discards at random} false {no discard} other {discard {choice, list, card}}}} "
               "discard_top_of_opponent_draw_deck {{choice, select, true {discard the top card of the opponent's draw deck} other {leave it}}} "
               "does_not_cover {{choice, select, true {play without covering the earlier characters} other {cover the earlier characters as usual}}} "
               "draw {{choice, select, true {draw} false {draw nothing} other {draw {choice, plural, =0 {no card} one {# card} other {# cards}}}}} "
               "draw_from_discard {{choice, select, true {take the cards from the discard pile} other {leave them}}} "
               "draw_up_to_hand_size {{choice, select, true {draw up to the hand size} other {draw nothing}}} "
               "draw_up_to_then_back {draw {choice, plural, =0 {no card} one {# card and put one back} other {# cards and put as many back}}} "
               "make_opponent_discard {{choice, select, true {make the opponent discard} other {no discard}}} "
               "opponent_shuffles_areas_into_deck {{choice, select, true {make the opponent shuffle the cards into the draw deck} other {leave them}}} "
               "reveal_top_count {reveal {choice, plural, =0 {no card} one {# card} other {# cards}}} "
               "shuffle_discard_into_deck {{choice, select, true {shuffle the discard pile into the draw deck} other {leave it}}} "
               "shuffle_leadership_into_deck {{choice, select, true {shuffle the leadership cards into the draw deck} other {leave them}}} "
               "other {{choice, name, choice}}}."),
    "discard": "Discarded: {cards, list, card}.",
    "draw": "{seat, name, seat} drew {cards, list, card}.",
    "announce": "{seat, name, seat} announced {power} in {element, name, element}.",
    "dragon": "{to, select, null {A dragon, {dragon, name, dragon}, went back to the centre} other {{to, name, seat} attracted {dragon, name, dragon}}}.",
    "retreat": "{seat, name, seat} retreated; {winner, name, seat} wins the fight.",
    "clear_areas": "The fight is over: the combat and support areas were cleared.",
    "game_over": "The game is over.",
    "to_deck": "{seat, name, seat} shuffled {cards, list, card} into the draw deck.",
    "take_discard": "{seat, name, seat} took {cards, list, card} from the discard pile.",
    "reveal": "Cards were revealed.",
    "target": "A card chose its target.",
    "to_bottom": "A card was put at the bottom of a draw deck.",
    "discard_to_deck": "A discard pile was shuffled into the draw deck.",
    "bluff": "{seat, name, seat} played {card, name, card} face down as a bluff.",
    "load": "{card, name, card} was loaded onto {ship, name, card}.",
    "land": "The ship {ship, name, card} landed.",
    "reveal_bluff": "The bluff was called: {cards, list, card}.",
    "cover": "The earlier characters were covered.",
}
#: what a seat that may not see the cards reads (``event_view`` leaves a count)
EVENTS_REDACTED = {
    "draw": "{seat, name, seat} drew {count, plural, one {# card} other {# cards}}.",
    "to_deck": "{seat, name, seat} shuffled {count, plural, one {# card} other {# cards}} into the draw deck.",
    "take_discard": "{seat, name, seat} took {count, plural, one {# card} other {# cards}} from the discard pile.",
    "to_bottom": "{seat, name, seat} put {count, plural, one {# card} other {# cards}} at the bottom of the draw deck.",
    "discard_to_deck": "{seat, name, seat} shuffled {count, plural, one {# card} other {# cards}} into the draw deck.",
    "bluff": "{seat, name, seat} played a card face down as a bluff.",
    "choose": "{seat, name, seat} made a choice hidden from you.",
}

RESULTS = {
    "end.out_of_cards": "A player ran out of cards: the one with the dragons wins.",
    "end.automatic_victory": "A player held all three dragons and attracted one more.",
    "tie_breaker.none": "No tie-breaker: a game without dragons at its end has no winner.",
    "part.dragons": "Dragons",
    "part.crystals": "Crystals",
}


def names() -> dict:
    cards = {cid: c["name"] for cid, c in CARDS.items()}
    cards.update({cid + COPY_SUFFIX: c["name"] for cid, c in CARDS.items()})
    return {"card": cards, "people": dict(PEOPLES), "phase": dict(PHASES),
            "element": {"fire": "Fire", "earth": "Earth", "water": "Water"},
            "dragon": {"lika": "Lika, the fire dragon", "doran": "Doran, the earth dragon", "sesha": "Sesha, the water dragon"},
            "choice": {"true": "yes", "false": "no", "null": "nothing"}}


def decision(view: dict) -> dict | None:
    if view.get("over"):
        return None
    if view.get("pending"):
        p = view["pending"][-1]
        params = {k: v for k, v in p.items() if k not in ("kind",) and not isinstance(v, (dict, list))}
        params.setdefault("source", None)
        # what the answers' template reads beyond the move: the decision they answer
        return {"key": p["kind"], "params": params,
                "move_params": [{"match": {"type": "choose"}, "params": {"asked": p["kind"]}}]}
    return {"key": f"phase:{view['phase']}", "params": {"phase": view["phase"]}}


def breakdown(result: dict, view: dict) -> dict:
    ranking = result.get("ranking") or []
    scores = [{"seat": r["seat"], "score": r.get("crystals"),
               "parts": {"dragons": r.get("dragons"), "crystals": r.get("crystals")}} for r in ranking]
    return {"scores": scores, "tie_breaker": "none", "end_reason": result.get("reason")}

#: the lobby's words for the options (issue 24): ``label``, ``help`` and a name per choice
#: (the options' ``description`` stays the API reader's, with its rule references)
OPTIONS = {
    "edition": {"label": "Rulebook", "help": "Which rulebook's names the game uses; both play the same.",
                "choices": {"original": "Blue Moon (2004)", "legends": "Legends of Blue Moon (2013)"}},
    "decks": {"label": "Decks", "help": "The people each player leads.", "choices": {"vulca,hoax": "Vulca against Hoax", "hoax,vulca": "Hoax against Vulca"}},
    "deck_lists": {"label": "Own decks", "help": "Leave empty to play the decks chosen above.", "choices": {}},
    "first_player": {"label": "Who starts", "help": "The player who plays the first turn.",
                     "choices": {"random": "drawn at random", "0": "player 1", "1": "player 2"}},
    "free_on_first_turn": {"label": "Free cards on a fight's first turn", "help": "Lets a card with the free symbol be played in the booster or support phase of a fight's first turn.", "choices": {}},
}
