from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock_request_correspondence_clock import ClockRequestCorrespondenceClock
  from ..models.clock_request_correspondence_clock_in_days_with_a_time_bank import ClockRequestCorrespondenceClockInDaysWithATimeBank
  from ..models.clock_request_fischer_clock import ClockRequestFischerClock
  from ..models.create_game_request_options import CreateGameRequestOptions
  from ..models.seat_request import SeatRequest





T = TypeVar("T", bound="CreateGameRequest")



@_attrs_define
class CreateGameRequest:
    """ 
        Attributes:
            type_ (str): A game type id (`GET /v1/game-types`).
            seats (list[SeatRequest]): One entry per seat, in seat order; the game type bounds the count.
            options (CreateGameRequestOptions | Unset): Option name to value (`GameType.options`); missing options take
                their default.
            seed (int | None | Unset): Fixes the game's chance (tests, replays); secret and random by default. A chosen seed
                is shown to everyone (`fairness.seed`).
            clock (ClockRequestCorrespondenceClock | ClockRequestCorrespondenceClockInDaysWithATimeBank |
                ClockRequestFischerClock | None | Unset): A chess clock for every human seat (none by default).
            resign_bot (None | str | Unset): The bot level that plays a seat that resigned or timed out: one of the game
                type's `bot_levels` (`GET /v1/game-types`; another is `422 invalid_resign_bot`).
                Null or absent: the game's strongest built-in level.
            hints (bool | Unset): The seats may ask for the expert's analysis (`POST /v1/games/{gid}/analysis`) and open
                what-if branches while the game runs; otherwise only once it is finished. Default: False.
            chat_spectators (bool | Unset): Spectators may write in the table's chat (`POST /v1/games/{gid}/chat`), not only
                read it. Default: False.
            chat_in_record (bool | Unset): The table's chat is part of the game's record (`GET /v1/games/{gid}/record`'s
                `chat`, each message with the game's `version` when it was posted, for a
                replay) and of a rematch's. Otherwise the chat is never in the record.
                 Default: False.
            rated (bool | Unset): A rated table (issue 26): when it ends, an RQ job folds its finishing places into
                the game type's ratings (`GET /v1/game-types/{type}/leaderboard`). Every human
                seat names an account; bot seats are their level's fixed anchor.
                 Default: False.
     """

    type_: str
    seats: list[SeatRequest]
    options: CreateGameRequestOptions | Unset = UNSET
    seed: int | None | Unset = UNSET
    clock: ClockRequestCorrespondenceClock | ClockRequestCorrespondenceClockInDaysWithATimeBank | ClockRequestFischerClock | None | Unset = UNSET
    resign_bot: None | str | Unset = UNSET
    hints: bool | Unset = False
    chat_spectators: bool | Unset = False
    chat_in_record: bool | Unset = False
    rated: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_request_correspondence_clock import ClockRequestCorrespondenceClock # noqa: PLC0415
        from ..models.clock_request_correspondence_clock_in_days_with_a_time_bank import ClockRequestCorrespondenceClockInDaysWithATimeBank # noqa: PLC0415
        from ..models.clock_request_fischer_clock import ClockRequestFischerClock # noqa: PLC0415
        from ..models.create_game_request_options import CreateGameRequestOptions # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        type_ = self.type_

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockRequestFischerClock):
            clock = self.clock.to_dict()
        elif isinstance(self.clock, ClockRequestCorrespondenceClock):
            clock = self.clock.to_dict()
        elif isinstance(self.clock, ClockRequestCorrespondenceClockInDaysWithATimeBank):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        resign_bot: None | str | Unset
        if isinstance(self.resign_bot, Unset):
            resign_bot = UNSET
        else:
            resign_bot = self.resign_bot

        hints = self.hints

        chat_spectators = self.chat_spectators

        chat_in_record = self.chat_in_record

        rated = self.rated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seats": seats,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if clock is not UNSET:
            field_dict["clock"] = clock
        if resign_bot is not UNSET:
            field_dict["resign_bot"] = resign_bot
        if hints is not UNSET:
            field_dict["hints"] = hints
        if chat_spectators is not UNSET:
            field_dict["chat_spectators"] = chat_spectators
        if chat_in_record is not UNSET:
            field_dict["chat_in_record"] = chat_in_record
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_request_correspondence_clock import ClockRequestCorrespondenceClock # noqa: PLC0415
        from ..models.clock_request_correspondence_clock_in_days_with_a_time_bank import ClockRequestCorrespondenceClockInDaysWithATimeBank # noqa: PLC0415
        from ..models.clock_request_fischer_clock import ClockRequestFischerClock # noqa: PLC0415
        from ..models.create_game_request_options import CreateGameRequestOptions # noqa: PLC0415
        from ..models.seat_request import SeatRequest # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatRequest.from_dict(seats_item_data)



            seats.append(seats_item)


        _options = d.pop("options", UNSET)
        options: CreateGameRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = CreateGameRequestOptions.from_dict(_options)




        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_clock(data: object) -> ClockRequestCorrespondenceClock | ClockRequestCorrespondenceClockInDaysWithATimeBank | ClockRequestFischerClock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_request_type_0 = ClockRequestFischerClock.from_dict(data)



                return componentsschemas_clock_request_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_request_type_1 = ClockRequestCorrespondenceClock.from_dict(data)



                return componentsschemas_clock_request_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_clock_request_type_2 = ClockRequestCorrespondenceClockInDaysWithATimeBank.from_dict(data)



                return componentsschemas_clock_request_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockRequestCorrespondenceClock | ClockRequestCorrespondenceClockInDaysWithATimeBank | ClockRequestFischerClock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        def _parse_resign_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        resign_bot = _parse_resign_bot(d.pop("resign_bot", UNSET))


        hints = d.pop("hints", UNSET)

        chat_spectators = d.pop("chat_spectators", UNSET)

        chat_in_record = d.pop("chat_in_record", UNSET)

        rated = d.pop("rated", UNSET)

        create_game_request = cls(
            type_=type_,
            seats=seats,
            options=options,
            seed=seed,
            clock=clock,
            resign_bot=resign_bot,
            hints=hints,
            chat_spectators=chat_spectators,
            chat_in_record=chat_in_record,
            rated=rated,
        )

        return create_game_request

