"""The web client's page weight and time to first render, per game page, from the browser's
own performance API (Debian's chromium driven by Playwright; skipped when either is missing).

Page weight: the bytes of every asset the game page loads (HTML, JS, CSS; transferSize = on the
wire, after gzip where the server compresses, and decodedBodySize = unpacked), plus the API
answers it needs for the first drawing (view, moves, catalogue). First render: the time from
navigation start until the board is drawn (a mark the page sets: body[data-version]), and the
browser's first-contentful-paint. Figures only; never asserted.

    .venv/bin/python -m bench.bench_web        # or: make bench
"""
from __future__ import annotations

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
  const sum = (xs, k) => xs.reduce((a, r) => a + (r[k] || 0), 0);
  const assets = res.filter((r) => r.name.includes('/static/'));
  const api = res.filter((r) => r.name.includes('/v1/') && !r.name.includes('/stream') && !r.name.includes('/events'));
  return {
    html_wire: nav.transferSize, html: nav.decodedBodySize,
    assets_wire: sum(assets, 'transferSize'), assets: sum(assets, 'decodedBodySize'), n_assets: assets.length,
    api_wire: sum(api, 'transferSize'), api: sum(api, 'decodedBodySize'),
    fcp_ms: fcp ? fcp.startTime : null, board_ms: mark ? mark.startTime : null,
  };
}"""


def _http(method, url, body=None):
    req = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def main() -> None:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("playwright is not installed: skipped")
        return
    if not Path(CHROMIUM).exists():
        print("chromium is not installed (apt-get install -y chromium): skipped")
        return
    with tempfile.TemporaryDirectory() as d:
        redis = EmbeddedRedis(d, persist=False).start()
        port = free_port()
        proc = subprocess.Popen([sys.executable, "-m", "service.serve"], cwd=ROOT,
                                env={**os.environ, "REDIS_URL": redis.url, "PORT": str(port), "WORKERS": "1",
                                     "MOONHALL_LIMIT_CREATE": "off"},
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(200):
                try:
                    if _http("GET", base + "/healthz")["ok"]:
                        break
                except Exception:
                    time.sleep(0.2)
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
                print(f"{'page':24} {'assets KB (wire/raw)':>21} {'html KB':>8} {'api KB (wire/raw)':>18} "
                      f"{'first paint ms':>15} {'board drawn ms':>15}   (median of {RUNS} cold loads)")
                for type_id, options in GAMES:
                    g = _http("POST", base + "/v1/games", {"type": type_id, "options": options,
                                                          "seats": [{"name": "me"}, {"name": "bot", "bot": "random"}]})
                    url = f"{base}/play/{g['id']}#token={g['seats'][0]['token']}"
                    rows = []
                    for _ in range(RUNS):
                        ctx = browser.new_context(viewport={"width": 1280, "height": 800})  # a cold cache each time
                        page = ctx.new_page()
                        page.goto(url)
                        page.wait_for_function("document.body.dataset.version")
                        page.wait_for_timeout(200)
                        rows.append(page.evaluate(MEASURE))
                        ctx.close()
                    med = {k: statistics.median([r[k] for r in rows if r[k] is not None] or [0]) for k in rows[0]}
                    print(f"{type_id:24} {med['assets_wire'] / 1024:>10.1f} / {med['assets'] / 1024:<8.1f} "
                          f"{med['html'] / 1024:>8.1f} {med['api_wire'] / 1024:>8.1f} / {med['api'] / 1024:<7.1f} "
                          f"{med['fcp_ms']:>15.0f} {med['board_ms']:>15.0f}")
                browser.close()
        finally:
            proc.send_signal(2)
            proc.wait(30)
            redis.stop()


if __name__ == "__main__":
    main()
