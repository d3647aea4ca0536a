"""The game catalogue (issue 11 part 1): GET /v1/game-types is a short list linking to each
game's document; every document carries the static data with the ids the views use (checked
against the views of random games), a text for every move type, every decision kind and
every rule id an error can name; answers are gzip-encoded and carry ETags (304)."""
from __future__ import annotations

import ast
import gzip
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

import games
from games.base import SYSTEM, GameError
from games.texts import move_types, rule_texts

ROOT = Path(__file__).resolve().parents[2]
TYPES = sorted(games.REGISTRY)
RULE_ID = re.compile(r"^(R-\d+(\.\d+)*[a-z]?|TC-\d+[a-z]?|§\d+(\.\d+)*(#\d+)?)$")


def doc(client, type_id: str) -> dict:
    r = client.get(f"/v1/game-types/{type_id}")
    assert r.status_code == 200, r.data[:200]
    return r.json


def catalogue_module(game):
    return game._catalogue_module()


# ----------------------------------------------------------------------------- the list
def test_game_types_is_a_short_list_linking_to_each_document(client):
    r = client.get("/v1/game-types")
    entries = r.json["game_types"]
    assert {e["id"] for e in entries} >= set(TYPES)
    allowed = {"id", "name", "min_players", "max_players", "options", "bot_levels", "bot_level_notes", "href"}
    for e in entries:
        assert set(e) <= allowed, set(e) - allowed
        assert e["href"] == f"/v1/game-types/{e['id']}"
        assert client.get(e["href"]).status_code == 200
    # the Legends card pool (146 KB before) is no longer in the list
    assert len(r.get_data()) < 20_000 and b"\"deck_building\":" not in r.get_data()


@pytest.mark.parametrize("type_id", TYPES)
def test_every_document_has_catalogue_texts_and_the_list_fields(client, type_id):
    d = doc(client, type_id)
    game = games.REGISTRY[type_id]
    assert {k: d[k] for k in game.describe()} == json.loads(json.dumps(game.describe()))
    assert d["catalogue"]["notes"] and isinstance(d["catalogue"]["notes"], str)
    t = d["texts"]
    assert set(t) >= {"moves", "decisions", "rules", "decision_key"}
    # every move type of the game's move schema has a prompt, and only those
    assert set(t["moves"]) == set(move_types(game.move_schema))
    assert all(isinstance(v, str) and len(v) > 10 for v in t["moves"].values())
    assert all(isinstance(v, str) and v for v in t["decisions"].values())
    # every event type of the event schema says in words what happened (an event log)
    assert set(t["events"]) == set(move_types(game.event_schema) or
                                   game.event_schema.get("properties", {}).get("type", {}).get("enum", []))
    assert t["rules"] and all(RULE_ID.match(k) for k in t["rules"])


def test_unknown_type_is_a_json_404(client):
    r = client.get("/v1/game-types/chess")
    assert r.status_code == 404 and r.json["error"]["code"] == "not_found"
    assert "azul-summer-pavilion" in r.json["error"]["details"]["game_types"]


# ----------------------------------------------------------------- ids match the views
def random_states(game, players: int, seed: int, steps: int, config_options=None):
    """(state, views of every seat and a spectator) along one random game, plus the rule
    ids of refused moves: at each step a move listed earlier (or another seat's) is tried
    and, when the game refuses it, its ``rule`` collected (TC: every refusal has a text)."""
    rng = random.Random(seed)
    config = game.make_config(players, config_options or {})
    state = game.initial_state(config, rng)
    old_moves: list = []
    refused: set[str] = set()
    for _ in range(steps):
        yield state, [game.view(state, s) for s in [*range(players), None]], refused
        if game.is_over(state):
            return
        auto = game.auto_move(state)
        if auto is not None:
            seat, move = SYSTEM, auto
        else:
            seat = game.to_act(state)[0]
            moves = game.legal_moves(state, seat)
            move = rng.choice(moves)
            old_moves.extend(rng.sample(moves, min(3, len(moves))))
            for probe_seat, probe in ((seat, rng.choice(old_moves)), ((seat + 1) % players, move)):
                try:
                    game.decide(state, probe_seat, probe, random.Random(0))
                except GameError as e:
                    if e.rule:
                        refused.add(e.rule)
            old_moves = old_moves[-60:]
        for ev in game.decide(state, seat, move, rng):
            state = game.evolve(state, ev)


def _check_decision(mod, texts, view):
    kind = mod.decision_kind(view)
    if kind is not None:
        assert kind in texts["decisions"], kind


def test_azul_space_ids_structures_and_layout_match_the_views(client):
    game = games.REGISTRY["azul-summer-pavilion"]
    d = doc(client, game.id)
    cat, mod = d["catalogue"], catalogue_module(game)
    spaces = cat["board"]["spaces"]
    assert len(spaces) == 42 and len(cat["board"]["structures"]) == 18
    for sid, sp in spaces.items():           # ring neighbours are mutual, same star; structures cover it
        for n in sp["neighbours"]:
            assert spaces[n]["star"] == sp["star"] and sid in spaces[n]["neighbours"]
        for st in sp["structures"]:
            assert sid in next(s for s in cat["board"]["structures"] if s["id"] == st)["spaces"]
        assert set(sp["number"]) == {"front", "grey"}
    assert cat["wild_colour_by_round"]["1"] == "purple" and len(cat["wild_colour_by_round"]) == 6
    colours = {c["id"] for c in cat["colours"]}
    for side in ("front", "grey"):
        seen = set()
        for players in (2, 4):
            for state, views, refused in random_states(game, players, 3 + players, 400, {"board_side": side}):
                for v in views:
                    assert len(v["factories"]) == cat["factories"]["by_players"][str(players)]
                    if v["wild_colour"]:
                        assert v["wild_colour"] == cat["wild_colour_by_round"][str(v["round"])]
                    for st in v["seats"]:
                        assert set(st["board"]) <= set(spaces) and set(st["board"].values()) <= colours
                        seen |= set(st["board"])
                    assert set(v["supply"]) == colours
                _check_decision(mod, d["texts"], views[0])
        assert seen, "no tile was placed"
    assert refused <= set(d["texts"]["rules"]) and refused


def test_nova_luna_tile_ids_and_tasks_match_the_views(client):
    game = games.REGISTRY["nova-luna"]
    d = doc(client, game.id)
    cat, mod = d["catalogue"], catalogue_module(game)
    tiles = {t["id"]: t for t in cat["tiles"]}
    assert len(tiles) == 68 and cat["moon_track"]["spaces"] == 24
    refused_all = set()
    for players in (1, 2, 4):
        for state, views, refused in random_states(game, players, players, 300):
            for v in views:
                assert len(v["track"]) == cat["selection_track"]["spaces"]
                assert {t for t in v["track"] if t is not None} <= set(tiles)
                for st in v["seats"]:
                    assert {t for _x, _y, t in st["display"]} <= set(tiles)
                    for t, i in st["covered"]:
                        assert 0 <= i < len(tiles[t]["tasks"])
            _check_decision(mod, d["texts"], views[0])
        refused_all |= refused
    assert refused_all <= set(d["texts"]["rules"])


def test_blue_moon_city_buildings_cards_and_cells_match_the_views(client):
    game = games.REGISTRY["blue-moon-city"]
    d = doc(client, game.id)
    cat, mod = d["catalogue"], catalogue_module(game)
    buildings = {b["id"]: b for b in cat["buildings"]}
    cards = {c["id"]: c for c in cat["cards"]}
    assert len(buildings) == 21 and sum(c["count"] for c in cards.values()) == 80
    assert all(c["power"] for c in cards.values()) and cards["Khind1"]["count"] == 10
    assert sorted(f"{b}.{f}" for b, x in buildings.items() for f in x["provisional"]) == sorted(d["provisional"])
    cells = {tuple(c) for c in cat["grid"]["cells"]}
    refused_all = set()
    for layout in ("standard", "all_random"):
        for state, views, refused in random_states(game, 3, 7, 300, {"layout": layout}):
            for v in views:
                for tile in v["city"]:
                    assert tuple(tile["cell"]) in cells and tile["building"] in buildings
                    b = buildings[tile["building"]]
                    if layout == "standard" and b["fixed_cell"]:
                        assert tile["cell"] == b["fixed_cell"]
                    if "boxes" in tile:
                        assert [(x["color"], x["value"]) for x in tile["boxes"]] == \
                               [(x["color"], x["value"]) for x in b["boxes"]]
                for part in (v["hand"] or {}, v["discard"]):
                    assert set(part) <= set(cards)
                assert v["obelisk"]["costs"] == [c for i, c in enumerate(cat["obelisk"]["costs"])
                                                 if i not in cat["obelisk"]["unused_with_2_players"] or v["players"] > 2]
            _check_decision(mod, d["texts"], views[0])
        refused_all |= refused
    assert refused_all <= set(d["texts"]["rules"])


def _card_ids(obj, out: set):
    """Every string in a Blue Moon view's player zones that looks like a card id."""
    if isinstance(obj, str):
        if re.match(r"^[a-z]+-\d+(~2)?$", obj):
            out.add(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _card_ids(k, out)
            _card_ids(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _card_ids(v, out)


@pytest.mark.parametrize("type_id,decks", [("blue-moon", ["vulca", "hoax"]),
                                           ("legends-of-blue-moon", ["buka", "aqua"]),
                                           ("legends-of-blue-moon", ["khind", "khind"]),
                                           ("legends-of-blue-moon", ["pillar", "terrah"]),
                                           ("legends-of-blue-moon", ["mimix", "flit"])])
def test_blue_moon_card_ids_of_every_zone_are_in_the_catalogue(client, type_id, decks):
    game = games.REGISTRY[type_id]
    d = doc(client, type_id)
    cat, mod = d["catalogue"], catalogue_module(game)
    cards = {c["id"]: c for c in cat["cards"]}
    for name in decks:
        deck = cat["decks"][name]
        assert deck["leader"] in cards and set(deck["cards"]) <= set(cards) and len(deck["cards"]) == 30
    ids: set = set()
    for state, views, refused in random_states(game, 2, 11, 250, {"decks": decks}):
        for v in views:
            for p in v["players"]:
                _card_ids({k: p[k] for k in p if k not in ("deck_name",)}, ids)
            _card_ids(v["pending"], ids)
            # the turn keeps its public counters only (no engine marks such as "after_bs")
            assert "marks" not in v["turn"] and "after_bs" not in json.dumps(v)
        _check_decision(mod, d["texts"], views[0])
    assert ids and {i.removesuffix("~2") for i in ids} <= set(cards)
    assert refused <= set(d["texts"]["rules"])
    if type_id == "blue-moon":
        assert "deck_building" not in cat and {c["people"] for c in cards.values()} >= {"vulca", "hoax"}
    else:
        assert set(cat["deck_building"]["pool"]) <= set(cards)


def test_blue_moon_mark_events_are_internal_in_every_feed():
    game = games.REGISTRY["blue-moon"]
    ev = {"type": "mark", "key": "after_bs"}
    for seat in (0, 1, None):
        assert game.event_view(ev, seat) == {"type": "mark", "internal": True}


# --------------------------------------------------------------- texts: decisions, rules
def _ast_constants(pkg: Path):
    for f in pkg.rglob("*.py"):
        if f.name == "catalogue.py":
            continue
        yield f, ast.parse(f.read_text(encoding="utf-8"))


def test_every_decision_kind_the_engines_can_ask_has_a_text(client):
    # Blue Moon: every registered decision and every kind literally asked for
    from games.blue_moon import effects as fx
    asked = set()
    for _f, tree in _ast_constants(ROOT / "games" / "blue_moon"):
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "ask" and node.args
                    and isinstance(node.args[0], ast.Dict)):
                for k, v in zip(node.args[0].keys, node.args[0].values):
                    if isinstance(k, ast.Constant) and k.value == "kind" and isinstance(v, ast.Constant):
                        asked.add(v.value)
    assert asked and asked <= set(fx.DECISIONS)
    from games.blue_moon.state import PHASES
    for type_id in ("blue-moon", "legends-of-blue-moon"):
        decisions = doc(client, type_id)["texts"]["decisions"]
        assert set(fx.DECISIONS) | {f"phase:{p}" for p in PHASES} <= set(decisions)
    # Azul and Blue Moon City: every step of the engine
    from games.azul_summer_pavilion.game import _PHASE_OF_STEP
    assert set(_PHASE_OF_STEP) <= set(doc(client, "azul-summer-pavilion")["texts"]["decisions"])
    from games.blue_moon_city.game import _STEP_OF
    assert set(_STEP_OF.values()) <= set(doc(client, "blue-moon-city")["texts"]["decisions"])


def test_every_rule_id_in_the_code_of_a_game_has_a_text():
    """Every string constant in games/<pkg>/ that is a rule id (the arguments of IllegalMove,
    NotYourTurn and the decision/duty registrations) has a text in that package's data."""
    for pkg in sorted(p for p in (ROOT / "games").iterdir() if p.is_dir() and (p / "rule_texts.json").exists()):
        have = set(rule_texts(str(pkg)))
        named = {node.value for _f, tree in _ast_constants(pkg) for node in ast.walk(tree)
                 if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE_ID.match(node.value)}
        assert named, pkg
        assert named <= have, f"{pkg.name}: no text for {sorted(named - have)}"
    # every registered game (of this repository) ships its rule texts
    for game in games.REGISTRY.values():
        assert game.describe_full()["texts"]["rules"], game.id


def test_rule_texts_are_current_with_the_specs():
    from tools.extract_rule_texts import find_rules_dir
    rules = find_rules_dir()
    if rules is None:
        pytest.skip("the specs (shared/rules) are not beside this checkout")
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "extract_rule_texts.py"), "--check", "--rules", str(rules)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_rule_texts_say_the_source_tags_a_sentence_uses_as_words():
    """A tag the spec's sentence uses as a word is said ("[S003] adds that" was "discarded.
    adds that"); a citation tag is left out without leaving "()" or ",)" behind (issue 24)."""
    from tools.extract_rule_texts import clean
    assert clean("as it is discarded. [S003] adds that the opponent may not") == \
        "as it is discarded. The Russian first-edition rulebook adds that the opponent may not"
    assert clean("goes back ([S004]: he moves it)") == "goes back (the Polish Legends rulebook: he moves it)"
    assert clean("(Legends numbering; [S004], confirmed by [KJ]):") == \
        "(Legends numbering; the Polish Legends rulebook, confirmed by Keldon Jones' engine):"
    assert clean("first loses; [S004] the player who") == "first loses; in the Polish Legends rulebook, the player who"
    assert clean("pick among the revealed cards ([KJ]). Next") == "pick among the revealed cards. Next"
    assert clean("walkthrough, [KJ]). Nothing [S003][S004]") == "walkthrough). Nothing"
    assert clean("peoples (and, [INFERRED], mutants") == "peoples (and, mutants"
    assert clean("**[DIFF]** Legends: each player") == "Legends: each player"
    assert clean("Every rule carries a tag. **[R]** stated by the rulebook. **[D]** sources disagree") == \
        "Every rule carries a tag. Stated by the rulebook. Sources disagree"
    assert clean("Default [I]: the engine") == "Default: the engine"
    gap = re.compile(r"\(\s*[);:,]|,\s*[,)]|[.;]\s+[a-z]+s that\b|\. (adds|says|allows|offers|refines|whether)\b")
    for pkg in sorted(p for p in (ROOT / "games").iterdir() if (p / "rule_texts.json").exists()):
        for rid, r in rule_texts(str(pkg)).items():
            m = gap.search(r["text"])
            assert m is None, f"{pkg.name} {rid}: a gap where a tag was: {r['text'][max(0, m.start() - 40):m.end() + 20]!r}"


def test_rule_endpoint_answers_the_text_of_a_rule_and_404s_otherwise(client):
    base = "/v1/game-types/azul-summer-pavilion/rules/"
    r = client.get(base + quote("§7.3"))
    assert r.status_code == 200 and r.json["id"] == "§7.3" and "Paying" in r.json["text"]
    assert r.json["section"].startswith("§7")
    assert client.get(base + "7.3").json["id"] == "§7.3"                    # § may be left out
    assert client.get(base + quote("§13#7", safe="")).json["text"].startswith("Passing in round 6")
    r = client.get("/v1/game-types/legends-of-blue-moon/rules/R-4.3.1")
    assert r.status_code == 200 and r.json["title"] == "Engine guidance"
    for bad in (base + "R-4.3", base + quote("§99"), "/v1/game-types/chess/rules/R-1"):
        r = client.get(bad)
        assert r.status_code == 404 and r.json["error"]["code"] == "not_found"


def test_a_refused_move_names_a_rule_the_catalogue_explains(client, dispatcher):
    g = client.post("/v1/games", json={"type": "azul-summer-pavilion", "seed": 4,
                                        "seats": [{"name": "a"}, {"name": "b"}]}).json
    dispatcher.drain()                                          # the table's setup step
    view = client.get(f"/v1/games/{g['id']}").json
    seat = view["to_act"][0]
    tok = g["seats"][seat]["token"]
    absent = next(c for c, n in view["state"]["factories"][0].items() if n == 0)   # §6.1: none there
    r = client.post(f"/v1/games/{g['id']}/moves", headers={"Authorization": f"Bearer {tok}"},
                    json={"move": {"type": "take", "source": "factory", "factory": 0, "colour": absent},
                          "expected_version": view["version"]})
    assert r.status_code == 422, r.json
    rule = r.json["error"]["details"]["rule"]
    assert client.get(f"/v1/game-types/azul-summer-pavilion/rules/{quote(rule)}").status_code == 200


# ------------------------------------------------------------------------ gzip and ETags
@pytest.mark.parametrize("path", ["/v1/game-types", "/v1/game-types/legends-of-blue-moon"])
def test_catalogue_answers_are_gzip_with_etags_and_304(client, path):
    plain = client.get(path)
    assert plain.headers.get("Content-Encoding") is None and plain.headers["ETag"]
    z = client.get(path, headers={"Accept-Encoding": "gzip"})
    assert z.headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in z.headers["Vary"]
    body = gzip.decompress(z.get_data())
    assert json.loads(body) == plain.json
    assert len(z.get_data()) < len(plain.get_data()) / 2
    assert z.headers["ETag"] != plain.headers["ETag"]              # an ETag per encoding
    for headers in ({"If-None-Match": plain.headers["ETag"]},
                    {"If-None-Match": z.headers["ETag"], "Accept-Encoding": "gzip"}):
        r = client.get(path, headers=headers)
        assert r.status_code == 304 and r.get_data() == b""
    assert client.get(path, headers={"If-None-Match": '"other"'}).status_code == 200


def test_other_large_json_answers_are_compressed_too(client):
    g = client.post("/v1/games", json={"type": "legends-of-blue-moon", "seed": 1,
                                        "seats": [{"name": "a"}, {"name": "b"}]}).json
    path = f"/v1/games/{g['id']}"
    plain = client.get(path)
    z = client.get(path, headers={"Accept-Encoding": "gzip"})
    assert len(plain.get_data()) > 500 and z.headers["Content-Encoding"] == "gzip"
    assert json.loads(gzip.decompress(z.get_data())) == plain.json
    small = client.get("/v1/games/nope", headers={"Accept-Encoding": "gzip"})   # errors stay plain
    assert small.status_code == 404 and small.headers.get("Content-Encoding") is None
