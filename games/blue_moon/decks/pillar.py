"""Pillar deck (letter P, leader Fucius Con; spec Appendix A.3, R-13.6; uses the Mimix rules FREE
and PAIR, already in the engine).

* Revealing the hand (R-13.6 a, ``opponent_reveals_hand``: Butterfly Scout, Deploy Butterfly): a
  public ``reveal`` event; the cards stay in ``P["revealed"]`` (shown to both seats by ``view``)
  until they leave the hand; cards drawn later are not shown (state.py).
* Caterpillars (R-13.6 b, ``opponent_must_discard_or_retreat``): obligations (``obligations.py``):
  discard sets with no surplus card (R-8.8), offered as ``meet`` moves in the phases of R-8.13 g
  and asked at the deadline (R-4.5.1 a); the opponent may continue only if he can meet them all,
  each with its own cards (R-4.3). Moonset Caterpillar (pillar-20, E&I) counts moons.
* Crysalus Frendus (``double_caterpillar_requirement``): R-5.4 / section 18.16 default: its owner
  fixes the target caterpillar at the end of each of his turns (automatic with one; a decision
  with several), recorded by a ``target`` event; the doubling holds while Crysalus is active.
  Its spec is re-registered with the ``end_of_my_turn`` trigger for that (the doubling itself is
  read by ``obligations.doubling_factor``).
* Potions of Conjoining / Mutation (``values_to_sum_of_printed``, ``values_to_higher_printed``,
  priority 5, "one of my" target chosen for the highest total, R-5.4).
* Bounce Back (khind-31, packed here; ``attack_again``, R-13.4 [INFERRED] default
  ``BOUNCE_BACK_NEEDS_FIGHT``): playable only during a fight (``requires_fight_in_progress``);
  it counts as the turn's character (turn mark ``character_counted``), its STOP icon forbids any
  further card; "continue" is offered only if the present total is a legal announcement.
* The E&I Chosen One of the Wide Lands (pillar-32, ``both_players_may_discard_to_attract_dragon``):
  the owner, then the opponent, may discard a no-surplus set and attract a dragon (R-8.13 b).
"""
from games.blue_moon import effects as fx
from games.blue_moon import obligations as obl
from games.blue_moon.cards import INFO, deck_card_ids

NAME = "pillar"
LEADER, CARDS = deck_card_ids(NAME)

#: R-13.4 / section 18.11 [INFERRED] default: Bounce Back only while a fight is in progress
#: (carried by its spec's ``requires_fight_in_progress``, checked by the engine's ``_block``)
BOUNCE_BACK_NEEDS_FIGHT = True
#: R-5.4 / section 18.16 default: when Crysalus Frendus's owner fixes the doubled caterpillar
#: (the timed trigger its spec is re-registered with; the doubling holds until the next fix)
DOUBLING_TARGET_FIXED_AT = "end_of_my_turn"

_BOUNCE_BACK = "khind-31"
if not BOUNCE_BACK_NEEDS_FIGHT:
    fx.CARD_SPECS[_BOUNCE_BACK] = dict(INFO[_BOUNCE_BACK].spec, requires_fight_in_progress=False)


# ----------------------------------------------------------------------------- potions (R-5.3 priority 5)

def _conjoin(an, seat, cid, spec, el, vals, target) -> None:
    """Each value of the target is increased by its other printed value."""
    if target is not None:
        info = INFO[target]
        vals[target] += info.earth if el == "fire" else info.fire


def _mutation(an, seat, cid, spec, el, vals, target) -> None:
    """Both values raised to the higher printed value (a higher current value stays): the
    target (Potion of Mutation) or every own character (Water of Union, aqua-27)."""
    if spec.get("target") == "all_own_characters":
        cards = [c for c in vals if INFO[c].type == "character"]
    else:
        cards = [target] if target is not None else []
    for c in cards:
        info = INFO[c]
        vals[c] = max(vals[c], info.fire, info.earth)


fx.register_static("values_to_sum_of_printed", stage="card", apply_values=_conjoin, targets=fx._one_own_character)
fx.register_static("values_to_higher_printed", stage="card", apply_values=_mutation, targets=fx._one_own_character)


# ----------------------------------------------------------------------------- revealing (R-13.6 a)

@fx.action("opponent_reveals_hand")
def _reveal(run, seat, cid, spec):
    hand = run.state["p"][1 - seat]["hand"]
    if hand:
        run.emit({"type": "reveal", "seat": 1 - seat, "cards": sorted(hand), "revealed": True, "source": cid})


# ----------------------------------------------------------------------------- Bounce Back

@fx.action("attack_again")
def _attack_again(run, seat, cid, spec):
    if spec.get("counts_as_character_played") and run.state["fight"] is not None:
        run.emit({"type": "mark", "key": fx.CHARACTER_COUNTED})


# ----------------------------------------------------------------------------- Crysalus Frendus

_CRYSALUS = "pillar-14"
fx.CARD_SPECS[_CRYSALUS] = dict(INFO[_CRYSALUS].spec, trigger=DOUBLING_TARGET_FIXED_AT)


def caterpillars(state, seat: int, src: str) -> list[str]:
    """The owner's active cards whose spec names ``src``'s card as able to double them."""
    from games.blue_moon.power import analyse
    name = INFO[src].name
    return [c for c in analyse(state).active[seat] if (fx.spec_of(c) or {}).get("can_be_doubled_by") == name]


def _set_target(run, seat, src, card):
    if (run.state["p"][seat].get("targets") or {}).get(src, None) != card:
        run.emit({"type": "target", "seat": seat, "source": src, "card": card})


@fx.action("double_caterpillar_requirement")
def _fix_target(run, seat, cid, spec):
    cats = caterpillars(run.state, seat, cid)
    if len(cats) <= 1:
        _set_target(run, seat, cid, cats[0] if cats else None)
    else:
        run.ask({"kind": "double_caterpillar_target", "seat": seat, "source": cid})


fx.register_decision("double_caterpillar_target", lambda st, dec: caterpillars(st, dec["seat"], dec["source"]),
                     lambda run, dec, choice: _set_target(run, dec["seat"], dec["source"], choice), rule="R-5.4")


# ----------------------------------------------------------------------------- each player (R-8.13 b)

@fx.action("both_players_may_discard_to_attract_dragon")
def _each_discards(run, seat, cid, spec):
    _ask_each(run, seat, cid, seat)


def _ask_each(run, owner, cid, s):
    while s in (owner, 1 - owner) and not run.state["over"]:
        if obl.requirement_sets(run.state["p"][s]["hand"], fx.spec_of(cid).get("requirement") or {}):
            run.ask({"kind": "each_discard_to_attract", "seat": s, "source": cid, "owner": owner})
            return
        if s != owner:
            return
        s = 1 - owner


def _each_options(st, dec):
    sets = obl.requirement_sets(st["p"][dec["seat"]]["hand"], fx.spec_of(dec["source"]).get("requirement") or {})
    return sets + [None]


def _each_resolve(run, dec, choice):
    s = dec["seat"]
    if choice is not None:
        run.discard(s, list(choice), zone="hand")           # shown as they are discarded
        run.attract(s)
    if s == dec["owner"]:
        _ask_each(run, dec["owner"], dec["source"], 1 - s)


fx.register_decision("each_discard_to_attract", _each_options, _each_resolve, rule="R-8.8")
