from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="AzulSummerPavilionViewBag")



@_attrs_define
class AzulSummerPavilionViewBag:
    """ Tile counts per colour (all six colours).

        Attributes:
            purple (int):
            green (int):
            orange (int):
            yellow (int):
            blue (int):
            red (int):
     """

    purple: int
    green: int
    orange: int
    yellow: int
    blue: int
    red: int





    def to_dict(self) -> dict[str, Any]:
        purple = self.purple

        green = self.green

        orange = self.orange

        yellow = self.yellow

        blue = self.blue

        red = self.red


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "purple": purple,
            "green": green,
            "orange": orange,
            "yellow": yellow,
            "blue": blue,
            "red": red,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purple = d.pop("purple")

        green = d.pop("green")

        orange = d.pop("orange")

        yellow = d.pop("yellow")

        blue = d.pop("blue")

        red = d.pop("red")

        azul_summer_pavilion_view_bag = cls(
            purple=purple,
            green=green,
            orange=orange,
            yellow=yellow,
            blue=blue,
            red=red,
        )

        return azul_summer_pavilion_view_bag

