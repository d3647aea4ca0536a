"""Extract a short text for every rule id of the specs into each game package.

The games name rules in their errors (``details.rule``: ``§7.3``, ``R-13.8``, ``§13#7``);
``GET /v1/game-types/{type}/rules/{rule_id}`` answers with the text written here. The
specs live outside the package (``shared/rules/*.md``); the JSON files this script writes
(``games/<game>/rule_texts.json``) are shipped inside each package so that an installed
package needs nothing else.

Ids recognised:
* ``§N`` / ``§N.M`` — every numbered heading (``## 6. Phase 1``, ``### 6.1 Taking ...``);
* ``R-N.M[.K]`` — every bold bullet ``* **R-4.3 Engagement phase.** ...`` (Blue Moon); in a
  spec using R- ids, ``R-N`` is also the top heading ``## N. Title`` (errors cite ``R-4``);
* ``§N#K`` — row K of a numbered table in section N (Azul's register of inferences, §13).

Usage: ``python tools/extract_rule_texts.py [--rules DIR] [--check]`` (``--check``: exit 1
when a committed file differs from what the specs give; a test runs it when the specs exist).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: spec file -> package directory
SPECS = {
    "azul-summer-pavilion.md": "games/azul_summer_pavilion",
    "nova-luna.md": "games/nova_luna",
    "blue-moon-city.md": "games/blue_moon_city",
    "blue-moon.md": "games/blue_moon",
}
OUT_NAME = "rule_texts.json"
MAX_TEXT = 600

HEADING = re.compile(r"^(#{2,4})\s+(\d+(?:\.\d+)*)\.?\s+(.*)$")
R_BULLET = re.compile(r"^(\s*)[*-]\s+\*\*(R-\d+(?:\.\d+)*[a-z]?)\s*([^*]*?)\*\*\s*(.*)$")
TABLE_ROW = re.compile(r"^\|\s*(\d+)\s*\|(.*)\|\s*$")


def find_rules_dir() -> Path | None:
    """``shared/rules`` beside the repository or one of its parents."""
    for base in (ROOT, *ROOT.parents):
        cand = base / "shared" / "rules"
        if cand.is_dir():
            return cand
    return None


#: what a source tag stands for, where a sentence uses it as words ("[S003] adds that ...",
#: "([KJ]: winner first)"); elsewhere a tag only cites its source and is left out
SOURCES = {
    "S003": "the Russian first-edition rulebook",
    "S004": "the Polish Legends rulebook",
    "KJ": "Keldon Jones' engine",
    "ACB": "the Advanced Concepts booklet",
    "FAQ": "Dearlove's FAQ",
    "REV": "the reviews",
    "IMG": "the card scans",
    "R": "the rulebook",
    "G": "the artwork",
    "I": "our reading",
    "INFERRED": "our reading",
    "OPEN": "an open question",
}
#: whole phrases a tag is part of, said in words
PHRASES = [
    ("[INFERRED order; [KJ] does the Storm check first]",
     "(our reading of the order; Keldon Jones' engine does the Storm check first)"),
    ("the [KJ] engine", "Keldon Jones' engine"),
    ("seen in [S004] examples", "seen in the examples of the Polish Legends rulebook"),
    ("every [I] and [D] point", "every inferred point and every point where the sources disagree"),
    ("[R] physical; [I] digital", "the rulebook for the physical game; our reading for the digital one"),
    ("[INFERRED] that", "we infer that"),
    ("[OPEN] whether", "it is an open question whether"),
    ("(this is also [KJ])", "(as Keldon Jones' engine does)"),
    ("[ACB, first page only]: ", ""),          # after the rule's own title, "Advanced Concepts booklet"
]
_TAG_RUN = re.compile(r"(\s*)((?:\[[A-Z][A-Za-z0-9 ,.#-]*\](?:/)?)+)")
_CLAUSE_START = re.compile(r"(^|[(;.:|]|—)\s*$")
_AFTER_WORD = re.compile(r"\b(by|in|from|of|per)\s*$")


def _name_of(run: str) -> str | None:
    """The words for the first tag of a run (``[S003][S004]`` -> seed 003's), if it has any."""
    first = re.match(r"\[([A-Z][A-Za-z0-9]*)", run).group(1)
    return SOURCES.get(first)


def _say_tags(text: str) -> str:
    """Source tags out of the prose: a tag the sentence uses as words becomes those words (at
    the start of a clause: "[S003] adds that" -> "the Russian first-edition rulebook adds
    that", "[S004] the player who ..." -> "in the Polish Legends rulebook, the player who
    ...", "([KJ]: winner first)" -> "(Keldon Jones' engine: winner first)"); a tag that only
    cites (before a full stop, a capital, after a word) is left out."""
    for a, b in PHRASES:
        text = text.replace(a, "\x00" + b)

    def sub(m):
        lead, run = m.group(1), m.group(2)
        before, after = m.string[:m.start()], m.string[m.end():]
        name = _name_of(run)
        if name and _AFTER_WORD.search(before):
            return lead + name                     # "confirmed by [KJ]"
        if name and _CLAUSE_START.search(before):
            if after.startswith(":") or (re.match(r"[;,]", after) and re.search(r"[(;]\s*$", before)):
                return lead + "\x00" + name       # "([KJ]: winner first)", "([REV]; [KJ] caps"
            word = re.match(r" ([a-z]+)", after)
            if word and word.group(1) in ("the", "a", "an", "it", "he", "his", "this", "each", "every"):
                return lead + "\x00in " + name + ","
            if word:
                return lead + "\x00" + name
        return "\x01"                               # a citation: left out

    # the legend's bold tags: "**[R]** stated by the rulebook" -> "Stated by the rulebook",
    # "**[DIFF]** = difference between editions" -> "difference between editions"
    text = re.sub(r"\*\*\[[A-Z][^\]]*\]\*\*(?::| =)?\s*([a-z])", lambda m: "\x01 " + m.group(1).upper()
                  if re.match(r"(?:^|.*[:.]\s*)$", m.string[:m.start()], re.S) else "\x01 " + m.group(1), text)
    text = re.sub(r"\*\*\[[A-Z][^\]]*\]\*\*", "\x01", text)
    text = re.sub(r"\*\*|__|`", "", text)
    text = _TAG_RUN.sub(sub, text)
    text = re.sub(r"\s*\(\x01\)", "", text)             # "cards ([KJ])." -> "cards."
    text = re.sub(r",\s*\x01\)", ")", text)              # "walkthrough, [KJ])" -> "walkthrough)"
    text = re.sub(r"\s*\x01", "", text)
    text = re.sub(r",\s*,", ",", text)                 # "(and, [INFERRED], mutants" -> "(and, mutants"
    # words put in at the start of a sentence start with a capital
    text = re.sub(r"((?:^|[.!?])\s*)\x00(\w)", lambda m: m.group(1) + m.group(2).upper(), text)
    return text.replace("\x00", "")


def clean(text: str) -> str:
    """Markdown to plain text: no emphasis marks or code ticks, source tags said in words
    or left out (``_say_tags``)."""
    text = _say_tags(text)
    text = re.sub(r"(?<!\w)\*(?!\s)([^*]+)\*", r"\1", text)
    text = re.sub(r"\s+", " ", text).strip()
    return text


def shorten(text: str, limit: int = MAX_TEXT) -> str:
    """At most ``limit`` characters, cut after a whole sentence when possible."""
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind("; "), cut.rfind(": "))
    if end > limit // 3:
        return cut[:end + 1].rstrip(";:") + " …"
    return cut[:cut.rfind(" ")] + " …"


def body_text(lines: list[str]) -> str:
    """The prose of a section body: list items, paragraphs and table rows (cells joined by
    " — ", a row ended by ";"), no code blocks or table header rules."""
    out, in_code = [], False
    for ln in lines:
        if ln.strip().startswith("```"):
            in_code = not in_code
            continue
        if in_code or set(ln.strip()) <= {"-", "=", "|", ":", " "}:
            continue
        if ln.lstrip().startswith("|"):
            cells = [c.strip() for c in ln.strip().strip("|").split("|")]
            out.append(" — ".join(c for c in cells if c) + ";")
            continue
        s = ln.strip()
        if s.startswith(("* ", "- ")):
            s = s[2:]
        out.append(s)
    return clean(" ".join(x for x in out if x))


def extract(md: str) -> dict[str, dict]:
    lines = md.splitlines()
    rules: dict[str, dict] = {}
    # headings: § ids with their body (up to the next heading of any level)
    heads = [(i, m) for i, ln in enumerate(lines) if (m := HEADING.match(ln))]
    top: dict[str, str] = {}
    for k, (i, m) in enumerate(heads):
        num, title = m.group(2), clean(m.group(3))
        end = heads[k + 1][0] if k + 1 < len(heads) else len(lines)
        rid = "§" + num
        label = f"{rid} {title}"
        if "." not in num:
            top[num] = label
        text = body_text(lines[i + 1:end])
        rules[rid] = {"id": rid, "title": title,
                      "text": shorten(f"{title}. {text}" if text else title),
                      "section": top.get(num.split(".")[0], label)}
        # numbered table rows (a register of inferences) -> §N#K
        for ln in lines[i + 1:end]:
            tm = TABLE_ROW.match(ln)
            if tm:
                cells = [clean(c) for c in tm.group(2).split("|")]
                key = f"§{num}#{tm.group(1)}"
                text = ": ".join(c for c in cells[:2] if c)
                rules[key] = {"id": key, "title": cells[0], "text": shorten(text), "section": label}
    # R- bullets: the bullet and its indented continuation lines (deeper bullets included
    # until a bullet at the same or a lower indent starts)
    section = None
    for i, ln in enumerate(lines):
        hm = HEADING.match(ln)
        if hm:
            section = f"§{hm.group(2)} {clean(hm.group(3))}"
            continue
        bm = R_BULLET.match(ln)
        if not bm:
            continue
        indent = len(bm.group(1))
        rid, title, first = bm.group(2), clean(bm.group(3)).rstrip("."), bm.group(4)
        body = [first]
        for nxt in lines[i + 1:]:
            if not nxt.strip() or HEADING.match(nxt):
                break
            lead = len(nxt) - len(nxt.lstrip())
            if lead <= indent:
                break
            if R_BULLET.match(nxt):           # a nested rule of its own
                break
            body.append(nxt.strip()[2:] if nxt.strip().startswith(("* ", "- ")) else nxt.strip())
        text = clean(" ".join(body))
        rules[rid] = {"id": rid, "title": title,
                      "text": shorten(f"{title}. {text}" if title else text),
                      "section": section}
    if any(k.startswith("R-") for k in rules):
        for k, r in list(rules.items()):
            if re.fullmatch(r"§\d+", k) and "R-" + k[1:] not in rules:
                rules["R-" + k[1:]] = {**r, "id": "R-" + k[1:]}
    return dict(sorted(rules.items(), key=lambda kv: _sort_key(kv[0])))


def _sort_key(rid: str):
    nums = [int(x) for x in re.findall(r"\d+", rid)]
    return (rid[0], nums)


def build(rules_dir: Path) -> dict[str, dict]:
    out = {}
    for spec, pkg in SPECS.items():
        md = (rules_dir / spec).read_text(encoding="utf-8")
        out[pkg] = {"source": f"shared/rules/{spec}",
                    "note": "Generated by tools/extract_rule_texts.py from the spec; do not edit by hand.",
                    "rules": extract(md)}
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rules", type=Path, default=None, help="directory of the *.md specs")
    ap.add_argument("--check", action="store_true", help="only compare with the committed files")
    a = ap.parse_args(argv)
    rules_dir = a.rules or find_rules_dir()
    if rules_dir is None:
        print("no shared/rules directory found; pass --rules", file=sys.stderr)
        return 2
    stale = []
    for pkg, data in build(rules_dir).items():
        path = ROOT / pkg / OUT_NAME
        text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
        if a.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"{path}: {len(data['rules'])} rules")
    if stale:
        print("out of date (run tools/extract_rule_texts.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
