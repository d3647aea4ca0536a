"""The effect machinery: registries that turn a card's ``effect_spec`` into behaviour.

A card is data (``cards.json``). Its ``effect_spec`` (R-8.12) names a ``trigger`` and a
``kind`` (static / on_retreat / play_condition) or an ``action`` (on_play and the timed
triggers). Behaviour is looked up by that name here; a card that needs something special
gets a spec override by card id (``CARD_SPECS``) that may name its own action. The turn
logic in ``engine.py`` never tests a card id.

Registries
----------
STATIC[kind]           StaticKind: stage "ignore" (R-8.5), "card" (value effects, R-5.3
                       priorities 5-6), "total" (floors, priority 7) or "rule" (read by the
                       engine's queries: prohibitions, limits, allowances, retreat modifiers).
PLAY_CONDITIONS[kind]  PlayCondition: ``allowed`` (checked from the hand, R-8.3) and
                       ``on_placed`` (e.g. a mutant's element change, R-12.3).
ACTIONS[action]        fn(run, seat, cid, spec): on_play / start_of_my_turn / end_of_my_turn /
                       after_my_booster_support_phase texts. It emits events through ``run`` or
                       pushes a pending decision (``run.ask``).
DECISIONS[kind]        Decision: ``options(state, dec)`` (JSON choices offered by legal_moves
                       to ``dec["seat"]``) and ``resolve(run, dec, choice)``.
CARD_SPECS[card_id]    spec override for one card.

``run`` (engine.Run) offers: ``state``, ``rng``, ``emit(event)``, ``analysis()``,
``ask(decision)``, ``draw(seat, n)``, ``attract(seat)``, ``discard(seat, cards, zone)``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from games.base import IllegalMove, canonical
from games.blue_moon.cards import INFO

# ----------------------------------------------------------------------------- registries


@dataclass
class StaticKind:
    stage: str                                  # ignore | card | total | rule
    apply: Callable | None = None               # ignore stage: fn(an, seat, cid, spec)
    matches: Callable | None = None             # ignore stage: fn(an, seat, src, spec, target, owner)
    countered: Callable = lambda an, seat, cid, spec: False
    targets: Callable | None = None             # card stage "one of my": fn(an, seat, cid, spec)
    apply_values: Callable | None = None        # card stage: fn(an, seat, cid, spec, el, vals, target)
    apply_total: Callable | None = None         # total stage: fn(an, seat, cid, spec, el, total)
    apply_printed: Callable | None = None       # printed stage: fn(an, seat, cid, spec, el, vals, owner)


@dataclass
class PlayCondition:
    allowed: Callable                           # fn(an, state, seat, cid, spec) -> bool
    on_placed: Callable | None = None           # fn(run, seat, cid, spec)
    rule: str = "R-8.3"


@dataclass
class Decision:
    options: Callable                           # fn(state, dec) -> list of JSON choices
    resolve: Callable                           # fn(run, dec, choice)
    rule: str = "R-8.13"
    private: bool = False                       # choice hidden from the other seat in event views


STATIC: dict[str, StaticKind] = {}
PLAY_CONDITIONS: dict[str, PlayCondition] = {}
ACTIONS: dict[str, Callable] = {}
DECISIONS: dict[str, Decision] = {}
CARD_SPECS: dict[str, dict] = {}

#: triggers whose spec names an ``action`` run by the engine at that moment
TIMED_TRIGGERS = ("on_play", "start_of_my_turn", "end_of_my_turn", "after_my_booster_support_phase")


def spec_of(cid: str) -> dict | None:
    s = CARD_SPECS.get(cid)
    return s if s is not None else INFO[cid].spec


_SK_CACHE: dict = {}


def spec_and_kind(cid: str):
    """(spec, StaticKind | None, kind name) of a card, memoised (hot path of power.py).
    The memo is keyed by the spec object, so a CARD_SPECS override takes effect at once."""
    spec = spec_of(cid)
    hit = _SK_CACHE.get(cid)
    if hit is not None and hit[0] is spec:
        return hit
    hit = (spec, static_kind(spec) if spec is not None else None, kind_name(spec) if spec is not None else None)
    _SK_CACHE[cid] = hit
    return hit


def kind_name(spec: dict) -> str | None:
    return spec.get("kind") or spec.get("action")


def static_kind(spec: dict) -> StaticKind | None:
    if spec.get("trigger") in ("static", "on_retreat"):
        return STATIC.get(spec.get("kind"))
    return None


def is_supported(cid: str) -> bool:
    """True when every part of the card's spec has a registered handler."""
    spec = spec_of(cid)
    if spec is None:
        return True
    trig = spec.get("trigger")
    if trig in ("static", "on_retreat"):
        return spec.get("kind") in STATIC
    if trig == "play_condition":
        return spec.get("kind") in PLAY_CONDITIONS
    if trig in TIMED_TRIGGERS:
        return timed_key(spec) in ACTIONS
    return False


def timed_key(spec: dict) -> str:
    """Handler name of a timed text: its ``kind`` when it has one (e.g. ``storm``, whose
    ``action`` alone would miss the condition), else its ``action``."""
    return spec.get("kind") or spec.get("action")


def run_timed(run, seat: int, cid: str, spec: dict) -> None:
    ACTIONS[timed_key(spec)](run, seat, cid, spec)


def register_static(kind: str, **kw) -> None:
    STATIC[kind] = StaticKind(**kw)


def action(name: str):
    def deco(fn):
        ACTIONS[name] = fn
        return fn
    return deco


def register_decision(kind: str, options: Callable, resolve: Callable, rule: str = "R-8.13",
                      private: bool = False) -> None:
    DECISIONS[kind] = Decision(options=options, resolve=resolve, rule=rule, private=private)


# ----------------------------------------------------------------------------- helpers

def card_types_match(cid: str, types) -> bool:
    return types == "all" or INFO[cid].type in types


EXCEPT = {
    "flit_characters": lambda cid: INFO[cid].people == "Flit" and INFO[cid].type == "character",
    "protected": lambda cid: False,        # protection is always checked
}


def opponent_active(an, seat: int, types, unprotected: bool = True) -> list[str]:
    """Active cards of ``seat``'s opponent of the given types that ``seat``'s effects may
    affect (not protected, R-7.7), in play order."""
    opp = 1 - seat
    return [c for c in an.active[opp]
            if card_types_match(c, types) and (not unprotected or not an.protected(c))]


def own_active(an, seat: int, types) -> list[str]:
    return [c for c in an.active[seat] if card_types_match(c, types)]


# ----------------------------------------------------------------------------- ignore

def _ignore_matches(an, seat, src, spec, target, owner) -> bool:
    if owner == seat or not card_types_match(target, spec.get("card_types", "all")):
        return False
    for e in spec.get("except", ()):
        if e in EXCEPT and EXCEPT[e](target):
            return False
    return True


def _ignore_apply(an, seat, src, spec) -> None:
    opp = 1 - seat
    aspects = spec.get("aspects", ())
    for c in an.active[opp]:
        if _ignore_matches(an, seat, src, spec, c, opp) and not an.protected(c):
            an.ign.setdefault(c, set()).update(aspects)


def _ignore_countered(an, seat, cid, spec) -> bool:
    """``countered_by`` (Enthrall Opposition, R-8.9): the text does nothing while the
    opponent has an active card of that name whose text is not ignored."""
    names = spec.get("countered_by")
    if not names:
        return False
    return any(INFO[c].name in names and not an.text_ignored(c) for c in an.active[1 - seat])


register_static("ignore", stage="ignore", apply=_ignore_apply, matches=_ignore_matches,
                countered=_ignore_countered)

# ----------------------------------------------------------------------------- values


def _one_own_character(an, seat, cid, spec):
    """"One of my active character cards" targets (R-5.4); None when the spec has no target."""
    if spec.get("target", "one_own_character") != "one_own_character":
        return None
    return [c for c in an.active[seat] if INFO[c].type == "character"]


def _multiply(an, seat, cid, spec, el, vals, target) -> None:
    if el not in spec.get("elements", ()):
        return                                  # one-element effects
    f = spec.get("factor", 2)
    if spec.get("target") in ("all_own_supports", "all_own_boosters", "all_own_characters"):
        typ = spec["target"][len("all_own_"):-1]          # support | booster (Carl Kamikaze Crow) | character (FunFun)
        for c in vals:
            if INFO[c].type == typ:
                vals[c] *= f
    elif target is not None:
        vals[target] *= f


def _raise_to(an, seat, cid, spec, el, vals, target) -> None:
    if target is not None and el in spec.get("elements", ()):
        vals[target] = max(vals[target], spec["value"])


def _floor(an, seat, cid, spec, el, total) -> int:
    only = spec.get("element", spec.get("only_if_contested_element"))
    if only not in (None, el):                     # Earthwater: only in an Earth fight
        return total
    return max(total, spec["value"])


register_static("multiply_values", stage="card", apply_values=_multiply, targets=_one_own_character)
register_static("raise_values_to", stage="card", apply_values=_raise_to, targets=_one_own_character)
register_static("total_power_at_least", stage="total", apply_total=_floor)
for _k in ("forbid_opponent_play", "limit_opponent", "extra_play_allowance", "play_allowance",
           "modify_dragons_attracted"):
    register_static(_k, stage="rule")


# ----------------------------------------------------------------------------- rule queries

def forbidden_by_opponent(an, seat: int, cid: str):
    """R-6.10/R-8.6: the opponent's live "you may not play ..." effect that forbids ``cid``
    to ``seat`` (the source card id), else None."""
    info = INFO[cid]
    for src, spec in an.live_of(1 - seat, "forbid_opponent_play"):
        if info.type in spec.get("card_types", ()):
            flt = spec.get("filter")
            if flt is None or (flt == "no_special_text" and not info.has_text):
                return src
    return None


def opponent_limit(an, seat: int, key: str):
    """The strictest live ``limit_opponent`` value ``key`` the opponent imposes, else None."""
    best = None
    for _src, spec in an.live_of(1 - seat, "limit_opponent"):
        if key in spec:
            best = spec[key] if best is None else min(best, spec[key])
    return best


def allowances(an, seat: int) -> tuple[dict, dict]:
    """(extra, unlimited) booster/support allowances of ``seat`` (R-6.5, R-6.6)."""
    extra = {"booster": 0, "support": 0}
    unlimited = {"booster": False, "support": False}
    for _src, spec in an.live_of(seat, ("extra_play_allowance", "play_allowance")):
        t = spec.get("card_type")
        if t not in extra:
            continue
        if spec.get("count") == "unlimited":
            unlimited[t] = True
        else:
            extra[t] += spec.get("additional", 1)
    return extra, unlimited


def retreat_modifiers(an, retreating: int) -> list[tuple]:
    """R-9.3: (priority, op, value, source) of live modifiers for this retreat."""
    mods = []
    for s in (0, 1):
        for src, spec in an.live_of(s, "modify_dragons_attracted"):
            who = spec.get("retreating_player")
            if (who == "opponent" and retreating != s) or (who == "self" and retreating == s):
                mods.append((spec.get("priority", 9), spec["op"], spec.get("value", 0), src))
    mods.sort(key=lambda m: m[0])
    return mods


def apply_retreat_modifiers(n: int, mods) -> int:
    for _p, op, v, _src in mods:
        if op == "add":
            n += v
        elif op == "subtract":
            n = max(0, n - v)
        elif op == "cap":
            n = min(n, v)
        elif op == "set":
            n = v
    return n


# ----------------------------------------------------------------------------- mutants

def _mutant_allowed(an, state, seat, cid, spec) -> bool:
    if "text" in an.hypothetical_aspects(seat, cid):   # default: condition void
        return True
    cond = spec.get("condition") or {}
    fight = state["fight"]
    element = fight["element"] if fight else None
    if "contested_element" in cond and element != cond["contested_element"]:
        return False
    if "opponent_total_power_at_least" in cond:
        if element is None or an.power(1 - seat, element) < cond["opponent_total_power_at_least"]:
            return False
    return True


def _mutant_placed(run, seat, cid, spec) -> None:
    fight = run.state["fight"]
    if fight is None or fight["element"] is None:      # first turn switches nothing
        return
    ch = spec.get("element_change", "toggle")
    new = ("earth" if fight["element"] == "fire" else "fire") if ch == "toggle" else ch
    if new != fight["element"]:
        run.emit({"type": "element", "element": new, "source": cid})


PLAY_CONDITIONS["mutant"] = PlayCondition(allowed=_mutant_allowed, on_placed=_mutant_placed, rule="R-12.2")

# ----------------------------------------------------------------------------- on_play actions


def doa_targets(an, seat: int, spec: dict) -> list[str]:
    """The opponent's active cards a ``discard_opponent_active`` text may take: of its card
    types, not protected (R-7.7), with a printed icon when ``only_cards_with_icons`` (R-7.11,
    TopDog); one card at a time with ``keep_last_character``: not his last active character
    (Highchirp, TopDog)."""
    targets = opponent_active(an, seat, spec.get("card_types", "all"))
    if spec.get("only_cards_with_icons"):
        targets = [c for c in targets if INFO[c].has_icon]
    if (spec.get("keep_last_character") and spec.get("count") != "all"
            and sum(1 for c in an.active[1 - seat] if INFO[c].type == "character") <= 1):
        targets = [c for c in targets if INFO[c].type != "character"]
    return targets


def _doa_choices(an, seat: int, spec: dict) -> list:
    """The effective choices (without "no"): a card; ``True`` = all targets (count all); with
    count all + ``keep_last_character`` (Drown Resistance) the opponent's active character that
    stays (any one, protected ones included; ``True`` when he has none)."""
    targets = doa_targets(an, seat, spec)
    if spec.get("count") != "all":
        return targets
    if not spec.get("keep_last_character"):
        return [True] if targets else []
    chars = [c for c in an.active[1 - seat] if INFO[c].type == "character"]
    if not chars:
        return [True] if targets else []
    return [c for c in chars if any(t != c for t in targets)]


@action("discard_opponent_active")
def _discard_opponent_active(run, seat, cid, spec):
    """Cinder (choose one or none), Cast Cataclysm (all, may), Highchirp (not the last
    character), TopDog/TopNotch (once per turn), Drown Resistance (all but one character)."""
    if not _doa_choices(run.analysis(), seat, spec):
        return                                           # e
    run.ask({"kind": "discard_opponent_active", "seat": seat, "source": cid})


def _doa_options(state, dec):
    from games.blue_moon.power import analyse
    spec = spec_of(dec["source"])
    opts = _doa_choices(analyse(state), dec["seat"], spec)
    if spec.get("count") == "all" and not spec.get("keep_last_character"):
        return [True, False] if spec.get("optional") else [True]
    if spec.get("optional"):
        opts = opts + [None]
    return opts


def _doa_resolve(run, dec, choice):
    if choice is None or choice is False:
        return
    spec = spec_of(dec["source"])
    seat = dec["seat"]
    if spec.get("trigger") == ONCE_PER_MY_TURN:
        run.emit({"type": "mark", "key": f"used:{dec['source']}"})      # f
    targets = doa_targets(run.analysis(), seat, spec)
    if choice is True:
        cards = targets
    elif spec.get("count") == "all":
        cards = [c for c in targets if c != choice]                    # Drown Resistance: it stays
    else:
        cards = [choice]
    run.discard(1 - seat, cards)


register_decision("discard_opponent_active", _doa_options, _doa_resolve, rule="R-8.13")


@action("return_own_card_to_hand")
def _return_own(run, seat, cid, spec):
    """Summon Sorcerer."""
    if own_active(run.analysis(), seat, spec.get("card_types", "all")):
        run.ask({"kind": "return_own_card_to_hand", "seat": seat, "source": cid})


def _ret_options(state, dec):
    from games.blue_moon.power import analyse
    spec = spec_of(dec["source"])
    opts = [c for c in own_active(analyse(state), dec["seat"], spec.get("card_types", "all"))
            if c != dec["source"]]
    return opts + ([None] if spec.get("optional") else [])


def _ret_resolve(run, dec, choice):
    if choice is not None:
        run.to_hand(dec["seat"], choice)


register_decision("return_own_card_to_hand", _ret_options, _ret_resolve)


def value_subsets(hand: list[str], element: str, target: int) -> list[list[str]]:
    """R-8.8: sets of hand cards whose printed ``element`` values reach ``target`` with no
    superfluous card (removing any card would fall below the target)."""
    cards = sorted((c for c in hand if INFO[c].value(element) > 0),
                   key=lambda c: (-INFO[c].value(element), c))
    vals = [INFO[c].value(element) for c in cards]
    out = []

    def rec(i, chosen, total):
        if total >= target:
            if total - vals[chosen[-1]] < target:          # the smallest card is needed
                out.append(sorted(cards[j] for j in chosen))
            return
        for j in range(i, len(cards)):
            chosen.append(j)
            rec(j + 1, chosen, total + vals[j])
            chosen.pop()

    rec(0, [], 0)
    return out


def _requirement(spec):
    req = spec.get("requirement") or {}
    for el in ("fire", "earth"):
        k = f"printed_{el}_sum_at_least"
        if k in req:
            return el, req[k]
    raise ValueError(f"unsupported requirement {req}")


def discard_sets(hand: list[str], spec: dict) -> list[list[str]]:
    """The hand-card sets that meet a discard requirement: printed values reaching a sum
    (Charm Holy Dragon, R-8.8) or N character cards (Beguile Holy Dragon)."""
    req = spec.get("requirement") or {}
    if "character_cards" in req:
        from itertools import combinations
        chars = sorted(c for c in hand if INFO[c].type == "character")
        return [list(x) for x in sorted(set(combinations(chars, req["character_cards"])))]
    el, target = _requirement(spec)
    return value_subsets(hand, el, target)


@action("discard_from_hand_to_attract_dragon")
def _discard_to_attract(run, seat, cid, spec):
    """Charm Holy Dragon (R-8.8, R-9.6), Beguile Holy Dragon."""
    if discard_sets(run.state["p"][seat]["hand"], spec):
        run.ask({"kind": "discard_from_hand_to_attract_dragon", "seat": seat, "source": cid})


def _dta_options(state, dec):
    spec = spec_of(dec["source"])
    opts = discard_sets(state["p"][dec["seat"]]["hand"], spec)
    return opts + ([None] if spec.get("optional", True) else [])


def _dta_resolve(run, dec, choice):
    if choice is None:
        return
    run.discard(dec["seat"], choice, zone="hand")
    run.attract(dec["seat"])


register_decision("discard_from_hand_to_attract_dragon", _dta_options, _dta_resolve, rule="R-8.8")


@action("draw")
def _draw(run, seat, cid, spec):
    """Muster Reinforcements (on_play), Flare (end_of_my_turn)."""
    if run.drawable(seat) == 0:
        return                                            # nothing can be taken (R-8.13 e)
    if spec.get("optional"):
        run.ask({"kind": "draw", "seat": seat, "source": cid})
    else:
        run.draw(seat, spec.get("count", 1))


def _draw_options(state, dec):
    spec = spec_of(dec["source"])
    if spec.get("up_to"):
        return list(range(spec.get("count", 1), -1, -1))
    return [True, False]


def _draw_resolve(run, dec, choice):
    spec = spec_of(dec["source"])
    n = spec.get("count", 1) if choice is True else (choice if isinstance(choice, int) and choice is not False else 0)
    if n:
        run.draw(dec["seat"], n)     # as many as possible (R-8.7, R-8.13 c)


register_decision("draw", _draw_options, _draw_resolve, rule="R-8.13")


@action("discard_random_from_opponent_hand")
def _random_discard(run, seat, cid, spec):
    """Sarogakanas the Ancient (R-8.10)."""
    if run.state["p"][1 - seat]["hand"]:
        if spec.get("optional"):
            run.ask({"kind": "discard_random_from_opponent_hand", "seat": seat, "source": cid})
        else:
            _rd_resolve(run, {"seat": seat, "source": cid}, True)


def _rd_options(state, dec):
    return [True, False]


def _rd_resolve(run, dec, choice):
    if not choice:
        return
    spec = spec_of(dec["source"])
    opp = 1 - dec["seat"]
    hand = run.state["p"][opp]["hand"]
    k = min(spec.get("count", 1), len(hand))
    cards = sorted(run.rng.sample(hand, k))          # uniform, unseen (R-8.13 d)
    run.discard(opp, cards, zone="hand", random=True)


register_decision("discard_random_from_opponent_hand", _rd_options, _rd_resolve, rule="R-8.10")


def check_choice(dec: dict, options: list, choice) -> None:
    key = canonical(choice)
    if not any(canonical(o) == key for o in options):
        raise IllegalMove(DECISIONS[dec["kind"]].rule,
                          f"choice {choice!r} is not one of the options for {dec['kind']}")


# ----------------------------------------------------------------------------- Mimix texts
# "up to N" = the player picks 0..N, 0 = not using the text; a search or a
# reveal shows the card to the opponent: the draw/take event carries ``revealed``.)

def _mutant_counts_ok(an, state, seat, cond) -> bool:
    """Mutant conditions on area counts (R-12.2; R-6.9 counts include covered cards where
    the text says "active or covered")."""
    if "opponent_active_combat_support_cards_at_least" in cond:
        n = sum(1 for c in an.active[1 - seat] if INFO[c].type in ("character", "booster", "support"))
        if n < cond["opponent_active_combat_support_cards_at_least"]:
            return False
    if "own_combat_support_cards_at_most" in cond:
        P = state["p"][seat]
        if len(P["combat"]) + len(P["support"]) > cond["own_combat_support_cards_at_most"]:
            return False
    return True


_MUTANT_BASE_ALLOWED = _mutant_allowed


def _mutant_allowed_all(an, state, seat, cid, spec) -> bool:
    if not _MUTANT_BASE_ALLOWED(an, state, seat, cid, spec):
        return False
    if "text" in an.hypothetical_aspects(seat, cid):
        return True
    return _mutant_counts_ok(an, state, seat, spec.get("condition") or {})


PLAY_CONDITIONS["mutant"] = PlayCondition(allowed=_mutant_allowed_all, on_placed=_mutant_placed, rule="R-12.2")


def own_area_cards(state, seat: int, spec: dict) -> list[str]:
    """Own cards a "return" text may take: active ones, or with ``active_only: false`` every
    card (active or covered) of the named ``zone`` (Call Spirit of the Battlefield)."""
    from games.blue_moon.power import analyse
    types = spec.get("card_types", "all")
    if spec.get("active_only", True):
        return own_active(analyse(state), seat, types)
    P = state["p"][seat]
    zone = P["combat"] if spec.get("zone") == "combat" else P["combat"] + P["support"]
    return [c for c in zone if card_types_match(c, types)]


def _return_own2(run, seat, cid, spec):
    if [c for c in own_area_cards(run.state, seat, spec) if c != cid]:
        run.ask({"kind": "return_own_card_to_hand", "seat": seat, "source": cid})


def _ret_options2(state, dec):
    spec = spec_of(dec["source"])
    opts = [c for c in own_area_cards(state, dec["seat"], spec) if c != dec["source"]]
    return opts + ([None] if spec.get("optional") else [])


ACTIONS["return_own_card_to_hand"] = _return_own2
register_decision("return_own_card_to_hand", _ret_options2, _ret_resolve)


def _count_options(run_or_state_n: int, spec) -> list[int]:
    return list(range(min(spec.get("count", 1), run_or_state_n), -1, -1))


@action("reveal_top_discard_one_take_rest")
def _reveal_top(run, seat, cid, spec):
    """Shaman of the Holy Sacrifice: reveal 1..N top cards, discard one, take the rest."""
    n = run.drawable(seat)
    if n:
        run.ask({"kind": "reveal_top_count", "seat": seat, "source": cid, "max": min(n, spec.get("count", 1))})


def _rtc_resolve(run, dec, choice):
    if not choice:
        return
    seat = dec["seat"]
    k = min(choice, run.drawable(seat))
    if k <= 0:
        return
    cards = sorted(run.rng.sample(run.state["p"][seat]["deck"], k))
    run.emit({"type": "draw", "seat": seat, "cards": cards, "revealed": True})
    if len(cards) == 1:
        run.discard(seat, cards, zone="hand")
    else:
        run.ask({"kind": "discard_one_revealed", "seat": seat, "source": dec["source"], "cards": cards})


register_decision("reveal_top_count", lambda st, dec: list(range(dec["max"], -1, -1)), _rtc_resolve,
                  rule="R-8.13")
register_decision("discard_one_revealed", lambda st, dec: sorted(set(dec["cards"])),
                  lambda run, dec, choice: run.discard(dec["seat"], [choice], zone="hand"), rule="R-8.13")


@action("draw_then_shuffle_back")
def _draw_shuffle(run, seat, cid, spec):
    """Shaman of the Deeds to Come: draw up to N, then shuffle K hand cards back."""
    n = run.drawable(seat)
    if n:
        run.ask({"kind": "draw_up_to_then_back", "seat": seat, "source": cid, "max": min(n, spec.get("count", 1))})


def _dtb_resolve(run, dec, choice):
    if not choice:
        return
    seat = dec["seat"]
    before = run.state["turn"]["taken"][seat]
    run.draw(seat, choice)
    if run.state["turn"]["taken"][seat] > before:
        k = min(spec_of(dec["source"]).get("shuffle_back", 2), len(run.state["p"][seat]["hand"]))
        if k:
            run.ask({"kind": "shuffle_back", "seat": seat, "source": dec["source"], "n": k})


def _sb_options(state, dec):
    from itertools import combinations
    hand = state["p"][dec["seat"]]["hand"]
    return [list(c) for c in sorted(set(combinations(hand, dec["n"])))]


register_decision("draw_up_to_then_back", lambda st, dec: list(range(dec["max"], -1, -1)), _dtb_resolve,
                  rule="R-8.13")
register_decision("shuffle_back", _sb_options,
                  lambda run, dec, choice: run.emit({"type": "to_deck", "seat": dec["seat"], "cards": list(choice)}),
                  rule="R-8.13", private=True)


@action("search_draw_deck_to_hand")
def _search_deck(run, seat, cid, spec):
    """Shaman of the Here and Now: take any one card of the draw deck, shown (R-8.11 limits)."""
    if run.drawable(seat):
        run.ask({"kind": "search_draw_deck", "seat": seat, "source": cid})


def _sd_resolve(run, dec, choice):
    if choice is not None and run.drawable(dec["seat"]):
        run.emit({"type": "draw", "seat": dec["seat"], "cards": [choice], "revealed": True})


register_decision("search_draw_deck", lambda st, dec: sorted(set(st["p"][dec["seat"]]["deck"])) + [None],
                  _sd_resolve, rule="R-8.13", private=True)


@action("draw_random_from_own_discard")
def _random_from_discard(run, seat, cid, spec):
    """Shaman of the Afterlife: N random cards of the own discard pile (all or nothing)."""
    if run.state["p"][seat]["discard"]:
        if spec.get("optional"):
            run.ask({"kind": "draw_from_discard", "seat": seat, "source": cid})
        else:
            _dfd_resolve(run, {"seat": seat, "source": cid}, True)


def _dfd_resolve(run, dec, choice):
    if not choice:
        return
    seat = dec["seat"]
    disc = run.state["p"][seat]["discard"]
    k = min(spec_of(dec["source"]).get("count", 1), len(disc))
    if k:
        run.emit({"type": "take_discard", "seat": seat, "cards": sorted(run.rng.sample(disc, k)), "random": True})


register_decision("draw_from_discard", lambda st, dec: [True, False], _dfd_resolve, rule="R-8.13")


@action("search_own_discard_to_hand")
def _search_discard(run, seat, cid, spec):
    """Call Spirit of the Underworld: one chosen card of the own discard pile, shown."""
    if run.state["p"][seat]["discard"]:
        run.ask({"kind": "search_own_discard", "seat": seat, "source": cid})


def _sod_resolve(run, dec, choice):
    if choice is not None:
        run.emit({"type": "take_discard", "seat": dec["seat"], "cards": [choice], "revealed": True})


register_decision("search_own_discard",
                  lambda st, dec: sorted(set(st["p"][dec["seat"]]["discard"])) + [None],
                  _sod_resolve, rule="R-8.13")


# ----------------------------------------------------------------------------- Flit texts

@action("opponent_discards_from_hand")
def _opp_discards(run, seat, cid, spec):
    """Bashdin: I may make you discard N cards of your choice from your hand."""
    if run.state["p"][1 - seat]["hand"]:
        if spec.get("optional"):
            run.ask({"kind": "make_opponent_discard", "seat": seat, "source": cid})
        else:
            _mod_resolve(run, {"seat": seat, "source": cid}, True)


def _mod_resolve(run, dec, choice):
    if not choice:
        return
    opp = 1 - dec["seat"]
    k = min(spec_of(dec["source"]).get("count", 1), len(run.state["p"][opp]["hand"]))
    if k:
        run.ask({"kind": "discard_own_hand_cards", "seat": opp, "source": dec["source"], "n": k})


def _dohc_options(state, dec):
    from itertools import combinations
    return [list(c) for c in sorted(set(combinations(state["p"][dec["seat"]]["hand"], dec["n"])))]


register_decision("make_opponent_discard", lambda st, dec: [True, False], _mod_resolve, rule="R-8.13")
register_decision("discard_own_hand_cards", _dohc_options,
                  lambda run, dec, choice: run.discard(dec["seat"], list(choice), zone="hand"), rule="R-8.8")


# ----------------------------------------------------------------------------- Khind texts

#: R-8.4 "On my turn, I may …" (TopDog, TopNotch): offered by ``offer_once_per_turn``
ONCE_PER_MY_TURN = "once_per_my_turn"
TIMED_TRIGGERS = TIMED_TRIGGERS + (ONCE_PER_MY_TURN,)          # run like the timed texts
#: R-8.13 f: the phases of the owner's turn in which a once-per-turn text is offered
ONCE_PHASES = ("leadership", "character", "booster")


def offer_once_per_turn(run, seat: int, phase: str) -> bool:
    """R-8.4 / R-8.13 f: each live ``once_per_my_turn`` text of the active player not used
    this turn is offered once in each of his leadership, character and booster/support
    phases (one decision at a time; "no" keeps it for the next phase). The turn marks record
    ``offered:<phase>:<card>`` and ``used:<card>`` (set by the resolving decision). True
    when a decision was asked."""
    if phase not in ONCE_PHASES:
        return False
    for cid, spec in run.analysis().live_of(seat):
        if spec.get("trigger") != ONCE_PER_MY_TURN:
            continue
        marks = run.state["turn"]["marks"]
        if f"used:{cid}" in marks or f"offered:{phase}:{cid}" in marks:
            continue
        run.emit({"type": "mark", "key": f"offered:{phase}:{cid}"})
        run_timed(run, seat, cid, spec)
        if run.state["pending"]:
            return True
    return False


def keeps_previous_active(cid: str, hyp) -> bool:
    """R-4.4 exception (KhindKin): a ``does_not_cover`` text lets the character be played
    without covering (its owner may still choose to cover, see the deck module); not while
    its text is ignored as it is played (section 18.9)."""
    spec = spec_of(cid)
    return spec is not None and spec.get("kind") == "does_not_cover" and "text" not in hyp


#: mutant play conditions added by deck modules: condition key -> fn(an, state, seat, value)
MUTANT_CONDITIONS: dict[str, Callable] = {}
_MUTANT_BEFORE_REGISTRY = PLAY_CONDITIONS["mutant"]


def _mutant_allowed_registered(an, state, seat, cid, spec) -> bool:
    if not _MUTANT_BEFORE_REGISTRY.allowed(an, state, seat, cid, spec):
        return False
    if "text" in an.hypothetical_aspects(seat, cid):
        return True
    cond = spec.get("condition") or {}
    return all(fn(an, state, seat, cond[k]) for k, fn in MUTANT_CONDITIONS.items() if k in cond)


PLAY_CONDITIONS["mutant"] = PlayCondition(allowed=_mutant_allowed_registered,
                                          on_placed=_MUTANT_BEFORE_REGISTRY.on_placed,
                                          rule=_MUTANT_BEFORE_REGISTRY.rule)
