from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.lobby_entry_status import LobbyEntryStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.branch_of import BranchOf
  from ..models.chosen_seed import ChosenSeed
  from ..models.seat import Seat





T = TypeVar("T", bound="LobbyEntry")



@_attrs_define
class LobbyEntry:
    """ 
        Attributes:
            id (str):
            type_ (str):
            name (str): The game type's name.
            version (int):
            status (LobbyEntryStatus):
            seats (list[Seat]):
            to_act (list[int]):
            winners (list[int] | None): The winning seats once finished, else null.
            created (float): Creation time (Unix seconds).
            rules_version (int | Unset): The version of the game type's rules this game was created under and is played
                under (absent in a summary written before it was recorded, which is version 1).
            open_seats (list[int] | Unset): The open seats nobody took yet (joinable while `waiting`).
            fairness (ChosenSeed | Unset): A seed chosen by the game's creator, shown to everyone from version 1.
            hints (bool | Unset): The table allows the seats the expert's analysis while it runs.
            branch_of (BranchOf | Unset): The game, version and seat a what-if branch was made from.
     """

    id: str
    type_: str
    name: str
    version: int
    status: LobbyEntryStatus
    seats: list[Seat]
    to_act: list[int]
    winners: list[int] | None
    created: float
    rules_version: int | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    fairness: ChosenSeed | Unset = UNSET
    hints: bool | Unset = UNSET
    branch_of: BranchOf | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.branch_of import BranchOf # noqa: PLC0415
        from ..models.chosen_seed import ChosenSeed # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        id = self.id

        type_ = self.type_

        name = self.name

        version = self.version

        status = self.status.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        to_act = self.to_act



        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        created = self.created

        rules_version = self.rules_version

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats



        fairness: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fairness, Unset):
            fairness = self.fairness.to_dict()

        hints = self.hints

        branch_of: dict[str, Any] | Unset = UNSET
        if not isinstance(self.branch_of, Unset):
            branch_of = self.branch_of.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "name": name,
            "version": version,
            "status": status,
            "seats": seats,
            "to_act": to_act,
            "winners": winners,
            "created": created,
        })
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if fairness is not UNSET:
            field_dict["fairness"] = fairness
        if hints is not UNSET:
            field_dict["hints"] = hints
        if branch_of is not UNSET:
            field_dict["branch_of"] = branch_of

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.branch_of import BranchOf # noqa: PLC0415
        from ..models.chosen_seed import ChosenSeed # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        name = d.pop("name")

        version = d.pop("version")

        status = LobbyEntryStatus(d.pop("status"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        to_act = cast(list[int], d.pop("to_act"))


        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))


        created = d.pop("created")

        rules_version = d.pop("rules_version", UNSET)

        open_seats = cast(list[int], d.pop("open_seats", UNSET))


        _fairness = d.pop("fairness", UNSET)
        fairness: ChosenSeed | Unset
        if isinstance(_fairness,  Unset):
            fairness = UNSET
        else:
            fairness = ChosenSeed.from_dict(_fairness)




        hints = d.pop("hints", UNSET)

        _branch_of = d.pop("branch_of", UNSET)
        branch_of: BranchOf | Unset
        if isinstance(_branch_of,  Unset):
            branch_of = UNSET
        else:
            branch_of = BranchOf.from_dict(_branch_of)




        lobby_entry = cls(
            id=id,
            type_=type_,
            name=name,
            version=version,
            status=status,
            seats=seats,
            to_act=to_act,
            winners=winners,
            created=created,
            rules_version=rules_version,
            open_seats=open_seats,
            fairness=fairness,
            hints=hints,
            branch_of=branch_of,
        )

        return lobby_entry

