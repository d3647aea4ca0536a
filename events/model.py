"""The records kept in a game's stream.

A stream entry's id is ``<version>-0``: version N is the N-th event of the game, so a
client's ``expected_version`` is the stream's length and ``after=N`` is an id range.

Three kinds of record:

``created``  version 1: the game's config and its initial state (chance at setup is
             already decided and recorded here, so replay needs no seed).
``game``     an event a decider produced: ``seat`` is who acted (SYSTEM = -1 for table
             steps), ``cmd`` the version the command was decided on (all events of one
             command share it), ``reveals`` whether it revealed chance or hidden info.
``undo``     the state goes back to what it was at version ``to``; nothing is deleted.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Record:
    version: int
    kind: str                      # "created" | "game" | "undo"
    seat: int | None = None        # actor; None for "created"
    cmd: int | None = None         # version the command was decided on
    event: dict | None = None      # the game event ("game")
    reveals: bool = False
    to: int | None = None          # target version ("undo")
    config: dict | None = None     # ("created")
    state: Any = None              # initial state ("created")

    def payload(self) -> str:
        d: dict = {"k": self.kind}
        if self.kind == "game":
            d.update(s=self.seat, c=self.cmd, e=self.event, r=self.reveals)
        elif self.kind == "undo":
            d.update(s=self.seat, c=self.cmd, t=self.to)
        elif self.kind == "created":
            d.update(cfg=self.config, st=self.state)
        return json.dumps(d, separators=(",", ":"))

    @classmethod
    def parse(cls, version: int, payload: bytes | str) -> "Record":
        d = json.loads(payload)
        k = d["k"]
        if k == "game":
            return cls(version, k, seat=d["s"], cmd=d["c"], event=d["e"], reveals=d["r"])
        if k == "undo":
            return cls(version, k, seat=d["s"], cmd=d["c"], to=d["t"])
        return cls(version, k, config=d["cfg"], state=d["st"])
