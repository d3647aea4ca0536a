from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BlueMoonViewPlayersItemPower")



@_attrs_define
class BlueMoonViewPlayersItemPower:
    """ 
        Attributes:
            fire (int):
            earth (int):
     """

    fire: int
    earth: int





    def to_dict(self) -> dict[str, Any]:
        fire = self.fire

        earth = self.earth


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fire": fire,
            "earth": earth,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fire = d.pop("fire")

        earth = d.pop("earth")

        blue_moon_view_players_item_power = cls(
            fire=fire,
            earth=earth,
        )

        return blue_moon_view_players_item_power

