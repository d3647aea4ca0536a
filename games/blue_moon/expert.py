"""Expert-bot support for Blue Moon / Legends of Blue Moon (games/search.py).

Determinization from one seat's view (R-2.2: a draw deck is an unordered multiset here;
R-13.8: bluff cards are face down; the opponent's hand and, unless browsing is allowed,
the opponent's discard pile below its top card are hidden): each seat's 30 cards (its
people deck, seat 1's copies renamed in a mirror match) minus every card the view shows
are the unseen cards; the opponent's are dealt at random into its hand (besides the hand
cards it revealed, R-13.6 a), its hidden discard cards (random order below the top card),
its face-down bluff cards and its deck; the seat's own unseen cards are its deck.

What the view does not carry is taken as the table knows it: pending decisions keep their
kind, seat and source (their other fields are rebuilt by the engine when it asks again);
a built deck list (R-14.1) of the opponent is secret, so its unseen cards are sampled from
the prebuilt deck of its people (then only the counts are exact). Cards put on a deck's
bottom (Oosa-Aqua-Epsilon) are not known to the view and are shuffled in.
"""
from __future__ import annotations

import random

from games.search import score_rewards

from .cards import deck_card_ids, seat_card_sets
from .state import new_turn


def _seat_sets(view: dict) -> list:
    sets = [deck_card_ids(p["deck_name"]) for p in view["players"]]
    return seat_card_sets(sets)


def _visible(p: dict) -> list:
    out = list(p["leader_pile"]) + list(p["combat"]) + list(p["support"])
    out += list(p.get("ships") or ()) + list(p.get("landed") or ())
    for cards in (p.get("cargo") or {}).values():
        out += list(cards)
    for key in ("hand", "discard", "bluff"):
        if p.get(key):
            out += list(p[key])
    if p.get("discard") is None and p.get("discard_top") is not None:
        out.append(p["discard_top"])
    out += [c for c in p.get("revealed") or () if not p.get("hand")]
    return out


def determinize(game, view: dict, seat: int, rng: random.Random) -> dict:
    sets = _seat_sets(view)
    seen: set = set()
    for p in view["players"]:
        seen.update(_visible(p))
    players = []
    for s, p in enumerate(view["players"]):
        leader, cards = sets[s]
        unseen = [c for c in cards if c not in seen]
        rng.shuffle(unseen)
        own = s == seat
        if own:
            hand = list(p["hand"])
            discard = list(p["discard"])
            bluff = list(p.get("bluff") or ())
        else:
            revealed = list(p.get("revealed") or ())
            need_hand = p["hand_count"] - len(revealed)
            hidden_discard = p["discard_count"] - (1 if p.get("discard_top") is not None else 0)
            need = need_hand + hidden_discard + p.get("bluff_count", 0)
            if len(unseen) < need:
                raise ValueError("not enough unseen cards for the opponent's hidden zones")
            hand = revealed + unseen[:need_hand]
            k = need_hand
            discard = unseen[k:k + hidden_discard]
            k += hidden_discard
            if p.get("discard_top") is not None:
                discard.append(p["discard_top"])
            bluff = unseen[k:k + p.get("bluff_count", 0)]
            k += p.get("bluff_count", 0)
            unseen = unseen[k:]
        deck = unseen[:p["deck_count"]]
        if len(deck) != p["deck_count"]:
            raise ValueError("not enough unseen cards for the deck")
        P = {"leader": p["leader"], "leader_pile": list(p["leader_pile"]), "hand": sorted(hand),
             "deck": sorted(deck), "discard": discard, "combat": list(p["combat"]), "covered": p["covered"],
             "support": list(p["support"]), "ships": list(p.get("ships") or ()),
             "landed": list(p.get("landed") or ()),
             "cargo": {k: list(v) for k, v in (p.get("cargo") or {}).items()}, "bluff": bluff}
        if p.get("revealed"):
            P["revealed"] = list(p["revealed"])
        if p.get("targets"):
            P["targets"] = dict(p["targets"])
        players.append(P)
    fight = view["fight"]
    return {
        "edition": view["edition"], "free_on_first_turn": view.get("free_on_first_turn", False),
        "decks": [p["deck_name"] for p in view["players"]], "p": players,
        "built": [p.get("built", False) for p in view["players"]],
        "dragons": dict(view["dragons"]), "active": view["active"], "phase": view["phase"],
        "fight": None if fight is None else {"starter": fight["starter"], "element": fight["element"],
                                             "first": fight["first_turn"], "announced": list(fight["announced"])},
        # the view shows the turn's public counters; the rest starts as a new turn has it
        "turn": {**new_turn(view["turn"]["seat"]),
                 **{k: (list(v) if isinstance(v, list) else v) for k, v in view["turn"].items()}},
        "pending": [dict(d) for d in view["pending"]],
        "ran_out": list(view["ran_out"]), "over": view["over"], "result": view["result"],
        "turn_no": view["turn_no"], "fights": 0,
    }


def evaluate(state: dict, players: int) -> list[float]:
    """Dragons decide (R-11): each is worth a lot; cards left to play are the means to win
    fights (the seat that runs out first loses, R-11.4), strong hand cards more so; in a
    fight, the seat whose power stands higher in the contested element is ahead (the other
    must beat it or retreat, R-4.3, R-9)."""
    from .cards import INFO
    from .power import analyse
    est = []
    for s in range(2):
        P = state["p"][s]
        dragons = sum(1 for v in state["dragons"].values() if v == s)
        hand = sum(max(INFO[c].fire, INFO[c].earth) for c in P["hand"])
        est.append(5.0 * dragons + 0.25 * (len(P["hand"]) + len(P["deck"])) + 0.1 * hand)
    fight = state["fight"]
    if fight is not None and fight["element"] is not None and not state["over"]:
        an = analyse(state)
        el = fight["element"]
        a, b = an.power(0, el), an.power(1, el)
        if a != b:
            est[0 if a > b else 1] += 1.5
    return score_rewards(est, 3.0)
