"""Blue Moon City in words (issue 24): ICU MessageFormat templates for every move, decision,
event and end of the game (parameters: fields of the move, ``decision.params``, the event).
A cell ``[x, y]`` is named by the building standing on it (kind ``cell``: the view's
``city``), a card such as ``Aqua2`` by its people and value. English here; Russian and
Polish in translations/ (terms of the Russian edition)."""
from __future__ import annotations

from . import data as D

PEOPLES = ("Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar")
COLOURS = {"black": "black", "red": "red", "blue": "blue", "grey": "grey", "brown": "brown", "white": "white",
           "green": "green", "yellow": "yellow", "any": "any colour"}
DRAGONS = {"red": "red dragon", "green": "green dragon", "blue": "blue dragon"}

MOVES = {
    "move": "Move your figure to {to, name, cell}",
    "flit1": "Play Flit 1: put your figure on {to, name, cell}",
    "flit2": "Play Flit 2: two more steps",
    "dragon_place": "Play {card, name, card}: put the {card, name, dragon_of} on {to, name, cell}",
    "dragon_move": "Play {card, name, card}: move the {card, name, dragon_of} to {to, name, cell}",
    "end_movement": "End the movement",
    "contribute": "Build part {box, name, box} with {cards, list, card}",
    "offer": "Make an offering at the obelisk",
    "pillar_offer": "Play {card, name, card}: make one more offering",
    "end_contribution": "End building",
    "discard": "{cards, plural, =0 {Discard nothing and draw 2 cards} one {Discard {cards, list, card} and draw 3 cards} other {Discard {cards, list, card} and draw 4 cards}}",
}

DECISIONS = {
    "move": "Movement: move your figure (up to {allowance, plural, one {# step} other {# steps}}), use the powers of your cards, then end the movement.",
    "contribute": "Building: pay parts of the building your figure stands on, or make offerings from the courtyard, then end the step.",
    "discard": "Discard up to 2 cards and draw 2 more than you discarded: this ends your turn.",
}

EVENTS = {
    "figure_moved": "{seat, name, seat} moved to {to, name, cell} ({steps, plural, one {# step} other {# steps}}).",
    "flit1_used": "{seat, name, seat} played Flit 1 and jumped to {to, name, cell}.",
    "flit2_used": "{seat, name, seat} played Flit 2: {bonus, plural, one {# more step} other {# more steps}}.",
    "dragon_moved": "{seat, name, seat} played {card, name, card}: the {dragon, name, dragon} is now on {to, name, cell}.",
    "movement_ended": "{seat, name, seat} stopped on {tile, name, building}.",
    "contributed": "{seat, name, seat} built part of {building, name, building} with {cards, list, card}.",
    "scales_awarded": "{seat, name, seat} received {amount, plural, one {# golden scale} other {# golden scales}} for the dragons at {building, name, building}.",
    "building_scored": "{building, name, building} is finished: {majority, name, seat} has the most markers.",
    "scale_scoring": "The golden scales ran out: the scales were scored.",
    "offered": "{seat, name, seat} made an offering at the obelisk for {cost, plural, one {# crystal} other {# crystals}}.",
    "contribution_ended": "{seat, name, seat} ended the building step.",
    "turn_draw": "{seat, name, seat} discarded {discarded, plural, =0 {nothing} one {{discarded, list, card}} other {{discarded, list, card}}} and drew {drawn, list, card}.",
    "rewards_joined": "The reward cards joined the hands.",
    "turn_started": "{seat, name, seat} begins a turn.",
    "game_over": "The game is over.",
}

#: what the other seats read (``event_view`` shows them counts, not the cards)
EVENTS_REDACTED = {
    "turn_draw": "{seat, name, seat} discarded {discarded, plural, =0 {nothing} one {{discarded, list, card}} other {{discarded, list, card}}} and drew {drawn_count, plural, one {# card} other {# cards}}.",
}

RESULTS = {
    "end.offerings": "A player made the offerings needed at the obelisk.",
    "end.markers_exhausted": "Nobody had markers left: the game is a draw.",
    "end.city_finished": "The whole city was rebuilt.",
    "end.stall_guard": "The city was finished and no offering was made for several rounds.",
    "tie_breaker.crystals": "Tie on offerings: the player with more crystals ranks higher.",
    "tie_breaker.none": "No tie-breaker was needed.",
    "part.offerings": "Offerings",
    "part.crystals": "Crystals",
    "part.scales": "Golden scales",
}


def _card_name(t: str) -> str:
    people = t.rstrip("0123456789")
    return f"{people} {t[len(people):]}"


def names() -> dict:
    defs, _ = D.resolve_buildings({})
    buildings = {bid: defs[bid]["name"] for bid in D.BUILDING_IDS}
    buildings[D.COURTYARD] = "Courtyard"
    dragon_of = {t: DRAGONS[p["dragon"]] for p in D.DATA["peoples"] if p.get("dragon")
                 for t in D.CARD_TYPES if t.rstrip("0123456789") == p["people"]}
    return {"building": buildings, "card": {t: _card_name(t) for t in D.CARD_TYPES}, "colour": dict(COLOURS),
            "dragon": dict(DRAGONS), "dragon_of": dragon_of, "people": {p: p for p in PEOPLES},
            "box": {str(i): f"{i + 1}" for i in range(6)}}


def decision(view: dict) -> dict | None:
    step = None if view.get("over") else view.get("step")
    if step is None:
        return None
    return {"key": step, "params": {"allowance": view.get("allowance") or 0}}


def breakdown(result: dict, view: dict) -> dict:
    ranking = result.get("ranking") or []
    scores = [{"seat": r["seat"], "score": r.get("offerings"),
               "parts": {"offerings": r.get("offerings"), "crystals": r.get("crystals"), "scales": r.get("scales")}}
              for r in ranking]
    offerings = [r.get("offerings") for r in ranking]
    tied = result.get("reason") in ("city_finished", "stall_guard") and len(set(offerings)) < len(offerings)
    return {"scores": scores, "tie_breaker": "crystals" if tied else "none", "end_reason": result.get("reason")}

#: the lobby's words for the options (issue 24): ``label``, ``help`` and a name per choice
OPTIONS = {
    "layout": {"label": "City", "help": "The usual city has the palace and the temples in fixed places; the variant shuffles every building.",
               "choices": {"standard": "usual city", "all_random": "every building shuffled"}},
    "buildings": {"label": "Building corrections", "help": "For experts: corrections of the printed building values.", "choices": {}},
    "scale_return": {"label": "Returning scales", "help": "Who gives back the golden scales after they are scored.",
                     "choices": {"gainers": "only players who received crystals", "all": "every player"}},
    "stall_rounds": {"label": "Rounds without offerings", "help": "Once the city is rebuilt, the game ends after this many rounds without an offering.", "choices": {}},
}
