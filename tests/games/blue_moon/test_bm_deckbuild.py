"""Deck building (spec R-14.1), the card pool, mirror matches and the game-types entry."""
from __future__ import annotations

import random

import pytest

from games.base import InvalidConfig
from games.blue_moon import deckbuild
from games.blue_moon.cards import CARDS, COPY_SUFFIX, INFO, PRINTED, base_id, deck_card_ids, people_of
from games.blue_moon.decks import SUPPORTED
from games.blue_moon.power import analyse
from games.testing import play
from tests.games.blue_moon.bm_helpers import G
from tests.games.blue_moon.test_bm_properties import random_built_deck


def prebuilt(name):
    leader, cards = deck_card_ids(name)
    return [leader] + cards


@pytest.mark.parametrize("name", sorted(SUPPORTED))
def test_r14_1_every_enabled_prebuilt_deck_is_a_legal_built_deck(name):
    """R-14.1: "the prebuilt decks already follow this rule" — leader + 30, at most 10 moons."""
    assert deckbuild.check_list(prebuilt(name), name) == ([], (deck_card_ids(name)[0], deck_card_ids(name)[1]))
    leader, cards = deck_card_ids(name)
    assert sum(deckbuild.moons(leader, c) for c in cards) <= deckbuild.MOON_LIMIT


def test_r14_1_own_people_free_other_cards_cost_their_moons():
    leader = deck_card_ids("vulca")[0]
    own = next(c for c in PRINTED if people_of(c) == "vulca" and CARDS[c]["moons"])
    other = next(c for c in PRINTED if people_of(c) == "hoax" and CARDS[c]["moons"])
    assert deckbuild.moons(leader, own) == 0
    assert deckbuild.moons(leader, other) == CARDS[other]["moons"] > 0


def test_r14_1_every_violation_is_named_at_once():
    """One leader, exactly 30 cards, each once, known ids, <= 10 moons: every broken rule
    is its own message in one 422 (InvalidConfig)."""
    vulca = prebuilt("vulca")
    hoax_leader = deck_card_ids("hoax")[0]
    dear = sorted((c for c in deckbuild.pool() if people_of(c) not in (None, "vulca") and INFO[c].type != "leader"),
                  key=lambda c: -CARDS[c]["moons"])[:8]                 # 8 dear foreign cards
    bad = vulca[:20] + dear + [vulca[5], "nope-1", hoax_leader]
    with pytest.raises(InvalidConfig) as e:
        G.make_config(2, {"deck_lists": [bad, None]})
    v = e.value.violations
    joined = "\n".join(v)
    assert f"card {vulca[5]!r} is listed more than once" in joined
    assert "unknown card id 'nope-1'" in joined
    assert "exactly one leader card, found 2" in joined
    assert "exactly 30 cards besides the leader, found 29" in joined    # 19 + 8 + duplicate + unknown
    # (moons are counted once the leader, hence the own people, is known: next test)
    assert all(m.startswith("deck_lists[0]") for m in v)
    assert len(v) >= 3


def test_r14_1_moon_limit_names_the_cards():
    leader, cards = deck_card_ids("vulca")
    foreign = [c for c in deckbuild.pool() if people_of(c) not in (None, "vulca") and INFO[c].type != "leader"
               and CARDS[c]["moons"] >= 2][:6]                             # >= 12 moons
    own = [c for c in cards if people_of(c) == "vulca"][:30 - len(foreign)]
    violations, ok = deckbuild.check_list([leader] + own + foreign, "x")
    assert ok is None
    assert any("more than 10" in m and foreign[0] in m for m in violations), violations


def test_cards_of_a_people_without_rules_are_refused_by_name(monkeypatch):
    """A card of a people whose deck rules are not enabled (here Hoax, disabled for the test)
    is not in the pool and is refused by name, unless a enabled prebuilt deck holds it."""
    from games.blue_moon import decks
    monkeypatch.setattr(decks, "SUPPORTED", frozenset(SUPPORTED - {"hoax"}))
    hoax_card = next(c for c in deck_card_ids("hoax")[1] if people_of(c) == "hoax"
                     and not any(c in deck_card_ids(d)[1] for d in SUPPORTED - {"hoax"}))
    assert hoax_card not in deckbuild.pool()
    leader, cards = deck_card_ids("vulca")
    violations, ok = deckbuild.check_list([leader] + cards[:29] + [hoax_card], "d")
    assert ok is None and any(hoax_card in m and "not available" in m for m in violations), violations


def test_built_deck_game_deals_from_the_list_and_shows_its_people():
    rng = random.Random(3)
    lists = [random_built_deck(rng), random_built_deck(rng)]
    config = G.make_config(2, {"deck_lists": lists})
    state = G.initial_state(config, random.Random(1))
    for s in (0, 1):
        P = state["p"][s]
        owned = {P["leader"], *P["hand"], *P["deck"]}
        assert {base_id(c) for c in owned} == set(lists[s])
        assert len(P["hand"]) == 6
        v = G.view(state, s)["players"][s]
        assert v["built"] is True and v["deck_name"] == people_of(lists[s][0])
    final, _ = play(G, config, 5)
    assert G.is_over(final)


def test_a_built_list_is_shown_only_to_its_seat():
    rng = random.Random(4)
    mine = random_built_deck(rng)
    config = G.make_config(2, {"deck_lists": [mine, None]})
    assert G.config_view(config, 0)["deck_lists"][0] == mine
    for viewer in (1, None):
        shown = G.config_view(config, viewer)["deck_lists"]
        assert shown[0] == "built deck of 31 cards" and shown[1] is None
        assert not set(mine[1:]) & set(str(shown).split("'"))


def test_mirror_match_seat_1_plays_second_copies():
    """81 pairings include mirror matches: seat 1's copy of card X is X~2, the same card in
    every respect (values, icons, text), so no id names two physical cards."""
    config = G.make_config(2, {"decks": ["vulca", "vulca"]})
    state = G.initial_state(config, random.Random(2))
    p0, p1 = state["p"]
    ids0 = {p0["leader"], *p0["hand"], *p0["deck"]}
    ids1 = {p1["leader"], *p1["hand"], *p1["deck"]}
    assert not ids0 & ids1 and all(c.endswith(COPY_SUFFIX) for c in ids1)
    assert {base_id(c) for c in ids1} == ids0
    for c in ids1:
        a, b = INFO[c], INFO[base_id(c)]
        assert (a.fire, a.earth, a.type, a.spec, a.free, a.stop) == (b.fire, b.earth, b.type, b.spec, b.free, b.stop)
    final, log = play(G, config, 9)
    assert G.is_over(final) and analyse(final) is not None


def test_game_types_entry_lists_the_pool_the_prebuilt_decks_and_what_is_unavailable():
    d = G.describe_full()["catalogue"]["deck_building"]
    assert d["cards"] == 30 and d["moon_limit"] == 10 and d["rule"] == "R-14.1"
    pool = set(d["pool"])
    assert pool == set(deckbuild.pool())
    for name in SUPPORTED:
        assert set(d["prebuilt"][name]) <= pool
    cats = {u["category"].split(" ")[0] for u in d["unavailable"]}
    assert {"emissary", "inquisitor", "ghost", "element", "tutu", "hyla"} <= cats
    assert all(not c.endswith(COPY_SUFFIX) for c in d["pool"])
