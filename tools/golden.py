"""The golden corpus (issue 27): recorded game streams that must fold to the same views and
results on every commit.

Usage::

    python -m tools.golden record     # (re)generate tests/golden/ (overwrites it)
    python -m tools.golden check      # fold every stored stream with today's code: exit 1 on a difference

``record`` plays the games of ``SPECS`` through a real ``GameService`` on an embedded Redis
(bots of the random and greedy levels, through the service's own bot jobs; the "human"
seats play random or greedy moves, undo some, resign, lose on time) and writes one file per
game type, ``tests/golden/<type>.json``: for each game its meta (without token hashes),
every record of its stream as stored, and what it must fold to: at a few versions (the
first, the records after an undo or a seat change, a few in between, the last) a hash per
reader (each seat and the spectator) of the envelope of ``GET /v1/games/{id}`` at that
version plus the result, the full final envelopes for reading, and a hash of each
reader's event feed (``GET /v1/games/{id}/events``).

``check`` (and tests/test_golden.py) loads each stream into a fresh Redis - meta and
records only, never a snapshot (a snapshot is a fold by the code that wrote it, and would
hide a change of ``evolve``) - and reads the same envelopes through the service's load
path (``GameService.load``/``view``: the rules version from the meta, undo and seat
records, the table), so today's ``evolve``, ``view`` and ``result`` decide what it shows.

A game type that bumps its rules version keeps its old games here (they must still fold
as recorded, under ``Game.rules``) and adds games played under the new version: add specs
to ``specs()`` and run ``record --only NAME...``, which plays only the named games and
keeps every other recorded game as it is. (A plain ``record`` plays them all again: new
ids, nonces and times, and, after a rules change, new games - the old recordings are what
the corpus is for, so re-record everything only when starting a corpus afresh.)
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "golden"
FORMAT = "moonhall-golden/1"
#: versions between the first and the last at which the views are kept (as hashes)
BETWEEN = 5


@dataclass(frozen=True)
class Spec:
    """One corpus game: how it is created and played.

    ``seats``: per seat ``"random"``/``"greedy"`` (a bot seat of that level, played by the
    service's bot jobs) or ``"human"``/``"human-greedy"`` (a seat with a token whose moves
    the recorder chooses: at random or as the greedy bot would). ``stop``: the number of
    commands after which the game is left unfinished (None: played to its end). ``undo``:
    the chance a human seat that is still to act after its move takes it back.
    ``resign``: (command number, seat) pairs. ``timeout``: the game has a 1 s clock that
    ``on_timeout: lose``; the first human seat to act after ``timeout`` commands loses on
    time."""

    name: str
    type: str
    seats: tuple
    options: dict = field(default_factory=dict)
    seed: int = 1
    stop: int | None = None
    undo: float = 0.0
    resign: tuple = ()
    timeout: int | None = None


def _built_deck(seed: int) -> list[str]:
    """A legal R-14.1 deck list (a leader, its people's cards, others while the moons allow)."""
    from games.blue_moon import deckbuild
    return deckbuild.random_list(random.Random(seed))


def specs() -> list[Spec]:
    H, HG, R, G = "human", "human-greedy", "random", "greedy"
    return [
        # Azul: Summer Pavilion
        Spec("azul-2p-front", "azul-summer-pavilion", (HG, G), seed=11, undo=0.3),
        Spec("azul-3p-grey-resign", "azul-summer-pavilion", (H, G, HG), {"board_side": "grey"}, seed=12,
             resign=((9, 0),), undo=0.2),
        Spec("azul-4p-unfinished", "azul-summer-pavilion", (H, R, HG, G), {"first_player": 2}, seed=13,
             stop=40, undo=0.3),
        Spec("azul-2p-resign-ends", "azul-summer-pavilion", (H, HG), seed=14, resign=((12, 1),)),
        # Nova Luna
        Spec("nova-luna-solo", "nova-luna", (HG,), seed=21, undo=0.2),
        Spec("nova-luna-solo-phase2", "nova-luna", (H,), {"solo_phase_2_record": "phase_2_tiles",
                                                          "solo_final_penalty": "of_13"}, seed=22),
        Spec("nova-luna-2p-first-game", "nova-luna", (HG, G), {"first_game": True}, seed=23, undo=0.3),
        Spec("nova-luna-4p-forfeits", "nova-luna", (H, HG, G, R), seed=24, resign=((5, 0), (20, 1))),
        Spec("nova-luna-3p-timeout", "nova-luna", (HG, G, R), seed=25, timeout=4),
        Spec("nova-luna-3p-unfinished", "nova-luna", (H, G, HG), seed=26, stop=25, undo=0.3),
        # Blue Moon City
        Spec("bmc-2p", "blue-moon-city", (HG, G), seed=31, undo=0.3),
        Spec("bmc-3p-all-random-resign", "blue-moon-city", (HG, G, G), {"layout": "all_random",
                                                                        "scale_return": "all"},
             seed=32, resign=((15, 0),)),
        Spec("bmc-4p-unfinished", "blue-moon-city", (H, G, HG, R), seed=33, stop=30, undo=0.3),
        # Blue Moon (both editions, both pairings)
        Spec("bm-legends-vulca-hoax", "blue-moon", (HG, G), {"edition": "legends"}, seed=41, undo=0.3),
        Spec("bm-original-hoax-vulca", "blue-moon", (G, HG), {"edition": "original", "decks": ["hoax", "vulca"],
                                                             "first_player": 1}, seed=42, undo=0.3),
        Spec("bm-original-unfinished", "blue-moon", (H, G), {"edition": "original"}, seed=43, stop=30),
        Spec("bm-resign", "blue-moon", (HG, H), seed=44, resign=((10, 1),)),
        # Legends of Blue Moon: deck pairings and a built deck
        Spec("lbm-mimix-flit", "legends-of-blue-moon", (HG, G), {"decks": ["mimix", "flit"]}, seed=51, undo=0.3),
        Spec("lbm-khind-terrah-original", "legends-of-blue-moon", (G, HG), {"edition": "original",
                                                                           "decks": ["khind", "terrah"]}, seed=52),
        Spec("lbm-aqua-buka-unfinished", "legends-of-blue-moon", (H, G), {"decks": ["aqua", "buka"]}, seed=53,
             stop=25, undo=0.3),
        Spec("lbm-built-deck", "legends-of-blue-moon", (HG, G), {"decks": ["pillar", "vulca"],
                                                               "deck_lists": [_built_deck(54), None]}, seed=54),
    ]


# ----------------------------------------------------------------------------- reading
def normalise(env: dict) -> dict:
    """An envelope without what depends on when it is read: the time a running clock has
    left (it runs between two reads; ``since`` and ``deadline`` stay)."""
    ck = env.get("clock")
    if ck and ck.get("running_seats"):
        env = {**env, "clock": {**ck, "remaining_ms": None}}
    return env


def digest(obj: Any) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:24]


def readers(players: int) -> list:
    return [None, *range(players)]


def _key(seat) -> str:
    return "spectator" if seat is None else str(seat)


def envelopes(svc, lg, version: int | None) -> dict:
    """The envelope of each reader at ``version`` (None: now, as ``GET /v1/games/{id}``)."""
    return {_key(s): normalise(svc.view(lg, s, version)) for s in readers(len(lg.seats))}


def checkpoints(records: list[dict]) -> list[int]:
    """The versions a game's views are kept at: the first, the last, ``BETWEEN`` in
    between, each seat change (and the version before it), and the first and last undo
    (and the version before each). Few, so the check stays fast: a replay at a version
    folds the stream up to it (no snapshots in the check)."""
    n = len(records)
    vs = {1, n}
    vs.update(max(1, round(n * i / (BETWEEN + 1))) for i in range(1, BETWEEN + 1))
    undos = [v for v, r in enumerate(records, start=1) if r["k"] == "undo"]
    for v in [v for v, r in enumerate(records, start=1) if r["k"] == "seat"] + undos[:1] + undos[-1:]:
        vs.update({v - 1, v})
    return sorted(vs)


def feeds(svc, lg) -> dict:
    """A hash per reader of the whole event feed as it reads it now (``GET /events``: each
    record through the game's ``event_view``, a forfeited seat's as a spectator's)."""
    from projections import seat as seat_view
    records = svc.store.read(lg.gid)
    return {_key(s): digest(seat_view.events(lg.game, records, seat_view.reader(lg.table, s)))
            for s in readers(len(lg.seats))}


def expected(svc, gid: str, records: list[dict]) -> dict:
    """What the game must fold to: per checkpoint the readers' envelope hashes and the
    result; the final envelopes in full and the hash of each reader's event feed."""
    lg = svc.load(gid)
    out = []
    for v in checkpoints(records):
        envs = envelopes(svc, lg, None if v == lg.version else v)
        out.append({"version": v, "views": {k: digest(e) for k, e in envs.items()},
                    "result": envs["spectator"]["result"]})
    return {"checks": out, "final": envelopes(svc, lg, None), "feeds": feeds(svc, lg)}


# ----------------------------------------------------------------------------- recording
def _human_move(game, state, seat: int, kind: str, rng: random.Random):
    from projections import seat as seat_view
    moves = game.legal_moves(state, seat)
    if kind == "human-greedy" and "greedy" in game.bot_levels:
        return game.bot_move(seat_view.observation(game, state, seat), moves, "greedy", rng)
    return rng.choice(moves)


def play(svc, spec: Spec, max_commands: int = 5000) -> str:
    """Create and play one corpus game through the service; its id."""
    from service.errors import ApiError
    rng = random.Random(f"golden:{spec.name}")
    seats = [{"name": f"p{i}"} if k.startswith("human") else {"name": f"{k}{i}", "bot": k}
             for i, k in enumerate(spec.seats)]
    clock = {"initial_s": 1, "on_timeout": "lose"} if spec.timeout is not None else None
    created = svc.create(spec.type, seats, spec.options, spec.seed, clock=clock, resign_bot="greedy")
    gid = created["id"]
    resign = dict(spec.resign)
    timed_out = False
    for n in range(max_commands):
        lg = svc.load(gid)
        if svc.finished(lg) or (spec.stop is not None and n >= spec.stop):
            break
        game, state = lg.game, lg.state
        if n in resign:
            svc.resign(gid, resign.pop(n))
            continue
        if spec.timeout is not None and not timed_out and n >= spec.timeout:
            running = (lg.table.get("clock") or {}).get("running") or []
            if running:
                time.sleep(max(0.0, (lg.table["clock"]["since"] + lg.table["clock"]["remaining_ms"][running[0]]
                                     - time.time() * 1000) / 1000) + 0.05)
                assert svc.run_timeout(gid, lg.version, running[0]) == "timeout"
                timed_out = True
                continue
        if game.auto_move(state) is not None:
            svc.run_auto(gid, lg.version)
            continue
        seat = rng.choice(game.to_act(state))
        if lg.table["seats"][seat]["bot"] is not None:
            svc.run_bot(gid, lg.version, seat)
            continue
        svc.play(lg, seat, _human_move(game, state, seat, spec.seats[seat], rng), lg.version)
        if spec.undo and seat in game.to_act(lg.state) and rng.random() < spec.undo:
            try:
                svc.undo(lg, seat, None, None)
            except ApiError as e:  # the move revealed chance: not undoable
                if e.code != "undo_not_allowed":
                    raise
    else:
        raise RuntimeError(f"{spec.name}: not over after {max_commands} commands")
    return gid


def export(svc, gid: str, spec: Spec) -> dict:
    """One corpus entry: the game's meta (no token hashes), records, what they fold to."""
    from events import codec
    meta = {k: v for k, v in svc.store.meta(gid).items() if not k.startswith("tok:")}
    records = [codec.loads(p) for p in svc.store.raw_records(gid)]
    svc.forget(gid)  # fold it from the records, as the check will
    return {"name": spec.name, "id": gid, "meta": meta, "records": records, **expected(svc, gid, records)}


def _started():
    """A throwaway embedded Redis and a client of it (the caller stops it)."""
    import redis

    from service.embedded import EmbeddedRedis
    tmp = tempfile.TemporaryDirectory()
    server = EmbeddedRedis(tmp.name, persist=False).start()
    return tmp, server, redis.Redis.from_url(server.url)


def record(only: set[str] | None = None, out: Path = CORPUS) -> dict[str, int]:
    """Play and write the corpus (only the games named in ``only``, keeping the others)."""
    import games
    from events.store import RedisEventStore
    from service.games import GameService
    unknown = sorted((only or set()) - {s.name for s in specs()})
    if unknown:
        raise SystemExit(f"no corpus game named {', '.join(unknown)}")
    tmp, server, conn = _started()
    try:
        svc = GameService(RedisEventStore(conn), games.REGISTRY)
        by_type: dict[str, list] = {}
        for spec in specs():
            if only is not None and spec.name not in only:
                continue
            t0 = time.time()
            entry = export(svc, play(svc, spec), spec)
            by_type.setdefault(spec.type, []).append(entry)
            print(f"{spec.name}: {len(entry['records'])} records, "
                  f"{entry['final']['spectator']['status']}, {time.time() - t0:.1f} s", file=sys.stderr)
    finally:
        conn.close()
        server.stop()
        tmp.cleanup()
    out.mkdir(parents=True, exist_ok=True)
    counts = {}
    for type_id, entries in by_type.items():
        path = out / f"{type_id}.json"
        if only is not None and path.exists():
            kept = [g for g in json.loads(path.read_text())["games"] if g["name"] not in only]
            entries = kept + entries
        order = {s.name: i for i, s in enumerate(specs())}
        entries.sort(key=lambda g: order.get(g["name"], len(order)))
        path.write_text(dumps({"format": FORMAT, "type": type_id, "games": entries}))
        counts[type_id] = len(entries)
    return counts


def dumps(doc: dict) -> str:
    """Compact JSON, one game a line (diffs stay readable per game)."""
    head = json.dumps({k: v for k, v in doc.items() if k != "games"}, separators=(",", ":"))[:-1]
    games = ",\n".join(json.dumps(g, separators=(",", ":"), sort_keys=True) for g in doc["games"])
    return f'{head},"games":[\n{games}\n]}}\n'


# ----------------------------------------------------------------------------- checking
def load_corpus(path: Path = CORPUS) -> list[dict]:
    """Every corpus file's document, by file name."""
    return [json.loads(p.read_text()) for p in sorted(path.glob("*.json"))]


def _store_game(conn, gid: str, meta: dict, records: list[dict]) -> None:
    """Put a recorded game into Redis as the service stores it: its meta and its stream
    (entry ``<version>-0``, field ``d``), nothing else (no snapshot, no lobby entry)."""
    from events import codec
    from events.store import RedisEventStore as S
    pipe = conn.pipeline(transaction=False)
    pipe.delete(S.meta_key(gid), S.stream(gid), S.snap_key(gid))
    pipe.hset(S.meta_key(gid), mapping=meta)
    for v, rec in enumerate(records, start=1):
        pipe.xadd(S.stream(gid), {"d": codec.dumps(rec)}, id=f"{v}-0")
    pipe.execute()


def check(registry: dict, corpus: list[dict] | None = None, conn=None) -> list[dict]:
    """Fold every corpus game with the rules in ``registry`` through a ``GameService`` and
    compare with what was recorded. Returns the differences, one per game at its first
    differing version: ``{"type", "game", "version", "readers", "expected_result",
    "result"}`` (``readers``: the seats, or ``spectator``, whose envelope differs; a
    difference in an event feed only is reported at the last version with ``feed``; a game
    that cannot be folded at all with ``error``). Empty: all fold the same.
    ``conn``: a Redis to use (it is flushed); by default a throwaway embedded one."""
    from events.store import RedisEventStore
    from service.games import GameService
    corpus = load_corpus() if corpus is None else corpus
    own = None
    if conn is None:
        own = _started()
        conn = own[2]
    try:
        conn.flushdb()
        svc = GameService(RedisEventStore(conn), registry)
        diffs = []
        for doc in corpus:
            for g in doc["games"]:
                _store_game(conn, g["id"], g["meta"], g["records"])
                diff = _check_game(svc, doc["type"], g)
                if diff is not None:
                    diffs.append(diff)
        return diffs
    finally:
        if own is not None:
            own[2].close()
            own[1].stop()
            own[0].cleanup()


def _as_recorded(envs: dict, final: dict) -> dict:
    """Each reader's envelope with the fields its recorded envelope had: a field the API
    adds later (e.g. ``hints``) is not a change of how the game folds; a field that is
    gone or reads differently is."""
    return {k: {f: _recorded_field(f, e.get(f), final.get(k, {})) for f in final.get(k, e)} for k, e in envs.items()}


def _recorded_field(name: str, value, recorded: dict):
    """A field as recorded: the result keeps the keys it was recorded with (issue 24 added
    ``final_scores``, ``tie_breaker`` and ``end`` beside them: words for players, not a
    change of how the game folds)."""
    was = recorded.get("result") if isinstance(recorded, dict) else None
    if name == "result" and isinstance(value, dict) and isinstance(was, dict):
        return {f: value.get(f) for f in was if f in value or f in was}
    return value


def _check_game(svc, type_id: str, g: dict) -> dict | None:
    where = {"type": type_id, "game": g["name"]}
    try:
        lg = svc.load(g["id"])
        final = lg.version
        for c in g["checks"]:
            envs = _as_recorded(envelopes(svc, lg, None if c["version"] == final else c["version"]), g["final"])
            got = {k: digest(e) for k, e in envs.items()}
            bad = sorted(k for k in set(got) | set(c["views"]) if got.get(k) != c["views"].get(k))
            result = envs["spectator"]["result"]
            if bad or result != c["result"]:
                return {**where, "version": c["version"], "readers": bad,
                        "expected_result": c["result"], "result": result}
        now = json.loads(json.dumps(_as_recorded(envelopes(svc, lg, None), g["final"])))  # (as stored: JSON)
        if now != g["final"]:  # (the last check's hashes cover it; the full views are for reading)
            return {**where, "version": final, "readers": sorted(k for k in now if now[k] != g["final"].get(k)),
                    "expected_result": g["final"]["spectator"]["result"], "result": now["spectator"]["result"]}
        got = feeds(svc, lg)
        if got != g["feeds"]:
            return {**where, "version": final, "readers": sorted(k for k in got if got[k] != g["feeds"].get(k)),
                    "feed": True}
    except Exception as e:  # a stream today's code cannot fold at all
        return {**where, "version": None, "error": f"{type(e).__name__}: {e}"}
    return None


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.golden", description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=["record", "check"])
    ap.add_argument("--only", nargs="+", help="record: play only these games (names in specs()), keep the others")
    args = ap.parse_args(argv)
    import games
    if args.command == "record":
        counts = record(set(args.only) if args.only else None)
        size = sum(p.stat().st_size for p in CORPUS.glob("*.json"))
        print(json.dumps({"games": counts, "files": len(list(CORPUS.glob('*.json'))), "bytes": size}))
        return 0
    t0 = time.time()
    diffs = check(games.REGISTRY)
    for d in diffs:
        print(json.dumps(d))
    print(f"{'OK' if not diffs else 'DIFFERENT'}: {len(diffs)} game(s) differ ({time.time() - t0:.2f} s)",
          file=sys.stderr)
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
