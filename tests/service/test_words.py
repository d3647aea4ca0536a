"""Issue 24: every text a template, in English, Russian and Polish.

Every template of every game renders in every language with the parameters of real events,
moves, views and results of short random games (tests/service/words_check.py names each
problem: a missing template or parameter, leftover braces, a field name, an internal or
rule id, an English word in Russian or Polish); every view names its decision; a finished
view says who won, each seat's score and its parts, the tie-breaker and why it ended; the
language comes from ?lang= or Accept-Language and never changes a code or an id; the page's
strings (every t() call of service/web) are served translated."""
from __future__ import annotations

import random
import re

import pytest

import games
from games.base import SYSTEM
from service import i18n, icu
from tests.service import words_check

LANGS = ("en", "ru", "pl")


def auth(tok):
    return {"Authorization": f"Bearer {tok}"}


@pytest.fixture(scope="module")
def samples():
    return {gid: words_check.play_samples(g) for gid, g in games.REGISTRY.items()}


def test_every_template_of_every_game_renders_in_every_language(samples):
    """(item 5) The full check; its counts are the report's figures."""
    problems, counts = words_check.check_all(samples)
    assert problems == [], "\n".join(problems[:40])
    for gid in games.REGISTRY:
        assert counts[gid]["en"] == counts[gid]["ru"] == counts[gid]["pl"] > 10
    print("templates per game and language:", dict(counts))


def test_the_check_catches_what_it_is_for(samples):
    """The check is not vacuous: an English word in Russian, a missing parameter, a field
    name, a rule id and leftover braces are each reported."""
    english = words_check.english_words({gid: {"texts": games.REGISTRY[gid].describe_full()["texts"]}
                                         for gid in games.REGISTRY})
    assert words_check.problems_of("Ann взяла tile", "ru", english)
    assert words_check.problems_of("Ann wzięła the tile", "pl", english)
    assert words_check.problems_of("ход pending_bonus", "ru", english)
    assert words_check.problems_of("см. R-8.8", "ru", english)
    assert words_check.problems_of("тайл #62", "ru", english)
    assert words_check.problems_of("{seat} ходит", "ru", english)
    assert words_check.problems_of("\x01Vulca\x02 ходит", "ru", english) == []
    with pytest.raises(KeyError):
        icu.render("{seat, name, seat} took {count}", {"seat": 0}, "en", lambda k, v: "Ann")


def _moves_in_words(samples, gid, types, lang="en"):
    """(move, its params, its text) of the sampled moves of ``types``, one per shape."""
    from games.texts import move_params
    from service.catalogue import full
    game = games.REGISTRY[gid]
    tx = i18n.localise_document(full(game), game, lang)["texts"]
    for m, view in samples[gid]["moves"]:
        if m["type"] in types:
            p = move_params(game.decision(view), m)
            yield m, p, view, icu.render(tx["moves"][m["type"]], p, lang, words_check.resolver(tx, view, mark=False))


def test_a_blue_moon_answer_says_what_it_does(samples):
    """(item 1) An answer to a Blue Moon decision reads as what it does ("Call the bluff",
    "Draw 2 cards"), not as its raw value ("Choose: yes", "Choose: 2"): the choose template
    reads the decision it answers from the view's decision.move_params."""
    said = {}
    for gid in ("blue-moon", "legends-of-blue-moon"):
        for lang in LANGS:
            for m, p, _view, text in _moves_in_words(samples, gid, {"choose"}, lang):
                assert p.get("asked"), (gid, m)
                if isinstance(m["choice"], (bool, int)):
                    assert not re.match(r"^(Choose|Выбрать|Wybierz): ", text), (gid, lang, p, text)
                    said[(lang, p["asked"], m["choice"])] = text
    assert any(isinstance(c, bool) for _l, _k, c in said), said
    # the log says it the same way ("Ann chose: call the bluff.", not "Ann chose: yes.")
    from service.catalogue import full
    for lang in LANGS:
        game = games.REGISTRY["blue-moon"]
        tx = i18n.localise_document(full(game), game, lang)["texts"]
        for e, view in samples["blue-moon"]["events"]:
            if e["type"] == "choose" and isinstance(e["choice"], (bool, int)):
                text = icu.render(tx["events"]["choose"], e, lang, words_check.resolver(tx, view, mark=False))
                assert not re.search(r": (yes|no|да|нет|tak|nie|\d+)\.$", text), (lang, e, text)
    # the template itself: every decision with yes/no answers or a count says both in words
    tpl = games.REGISTRY["blue-moon"].describe_full()["texts"]["moves"]["choose"]
    assert icu.render(tpl, {"asked": "call_bluff", "choice": True}, "en") == "Call the bluff"
    assert icu.render(tpl, {"asked": "call_bluff", "choice": False}, "en") == "Let the bluff stand"
    assert icu.render(tpl, {"asked": "reveal_top_count", "choice": 2}, "en") == "Reveal 2 cards"


def test_a_nova_luna_move_says_the_tile_and_the_place_as_drawn(samples):
    """(item 2) The API's Nova Luna move says the tile taken and where it goes as the page
    draws it: by the tile it touches and its row and column counted from 1 on the drawn grid
    (one free row and column round the tiles), never the model's x, y (0-based, negative)."""
    from games.nova_luna.words import names
    tiles = names()["tile"]
    n = 0
    for m, p, view, text in _moves_in_words(samples, "nova-luna", {"take"}):
        mine = next(s for s in view["seats"] if s["seat"] == view["you"])
        xs = [0] + [x for x, _y, _t in mine["display"]]
        ys = [0] + [y for _x, y, _t in mine["display"]]
        row, col = m["y"] - (min(ys) - 1) + 1, m["x"] - (min(xs) - 1) + 1
        assert text.startswith(f"Take the {tiles[str(view['track'][m['track_space']])]} and place it "), text
        assert text.endswith(f"(row {row}, column {col})"), text
        assert row >= 1 and col >= 1 and not re.search(r"-\d", text), text
        if mine["display"]:
            assert re.search(r"(right of|left of|below|above) the \w+ tile \(\d+\)", text), text
        n += 1
    assert n > 20


@pytest.mark.parametrize("lang,n,want", [
    ("ru", 1, "1 тайл"), ("ru", 2, "2 тайла"), ("ru", 5, "5 тайлов"), ("ru", 11, "11 тайлов"), ("ru", 21, "21 тайл"),
    ("ru", 22, "22 тайла"), ("pl", 1, "1 kafelek"), ("pl", 3, "3 kafelki"), ("pl", 5, "5 kafelków"),
    ("pl", 12, "12 kafelków"), ("pl", 22, "22 kafelki"), ("en", 1, "1 tile"), ("en", 2, "2 tiles")])
def test_icu_plurals_follow_cldr(lang, n, want):
    forms = {"ru": "{n, plural, one {# тайл} few {# тайла} many {# тайлов} other {# тайла}}",
             "pl": "{n, plural, one {# kafelek} few {# kafelki} many {# kafelków} other {# kafelka}}",
             "en": "{n, plural, one {# tile} other {# tiles}}"}
    assert icu.render(forms[lang], {"n": n}, lang) == want


def test_icu_names_lists_selects_and_quotes():
    names = {"colour": {"red": "czerwony", "blue": "niebieski"}}
    look = lambda kind, v: names[kind][v]
    tpl = "{who} wybiera {c, list, colour}{token, select, true { i znacznik} other {}}: '{'{n}'}'"
    out = icu.render(tpl, {"who": "Ann", "c": ["red", "blue"], "token": True, "n": 2}, "pl", look)
    assert out == "Ann wybiera czerwony i niebieski i znacznik: {2}"
    assert icu.arguments(tpl) == {"who": None, "c": "list:colour", "token": "select", "n": None}


def test_every_view_names_its_decision_with_a_template(samples):
    """(item 2) Whoever is to act (or the table) has a decision whose key the game's texts
    hold, Nova Luna included (its decision_key was a sentence), and whose params fill it."""
    for gid, game in games.REGISTRY.items():
        texts = game.describe_full()["texts"]
        assert texts["decision_key"] == "view.decision.key"
        seen = set()
        for view in samples[gid]["views"]:
            d = game.decision(view)
            if d is None:
                continue
            assert d["key"] in texts["decisions"], (gid, d)
            icu.render(texts["decisions"][d["key"]], d["params"], "en", words_check.resolver(texts, view))
            seen.add(d["key"])
        assert len(seen) >= 2, (gid, seen)


def _finish_with_bots(client, dispatcher, type_id, seats=2, options=None):
    r = client.post("/v1/games", json={"type": type_id, "seats": [{"name": f"bot{i}", "bot": "random"} for i in range(seats)],
                                       "options": options or {}})
    assert r.status_code == 201, r.json
    gid = r.json["id"]
    for _ in range(200):
        if not dispatcher.drain(2000):
            break
    return client.get(f"/v1/games/{gid}").json


@pytest.mark.parametrize("type_id", ["nova-luna", "blue-moon", "azul-summer-pavilion"])
def test_a_finished_view_says_who_won_each_score_its_parts_the_tie_breaker_and_why(client, dispatcher, type_id):
    """(item 2, results) The envelope of a finished game: winners (as before), every seat's
    final score with its parts per the game's scoring, the tie-breaker used and why the game
    ended, each with a template in every language; the old fields stay."""
    view = _finish_with_bots(client, dispatcher, type_id)
    assert view["status"] == "finished" and view["decision"] is None
    r = view["result"]
    assert {"winners", "ranking"} <= set(r)                       # old clients still read these
    assert sorted(s["seat"] for s in r["final_scores"]) == [0, 1]
    assert all(s["parts"] for s in r["final_scores"])
    assert r["end"]["by"] == "rules" and r["tie_breaker"]
    for lang in LANGS:
        texts = client.get(f"/v1/game-types/{type_id}?lang={lang}").json["texts"]
        assert f"end.{r['end']['reason']}" in texts["results"], (lang, r["end"])
        assert f"tie_breaker.{r['tie_breaker']}" in texts["results"]
        assert all(f"part.{p}" in texts["results"] for s in r["final_scores"] for p in s["parts"])


def test_a_resignation_ends_the_game_and_says_so(client):
    r = client.post("/v1/games", json={"type": "nova-luna", "seats": [{"name": "ann"}, {"name": "bob"}]})
    gid, tok = r.json["id"], r.json["seats"][1]["token"]
    active = client.get(f"/v1/games/{gid}").json
    assert active["decision"]["key"] in ("take", "take_or_refill")
    assert client.post(f"/v1/games/{gid}/resign", headers=auth(tok)).status_code == 201
    view = client.get(f"/v1/games/{gid}").json
    assert view["result"]["end"] == {"by": "resign", "reason": "resign", "seat": 1}
    assert view["result"]["reason"] == "resign" and view["result"]["winners"] == [0]   # as before
    for lang in LANGS:
        page = client.get(f"/v1/texts?lang={lang}").json["texts"]
        assert "result.end.resign" in page and "log.resign" in page


def _without_card_texts(cat: dict) -> dict:
    cards = [{k: v for k, v in c.items() if k not in i18n.CARD_TEXTS} for c in cat.get("cards") or []]
    return {**cat, "cards": cards}


def test_the_language_comes_from_lang_then_accept_language_and_never_changes_ids(client):
    """(item 3) ?lang= wins, then Accept-Language (q-values), else English; the answer says
    its language; ids, codes and keys are the same in every language."""
    assert client.get("/v1/texts?lang=ru").json["lang"] == "ru"
    assert client.get("/v1/texts", headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"}).json["lang"] == "pl"
    assert client.get("/v1/texts", headers={"Accept-Language": "de, ru;q=0.3"}).json["lang"] == "ru"
    assert client.get("/v1/texts", headers={"Accept-Language": "de"}).json["lang"] == "en"
    r = client.get("/v1/texts?lang=pl", headers={"Accept-Language": "ru"})
    assert r.json["lang"] == "pl" and r.headers["Content-Language"] == "pl" and "Accept-Language" in r.headers["Vary"]
    for type_id in games.REGISTRY:
        docs = {lang: client.get(f"/v1/game-types/{type_id}?lang={lang}").json for lang in LANGS}
        assert docs["ru"]["texts"]["moves"] != docs["en"]["texts"]["moves"]
        for lang in ("ru", "pl"):
            # the catalogue is the same but for the cards' sentences (their ids, names and values kept)
            assert _without_card_texts(docs[lang]["catalogue"]) == _without_card_texts(docs["en"]["catalogue"])
            assert [o["name"] for o in docs[lang]["options"]] == [o["name"] for o in docs["en"]["options"]]
            for section in ("moves", "decisions", "events", "events_redacted", "results", "names"):
                assert set(docs[lang]["texts"][section]) == set(docs["en"]["texts"][section])
        assert docs["ru"]["texts"]["decisions"] != docs["pl"]["texts"]["decisions"]
    assert client.get("/v1/game-types?lang=ru").json["game_types"][0]["id"] in games.REGISTRY


def test_a_refusal_speaks_the_language_the_client_reads(client):
    """(item 3: error messages) The code stays; the message is the refusal's template in
    the language of Accept-Language (English keeps its detailed message)."""
    r = client.post("/v1/games", json={"type": "nova-luna", "seats": [{"name": "ann"}, {"name": "bob"}]})
    gid, tok = r.json["id"], r.json["seats"][1]["token"]
    move = {"move": {"type": "refill"}, "expected_version": 1}
    en = client.post(f"/v1/games/{gid}/moves", json=move, headers=auth(tok))
    ru = client.post(f"/v1/games/{gid}/moves", json=move, headers={**auth(tok), "Accept-Language": "ru"})
    pl = client.post(f"/v1/games/{gid}/moves", json=move, headers={**auth(tok), "Accept-Language": "pl-PL"})
    assert en.status_code == ru.status_code == pl.status_code and en.json["error"]["code"] == ru.json["error"]["code"]
    assert ru.json["error"]["details"] == en.json["error"]["details"]
    code = en.json["error"]["code"]
    assert ru.json["error"]["message"] == i18n.tr("ru", f"error.{code}", i18n.COMMON[f"error.{code}"]) != en.json["error"]["message"]
    assert pl.json["error"]["message"] == i18n.tr("pl", f"error.{code}", i18n.COMMON[f"error.{code}"])


def test_every_page_string_is_served_in_every_language():
    """(items 3-4) Every t("key", params, "English") call of the page (and data-t string of
    its HTML), whoever added it, has a current Russian and Polish translation: a new call
    only needs its translations (python -m service.i18n check lists what is missing)."""
    page = i18n.page_strings()
    assert len(page) > 60 and "play.your_turn" in page and "lobby.new_game" in page
    for lang in ("ru", "pl"):
        have = i18n.catalogue(lang)
        missing = [k for k, en in page.items() if k not in have or have[k][0] != en]
        assert missing == [], (lang, missing)
    assert i18n.main(["check"]) == 0


def test_a_changed_english_text_falls_back_to_english_until_translated():
    """A translation belongs to the English it was made from (msgid): a stale one is not
    served with a new meaning."""
    key = "play.your_turn"
    assert i18n.tr("ru", key, "Your turn") == "Ваш ход"
    assert i18n.tr("ru", key, "It is your turn now") == "It is your turn now"


NODE_RUNNER = """
import { format } from %s;
let data = "";
process.stdin.on("data", (c) => { data += c; });
process.stdin.on("end", () => {
  const out = JSON.parse(data).map(([tpl, params, lang, names]) =>
    format(tpl, params, lang, (kind, v) => (kind === "seat" ? `Ann${v}` : ((names[kind] || {})[String(v)] ?? null))));
  process.stdout.write(JSON.stringify(out));
});
"""


def test_the_page_renders_every_template_as_the_server_does(samples, tmp_path):
    """icu.js (the page) and icu.py (the tests, the server) give the same text for the
    events, moves and decisions of real games in every language: plurals by CLDR (the
    browser's Intl data, Babel's here), selects, names and lists."""
    import json
    import shutil
    import subprocess
    from pathlib import Path

    from service.catalogue import full
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (the browser tests render the page's templates too)")
    icu_js = Path(__file__).resolve().parents[2] / "service" / "web" / "icu.js"
    runner = tmp_path / "run.mjs"
    runner.write_text(NODE_RUNNER % json.dumps(icu_js.as_uri()))
    cases, want = [], []
    for gid, game in games.REGISTRY.items():
        for lang in LANGS:
            tx = i18n.localise_document(full(game), game, lang)["texts"]
            names = tx["names"]

            def look(kind, v, names=names):
                return f"Ann{v}" if kind == "seat" else (names.get(kind) or {}).get(str(v))
            seen = set()
            for e, _view in samples[gid]["events"]:
                tpl = words_check.event_template(tx, e)
                if not tpl or (e["type"], tuple(sorted(e))) in seen or "cell" in tpl or "choice" in tpl:
                    continue
                seen.add((e["type"], tuple(sorted(e))))
                cases.append([tpl, e, lang, names])
                want.append(icu.render(tpl, e, lang, look))
            for n in (0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 101):
                for section in ("events_redacted", "decisions"):
                    for tpl in tx[section].values():
                        args = icu.arguments(tpl)
                        if re.search(r", (list|name), (cell|choice)\b|, list,", tpl):
                            continue
                        params = {a: (n if t in (None, "plural", "number") else "x") for a, t in args.items()}
                        params.update({a: 0 for a, t in args.items() if t == "name:seat"})
                        try:
                            out = icu.render(tpl, params, lang, look)
                        except KeyError:
                            continue
                        cases.append([tpl, params, lang, names])
                        want.append(out)
    got = json.loads(subprocess.run([node, str(runner)], input=json.dumps(cases), capture_output=True, text=True,
                                    timeout=60, check=True).stdout)
    diff = [(c[0][:80], c[2], w, g) for c, w, g in zip(cases, want, got) if w != g]
    assert len(cases) > 300 and diff == [], diff[:5]


def test_rule_texts_and_option_descriptions_are_served_in_every_language(client):
    """(item 3: "option and level descriptions, rule texts") GET /rules/{id}, the document's
    short ``texts.rules`` and the options' and levels' descriptions answer in the asked
    language; ids stay. A translated rule text is mostly not English (card names and rule
    ids, which are links, may stay)."""
    from urllib.parse import quote
    english = words_check.english_words({gid: {"texts": g.describe_full()["texts"]} for gid, g in games.REGISTRY.items()})
    for type_id, game in games.REGISTRY.items():
        rules = i18n._rules_of(game)
        assert len(rules) > 10, type_id
        docs = {lang: client.get(f"/v1/game-types/{type_id}?lang={lang}").json for lang in LANGS}
        for lang in ("ru", "pl"):
            assert set(docs[lang]["texts"]["rules"]) == set(docs["en"]["texts"]["rules"])
            for o_en, o in zip(docs["en"]["options"], docs[lang]["options"]):
                assert o["description"] != o_en["description"] or not o_en["description"], (type_id, lang, o["name"])
            for level, note in (docs[lang].get("bot_level_notes") or {}).items():
                assert note != docs["en"]["bot_level_notes"][level], (type_id, lang, level)
        for rid in list(rules)[:: max(1, len(rules) // 12)]:       # a dozen of each game's rules
            got = {lang: client.get(f"/v1/game-types/{type_id}/rules/{quote(rid, safe='')}?lang={lang}") for lang in LANGS}
            assert all(r.status_code == 200 and r.json["id"] == rid for r in got.values()), rid
            assert got["ru"].headers["Content-Language"] == "ru" and "Accept-Language" in got["ru"].headers["Vary"]
            for lang in ("ru", "pl"):
                text = got[lang].json["text"]
                if re.search(r"[A-Za-z]{3,}", got["en"].json["text"]):      # (not a table row "2: 10")
                    assert text != got["en"].json["text"], (type_id, rid, lang)
                words = re.findall(r"[^\W\d_]{3,}", re.sub(r"\b(R|TC)-[\d.]+|§[\d.]+", " ", text))
                eng = [w for w in words if w.isascii() and w.lower() in english - words_check.POLISH_TOO]
                assert len(eng) <= max(2, len(words) // 6), (type_id, rid, lang, eng)


def test_card_texts_are_served_in_every_language(client):
    """(item 3: "every text the API serves") Blue Moon's printed effects and Blue Moon City's
    card powers come in the asked language with the catalogue (cards_<package>.po); a
    card's id, name and values stay. A translated text is mostly not English (card and
    people names may stay)."""
    english = words_check.english_words({gid: {"texts": g.describe_full()["texts"]} for gid, g in games.REGISTRY.items()})
    checked = 0
    for type_id in ("blue-moon", "legends-of-blue-moon", "blue-moon-city"):
        docs = {lang: client.get(f"/v1/game-types/{type_id}?lang={lang}").json for lang in LANGS}
        names = {c.get("name", "").lower() for c in docs["en"]["catalogue"]["cards"]}
        for lang in ("ru", "pl"):
            for c_en, c in zip(docs["en"]["catalogue"]["cards"], docs[lang]["catalogue"]["cards"]):
                assert (c["id"], c.get("name")) == (c_en["id"], c_en.get("name"))
                for f in i18n.CARD_TEXTS:
                    if not c_en.get(f):
                        continue
                    checked += 1
                    assert c[f] != c_en[f], (type_id, lang, c["id"], f)
                    words = re.findall(r"[^\W\d_]{3,}", c[f])
                    eng = [w for w in words if w.isascii() and w.lower() in english - words_check.POLISH_TOO
                           and not any(w.lower() in n for n in names)]
                    assert len(eng) <= max(2, len(words) // 6), (type_id, lang, c["id"], eng)
    assert checked > 2 * (165 + 62 // 3 + 22)
