import os

import pytest


def property_budget(default: int) -> int:
    """How many random games a property test plays. A test passes its own default (used
    when no variable is set), scaled by MOONHALL_PROPERTY_SCALE (`make test-full`: 10).
    `make test` caps it with MOONHALL_PROPERTY_GAMES (30): a cap, never a raise - it used
    to replace every default, so a test of 2 expert games played 30 (Blue Moon City's
    bots-end cases: 74-89 s of `make test` instead of 9 s)."""
    n = os.environ.get("MOONHALL_PROPERTY_GAMES")
    if n is not None:
        return max(1, min(int(n), default))
    return max(1, int(default * float(os.environ.get("MOONHALL_PROPERTY_SCALE", "1"))))


@pytest.fixture
def budget():
    return property_budget


def pytest_collection_modifyitems(config, items):
    """Tests marked ``full`` (long whole games in the browser) run only under `make test-full`
    (MOONHALL_FULL=1); `make test` and a plain pytest leave them out as deselected (not
    skipped: nothing that runs is skipped), and the summary counts them."""
    if os.environ.get("MOONHALL_FULL") == "1":
        return
    full = [item for item in items if "full" in item.keywords]
    if full:
        config.hook.pytest_deselected(items=full)
        items[:] = [item for item in items if "full" not in item.keywords]
