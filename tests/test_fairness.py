"""Fair play property test, one per game (issue 13, generalising its items 1-4).

For random games and a sample of every seat's legal moves: what a seat sees of a move - the
live event view and the feed (``projections.seat.raw_events``), and the mover's dry run
(``projections.seat.dry_run``) - does not change when only what that seat cannot see is
re-dealt (other hands, face-down cards, deck contents) or when chance falls otherwise,
up to the first event the game flags as a reveal (``Game.reveals``; the dry run: up to the
first event that reveals something to the mover, ``Game.reveals_to``, shown as one opaque
entry). An undo never crosses a flagged event: the service's undo barrier is the record's
``reveals`` flag, set from ``Game.reveals`` (tests/service/test_fairplay.py checks it over
HTTP).

The re-deal helpers are the games' own hidden-information tests' (Blue Moon's ``_perturb``,
Blue Moon City's ``perturb``); Nova Luna and Azul hide nothing but the order of a pile or
bag, decided by chance when a move is played, so for them only chance is varied.

Budget: ``property_budget`` (``make test`` plays a few games, ``make test-full`` more)."""
from __future__ import annotations

import random

import pytest

import games
from games.base import canonical
from projections import seat as seat_view
from tests.conftest import property_budget
from tests.games.blue_moon.test_bm_properties import PAIRINGS, _perturb
from tests.games.blue_moon_city.test_bmc_hidden import perturb as bmc_perturb


def _bm_redeal(state, viewer, rng):
    others = [1 - viewer] if viewer is not None else [0, 1]
    out = state
    for o in others:
        if state["p"][o].get("bottom"):           # cards known to lie at the deck bottom stay put
            continue
        out = _perturb(out, o, rng) or out
    return out


def _bmc_redeal(state, viewer, rng):
    return bmc_perturb(state, viewer, rng)


def _bm_configs(game, rng):
    d = rng.choice(PAIRINGS)
    return game.make_config(2, {"decks": d} if game.id == "legends-of-blue-moon" else {})


#: game id -> (config for a random game, re-deal of what a viewer cannot see or None)
GAMES = {
    "legends-of-blue-moon": (_bm_configs, _bm_redeal),
    "blue-moon": (_bm_configs, _bm_redeal),
    "blue-moon-city": (lambda g, rng: g.make_config(rng.randint(2, 4), {}), _bmc_redeal),
    "nova-luna": (lambda g, rng: g.make_config(rng.randint(1, 4), {}), None),
    "azul-summer-pavilion": (lambda g, rng: g.make_config(rng.randint(2, 4), {}), None),
}


#: moves whose very legality the rules make public at the table, so seeing one played tells
#: the other seats something about the hand by the rules themselves: R-4.3 / R-4.3.1 (continue
#: only if a legal announcement stays reachable, else retreat), R-10.2 (a fight is started only
#: with a playable character, else decline)
INHERENT = {"legends-of-blue-moon": {"continue", "start_fight"}, "blue-moon": {"continue", "start_fight"}}


def _seen(game, version, actor, evts, viewer):
    """(events ``viewer`` sees up to the first reveal, index of that reveal or None)."""
    k = next((i for i, e in enumerate(evts) if game.reveals(e)), None)
    shown = seat_view.raw_events(game, version, actor, version, evts if k is None else evts[:k], viewer)
    return [canonical(e) for e in shown], k


def _ends(game, state, evts) -> bool:
    for e in evts:
        state = game.evolve(state, e)
    return game.is_over(state)


def _decide(game, state, actor, move, seed):
    try:
        return game.decide(state, actor, move, random.Random(seed))
    except Exception:                              # not legal in a re-dealt state
        return None


def check_move(game, state, actor, move, redeal, rng, version=7):
    base = game.decide(state, actor, move, random.Random(1))
    other_chance = game.decide(state, actor, move, random.Random(2))
    viewers = [s for s in range(state_players(game, state))] + [None]
    for viewer in viewers:
        seen = _seen(game, version, actor, base, viewer)
        assert _seen(game, version, actor, other_chance, viewer) == seen, \
            f"{game.id}: {move} - seat {viewer} sees chance before a reveal"
        if redeal is not None and viewer != actor:
            # after the move (and after an undo of it, which the seat has seen) the seat must
            # not be able to tell the real deal from a re-deal of what it cannot see: some legal
            # move in the re-dealt position shows it the same events up to the same first
            # reveal (a card played from the hand is such a reveal: undo barrier, item 4)
            alt = redeal(state, viewer, rng)
            if alt is not state and seen[1] != 0:              # 0: the first event is a reveal
                legal = game.legal_moves(alt, actor)
                legal.sort(key=lambda m: (canonical(m) != canonical(move), m.get("type") != move.get("type")))
                explained = False
                for m in legal:
                    evts = _decide(game, alt, actor, m, 1)
                    if evts is not None and _seen(game, version, actor, evts, viewer) == seen:
                        explained = True
                        break
                if not explained and move.get("type") in INHERENT.get(game.id, ()) \
                        and not any(m.get("type") == move.get("type") for m in legal):
                    explained = True                       # the rules make it public (INHERENT)
                assert explained, f"{game.id}: {move} - seat {viewer} learns hidden information it keeps after an undo"
    # the mover's dry run: one shape whatever the chance and whatever he cannot see
    dry = seat_view.dry_run(game, version, actor, base, actor)
    assert seat_view.dry_run(game, version, actor, other_chance, actor) == dry, f"{game.id}: {move} dry run shows chance"
    if redeal is not None:
        alt = redeal(state, actor, rng)
        if alt is not state and any(canonical(m) == canonical(move) for m in game.legal_moves(alt, actor)):
            evts = _decide(game, alt, actor, move, 1)
            # the end of a game may by its rules depend on hidden totals (Blue Moon City §11.1:
            # the game ends once nobody can afford an offering); a finished game has no undo
            if evts is not None and _ends(game, alt, evts) != _ends(game, state, base):
                evts = None
            if evts is not None:
                assert seat_view.dry_run(game, version, actor, evts, actor) == dry, \
                    f"{game.id}: {move} dry run depends on what the mover cannot see"


def state_players(game, state):
    if isinstance(state, dict):
        for k in ("players",):
            if isinstance(state.get(k), int):
                return state[k]
        if "p" in state:
            return len(state["p"])
        if "seats" in state and isinstance(state["seats"], list):
            return len(state["seats"])
    return game.max_players


@pytest.mark.slow
@pytest.mark.parametrize("type_id", sorted(GAMES))
def test_what_a_seat_sees_does_not_depend_on_what_it_cannot_see(type_id):
    game = games.REGISTRY[type_id]
    make_config, redeal = GAMES[type_id]
    rng = random.Random(13)
    n_games = max(1, property_budget(30) // 10)
    checked = 0
    for g in range(n_games):
        config = make_config(game, rng)

        def chooser(state, seat, moves, r):
            nonlocal checked
            if rng.random() < 0.3:
                for m in rng.sample(moves, min(3, len(moves))):
                    check_move(game, state, seat, m, redeal, rng)
                    checked += 1
            return r.choice(moves)

        from games.testing import play
        play(game, config, 1300 + g, chooser=chooser)
    assert checked > 0


def test_reveal_flags_are_undo_barriers_in_the_log():
    """The service stores ``Game.reveals`` on each record; projections/undo.py stops at it.
    A hand play and a chance draw are flagged, a public step is not (issue 13 items 1, 4)."""
    bm = games.REGISTRY["legends-of-blue-moon"]
    assert bm.reveals({"type": "play", "seat": 0, "card": "aqua-4", "shown": [0]})
    assert bm.reveals({"type": "discard", "seat": 1, "cards": ["buka-7"], "shown": [1]})
    assert not bm.reveals({"type": "phase", "phase": "leadership"})
    bmc = games.REGISTRY["blue-moon-city"]
    assert bmc.reveals({"type": "contributed", "seat": 0, "building": "mill", "box": 0, "cards": ["Aqua3"]})
    assert not bmc.reveals_to({"type": "contributed", "seat": 0, "building": "mill", "box": 0, "cards": ["Aqua3"]}, 0)
    assert bmc.reveals_to({"type": "contributed", "seat": 0, "building": "mill", "box": 0, "cards": ["Aqua3"]}, 1)
