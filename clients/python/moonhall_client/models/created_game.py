from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.created_game_status import CreatedGameStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.created_seat import CreatedSeat





T = TypeVar("T", bound="CreatedGame")



@_attrs_define
class CreatedGame:
    """ 
        Attributes:
            id (str):
            type_ (str):
            version (int):
            seats (list[CreatedSeat]):
            status (CreatedGameStatus | Unset):
     """

    id: str
    type_: str
    version: int
    seats: list[CreatedSeat]
    status: CreatedGameStatus | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.created_seat import CreatedSeat # noqa: PLC0415
        id = self.id

        type_ = self.type_

        version = self.version

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "version": version,
            "seats": seats,
        })
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.created_seat import CreatedSeat # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        version = d.pop("version")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = CreatedSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        _status = d.pop("status", UNSET)
        status: CreatedGameStatus | Unset
        if isinstance(_status,  Unset):
            status = UNSET
        else:
            status = CreatedGameStatus(_status)




        created_game = cls(
            id=id,
            type_=type_,
            version=version,
            seats=seats,
            status=status,
        )

        return created_game

