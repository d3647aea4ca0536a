"""The conformance kit (issue 28): runs a bot against the server's bots in every game type
and reports what it does wrong, with a summary to paste into an issue.

    python -m moonhall_client.check --url URL --new                    # the SDK's random bot
    python -m moonhall_client.check --url URL --new --bot mybot:decide  # your decide(view, moves)
    python -m moonhall_client.check --url URL --token TOKEN --cmd "python mybot.py --url {url} --game {game} --token {token}"

For each game type the kit creates a game (your bot in seat 0, the server's bots at
``--bot-level`` in the others; ``--token``, a personal API token ``mhp_...``, creates it
as your account), then runs your bot on it: a ``decide`` function (``--bot
module:function``, played by the SDK's runner) or any program (``--cmd``, any language:
``{url}``, ``{game}``, ``{token}`` and ``{seat}`` are filled in). The bot talks to the
server through a recording proxy the kit starts on 127.0.0.1, so the kit sees every
answer your bot gets, while it follows the game itself on the live stream. It reports:

* **stale versions**: moves answered ``409 stale_version`` (``expected_version`` behind);
* **illegal moves**: ``422`` answers; **malformed moves**: ``400``; **not your turn**: ``403``;
* **rate limited**: ``429`` answers (a bot that honours ``Retry-After`` meets few);
* **slow answers**: turns answered later than ``--slow-ms`` after the seat was to act;
* **missed turns**: a turn left unanswered for ``--turn-timeout`` seconds (the kit stops
  the game there), a bot that exited before the end, clock timeouts of its seat;
* **timeouts**: a game not finished within ``--game-timeout`` seconds.

It exits 0 when nothing is wrong, 1 otherwise.
"""
from __future__ import annotations

import argparse
import http.client
import importlib
import json
import shlex
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable

import httpx

from .bot import Bot, Decide, MoonhallError, Seat, random_decide
from .sse import iter_sse

HOP = {"connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade",
       "content-length", "host"}
PLAYERS = {"nova-luna": 2}  # the kit's table size where a game's minimum is below 2


# ---------------------------------------------------------------------------- the proxy
@dataclass
class Answer:
    method: str
    path: str
    status: int
    code: str | None
    at: float


class RecordingProxy:
    """An HTTP proxy on 127.0.0.1 in front of ``upstream`` that records every answer by
    game id (``answers(gid)``) and streams Server-Sent Events through as they come.
    ``cut_streams_after``: close each stream after that many frames (a dropped connection,
    for tests of reconnection); ``no_streams``: answer the stream ``404`` (a server or
    proxy that does not stream)."""

    def __init__(self, upstream: str, *, cut_streams_after: int | None = None, no_streams: bool = False):
        u = urllib.parse.urlsplit(upstream)
        self.host, self.port_up = u.hostname, u.port or 80
        self.cut_streams_after, self.no_streams = cut_streams_after, no_streams
        self.lock = threading.Lock()
        self.log: dict[str, list[Answer]] = {}
        self.streams_cut = 0
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.0"  # one request a connection: the answer ends at close

            def log_message(self, *args):  # quiet
                pass

            def _any(self):
                proxy.forward(self)

            do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_HEAD = _any

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True, name="moonhall-check-proxy")

    def __enter__(self) -> "RecordingProxy":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.server.shutdown()
        self.server.server_close()

    def answers(self, gid: str) -> list[Answer]:
        with self.lock:
            return list(self.log.get(gid, ()))

    def _record(self, method: str, path: str, status: int, body: bytes | None) -> None:
        parts = urllib.parse.urlsplit(path).path.strip("/").split("/")
        if len(parts) < 3 or parts[:2] != ["v1", "games"]:
            return
        code = None
        if body and status >= 400:
            try:
                code = json.loads(body)["error"]["code"]
            except (ValueError, KeyError, TypeError):
                pass
        with self.lock:
            self.log.setdefault(parts[2], []).append(Answer(method, "/".join(parts[3:]), status, code, time.monotonic()))

    def forward(self, h: BaseHTTPRequestHandler) -> None:
        length = int(h.headers.get("Content-Length") or 0)
        body = h.rfile.read(length) if length else None
        path = urllib.parse.urlsplit(h.path).path
        is_stream = h.command == "GET" and path.endswith("/stream")
        if is_stream and self.no_streams:
            data = b'{"error": {"code": "not_found", "message": "no streams through this proxy", "details": null}}'
            h.send_response(404)
            h.send_header("Content-Type", "application/json")
            h.send_header("Content-Length", str(len(data)))
            h.end_headers()
            h.wfile.write(data)
            return
        up = http.client.HTTPConnection(self.host, self.port_up, timeout=120)
        try:
            headers = {k: v for k, v in h.headers.items() if k.lower() not in HOP}
            up.request(h.command, h.path, body, headers)
            r = up.getresponse()
            streaming = r.getheader("Content-Type", "").startswith("text/event-stream")
            h.send_response(r.status)
            for k, v in r.getheaders():
                if k.lower() not in HOP:
                    h.send_header(k, v)
            if not streaming:
                data = r.read()
                h.send_header("Content-Length", str(len(data)))
                h.end_headers()
                h.wfile.write(data)
                self._record(h.command, h.path, r.status, data)
                return
            h.end_headers()
            self._record(h.command, h.path, r.status, None)
            frames = 0
            while True:
                line = r.readline()
                if not line:
                    break
                h.wfile.write(line)
                if line in (b"\n", b"\r\n"):
                    h.wfile.flush()
                    frames += 1
                    if self.cut_streams_after and frames >= self.cut_streams_after:
                        with self.lock:
                            self.streams_cut += 1
                        break  # the connection drops here, mid-game
        except (OSError, http.client.HTTPException):
            pass  # the client or the server went away
        finally:
            up.close()


# ---------------------------------------------------------------------------- watching a game
@dataclass
class GameReport:
    type: str
    game_id: str = ""
    finished: bool = False
    moves: int = 0
    stale: int = 0
    illegal: int = 0
    malformed: int = 0
    not_your_turn: int = 0
    rate_limited: int = 0
    answer_ms: list = field(default_factory=list)
    slow: int = 0
    missed_turns: int = 0
    clock_timeouts: int = 0
    timed_out: bool = False
    errors: list = field(default_factory=list)

    def problems(self) -> list[str]:
        out = []
        for n, what in ((self.stale, "stale versions (409)"), (self.illegal, "illegal moves (422)"),
                        (self.malformed, "malformed moves (400)"), (self.not_your_turn, "moves out of turn (403)"),
                        (self.rate_limited, "rate limited (429)"), (self.slow, "slow answers"),
                        (self.missed_turns, "missed turns"), (self.clock_timeouts, "clock timeouts")):
            if n:
                out.append(f"{n} {what}")
        if self.timed_out:
            out.append("game timed out")
        if not self.finished and not self.timed_out and not self.missed_turns:
            out.append("game not finished")
        out += [f"error: {e}" for e in self.errors]
        return out


class Watcher(threading.Thread):
    """Follows one game on its stream with the seat's token (straight to the server) and
    times each of the seat's turns: from the ``turn`` frame that puts it to act to the
    seat's next move in the log."""

    def __init__(self, url: str, seat: Seat, report: GameReport, started: Callable[[], float | None] = lambda: 0.0):
        super().__init__(daemon=True, name=f"moonhall-check-{seat.game_id}")
        self.url, self.seat, self.report = url, seat, report
        self.started = started  # when the bot first reached the server (its start-up is not its answer time)
        self.pending: float | None = None  # when the seat was put to act, unanswered since
        self.done = threading.Event()

    def run(self) -> None:
        last_id = None
        try:
            with httpx.Client(base_url=self.url, timeout=httpx.Timeout(30, read=70)) as http:
                while not self.done.is_set():
                    headers = {"Authorization": f"Bearer {self.seat.token}", "Accept": "text/event-stream"}
                    if last_id:
                        headers["Last-Event-ID"] = last_id
                    try:
                        with http.stream("GET", f"/v1/games/{self.seat.game_id}/stream", headers=headers) as r:
                            for ev in iter_sse(r.iter_lines()):
                                last_id = ev.id or last_id
                                if self.frame(ev.event, ev.data):
                                    return
                    except httpx.TransportError:
                        time.sleep(0.5)
        finally:
            self.done.set()

    def frame(self, event: str, data: dict) -> bool:
        now = time.monotonic()
        if event == "turn":
            if data.get("you_to_act") and self.pending is None:
                self.pending = now
        elif event == "game":
            if data.get("kind") == "game" and data.get("seat") == self.seat.seat and data.get("by") == "seat":
                self.report.moves += 1
                if self.pending is not None:
                    self.report.answer_ms.append((now - max(self.pending, self.started() or 0.0)) * 1000)
                    self.pending = None
            elif data.get("kind") == "seat" and data.get("seat") == self.seat.seat \
                    and (data.get("event") or {}).get("type") == "timeout":
                self.report.clock_timeouts += 1
                self.pending = None
        elif event == "end":
            self.report.finished = True
            return True
        return False


# ---------------------------------------------------------------------------- running
def load_decide(spec: str) -> Decide:
    """``module:function`` (a file path works as the module: ``bots/mine.py:decide``)."""
    mod, _, fn = spec.partition(":")
    if mod.endswith(".py"):
        import importlib.util
        s = importlib.util.spec_from_file_location("moonhall_check_bot", mod)
        module = importlib.util.module_from_spec(s)
        s.loader.exec_module(module)
    else:
        module = importlib.import_module(mod)
    return getattr(module, fn or "decide")


def check_game(url: str, proxy: RecordingProxy, type_id: str, *, decide: Decide | None = None,
               cmd: str | None = None, token: str | None = None, bot_level: str = "random",
               players: int | None = None, slow_ms: float = 2000, turn_timeout: float = 30,
               game_timeout: float = 300, seed: int | None = None) -> GameReport:
    """One game of ``type_id``: the bot in seat 0 against the server's bots."""
    report = GameReport(type_id)
    creator = Bot(url, random_decide(), token=token, name="bot-under-check")
    try:
        seat = creator.new_game(type_id, players=players or PLAYERS.get(type_id, 2), bot_level=bot_level, seed=seed)
    except MoonhallError as e:
        report.errors.append(f"could not create the game: {e}")
        return report
    finally:
        creator.close()
    report.game_id = seat.game_id
    def started() -> float | None:
        first = proxy.answers(seat.game_id)
        return first[0].at if first else None

    watcher = Watcher(url, seat, report, started)
    watcher.start()
    proc, runner, failure = None, None, []
    launched = time.monotonic()
    stop_at = time.monotonic() + game_timeout
    if cmd:
        argv = [a.format(url=proxy.url, game=seat.game_id, token=seat.token, seat=seat.seat) for a in shlex.split(cmd)]
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    else:
        bot = Bot(proxy.url, decide or random_decide(), name="bot-under-check", max_refused=5)

        def play():
            try:
                bot.play(seat, deadline_s=game_timeout)
            except Exception as e:  # noqa: BLE001 - the kit reports whatever the bot does
                failure.append(f"{type(e).__name__}: {e}")
            finally:
                bot.close()
        runner = threading.Thread(target=play, daemon=True)
        runner.start()
    while not watcher.done.is_set():
        now = time.monotonic()
        if now > stop_at:
            report.timed_out = True
            break
        if watcher.pending is not None and now - max(watcher.pending, started() or launched) > turn_timeout:
            report.missed_turns += 1
            break
        ended = (proc is not None and proc.poll() is not None) or (runner is not None and not runner.is_alive())
        if ended and not watcher.done.wait(2.0):
            if watcher.pending is not None:
                report.missed_turns += 1  # the bot stopped while its seat was to act
            else:
                report.errors.append("the bot stopped before the game ended")
            break
        watcher.done.wait(0.1)
    if proc is not None:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
        err = proc.stderr.read().decode(errors="replace").strip() if proc.stderr else ""
        if proc.returncode not in (0, None, -15) and err:
            report.errors.append(f"exit {proc.returncode}: {err.splitlines()[-1][:200]}")
    if runner is not None:
        runner.join(5)
        report.errors += failure
    for a in proxy.answers(seat.game_id):
        if a.method == "POST" and a.path in ("moves", "moves/validate", "undo"):
            report.stale += a.status == 409 and a.code == "stale_version"
            report.illegal += a.status == 422
            report.malformed += a.status == 400
            report.not_your_turn += a.status == 403
        report.rate_limited += a.status == 429
    report.slow = sum(1 for ms in report.answer_ms if ms > slow_ms)
    return report


def summary(reports: list[GameReport], *, url: str, bot: str, slow_ms: float) -> str:
    """A markdown summary to paste into an issue."""
    ok = all(not r.problems() for r in reports)
    lines = [f"### Moonhall conformance: {'PASS' if ok else 'FAIL'}", "",
             f"bot: `{bot}` · server: {url} · slow answer: over {slow_ms:g} ms", "",
             "| game type | game | finished | moves | answer ms (median / max) | problems |",
             "| --- | --- | --- | --- | --- | --- |"]
    for r in reports:
        times = (f"{statistics.median(r.answer_ms):.0f} / {max(r.answer_ms):.0f}" if r.answer_ms else "-")
        lines.append(f"| {r.type} | `{r.game_id or '-'}` | {'yes' if r.finished else 'no'} | {r.moves} | {times} | "
                     f"{'; '.join(r.problems()) or 'none'} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m moonhall_client.check", description=__doc__.splitlines()[0])
    p.add_argument("--url", required=True, help="the Moonhall server")
    p.add_argument("--token", help="a personal API token (mhp_...): games are created as its account")
    p.add_argument("--new", action="store_true", help="create the games (the default: the kit always makes its own)")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--bot", metavar="MODULE:FUNCTION", help="your decide(view, moves) -> move (default: random)")
    who.add_argument("--cmd", help="your bot as a program: {url} {game} {token} {seat} are filled in")
    p.add_argument("--types", help="comma-separated game types (default: every type the server has)")
    p.add_argument("--bot-level", default="random", help="the server's bots' level (default: random)")
    p.add_argument("--players", type=int, help="table size (default: 2)")
    p.add_argument("--slow-ms", type=float, default=2000, help="an answer slower than this is reported")
    p.add_argument("--turn-timeout", type=float, default=30, help="seconds a turn may stay unanswered")
    p.add_argument("--game-timeout", type=float, default=600, help="seconds a game may take")
    p.add_argument("--seed", type=int)
    p.add_argument("--json", metavar="FILE", help="also write the reports as JSON")
    a = p.parse_args(argv)
    url = a.url.rstrip("/")
    try:
        types = a.types.split(",") if a.types else [t["id"] for t in httpx.get(f"{url}/v1/game-types", timeout=30).json()["game_types"]]
    except (httpx.HTTPError, KeyError, ValueError) as e:
        print(f"cannot read the game types of {url}: {e}", file=sys.stderr)
        return 2
    decide = load_decide(a.bot) if a.bot else None
    reports = []
    with RecordingProxy(url) as proxy:
        for t in types:
            r = check_game(url, proxy, t, decide=decide, cmd=a.cmd, token=a.token, bot_level=a.bot_level,
                           players=a.players, slow_ms=a.slow_ms, turn_timeout=a.turn_timeout,
                           game_timeout=a.game_timeout, seed=a.seed)
            print(f"{t}: {'; '.join(r.problems()) or 'ok'}", file=sys.stderr, flush=True)
            reports.append(r)
    text = summary(reports, url=url, bot=a.cmd or a.bot or "moonhall_client.random_decide", slow_ms=a.slow_ms)
    print(text)
    if a.json:
        with open(a.json, "w") as f:
            json.dump([r.__dict__ for r in reports], f, indent=2)
    return 0 if all(not r.problems() for r in reports) else 1


if __name__ == "__main__":
    sys.exit(main())
