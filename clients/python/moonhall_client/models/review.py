from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.review_position import ReviewPosition





T = TypeVar("T", bound="Review")



@_attrs_define
class Review:
    """ 
        Attributes:
            id (str):
            status (Literal['done']):  Default: 'done'.
            version (int):
            samples_per_position (int):
            positions (list[ReviewPosition]):
     """

    id: str
    version: int
    samples_per_position: int
    positions: list[ReviewPosition]
    status: Literal['done'] = 'done'





    def to_dict(self) -> dict[str, Any]:
        from ..models.review_position import ReviewPosition # noqa: PLC0415
        id = self.id

        status = self.status

        version = self.version

        samples_per_position = self.samples_per_position

        positions = []
        for positions_item_data in self.positions:
            positions_item = positions_item_data.to_dict()
            positions.append(positions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "status": status,
            "version": version,
            "samples_per_position": samples_per_position,
            "positions": positions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.review_position import ReviewPosition # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = cast(Literal['done'] , d.pop("status"))
        if status != 'done':
            raise ValueError(f"status must match const 'done', got '{status}'")

        version = d.pop("version")

        samples_per_position = d.pop("samples_per_position")

        positions = []
        _positions = d.pop("positions")
        for positions_item_data in (_positions):
            positions_item = ReviewPosition.from_dict(positions_item_data)



            positions.append(positions_item)


        review = cls(
            id=id,
            status=status,
            version=version,
            samples_per_position=samples_per_position,
            positions=positions,
        )

        return review

