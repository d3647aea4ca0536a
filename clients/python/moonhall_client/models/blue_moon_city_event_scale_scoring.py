from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventScaleScoring")



@_attrs_define
class BlueMoonCityEventScaleScoring:
    """ 
        Attributes:
            crystals (list[int]):
            scales_after (list[int]):
            supply_after (int):
            type_ (Literal['scale_scoring']):  Default: 'scale_scoring'.
     """

    crystals: list[int]
    scales_after: list[int]
    supply_after: int
    type_: Literal['scale_scoring'] = 'scale_scoring'





    def to_dict(self) -> dict[str, Any]:
        crystals = self.crystals



        scales_after = self.scales_after



        supply_after = self.supply_after

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "crystals": crystals,
            "scales_after": scales_after,
            "supply_after": supply_after,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        crystals = cast(list[int], d.pop("crystals"))


        scales_after = cast(list[int], d.pop("scales_after"))


        supply_after = d.pop("supply_after")

        type_ = cast(Literal['scale_scoring'] , d.pop("type"))
        if type_ != 'scale_scoring':
            raise ValueError(f"type must match const 'scale_scoring', got '{type_}'")

        blue_moon_city_event_scale_scoring = cls(
            crystals=crystals,
            scales_after=scales_after,
            supply_after=supply_after,
            type_=type_,
        )

        return blue_moon_city_event_scale_scoring

