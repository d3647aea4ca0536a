"""Property tests over many random games (budget: tests/conftest.property_budget) and the
strict contract checks of games.testing for every player count and option set.

Random play always ends (§11.4: every turn is finite - movement uses up allowance or
cards, contributions and offerings use up cards, markers or crystals - and once the city
is finished the stall guard of §11.1 ends the game); no special chooser is needed."""
from __future__ import annotations

import jsonschema
import pytest

from games.blue_moon_city import GAME
from games.testing import check_contract, play
from tests.conftest import property_budget

from .bmc_helpers import check_conservation

GAMES_PER_COUNT = 100


@pytest.mark.parametrize("n", [2, 3, 4])
def test_contract_per_player_count(n):
    assert check_contract(GAME, GAME.make_config(n, {}), seeds=[100 + n]) > 0


@pytest.mark.parametrize("options", [
    {"layout": "all_random", "scale_return": "all", "stall_rounds": 1},
    {"buildings": {"mill": {"boxes": [4, 3, 2]}, "aqueduct": {"participation": {"cards": 1}}}},
])
def test_contract_per_option_set(options):
    assert check_contract(GAME, GAME.make_config(3, options), seeds=[7]) > 0


def _random_games(n, games, seed0, on_step):
    cfg = GAME.make_config(n, {})
    finals = []
    for g in range(games):
        final, log = play(GAME, cfg, seed0 + g, on_step=on_step)
        finals.append((final, log))
    return finals


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_conserve_and_end(n):
    """80 cards, 10 markers per player and the scales conserved after every step (§11.3);
    offerings never exceed the winning number (§10.4); every game ends (§11.4)."""
    games = property_budget(GAMES_PER_COUNT)
    reasons = {}
    steps = [0]

    def on_step(state, seat, move, events):
        steps[0] += 1
        if steps[0] % 5 == 0 or state["over"]:
            check_conservation(state)

    for final, log in _random_games(n, games, 1000 * n, on_step):
        assert GAME.is_over(final)
        check_conservation(final)
        res = GAME.result(final)
        reasons[res["reason"]] = reasons.get(res["reason"], 0) + 1
        if res["reason"] == "offerings":
            (w,) = res["winners"]
            assert final["offerings"][w] == final["win"]
            assert all(o < final["win"] for s, o in enumerate(final["offerings"]) if s != w)
        elif res["reason"] in ("city_finished", "stall_guard"):
            assert all(final["done"].values())
        else:
            assert all(m == 0 for m in final["markers"]) and res["winners"] == []
        places = {r["seat"]: r["place"] for r in res["ranking"]}
        assert sorted(places) == list(range(n))
        assert all(places[w] == 1 for w in res["winners"])
    assert sum(reasons.values()) == games


@pytest.mark.slow
def test_views_moves_and_events_match_schemas():
    """Legal moves, views (every seat + spectator) and event views validate against the
    published schemas during random play."""
    mv = jsonschema.Draft202012Validator(GAME.move_schema)
    vv = jsonschema.Draft202012Validator(GAME.view_schema)
    evv = jsonschema.Draft202012Validator(GAME.event_schema)
    for s in (GAME.move_schema, GAME.view_schema, GAME.event_schema):
        jsonschema.Draft202012Validator.check_schema(s)
    games = max(1, property_budget(GAMES_PER_COUNT) // 100)
    for n in (2, 3, 4):
        for g in range(games):
            k = [0]

            def on_step(state, seat, move, events):
                mv.validate(move)
                k[0] += 1
                if k[0] % 40 and not state["over"]:
                    return
                for s in list(range(n)) + [None]:
                    vv.validate(GAME.view(state, s))
                    for e in events:
                        evv.validate(GAME.event_view(e, s))
                if not state["over"]:
                    for m in GAME.legal_moves(state, state["turn"]):
                        mv.validate(m)

            play(GAME, GAME.make_config(n, {}), 500 + g, on_step=on_step)
