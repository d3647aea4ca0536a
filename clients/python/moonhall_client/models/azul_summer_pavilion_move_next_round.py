from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveNextRound")



@_attrs_define
class AzulSummerPavilionMoveNextRound:
    """ SYSTEM table step: prepare the next round (§8).

        Attributes:
            type_ (Literal['next_round']):  Default: 'next_round'.
     """

    type_: Literal['next_round'] = 'next_round'





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
        type_ = cast(Literal['next_round'] , d.pop("type"))
        if type_ != 'next_round':
            raise ValueError(f"type must match const 'next_round', got '{type_}'")

        azul_summer_pavilion_move_next_round = cls(
            type_=type_,
        )

        return azul_summer_pavilion_move_next_round

