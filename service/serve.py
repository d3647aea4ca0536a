"""``make serve``: Redis (embedded unless REDIS_URL is set), RQ workers and gunicorn,
supervised (issue 10).

* The embedded Redis belongs to its data folder (``MOONHALL_DATA``, default ``var/``): it
  listens on a unix socket inside ``<data>/redis`` and on no TCP port, so a second
  ``make serve`` with another data folder is independent, and nothing else finds it. A
  second ``make serve`` on the same data folder refuses to start (exit 2, it names the
  pid that holds the folder): one server per folder.
* The supervisor binds ``HOST:PORT`` itself and holds the listening socket while it runs;
  gunicorn serves on that socket (``fd://``), so a restarted gunicorn finds it already
  bound, and a second ``make serve`` on the same port refuses to start (exit 2, it names
  the pid that holds the port) instead of sharing it (issue 30, item 4).
* Each child (redis-server, the RQ workers, gunicorn) that dies is started again, with
  a backoff that grows while it keeps dying (0.5 s up to 10 s).
* A sweeper runs at start, every ``MOONHALL_SWEEP_S`` seconds and at once when an RQ
  worker dies (workers/sweeper.py): the dead worker's job is dispatched again within
  seconds (issue 30, item 3). After each sweep the retention pass runs
  (workers/retention.py: finished games archived after ``MOONHALL_RETAIN_DAYS``,
  abandoned ones expired after ``MOONHALL_ABANDON_DAYS``).
* RQ's scheduler (clock timeouts, retry backoffs) runs in a thread of this process, not
  in a worker that can be killed alone (workers/scheduler.py; issue 30, item 2).
* The embedded Redis has a ``maxmemory`` (``MOONHALL_REDIS_MAXMEMORY``) with the
  ``noeviction`` policy (service/embedded.py).
* Ctrl-C or SIGTERM stops all of it; the children also get SIGTERM if this process dies
  (even by kill -9): nothing is left behind.
"""
from __future__ import annotations

import errno
import fcntl
import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from service.embedded import EmbeddedRedis, die_with_parent

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("moonhall.serve")


def say(msg: str) -> None:
    print(f"moonhall: {msg}", flush=True)


class Child:
    """One supervised process: started again when it dies, with a growing backoff."""

    def __init__(self, name: str, argv: list[str], env: dict, group: bool = False, on_death=None,
                 pass_fds: tuple = ()):
        self.name, self.argv, self.env, self.pass_fds = name, argv, env, pass_fds
        self.on_death = on_death  # called (no arguments) once its death is seen
        # group: the child leads a process group of its own (gunicorn's master and its
        # workers), so when the master dies its orphaned workers are stopped with it
        # instead of taking connections on the shared socket and then dropping them; and a
        # terminal's Ctrl-C reaches only this supervisor, which stops the children in order
        # (an RQ worker gets one SIGTERM, a warm shutdown, not SIGINT and then SIGTERM).
        self.group = group
        self.proc: subprocess.Popen | None = None
        self.backoff = 0.5
        self.next_start = 0.0
        self.started_at = 0.0
        self.restarts = 0

    def start(self) -> None:
        self.proc = subprocess.Popen(self.argv, env=self.env, cwd=ROOT, preexec_fn=die_with_parent,
                                     start_new_session=self.group, pass_fds=self.pass_fds)
        self.started_at = time.time()

    def check(self, now: float) -> None:
        if self.proc is not None and self.proc.poll() is None:
            if now - self.started_at > 30:
                self.backoff = 0.5  # it has held for a while: the next death restarts fast
            return
        if self.proc is not None:  # it died: plan the restart
            say(f"{self.name} (pid {self.proc.pid}) exited with {self.proc.returncode}; "
                f"restarting in {self.backoff:.1f}s")
            if self.group:
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)  # what is left of its group
                except (ProcessLookupError, PermissionError):
                    pass
            self.proc = None
            if self.on_death is not None:
                self.on_death()
            self.next_start = now + self.backoff
            self.backoff = min(self.backoff * 2, 10.0)
            return
        if now >= self.next_start:
            self.restarts += 1
            self.start()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)

    def wait(self, timeout: float) -> None:
        if self.proc is None:
            return
        try:
            self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def lock_data_folder(data: Path):
    """Hold ``<data>/serve.lock`` while serving; None when another server holds it."""
    data.mkdir(parents=True, exist_ok=True)
    f = open(data / "serve.lock", "a+")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        f.seek(0)
        holder = f.read().strip()
        f.close()
        return None, holder
    f.seek(0)
    f.truncate()
    f.write(str(os.getpid()))
    f.flush()
    return f, None


BACKLOG = 2048  # gunicorn's default


def listen(host: str, port: int) -> socket.socket:
    """The listening socket of ``HOST:PORT``, bound here and held while the supervisor
    runs (issue 30, item 4). gunicorn used to bind with SO_REUSEPORT, so that a restarted
    master could bind while the old workers were still leaving; but then a second ``make
    serve`` on the same port bound too, without a word, and the kernel split the
    connections between the two (23 of 40 GETs of one server's game answered 404 by the
    other). Now no socket has SO_REUSEPORT: a second bind fails (EADDRINUSE), and every
    gunicorn this supervisor starts serves on this same socket (``fd://``), so a restart
    never needs to bind at all (connections wait in the backlog meanwhile).
    SO_REUSEADDR only lets a new ``make serve`` bind over the previous run's TIME_WAIT
    connections; a socket in LISTEN still refuses it."""
    host = host.strip("[]") or "0.0.0.0"  # (an IPv6 address as a URL writes it)
    # as gunicorn would bind it: IPv6 for an IPv6 address, else IPv4 (a name too, "localhost")
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    family, kind, proto, _, addr = socket.getaddrinfo(host, port, family, socket.SOCK_STREAM,
                                                      flags=socket.AI_PASSIVE)[0]
    s = socket.socket(family, kind, proto)
    try:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(addr)
        s.listen(BACKLOG)
    except OSError:
        s.close()
        raise
    return s


def _ppid(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return None


def port_holders(port: int) -> list[int]:
    """The processes with a TCP socket listening on ``port`` (those this user may look
    into; Linux /proc), the topmost of each tree only: a ``make serve``'s supervisor, not
    also its gunicorn and gunicorn's workers, which share the socket."""
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            f = row.split()
            if len(f) > 9 and f[3] == "0A" and int(f[1].rsplit(":", 1)[1], 16) == port:  # 0A: LISTEN
                inodes.add(f"socket:[{f[9]}]")
    pids = set()
    for d in Path("/proc").iterdir() if inodes else ():
        if not d.name.isdigit():
            continue
        try:
            if any(os.readlink(fd) in inodes for fd in (d / "fd").iterdir()):
                pids.add(int(d.name))
        except OSError:  # another user's process, or gone meanwhile
            continue
    return sorted(p for p in pids if _ppid(p) not in pids)


def sweeper_loop(url: str, every: float, stuck_s: float, stopping: threading.Event,
                 wake: threading.Event) -> None:
    """A sweep every ``every`` seconds, and one at once when ``wake`` is set (an RQ worker
    died: its started job counts as lost as soon as its worker is gone, issue 30 item 3);
    after each sweep the retention pass (issue 30, item 14)."""
    from service.ports import NoDispatch
    from service.wiring import build_service, redis_client
    from workers import retention
    from workers.sweeper import sweep
    conn = redis_client(url)
    filed = False
    while not stopping.is_set():
        wake.clear()
        try:
            sweep(conn, stuck_s=stuck_s)
        except Exception as e:  # Redis down, a game that does not load: try again next round
            say(f"sweep failed: {type(e).__name__}: {e}")
        try:  # (issue 30, item 14) off the move path; harmless when two nodes run it at once
            svc = build_service(conn, dispatcher=NoDispatch())
            if not filed:  # games written before the retention sets existed
                retention.backfill(svc.store)
                filed = True
            retention.retain(svc)
        except Exception as e:
            say(f"retention pass failed: {type(e).__name__}: {e}")
        wake.wait(every)


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    port = os.environ.get("PORT", "8000")
    host = os.environ.get("HOST", "127.0.0.1")
    workers = int(os.environ.get("WORKERS", "2"))
    sweep_every = float(os.environ.get("MOONHALL_SWEEP_S", "30"))
    stuck_s = float(os.environ.get("MOONHALL_STUCK_S", "60"))
    from service.wiring import WORKER_TTL

    embedded = lock = None
    url = os.environ.get("REDIS_URL")
    if not url:
        data = Path(os.environ.get("MOONHALL_DATA", ROOT / "var")).resolve()
        lock, holder = lock_data_folder(data)
        if lock is None:
            say(f"the data folder {data} is in use by another `make serve` (pid {holder or '?'}); "
                "stop it, or give this one its own MOONHALL_DATA")
            return 2
    try:  # before anything starts: a refused server leaves nothing behind
        listener = listen(host, int(port))
    except OSError as e:
        if e.errno != errno.EADDRINUSE:
            say(f"cannot listen on {host}:{port}: {e}")
            return 2
        holders = port_holders(int(port))
        held = f" (pid {', '.join(map(str, holders))})" if holders else ""
        say(f"port {port} is in use{held}; stop that server, or give this one another PORT")
        return 2
    if lock is not None:
        embedded = EmbeddedRedis(data / "redis", unix=True).start()
        url = embedded.url
        say(f"embedded Redis on {url} (data in {data / 'redis'}; maxmemory {embedded.maxmemory}, noeviction)")
    env = {**os.environ, "REDIS_URL": url, "HOST": host, "PORT": port}
    bin_dir = Path(sys.executable).parent
    children = []
    # set by the main loop when a worker's death is seen (never by a signal handler)
    wake_sweeper = threading.Event()
    for i in range(workers):
        # no --with-scheduler: RQ's scheduler runs in this process (below), so a worker
        # killed alone takes no scheduler lock with it (issue 30, item 2)
        argv = [str(bin_dir / "rq"), "worker", "--url", url, "--worker-class", "rq.worker.SimpleWorker",
                "--worker-ttl", str(WORKER_TTL), "--quiet", "moonhall"]
        children.append(Child(f"rq worker {i}", argv, env, group=True,  # (Ctrl-C reaches only the supervisor)
                              on_death=wake_sweeper.set))
    fd = listener.fileno()  # every gunicorn started serves on the supervisor's socket (gunicorn_conf.py)
    children.append(Child("gunicorn", [str(bin_dir / "gunicorn"), "-c", str(ROOT / "service" / "gunicorn_conf.py"),
                                       "wsgi:app"], {**env, "MOONHALL_LISTEN_FD": str(fd)}, group=True,
                          pass_fds=(fd,)))
    for c in children:
        c.start()
    say(f"serving http://{host}:{port}/docs with {workers} RQ worker(s); Ctrl-C stops")

    stopping = threading.Event()  # for the sweeper thread; set by the loop below, never by a handler
    asked: list[int] = []

    def stop(signum, _frame):
        # only a plain append here: a handler runs between two bytecodes of the main thread,
        # which may be inside ``Event.set``/``wait`` holding the Event's lock, so a handler
        # calling ``stopping.set()`` deadlocked on a second signal (two Ctrl-C, or `timeout`
        # passing its signal on to its process group): the supervisor hung and gunicorn
        # stayed up
        asked.append(signum)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    # every module the two threads use is imported here, before either starts: two threads
    # importing rq at once deadlocked in the import machinery (_DeadlockError on
    # 'rq.exceptions' in this thread, the supervisor died and took the stack with it)
    import workers.retention, workers.sweeper  # noqa: E401,F401 (for sweeper_loop)
    from service.wiring import build_service, redis_client  # noqa: F401
    from workers.scheduler import loop as scheduler_loop
    sweeper = threading.Thread(target=sweeper_loop, args=(url, sweep_every, stuck_s, stopping, wake_sweeper),
                               daemon=True)
    sweeper.start()
    scheduler = threading.Thread(target=scheduler_loop, args=(redis_client(url), stopping, say), daemon=True)
    scheduler.start()
    redis_backoff, redis_next = 0.5, 0.0
    shown = None
    while not asked:
        now = time.time()
        if embedded is not None and not embedded.alive() and now >= redis_next:
            say(f"embedded Redis exited ({embedded.proc.returncode if embedded.proc else '?'}); restarting")
            try:
                embedded.start()
                redis_backoff = 0.5
                say("embedded Redis is back")
            except RuntimeError as e:
                say(f"{e}; next try in {redis_backoff:.1f}s")
                redis_next = now + redis_backoff
                redis_backoff = min(redis_backoff * 2, 10.0)
        for c in children:
            c.check(now)
        if lock is not None:  # <data>/serve.json: what runs now (for operators and the fault tests)
            pids = {"supervisor": os.getpid(), "redis": embedded.proc.pid if embedded.alive() else None,
                    "url": url, "port": int(port),
                    **{c.name: c.proc.pid if c.proc else None for c in children}}
            if pids != shown:
                tmp = data / "serve.json.tmp"
                tmp.write_text(json.dumps(pids, indent=1))
                tmp.replace(data / "serve.json")
                shown = pids
        time.sleep(0.2)
    stopping.set()
    wake_sweeper.set()
    say("stopping")
    for c in children:
        c.stop()
    listener.close()  # gunicorn closes its copy as it stops: then new connections are refused
    for c in children:
        c.wait(15)
    scheduler.join(5)  # its lock released, before Redis stops
    if embedded:
        embedded.stop()
    if lock:
        (data / "serve.json").unlink(missing_ok=True)
        lock.close()
    say("stopped")
    # all is stopped: a late Ctrl-C changes nothing and the exit status stays 0. Blocked,
    # not ignored: at exit Python restores the default action (death by that signal), and
    # setting SIG_IGN while one is pending prints "ignored due to race condition"
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    return 0


if __name__ == "__main__":
    sys.exit(main())
