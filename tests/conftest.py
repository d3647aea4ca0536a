import os

import pytest


def property_budget(default: int) -> int:
    """How many random games a property test plays. `make test` sets
    MOONHALL_PROPERTY_GAMES small; `make test-full` sets it large. A test passes its own
    default (used when the variable is unset) and is scaled by MOONHALL_PROPERTY_SCALE."""
    n = os.environ.get("MOONHALL_PROPERTY_GAMES")
    if n is not None:
        return max(1, int(n))
    return max(1, int(default * float(os.environ.get("MOONHALL_PROPERTY_SCALE", "1"))))


@pytest.fixture
def budget():
    return property_budget
