"""Helpers for the Blue Moon tests: build positions by hand (every one of the 62 cards
placed somewhere), play moves strictly through decide/evolve."""
from __future__ import annotations

import random

from games.base import canonical
from games.blue_moon import GAMES
from games.blue_moon.cards import INFO, deck_card_ids
from games.blue_moon.power import analyse
from games.blue_moon.state import new_turn
from games.testing import step as _step

G = GAMES[0]
V, H = 0, 1                     # seat 0 plays Vulca, seat 1 Hoax (default decks)

_NAMES = {}
for _d in ("vulca", "hoax", "mimix", "flit", "khind"):
    _leader, _cards = deck_card_ids(_d)
    for _c in [_leader] + _cards:
        _NAMES[INFO[_c].name] = _c


def cid(name: str) -> str:
    """Card id from its English name (Appendix A); a card id is taken as it is (cards outside
    the prebuilt decks, e.g. the Khind extras, are placed by id)."""
    if name in INFO:
        return name
    return _NAMES[name]


def ids(*names: str) -> list[str]:
    return [cid(n) for n in names]


def build(*, active=V, phase="engagement", element=None, first=False, fight=True,
          hands=((), ()), combat=((), ()), covered=(0, 0), support=((), ()),
          discard=((), ()), leader_pile=((), ()), decks=None, dragons=None, leadership=None,
          turn=None, ran_out=(), pending=(), announced=(None, None), edition="legends",
          starter=None, people=("vulca", "hoax")) -> dict:
    """A position. Card arguments are names; cards not placed anywhere go to the deck
    (unless ``decks`` gives the decks explicitly, then the rest goes to the discard pile)."""
    players = []
    for s, deck in enumerate(people):
        leader, cards = deck_card_ids(deck)
        zones = {"hand": ids(*hands[s]), "combat": ids(*combat[s]), "support": ids(*support[s]),
                 "discard": ids(*discard[s]), "leader_pile": ids(*leader_pile[s])}
        placed = [c for z in zones.values() for c in z]
        if decks is not None:
            zones["deck"] = ids(*decks[s])
            placed += zones["deck"]
            zones["discard"] += [c for c in cards if c not in placed]
        else:
            zones["deck"] = [c for c in cards if c not in placed]
        assert len(set(placed)) == len(placed)
        players.append({"leader": leader, "leader_pile": zones["leader_pile"], "hand": sorted(zones["hand"]),
                        "deck": sorted(zones["deck"]), "discard": zones["discard"], "combat": zones["combat"],
                        "covered": covered[s], "support": zones["support"]})
    t = new_turn(active)
    if leadership:
        t["leadership"] = cid(leadership)
    if turn:
        t.update(turn)
    drag = {"lika": None, "doran": None, "sesha": None}
    if dragons:
        for name, who in zip(("lika", "doran", "sesha"), dragons):
            drag[name] = who
    f = None
    if fight:
        f = {"starter": starter if starter is not None else 1 - active, "element": element,
             "first": first, "announced": list(announced)}
    return {"edition": edition, "decks": list(people), "p": players, "dragons": drag,
            "active": active, "phase": phase, "fight": f, "turn": t, "pending": list(pending),
            "ran_out": list(ran_out), "over": False, "result": None, "turn_no": 5, "fights": 1}


def moves(state, seat=None):
    seat = state["active"] if seat is None else seat
    return G.legal_moves(state, seat)


def has(state, move, seat=None) -> bool:
    k = canonical(move)
    return any(canonical(m) == k for m in moves(state, seat))


def play(state, *mvs, seed=0):
    """Play moves (dicts, or card names meaning {"type": "play"}) for whoever is to act;
    return (state, all events)."""
    rng = random.Random(seed)
    events = []
    for m in mvs:
        if isinstance(m, str):
            m = {"type": "play", "card": cid(m)}
        seat = G.to_act(state)[0]
        state, ev = _step(G, state, seat, m, rng, strict=True)
        events += ev
    return state, events


def power(state, seat, element=None):
    return analyse(state).power(seat, element)


def choose(choice):
    if isinstance(choice, str):
        choice = cid(choice)
    return {"type": "choose", "choice": choice}


P = {"type": "pass"}
CONTINUE = {"type": "continue"}
RETREAT = {"type": "retreat"}
START = {"type": "start_fight"}
DECLINE = {"type": "decline"}


def announce(el):
    return {"type": "announce", "element": el}


def types(events):
    return [e["type"] for e in events]


def of_type(events, t):
    return [e for e in events if e["type"] == t]
