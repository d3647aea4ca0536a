from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionEventPlacingStarted")



@_attrs_define
class AzulSummerPavilionEventPlacingStarted:
    """ Phase 2 begins (§7.1).

        Attributes:
            type_ (Literal['placing_started']):  Default: 'placing_started'.
            round_ (int):
            active (int):
     """

    round_: int
    active: int
    type_: Literal['placing_started'] = 'placing_started'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        round_ = self.round_

        active = self.active


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
            "active": active,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['placing_started'] , d.pop("type"))
        if type_ != 'placing_started':
            raise ValueError(f"type must match const 'placing_started', got '{type_}'")

        round_ = d.pop("round")

        active = d.pop("active")

        azul_summer_pavilion_event_placing_started = cls(
            type_=type_,
            round_=round_,
            active=active,
        )

        return azul_summer_pavilion_event_placing_started

