from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveFinalScoring")



@_attrs_define
class AzulSummerPavilionMoveFinalScoring:
    """ SYSTEM table step: final bonuses after round 6 (§9).

        Attributes:
            type_ (Literal['final_scoring']):  Default: 'final_scoring'.
     """

    type_: Literal['final_scoring'] = 'final_scoring'





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
        type_ = cast(Literal['final_scoring'] , d.pop("type"))
        if type_ != 'final_scoring':
            raise ValueError(f"type must match const 'final_scoring', got '{type_}'")

        azul_summer_pavilion_move_final_scoring = cls(
            type_=type_,
        )

        return azul_summer_pavilion_move_final_scoring

