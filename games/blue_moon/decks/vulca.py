"""Vulca deck (letter V, leader Inferno; spec Appendix A.1).

Every Vulca card is handled by the generic effect kinds of ``effects.py`` from its
``effect_spec`` in cards.json; no card needs an override. A card that does would be
registered here, e.g.::

    fx.CARD_SPECS["vulca-xx"] = {"trigger": "on_play", "action": "vulca_xx"}

    @fx.action("vulca_xx")
    def _vulca_xx(run, seat, cid, spec): ...
"""
from games.blue_moon import effects as fx  # noqa: F401  (registrations go through it)
from games.blue_moon.cards import deck_card_ids

NAME = "vulca"
LEADER, CARDS = deck_card_ids(NAME)


# ----------------------------------------------------------------------------- E&I extras
# vulca-17, vulca-31, vulca-32 are not in the prebuilt deck (Emissaries & Inquisitors,
# ); they work in self-built decks. vulca-31 (``ignore_play_condition``) is a
# rule-stage static of effects.py read by the engine's play-condition check.
from games.blue_moon.cards import INFO  # noqa: E402

EXTRAS = ("vulca-17", "vulca-31", "vulca-32")


def erupta_cards(an, st, seat: int) -> list[str]:
    """Erupta (vulca-17): every card of the opponent's combat (covered ones too) and support
    areas, except his active PROTECTED cards."""
    opp = 1 - seat
    P = st["p"][opp]
    keep = {c for c in an.active[opp] if an.protected(c)}
    return [c for c in P["combat"] + P["support"] if c not in keep]


@fx.action("opponent_shuffles_combat_support_into_draw_deck")
def _erupta(run, seat, cid, spec):
    if not erupta_cards(run.analysis(), run.state, seat):
        return                                             # e
    if spec.get("optional"):
        run.ask({"kind": "opponent_shuffles_areas_into_deck", "seat": seat, "source": cid})
    else:
        _erupta_resolve(run, {"seat": seat, "source": cid}, True)


def _erupta_resolve(run, dec, choice):
    if not choice:
        return
    seat = dec["seat"]
    cards = erupta_cards(run.analysis(), run.state, seat)
    if cards:
        run.emit({"type": "to_deck", "seat": 1 - seat, "cards": cards, "from": "areas", "revealed": True})


fx.register_decision("opponent_shuffles_areas_into_deck", lambda st, dec: [True, False], _erupta_resolve,
                     rule="R-8.13")


def _pile_options(st, seat: int, source: str) -> list[str]:
    """Chosen One of Fire (vulca-32): the player's leader-pile cards except this card."""
    return sorted(set(st["p"][seat]["leader_pile"]) - {source})


@fx.action("both_players_shuffle_one_played_leadership_into_draw_deck")
def _chosen_one_of_fire(run, seat, cid, spec):
    """Each player shuffles one card of his leader pile into his draw deck; the owner
    chooses first (R-8.13 b): his decision is pushed last, so it is asked first. A player
    with no other card in his leader pile chooses nothing."""
    for s in (1 - seat, seat):
        if _pile_options(run.state, s, cid):
            run.ask({"kind": "shuffle_leadership_into_deck", "seat": s, "source": cid})


def _cof_resolve(run, dec, choice):
    run.emit({"type": "to_deck", "seat": dec["seat"], "cards": [choice], "from": "leader_pile",
              "revealed": True})


fx.register_decision("shuffle_leadership_into_deck",
                     lambda st, dec: _pile_options(st, dec["seat"], dec["source"]), _cof_resolve,
                     rule="R-8.13")

assert all(INFO[c].people == "Vulca" for c in EXTRAS)
