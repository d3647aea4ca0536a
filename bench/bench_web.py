"""The web client's page weight and time to first render, per game page, from the browser's
own performance API (Debian's chromium driven by Playwright; skipped when either is missing).

Page weight: the bytes of every asset the game page loads (HTML, JS, CSS; transferSize = on the
wire, after gzip where the server compresses, and decodedBodySize = unpacked), plus the API
answers it needs for the first drawing (view, moves, catalogue). First render: the time from
navigation start until the board is drawn (a mark the page sets with body[data-version], once
the board's DOM is built), until the frame after it (the board laid out and painted: a mark this
bench sets the same way in every checkout), and the browser's first-contentful-paint. Figures only; never asserted.

    .venv/bin/python -m bench.bench_web        # or: make bench

Today's page against an older commit, in the same run: ``--root DIR`` serves a second checkout
(e.g. ``git worktree add /tmp/web-old e3f274a``) side by side, each with its own Redis and
server, and the cold loads alternate between the two (new, old, new, old, ...) so the machine's
load falls on both alike; each game's row is printed for both, then the ratio old/new.

    BENCH_WEB_RUNS=9 .venv/bin/python -m bench.bench_web --root /tmp/web-old
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from service.embedded import EmbeddedRedis, free_port  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
GAMES = [("azul-summer-pavilion", {}), ("nova-luna", {}), ("blue-moon-city", {}), ("blue-moon", {}),
         ("legends-of-blue-moon", {"decks": ["buka", "aqua"]})]
RUNS = int(os.environ.get("BENCH_WEB_RUNS", "5"))

MEASURE = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource');
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const mark = performance.getEntriesByName('board-drawn')[0];
  const painted = performance.getEntriesByName('board-painted')[0];
  const sum = (xs, k) => xs.reduce((a, r) => a + (r[k] || 0), 0);
  const assets = res.filter((r) => r.name.includes('/static/'));
  const api = res.filter((r) => r.name.includes('/v1/') && !r.name.includes('/stream') && !r.name.includes('/events'));
  return {
    html_wire: nav.transferSize, html: nav.decodedBodySize,
    assets_wire: sum(assets, 'transferSize'), assets: sum(assets, 'decodedBodySize'), n_assets: assets.length,
    api_wire: sum(api, 'transferSize'), api: sum(api, 'decodedBodySize'),
    fcp_ms: fcp ? fcp.startTime : null, board_ms: mark ? mark.startTime : null,
    painted_ms: painted ? painted.startTime : null,
  };
}"""


def _http(method, url, body=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


class Served:
    """One checkout served by its own ``service.serve`` (imported from that checkout: cwd first
    on the path) on a free port with an embedded Redis of its own."""

    def __init__(self, root: Path, tmp: str, label: str):
        self.root, self.label = root, label
        self.redis = EmbeddedRedis(os.path.join(tmp, label), persist=False).start()
        port = free_port()
        env = {**os.environ, "REDIS_URL": self.redis.url, "PORT": str(port), "WORKERS": "1",
               "MOONHALL_LIMIT_CREATE": "off", "PYTHONPATH": str(root)}
        self.proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=root, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{port}"
        for _ in range(300):
            try:
                if _http("GET", self.base + "/healthz")["ok"]:
                    return
            except Exception:  # noqa: BLE001 - not up yet
                time.sleep(0.2)
        raise RuntimeError(f"{root}: the server did not come up")

    def stop(self):
        self.proc.send_signal(2)
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.redis.stop()


# the frame after the first drawing: the board mark is set when the board's DOM is built (before
# its style and layout, unless the page forced them); this one, set by the bench in any checkout
# (old pages too), comes once the browser has laid the board out and painted it
PAINTED = """new MutationObserver((_, obs) => {
  if (!document.body || !document.body.dataset.version) return;
  obs.disconnect();
  requestAnimationFrame(() => setTimeout(() => performance.mark('board-painted'), 0));
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-version'] });"""


def _load(browser, url):
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})  # a cold cache each time
    ctx.add_init_script(PAINTED)
    try:
        page = ctx.new_page()
        page.goto(url)
        page.wait_for_function("document.body.dataset.version")
        page.wait_for_timeout(200)
        return page.evaluate(MEASURE)
    finally:
        ctx.close()


def _median(rows):
    return {k: statistics.median([r[k] for r in rows if r[k] is not None] or [0]) for k in rows[0]}


def _mean(rows, k):
    xs = [r[k] for r in rows if r[k] is not None]
    return statistics.mean(xs) if xs else 0.0


def _row(label, med):
    print(f"{label:24} {med['assets_wire'] / 1024:>10.1f} / {med['assets'] / 1024:<8.1f} "
          f"{med['html'] / 1024:>8.1f} {med['api_wire'] / 1024:>8.1f} / {med['api'] / 1024:<7.1f} "
          f"{med['fcp_ms']:>15.0f} {med['board_ms']:>15.0f} {med['painted_ms']:>15.0f}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, help="an older checkout to serve beside this one, loads alternated")
    args = ap.parse_args(argv)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("playwright is not installed: skipped")
        return
    if not Path(CHROMIUM).exists():
        print("chromium is not installed (apt-get install -y chromium): skipped")
        return
    with tempfile.TemporaryDirectory() as d:
        served = []
        try:
            served.append(Served(ROOT, d, "new"))
            if args.root:
                served.append(Served(args.root.resolve(), d, "old"))
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
                print(f"{'page':24} {'assets KB (wire/raw)':>21} {'html KB':>8} {'api KB (wire/raw)':>18} "
                      f"{'first paint ms':>15} {'board drawn ms':>15} {'board painted':>15}   (median of {RUNS} cold loads"
                      f"{', new and old alternated' if args.root else ''})")
                for type_id, options in GAMES:
                    urls = []
                    for s in served:
                        g = _http("POST", s.base + "/v1/games", {"type": type_id, "options": options,
                                                                  "seats": [{"name": "me"}, {"name": "bot", "bot": "random"}]})
                        urls.append(f"{s.base}/play/{g['id']}#token={g['seats'][0]['token']}")
                    rows: list[list[dict]] = [[] for _ in served]
                    for i in range(RUNS):
                        # alternate which checkout goes first, so neither always loads second
                        order = range(len(served)) if i % 2 == 0 else reversed(range(len(served)))
                        for k in order:
                            rows[k].append(_load(browser, urls[k]))
                    meds = [_median(r) for r in rows]
                    for s, med in zip(served, meds):
                        _row(type_id if len(served) == 1 else f"{type_id[:19]} {s.label}", med)
                    if len(served) == 2:
                        def ratio(k, new=meds[0], old=meds[1]):
                            return new[k] / old[k] if old[k] else float("nan")
                        print(f"{'  new/old':24} {ratio('assets_wire'):>10.2f} / {ratio('assets'):<8.2f} "
                              f"{ratio('html'):>8.2f} {ratio('api_wire'):>8.2f} / {ratio('api'):<7.2f} "
                              f"{ratio('fcp_ms'):>15.2f} {ratio('board_ms'):>15.2f} {ratio('painted_ms'):>15.2f}")
                        # the first paint comes in whole frames, so its medians move in steps;
                        # the means tell two pages apart with fewer loads
                        diff = {k: _mean(rows[0], k) - _mean(rows[1], k) for k in ("fcp_ms", "board_ms", "painted_ms")}
                        print(f"{'  new-old, means, ms':24} {'':>49} {diff['fcp_ms']:>+15.1f} "
                              f"{diff['board_ms']:>+15.1f} {diff['painted_ms']:>+15.1f}")
                browser.close()
        finally:
            for s in served:
                s.stop()


if __name__ == "__main__":
    main()
