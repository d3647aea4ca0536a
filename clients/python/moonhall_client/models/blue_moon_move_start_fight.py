from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveStartFight")



@_attrs_define
class BlueMoonMoveStartFight:
    """ engagement with no fight in progress: start a fight (R-4.3)

        Attributes:
            type_ (Literal['start_fight']):  Default: 'start_fight'.
     """

    type_: Literal['start_fight'] = 'start_fight'





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
        type_ = cast(Literal['start_fight'] , d.pop("type"))
        if type_ != 'start_fight':
            raise ValueError(f"type must match const 'start_fight', got '{type_}'")

        blue_moon_move_start_fight = cls(
            type_=type_,
        )

        return blue_moon_move_start_fight

