from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveEndContribution")



@_attrs_define
class BlueMoonCityMoveEndContribution:
    """ end the contribution step

        Attributes:
            type_ (Literal['end_contribution']):  Default: 'end_contribution'.
     """

    type_: Literal['end_contribution'] = 'end_contribution'





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
        type_ = cast(Literal['end_contribution'] , d.pop("type"))
        if type_ != 'end_contribution':
            raise ValueError(f"type must match const 'end_contribution', got '{type_}'")

        blue_moon_city_move_end_contribution = cls(
            type_=type_,
        )

        return blue_moon_city_move_end_contribution

