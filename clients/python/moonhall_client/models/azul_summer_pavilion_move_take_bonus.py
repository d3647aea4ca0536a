from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_move_take_bonus_colour import AzulSummerPavilionMoveTakeBonusColour
from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveTakeBonus")



@_attrs_define
class AzulSummerPavilionMoveTakeBonus:
    """ Phase 2 (§7.5): take one bonus tile of this colour from the supply; repeated until every bonus tile earned by the
    placement is taken.

        Attributes:
            type_ (Literal['take_bonus']):  Default: 'take_bonus'.
            colour (AzulSummerPavilionMoveTakeBonusColour): A tile colour.
     """

    colour: AzulSummerPavilionMoveTakeBonusColour
    type_: Literal['take_bonus'] = 'take_bonus'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        colour = self.colour.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take_bonus'] , d.pop("type"))
        if type_ != 'take_bonus':
            raise ValueError(f"type must match const 'take_bonus', got '{type_}'")

        colour = AzulSummerPavilionMoveTakeBonusColour(d.pop("colour"))




        azul_summer_pavilion_move_take_bonus = cls(
            type_=type_,
            colour=colour,
        )

        return azul_summer_pavilion_move_take_bonus

