"""The game page's modules as one file (issue 23: no page slower to first draw than before the
board work). play.js and the modules it imports were twelve requests, and the browser asked
for them all before its first frame (modulepreload) or one level of imports after another
(without it): bench/bench_web.py measured the first paint 0-16 ms later than the old page's
with the one, the board 5-20 ms later with the other. One request for all of them (plus the
board module, which first.js asks for beside the view) gives both back.

No build step: the server makes the bundle from the source files when it loads them, and the
files stay assets of their own (the other pages load them one by one). The bundler knows only
the forms our modules use, and refuses anything else with a clear error when the server
starts (tests/service/test_webbundle.py), so a module that needs more is noticed at once:

* ``import { a, b } from "./x.js";`` and ``import "./x.js";`` at the start of a line, with a
  relative path: the module ``x.js`` comes earlier in the bundle (the order the browser
  evaluates them in: each module after the modules it imports, depth first), and ``a`` and
  ``b`` must be names ``x.js`` exports; no ``as``, no ``*``, no default.
* ``export function``, ``export async function``, ``export const``, ``export class`` (kept: the
  bundle exports what each of its modules exports); no ``export {...}``, ``export default``,
  ``export *``, no ``var`` at the top level.
* A name declared at the top level of two modules is refused (one scope holds them all).
* ``import("...")`` (a module loaded later) is kept as it is, so its path must mean the same
  from the bundle's folder: absolute, or relative only in a module of the bundle's folder.

A module loaded later (a board, table.js) imports shared modules (common.js, i18n.js) by their
own URLs: the page's import map (``import_map``) points every bundled module's URL at the
bundle, so they get the bundle's one instance (one language, one set of words), not a copy.
"""
from __future__ import annotations

import json
import posixpath
import re
from dataclasses import dataclass
from pathlib import Path

#: ``import { a, b } from "./x.js";`` or ``import "./x.js";`` at a line's start, a comment may follow
IMPORT = re.compile(r'^import\s*(?:\{([^}]*)\}\s*from\s*)?"([^"]+)";[ \t]*(?://[^\n]*)?\n?', re.M)
ANY_IMPORT = re.compile(r'^import\b', re.M)
EXPORTED = re.compile(r'^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)', re.M)
ANY_EXPORT = re.compile(r'^export\b', re.M)
#: a top-level declaration: at a line's start (our modules indent everything nested)
DECLARED = re.compile(r'^(?:export\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)', re.M)
DESTRUCTURED = re.compile(r'^(?:export\s+)?(?:const|let)\s*\{([^}]*)\}\s*=', re.M)
TOP_VAR = re.compile(r'^var\b', re.M)
DYNAMIC = re.compile(r'\bimport\(\s*["\'](\.[^"\']*)["\']')


class BundleError(ValueError):
    """A module uses a form the bundler does not take (the message names the file)."""


@dataclass(frozen=True)
class Bundle:
    text: str
    modules: tuple[str, ...]  # the bundled modules, in the order they run (paths under the root)


def _names(spec: str) -> list[str]:
    return [n.strip() for n in spec.split(",") if n.strip()]


def bundle(root: Path, entry: str) -> Bundle:
    """The module ``entry`` (a path under ``root``) and every module it imports, statically,
    as one module's text."""
    order: list[str] = []
    sources: dict[str, str] = {}
    visiting: list[str] = []

    def visit(name: str) -> None:
        if name in sources:
            return
        if name in visiting:
            raise BundleError(f"{name}: an import cycle ({' -> '.join(visiting + [name])})")
        path = root / name
        if not path.is_file():
            raise BundleError(f"{visiting[-1] if visiting else entry}: imports {name}, which is not a file of {root}")
        text = path.read_text(encoding="utf-8")
        visiting.append(name)
        wanted: list[tuple[str, list[str]]] = []
        for m in IMPORT.finditer(text):
            spec, target = m.group(1), m.group(2)
            if not target.startswith("."):
                raise BundleError(f"{name}: imports {target!r}; only relative paths are bundled")
            if spec is not None and any(" as " in n for n in _names(spec)):
                raise BundleError(f"{name}: imports with 'as' ({spec.strip()}); the bundle has one scope")
            dep = posixpath.normpath(posixpath.join(posixpath.dirname(name), target))
            visit(dep)
            wanted.append((dep, _names(spec or "")))
        rest = IMPORT.sub("", text)
        other = ANY_IMPORT.search(rest)
        if other:
            raise BundleError(f"{name}: an import the bundler does not take: {rest[other.start():].splitlines()[0]}")
        if len(ANY_EXPORT.findall(rest)) != len(EXPORTED.findall(rest)):
            raise BundleError(f"{name}: an export the bundler does not take (only export function/const/let/class)")
        if TOP_VAR.search(rest):
            raise BundleError(f"{name}: a top-level var (the bundle's one scope would share it silently)")
        relative = DYNAMIC.search(rest) if "/" in name else None
        if relative:
            raise BundleError(f"{name}: import({relative.group(1)!r}) is relative to a folder the bundle is not in")
        for dep, names in wanted:
            missing = sorted(set(names) - set(EXPORTED.findall(sources[dep])))
            if missing:
                raise BundleError(f"{name}: imports {', '.join(missing)} from {dep}, which does not export it")
        visiting.pop()
        sources[name] = rest
        order.append(name)

    visit(entry)
    declared: dict[str, str] = {}
    for name in order:
        names = DECLARED.findall(sources[name])
        for spec in DESTRUCTURED.findall(sources[name]):
            names += [n.split(":")[-1].split("=")[0].strip() for n in _names(spec)]
        for n in names:
            if n in declared and declared[n] != name:
                raise BundleError(f"{name}: declares {n}, which {declared[n]} declares too (the bundle has one scope)")
            declared[n] = name
    parts = [f"// The game page's modules in one file (service/webbundle.py), made from: {', '.join(order)}\n"]
    parts += [f"\n// ---- {name}\n{sources[name]}" for name in order]
    return Bundle("".join(parts), tuple(order))


def import_map(b: Bundle, url: str, base: str = "/static/") -> str:
    """The page's import map: every bundled module's URL (but the entry's, which nothing
    imports) points at the bundle's."""
    imports = {base + name: url for name in b.modules[:-1]}
    return json.dumps({"imports": imports}, separators=(",", ":"))
