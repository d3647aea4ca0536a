"""The conformance kit (issue 28, item 3) against the served stack: a deliberately bad bot
(any program, through the kit's recording proxy) is reported for each thing it does
wrong, and the example bot passes with a pasteable summary."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from moonhall_client import check

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
pytestmark = pytest.mark.integration


def test_the_kit_reports_what_a_bad_bot_does_wrong(stack, capsys):
    rc = check.main(["--url", stack, "--new", "--types", "draw-race", "--slow-ms", "1000", "--turn-timeout", "3",
                     "--cmd", f"{sys.executable} {HERE / 'bad_bot.py'} {{url}} {{game}} {{token}}"])
    out = capsys.readouterr().out
    assert rc == 1, out
    assert "### Moonhall conformance: FAIL" in out
    row = next(line for line in out.splitlines() if line.startswith("| draw-race"))
    for problem in ("1 stale versions (409)", "1 illegal moves (422)", "1 slow answers", "1 missed turns"):
        assert problem in row, row
    assert "| no |" in row  # not finished


def test_the_example_bot_passes_the_kit(stack, capsys):
    rc = check.main(["--url", stack, "--new", "--types", "draw-race", "--cmd",
                     f"{sys.executable} {ROOT / 'examples' / 'bot.py'} --url {{url}} --game {{game}} --token {{token}}"])
    out = capsys.readouterr().out
    assert rc == 0, out
    assert "### Moonhall conformance: PASS" in out and "| draw-race |" in out and "| yes |" in out


def test_a_decide_function_runs_in_the_kit(stack, capsys, tmp_path):
    """--bot module:function: the SDK's runner plays the author's decide; an illegal
    choice is reported (and the runner gives up on that game after 5 in a row)."""
    (tmp_path / "picky.py").write_text("def decide(view, moves):\n    return {'type': 'score'}\n")
    rc = check.main(["--url", stack, "--new", "--types", "draw-race", "--bot", f"{tmp_path / 'picky.py'}:decide"])
    out = capsys.readouterr().out
    assert rc == 1 and "5 illegal moves (422)" in out and "MoonhallError" in out, out
