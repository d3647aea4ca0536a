from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMovePass")



@_attrs_define
class BlueMoonMovePass:
    """ end the start phase (no more retrieving), the leadership phase, or the booster/support phase

        Attributes:
            type_ (Literal['pass']):  Default: 'pass'.
     """

    type_: Literal['pass'] = 'pass'





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
        type_ = cast(Literal['pass'] , d.pop("type"))
        if type_ != 'pass':
            raise ValueError(f"type must match const 'pass', got '{type_}'")

        blue_moon_move_pass = cls(
            type_=type_,
        )

        return blue_moon_move_pass

