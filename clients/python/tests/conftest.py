"""The SDK's and the kit's tests run against the served stack (gunicorn, a real Redis, RQ
workers: ``make serve``'s supervisor), started here on free ports like
tests/service/test_client.py does; with the default limits unless a test says otherwise."""
from __future__ import annotations

import tempfile

import pytest

from service.embedded import EmbeddedRedis, free_port
from tests.service.conftest import redis_server  # noqa: F401 - the session's real redis-server
from tests.service.test_integration import _env, _serve, _stop

DEFAULT_LIMITS = ("MOONHALL_LIMIT_CREATE", "MOONHALL_LIMIT_MOVES", "MOONHALL_LIMIT_READS", "MOONHALL_LIMIT_ANALYSIS",
                  "MOONHALL_LIMIT_IMPORT")


def serve(url: str, **env) -> tuple[str, object]:
    base = {k: v for k, v in _env(url).items() if k not in DEFAULT_LIMITS}  # the defaults, whatever the shell says
    port = free_port()
    proc = _serve({**base, **env}, port)
    return f"http://127.0.0.1:{port}", proc


@pytest.fixture(scope="session")
def stack():
    """One served stack for the SDK's and the kit's tests, under the default limits, on a Redis
    of its own: it lives for the whole session, and its RQ workers would otherwise take the jobs
    of every other stack started on the session's Redis in the same test process."""
    with tempfile.TemporaryDirectory() as d:
        server = EmbeddedRedis(d, persist=False).start()
        url, proc = serve(server.url)
        try:
            yield url
        finally:
            code = _stop(proc)
            server.stop()
        assert code == 0


@pytest.fixture(scope="session")
def fast_bots():
    """The quickest server bot level per game type (Blue Moon City's greedy ends its games
    in ~200 moves a seat where random takes 250-950)."""
    return {"blue-moon-city": "greedy"}


