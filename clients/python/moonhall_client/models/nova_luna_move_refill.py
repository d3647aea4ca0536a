from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaMoveRefill")



@_attrs_define
class NovaLunaMoveRefill:
    """ §6.1: optional refill at the start of your turn when 1 or 2 tiles remain on the track and the draw pile is not empty
    (not in solo phase 1). Declining is simply taking a tile. The compulsory refill (no tile left) and the solo refill
    between the phases are played by the table (SYSTEM seat) as an auto move.

        Attributes:
            type_ (Literal['refill']):  Default: 'refill'.
     """

    type_: Literal['refill'] = 'refill'





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
        type_ = cast(Literal['refill'] , d.pop("type"))
        if type_ != 'refill':
            raise ValueError(f"type must match const 'refill', got '{type_}'")

        nova_luna_move_refill = cls(
            type_=type_,
        )

        return nova_luna_move_refill

