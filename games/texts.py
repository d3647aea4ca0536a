"""Helpers for a game's static self-description (``Game.describe_full``): the rule texts
shipped in each package (``rule_texts.json``, written by tools/extract_rule_texts.py from the
specs) and the move types a move schema names."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

RULE_TEXTS = "rule_texts.json"
#: the end of a sentence: not a list number ("1."), not "e.g." / "i.e."
_SENTENCE_END = re.compile(r"(?<!\b\d)(?<!e\.g)(?<!i\.e)[.!?](\s|$)")


@lru_cache(maxsize=None)
def rule_texts(package_dir: str) -> dict[str, dict]:
    """``{rule id: {"id", "title", "text", "section"}}`` of the package at ``package_dir``."""
    path = Path(package_dir) / RULE_TEXTS
    if not path.exists():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))["rules"]


def short(rule: dict, limit: int = 160) -> str:
    """The title and first sentence of a rule: what an error message shows beside its id."""
    text = rule["text"]
    if rule.get("title") and text.startswith(rule["title"]):
        rest = text[len(rule["title"]):].lstrip(".: ")
        m = _SENTENCE_END.search(rest, 40)
        first = rest[:m.end()].strip() if m else rest
        out = f"{rule['title']}: {first}" if first else rule["title"]
    else:
        m = _SENTENCE_END.search(text, 40)
        out = text[:m.end()].strip() if m else text
    return out if len(out) <= limit else out[:out.rfind(" ", 0, limit)] + " …"


def move_types(schema: dict) -> list[str]:
    """Every ``type`` constant a move schema's alternatives name, in order."""
    out: list[str] = []

    def walk(s):
        if isinstance(s, dict):
            t = (s.get("properties") or {}).get("type")
            if isinstance(t, dict):
                for v in ([t["const"]] if "const" in t else t.get("enum", [])):
                    if v not in out:
                        out.append(v)
            for k in ("oneOf", "anyOf", "allOf"):
                for sub in s.get(k, ()):
                    walk(sub)
            for sub in (s.get("$defs") or {}).values():
                walk(sub)

    walk(schema)
    return out


def texts(package_dir: str, moves: dict, decisions: dict, decision_key: str, events: dict | None = None, *,
          events_redacted: dict | None = None, results: dict | None = None, names: dict | None = None) -> dict:
    """The ``texts`` block of a game document, in English (service/i18n.py serves it in the
    asked language). Every text is an ICU MessageFormat template (service/icu.py) whose
    parameters are fields of the move (``moves``), of the view's ``decision.params``
    (``decisions``, keyed by ``decision.key``), of the event (``events``; ``events_redacted``
    for the shape a seat sees when the event is partly hidden from it) or of the result
    (``results``: ``end.<reason>``, ``tie_breaker.<code>``, ``part.<name>``); ``names`` turn
    the ids the templates name into words (issue 24)."""
    rules = rule_texts(package_dir)
    return {"format": "icu", "decision_key": decision_key, "moves": moves, "decisions": decisions,
            "events": events or {}, "events_redacted": events_redacted or {}, "results": results or {},
            "names": names or {},
            "rules": {rid: short(r) for rid, r in rules.items()},
            "rules_note": "Short texts; GET /v1/game-types/{type}/rules/{rule_id} gives the full text "
                          "and its section. An error names its rule in details.rule."}


def move_params(decision: dict | None, move: dict) -> dict:
    """The parameters a move's template reads (issue 24): the move's own fields, after the
    derived values the view's ``decision.move_params`` gives for it (each entry's ``params``
    apply to every move whose fields hold all of its ``match``, as a board part's partial move
    matches). words.js's ``moveText`` does the same."""
    out: dict = {}
    for e in (decision or {}).get("move_params") or []:
        if all(k in move and move[k] == v for k, v in e["match"].items()):
            out.update(e["params"])
    out.update(move)
    return out
