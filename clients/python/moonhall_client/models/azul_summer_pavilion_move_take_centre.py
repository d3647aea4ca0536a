from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_move_take_centre_colour import AzulSummerPavilionMoveTakeCentreColour
from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveTakeCentre")



@_attrs_define
class AzulSummerPavilionMoveTakeCentre:
    """ Phase 1 (§6.2, §6.3): take from the centre, same rule; the first taker of the round also takes the start-player
    token and loses 1 point per tile taken (never below 1).

        Attributes:
            type_ (Literal['take']):  Default: 'take'.
            source (Literal['centre']):  Default: 'centre'.
            colour (AzulSummerPavilionMoveTakeCentreColour): A tile colour.
     """

    colour: AzulSummerPavilionMoveTakeCentreColour
    type_: Literal['take'] = 'take'
    source: Literal['centre'] = 'centre'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        source = self.source

        colour = self.colour.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "source": source,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take'] , d.pop("type"))
        if type_ != 'take':
            raise ValueError(f"type must match const 'take', got '{type_}'")

        source = cast(Literal['centre'] , d.pop("source"))
        if source != 'centre':
            raise ValueError(f"source must match const 'centre', got '{source}'")

        colour = AzulSummerPavilionMoveTakeCentreColour(d.pop("colour"))




        azul_summer_pavilion_move_take_centre = cls(
            type_=type_,
            source=source,
            colour=colour,
        )

        return azul_summer_pavilion_move_take_centre

