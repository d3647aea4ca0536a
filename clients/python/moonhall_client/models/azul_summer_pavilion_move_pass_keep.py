from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AzulSummerPavilionMovePassKeep")



@_attrs_define
class AzulSummerPavilionMovePassKeep:
    """ Tile counts per colour; absent colours count 0.

        Attributes:
            purple (int | Unset):
            green (int | Unset):
            orange (int | Unset):
            yellow (int | Unset):
            blue (int | Unset):
            red (int | Unset):
     """

    purple: int | Unset = UNSET
    green: int | Unset = UNSET
    orange: int | Unset = UNSET
    yellow: int | Unset = UNSET
    blue: int | Unset = UNSET
    red: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        purple = self.purple

        green = self.green

        orange = self.orange

        yellow = self.yellow

        blue = self.blue

        red = self.red


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if purple is not UNSET:
            field_dict["purple"] = purple
        if green is not UNSET:
            field_dict["green"] = green
        if orange is not UNSET:
            field_dict["orange"] = orange
        if yellow is not UNSET:
            field_dict["yellow"] = yellow
        if blue is not UNSET:
            field_dict["blue"] = blue
        if red is not UNSET:
            field_dict["red"] = red

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purple = d.pop("purple", UNSET)

        green = d.pop("green", UNSET)

        orange = d.pop("orange", UNSET)

        yellow = d.pop("yellow", UNSET)

        blue = d.pop("blue", UNSET)

        red = d.pop("red", UNSET)

        azul_summer_pavilion_move_pass_keep = cls(
            purple=purple,
            green=green,
            orange=orange,
            yellow=yellow,
            blue=blue,
            red=red,
        )

        return azul_summer_pavilion_move_pass_keep

