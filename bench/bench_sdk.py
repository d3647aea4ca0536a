"""The SDK's pace (issue 28): one bot on one game on the served stack (gunicorn, a real
Redis, an RQ worker), under the default limits. Figures: moves a second of a solo Nova
Luna game (only the bot moves: the SDK's own pace, one request a move), and of a Blue
Moon City game against a greedy server bot (the server's bot turns between). Then the
conformance kit's summary for examples/bot.py over every game type, when ``--kit``.

    python bench/bench_sdk.py [--kit]
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "clients" / "python")]

from moonhall_client import Bot, random_decide  # noqa: E402
from service.embedded import EmbeddedRedis, free_port  # noqa: E402
from tests.service.test_integration import _serve, _stop  # noqa: E402


def one(url: str, type_id: str, players: int, level: str, seed: int) -> tuple[int, float, str]:
    with Bot(url, random_decide(seed)) as bot:
        seat = bot.new_game(type_id, players=players, bot_level=level, seed=seed)
        t0 = time.perf_counter()
        out = bot.play(seat)
        dt = time.perf_counter() - t0
    assert out.finished and not out.stats.refused and not out.stats.waits, out.stats
    return out.stats.moves, dt, out.stats.transport


def main(kit: bool = False) -> None:
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        env = {k: v for k, v in os.environ.items() if not k.startswith("MOONHALL_LIMIT_")}
        env.update(REDIS_URL=server.url, PYTHONPATH=str(ROOT))
        port = free_port()
        proc = _serve(env, port)
        url = f"http://127.0.0.1:{port}"
        try:
            for type_id, players, level, seeds in (("nova-luna", 1, "random", (1, 2, 3)),
                                                   ("blue-moon-city", 2, "greedy", (1,))):
                for seed in seeds:
                    moves, dt, transport = one(url, type_id, players, level, seed)
                    print(f"{type_id} ({players} player{'s' if players > 1 else ''}, server bots {level}, seed {seed}): "
                          f"{moves} moves in {dt:.2f} s = {moves / dt:.1f} moves/s ({transport})", flush=True)
            if kit:
                run = subprocess.run([sys.executable, "-m", "moonhall_client.check", "--url", url, "--new", "--cmd",
                                      f"{sys.executable} {ROOT / 'examples' / 'bot.py'} --url {{url}} --game {{game}} "
                                      "--token {token}"], cwd=ROOT / "clients" / "python", capture_output=True,
                                     text=True, timeout=1800)
                print(run.stdout)
        finally:
            _stop(proc)
            server.stop()


if __name__ == "__main__":
    main("--kit" in sys.argv)
