from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.envelope_status import EnvelopeStatus
from ..models.envelope_waiting_for import EnvelopeWaitingFor
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.blue_moon_city_view import BlueMoonCityView
  from ..models.branch_of import BranchOf
  from ..models.clock import Clock
  from ..models.decision import Decision
  from ..models.fairness import Fairness
  from ..models.halted import Halted
  from ..models.import_mark import ImportMark
  from ..models.result import Result
  from ..models.seat import Seat





T = TypeVar("T", bound="BlueMoonCityEnvelope")



@_attrs_define
class BlueMoonCityEnvelope:
    """ The `Envelope` of a `blue-moon-city` game (Blue Moon City).

        Attributes:
            id (str):
            type_ (Literal['blue-moon-city']): The game type id. Default: 'blue-moon-city'.
            rules_version (int): The version of the game type's rules this game was created under (1 for a game
                stored before versions were recorded): it is played, replayed and undone under
                those rules, whatever the game type's current `rules_version`.
            version (int):
            status (EnvelopeStatus): `waiting` until every open seat is taken.
            to_act (list[int]): The seats that may move now, bot seats included (empty while the table's automatic step is
                pending, while waiting for players, and at the end).
            waiting_for (EnvelopeWaitingFor | None): `system` while an automatic table step is pending, `seats` when seats
                must act, `players` while open seats wait to be joined, null when finished.
            you (int | None): The token's seat; null for a spectator, and for a seat that forfeited (resigned or lost on
                time while its bot plays on), which reads as a spectator.
            state (BlueMoonCityView): What one seat (or a spectator) sees: own hand and crystals only; others as counts
                (§1.1).
            result (None | Result): null until the game is over.
            undo_to (int | None): The version you may undo back to now, else null.
            fairness (Fairness): The commitment to the game's secret seed, shown from the start. For a game
                created with a `seed` (a prearranged deal) the seed itself is shown too, with
                `seed_chosen_by: creator`, to every seat and spectator from version 1.
            seats (list[Seat]):
            decision (Decision | None | Unset): What is to decide now (issue 24), null when the game is not active or has no
                words for it.
            open_seats (list[int] | Unset): The open seats nobody took yet.
            clock (Clock | None | Unset):
            rated (bool | Unset): The game's clock; null when it has none.
            halted (Halted | None | Unset): Set from the feed's `halt` entry until its `resume` (or the game's end) while
                the table's automatic step kept failing and the game waits for an operator (with `waiting_for` `system`); null
                otherwise.
            hints (bool | Unset): The table allows its seats the expert's analysis while it runs (`hints` at creation).
            branch_of (BranchOf | Unset): The game, version and seat a what-if branch was made from.
            imported (ImportMark | Unset): A game rebuilt from a record by `POST /v1/games/import` (read-only, finished).
     """

    id: str
    rules_version: int
    version: int
    status: EnvelopeStatus
    to_act: list[int]
    waiting_for: EnvelopeWaitingFor | None
    you: int | None
    state: BlueMoonCityView
    result: None | Result
    undo_to: int | None
    fairness: Fairness
    seats: list[Seat]
    type_: Literal['blue-moon-city'] = 'blue-moon-city'
    decision: Decision | None | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    clock: Clock | None | Unset = UNSET
    rated: bool | Unset = UNSET
    halted: Halted | None | Unset = UNSET
    hints: bool | Unset = UNSET
    branch_of: BranchOf | Unset = UNSET
    imported: ImportMark | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_city_view import BlueMoonCityView # noqa: PLC0415
        from ..models.branch_of import BranchOf # noqa: PLC0415
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.fairness import Fairness # noqa: PLC0415
        from ..models.halted import Halted # noqa: PLC0415
        from ..models.import_mark import ImportMark # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        id = self.id

        type_ = self.type_

        rules_version = self.rules_version

        version = self.version

        status = self.status.value

        to_act = self.to_act



        waiting_for: None | str
        if isinstance(self.waiting_for, EnvelopeWaitingFor):
            waiting_for = self.waiting_for.value
        else:
            waiting_for = self.waiting_for

        you: int | None
        you = self.you

        state = self.state.to_dict()

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        undo_to: int | None
        undo_to = self.undo_to

        fairness = self.fairness.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        decision: dict[str, Any] | None | Unset
        if isinstance(self.decision, Unset):
            decision = UNSET
        elif isinstance(self.decision, Decision):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats



        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, Clock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        rated = self.rated

        halted: dict[str, Any] | None | Unset
        if isinstance(self.halted, Unset):
            halted = UNSET
        elif isinstance(self.halted, Halted):
            halted = self.halted.to_dict()
        else:
            halted = self.halted

        hints = self.hints

        branch_of: dict[str, Any] | Unset = UNSET
        if not isinstance(self.branch_of, Unset):
            branch_of = self.branch_of.to_dict()

        imported: dict[str, Any] | Unset = UNSET
        if not isinstance(self.imported, Unset):
            imported = self.imported.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "rules_version": rules_version,
            "version": version,
            "status": status,
            "to_act": to_act,
            "waiting_for": waiting_for,
            "you": you,
            "state": state,
            "result": result,
            "undo_to": undo_to,
            "fairness": fairness,
            "seats": seats,
        })
        if decision is not UNSET:
            field_dict["decision"] = decision
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if clock is not UNSET:
            field_dict["clock"] = clock
        if rated is not UNSET:
            field_dict["rated"] = rated
        if halted is not UNSET:
            field_dict["halted"] = halted
        if hints is not UNSET:
            field_dict["hints"] = hints
        if branch_of is not UNSET:
            field_dict["branch_of"] = branch_of
        if imported is not UNSET:
            field_dict["imported"] = imported

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_city_view import BlueMoonCityView # noqa: PLC0415
        from ..models.branch_of import BranchOf # noqa: PLC0415
        from ..models.clock import Clock # noqa: PLC0415
        from ..models.decision import Decision # noqa: PLC0415
        from ..models.fairness import Fairness # noqa: PLC0415
        from ..models.halted import Halted # noqa: PLC0415
        from ..models.import_mark import ImportMark # noqa: PLC0415
        from ..models.result import Result # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal['blue-moon-city'] , d.pop("type"))
        if type_ != 'blue-moon-city':
            raise ValueError(f"type must match const 'blue-moon-city', got '{type_}'")

        rules_version = d.pop("rules_version")

        version = d.pop("version")

        status = EnvelopeStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        def _parse_waiting_for(data: object) -> EnvelopeWaitingFor | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                waiting_for_type_0 = EnvelopeWaitingFor(data)



                return waiting_for_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(EnvelopeWaitingFor | None, data)

        waiting_for = _parse_waiting_for(d.pop("waiting_for"))


        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))


        state = BlueMoonCityView.from_dict(d.pop("state"))




        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))


        def _parse_undo_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        undo_to = _parse_undo_to(d.pop("undo_to"))


        fairness = Fairness.from_dict(d.pop("fairness"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_decision(data: object) -> Decision | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0 = Decision.from_dict(data)



                return decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Decision | None | Unset, data)

        decision = _parse_decision(d.pop("decision", UNSET))


        open_seats = cast(list[int], d.pop("open_seats", UNSET))


        def _parse_clock(data: object) -> Clock | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = Clock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Clock | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))


        rated = d.pop("rated", UNSET)

        def _parse_halted(data: object) -> Halted | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                halted_type_0 = Halted.from_dict(data)



                return halted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Halted | None | Unset, data)

        halted = _parse_halted(d.pop("halted", UNSET))


        hints = d.pop("hints", UNSET)

        _branch_of = d.pop("branch_of", UNSET)
        branch_of: BranchOf | Unset
        if isinstance(_branch_of,  Unset):
            branch_of = UNSET
        else:
            branch_of = BranchOf.from_dict(_branch_of)




        _imported = d.pop("imported", UNSET)
        imported: ImportMark | Unset
        if isinstance(_imported,  Unset):
            imported = UNSET
        else:
            imported = ImportMark.from_dict(_imported)




        blue_moon_city_envelope = cls(
            id=id,
            type_=type_,
            rules_version=rules_version,
            version=version,
            status=status,
            to_act=to_act,
            waiting_for=waiting_for,
            you=you,
            state=state,
            result=result,
            undo_to=undo_to,
            fairness=fairness,
            seats=seats,
            decision=decision,
            open_seats=open_seats,
            clock=clock,
            rated=rated,
            halted=halted,
            hints=hints,
            branch_of=branch_of,
            imported=imported,
        )

        return blue_moon_city_envelope

