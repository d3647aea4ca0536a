from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_entry_kind import RecordEntryKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_entry_change import RecordEntryChange
  from ..models.record_entry_event import RecordEntryEvent
  from ..models.record_entry_move import RecordEntryMove
  from ..models.record_entry_table import RecordEntryTable





T = TypeVar("T", bound="RecordEntry")



@_attrs_define
class RecordEntry:
    """ One entry of the log (entry N is version N). `kind` `created` (version 1:
    `state`, the initial state - a seat's view of it while the game runs - and
    `table`, the seats and clock at creation), `game` (`seat`, -1 for the table;
    `cmd`, the version its command was decided on; `event`; `move` on a command's
    first event; `reveals` in a complete record), `undo` (`seat`, `cmd`, `to`) or
    `seat` (`seat`, `cmd`, `change`: joined, resigned, timeout or aborted). `at`:
    epoch ms appended; `run`: the seats whose clock runs after it (clocked games).

        Attributes:
            version (int):
            kind (RecordEntryKind):
            hash_ (str):
            at (int | Unset):
            run (list[int] | Unset):
            state (Any | Unset): The initial state (created).
            table (RecordEntryTable | Unset): The table's setup (created).
            seat (int | Unset):
            cmd (int | Unset):
            event (RecordEntryEvent | Unset): The game's event (a GameEvent's `event`).
            move (RecordEntryMove | Unset): The move as played (a GameMove).
            reveals (bool | Unset):
            to (int | Unset):
            change (RecordEntryChange | Unset):
     """

    version: int
    kind: RecordEntryKind
    hash_: str
    at: int | Unset = UNSET
    run: list[int] | Unset = UNSET
    state: Any | Unset = UNSET
    table: RecordEntryTable | Unset = UNSET
    seat: int | Unset = UNSET
    cmd: int | Unset = UNSET
    event: RecordEntryEvent | Unset = UNSET
    move: RecordEntryMove | Unset = UNSET
    reveals: bool | Unset = UNSET
    to: int | Unset = UNSET
    change: RecordEntryChange | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_entry_change import RecordEntryChange # noqa: PLC0415
        from ..models.record_entry_event import RecordEntryEvent # noqa: PLC0415
        from ..models.record_entry_move import RecordEntryMove # noqa: PLC0415
        from ..models.record_entry_table import RecordEntryTable # noqa: PLC0415
        version = self.version

        kind = self.kind.value

        hash_ = self.hash_

        at = self.at

        run: list[int] | Unset = UNSET
        if not isinstance(self.run, Unset):
            run = self.run



        state = self.state

        table: dict[str, Any] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table.to_dict()

        seat = self.seat

        cmd = self.cmd

        event: dict[str, Any] | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.to_dict()

        move: dict[str, Any] | Unset = UNSET
        if not isinstance(self.move, Unset):
            move = self.move.to_dict()

        reveals = self.reveals

        to = self.to

        change: dict[str, Any] | Unset = UNSET
        if not isinstance(self.change, Unset):
            change = self.change.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "kind": kind,
            "hash": hash_,
        })
        if at is not UNSET:
            field_dict["at"] = at
        if run is not UNSET:
            field_dict["run"] = run
        if state is not UNSET:
            field_dict["state"] = state
        if table is not UNSET:
            field_dict["table"] = table
        if seat is not UNSET:
            field_dict["seat"] = seat
        if cmd is not UNSET:
            field_dict["cmd"] = cmd
        if event is not UNSET:
            field_dict["event"] = event
        if move is not UNSET:
            field_dict["move"] = move
        if reveals is not UNSET:
            field_dict["reveals"] = reveals
        if to is not UNSET:
            field_dict["to"] = to
        if change is not UNSET:
            field_dict["change"] = change

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_entry_change import RecordEntryChange # noqa: PLC0415
        from ..models.record_entry_event import RecordEntryEvent # noqa: PLC0415
        from ..models.record_entry_move import RecordEntryMove # noqa: PLC0415
        from ..models.record_entry_table import RecordEntryTable # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = RecordEntryKind(d.pop("kind"))




        hash_ = d.pop("hash")

        at = d.pop("at", UNSET)

        run = cast(list[int], d.pop("run", UNSET))


        state = d.pop("state", UNSET)

        _table = d.pop("table", UNSET)
        table: RecordEntryTable | Unset
        if isinstance(_table,  Unset):
            table = UNSET
        else:
            table = RecordEntryTable.from_dict(_table)




        seat = d.pop("seat", UNSET)

        cmd = d.pop("cmd", UNSET)

        _event = d.pop("event", UNSET)
        event: RecordEntryEvent | Unset
        if isinstance(_event,  Unset):
            event = UNSET
        else:
            event = RecordEntryEvent.from_dict(_event)




        _move = d.pop("move", UNSET)
        move: RecordEntryMove | Unset
        if isinstance(_move,  Unset):
            move = UNSET
        else:
            move = RecordEntryMove.from_dict(_move)




        reveals = d.pop("reveals", UNSET)

        to = d.pop("to", UNSET)

        _change = d.pop("change", UNSET)
        change: RecordEntryChange | Unset
        if isinstance(_change,  Unset):
            change = UNSET
        else:
            change = RecordEntryChange.from_dict(_change)




        record_entry = cls(
            version=version,
            kind=kind,
            hash_=hash_,
            at=at,
            run=run,
            state=state,
            table=table,
            seat=seat,
            cmd=cmd,
            event=event,
            move=move,
            reveals=reveals,
            to=to,
            change=change,
        )

        return record_entry

