from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveFlit1")



@_attrs_define
class BlueMoonCityMoveFlit1:
    """ discard a Flit 1: figure to any other tile (§5.2)

        Attributes:
            to (list[int]): [x, y]; x grows east, y grows south
            type_ (Literal['flit1']):  Default: 'flit1'.
     """

    to: list[int]
    type_: Literal['flit1'] = 'flit1'





    def to_dict(self) -> dict[str, Any]:
        to = self.to



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = cast(list[int], d.pop("to"))


        type_ = cast(Literal['flit1'] , d.pop("type"))
        if type_ != 'flit1':
            raise ValueError(f"type must match const 'flit1', got '{type_}'")

        blue_moon_city_move_flit_1 = cls(
            to=to,
            type_=type_,
        )

        return blue_moon_city_move_flit_1

