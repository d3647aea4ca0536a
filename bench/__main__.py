"""`make bench`: every benchmark under bench/, one after another; figures only."""
import runpy
import sys
from pathlib import Path

here = Path(__file__).parent
for path in sorted(here.glob("bench_*.py")):
    print(f"\n== {path.name}", flush=True)
    sys.argv = [str(path)]
    runpy.run_path(str(path), run_name="__main__")
