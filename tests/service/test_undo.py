"""Undo over a real Redis (issue 30, items 1, 10 and 12).

Item 1: a game full of undos loads, replays and undoes in time linear in the records
since the last snapshot. ``fold`` used to fold the window up to an undo's target again
for every undo record, undo records included, so every undo in a window doubled the
cost (17 move+undo pairs: 16 s an undo). The tests count ``Game.evolve`` calls, not
time: the counting game stops an operation once it passes its budget, so on the old
code they fail at once instead of running for hours.

Item 10: a retried ``POST /undo`` with its ``Idempotency-Key`` answers the first undo
again instead of taking back one more move.

Item 12: chance is drawn at the command's place in the game's history of chance (the
count of revealing records), not at its stream version, so undoing and replaying a
move cannot draw again.
"""
from __future__ import annotations

import pytest

from events import codec
from events.model import Record
from events.store import RedisEventStore
from games.base import SYSTEM
from projections.state import SNAPSHOT_EVERY, StateProjection
from projections.undo import undo_targets
from service.games import GameService, chance_rng, command_rng
from service.ports import NoDispatch
from tests.service.fakegame import GAME, DrawRace


class OverBudget(Exception):
    pass


class CountedDrawRace(DrawRace):
    """The draw-race game counting its ``evolve`` calls; past ``budget`` an operation
    stops (the exponential fold of the old code would otherwise run for hours)."""

    def __init__(self):
        self.calls, self.budget = 0, None

    def start(self, budget: int | None) -> None:
        self.calls, self.budget = 0, budget

    def evolve(self, s, e):
        self.calls += 1
        if self.budget is not None and self.calls > self.budget:
            raise OverBudget(f"more than {self.budget} evolve calls in one operation")
        return super().evolve(s, e)


#: evolve calls one load may take when it folds from its window's snapshot: the records
#: since the snapshot (at most SNAPSHOT_EVERY and one command's records past a mark, as
#: the snapshot at a mark is the version of the command that crossed it)
WINDOW = 2 * SNAPSHOT_EVERY


def reference(records: list[Record]) -> dict[int, object]:
    """The state after every version, by the definition: an undo record's state is its
    target's, any other record folds onto the one before (no snapshot, no cache)."""
    states: dict[int, object] = {}
    for r in records:
        if r.kind == "created":
            states[r.version] = GAME.load_state(r.state)
        elif r.kind == "game":
            states[r.version] = GAME.evolve(states[r.version - 1], r.event)
        elif r.kind == "undo":
            states[r.version] = states[r.to]
        else:
            states[r.version] = states[r.version - 1]
    return states


def build(service: GameService, game: CountedDrawRace) -> str:
    """A two-seat game through GameService: a first turn of 40 mark+undo pairs in a row,
    then turns that mark, mark and undo a few times, mark and undo back to the turn's
    start (10-16 versions back: across a snapshot mark now and then), mark, sometimes
    draw (a reveal), and end; the table scores. Every command is held to one window's
    evolve calls."""
    gid = service.create(GAME.id, [{"name": "ann"}, {"name": "bob"}], {"rounds": 5}, 11)["id"]

    def run(fn, *args, **kw):
        game.start(WINDOW)
        try:
            return fn(*args, **kw)
        finally:
            game.start(None)

    def play(move, seat=None):
        lg = run(service.load, gid)
        seat = GAME.to_act(lg.state)[0] if seat is None else seat
        run(service.play, lg, seat, move, lg.version)

    def undo(earliest=False):
        lg = run(service.load, gid)
        seat = GAME.to_act(lg.state)[0]
        to = None
        if earliest:
            to = undo_targets(service.store, gid, lg.version, seat)[-1]
        run(service.undo, lg, seat, to, lg.version)

    for _ in range(40):  # the finding: move+undo pairs in a row
        play({"type": "mark"})
        undo()
    turn = 0
    while not GAME.is_over(run(service.load, gid).state):
        lg = run(service.load, gid)
        if GAME.auto_move(lg.state) is not None:
            play(GAME.auto_move(lg.state), SYSTEM)
            continue
        play({"type": "mark"})
        for _ in range(3 + turn % 4):
            play({"type": "mark"})
            undo()
        play({"type": "mark"})
        undo(earliest=True)  # back over all of them to the turn's start
        play({"type": "mark"})
        if turn % 3 == 0:
            play({"type": "draw"})
        play({"type": "end"})
        turn += 1
    return gid


def check_folds(store: RedisEventStore, game: CountedDrawRace, gid: str, per_load: int) -> None:
    """Every version, loaded cold, equals the reference fold, within ``per_load`` evolve
    calls with snapshots and one per record without."""
    records = store.read(gid)
    want = reference(records)
    top = records[-1].version
    for v in range(1, top + 1):
        game.start(per_load)
        assert StateProjection(store).state_at(game, gid, v) == want[v], v
        game.start(top)
        assert StateProjection(store, snapshots=False).state_at(game, gid, v) == want[v], v
    game.start(per_load)
    svc = GameService(store, {GAME.id: game}, NoDispatch())  # a fresh process: nothing cached
    lg = svc.load(gid)
    assert (lg.version, lg.state) == (top, want[top])
    game.start(None)


@pytest.fixture
def counted():
    return CountedDrawRace()


@pytest.fixture
def undo_game(conn, counted):
    store = RedisEventStore(conn)
    gid = build(GameService(store, {GAME.id: counted}, NoDispatch()), counted)
    return store, gid


def test_a_game_of_many_undos_loads_in_time_linear_in_its_window(undo_game, counted):
    store, gid = undo_game
    records = store.read(gid)
    undos = [r for r in records if r.kind == "undo"]
    assert len(undos) >= 80 and records[-1].version > 4 * SNAPSHOT_EVERY
    # some undos went back across a snapshot mark: their state was written with them
    crossing = [r for r in undos if r.to < (r.version // SNAPSHOT_EVERY) * SNAPSHOT_EVERY < r.version]
    assert any(r.version - r.to > 10 for r in crossing)
    assert all(f is not None for f in store.snapshots(gid, [f"u{r.version}" for r in crossing]))
    check_folds(store, counted, gid, WINDOW)


def test_undo_records_stored_before_undo_snapshots_fold_the_same(undo_game, counted, conn):
    """A game stored by the old code (no undo snapshots, no count of reveals in its
    snapshots) folds to the same states, with the memo alone: each version at most once."""
    store, gid = undo_game
    key = store.snap_key(gid)
    fields = [f.decode() for f in conn.hkeys(key)]
    conn.hdel(key, *[f for f in fields if f.startswith("u")])
    for f in fields:
        if not f.startswith("u"):
            snap = store.snapshot(gid, int(f))
            snap.pop("n", None)
            conn.hset(key, f, codec.dumpb(snap))
    assert not any(f.decode().startswith("u") for f in conn.hkeys(key))
    top = store.version(gid)
    check_folds(store, counted, gid, top)
    # and the fold of one version never passes a version twice: at most the records up to it
    counted.start(None)
    for v in range(SNAPSHOT_EVERY, top + 1, 7):
        counted.calls = 0
        StateProjection(store).state_at(counted, gid, v)
        assert counted.calls <= v


# ---------------------------------------------------------------------------- item 10

def _auth(g, seat):
    return {"Authorization": f"Bearer {g['seats'][seat]['token']}"}


def test_a_retried_undo_with_its_idempotency_key_answers_the_first(client, conn):
    g = client.post("/v1/games", json={"type": GAME.id, "seats": [{"name": "ann"}, {"name": "bob"}]}).json
    url = f"/v1/games/{g['id']}"
    for v in (1, 2):
        assert client.post(f"{url}/moves", json={"move": {"type": "mark"}, "expected_version": v},
                           headers=_auth(g, 0)).status_code == 201
    h = {**_auth(g, 0), "Idempotency-Key": "undo-1"}
    first = client.post(f"{url}/undo", json={}, headers=h)
    assert first.status_code == 201 and first.json["version"] == 4
    again = client.post(f"{url}/undo", json={}, headers=h)
    assert again.status_code == 200 and again.json["replayed"] is True
    assert again.json["version"] == 4 and again.json["events"] == first.json["events"]
    assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == 4  # nothing appended: one move taken back, not two
    view = client.get(url, headers=_auth(g, 0)).json
    assert view["version"] == 4 and view["state"]["marks"][0] == 1
    # a new key undoes the next move; a key of another seat is its own
    assert client.post(f"{url}/undo", json={}, headers={**_auth(g, 0), "Idempotency-Key": "undo-2"}).json["version"] == 5
    assert client.post(f"{url}/undo", json={}, headers={**_auth(g, 0), "Idempotency-Key": ""}).status_code == 400
    assert client.post(f"{url}/undo", json={}, headers={**_auth(g, 0), "Idempotency-Key": "x" * 201}).status_code == 400
    assert conn.xlen(f"mh:g:{{{g['id']}}}:s") == 5


# ---------------------------------------------------------------------------- item 12

SEED = 424242


def _draw_after(service, gid: str, dither: int) -> int:
    """Seat 0 marks, undoes and marks again ``dither`` times, then draws: the card."""
    lg = service.load(gid)
    service.play(lg, 0, {"type": "mark"}, lg.version)
    for _ in range(dither):
        service.undo(lg, 0, None, lg.version)
        service.play(lg, 0, {"type": "mark"}, lg.version)
    out = service.play(lg, 0, {"type": "draw"}, lg.version)
    return out["events"][0]["event"]["card"]


def test_an_undo_does_not_draw_again(service):
    """With a chosen (public) seed, a seat that marks, undoes and marks again draws the
    card it would have drawn without the undo: no replay offers another draw."""
    draws = []
    for dither in range(4):
        gid = service.create(GAME.id, [{"name": "ann"}, {"name": "bob"}], {}, SEED)["id"]
        draws.append(_draw_after(service, gid, dither))
    assert draws == [draws[0]] * 4, draws


def test_the_draws_are_checked_from_the_seed_and_the_public_record(service):
    """Anyone holding the revealed seed checks every draw: the n-th command after n
    revealing events draws from chance_rng(seed, n), whatever was undone before it."""
    gid = service.create(GAME.id, [{"name": "ann"}, {"name": "bob"}], {"rounds": 2}, SEED)["id"]
    lg = service.load(gid)
    while not GAME.is_over(lg.state):
        if GAME.auto_move(lg.state) is not None:
            service.play(lg, SYSTEM, GAME.auto_move(lg.state), lg.version)
            continue
        seat = GAME.to_act(lg.state)[0]
        service.play(lg, seat, {"type": "mark"}, lg.version)
        service.undo(lg, seat, None, lg.version)
        service.play(lg, seat, {"type": "draw"}, lg.version)
        service.play(lg, seat, {"type": "end"}, lg.version)
    records = service.store.read(gid)
    states = reference(records)
    drawn = [r for r in records if r.kind == "game" and r.event["type"] == "drew"]
    assert len(drawn) == 4
    for r in drawn:
        n = sum(1 for x in records if x.version <= r.cmd and x.reveals)
        assert GAME.decide(states[r.cmd], r.seat, {"type": "draw"}, chance_rng(SEED, n)) == [r.event]


def test_a_game_created_before_the_change_keeps_its_draws(service, conn, registry):
    """A game whose meta has no ``chance`` (created before issue 30) keeps drawing by its
    stream version, so its draws stay checkable as they were made."""
    gid = service.create(GAME.id, [{"name": "ann"}, {"name": "bob"}], {}, SEED)["id"]
    conn.hdel(service.store.meta_key(gid), "chance")
    svc = GameService(RedisEventStore(conn), registry, NoDispatch())  # its meta not cached
    lg = svc.load(gid)
    svc.play(lg, 0, {"type": "mark"}, 1)
    svc.undo(lg, 0, None, 2)
    state = lg.state
    card = svc.play(lg, 0, {"type": "draw"}, 3)["events"][0]["event"]["card"]
    assert [{"type": "drew", "seat": 0, "card": card}] == GAME.decide(state, 0, {"type": "draw"}, command_rng(SEED, 3))


def test_the_recent_records_a_process_keeps_are_the_streams(conn, counted):
    """The records the state projection keeps per game (one dict, kept up in place by every
    append and read: projections/state.py ``_remember``) are the stream's own at every
    version they hold, the last RECENT of them, however many appends and undos came -
    also for a reader that took the dict many commands before (what it still holds up to
    its version is the stream's) - so the undo points computed from them are those a
    process without them reads from the stream."""
    from projections.state import RECENT
    store = RedisEventStore(conn)
    service = GameService(store, {GAME.id: counted}, NoDispatch())
    readers = []  # (version, the dict as a request at that version took it)
    play = service.play

    def playing(lg, *args, **kw):
        if len(readers) < 50:
            readers.append((lg.version, service.projection.recent(lg.gid)))
        return play(lg, *args, **kw)

    service.play = playing
    gid = build(service, counted)
    stream = {r.version: r.payload() for r in store.read(gid)}
    top = max(stream)
    assert top > 3 * RECENT and readers[-1][0] > RECENT
    recent = service.projection.recent(gid)
    assert sorted(recent) == list(range(top - RECENT + 1, top + 1))
    assert all(recent[v].payload() == stream[v] for v in recent)
    for version, held in readers:
        assert all(held[v].payload() == stream[v] for v in range(1, version + 1) if v in held)
    lg = service.load(gid)
    for seat in (0, 1):
        assert undo_targets(store, gid, lg.version, seat, recent) == undo_targets(store, gid, lg.version, seat)
