from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BlueMoonCityViewDragons")



@_attrs_define
class BlueMoonCityViewDragons:
    """ 
        Attributes:
            red (list[int] | None):
            green (list[int] | None):
            blue (list[int] | None):
     """

    red: list[int] | None
    green: list[int] | None
    blue: list[int] | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        red: list[int] | None
        if isinstance(self.red, list):
            red = self.red


        else:
            red = self.red

        green: list[int] | None
        if isinstance(self.green, list):
            green = self.green


        else:
            green = self.green

        blue: list[int] | None
        if isinstance(self.blue, list):
            blue = self.blue


        else:
            blue = self.blue


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "red": red,
            "green": green,
            "blue": blue,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_red(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                red_type_0 = cast(list[int], data)

                return red_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        red = _parse_red(d.pop("red"))


        def _parse_green(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                green_type_0 = cast(list[int], data)

                return green_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        green = _parse_green(d.pop("green"))


        def _parse_blue(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                blue_type_0 = cast(list[int], data)

                return blue_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        blue = _parse_blue(d.pop("blue"))


        blue_moon_city_view_dragons = cls(
            red=red,
            green=green,
            blue=blue,
        )


        blue_moon_city_view_dragons.additional_properties = d
        return blue_moon_city_view_dragons

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
