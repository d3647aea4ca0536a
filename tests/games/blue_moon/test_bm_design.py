"""The effect machinery: cards are data plus registered handlers (DESIGN.md)."""
from __future__ import annotations

import os
import re

from games.blue_moon import decks, effects as fx
from games.blue_moon.cards import CARDS
from tests.games.blue_moon.bm_helpers import V, build, choose, cid, of_type, play, power


def test_every_card_of_the_supported_decks_has_registered_handlers():
    for name, mod in decks.DECKS.items():
        assert len(mod.CARDS) == 30
        for c in [mod.LEADER, *mod.CARDS]:
            assert fx.is_supported(c), f"{c} ({CARDS[c]['name']}) has no handler for its effect_spec"


def test_not_yet_supported_effects_are_detected():
    """A card whose spec needs an unregistered kind/action is recognisable (a fake spec, so the
    test does not depend on which decks are done): static, timed and play-condition specs."""
    card = cid("Torch")
    assert fx.is_supported(card)
    for spec in ({"trigger": "static", "kind": "no_such_kind_yet"},
                 {"trigger": "start_of_my_turn", "kind": "no_such_kind_yet", "action": "attract_dragons"},
                 {"trigger": "on_play", "action": "no_such_action_yet"},
                 {"trigger": "play_condition", "kind": "no_such_condition_yet"},
                 {"trigger": "no_such_trigger"}):
        fx.CARD_SPECS[card] = spec
        try:
            assert not fx.is_supported(card), spec
        finally:
            del fx.CARD_SPECS[card]


def test_engine_never_names_a_card():
    here = os.path.dirname(fx.__file__)
    for f in ("engine.py", "power.py", "state.py"):
        text = open(os.path.join(here, f), encoding="utf-8").read()
        assert not re.search(r"\b(vulca|hoax|mimix|flit|khind|terrah|pillar|aqua|buka|mutant)-\d+", text), f


def test_card_spec_override_by_id_changes_behaviour():
    """A card-specific spec registered by id is used instead of the JSON spec (here: Torch
    given Cinder's text for the duration of the test)."""
    torch = cid("Torch")
    fx.CARD_SPECS[torch] = dict(CARDS[cid("Cinder")]["effect_spec"])
    try:
        st = build(active=V, phase="character", element="earth", hands=(["Torch"], []),
                   combat=([], ["Catusan"]), support=([], ["Ballista of Confusion"]))
        st, ev = play(st, "Torch")
        assert of_type(ev, "pending")[0]["decision"]["source"] == torch
        st, _ = play(st, choose("Ballista of Confusion"))
        assert power(st, 1, "earth") == 5
    finally:
        del fx.CARD_SPECS[torch]
    st = build(active=V, phase="character", element="earth", hands=(["Torch"], []),
               combat=([], ["Catusan"]), support=([], ["Ballista of Confusion"]))
    assert power(st, 1, "earth") == 7
    st, ev = play(st, "Torch")
    assert not of_type(ev, "pending")


def test_every_mutant_condition_in_the_data_has_a_check():
    """R-12.2: a play-condition key nobody registered would make its mutant never playable
    (effects._mutant_allowed fails closed); every key the card data uses is registered."""
    keys = {k for c in CARDS.values() if (c.get("effect_spec") or {}).get("kind") == "mutant"
            for k in (c["effect_spec"].get("condition") or {})}
    assert keys and keys <= set(fx.MUTANT_CONDITIONS), keys - set(fx.MUTANT_CONDITIONS)
