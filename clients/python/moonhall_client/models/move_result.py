from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.move_result_status import MoveResultStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.abort_event_entry import AbortEventEntry
  from ..models.azul_summer_pavilion_envelope import AzulSummerPavilionEnvelope
  from ..models.blue_moon_city_envelope import BlueMoonCityEnvelope
  from ..models.blue_moon_envelope import BlueMoonEnvelope
  from ..models.clock_event_entry import ClockEventEntry
  from ..models.created_event_entry import CreatedEventEntry
  from ..models.game_event_entry import GameEventEntry
  from ..models.halt_event_entry import HaltEventEntry
  from ..models.legal_moves import LegalMoves
  from ..models.legends_of_blue_moon_envelope import LegendsOfBlueMoonEnvelope
  from ..models.nova_luna_envelope import NovaLunaEnvelope
  from ..models.resume_event_entry import ResumeEventEntry
  from ..models.seat_event_entry import SeatEventEntry
  from ..models.undo_event_entry import UndoEventEntry





T = TypeVar("T", bound="MoveResult")



@_attrs_define
class MoveResult:
    """ 
        Attributes:
            version (int): The game's version after the move.
            events (list[AbortEventEntry | ClockEventEntry | CreatedEventEntry | GameEventEntry | HaltEventEntry |
                ResumeEventEntry | SeatEventEntry | UndoEventEntry]):
            status (MoveResultStatus): The game's status after the move (as the envelope's `status`).
            to_act (list[int]): The seats that may move after it (as the envelope's `to_act`, bot seats
                included): empty while the table's automatic step is pending, while open seats
                wait for players, and at the end. When it does not hold your seat,
                `GET /v1/games/{gid}?after=<version>&wait=25` waits for what comes next and
                answers your view.
            replayed (bool | Unset): Present on the repeated answer of an `Idempotency-Key`.
            view (AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope |
                NovaLunaEnvelope | Unset): The game-agnostic envelope of a game as one seat (or a spectator) sees it.
                `state` is the game type's view: the `<Game>View` schema of the game type
                named by `type` (see `GameView`). The document lists one `<Game>Envelope` per game
                type, chosen by `type` (a discriminator, issue 28: a generated client reads a
                Legends of Blue Moon view as `LegendsOfBlueMoonView`, not as the first view schema
                it fits).

                By game type:

                - `azul-summer-pavilion` (Azul: Summer Pavilion): `AzulSummerPavilionEnvelope`
                - `blue-moon` (Blue Moon): `BlueMoonEnvelope`
                - `blue-moon-city` (Blue Moon City): `BlueMoonCityEnvelope`
                - `legends-of-blue-moon` (Legends of Blue Moon): `LegendsOfBlueMoonEnvelope`
                - `nova-luna` (Nova Luna): `NovaLunaEnvelope`
            moves (LegalMoves | Unset):
     """

    version: int
    events: list[AbortEventEntry | ClockEventEntry | CreatedEventEntry | GameEventEntry | HaltEventEntry | ResumeEventEntry | SeatEventEntry | UndoEventEntry]
    status: MoveResultStatus
    to_act: list[int]
    replayed: bool | Unset = UNSET
    view: AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | Unset = UNSET
    moves: LegalMoves | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_event_entry import AbortEventEntry # noqa: PLC0415
        from ..models.azul_summer_pavilion_envelope import AzulSummerPavilionEnvelope # noqa: PLC0415
        from ..models.blue_moon_city_envelope import BlueMoonCityEnvelope # noqa: PLC0415
        from ..models.blue_moon_envelope import BlueMoonEnvelope # noqa: PLC0415
        from ..models.clock_event_entry import ClockEventEntry # noqa: PLC0415
        from ..models.created_event_entry import CreatedEventEntry # noqa: PLC0415
        from ..models.game_event_entry import GameEventEntry # noqa: PLC0415
        from ..models.halt_event_entry import HaltEventEntry # noqa: PLC0415
        from ..models.legal_moves import LegalMoves # noqa: PLC0415
        from ..models.legends_of_blue_moon_envelope import LegendsOfBlueMoonEnvelope # noqa: PLC0415
        from ..models.nova_luna_envelope import NovaLunaEnvelope # noqa: PLC0415
        from ..models.resume_event_entry import ResumeEventEntry # noqa: PLC0415
        from ..models.seat_event_entry import SeatEventEntry # noqa: PLC0415
        from ..models.undo_event_entry import UndoEventEntry # noqa: PLC0415
        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, CreatedEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, UndoEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AbortEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaltEventEntry):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ResumeEventEntry):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        status = self.status.value

        to_act = self.to_act



        replayed = self.replayed

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, AzulSummerPavilionEnvelope):
            view = self.view.to_dict()
        elif isinstance(self.view, BlueMoonEnvelope):
            view = self.view.to_dict()
        elif isinstance(self.view, BlueMoonCityEnvelope):
            view = self.view.to_dict()
        elif isinstance(self.view, LegendsOfBlueMoonEnvelope):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()


        moves: dict[str, Any] | Unset = UNSET
        if not isinstance(self.moves, Unset):
            moves = self.moves.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "events": events,
            "status": status,
            "to_act": to_act,
        })
        if replayed is not UNSET:
            field_dict["replayed"] = replayed
        if view is not UNSET:
            field_dict["view"] = view
        if moves is not UNSET:
            field_dict["moves"] = moves

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_event_entry import AbortEventEntry # noqa: PLC0415
        from ..models.azul_summer_pavilion_envelope import AzulSummerPavilionEnvelope # noqa: PLC0415
        from ..models.blue_moon_city_envelope import BlueMoonCityEnvelope # noqa: PLC0415
        from ..models.blue_moon_envelope import BlueMoonEnvelope # noqa: PLC0415
        from ..models.clock_event_entry import ClockEventEntry # noqa: PLC0415
        from ..models.created_event_entry import CreatedEventEntry # noqa: PLC0415
        from ..models.game_event_entry import GameEventEntry # noqa: PLC0415
        from ..models.halt_event_entry import HaltEventEntry # noqa: PLC0415
        from ..models.legal_moves import LegalMoves # noqa: PLC0415
        from ..models.legends_of_blue_moon_envelope import LegendsOfBlueMoonEnvelope # noqa: PLC0415
        from ..models.nova_luna_envelope import NovaLunaEnvelope # noqa: PLC0415
        from ..models.resume_event_entry import ResumeEventEntry # noqa: PLC0415
        from ..models.seat_event_entry import SeatEventEntry # noqa: PLC0415
        from ..models.undo_event_entry import UndoEventEntry # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AbortEventEntry | ClockEventEntry | CreatedEventEntry | GameEventEntry | HaltEventEntry | ResumeEventEntry | SeatEventEntry | UndoEventEntry:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_0 = CreatedEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_1 = GameEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_2 = UndoEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_3 = SeatEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_4 = AbortEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_5 = HaltEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_event_entry_type_6 = ResumeEventEntry.from_dict(data)



                    return componentsschemas_event_entry_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_event_entry_type_7 = ClockEventEntry.from_dict(data)



                return componentsschemas_event_entry_type_7

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        status = MoveResultStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        replayed = d.pop("replayed", UNSET)

        def _parse_view(data: object) -> AzulSummerPavilionEnvelope | BlueMoonCityEnvelope | BlueMoonEnvelope | LegendsOfBlueMoonEnvelope | NovaLunaEnvelope | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_0 = AzulSummerPavilionEnvelope.from_dict(data)



                return componentsschemas_envelope_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_1 = BlueMoonEnvelope.from_dict(data)



                return componentsschemas_envelope_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_2 = BlueMoonCityEnvelope.from_dict(data)



                return componentsschemas_envelope_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_envelope_type_3 = LegendsOfBlueMoonEnvelope.from_dict(data)



                return componentsschemas_envelope_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_envelope_type_4 = NovaLunaEnvelope.from_dict(data)



            return componentsschemas_envelope_type_4

        view = _parse_view(d.pop("view", UNSET))


        _moves = d.pop("moves", UNSET)
        moves: LegalMoves | Unset
        if isinstance(_moves,  Unset):
            moves = UNSET
        else:
            moves = LegalMoves.from_dict(_moves)




        move_result = cls(
            version=version,
            events=events,
            status=status,
            to_act=to_act,
            replayed=replayed,
            view=view,
            moves=moves,
        )

        return move_result

