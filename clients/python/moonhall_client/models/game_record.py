from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_record_chance import GameRecordChance
from ..models.game_record_format import GameRecordFormat
from ..models.game_record_status import GameRecordStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.branch_of import BranchOf
  from ..models.chat_message import ChatMessage
  from ..models.game_record_options import GameRecordOptions
  from ..models.import_mark import ImportMark
  from ..models.record_entry import RecordEntry
  from ..models.result import Result





T = TypeVar("T", bound="GameRecord")



@_attrs_define
class GameRecord:
    """ A game record, `moonhall-record/1` (issue 27). Header (chained through the
    genesis hash): `format`, `origin`, `type`, `rules_version`, `players`,
    `options`, `seat`, `complete`, `commitment`, `chance`, `seed_chosen_by`, `hints`,
    `branch_of`.
    genesis = sha256(canonical(those fields)); each entry's `hash` =
    sha256(previous hash hex + canonical(the entry without `hash`)), version 1's
    previous hash being the genesis; `head` = the last entry's hash. Canonical JSON:
    keys sorted by code point, no whitespace, UTF-8, non-ASCII not escaped. The full
    JSON Schema, with every check an importer makes and how chance is drawn from the
    seed, is `docs/record.schema.json`.

        Attributes:
            format_ (GameRecordFormat):
            origin (str): The id of the game where it was played (kept by an import).
            type_ (str):
            rules_version (int):
            players (int):
            options (GameRecordOptions): The game's options as the record's seat may see them.
            seat (int | None): Whose record it is while the game runs; null for a spectator's and a complete one.
            complete (bool): True once the game is over (every event
            commitment (str): sha256(nonce + ':' + seed).
            chance (GameRecordChance): How a command's chance is drawn: from the seed and the number of revealing entries up
                to its `cmd` (`reveals`), or from its `cmd` (`version`, games created before issue 30).
            head (str): The last entry's hash.
            events (list[RecordEntry]):
            seed_chosen_by (None | str | Unset): `creator` for a prearranged deal (its seed is public from version 1).
            hints (bool | Unset): The table allowed its seats the expert's analysis while it ran.
            branch_of (BranchOf | None | Unset): A what-if branch's origin: a sandbox whose start was sampled, not dealt by
                its seed (not importable).
            seed (int | Unset): After the end (or a creator-chosen seed). Up to 63 bits: read it as a big integer (the
                commitment hashes its decimal digits).
            nonce (str | Unset): After the end.
            id (str | Unset): The game's id on the exporting server.
            version (int | Unset):
            status (GameRecordStatus | Unset):
            result (None | Result | Unset):
            imported (ImportMark | Unset): A game rebuilt from a record by `POST /v1/games/import` (read-only, finished).
            canonical (str | Unset):
            hash_scheme (str | Unset):
            chat (list[ChatMessage] | Unset): The table's chat, oldest first, only when the table was created with
                `chat_in_record` (absent otherwise). Not chained (chat is no game event); an
                import leaves it behind.
     """

    format_: GameRecordFormat
    origin: str
    type_: str
    rules_version: int
    players: int
    options: GameRecordOptions
    seat: int | None
    complete: bool
    commitment: str
    chance: GameRecordChance
    head: str
    events: list[RecordEntry]
    seed_chosen_by: None | str | Unset = UNSET
    hints: bool | Unset = UNSET
    branch_of: BranchOf | None | Unset = UNSET
    seed: int | Unset = UNSET
    nonce: str | Unset = UNSET
    id: str | Unset = UNSET
    version: int | Unset = UNSET
    status: GameRecordStatus | Unset = UNSET
    result: None | Result | Unset = UNSET
    imported: ImportMark | Unset = UNSET
    canonical: str | Unset = UNSET
    hash_scheme: str | Unset = UNSET
    chat: list[ChatMessage] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.branch_of import BranchOf # noqa: PLC0415
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        from ..models.game_record_options import GameRecordOptions # noqa: PLC0415
        from ..models.import_mark import ImportMark # noqa: PLC0415
        from ..models.record_entry import RecordEntry # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        format_ = self.format_.value

        origin = self.origin

        type_ = self.type_

        rules_version = self.rules_version

        players = self.players

        options = self.options.to_dict()

        seat: int | None
        seat = self.seat

        complete = self.complete

        commitment = self.commitment

        chance = self.chance.value

        head = self.head

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        seed_chosen_by: None | str | Unset
        if isinstance(self.seed_chosen_by, Unset):
            seed_chosen_by = UNSET
        else:
            seed_chosen_by = self.seed_chosen_by

        hints = self.hints

        branch_of: dict[str, Any] | None | Unset
        if isinstance(self.branch_of, Unset):
            branch_of = UNSET
        elif isinstance(self.branch_of, BranchOf):
            branch_of = self.branch_of.to_dict()
        else:
            branch_of = self.branch_of

        seed = self.seed

        nonce = self.nonce

        id = self.id

        version = self.version

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value


        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        imported: dict[str, Any] | Unset = UNSET
        if not isinstance(self.imported, Unset):
            imported = self.imported.to_dict()

        canonical = self.canonical

        hash_scheme = self.hash_scheme

        chat: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.chat, Unset):
            chat = []
            for chat_item_data in self.chat:
                chat_item = chat_item_data.to_dict()
                chat.append(chat_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "origin": origin,
            "type": type_,
            "rules_version": rules_version,
            "players": players,
            "options": options,
            "seat": seat,
            "complete": complete,
            "commitment": commitment,
            "chance": chance,
            "head": head,
            "events": events,
        })
        if seed_chosen_by is not UNSET:
            field_dict["seed_chosen_by"] = seed_chosen_by
        if hints is not UNSET:
            field_dict["hints"] = hints
        if branch_of is not UNSET:
            field_dict["branch_of"] = branch_of
        if seed is not UNSET:
            field_dict["seed"] = seed
        if nonce is not UNSET:
            field_dict["nonce"] = nonce
        if id is not UNSET:
            field_dict["id"] = id
        if version is not UNSET:
            field_dict["version"] = version
        if status is not UNSET:
            field_dict["status"] = status
        if result is not UNSET:
            field_dict["result"] = result
        if imported is not UNSET:
            field_dict["imported"] = imported
        if canonical is not UNSET:
            field_dict["canonical"] = canonical
        if hash_scheme is not UNSET:
            field_dict["hash_scheme"] = hash_scheme
        if chat is not UNSET:
            field_dict["chat"] = chat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.branch_of import BranchOf # noqa: PLC0415
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        from ..models.game_record_options import GameRecordOptions # noqa: PLC0415
        from ..models.import_mark import ImportMark # noqa: PLC0415
        from ..models.record_entry import RecordEntry # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        d = dict(src_dict)
        format_ = GameRecordFormat(d.pop("format"))




        origin = d.pop("origin")

        type_ = d.pop("type")

        rules_version = d.pop("rules_version")

        players = d.pop("players")

        options = GameRecordOptions.from_dict(d.pop("options"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        complete = d.pop("complete")

        commitment = d.pop("commitment")

        chance = GameRecordChance(d.pop("chance"))




        head = d.pop("head")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = RecordEntry.from_dict(events_item_data)



            events.append(events_item)


        def _parse_seed_chosen_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed_chosen_by = _parse_seed_chosen_by(d.pop("seed_chosen_by", UNSET))


        hints = d.pop("hints", UNSET)

        def _parse_branch_of(data: object) -> BranchOf | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                branch_of_type_0 = BranchOf.from_dict(data)



                return branch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BranchOf | None | Unset, data)

        branch_of = _parse_branch_of(d.pop("branch_of", UNSET))


        seed = d.pop("seed", UNSET)

        nonce = d.pop("nonce", UNSET)

        id = d.pop("id", UNSET)

        version = d.pop("version", UNSET)

        _status = d.pop("status", UNSET)
        status: GameRecordStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = GameRecordStatus(_status)




        def _parse_result(data: object) -> None | Result | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        _imported = d.pop("imported", UNSET)
        imported: ImportMark | Unset
        if isinstance(_imported,  Unset):
            imported = UNSET
        else:
            imported = ImportMark.from_dict(_imported)




        canonical = d.pop("canonical", UNSET)

        hash_scheme = d.pop("hash_scheme", UNSET)

        _chat = d.pop("chat", UNSET)
        chat: list[ChatMessage] | Unset = UNSET
        if _chat is not UNSET:
            chat = []
            for chat_item_data in _chat:
                chat_item = ChatMessage.from_dict(chat_item_data)



                chat.append(chat_item)


        game_record = cls(
            format_=format_,
            origin=origin,
            type_=type_,
            rules_version=rules_version,
            players=players,
            options=options,
            seat=seat,
            complete=complete,
            commitment=commitment,
            chance=chance,
            head=head,
            events=events,
            seed_chosen_by=seed_chosen_by,
            hints=hints,
            branch_of=branch_of,
            seed=seed,
            nonce=nonce,
            id=id,
            version=version,
            status=status,
            result=result,
            imported=imported,
            canonical=canonical,
            hash_scheme=hash_scheme,
            chat=chat,
        )


        game_record.additional_properties = d
        return game_record

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
