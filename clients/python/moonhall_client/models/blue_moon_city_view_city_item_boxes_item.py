from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_view_city_item_boxes_item_color import BlueMoonCityViewCityItemBoxesItemColor
from typing import cast






T = TypeVar("T", bound="BlueMoonCityViewCityItemBoxesItem")



@_attrs_define
class BlueMoonCityViewCityItemBoxesItem:
    """ 
        Attributes:
            color (BlueMoonCityViewCityItemBoxesItemColor):
            value (int):
            marker (int | None):
     """

    color: BlueMoonCityViewCityItemBoxesItemColor
    value: int
    marker: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        color = self.color.value

        value = self.value

        marker: int | None
        marker = self.marker


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "color": color,
            "value": value,
            "marker": marker,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        color = BlueMoonCityViewCityItemBoxesItemColor(d.pop("color"))




        value = d.pop("value")

        def _parse_marker(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        marker = _parse_marker(d.pop("marker"))


        blue_moon_city_view_city_item_boxes_item = cls(
            color=color,
            value=value,
            marker=marker,
        )


        blue_moon_city_view_city_item_boxes_item.additional_properties = d
        return blue_moon_city_view_city_item_boxes_item

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
