"""Research adapters (issue 28, item 4): PettingZoo's own API test passes on the AEC
environment of every game type, a random agent plays an episode of each to the end, the
OpenSpiel-style interface plays each to the end, the adapters draw chance as the server
does, and the environment's observation for a seat passes the fair-play re-deal property
(tests/test_fairness.py): re-dealing what the seat cannot see changes nothing it observes."""
from __future__ import annotations

import random
import warnings

import pytest

import games
from games.adapters.match import Match
from games.adapters.openspiel import TERMINAL, load_game
from tests.conftest import property_budget
from tests.test_fairness import GAMES as FAIRNESS

TYPES = sorted(games.REGISTRY)
pettingzoo = pytest.importorskip("pettingzoo", reason="pettingzoo is in the test extras (pyproject.toml)")
from pettingzoo.test import api_test  # noqa: E402

from games.adapters.pettingzoo import decode_observation, env  # noqa: E402


@pytest.mark.parametrize("type_id", TYPES)
def test_pettingzoo_api_test(type_id):
    with warnings.catch_warnings():
        # its advice for tensors (an observation "numpy array is not a float", a mask of zeros
        # for the seats not to act) is not an error; anything it asserts is
        warnings.simplefilter("ignore")
        api_test(env(type_id, players=2), num_cycles=200)


@pytest.mark.parametrize("type_id", TYPES)
def test_a_random_agent_episode_to_the_end(type_id):
    e = env(type_id, players=2)
    e.reset(seed=0)
    rng = random.Random(0)  # the agent's choices: this seed ends Blue Moon City in a few hundred moves
    steps, total = 0, {a: 0.0 for a in e.possible_agents}
    for agent in e.agent_iter(max_iter=20000):
        obs, reward, terminated, truncated, info = e.last()
        total[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.sum() == len(info["moves"]) > 0
        assert decode_observation(obs) == e.unwrapped.view(agent)
        e.step(rng.choice([int(i) for i in mask.nonzero()[0]]))
        steps += 1
    assert e.agents == [] and steps > 0
    result = e.unwrapped.match.result()
    assert e.unwrapped.match.over and result is not None
    # the win shared out (none when the game ends with no winner, e.g. Blue Moon City's stall, §11.4)
    assert sum(total.values()) == pytest.approx(1.0 if result["winners"] else 0.0)


@pytest.mark.parametrize("type_id", TYPES)
def test_the_openspiel_style_interface_plays_to_the_end(type_id):
    game = load_game(type_id, players=2)
    state = game.new_initial_state(seed=5)
    rng = random.Random(5)
    while not state.is_terminal():
        p = state.current_player()
        assert p in (0, 1) and not state.is_chance_node()
        actions = state.legal_actions()
        assert actions and sum(state.legal_actions_mask()) == len(actions)
        if rng.random() < 0.05:  # a clone draws what the original would
            twin = state.clone()
            twin.apply_action(actions[0])
            before = state.observation_string(p)
            state.apply_action(actions[0])
            assert state.observation_string(p) == twin.observation_string(p) and before
            continue
        state.apply_action(rng.choice(actions))
    assert state.current_player() == TERMINAL
    assert sum(state.returns()) == pytest.approx(1.0 if state.match.result()["winners"] else 0.0)


def test_chance_is_drawn_as_the_server_draws_it():
    """Same seed, same moves: the same game (a function of the seed alone, as the service's
    command_rng / chance_rng make it); the match's setup is the service's."""
    from service.games import chance_rng, command_rng
    from games.adapters import match as m
    assert m.setup_rng(9).random() == command_rng(9, 0).random()
    assert m.chance_rng(9, 4).random() == chance_rng(9, 4).random()
    a, b = Match("blue-moon-city", 3, seed=9), Match("blue-moon-city", 3, seed=9)
    rng = random.Random(1)
    for _ in range(60):
        s = a.to_act()[0]
        move = rng.choice(a.legal_moves(s))
        assert a.play(s, move) == b.play(s, move)
    assert a.state == b.state


@pytest.mark.parametrize("type_id", sorted(t for t, (_, redeal) in FAIRNESS.items() if redeal))
def test_the_observation_passes_the_fair_play_redeal_property(type_id):
    """For random games: at random points, re-deal what a seat cannot see (tests/test_fairness.py's
    re-deals: other hands, face-down cards, deck contents); the seat's observation (and its
    legal-action mask) is the same before and after."""
    configure, redeal = FAIRNESS[type_id]
    rng = random.Random(type_id)
    checked = 0
    for g in range(property_budget(2)):
        players = configure(games.REGISTRY[type_id], rng)["players"]
        e = env(type_id, players=players)
        e.reset(seed=rng.randrange(1 << 30))
        for agent in e.agent_iter(max_iter=400):  # the first few hundred moves of the game
            obs, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            if rng.random() < 0.05:
                match = e.unwrapped.match
                for viewer in e.possible_agents:
                    seat = int(viewer.rsplit("_", 1)[1])
                    before = e.observe(viewer)
                    kept = match.state
                    other = redeal(kept, seat, random.Random(rng.random()))
                    if other is None or other == kept:
                        continue
                    match.state = other
                    after = e.observe(viewer)
                    match.state = kept
                    assert decode_observation(after) == decode_observation(before), (type_id, viewer)
                    assert (after["action_mask"] == before["action_mask"]).all()
                    checked += 1
            e.step(e.action_space(agent).sample(obs["action_mask"]))
    assert checked > 0
