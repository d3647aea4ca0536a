from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveRefillSupply")



@_attrs_define
class AzulSummerPavilionMoveRefillSupply:
    """ SYSTEM table step: refill the supply to 10 from the bag (§7.6).

        Attributes:
            type_ (Literal['refill_supply']):  Default: 'refill_supply'.
     """

    type_: Literal['refill_supply'] = 'refill_supply'





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
        type_ = cast(Literal['refill_supply'] , d.pop("type"))
        if type_ != 'refill_supply':
            raise ValueError(f"type must match const 'refill_supply', got '{type_}'")

        azul_summer_pavilion_move_refill_supply = cls(
            type_=type_,
        )

        return azul_summer_pavilion_move_refill_supply

