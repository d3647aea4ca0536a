"""Obligations: an opponent's "on your turn you must … (by the end of your booster/support
phase); if you cannot or will not, …" texts (R-4.3, R-4.5.1 a, R-8.13 g, R-14.9 c).

An obligation is a *live* static effect of one player (the owner) that binds the other player
(the obligated one) during each of his turns of a fight. Each effect kind registers an
``ObligationKind``; the engine only calls the small functions below:

* ``unmet(state, seat)``       obligations of ``seat`` not fulfilled yet this turn;
* ``feasible(state, seat)``    can every unmet "or retreat" obligation still be met now? The
                               engine asks it when a feasibility search reaches the power phase
                               (R-4.3.1), so "continue" is offered only if all can be met, and
                               checks it at the deadline (only retreat is left otherwise);
* ``meet_moves(state, seat)``  the ``{"type": "meet", "source": cid}`` moves of R-8.13 g (a
                               discard offered in the start, leadership, engagement, character
                               and booster/support phases until met);
* ``start_meet(run, seat, src)`` the move: asks the ``meet_obligation`` decision (the discard sets);
* ``at_deadline(run, seat)``   R-4.5.1 (a): asks for each unmet obligation that can be met by a
                               discard; returns True when it asked a decision.

Kinds here: ``opponent_must_play_or_retreat`` (Kabu Kat: a support, Baku But: a booster; met by
playing one this turn, R-13.5) and ``opponent_must_discard_or_retreat`` (the caterpillars, R-13.6;
met by discarding a set of hand cards reaching the requirement with no surplus card, R-8.8; each
obligation needs its own cards). Meeting one is recorded as a turn mark ``met:<source>``.
A kind whose failure is not a retreat (e.g. a dragon for the owner) sets ``failure`` to
something else and is then left out of ``feasible``.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from games.base import IllegalMove
from games.blue_moon import effects as fx
from games.blue_moon.cards import CARDS, INFO

#: R-8.13 g: phases in which the obligated player may make a discard for an obligation
DECISION_PHASES = ("start", "leadership", "engagement", "character", "booster")


@dataclass
class ObligationKind:
    met: Callable                      # fn(state, seat, src, spec) -> bool (fulfilled this turn)
    sets: Callable | None = None       # fn(state, src, spec, hand) -> discard sets; None: met by playing
    failure: str = "retreat"           # "retreat": cannot continue unless it can be met
    rule: str = "R-4.3"


KINDS: dict[str, ObligationKind] = {}


def register(kind: str, ob: ObligationKind) -> None:
    KINDS[kind] = ob
    fx.register_static(kind, stage="rule")


def met_mark(src: str) -> str:
    return f"met:{src}"


def active(state, seat: int) -> list:
    """(source, spec, ObligationKind) binding ``seat`` now: only in his own turns of a fight."""
    if state["fight"] is None or state["active"] != seat or not KINDS:
        return []
    from games.blue_moon.power import analyse
    an = analyse(state)
    key = ("obligations", seat)
    out = an.memo.get(key)
    if out is None:
        out = an.memo[key] = [(src, spec, KINDS[fx.kind_name(spec)])
                              for src, spec in an.live_of(1 - seat, tuple(KINDS))]
    return out


def unmet(state, seat: int) -> list:
    return [o for o in active(state, seat) if not o[2].met(state, seat, o[0], o[1])]


def _joint(state, obs, hand) -> bool:
    """Can every discard obligation in ``obs`` be met, each with its own cards (R-8.13 g)?"""
    if not obs:
        return True
    src, spec, kind = obs[0]
    for s in kind.sets(state, src, spec, tuple(hand)):
        rest = list(hand)
        for c in s:
            rest.remove(c)
        if _joint(state, obs[1:], rest):
            return True
    return False


def feasible(state, seat: int) -> bool:
    obs = [o for o in unmet(state, seat) if o[2].failure == "retreat"]
    if not obs:
        return True
    if any(o[2].sets is None for o in obs):
        return False                       # a card had to be played and was not
    return _joint(state, obs, state["p"][seat]["hand"])


def _options(state, seat: int, src: str) -> list:
    """Discard sets for ``src`` (those leaving the other obligations meetable first)."""
    obs = [o for o in unmet(state, seat) if o[2].sets is not None]
    mine = [o for o in obs if o[0] == src]
    if not mine:
        return []
    _s, spec, kind = mine[0]
    hand = state["p"][seat]["hand"]
    sets = [list(s) for s in kind.sets(state, src, spec, tuple(hand))]
    others = [o for o in obs if o[0] != src and o[2].failure == "retreat"]
    if others:
        good = [s for s in sets if _joint(state, others, [c for c in hand if c not in s])]
        sets = good or sets
    return sets


def meet_moves(state, seat: int) -> list[dict]:
    if state["phase"] not in DECISION_PHASES or state["pending"]:
        return []
    return [{"type": "meet", "source": src} for src, spec, kind in unmet(state, seat)
            if kind.sets is not None and kind.sets(state, src, spec, tuple(state["p"][seat]["hand"]))]


def start_meet(run, seat: int, src: str) -> None:
    if not any(m["source"] == src for m in meet_moves(run.state, seat)):
        raise IllegalMove("R-8.13", f"no obligation of {src} can be met now")
    # choosing to meet it now shows that the hand can (fair play: a reveal, like the discard)
    run.emit({"type": "pending", "decision": {"kind": "meet_obligation", "seat": seat, "source": src},
              "shown": [seat]})


def left_unmet_mark(src: str) -> str:
    return f"unmet:{src}"


def at_deadline(run, seat: int) -> bool:
    """R-4.5.1 (a): at the end of his booster/support phase the player is asked about every
    unmet discard obligation, whatever his hand holds (fair play: whether he is asked must
    not tell the opponent whether he can meet it); he discards a set or leaves it unmet
    (``null``: "... or retreat", then only the retreat is left)."""
    marks = run.state["turn"]["marks"]
    for src, spec, kind in unmet(run.state, seat):
        if kind.sets is not None and left_unmet_mark(src) not in marks:
            run.ask({"kind": "meet_obligation", "seat": seat, "source": src, "deadline": True})
            return True
    return False


def _meet_options(state, dec) -> list:
    opts = _options(state, dec["seat"], dec["source"])
    return opts + [None] if dec.get("deadline") else opts


def _meet_resolve(run, dec, choice):
    if choice is None:                                   # left unmet at the deadline: retreat
        run.emit({"type": "mark", "key": left_unmet_mark(dec["source"])})
        return
    run.discard(dec["seat"], list(choice), zone="hand")
    run.emit({"type": "mark", "key": met_mark(dec["source"])})


fx.register_decision("meet_obligation", _meet_options, _meet_resolve, rule="R-8.8")


# ----------------------------------------------------------------------------- requirements

def _measure(key: str):
    if key == "moons":
        return lambda c: CARDS[c].get("moons") or 0
    return lambda c: INFO[c].value(key)


def requirement_ok(req: dict, cards, factor: int = 1) -> bool:
    """Do these hand cards meet a discard requirement (printed values, moons, characters)?"""
    if "either" in req:
        return any(requirement_ok(r, cards, factor) for r in req["either"])
    if "character_cards" in req:
        return sum(1 for c in cards if INFO[c].type == "character") >= req["character_cards"] * factor
    need = {}
    for el in ("fire", "earth"):
        k = f"printed_{el}_sum_at_least"
        if k in req:
            need[el] = req[k] * factor
    if "moons_sum_at_least" in req:
        need["moons"] = req["moons_sum_at_least"] * factor
    if req.get("fire_and_earth_on_different_cards") and len(need) == 2:
        # each card counts for Fire or for Earth: best Earth for each capped Fire sum
        a, b = need["fire"], need["earth"]
        best = {0: 0}
        for c in cards:
            f, e = INFO[c].fire, INFO[c].earth
            nxt = dict(best)
            for fs, es in best.items():
                k1 = min(a, fs + f)
                nxt[k1] = max(nxt.get(k1, -1), es)
                nxt[fs] = max(nxt.get(fs, -1), es + e)
            best = nxt
        return best.get(a, -1) >= b
    return all(sum(_measure(k)(c) for c in cards) >= v for k, v in need.items())


@lru_cache(maxsize=4096)
def _sets(hand: tuple, req_key: str, factor: int) -> tuple:
    req = json.loads(req_key)
    cands = [c for c in sorted(set(hand)) if _contributes(req, c)]
    out = []

    def rec(i, chosen):
        if chosen and requirement_ok(req, chosen, factor):
            if all(not requirement_ok(req, [x for x in chosen if x != c], factor) for c in chosen):
                out.append(tuple(sorted(chosen)))        # minimal: no surplus card
            return                                       # supersets are never minimal
        for j in range(i, len(cands)):
            chosen.append(cands[j])
            rec(j + 1, chosen)
            chosen.pop()

    if requirement_ok(req, cands, factor):
        rec(0, [])
    return tuple(sorted(set(out)))


def _contributes(req: dict, c: str) -> bool:
    if "either" in req:
        return any(_contributes(r, c) for r in req["either"])
    if "character_cards" in req:
        return INFO[c].type == "character"
    return any(((k.startswith("printed_fire") and INFO[c].fire > 0) or
                (k.startswith("printed_earth") and INFO[c].earth > 0) or
                (k.startswith("moons") and (CARDS[c].get("moons") or 0) > 0)) for k in req)


def requirement_sets(hand, req: dict, factor: int = 1) -> list[list[str]]:
    """R-8.8: every set of hand cards meeting ``req`` (numbers times ``factor``) with no card
    that could be left out."""
    return [list(s) for s in _sets(tuple(sorted(hand)), json.dumps(req, sort_keys=True), factor)]


# ----------------------------------------------------------------------------- the two kinds

def doubling_factor(state, owner: int, src: str) -> int:
    """Crysalus Frendus (R-13.6, R-5.4 default): x2 for the caterpillar its owner fixed as target
    while the doubling card is live (``targets`` set by its end-of-turn text)."""
    from games.blue_moon.power import analyse
    f = 1
    targets = state["p"][owner].get("targets") or {}
    for dsrc, _spec in analyse(state).live_of(owner, "double_caterpillar_requirement"):
        if targets.get(dsrc) == src:
            f *= 2
    return f


def _discard_sets(state, src, spec, hand):
    from games.blue_moon.power import analyse
    owner = analyse(state).owner.get(src)
    factor = doubling_factor(state, owner, src) if owner is not None else 1
    return requirement_sets(hand, spec.get("requirement") or {}, factor)


def _played_type(state, seat, src, spec) -> bool:
    return spec.get("card_type") in state["turn"].get("types", ())


def _discarded(state, seat, src, spec) -> bool:
    return met_mark(src) in state["turn"]["marks"]


register("opponent_must_play_or_retreat", ObligationKind(met=_played_type, rule="R-13.5"))
register("opponent_must_discard_or_retreat", ObligationKind(met=_discarded, sets=_discard_sets, rule="R-13.6"))
