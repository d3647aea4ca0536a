from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.imported_game_status import ImportedGameStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.import_mark import ImportMark
  from ..models.seat import Seat





T = TypeVar("T", bound="ImportedGame")



@_attrs_define
class ImportedGame:
    """ 
        Attributes:
            id (str): The new game's id.
            type_ (str):
            version (int):
            status (ImportedGameStatus):
            imported (ImportMark): A game rebuilt from a record by `POST /v1/games/import` (read-only, finished).
            seats (list[Seat]):
     """

    id: str
    type_: str
    version: int
    status: ImportedGameStatus
    imported: ImportMark
    seats: list[Seat]





    def to_dict(self) -> dict[str, Any]:
        from ..models.import_mark import ImportMark # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        id = self.id

        type_ = self.type_

        version = self.version

        status = self.status.value

        imported = self.imported.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "version": version,
            "status": status,
            "imported": imported,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_mark import ImportMark # noqa: PLC0415
        from ..models.seat import Seat # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        type_ = d.pop("type")

        version = d.pop("version")

        status = ImportedGameStatus(d.pop("status"))




        imported = ImportMark.from_dict(d.pop("imported"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = Seat.from_dict(seats_item_data)



            seats.append(seats_item)


        imported_game = cls(
            id=id,
            type_=type_,
            version=version,
            status=status,
            imported=imported,
            seats=seats,
        )

        return imported_game

