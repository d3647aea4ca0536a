"""Components, city, setup and options: §1, §2, §3, §13, §14/§15 switches as options."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import games
from games.base import InvalidConfig
from games.blue_moon_city import GAME
from games.blue_moon_city import data as D
from games.blue_moon_city import rules as R

from .bmc_helpers import check_conservation, fresh


def test_registry_and_describe():
    assert games.get("blue-moon-city") is GAME
    d = GAME.describe()
    assert d["min_players"] == 2 and d["max_players"] == 4
    assert d["bot_levels"] == ["random", "greedy", "expert"]      # issue 14: fast greedy, expert
    # §13: the placeholder values are reported as provisional
    assert "aqueduct.boxes" in d["provisional"] and "fire_temple.majority" in d["provisional"]
    assert "university.boxes" not in d["provisional"] and "royal_palace.majority" not in d["provisional"]


def test_components_section_1():
    assert D.TOTAL_CARDS == 80
    assert D.CARD_COUNTS["Khind1"] == 10 and "Khind2" not in D.CARD_COUNTS       # §1.2 all Khind are 1s
    for p in ("Vulca", "Terrah", "Aqua", "Flit", "Mimix", "Hoax", "Pillar"):
        assert [D.CARD_COUNTS[f"{p}{v}"] for v in (1, 2, 3)] == [4, 4, 2]
    assert len(D.BUILDING_IDS) == 20
    assert D.DRAGON_OF_PEOPLE == {"Vulca": "red", "Terrah": "green", "Aqua": "blue"}  # §1.2 colour trap
    assert D.COLOR_OF_PEOPLE["Vulca"] == "black" and D.COLOR_OF_PEOPLE["Terrah"] == "red"


def test_data_is_packaged_with_the_game():
    path = Path(D.__file__).with_name("data.json")
    raw = json.loads(path.read_text())
    assert raw["buildings"]["aqueduct"]["values"] == [None]          # unknown stays null in the data
    assert raw["provisional_values"]["buildings"]["aqueduct"]["values"] == [5]


def test_provisional_placeholders_section_13():
    defs, prov = R.resolve_buildings({})
    assert [b["value"] for b in defs["aqueduct"]["boxes"]] == [5]
    assert [b["value"] for b in defs["watchtower"]["boxes"]] == [5, 2]
    assert [b["value"] for b in defs["mill"]["boxes"]] == [3, 2, 2]
    assert defs["fire_temple"]["majority"] == {"crystals": 3, "cards": 0, "scales": 0}
    assert defs["fire_temple"]["participation"] == {"crystals": 2, "cards": 0, "scales": 0}
    assert defs["flight_tower"]["participation"] == {"crystals": 1, "cards": 0, "scales": 0}
    # known values are kept
    assert [b["value"] for b in defs["royal_palace"]["boxes"]] == [5, 4, 4, 3]
    assert defs["university"]["majority"] == {"crystals": 0, "cards": 0, "scales": 1}
    assert defs["thermae"]["neighbour"] == {"crystals": 1, "cards": 0, "scales": 0}
    assert len(prov) == len(set(prov)) and "thermae.boxes" not in prov


def test_buildings_option_overrides_and_clears_provisional():
    cfg = GAME.make_config(2, {"buildings": {"mill": {"boxes": [4, 3, 2], "majority": {"crystals": 3}},
                                             "aqueduct": {"boxes": [{"color": "blue", "value": 4},
                                                                    {"color": "blue", "value": 2}]}}})
    s = GAME.initial_state(cfg, random.Random(0))
    assert [b["value"] for b in R.defs(s)["mill"]["boxes"]] == [4, 3, 2]
    assert R.defs(s)["mill"]["majority"] == {"crystals": 3, "cards": 0, "scales": 0}
    assert len(s["marks"]["aqueduct"]) == 2
    assert "mill.boxes" not in R.provisional(s) and "mill.participation" in R.provisional(s)
    assert "aqueduct.boxes" not in R.provisional(s)


@pytest.mark.parametrize("bad,fragment", [
    ({"nowhere": {"boxes": [1]}}, "unknown building"),
    ({"mill": {"boxes": [3, 2]}}, "has 3 boxes"),
    ({"mill": {"boxes": [0, 2, 2]}}, "integer 1-9"),
    ({"mill": {"boxes": [{"color": "pink", "value": 2}]}}, "color"),
    ({"mill": {"majority": {"gold": 1}}}, "unknown reward kind"),
    ({"mill": {"majority": {"crystals": -1}}}, "integer 0-12"),
    ({"mill": {"roof": 1}}, "unknown field"),
    ({"mill": 5}, "must be an object"),
])
def test_buildings_option_violations(bad, fragment):
    with pytest.raises(InvalidConfig) as ei:
        GAME.make_config(3, {"buildings": bad})
    assert any(fragment in v for v in ei.value.violations), ei.value.violations


def test_other_options_validated():
    with pytest.raises(InvalidConfig):
        GAME.make_config(5, {})
    with pytest.raises(InvalidConfig):
        GAME.make_config(2, {"layout": "spiral"})
    with pytest.raises(InvalidConfig):
        GAME.make_config(2, {"stall_rounds": 0})
    with pytest.raises(InvalidConfig) as ei:
        GAME.make_config(2, {"buildings": {"mill": {"boxes": [9, 9]}, "x": {}}})
    assert len(ei.value.violations) == 2          # every violation listed


def test_city_shape_section_2_1():
    assert len(D.CELLS) == 21
    for corner in ((0, 0), (4, 0), (0, 4), (4, 4)):
        assert corner not in D.CELLS
    s = fresh(2)
    assert len(R.grid(s)) == 21 and sorted(R.grid(s).values()) == sorted(("courtyard",) + D.BUILDING_IDS)


def test_fixed_tiles_section_2_2():
    for seed in range(5):
        s = fresh(3, seed=seed)
        assert R.grid(s)["2,2"] == "courtyard" and R.grid(s)["2,1"] == "fire_temple"
        assert R.grid(s)["3,2"] == "royal_palace" and R.grid(s)["2,3"] == "earth_temple"
        assert R.grid(s)["1,2"] == "water_temple"


def test_all_random_variant_section_2_3():
    layouts = set()
    palace_cells = set()
    for seed in range(12):
        s = fresh(2, seed=seed, layout="all_random")
        assert R.grid(s)["2,2"] == "courtyard"
        layouts.add(tuple(s["layout"]))
        palace_cells.add(tuple(R.cell_of(s, "royal_palace")))
    assert len(layouts) == 12 and len(palace_cells) > 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_section_3(n):
    s = fresh(n, seed=n)
    assert [R.ms_total(h) for h in s["hands"]] == [8] * n
    assert R.ms_total(s["deck"]) == 80 - 8 * n and s["discard"] == {}
    assert s["figures"] == [[2, 2]] * n
    assert s["dragons"] == {"red": None, "green": None, "blue": None}
    assert s["supply"] == {2: 9, 3: 12, 4: 15}[n] and s["scales"] == [0] * n
    assert s["markers"] == [10] * n and s["crystals"] == [0] * n and s["offerings"] == [0] * n
    assert not any(s["done"].values())
    assert s["step"] == "move" and s["allowance"] == 2
    check_conservation(s)


def test_start_player_is_random_section_3():
    assert {fresh(4, seed=k)["turn"] for k in range(20)} == {0, 1, 2, 3}


def test_obelisk_costs_section_10_2():
    assert D.obelisk_costs(3) == [7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]
    assert D.obelisk_costs(4) == D.obelisk_costs(3)
    assert D.obelisk_costs(2) == [7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12]      # outer 7s unused
    assert D.OFFERINGS_TO_WIN == {2: 6, 3: 5, 4: 4}
