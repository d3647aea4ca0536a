from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_event_bonus_taken_colour import AzulSummerPavilionEventBonusTakenColour
from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionEventBonusTaken")



@_attrs_define
class AzulSummerPavilionEventBonusTaken:
    """ One bonus tile from the supply (§7.5).

        Attributes:
            type_ (Literal['bonus_taken']):  Default: 'bonus_taken'.
            seat (int):
            colour (AzulSummerPavilionEventBonusTakenColour): A tile colour.
     """

    seat: int
    colour: AzulSummerPavilionEventBonusTakenColour
    type_: Literal['bonus_taken'] = 'bonus_taken'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        colour = self.colour.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['bonus_taken'] , d.pop("type"))
        if type_ != 'bonus_taken':
            raise ValueError(f"type must match const 'bonus_taken', got '{type_}'")

        seat = d.pop("seat")

        colour = AzulSummerPavilionEventBonusTakenColour(d.pop("colour"))




        azul_summer_pavilion_event_bonus_taken = cls(
            type_=type_,
            seat=seat,
            colour=colour,
        )

        return azul_summer_pavilion_event_bonus_taken

