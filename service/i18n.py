"""Texts and languages (issue 24): every text the API serves for players, in English,
Russian and Polish.

Every text is an ICU MessageFormat template (service/icu.py) with a key. The English
templates live beside what they describe: each game's ``words.py`` (moves, decisions,
events, ends of the game, names), ``COMMON`` below (the table's own log entries, results,
refusals) and the web page's ``t("key", params, "English")`` calls (service/web/*.js and
boards/*.js, read from the files). The translations are gettext catalogues,
``translations/<lang>/LC_MESSAGES/messages.po``, read with Babel: ``msgctxt`` is the key,
``msgid`` the English template and ``msgstr`` the translation - so a changed English text
shows as a stale entry (``python -m service.i18n check``) instead of silently keeping an
old meaning. Plural forms are ICU ``plural`` arguments with the language's CLDR categories
(Russian and Polish: one, few, many, other), so one msgstr holds them all.

The language of a request: ``?lang=`` when it names one we have, else the best match of
``Accept-Language``, else English. Codes, ids and field names never change with it.

    python -m service.i18n extract   # translations/messages.pot from every English template
    python -m service.i18n update    # merge it into each language's messages.po
    python -m service.i18n check     # list missing and stale translations (exit 1 if any)
"""
from __future__ import annotations

import copy
import re
import sys
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
WEB = Path(__file__).resolve().parent / "web"
LANGUAGES = {"en": "English", "ru": "Русский", "pl": "Polski"}
DEFAULT = "en"

#: the table's own texts, the same for every game: log entries the service writes (seats
#: joining, leaving, undo, halts), the result's words, and a template per refusal code
COMMON = {
    # log entries (kind of the feed entry, or its event type)
    "log.created": "The game was set up.",
    "log.join": "{seat, name, seat} joined the game.",
    "log.resign": "{seat, name, seat} resigned.",
    "log.timeout": "{seat, name, seat} ran out of time.",
    "log.undo": "{seat, name, seat} took back moves (to move {to_version}).",
    "log.halt": "The game is halted: its automatic step keeps failing, and the operator was told.",
    "log.resume": "The operator resumed the game.",
    "log.abort": "The operator ended the game: nobody wins.",
    "log.hidden": "Something happened that you cannot see yet.",
    # results
    "result.title": "Result",
    "result.winners": "{count, plural, =0 {Nobody won.} one {Winner: {names}.} other {Winners: {names}.}}",
    "result.place": "{place}. {name}",
    "result.score": "{score, plural, one {# point} other {# points}}",
    "result.end.resign": "{seat, name, seat} resigned.",
    "result.end.timeout": "{seat, name, seat} ran out of time.",
    "result.end.aborted": "The operator ended the game.",
    "result.end.rules": "The game ended by its rules.",
    "result.bots_finished": "{count, plural, one {A bot finished the game for {names}.} other {Bots finished the game for {names}.}}",
    "result.forfeited": "{names} forfeited and cannot win.",
    # refusals: error.code (parameters: the error's details when they are flat)
    "error.illegal_move": "That move is not allowed now.",
    "error.not_your_turn": "It is not your turn.",
    "error.malformed_move": "The move was not understood.",
    "error.stale_version": "The game moved on meanwhile; here it is as it is now.",
    "error.game_over": "The game is over.",
    "error.waiting_for_players": "The game waits for players to take the open seats.",
    "error.unauthorized": "This link does not hold a seat of the game.",
    "error.forbidden": "You may not do that.",
    "error.not_found": "Not found.",
    "error.bad_request": "The request was not understood.",
    "error.invalid_options": "These options are not valid for this game.",
    "error.invalid_seats": "The seats are not valid.",
    "error.invalid_resign_bot": "No such bot to take over a seat.",
    "error.unknown_game_type": "There is no such game.",
    "error.seat_taken": "That seat is already taken.",
    "error.no_open_seat": "No seat is open.",
    "error.no_such_seat": "There is no such seat.",
    "error.already_left": "You already left this game.",
    "error.undo_not_allowed": "Moves cannot be taken back here.",
    "error.nothing_to_do": "There is nothing to do.",
    "error.busy": "The server is busy; please try again.",
    "error.retry": "Please try again.",
    "error.rate_limited": "Too many requests; wait a moment.",
    "error.unavailable": "The service is not available right now.",
    "error.storage_full": "The server cannot store more games now.",
    "error.internal": "Something went wrong on the server.",
    "error.move_not_of_this_game": "That move belongs to another game.",
    "error.game_not_finished": "The game is not finished yet.",
    "error.no_expert": "This game has no expert.",
    "error.no_decision": "Nobody decides at that point.",
    "error.no_branch": "No what-if game can start from there.",
    "error.not_halted": "The game is not halted.",
    "error.unknown_rules_version": "This game was created under rules this server does not know.",
    "error.record_invalid": "The record is not valid.",
    "error.record_incomplete": "The record is incomplete.",
    "error.other": "The request was refused.",
    # the games' names as the boxes print them
    "game.azul-summer-pavilion": "Azul: Summer Pavilion",
    "game.nova-luna": "Nova Luna",
    "game.blue-moon-city": "Blue Moon City",
    "game.blue-moon": "Blue Moon",
    "game.legends-of-blue-moon": "Legends of Blue Moon",
    # the lobby's bot levels
    "lobby.level.random": "random",
    "lobby.level.greedy": "greedy",
    "lobby.level.expert": "expert",
}

_HTML_T = re.compile(r"""data-t=["']([\w.:-]+)["'][^>]*>([^<]+)<""")
#: a translated attribute: <input placeholder="English" data-t-placeholder="key"> (either order;
#: placeholder and aria-label, issue 24 after the merge: a key only in data-t-* was never served)
_HTML_ATTR_TAG = re.compile(r"<[^>]*\bdata-t-(placeholder|aria-label)=[\"'][^>]*>")
_T_START = re.compile(r"""(?<![\w.])t\(\s*(["'])([\w.:-]+)\1\s*,""")


def _t_calls(src: str):
    """``(key, English)`` of each ``t("key", params, "English")`` call in a script: the
    params are skipped with their brackets balanced (they may hold calls and templates)."""
    for m in _T_START.finditer(src):
        i, depth = m.end(), 0
        while i < len(src):
            c = src[i]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                if depth == 0:
                    break
                depth -= 1
            elif c in "\"'`":
                j = i + 1
                while j < len(src) and src[j] != c:
                    j += 2 if src[j] == "\\" else 1
                i = j
            elif c == "," and depth == 0:
                break
            i += 1
        rest = src[i + 1:].lstrip() if i < len(src) and src[i] == "," else ""
        if rest[:1] in ("\"", "'"):
            q, j, buf = rest[0], 1, []
            while j < len(rest) and rest[j] != q:
                if rest[j] == "\\":
                    j += 1
                buf.append(rest[j])
                j += 1
            yield m.group(2), "".join(buf)


def negotiate(request) -> str:
    """The language of a request: ``?lang=``, then ``Accept-Language``, then English."""
    lang = (request.args.get("lang") or "").lower()[:2]
    if lang in LANGUAGES:
        return lang
    return request.accept_languages.best_match(list(LANGUAGES), default=DEFAULT) or DEFAULT


def page_strings() -> dict[str, str]:
    """``{key: English}`` of every ``t("key", params, "English")`` call of the web page
    (service/web/**/*.js): the page's own strings, found in the code so that a string
    another branch adds is served (and tested) with no list to keep."""
    out: dict[str, str] = {}
    for path in sorted(WEB.rglob("*.js")):
        for key, english in _t_calls(path.read_text(encoding="utf-8")):
            out.setdefault(key, english)
    for path in sorted(WEB.glob("*.html")):      # static words: <b data-t="key">English</b>
        for m in _HTML_T.finditer(path.read_text(encoding="utf-8")):
            out.setdefault(m.group(1), " ".join(m.group(2).split()))
        for m in _HTML_ATTR_TAG.finditer(path.read_text(encoding="utf-8")):
            attr, tag = m.group(1), m.group(0)
            key = re.search(rf"""data-t-{attr}=["']([\w.:-]+)["']""", tag)
            english = re.search(rf"""(?<![\w-]){attr}=["']([^"']*)["']""", tag)
            if key and english:
                out.setdefault(key.group(1), " ".join(english.group(1).split()))
    return out


def game_templates(game) -> dict[str, str]:
    """``{key: English}`` of one game's texts: ``<package>.<section>.<name>`` (names:
    ``<package>.names.<kind>.<id>``; card names of Blue Moon are proper names, kept)."""
    texts = game.describe_full().get("texts") or {}
    pkg = _package(game)
    out: dict[str, str] = {}
    for section in ("moves", "decisions", "events", "events_redacted", "results"):
        for k, v in (texts.get(section) or {}).items():
            out[f"{pkg}.{section}.{k}"] = v
    for kind, table in (texts.get("names") or {}).items():
        if (pkg, kind) in UNTRANSLATED_NAMES:
            continue
        for k, v in table.items():
            out[f"{pkg}.names.{kind}.{k}"] = v
    return out


#: names kept as printed in every language: proper names of cards (the players know the
#: cards by these names; the Polish and Russian rulebooks do not list them)
UNTRANSLATED_NAMES = {("blue_moon", "card")}


def _package(game) -> str:
    """The key prefix of a game's texts: its package (``nova_luna``; a game plugged in
    through MOONHALL_GAME_MODULES keeps its full package path)."""
    pkg = type(game).__module__.rpartition(".")[0]
    return pkg[len("games."):] if pkg.startswith("games.") else pkg


def all_templates(registry) -> dict[str, str]:
    """Every English template by key: COMMON, the page's, each game's (one per package)."""
    out = dict(COMMON)
    out.update(page_strings())
    seen = set()
    for game in registry.values():
        if _package(game) in seen:
            continue
        seen.add(_package(game))
        out.update(game_templates(game))
    return out


@lru_cache(maxsize=None)
def catalogue(lang: str) -> dict[str, tuple[str, str]]:
    """``{key: (English it translates, translation)}`` of a language's messages.po."""
    if lang == DEFAULT:
        return {}
    from babel.messages.pofile import read_po
    out: dict[str, tuple[str, str]] = {}
    # messages.po, then each game's rule texts (rules_<package>.po: long, kept apart)
    for path in sorted((TRANSLATIONS / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as f:
            cat = read_po(f, locale=lang)
        out.update({m.context: (m.id, m.string) for m in cat if m.id and m.context and m.string and not m.fuzzy})
    return out


def tr(lang: str, key: str, english: str) -> str:
    """The template of ``key`` in ``lang``; English when it has no (current) translation."""
    got = catalogue(lang).get(key)
    return got[1] if got is not None and got[0] == english else english


def localise_texts(texts: dict, pkg: str, lang: str) -> dict:
    """A game document's ``texts`` block in ``lang``."""
    if lang == DEFAULT:
        return {**texts, "lang": lang}
    out = copy.deepcopy(texts)
    for section in ("moves", "decisions", "events", "events_redacted", "results"):
        for k, v in (out.get(section) or {}).items():
            out[section][k] = tr(lang, f"{pkg}.{section}.{k}", v)
    for kind, table in (out.get("names") or {}).items():
        for k, v in table.items():
            table[k] = tr(lang, f"{pkg}.names.{kind}.{k}", v)
    out["lang"] = lang
    return out


def localise_document(doc: dict, game, lang: str) -> dict:
    """A game-type document in ``lang``: its texts, option and bot level descriptions."""
    if lang == DEFAULT:
        return {**doc, "texts": {**doc["texts"], "lang": lang}}
    out = dict(doc)
    pkg = _package(game)
    out["texts"] = localise_texts(doc["texts"], pkg, lang)
    out["options"] = [localise_option(o, game, lang) for o in doc.get("options", [])]
    if doc.get("bot_level_notes"):
        out["bot_level_notes"] = {k: tr(lang, _api_key(game, "bot_levels", k), v) for k, v in doc["bot_level_notes"].items()}
    if (doc.get("catalogue") or {}).get("cards"):
        out["catalogue"] = {**doc["catalogue"], "cards": [localise_card(c, pkg, lang) for c in doc["catalogue"]["cards"]]}
    if doc["texts"].get("rules"):
        from games.texts import short
        out["texts"]["rules"] = {rid: short(localise_rule(r, game, lang))
                                 for rid, r in _rules_of(game).items() if rid in doc["texts"]["rules"]}
    return out


def _rules_of(game) -> dict[str, dict]:
    mod = game._catalogue_module()
    if mod is None:
        return {}
    import os
    from games.texts import rule_texts
    return rule_texts(os.path.dirname(mod.__file__))


def rule_templates(game) -> dict[str, str]:
    """``{key: English}`` of a game's rule texts (its spec's paragraphs, rule_texts.json):
    ``<package>.rule.<id>.title`` and ``.text``; translated in ``rules_<package>.po``."""
    pkg = _package(game)
    out: dict[str, str] = {}
    for rid, r in _rules_of(game).items():
        if r.get("title"):
            out[f"{pkg}.rule.{rid}.title"] = r["title"]
        out[f"{pkg}.rule.{rid}.text"] = r["text"]
    return out


def localise_rule(rule: dict, game, lang: str) -> dict:
    """A rule text (``{"id", "title", "text", "section"}``) in ``lang``; its id unchanged."""
    if lang == DEFAULT:
        return rule
    pkg = _package(game)
    out = {**rule, "text": tr(lang, f"{pkg}.rule.{rule['id']}.text", rule["text"])}
    if rule.get("title"):
        out["title"] = tr(lang, f"{pkg}.rule.{rule['id']}.title", rule["title"])
    return out


#: a catalogue card's fields that are sentences for players (Blue Moon's printed effect, Blue
#: Moon City's power); the card's name stays as printed (UNTRANSLATED_NAMES)
CARD_TEXTS = ("effect", "power")


def card_templates(game) -> dict[str, str]:
    """``{key: English}`` of a game's card texts: ``<package>.card.<card id>.<field>``,
    translated in ``cards_<package>.po`` (a card's id is its key in every game type of the
    package: Blue Moon's 62 cards are Legends' with the same text)."""
    pkg = _package(game)
    cards = (game.describe_full().get("catalogue") or {}).get("cards") or []
    return {f"{pkg}.card.{c['id']}.{f}": c[f] for c in cards for f in CARD_TEXTS if c.get(f)}


def localise_card(card: dict, pkg: str, lang: str) -> dict:
    """A catalogue card with its texts in ``lang``; its id, name and values unchanged."""
    if not any(card.get(f) for f in CARD_TEXTS):
        return card
    return {**card, **{f: tr(lang, f"{pkg}.card.{card['id']}.{f}", card[f]) for f in CARD_TEXTS if card.get(f)}}


def localise_option(o: dict, game, lang: str) -> dict:
    return {**o, "description": tr(lang, _api_key(game, "options", o["name"]), o.get("description", ""))}


def _api_key(game, kind: str, name: str) -> str:
    """The key of an option's or bot level's API description: ``<package>.<kind>.<name>``,
    with ``.<type id>`` added where a game type sharing its package with another (Legends
    and Blue Moon) describes it differently from the package's first type."""
    import games
    pkg = _package(game)
    first = _packages(games.REGISTRY).get(pkg)
    key = f"{pkg}.{kind}.{name}"
    if first is None or first.id == game.id:
        return key
    return key if _api_texts(first).get((kind, name)) == _api_texts(game).get((kind, name)) else f"{key}.{game.id}"


def _api_texts(game) -> dict[tuple[str, str], str]:
    d = game.describe()
    out = {("options", o["name"]): o.get("description", "") for o in d["options"]}
    out.update({("bot_levels", k): v for k, v in (d.get("bot_level_notes") or {}).items()})
    return out


def option_templates(game) -> dict[str, str]:
    return {_api_key(game, kind, name): v for (kind, name), v in _api_texts(game).items()}


def option_words(registry) -> dict[str, str]:
    """The lobby's words for every game type's options (each game's ``words.OPTIONS``):
    ``option.<type>.<name>`` (label), ``.help`` and ``.choice.<value>`` (a list value
    joined with commas) - players' words, where the option's ``description`` is the API
    reader's with its rule references."""
    out: dict[str, str] = {}
    for type_id, game in registry.items():
        words = game._words_module()        # a game without words (a plugin) has none to offer
        for name, w in getattr(words, "OPTIONS", {}).items():
            out[f"option.{type_id}.{name}"] = w["label"]
            out[f"option.{type_id}.{name}.help"] = w["help"]
            for value, text in w.get("choices", {}).items():
                out[f"option.{type_id}.{name}.choice.{value}"] = text
    return out


def error_message(lang: str, code: str, english: str) -> str:
    """An error's ``message`` for a reader of ``lang`` (issue 24): the refusal's template
    (``error.<code>``) in that language, or the English message when the code has none or
    the language is English (whose messages say more than the templates)."""
    key = f"error.{code}"
    if lang == DEFAULT or key not in COMMON:
        return english
    got = tr(lang, key, COMMON[key])
    return english if got == COMMON[key] else got


def page_texts(lang: str) -> dict[str, str]:
    """``GET /v1/texts``: the page's own strings, COMMON and the lobby's option words, in ``lang``."""
    import games
    src = {**COMMON, **page_strings(), **option_words(games.REGISTRY)}
    return {k: tr(lang, k, v) for k, v in src.items()}


# ----------------------------------------------------------------------------- tools
def _packages(registry) -> dict[str, object]:
    """One game object a package (Blue Moon and Legends share one package's texts)."""
    out: dict[str, object] = {}
    for game in registry.values():
        out.setdefault(_package(game), game)
    return out


def _sources(registry) -> dict[str, str]:
    """messages.po's templates: every text but the rule texts."""
    out = all_templates(registry)
    out.update(option_words(registry))
    for game in registry.values():
        out.update(option_templates(game))
    return out


def domains(registry) -> dict[str, dict[str, str]]:
    """``{catalogue file stem: {key: English}}``: ``messages``, one ``rules_<package>`` a
    game with rule texts and one ``cards_<package>`` a game whose cards carry texts."""
    out = {"messages": _sources(registry)}
    for pkg, game in sorted(_packages(registry).items()):
        rules = rule_templates(game)
        if rules:
            out[f"rules_{pkg.replace('.', '_')}"] = rules
        cards: dict[str, str] = {}
        for g in registry.values():        # every type of the package (Legends has all the cards)
            if _package(g) == pkg:
                cards.update(card_templates(g))
        if cards:
            out[f"cards_{pkg.replace('.', '_')}"] = cards
    return out


def extract(registry, domain: str = "messages") -> "object":
    from babel.messages.catalog import Catalog
    cat = Catalog(project="moonhall", charset="utf-8")
    for key, english in sorted(domains(registry)[domain].items()):
        cat.add(english, context=key)
    return cat


def main(argv: list[str]) -> int:
    import games
    from babel.messages.pofile import read_po, write_po
    cmd = argv[0] if argv else "check"
    templates = {d: extract(games.REGISTRY, d) for d in domains(games.REGISTRY)}
    if cmd == "extract":
        TRANSLATIONS.mkdir(exist_ok=True)
        for d, template in templates.items():
            with (TRANSLATIONS / f"{d}.pot").open("wb") as f:
                write_po(f, template, width=0, omit_header=False)
            print(f"{len(template)} templates -> translations/{d}.pot")
        return 0
    bad = 0
    for lang in LANGUAGES:
        if lang == DEFAULT:
            continue
        have = catalogue(lang)
        for d, template in templates.items():
            path = TRANSLATIONS / lang / "LC_MESSAGES" / f"{d}.po"
            if cmd == "update":
                from babel.messages.catalog import Catalog
                if path.exists():
                    with path.open("rb") as f:
                        cat = read_po(f, locale=lang)
                else:
                    cat = Catalog(locale=lang, project="moonhall", charset="utf-8")
                cat.update(template, no_fuzzy_matching=True)
                path.parent.mkdir(parents=True, exist_ok=True)
                with path.open("wb") as f:
                    write_po(f, cat, width=0, ignore_obsolete=True)
                continue
            for m in template:
                if not m.id:
                    continue
                got = have.get(m.context)
                if got is None or got[0] != m.id:
                    bad += 1
                    print(f"{lang}: {'stale' if got else 'missing'} {m.context}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
