"""Ports the service depends on besides the event store: the job dispatcher."""
from __future__ import annotations

from typing import Protocol


class Dispatcher(Protocol):
    def auto(self, gid: str, version: int) -> None:
        """Schedule the table's automatic step for the game at ``version``."""

    def bot(self, gid: str, version: int, seat: int) -> None:
        """Schedule a bot's turn for ``seat`` at ``version``."""

    def timeout(self, gid: str, version: int, seat: int, at_ms: int) -> None:
        """Schedule ``seat``'s clock timeout at epoch ms ``at_ms`` (stale if the game moved)."""


class NoDispatch:
    """For tools and tests that drive every step themselves."""

    def auto(self, gid: str, version: int) -> None:
        pass

    def bot(self, gid: str, version: int, seat: int) -> None:
        pass

    def timeout(self, gid: str, version: int, seat: int, at_ms: int) -> None:
        pass


class RecordingDispatcher:
    """A fake of the port: remembers what would have been scheduled."""

    def __init__(self):
        self.jobs: list[tuple] = []

    def auto(self, gid: str, version: int) -> None:
        self.jobs.append(("auto", gid, version))

    def bot(self, gid: str, version: int, seat: int) -> None:
        self.jobs.append(("bot", gid, version, seat))

    def timeout(self, gid: str, version: int, seat: int, at_ms: int) -> None:
        self.jobs.append(("timeout", gid, version, seat, at_ms))
