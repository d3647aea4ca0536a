"""A small ICU MessageFormat renderer (issue 24): the Python twin of service/web/icu.js.

Every text the API serves for players is a template in ICU MessageFormat: plain text with
``{arg}`` (the value as it is), ``{arg, number}``, ``{arg, plural, one {...} few {...} many
{...} other {...}}`` (CLDR plural categories of the language, ``=N`` exact matches, ``#``
the number; a list counts its items), ``{arg, select, a {...} other {...}}``, and two formatters of ours that turn
ids into the names a player reads: ``{arg, name, KIND}`` (``texts.names[KIND][value]``;
KIND ``seat`` reads the view's seat names) and ``{arg, list, KIND}`` (a list of ids, each
named, joined the language's way). ``'{'`` quotes a brace, ``''`` is an apostrophe.

The page renders with icu.js and tests render with this module, so both read the same
syntax; tests/service/test_words.py renders every template of every game with both
languages' plural rules (Babel's CLDR data here, the browser's Intl.PluralRules there).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from babel import Locale
from babel.lists import format_list

#: ``(kind, value) -> display name``; None leaves the id as it is
Resolver = Callable[[str, object], "str | None"]


class TemplateError(ValueError):
    pass


@lru_cache(maxsize=4096)
def parse(text: str) -> tuple:
    """The template as a tuple of parts: str, or (arg, type, style, options)."""
    parts, i = _parse(text, 0, False, False)
    return tuple(parts)


def _parse(s: str, i: int, nested: bool, hashes: bool):
    parts: list = []
    buf: list[str] = []
    n = len(s)
    while i < n:
        c = s[i]
        if c == "'":
            if i + 1 < n and s[i + 1] == "'":
                buf.append("'"); i += 2; continue
            if i + 1 < n and s[i + 1] in "{}#":
                j = s.find("'", i + 1)
                if j < 0:
                    raise TemplateError(f"unclosed quote in {s!r}")
                buf.append(s[i + 1:j]); i = j + 1; continue
            buf.append("'"); i += 1; continue
        if c == "{":
            if buf:
                parts.append("".join(buf)); buf = []
            arg, i = _argument(s, i + 1, hashes)
            parts.append(arg)
            continue
        if c == "}":
            if nested:
                break
            raise TemplateError(f"unmatched '}}' in {s!r}")
        if c == "#" and hashes:
            if buf:
                parts.append("".join(buf)); buf = []
            parts.append(("#",))
            i += 1
            continue
        buf.append(c); i += 1
    if buf:
        parts.append("".join(buf))
    return parts, i


def _argument(s: str, i: int, hashes: bool):
    j = i
    while j < len(s) and s[j] not in ",}":
        j += 1
    if j >= len(s):
        raise TemplateError(f"unclosed '{{' in {s!r}")
    name = s[i:j].strip()
    if not name or not all(ch.isalnum() or ch == "_" for ch in name):
        raise TemplateError(f"bad argument name {name!r} in {s!r}")
    if s[j] == "}":
        return (name, None, None, None), j + 1
    k = s.find(",", j + 1)
    e = s.find("}", j + 1)
    if e < 0:
        raise TemplateError(f"unclosed '{{' in {s!r}")
    if k < 0 or e < k:           # {arg, type}
        typ = s[j + 1:e].strip()
        if typ not in ("number",):
            raise TemplateError(f"unknown type {typ!r} in {s!r}")
        return (name, typ, None, None), e + 1
    typ = s[j + 1:k].strip()
    if typ in ("name", "list"):
        style = s[k + 1:e].strip()
        if not style.isidentifier():
            raise TemplateError(f"bad {typ} kind {style!r} in {s!r}")
        return (name, typ, style, None), e + 1
    if typ not in ("plural", "select"):
        raise TemplateError(f"unknown type {typ!r} in {s!r}")
    i = k + 1
    options: dict[str, tuple] = {}
    while True:
        while i < len(s) and s[i].isspace():
            i += 1
        if i >= len(s):
            raise TemplateError(f"unclosed {typ} in {s!r}")
        if s[i] == "}":
            break
        j = i
        while j < len(s) and not s[j].isspace() and s[j] != "{":
            j += 1
        key = s[i:j]
        while j < len(s) and s[j].isspace():
            j += 1
        if j >= len(s) or s[j] != "{":
            raise TemplateError(f"option {key!r} without a message in {s!r}")
        sub, j = _parse(s, j + 1, True, hashes or typ == "plural")
        if j >= len(s) or s[j] != "}":
            raise TemplateError(f"unclosed option {key!r} in {s!r}")
        options[key] = tuple(sub)
        i = j + 1
    if "other" not in options:
        raise TemplateError(f"{typ} without 'other' in {s!r}")
    return (name, typ, None, options), i + 1


def arguments(text: str) -> dict[str, str | None]:
    """Every argument a template reads: ``{name: type}`` (type None, number, plural, select,
    name:KIND or list:KIND)."""
    out: dict[str, str | None] = {}

    def walk(parts):
        for p in parts:
            if isinstance(p, tuple) and len(p) == 4:
                name, typ, style, options = p
                out.setdefault(name, f"{typ}:{style}" if style else typ)
                for sub in (options or {}).values():
                    walk(sub)
    walk(parse(text))
    return out


def plural_keys(text: str) -> list[tuple[str, set[str]]]:
    """``(argument, option keys)`` of every plural in a template (tests: each language's
    CLDR categories are all written)."""
    out = []

    def walk(parts):
        for p in parts:
            if isinstance(p, tuple) and len(p) == 4:
                if p[1] == "plural":
                    out.append((p[0], set(p[3])))
                for sub in (p[3] or {}).values():
                    walk(sub)
    walk(parse(text))
    return out


@lru_cache(maxsize=None)
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


def plural_category(lang: str, n) -> str:
    return _locale(lang).plural_form(abs(n))


def render(text: str, params: dict, lang: str = "en", resolve: Resolver | None = None) -> str:
    """The template filled in. A missing parameter raises KeyError (a template must only
    read fields its event or view has)."""
    return _render(parse(text), params, lang, resolve, None)


def _name(resolve, kind, v) -> str:
    got = resolve(kind, v) if resolve else None
    return str(v) if got is None else got


def _render(parts, params, lang, resolve, number) -> str:
    out = []
    for p in parts:
        if isinstance(p, str):
            out.append(p)
            continue
        if len(p) == 1:          # '#'
            out.append(str(number))
            continue
        name, typ, style, options = p
        if name not in params:
            raise KeyError(name)
        v = params[name]
        if typ is None or typ == "number":
            out.append(str(v).lower() if isinstance(v, bool) else str(v))
        elif typ == "name":
            out.append(_name(resolve, style, v))
        elif typ == "list":
            items = [_name(resolve, style, x) for x in (v or [])]
            out.append(format_list(items, locale=lang) if items else "")
        elif typ == "plural":
            if isinstance(v, (list, dict)):   # a list counts its items
                v = len(v)
            exact = f"={v}"
            key = exact if exact in options else plural_category(lang, v)
            out.append(_render(options.get(key, options["other"]), params, lang, resolve, v))
        else:  # select
            key = "null" if v is None else str(v).lower() if isinstance(v, bool) else str(v)
            out.append(_render(options.get(key, options["other"]), params, lang, resolve, number))
    return "".join(out)
