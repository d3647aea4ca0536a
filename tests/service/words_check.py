"""Rendering every template of every game in every language with the parameters of real
events, moves, views and results from random games (issue 24, item 5), and what is wrong
with each rendering. Used by tests/service/test_words.py; ``python -m tests.service.words_check``
prints the problems (while translating)."""
from __future__ import annotations

import random
import re
from collections import defaultdict

import games
from games.base import SYSTEM
from games.texts import move_params
from service import i18n, icu
from service.catalogue import full

LANGS = ("en", "ru", "pl")
#: names kept in every language (peoples of Blue Moon and the game names as the boxes print them)
PROPER = {"vulca", "terrah", "aqua", "flit", "khind", "mimix", "hoax", "pillar", "buka", "mutants", "blue", "moon",
          "caterpillar", "nova", "luna", "azul", "moonhall", "api", "city", "openskill"}   # (Blue Moon City: the Russian box prints it so)
#: what player text never holds: a field name (snake_case), an internal id, a rule id, a raw value
FORBIDDEN = [(re.compile(r"\b[a-z]+_[a-z_]+\b"), "a field name"), (re.compile(r"#\d"), "an internal id"),
             (re.compile(r"\bR-\d|§|\bTC-\d"), "a rule id"), (re.compile(r"\b(None|null|true|false|undefined|NaN)\b"), "a raw value"),
             (re.compile(r"\b[a-z]+-\d+\b"), "a card id"), (re.compile(r"[{}]"), "leftover braces")]
MARK = ("\x01", "\x02")   # names the resolver filled in: not checked for English words


def play_samples(game, seeds=(1, 2), players=(2,), max_steps=400):
    """Moves, events (as each seat and a spectator see them), views and results of a few
    short random games (a game that does not end in ``max_steps`` gives what it played)."""
    out = {"moves": [], "events": [], "views": [], "results": []}
    for seed in seeds:
        for n in players:
            if not game.min_players <= n <= game.max_players:
                continue
            rng = random.Random(seed)
            state = game.initial_state(game.make_config(n, {}), rng)
            readers = [*range(n), None]
            for _ in range(max_steps):
                views = [game.view(state, s) for s in readers]
                out["views"].extend(views[:1] + views[-1:])
                if game.is_over(state):
                    res = dict(game.result(state))
                    res.update(game.result_breakdown(res, views[-1]))
                    out["results"].append((res, views[-1]))
                    break
                auto = game.auto_move(state)
                if auto is not None:
                    seat, move = SYSTEM, auto
                else:
                    seat = game.to_act(state)[0]
                    moves = game.legal_moves(state, seat)
                    out["moves"].extend((m, views[seat]) for m in rng.sample(moves, min(4, len(moves))))
                    move = rng.choice(moves)
                for e in game.decide(state, seat, move, rng):
                    for r in readers:
                        ev = dict(game.event_view(e, r))
                        if "seat" not in ev and seat != SYSTEM:
                            ev["seat"] = seat
                        out["events"].append((ev, views[r if r is not None else -1]))
                    state = game.evolve(state, e)
    return out


def resolver(texts: dict, view: dict, mark: bool = True):
    """The Python twin of words.js's resolver, marking each name it fills in."""
    names = texts.get("names") or {}
    a, b = MARK if mark else ("", "")

    def look(kind, v):
        if v is None:
            return a + (names.get("choice", {}).get("null", "") if kind == "choice" else "") + b
        if kind == "seat":
            return f"{a}Ann{v}{b}"
        if kind == "cell":
            city = (view or {}).get("city") or []
            c = next((x for x in city if list(x["cell"]) == list(v)), None)
            return look("building", c["building"]) if c else a + b
        if kind == "choice":
            if isinstance(v, bool):
                return a + names["choice"][str(v).lower()] + b
            if isinstance(v, list):
                return ", ".join(look("choice", x) for x in v)
            if isinstance(v, int):
                return str(v)
            return look("card", v)
        got = (names.get(kind) or {}).get(str(v))
        if got is None:
            raise KeyError(f"no name for {kind} {v!r}")
        return a + got + b
    return look


def event_template(texts: dict, e: dict) -> str | None:
    full_t = (texts.get("events") or {}).get(e["type"])
    red = (texts.get("events_redacted") or {}).get(e["type"])
    if red and full_t and any(a not in e and a != "seat" for a in icu.arguments(full_t)):
        return red
    return full_t


def english_words(docs_en: dict) -> set[str]:
    words = set()
    for d in docs_en.values():
        for section in ("moves", "decisions", "events", "events_redacted", "results"):
            for v in d["texts"][section].values():
                words.update(w.lower() for w in re.findall(r"[A-Za-z]{3,}", re.sub(r"\{[^{}]*\}", " ", v)))
    words.update(w.lower() for v in {**i18n.COMMON, **i18n.page_strings()}.values() for w in re.findall(r"[A-Za-z]{3,}", v))
    return words - PROPER


def problems_of(text: str, lang: str, english: set[str]) -> list[str]:
    bare = re.sub(f"{MARK[0]}[^{MARK[1]}]*{MARK[1]}", " ", text)
    out = [f"{why}: {m.group(0)!r}" for rx, why in FORBIDDEN for m in [rx.search(bare)] if m]
    words = [w for w in re.findall(r"[^\W\d_]+", bare) if w.isascii()]
    if lang == "ru":
        latin = [w for w in words if len(w) > 1 and w.lower() not in PROPER]
        if latin:
            out.append(f"Latin words {latin}")
    elif lang == "pl":
        eng = [w for w in words if w.lower() in english and w.lower() not in POLISH_TOO]
        if eng:
            out.append(f"English words {eng}")
    return out


#: words English and Polish spell alike
POLISH_TOO = {"moc", "pas", "tor", "nie", "kart", "plan", "start", "finish", "minus", "api", "operator", "link", "solo",
              "min", "bot", "obelisk",
              "stop", "gang"}   # the Polish Legends rulebook's names of two card icons ("symbolem stop", "symbolem gangu")


def untranslated(text: str, english: str, lang: str) -> bool:
    """A translation the same as the English with a word in it that is not a name (nor,
    in Polish, a word both languages spell alike)."""
    if text != english:
        return False
    words = re.findall(r"[^\W\d_]+", re.sub(r"\{[^{}]*\}", " ", text))
    keep = PROPER | (POLISH_TOO if lang == "pl" else set())
    return any(w.lower() not in keep for w in words)


def check_all(samples: dict | None = None) -> tuple[list[str], dict]:
    """Every problem found (``[]``: none) and the count of templates per game and language."""
    problems: list[str] = []
    counts: dict = defaultdict(dict)
    registry = games.REGISTRY
    docs = {lang: {gid: i18n.localise_document(full(g), g, lang) for gid, g in registry.items()} for lang in LANGS}
    english = english_words(docs["en"])
    samples = samples or {gid: play_samples(g) for gid, g in registry.items()}
    for gid, game in registry.items():
        s = samples[gid]
        en = docs["en"][gid]["texts"]
        for lang in LANGS:
            tx = docs[lang][gid]["texts"]
            counts[gid][lang] = sum(len(tx[k]) for k in ("moves", "decisions", "events", "events_redacted", "results"))
            where = f"{gid} [{lang}]"
            # every template parses, reads only what the English one reads, and writes every plural form
            for section in ("moves", "decisions", "events", "events_redacted", "results"):
                for k, v in tx[section].items():
                    try:
                        args = icu.arguments(v)
                    except icu.TemplateError as e:
                        problems.append(f"{where} {section}.{k}: {e}")
                        continue
                    extra = set(args) - set(icu.arguments(en[section][k]))
                    if extra:
                        problems.append(f"{where} {section}.{k}: unknown parameters {sorted(extra)}")
                    if lang != "en" and untranslated(v, en[section][k], lang):
                        problems.append(f"{where} {section}.{k}: not translated")
                    for arg, keys in icu.plural_keys(v):
                        need = {"one", "few", "many", "other"} if lang in ("ru", "pl") else {"one", "other"}
                        if not need <= keys:
                            problems.append(f"{where} {section}.{k}: plural {arg} lacks {sorted(need - keys)}")
            for kind, table in tx["names"].items():
                for k, v in table.items():
                    if (i18n._package(game), kind) not in i18n.UNTRANSLATED_NAMES and lang != "en" \
                            and untranslated(v, en["names"][kind][k], lang):
                        problems.append(f"{where} names.{kind}.{k}: not translated")

            def render(what, tpl, params, view):
                if tpl is None:
                    problems.append(f"{where} {what}: no template")
                    return
                try:
                    text = icu.render(tpl, params, lang, resolver(tx, view))
                except KeyError as e:
                    problems.append(f"{where} {what}: missing parameter {e} in {tpl!r} for {params}")
                    return
                for p in problems_of(text, lang, english):
                    problems.append(f"{where} {what}: {p} in {text!r}")
            seen = set()
            for e, view in s["events"]:
                key = (e["type"], tuple(sorted(e)))
                if key in seen:
                    continue
                seen.add(key)
                render(f"event {e['type']}", event_template(tx, e), e, view)
            seen = set()
            for m, view in s["moves"]:
                key = (m["type"], tuple(sorted(m)))
                if key in seen and len(seen) > 40:
                    continue
                seen.add(key)
                render(f"move {m['type']}", tx["moves"].get(m["type"]), move_params(game.decision(view), m), view)
            for view in s["views"]:
                d = game.decision(view)
                if d is not None:
                    render(f"decision {d['key']}", tx["decisions"].get(d["key"]), d["params"], view)
            for res, view in s["results"]:
                render(f"end {res['end_reason']}", tx["results"].get(f"end.{res['end_reason']}"), {}, view)
                render(f"tie {res['tie_breaker']}", tx["results"].get(f"tie_breaker.{res['tie_breaker']}"), {}, view)
                for sc in res["scores"]:
                    for part in sc["parts"]:
                        render(f"part {part}", tx["results"].get(f"part.{part}"), {}, view)
    # the table's own texts and the page's strings, in every language
    page = {lang: i18n.page_texts(lang) for lang in LANGS}
    sample = {"seat": 0, "to_version": 12, "count": 2, "names": f"{MARK[0]}Ann{MARK[1]}", "score": 5, "place": 1,
              "name": f"{MARK[0]}Ann{MARK[1]}", "n": 3, "min": 2, "max": 4, "at": 7, "samples": 400, "seed": 123,
              "meaning": "", "move": "", "best": "", "after": "", "before": "", "level": "", "code": "",
              # the boards', lobby's, ratings' and clock's keys (merged with issue 24)
              "game": f"{MARK[0]}Nova Luna{MARK[1]}", "type": f"{MARK[0]}Nova Luna{MARK[1]}", "mins": 5, "players": 4,
              "rating": "25.10", "delta": "+1.20", "games": 12, "wins": 7, "avg": "61.5",
              # the boards' own words: names come resolved by the board (marked), counts are numbers
              **{k: f"{MARK[0]}Vulca{MARK[1]}" for k in ("colour", "star", "element", "card", "cards", "ship", "tile", "where")},
              "k": 2, "w": 1, "pos": 3, "size": 6, "round": 2, "lost": 2, "deck": 20, "discard": 3, "hand": 6, "win": 5,
              "cost": 4, "i": 5, "x": 1, "y": 2, "value": 3, "limit": 20,
              # (fix/boardwords' templates: Azul's kept tiles, Blue Moon City's stats, Nova Luna's places)
              **{k: f"{MARK[0]}Vulca{MARK[1]}" for k in ("tiles", "tasks", "cell")},
              "crystals": 3, "scales": 2, "markers": 4, "offerings": 1, "side": "left", "row": 2, "col": 3,
              "space": 5, "distance": 7}
    for lang in LANGS:
        counts["page"][lang] = len(page[lang])
        for k, v in page[lang].items():
            if lang != "en" and untranslated(v, page["en"][k], lang):
                problems.append(f"page [{lang}] {k}: not translated")
                continue
            try:
                extra = set(icu.arguments(v)) - set(icu.arguments(page["en"][k]))
                if extra:
                    problems.append(f"page [{lang}] {k}: unknown parameters {sorted(extra)}")
                text = icu.render(v, sample, lang, resolver({}, {}))
            except (KeyError, icu.TemplateError) as e:
                problems.append(f"page [{lang}] {k}: {e!r}")
                continue
            for p in problems_of(text, lang, english):
                problems.append(f"page [{lang}] {k}: {p} in {text!r}")
    return problems, counts


if __name__ == "__main__":
    probs, counts = check_all()
    print("\n".join(probs))
    print(len(probs), "problems;", dict(counts))
