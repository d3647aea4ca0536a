from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveStartPlacing")



@_attrs_define
class AzulSummerPavilionMoveStartPlacing:
    """ SYSTEM table step: phase 1 is over; phase 2 begins (§6, §7.1).

        Attributes:
            type_ (Literal['start_placing']):  Default: 'start_placing'.
     """

    type_: Literal['start_placing'] = 'start_placing'





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
        type_ = cast(Literal['start_placing'] , d.pop("type"))
        if type_ != 'start_placing':
            raise ValueError(f"type must match const 'start_placing', got '{type_}'")

        azul_summer_pavilion_move_start_placing = cls(
            type_=type_,
        )

        return azul_summer_pavilion_move_start_placing

