from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaMoveEndPhase1")



@_attrs_define
class NovaLunaMoveEndPhase1:
    """ Solo only (§9): end phase 1, offered on every phase-1 turn once the 8 tokens are down.

        Attributes:
            type_ (Literal['end_phase_1']):  Default: 'end_phase_1'.
     """

    type_: Literal['end_phase_1'] = 'end_phase_1'





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
        type_ = cast(Literal['end_phase_1'] , d.pop("type"))
        if type_ != 'end_phase_1':
            raise ValueError(f"type must match const 'end_phase_1', got '{type_}'")

        nova_luna_move_end_phase_1 = cls(
            type_=type_,
        )

        return nova_luna_move_end_phase_1

