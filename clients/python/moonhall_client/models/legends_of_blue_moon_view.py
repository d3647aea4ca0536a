from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.legends_of_blue_moon_view_edition import LegendsOfBlueMoonViewEdition
from ..models.legends_of_blue_moon_view_game import LegendsOfBlueMoonViewGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.blue_moon_view_players_item import BlueMoonViewPlayersItem
  from ..models.legends_of_blue_moon_view_dragons import LegendsOfBlueMoonViewDragons
  from ..models.legends_of_blue_moon_view_fight_type_1 import LegendsOfBlueMoonViewFightType1
  from ..models.legends_of_blue_moon_view_pending_item import LegendsOfBlueMoonViewPendingItem
  from ..models.legends_of_blue_moon_view_result_type_1 import LegendsOfBlueMoonViewResultType1
  from ..models.legends_of_blue_moon_view_turn import LegendsOfBlueMoonViewTurn





T = TypeVar("T", bound="LegendsOfBlueMoonView")



@_attrs_define
class LegendsOfBlueMoonView:
    """ The table as one seat sees it: dragons, the fight (contested element, first turn, announcements), per player the
    leader pile, combat area (`covered` = number of covered cards), support area, active cards, ignored aspects, current
    power and shields per element, hand (own only; counts for the others), deck count, discard pile (own; top card and
    size for the others), and the pending decisions.

        Attributes:
            game (LegendsOfBlueMoonViewGame):
            edition (LegendsOfBlueMoonViewEdition):
            seat (int | None):
            active (int):
            phase (str):
            fight (LegendsOfBlueMoonViewFightType1 | None):
            dragons (LegendsOfBlueMoonViewDragons):
            players (list[BlueMoonViewPlayersItem]):
            pending (list[LegendsOfBlueMoonViewPendingItem]):
            to_act (list[int]):
            over (bool):
            result (LegendsOfBlueMoonViewResultType1 | None):
            free_on_first_turn (bool | Unset): The table's ruling of R-4.5 / section 18.1 (option free_on_first_turn): FREE
                boosters and supports may be played on the first turn of a fight.
            phase_name (str | Unset):
            turn_no (int | Unset):
            turn (LegendsOfBlueMoonViewTurn | Unset): This turn's public counters: seat, leadership (card active this turn),
                plays, characters, boosters, supports (plays counted against the limits), stop (STOP played), ship/landed
                (Buka).
            ran_out (list[int] | Unset):
     """

    game: LegendsOfBlueMoonViewGame
    edition: LegendsOfBlueMoonViewEdition
    seat: int | None
    active: int
    phase: str
    fight: LegendsOfBlueMoonViewFightType1 | None
    dragons: LegendsOfBlueMoonViewDragons
    players: list[BlueMoonViewPlayersItem]
    pending: list[LegendsOfBlueMoonViewPendingItem]
    to_act: list[int]
    over: bool
    result: LegendsOfBlueMoonViewResultType1 | None
    free_on_first_turn: bool | Unset = UNSET
    phase_name: str | Unset = UNSET
    turn_no: int | Unset = UNSET
    turn: LegendsOfBlueMoonViewTurn | Unset = UNSET
    ran_out: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_view_players_item import BlueMoonViewPlayersItem # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_dragons import LegendsOfBlueMoonViewDragons # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_fight_type_1 import LegendsOfBlueMoonViewFightType1 # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_pending_item import LegendsOfBlueMoonViewPendingItem # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_result_type_1 import LegendsOfBlueMoonViewResultType1 # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_turn import LegendsOfBlueMoonViewTurn # noqa: PLC0415
        game = self.game.value

        edition = self.edition.value

        seat: int | None
        seat = self.seat

        active = self.active

        phase = self.phase

        fight: dict[str, Any] | None
        if isinstance(self.fight, LegendsOfBlueMoonViewFightType1):
            fight = self.fight.to_dict()
        else:
            fight = self.fight

        dragons = self.dragons.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        pending = []
        for pending_item_data in self.pending:
            pending_item = pending_item_data.to_dict()
            pending.append(pending_item)



        to_act = self.to_act



        over = self.over

        result: dict[str, Any] | None
        if isinstance(self.result, LegendsOfBlueMoonViewResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        free_on_first_turn = self.free_on_first_turn

        phase_name = self.phase_name

        turn_no = self.turn_no

        turn: dict[str, Any] | Unset = UNSET
        if not isinstance(self.turn, Unset):
            turn = self.turn.to_dict()

        ran_out: list[int] | Unset = UNSET
        if not isinstance(self.ran_out, Unset):
            ran_out = self.ran_out




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "edition": edition,
            "seat": seat,
            "active": active,
            "phase": phase,
            "fight": fight,
            "dragons": dragons,
            "players": players,
            "pending": pending,
            "to_act": to_act,
            "over": over,
            "result": result,
        })
        if free_on_first_turn is not UNSET:
            field_dict["free_on_first_turn"] = free_on_first_turn
        if phase_name is not UNSET:
            field_dict["phase_name"] = phase_name
        if turn_no is not UNSET:
            field_dict["turn_no"] = turn_no
        if turn is not UNSET:
            field_dict["turn"] = turn
        if ran_out is not UNSET:
            field_dict["ran_out"] = ran_out

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_view_players_item import BlueMoonViewPlayersItem # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_dragons import LegendsOfBlueMoonViewDragons # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_fight_type_1 import LegendsOfBlueMoonViewFightType1 # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_pending_item import LegendsOfBlueMoonViewPendingItem # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_result_type_1 import LegendsOfBlueMoonViewResultType1 # noqa: PLC0415
        from ..models.legends_of_blue_moon_view_turn import LegendsOfBlueMoonViewTurn # noqa: PLC0415
        d = dict(src_dict)
        game = LegendsOfBlueMoonViewGame(d.pop("game"))




        edition = LegendsOfBlueMoonViewEdition(d.pop("edition"))




        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        active = d.pop("active")

        phase = d.pop("phase")

        def _parse_fight(data: object) -> LegendsOfBlueMoonViewFightType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fight_type_1 = LegendsOfBlueMoonViewFightType1.from_dict(data)



                return fight_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LegendsOfBlueMoonViewFightType1 | None, data)

        fight = _parse_fight(d.pop("fight"))


        dragons = LegendsOfBlueMoonViewDragons.from_dict(d.pop("dragons"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = BlueMoonViewPlayersItem.from_dict(players_item_data)



            players.append(players_item)


        pending = []
        _pending = d.pop("pending")
        for pending_item_data in (_pending):
            pending_item = LegendsOfBlueMoonViewPendingItem.from_dict(pending_item_data)



            pending.append(pending_item)


        to_act = cast(list[int], d.pop("to_act"))


        over = d.pop("over")

        def _parse_result(data: object) -> LegendsOfBlueMoonViewResultType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = LegendsOfBlueMoonViewResultType1.from_dict(data)



                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LegendsOfBlueMoonViewResultType1 | None, data)

        result = _parse_result(d.pop("result"))


        free_on_first_turn = d.pop("free_on_first_turn", UNSET)

        phase_name = d.pop("phase_name", UNSET)

        turn_no = d.pop("turn_no", UNSET)

        _turn = d.pop("turn", UNSET)
        turn: LegendsOfBlueMoonViewTurn | Unset
        if isinstance(_turn,  Unset):
            turn = UNSET
        else:
            turn = LegendsOfBlueMoonViewTurn.from_dict(_turn)




        ran_out = cast(list[int], d.pop("ran_out", UNSET))


        legends_of_blue_moon_view = cls(
            game=game,
            edition=edition,
            seat=seat,
            active=active,
            phase=phase,
            fight=fight,
            dragons=dragons,
            players=players,
            pending=pending,
            to_act=to_act,
            over=over,
            result=result,
            free_on_first_turn=free_on_first_turn,
            phase_name=phase_name,
            turn_no=turn_no,
            turn=turn,
            ran_out=ran_out,
        )


        legends_of_blue_moon_view.additional_properties = d
        return legends_of_blue_moon_view

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
