"""Every registered game through the service: bots and table steps to the end, the
snapshot + tail fold equal to a full refold, replays, and no seed in any response."""
from __future__ import annotations

import json
import random

import pytest

import games
from events.store import RedisEventStore
from projections.state import SNAPSHOT_EVERY, StateProjection
from projections.table import TableProjection
from tests.service.fakegame import GAME as DRAW_RACE

ALL = {**games.REGISTRY, DRAW_RACE.id: DRAW_RACE}


class CountingStore(RedisEventStore):
    """The real store, counting the records it reads."""
    records_read = 0

    def read(self, gid, after=0, upto=None, count=None):
        out = super().read(gid, after=after, upto=upto, count=count)
        self.records_read += len(out)
        return out
CASES = sorted({(t, n) for t, g in ALL.items() for n in (g.min_players, g.max_players)})


@pytest.mark.parametrize("type_id,players", CASES)
def test_bot_game_to_the_end_with_snapshots(client, service, dispatcher, conn, registry, type_id, players):
    """Every game type at its smallest and largest table (Nova Luna's solo game too):
    created over HTTP with bots in every seat, played by the bot and table jobs to the
    end, and read back over HTTP."""
    game = registry[type_id]
    seed = 8675309123
    # the strongest level that answers at once (the expert searches for think_ms a move:
    # it is played through the service in test_expert_service.py)
    level = [lv for lv in game.bot_levels if lv != "expert"][-1]
    r = client.post("/v1/games", json={"type": type_id, "seed": seed,
                                        "seats": [{"name": f"b{i}", "bot": level} for i in range(players)]})
    assert r.status_code == 201, r.json
    g = r.json
    steps = dispatcher.drain(limit=20000)
    final = client.get(f"/v1/games/{g['id']}").json
    assert final["status"] == "finished", f"{type_id}: not over after {steps} jobs"
    assert "winners" in final["result"] and len(final["result"]["ranking"]) == players  # [] = a draw
    lg = service.load(g["id"])
    # a fresh projection (as another process) from snapshots equals a full refold without them
    store = RedisEventStore(conn)
    with_snaps = StateProjection(store, snapshots=True)
    without = StateProjection(store, snapshots=False)
    v1, s1 = with_snaps.current(game, g["id"])
    v2, s2 = without.current(game, g["id"])
    assert v1 == v2 == lg.version and s1 == s2 == lg.state
    if lg.version > SNAPSHOT_EVERY:
        assert conn.hlen(f"mh:g:{{{g['id']}}}:snap") >= 1
    # the table (seats, clock) of a cold process: from the snapshot's table and the tail,
    # equal to the whole stream's fold, reading fewer than SNAPSHOT_EVERY records
    counting = CountingStore(conn)
    cold = TableProjection(counting).at(g["id"], lg.version, lg.meta["seats"])
    assert cold == TableProjection(store).at(g["id"], lg.version, lg.meta["seats"]) == lg.table
    if lg.version >= 2 * SNAPSHOT_EVERY:
        assert counting.records_read < SNAPSHOT_EVERY, (counting.records_read, lg.version)
    rng = random.Random(1)
    for v in sorted(rng.sample(range(1, lg.version + 1), min(8, lg.version))):
        assert StateProjection(store).state_at(game, g["id"], v) == StateProjection(store, snapshots=False).state_at(game, g["id"], v)
    # the result reveals the seed; a creator-chosen seed is shown in every view from the start
    # (issue 13), never in the event feed
    view = service.view(lg, None)
    assert view["result"]["fairness"]["seed"] == seed
    early = service.view(lg, 0, version=max(1, lg.version - 1))
    assert early["fairness"]["seed"] == seed and early["fairness"]["seed_chosen_by"] == "creator"
    feed = service.events(g["id"], None, 0, 0)
    assert str(seed) not in json.dumps(feed)
