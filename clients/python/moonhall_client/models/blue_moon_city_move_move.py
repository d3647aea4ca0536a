from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveMove")



@_attrs_define
class BlueMoonCityMoveMove:
    """ move the figure to a tile at most 'allowance' steps away (§5.1)

        Attributes:
            to (list[int]): [x, y]; x grows east, y grows south
            type_ (Literal['move']):  Default: 'move'.
     """

    to: list[int]
    type_: Literal['move'] = 'move'





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


        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        blue_moon_city_move_move = cls(
            to=to,
            type_=type_,
        )

        return blue_moon_city_move_move

