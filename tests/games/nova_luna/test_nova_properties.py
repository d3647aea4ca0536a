"""Property tests over many random games for 1-4 players: the contract, conservation of
tiles and tokens, turn order, task covering against an independent §7 implementation,
game end and ranking, hidden information, schemas and bots.

Budgets come from ``property_budget`` (env MOONHALL_PROPERTY_GAMES overrides)."""
from __future__ import annotations

import json
import random

import jsonschema
import pytest

from games import get
from games.base import SYSTEM, IllegalMove, canonical
from games.nova_luna.game import MOON_TRACK_SPACES, SOLO_PENALTY
from games.nova_luna.rules import COLOURS, TILES
from games.testing import check_contract, play
from tests.conftest import property_budget

from .nova_helpers import independent_fulfilled

GAME = get("nova-luna")
ALL_IDS = list(TILES.ids)
COUNTS = [1, 2, 3, 4]


def raw(t):
    return TILES.raw[t]


def mixed_chooser(seed):
    """Random play, with a greedy seat in every other game so that games also end by an
    emptied supply (§8.1) and not only by exhaustion (§8.2)."""
    greedy_seats = {0} if seed % 2 else set()

    def choose(state, seat, moves, rng):
        if seat in greedy_seats:
            return GAME.bot_move(GAME.view(state, seat), moves, "greedy", rng)
        return rng.choice(moves)
    return choose


# ----- the contract, per player count and option set ------------------------------------

@pytest.mark.parametrize("players,options", [
    (1, {}), (2, {}), (3, {}), (4, {}),
    (2, {"first_game": True}), (3, {"first_game": True}), (4, {"first_game": True}),
    (1, {"solo_phase_2_record": "phase_2_tiles", "solo_final_penalty": "of_13"}),
])
def test_contract(players, options):
    config = GAME.make_config(players, options)
    assert check_contract(GAME, config, seeds=range(3)) > 0


def test_registry_and_description():
    d = GAME.describe()
    assert d["id"] == "nova-luna" and d["min_players"] == 1 and d["max_players"] == 4
    assert d["bot_levels"] == ["random", "greedy", "expert"]      # issue 14
    assert [o["name"] for o in d["options"]] == ["first_game", "solo_phase_2_record", "solo_final_penalty"]
    assert [o.get("provisional", False) for o in d["options"]] == [False, True, True]


# ----- invariants over random games ------------------------------------------------

def _independent_next(seats):
    """§5 written independently: sort by (distance, -arrival)."""
    return sorted(range(len(seats)), key=lambda s: (seats[s]["distance"], -seats[s]["arrival"]))[0]


def _check_state(state, start_tokens):
    n = state["players"]
    solo = state["solo"]
    # 68 tiles conserved: pile + track + displays, each exactly once
    on_track = [t for t in state["track"] if t is not None]
    shown = [t for s in state["seats"] for _, _, t in s["display"]]
    assert sorted(state["pile"] + on_track + shown) == ALL_IDS
    assert state["pile"] == sorted(state["pile"])             # no hidden order is ever kept
    assert state["track"][state["meeple"]] is None             # §6.3 / §6.1
    for s, p in enumerate(state["seats"]):
        # tokens conserved; a task is covered at most once
        assert p["supply"] + len(p["covered"]) == start_tokens
        assert p["supply"] >= 0
        assert len({tuple(c) for c in p["covered"]}) == len(p["covered"])
        cells = [(x, y) for x, y, _ in p["display"]]
        assert len(set(cells)) == len(cells)
        if solo is None:
            # §6.4: the marker advanced by exactly the cost of every tile taken
            assert p["distance"] == sum(TILES.cost[t] for _, _, t in p["display"])
    if solo is None:
        d = [p["distance"] for p in state["seats"]]
        assert max(d) - min(d) <= 7                            # §5 invariant
        assert len({p["arrival"] for p in state["seats"]}) == n
    else:
        placed = len(state["seats"][0]["covered"])
        if solo["phase"] == 1:
            assert solo["small"] == 8 - placed and solo["small"] >= 0
            assert GAME.to_act(state) in ([0], [])
    if not state["over"] and GAME.auto_move(state) is None:
        (mover,) = GAME.to_act(state)                           # exactly one seat
        if solo is None:
            assert mover == _independent_next(state["seats"])


def _check_covering(state, seat):
    """A task is covered only if the independent §7 implementation says it is
    fulfilled; every fulfilled task is covered while tokens may be placed."""
    p = state["seats"][seat]
    covered = {tuple(c) for c in p["covered"]}
    ful = independent_fulfilled(p["display"], raw)
    assert covered <= ful
    solo = state["solo"]
    can_place = p["supply"] > 0 and (solo is None or solo["phase"] == 2 or solo["small"] > 0)
    if can_place:
        assert ful == covered


def _check_legal_moves(state, seat, moves):
    """§6.2 x §6.5: the take moves are exactly every available space x every empty
    cell sharing an edge with the display; a cell outside that set is refused."""
    disp = state["seats"][seat]["display"]
    occ = {(x, y) for x, y, _ in disp}
    if occ:
        cells = {(x + dx, y + dy) for x, y in occ for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - occ
    else:
        cells = {(0, 0)}
    spaces, k = [], state["meeple"]
    for _ in range(11):
        k = (k + 1) % 12
        if state["track"][k] is not None and len(spaces) < 3:
            spaces.append(k)
    takes = {(m["track_space"], m["x"], m["y"]) for m in moves if m["type"] == "take"}
    assert takes == {(s, x, y) for s in spaces for x, y in cells}
    assert len(moves) == len({canonical(m) for m in moves})
    rng = random.Random(len(moves))
    for m in rng.sample(moves, min(8, len(moves))) + [moves[-1]]:     # accepted unchanged
        assert GAME.decide(state, seat, m, random.Random(0))
    far = max((x for x, _ in occ), default=0) + 3
    with pytest.raises(IllegalMove):
        GAME.decide(state, seat, {"type": "take", "track_space": spaces[0], "x": far, "y": 0}, random.Random(0))


def _check_result(state, start_tokens):
    res = GAME.result(state)
    seats = state["seats"]
    n = len(seats)
    assert [r["place"] for r in res["ranking"]] == list(range(1, n + 1))
    assert sorted(r["seat"] for r in res["ranking"]) == list(range(n))
    if state["solo"] is not None:
        p = seats[0]
        cost = sum(TILES.cost[t] for _, _, t in p["display"])
        assert res["phase_2_record"] == cost + SOLO_PENALTY * p["supply"]     # spec defaults
        phase1 = p["display"][:state["solo"]["phase1_tiles"]]
        assert res["phase_1_record"] >= sum(TILES.cost[t] for _, _, t in phase1)
        assert res["score"] == res["phase_1_record"] + res["phase_2_record"]
        assert state["solo"]["phase"] == 2
        return res
    (w,) = res["winners"]
    supplies = [s["supply"] for s in seats]
    assert supplies[w] == min(supplies)                        # the winner really has fewest
    assert [r["tokens_left"] for r in res["ranking"]] == sorted(supplies)
    assert res["ranking"][0]["seat"] == w
    if res["reason"] == "supply_empty":
        assert supplies[w] == 0 and sorted(supplies)[1] > 0    # exactly one winner, at once
    else:
        assert not state["pile"] and all(t is None for t in state["track"])
    for a, b in zip(res["ranking"], res["ranking"][1:]):       # ties: the §5 static order
        if a["tokens_left"] == b["tokens_left"]:
            sa, sb = seats[a["seat"]], seats[b["seat"]]
            assert (sa["distance"], -sa["arrival"]) < (sb["distance"], -sb["arrival"])
    return res


@pytest.mark.slow
@pytest.mark.parametrize("players", COUNTS)
def test_invariants_over_random_games(players):
    games = property_budget(100)
    config = GAME.make_config(players, {"first_game": players >= 3 and players % 2 == 1})
    start = GAME.tokens_to_place(config)
    reasons = set()
    for seed in range(games):
        check_moves = seed % 5 == 0

        def on_step(state, seat, move, events):
            _check_state(state, start)
            if move["type"] == "take" or any(e["type"] == "phase_1_ended" for e in events):
                _check_covering(state, seat)
            if check_moves and not state["over"] and GAME.auto_move(state) is None:
                (s,) = GAME.to_act(state)
                _check_legal_moves(state, s, GAME.legal_moves(state, s))
            if seat == SYSTEM:
                assert events[0]["type"] == "refill" and events[0]["forced"]

        final, log = play(GAME, config, 10_000 * players + seed, chooser=mixed_chooser(seed), on_step=on_step)
        assert GAME.is_over(final) and GAME.to_act(final) == [] and GAME.auto_move(final) is None
        reasons.add(_check_result(final, start)["reason"])
        assert all(GAME.legal_moves(final, s) == [] for s in range(players))
    if players > 1 and games >= 20:
        assert reasons == {"supply_empty", "tiles_exhausted"}   # both §8.1 and §8.2 happen


# ----- hidden information ------------------------------------------------------------

def _tile_ids_in_view(v):
    ids = {t for t in v["track"] if t is not None}
    for p in v["seats"]:
        ids |= {t for _, _, t in p["display"]} | {t for t, _ in p["covered"]}
    return ids


@pytest.mark.slow
@pytest.mark.parametrize("players", COUNTS)
def test_hidden_information_never_leaks(players):
    """The draw pile is the only hidden information: views, event views and the bots'
    choices must not change when only the pile's contents change, never show a pile
    tile, and only ``reveals`` events may carry tiles that came out of the pile."""
    config = GAME.make_config(players, {})
    seats = [None] + list(range(players))
    for seed in range(property_budget(25)):
        rng = random.Random(seed)

        def chooser(state, seat, moves, r):
            pile = state["pile"]
            fake = dict(state, pile=[5000 + i for i in range(len(pile))])
            rng.shuffle(fake["pile"])
            for s in (None, seat if seat != SYSTEM else r.randrange(players)):
                v = GAME.view(state, s)
                assert v == GAME.view(fake, s)
                assert not (_tile_ids_in_view(v) & set(pile))
                assert "pile" not in v and v["pile_count"] == len(pile)
            move = r.choice(moves)
            if seat != SYSTEM and r.random() < 0.1:
                obs = GAME.view(state, seat)
                k = r.randrange(1 << 30)
                assert GAME.bot_move(obs, moves, "greedy", random.Random(k)) == \
                    GAME.bot_move(GAME.view(fake, seat), moves, "greedy", random.Random(k))
            k = r.randrange(1 << 30)
            ev_real = GAME.decide(state, seat, move, random.Random(k))
            ev_fake = GAME.decide(fake, seat, move, random.Random(k))
            for e, f in zip(ev_real, ev_fake):
                if not GAME.reveals(e):
                    for s in seats:
                        assert GAME.event_view(e, s) == GAME.event_view(f, s)
                else:
                    assert e["type"] == "refill" and {t for _, t in e["tiles"]} <= set(pile)
            for e in ev_real:
                if not GAME.reveals(e):
                    text = json.dumps(GAME.event_view(e, None))
                    assert "pile\": [" not in text
                    for key in ("tile", "tiles"):
                        if key in e and e["type"] != "refill":
                            assert e[key] not in pile
            return move

        play(GAME, config, 777 + seed, chooser=chooser)


# ----- schemas -----------------------------------------------------------------------

def test_schemas_describe_random_play():
    V = jsonschema.Draft202012Validator
    for schema in (GAME.move_schema, GAME.view_schema, GAME.event_schema):
        V.check_schema(schema)
    mv, vv, ev = V(GAME.move_schema), V(GAME.view_schema), V(GAME.event_schema)
    seen = set()
    for players in COUNTS:
        for seed in range(2):
            def on_step(state, seat, move, events):
                mv.validate(move)
                for e in events:
                    ev.validate(GAME.event_view(e, None))
                    seen.add(e["type"])
                vv.validate(GAME.view(state, None))
                if seat != SYSTEM:
                    vv.validate(GAME.view(state, seat))
            play(GAME, GAME.make_config(players, {}), seed, chooser=mixed_chooser(seed), on_step=on_step)
    assert {"take", "tasks_covered", "refill", "phase_1_ended", "game_over"} <= seen
    # bad shapes are refused by the move schema
    assert not mv.is_valid({"type": "take", "track_space": 1, "x": 0})
    assert not mv.is_valid({"type": "take", "track_space": 12, "x": 0, "y": 0})
    assert not mv.is_valid({"type": "pass"})


def test_view_shows_moon_track_space_mod_24():
    st = GAME.initial_state(GAME.make_config(2, {}), random.Random(4))
    seats = [dict(s, distance=d) for s, d in zip(st["seats"], (49, 50))]
    v = GAME.view(dict(st, seats=seats), 0)
    assert [p["space"] for p in v["seats"]] == [49 % MOON_TRACK_SPACES, 50 % MOON_TRACK_SPACES]
    assert v["you"] == 0 and v["game"] == "nova-luna"
    assert set(COLOURS) == {TILES.raw[t]["colour"] for t in ALL_IDS}


# ----- bots --------------------------------------------------------------------------

def _bots(levels):
    def choose(state, seat, moves, rng):
        move = GAME.bot_move(GAME.view(state, seat), moves, levels[seat], rng)
        assert move in moves
        return move
    return choose


@pytest.mark.slow
def test_greedy_beats_random_in_two_player_games():
    n = max(10, property_budget(20))
    wins = 0
    for seed in range(n):
        levels = ["greedy", "random"] if seed % 2 == 0 else ["random", "greedy"]
        final, _ = play(GAME, GAME.make_config(2, {}), 500 + seed, chooser=_bots(levels))
        wins += levels[GAME.result(final)["winners"][0]] == "greedy"
    assert wins >= 0.75 * n


@pytest.mark.slow
def test_greedy_scores_lower_than_random_in_the_solo_game():
    n = max(6, property_budget(10))
    score = {}
    for level in ("random", "greedy"):
        total = 0
        for seed in range(n):
            final, _ = play(GAME, GAME.make_config(1, {}), 900 + seed, chooser=_bots([level]))
            total += GAME.result(final)["score"]
        score[level] = total / n
    assert score["greedy"] < score["random"] - 30
