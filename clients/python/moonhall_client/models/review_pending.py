from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="ReviewPending")



@_attrs_define
class ReviewPending:
    """ 
        Attributes:
            id (str):
            status (Literal['computing']):  Default: 'computing'.
            samples_per_position (int | Unset):
     """

    id: str
    status: Literal['computing'] = 'computing'
    samples_per_position: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status

        samples_per_position = self.samples_per_position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "status": status,
        })
        if samples_per_position is not UNSET:
            field_dict["samples_per_position"] = samples_per_position

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = cast(Literal['computing'] , d.pop("status"))
        if status != 'computing':
            raise ValueError(f"status must match const 'computing', got '{status}'")

        samples_per_position = d.pop("samples_per_position", UNSET)

        review_pending = cls(
            id=id,
            status=status,
            samples_per_position=samples_per_position,
        )

        return review_pending

