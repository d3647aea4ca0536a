"""Regenerates the SDK's typed models and API functions from openapi.yaml (issue 28).

``python clients/python/generate.py`` (``make client``; ``make openapi`` runs it after
writing openapi.yaml) runs openapi-python-client with the repository's
openapi-python-client.yaml and copies what it generates (``client.py``, ``errors.py``,
``types.py``, ``api/``, ``models/``) into ``clients/python/moonhall_client/``, next to the
hand-written runner (``bot.py``, ``sse.py``, ``check.py``, ``__init__.py``), which it
never touches. ``--check`` exits 1 when the committed files differ from a fresh
generation (tests/service/test_client.py runs it).
"""
from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
PACKAGE = HERE / "moonhall_client"
GENERATED = ("client.py", "errors.py", "types.py", "api", "models")


def generate(out: Path) -> Path:
    """Generates the client project into ``out``; returns the generated package folder."""
    tool = Path(sys.executable).parent / "openapi-python-client"
    cmd = [str(tool) if tool.exists() else "openapi-python-client", "generate", "--path", str(ROOT / "openapi.yaml"),
           "--config", str(ROOT / "openapi-python-client.yaml"), "--output-path", str(out), "--fail-on-warning"]
    gen = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if gen.returncode != 0 or "Unable to" in gen.stdout + gen.stderr:
        raise SystemExit(f"openapi-python-client failed:\n{gen.stdout}\n{gen.stderr}")
    return out / "moonhall_client"


def differences(fresh: Path) -> list[str]:
    """Paths (relative to the package) that differ between ``fresh`` and the committed package."""
    out = []
    for name in GENERATED:
        a, b = fresh / name, PACKAGE / name
        if a.is_file() or b.is_file():
            if not (a.is_file() and b.is_file() and filecmp.cmp(a, b, shallow=False)):
                out.append(name)
            continue
        files_a = {p.relative_to(a) for p in a.rglob("*.py")} if a.exists() else set()
        files_b = {p.relative_to(b) for p in b.rglob("*.py")} if b.exists() else set()
        out += [f"{name}/{p}" for p in sorted(files_a ^ files_b)]
        out += [f"{name}/{p}" for p in sorted(files_a & files_b) if not filecmp.cmp(a / p, b / p, shallow=False)]
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--check", action="store_true", help="exit 1 when the committed files are stale")
    a = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        fresh = generate(Path(tmp) / "moonhall-client")
        if a.check:
            stale = differences(fresh)
            if stale:
                print("stale (run `make client`): " + ", ".join(stale[:20]), file=sys.stderr)
                return 1
            return 0
        for name in GENERATED:
            target = PACKAGE / name
            if target.is_dir():
                shutil.rmtree(target)
            elif target.exists():
                target.unlink()
            src = fresh / name
            if src.is_dir():
                shutil.copytree(src, target, ignore=shutil.ignore_patterns("__pycache__"))
            else:
                shutil.copy2(src, target)
        (PACKAGE / "py.typed").write_text("# Marker file for PEP 561\n")
    print(f"wrote {PACKAGE.relative_to(ROOT)}/" + "{" + ",".join(GENERATED) + "}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
