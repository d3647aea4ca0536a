from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveFlit2")



@_attrs_define
class BlueMoonCityMoveFlit2:
    """ discard a Flit 2: +2 steps of allowance (§5.2)

        Attributes:
            type_ (Literal['flit2']):  Default: 'flit2'.
     """

    type_: Literal['flit2'] = 'flit2'





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
        type_ = cast(Literal['flit2'] , d.pop("type"))
        if type_ != 'flit2':
            raise ValueError(f"type must match const 'flit2', got '{type_}'")

        blue_moon_city_move_flit_2 = cls(
            type_=type_,
        )

        return blue_moon_city_move_flit_2

