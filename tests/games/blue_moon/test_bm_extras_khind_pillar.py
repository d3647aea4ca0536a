"""The two E&I extras that no deck session covered: khind-24 Slingshot of Dismay and
pillar-31 Tempt the Holy Dragon (working titles, spec R-14.2), one test each."""
from __future__ import annotations

from tests.games.blue_moon.bm_helpers import build, choose, moves, play


def dragons_of(state, seat):
    return sum(1 for v in state["dragons"].values() if v == seat)


def test_khind_24_slingshot_of_dismay_one_more_dragon_when_you_retreat():
    """khind-24 (booster, E&I extra): "if you retreat from the fight, I attract one additional
    dragon" (R-16.3 priority 1); without it the same retreat gives one dragon."""
    def position(with_slingshot):
        combat = ["khind-10", "khind-24"] if with_slingshot else ["khind-10", "khind-11"]
        return build(people=("khind", "hoax"), extra=({"khind-24": "khind-12"}, {}), active=1,
                     phase="engagement", element="fire", combat=(combat, ["Wogarathoras the Gloomy"]),
                     covered=(1 if not with_slingshot else 0, 0), hands=([], ["Catusan"]))
    st, ev = play(position(True), {"type": "retreat"})
    assert dragons_of(st, 0) == 2
    st, ev = play(position(False), {"type": "retreat"})
    assert dragons_of(st, 0) == 1


def test_pillar_31_tempt_the_holy_dragon_discard_five_moons_to_attract_a_dragon():
    """pillar-31 (leadership, E&I extra): "I may discard from my hand cards showing at least 5
    moons in total; if I do, I attract one dragon" — no surplus card (R-8.8), "no" allowed."""
    st = build(people=("pillar", "hoax"), extra=({"pillar-31": "pillar-30"}, {}), active=0,
               phase="leadership", fight=False,
               hands=(["pillar-31", "khind-31", "pillar-21", "pillar-1", "pillar-7"], []))
    st, _ = play(st, "pillar-31")
    choices = [m["choice"] for m in moves(st, 0)]
    assert None in choices
    sets = [c for c in choices if isinstance(c, list)]
    # Bounce Back (3 moons) + Potion of Cosmic Power (3) = 6; Primus Magicus (2) + either = 5;
    # no set holds a card it does not need, and the 0-moon Lonus Mightius is in none
    assert sorted(map(sorted, sets)) == sorted([sorted(["khind-31", "pillar-21"]), sorted(["khind-31", "pillar-1"]),
                                                sorted(["pillar-21", "pillar-1"])])
    st, ev = play(st, choose(sorted(["khind-31", "pillar-1"])))
    assert dragons_of(st, 0) == 1
    assert "khind-31" not in st["p"][0]["hand"] and "pillar-1" not in st["p"][0]["hand"]
