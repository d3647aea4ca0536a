from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BlueMoonCityViewObelisk")



@_attrs_define
class BlueMoonCityViewObelisk:
    """ 
        Attributes:
            costs (list[int]):
            markers (list[int]):
            next_cost (int | None):
            to_win (int):
     """

    costs: list[int]
    markers: list[int]
    next_cost: int | None
    to_win: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        costs = self.costs



        markers = self.markers



        next_cost: int | None
        next_cost = self.next_cost

        to_win = self.to_win


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "costs": costs,
            "markers": markers,
            "next_cost": next_cost,
            "to_win": to_win,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        costs = cast(list[int], d.pop("costs"))


        markers = cast(list[int], d.pop("markers"))


        def _parse_next_cost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_cost = _parse_next_cost(d.pop("next_cost"))


        to_win = d.pop("to_win")

        blue_moon_city_view_obelisk = cls(
            costs=costs,
            markers=markers,
            next_cost=next_cost,
            to_win=to_win,
        )


        blue_moon_city_view_obelisk.additional_properties = d
        return blue_moon_city_view_obelisk

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
