"""The records kept in a game's stream.

A stream entry's id is ``<version>-0``: version N is the N-th event of the game, so a
client's ``expected_version`` is the stream's length and ``after=N`` is an id range.

Three kinds of record:

``created``  version 1: the game's config and its initial state (chance at setup is
             already decided and recorded here, so replay needs no seed).
``game``     an event a decider produced: ``seat`` is who acted (SYSTEM = -1 for table
             steps), ``cmd`` the version the command was decided on (all events of one
             command share it), ``reveals`` whether it revealed chance or hidden info,
             and on the command's first event ``move``, the move as played (since issue
             27: a game record shows it, so an importer checks every event against the
             rules without searching the legal moves; never shown on the other read
             paths, and a seat's record shows only its own).
``undo``     the state goes back to what it was at version ``to``; nothing is deleted.
``seat``     a game-agnostic change of a seat, decided by the service, never by a game:
             ``change`` is ``{"type": "joined"|"resigned"|"timeout", ...}``, or by the
             system ``"aborted"|"halted"|"resumed"`` (a table step that kept failing,
             service/stepguard.py; see projections/table.py, which folds these into
             the envelope's status/result/halted).
             The game state ignores them; undo stops at them.

Every record a command appends may carry ``at`` (epoch ms, stamped by the command path:
the service's clock, never a game's) and its last record ``run`` (the seats whose clock
runs from then on); projections/table.py computes the time left from them.
"""
from __future__ import annotations

from events import codec
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Record:
    version: int
    kind: str                      # "created" | "game" | "undo" | "seat"
    seat: int | None = None        # actor; None for "created"
    cmd: int | None = None         # version the command was decided on
    event: dict | None = None      # the game event ("game")
    reveals: bool = False
    to: int | None = None          # target version ("undo")
    config: dict | None = None     # ("created")
    state: Any = None              # initial state ("created")
    change: dict | None = None     # the seat change ("seat")
    at: int | None = None          # epoch ms the command was committed (any kind)
    run: list | None = None        # seats whose clock runs after this record (clocked games)
    move: dict | None = None       # the move as played, on a command's first "game" record (issue 27)

    def stamped(self, at: int | None) -> "Record":
        """This record with ``at`` (service/clock.py ``stamp``, every command's records):
        ``dataclasses.replace(self, at=at)`` without its look at the fields on each call."""
        return Record(self.version, self.kind, self.seat, self.cmd, self.event, self.reveals, self.to,
                      self.config, self.state, self.change, at, self.run, self.move)

    def payload(self) -> str:
        d: dict = {"k": self.kind}
        if self.kind == "game":
            d.update(s=self.seat, c=self.cmd, e=self.event, r=self.reveals)
            if self.move is not None:
                d["m"] = self.move
        elif self.kind == "undo":
            d.update(s=self.seat, c=self.cmd, t=self.to)
        elif self.kind == "created":
            d.update(cfg=self.config, st=self.state)
            if self.change is not None:  # the table's setup: seats, clock (projections/table.py)
                d["ch"] = self.change
        elif self.kind == "seat":
            d.update(s=self.seat, c=self.cmd, ch=self.change)
        if self.at is not None:
            d["at"] = self.at
        if self.run is not None:
            d["run"] = self.run
        return codec.dumps(d)

    @classmethod
    def parse(cls, version: int, payload: bytes | str) -> "Record":
        return cls.from_dict(version, codec.loads(payload))

    @classmethod
    def from_dict(cls, version: int, d: dict) -> "Record":
        """The record of a parsed payload (an archived game keeps them parsed, events/store.py)."""
        k = d["k"]
        stamp = {"at": d.get("at"), "run": d.get("run")}
        if k == "game":
            return cls(version, k, seat=d["s"], cmd=d["c"], event=d["e"], reveals=d["r"], move=d.get("m"), **stamp)
        if k == "undo":
            return cls(version, k, seat=d["s"], cmd=d["c"], to=d["t"], **stamp)
        if k == "seat":
            return cls(version, k, seat=d["s"], cmd=d["c"], change=d["ch"], **stamp)
        return cls(version, k, config=d["cfg"], state=d["st"], change=d.get("ch"), **stamp)
