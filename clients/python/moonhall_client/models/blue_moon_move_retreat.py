from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveRetreat")



@_attrs_define
class BlueMoonMoveRetreat:
    """ engagement during a fight: retreat; the opponent attracts dragons (R-9)

        Attributes:
            type_ (Literal['retreat']):  Default: 'retreat'.
     """

    type_: Literal['retreat'] = 'retreat'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['retreat'] , d.pop("type"))
        if type_ != 'retreat':
            raise ValueError(f"type must match const 'retreat', got '{type_}'")

        blue_moon_move_retreat = cls(
            type_=type_,
        )

        return blue_moon_move_retreat

