"""One reader per process for every open stream and long poll (issue 29).

Every SSE stream, view long poll (``GET /v1/games/{id}?after=&wait=``) and ``GET
/events?wait=`` of a process waits here instead of in an ``XREAD BLOCK`` of its own: with
300 spectators on one game Redis held 335 connections (one blocking read each), and
10,000 open pages on each of ten nodes would have asked one Redis for 100,000.

How it waits: the append script (events/append.lua) publishes the game's new version on
the game's channel ``mh:g:{<id>}:n`` after every append; this process's reader holds
**one pub-sub connection** subscribed to the channels of the games its clients wait on
(SUBSCRIBE per game: Redis sends it only its own games' notices), and when a notice comes
it reads the new records itself, for all the games that moved, in one round trip (a
non-blocking multi-key ``XREAD`` on one Redis; a pipeline of ``XRANGE``, one per game, on
a Redis Cluster), and hands the same records to every waiter of that game.

Why pub-sub and not one multi-key ``XREAD BLOCK``: on a Redis Cluster a multi-key command
must keep to one hash slot, and every game has a slot of its own (events/store.py), so one
``XREAD BLOCK`` per process cannot span its games there - it would be one per game again.
A PUBLISH reaches a subscriber on any node of a cluster (Redis 6 broadcasts it over the
cluster bus; keyspace notifications stay on their node and need the server's
``notify-keyspace-events`` configured, which a managed Redis may refuse), so one
connection per process serves a cluster as it serves one Redis. Pub-sub alone loses what
is published while nobody listens; the catch-up read is what makes it exact: the reader
keeps, per game, the last version it read, and reads every record past it from the
stream itself (stream ids are versions) - after a subscription is confirmed and after a
dropped connection is made again - so a notice missed is never a record missed. The
notice only says "read now".

No gap between a client's catch-up and its wait: a client registers first (``watch``),
then does its own catch-up read (its load, or ``read``), then tells the watch how far it
got (``seen``); records the reader hands it at or below that are dropped (stream ids
de-duplicate), so an append before, during or after the catch-up reaches it exactly once.
A game new to the reader starts from the lowest version its first watchers gave, read
once its subscription is confirmed (a notice published before that is in the read).

No thundering herd: a game's first watcher subscribes it (a second one only joins the
set), a wake is one read per process however many wait, and a game whose last watcher
left stays subscribed for ``LINGER_S`` (a page reloading re-registers for free).
Projection happens in the waiters, through the per-seat projection (projections/seat.py)
with a per-process memo keyed by (game, version, seat) in service/stream.py: once per
distinct seat, spectators sharing one.

Other channels on the same connection (``listen``): the lobby's change channel
``mh:{lobby}:n`` that ``GET /v1/lobby/changes`` waits on (service/lobbywatch.py) is
subscribed here too, so a process holds one pub-sub connection for its streams, long
polls and lobby long polls, not one per kind. A channel's listener is called with each
message and with each confirmed subscription (the first, and again after a reconnect):
what was published while nobody listened is then caught by the waiters' own read
(they register, then read, then wait; a call after the read wakes them to read again).
A channel nobody holds stays subscribed for ``LINGER_S``.

Under gunicorn's gevent worker the reader is a greenlet (threading is patched), under
gthread and in the test app a daemon thread; it is started on first use in each process
(so after gunicorn's fork) and is per event store client.
"""
from __future__ import annotations

import logging
import os
import threading
import time

import redis

from events.model import Record
from events.store import RedisEventStore, is_cluster
from service import priority

log = logging.getLogger("moonhall.fanout")

TICK_S = 0.05      # the reader's longest sleep between looks at new registrations
LINGER_S = 30.0    # a game without watchers stays subscribed this long
RETRY_S = (0.05, 0.2, 0.5, 1.0, 2.0)  # backoff while Redis cannot be reached
CHUNK = 32         # waiters woken before the reader steps aside (other requests run between)
# how long the reader waits after a notice before it reads and wakes the waiters: the
# mover's answer, made in whichever process took the POST, goes out first, before the
# watchers' writes in every process compete with it for the cores (issue 29: with 10,000
# streams open a POST's p99 went from 6.0-6.5 ms to 2.2 ms, the delivery p50 from 20 to
# 25 ms); notices within it are read together
NOTICE_DELAY_S = float(os.environ.get("MOONHALL_FANOUT_DELAY_MS", "5")) / 1000


class Watch:
    """One client's wait on one game. Use: ``watch`` (registered), the client's own
    catch-up read, ``seen(version)``, then ``wait`` as often as needed, ``close``."""

    __slots__ = ("reader", "gid", "cursor", "read_to", "_pending", "_event")

    def __init__(self, reader: "Reader", gid: str, after: int):
        self.reader, self.gid, self.cursor = reader, gid, after
        self.read_to = -1  # how far the reader had read the game when this watch joined it
        self._pending: list = []
        self._event = threading.Event()

    def behind(self, version: int) -> bool:
        """Whether the reader had already read the game past ``version`` when this watch
        registered: those records were handed out before, so a client at ``version``
        reads them itself (its catch-up). Otherwise the reader hands over every record
        past ``version`` (a game new to it is read from there once subscribed)."""
        return self.read_to > version

    def seen(self, version: int) -> None:
        """The client has every record up to ``version`` (its catch-up read): the reader's
        copies of those are dropped."""
        if version > self.cursor:
            self.cursor = version

    def _give(self, records: list[Record]) -> None:  # (the reader, under its lock)
        self._pending.append(records)
        self._event.set()

    def wait(self, timeout: float) -> list[Record]:
        """The records past the cursor, in order, each once; waits up to ``timeout``
        seconds for the first ([] then)."""
        out = self._take()
        if out or timeout <= 0:
            return out
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not self._event.wait(left):
                return self._take()
            out = self._take()
            if out:
                return out

    def _take(self) -> list[Record]:
        with self.reader.lock:
            batches, self._pending = self._pending, []
            self._event.clear()
        out = []
        for batch in batches:  # (batches come in order; a record at or below the cursor was in the catch-up)
            for rec in batch:
                if rec.version > self.cursor:
                    out.append(rec)
                    self.cursor = rec.version
        return out

    def close(self) -> None:
        self.reader._unwatch(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class _Game:
    __slots__ = ("last", "watches", "live", "idle_since")

    def __init__(self, last: int):
        self.last = last          # every record up to here has been read (or is in each watch's catch-up)
        self.watches: set[Watch] = set()
        self.live = False         # subscribed (confirmed) and read once since
        self.idle_since = 0.0


class _Channel:
    __slots__ = ("on_notice", "holders", "idle_since")

    def __init__(self, on_notice):
        self.on_notice = on_notice  # called (outside the reader's lock) with each message's data, None on a subscription
        self.holders = 0
        self.idle_since = 0.0


class Reader:
    """The per-process reader of one event store (see the module's docstring)."""

    def __init__(self, store: RedisEventStore):
        self.store = store
        self.lock = threading.Lock()
        self.games: dict[str, _Game] = {}
        self.channels: dict[str, _Channel] = {}  # other channels listened to (the lobby's), by name
        self._subscribe: set[str] = set()      # games to SUBSCRIBE (new, or after a reconnect)
        self._subscribe_ch: set[str] = set()   # other channels to SUBSCRIBE
        self._dirty: set[str] = set()          # games to read now
        self._ps = None
        self._client = None
        self._thread: threading.Thread | None = None
        self._pid = os.getpid()
        self.reconnects = 0                    # (for tests and the log)
        self.reads = 0                         # catch-up reads made (one per wake, all games together)

    # ------------------------------------------------------------------ clients
    def watch(self, gid: str, after: int) -> Watch:
        """Register a wait on ``gid`` past version ``after`` (the version the client has
        before its catch-up read). Do the catch-up after this call, then ``seen``."""
        w = Watch(self, gid, after)
        with self.lock:
            g = self.games.get(gid)
            if g is None:
                g = self.games[gid] = _Game(after)
                self._subscribe.add(gid)
            elif not g.live and after < g.last:
                g.last = after  # not read yet: start from the lowest version asked for
            if g.live:
                w.read_to = g.last
            g.watches.add(w)
            g.idle_since = 0.0
        self._ensure_running()
        return w

    def follows(self, gid: str, version: int) -> bool:
        """Whether this reader is subscribed to ``gid`` and has read it up to exactly
        ``version``: a process whose cache is at that version then knows every record
        whose notice has come (what a long poll past an older version may answer with,
        without a read of its own)."""
        g = self.games.get(gid)
        return g is not None and g.live and g.last == version

    def hold(self, channel: str, on_notice) -> None:
        """Listen to ``channel`` on this reader's connection (one more holder): ``on_notice``
        is called with each message's data, and with None each time the subscription is
        confirmed (first, and after a reconnect - what was published meanwhile was not
        heard). A holder registers (this call) before it reads what the channel announces,
        so nothing published after its read is missed. ``release`` when done."""
        with self.lock:
            ch = self.channels.get(channel)
            if ch is None:
                ch = self.channels[channel] = _Channel(on_notice)
                self._subscribe_ch.add(channel)
            ch.holders += 1
            ch.idle_since = 0.0
        self._ensure_running()

    def release(self, channel: str) -> None:
        with self.lock:
            ch = self.channels.get(channel)
            if ch is not None:
                ch.holders = max(0, ch.holders - 1)
                if not ch.holders:
                    ch.idle_since = time.monotonic()

    def subscribed(self, channel: str) -> bool:
        """Whether ``channel`` is in this reader's subscription (asked, maybe not confirmed)."""
        return channel in self.channels

    def _unwatch(self, w: Watch) -> None:
        with self.lock:
            g = self.games.get(w.gid)
            if g is not None:
                g.watches.discard(w)
                if not g.watches:
                    g.idle_since = time.monotonic()

    def _ensure_running(self) -> None:
        if self._thread is not None and self._pid == os.getpid():
            return
        with self.lock:
            if self._thread is not None and self._pid == os.getpid():
                return
            if self._pid != os.getpid():  # forked (gunicorn): nothing of the parent's connection is ours
                self._pid, self._ps, self._client = os.getpid(), None, None
                self._subscribe |= set(self.games)
                self._subscribe_ch |= set(self.channels)
                for g in self.games.values():
                    g.live = False
            self._thread = threading.Thread(target=self._run, name="moonhall-fanout", daemon=True)
            self._thread.start()

    def _stop_if_idle(self) -> bool:
        """The thread ends (and its connection closes) once no game is watched; the next
        ``watch`` starts it again. Decided under the lock, so a watch never finds a thread
        that is leaving."""
        with self.lock:
            if self.games or self._subscribe or self.channels:
                return False
            self._thread = None
            ps, client, self._ps, self._client = self._ps, self._client, None, None
        self._close(ps, client)
        return True

    # ------------------------------------------------------------------ the reader
    @staticmethod
    def channel(gid: str) -> str:
        return RedisEventStore.notice_channel(gid)

    @staticmethod
    def _gid(channel) -> str:
        c = channel.decode() if isinstance(channel, bytes) else channel
        return c[c.index("{") + 1:c.index("}")]

    def _connect(self) -> None:
        """A pub-sub connection of its own: to the one Redis, or to a master of the
        cluster (a PUBLISH reaches every node). No socket timeout cuts it while idle
        (it waits with ``get_message(timeout=)``); a dead peer is seen by the keepalive
        PINGs of redis-py's health check."""
        r = self.store.r
        if is_cluster(r):
            node = r.get_primaries()[self.reconnects % len(r.get_primaries())]
            kw = dict(r.get_redis_connection(node).connection_pool.connection_kwargs)
        else:
            kw = dict(r.connection_pool.connection_kwargs)
            cls = r.connection_pool.connection_class
        kw.update(socket_timeout=10, health_check_interval=5, client_name="moonhall-fanout")  # (named in CLIENT LIST)
        if is_cluster(r):
            self._client = redis.Redis(**{k: v for k, v in kw.items() if k != "connection_class"})
        else:
            self._client = redis.Redis(connection_pool=redis.ConnectionPool(connection_class=cls, **kw))
        self._ps = self._client.pubsub(ignore_subscribe_messages=False)

    @staticmethod
    def _close(*conns) -> None:
        for c in conns:
            try:
                if c is not None:
                    c.close()
            except Exception:  # pragma: no cover - closing a dead socket
                pass

    def _drop(self) -> None:
        """After a lost connection: every game is subscribed again and read from where it
        was, so what was published meanwhile is read from the stream."""
        with self.lock:
            ps, client, self._ps, self._client = self._ps, self._client, None, None
            for g in self.games.values():
                g.live = False
            self._subscribe = set(self.games)
            self._subscribe_ch = set(self.channels)
        self._close(ps, client)
        self.reconnects += 1

    def _run(self) -> None:
        failures = 0
        while True:
            try:
                self._round()
                failures = 0
            except Exception as e:  # a bug here must not stop every stream of the process
                lost = isinstance(e, (redis.ConnectionError, redis.TimeoutError, OSError))
                if failures % 20 == 0:  # (not once a second while Redis is down)
                    if lost:
                        log.warning("fan-out reader: Redis connection lost (%s: %s); reconnecting",
                                    type(e).__name__, e)
                    else:
                        log.exception("fan-out reader failed; starting again")
                self._drop()
                time.sleep(RETRY_S[min(failures, len(RETRY_S) - 1)])
                failures += 1
            if self._stop_if_idle():
                return

    def _round(self) -> None:
        if self._ps is None:
            self._connect()
        with self.lock:
            new, self._subscribe = self._subscribe, set()
            new_ch, self._subscribe_ch = self._subscribe_ch, set()
            gone = [self.channel(g) for g in self._linger_over()] + self._channels_over()
        if new or new_ch:
            self._ps.subscribe(*[self.channel(g) for g in new], *new_ch)
        if gone:
            self._ps.unsubscribe(*gone)
        msg = self._ps.get_message(timeout=TICK_S if not self._dirty else 0)
        while msg is not None:
            self._note(msg)
            msg = self._ps.get_message(timeout=0)
        if self._dirty:
            self._read()

    def _linger_over(self) -> list[str]:
        """Games nobody waited on for LINGER_S: forgotten (under the lock)."""
        now = time.monotonic()
        gone = [gid for gid, g in self.games.items()
                if not g.watches and g.idle_since and now - g.idle_since > LINGER_S]
        for gid in gone:
            del self.games[gid]
            self._dirty.discard(gid)
        return gone

    def _channels_over(self) -> list[str]:
        """Other channels nobody held for LINGER_S: forgotten (under the lock)."""
        now = time.monotonic()
        gone = [name for name, ch in self.channels.items()
                if not ch.holders and ch.idle_since and now - ch.idle_since > LINGER_S]
        for name in gone:
            del self.channels[name]
            self._subscribe_ch.discard(name)
        return gone

    def _note(self, msg: dict) -> None:
        kind = msg["type"]
        kind = kind.decode() if isinstance(kind, bytes) else kind
        if kind not in ("message", "subscribe"):
            return
        name = msg["channel"]
        name = name.decode() if isinstance(name, bytes) else name
        ch = self.channels.get(name)
        if ch is not None:  # (a listener's channel: told outside the lock)
            ch.on_notice(msg["data"] if kind == "message" else None)
            return
        gid = self._gid(name)
        with self.lock:
            g = self.games.get(gid)
            if g is None:
                return
            if kind == "subscribe":
                # subscribed: what was appended before is read now (nothing is missed
                # between the registration and the subscription)
                self._dirty.add(gid)
            elif int(msg["data"]) > g.last:
                self._dirty.add(gid)

    def _read(self) -> None:
        if NOTICE_DELAY_S > 0:
            time.sleep(NOTICE_DELAY_S)
            msg = self._ps.get_message(timeout=0)  # notices that came meanwhile: one read for them all
            while msg is not None:
                self._note(msg)
                msg = self._ps.get_message(timeout=0)
        with self.lock:
            want = {gid: self.games[gid].last for gid in self._dirty if gid in self.games}
        got = self.store.read_many(want)
        self.reads += 1
        handed: list[tuple[list, list]] = []
        with self.lock:
            self._dirty -= want.keys()
            for gid, start in want.items():
                g = self.games.get(gid)
                if g is None:
                    continue
                if g.last < start:
                    # a watch further back joined while this read ran (the game was not
                    # read yet): read again from there, hand nothing out meanwhile
                    self._dirty.add(gid)
                    continue
                g.live = True
                records = [r for r in got.get(gid, ()) if r.version > g.last]
                if not records:
                    continue
                g.last = records[-1].version
                handed.append((list(g.watches), records))
        # handed over a chunk at a time, the reader stepping aside before each chunk: under
        # gevent every woken stream runs before the loop looks at sockets again, so with
        # 1,000 watchers of one game a player's POST waited behind all of their writes
        # (issue 29: watchers of the game being played must not slow its players). While
        # this process runs a command (the move that woke them, or the mover's next one)
        # the reader waits for it, a bounded while (service/priority.py)
        for watches, records in handed:
            for i in range(0, len(watches), CHUNK):
                priority.defer()
                with self.lock:
                    for w in watches[i:i + CHUNK]:
                        w._give(records)


_readers: dict[int, Reader] = {}
_readers_lock = threading.Lock()


def one_per_client(table: dict, lock: threading.Lock, store: RedisEventStore, make):
    """The one ``make(store)`` of this process for ``store``'s Redis client, kept in
    ``table`` (a new client - a test's new Redis - gets its own)."""
    key = id(store.r)
    got = table.get(key)
    if got is None or got.store.r is not store.r:
        with lock:
            got = table.get(key)
            if got is None or got.store.r is not store.r:
                got = table[key] = make(store)
    return got


def reader(store: RedisEventStore) -> Reader:
    """This process's reader of ``store``'s Redis (one per store client)."""
    return one_per_client(_readers, _readers_lock, store, Reader)
