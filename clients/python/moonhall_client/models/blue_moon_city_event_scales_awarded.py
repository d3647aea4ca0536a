from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_scales_awarded_dragons_item import BlueMoonCityEventScalesAwardedDragonsItem
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventScalesAwarded")



@_attrs_define
class BlueMoonCityEventScalesAwarded:
    """ 
        Attributes:
            seat (int):
            building (str):
            dragons (list[BlueMoonCityEventScalesAwardedDragonsItem]):
            amount (int):
            type_ (Literal['scales_awarded']):  Default: 'scales_awarded'.
     """

    seat: int
    building: str
    dragons: list[BlueMoonCityEventScalesAwardedDragonsItem]
    amount: int
    type_: Literal['scales_awarded'] = 'scales_awarded'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        building = self.building

        dragons = []
        for dragons_item_data in self.dragons:
            dragons_item = dragons_item_data.value
            dragons.append(dragons_item)



        amount = self.amount

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "building": building,
            "dragons": dragons,
            "amount": amount,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        building = d.pop("building")

        dragons = []
        _dragons = d.pop("dragons")
        for dragons_item_data in (_dragons):
            dragons_item = BlueMoonCityEventScalesAwardedDragonsItem(dragons_item_data)



            dragons.append(dragons_item)


        amount = d.pop("amount")

        type_ = cast(Literal['scales_awarded'] , d.pop("type"))
        if type_ != 'scales_awarded':
            raise ValueError(f"type must match const 'scales_awarded', got '{type_}'")

        blue_moon_city_event_scales_awarded = cls(
            seat=seat,
            building=building,
            dragons=dragons,
            amount=amount,
            type_=type_,
        )

        return blue_moon_city_event_scales_awarded

