from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_move_take_factory_colour import AzulSummerPavilionMoveTakeFactoryColour
from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveTakeFactory")



@_attrs_define
class AzulSummerPavilionMoveTakeFactory:
    """ Phase 1 (§6.1): take every tile of a non-wild colour from a factory display, plus exactly one wild tile if it holds
    any; the rest goes to the centre. The wild colour itself may be named only when the display holds nothing but wild
    tiles (then exactly one is taken). Example: {"type": "take", "source": "factory", "factory": 2, "colour": "red"}.

        Attributes:
            type_ (Literal['take']):  Default: 'take'.
            source (Literal['factory']):  Default: 'factory'.
            factory (int): Index of the factory display (0-based).
            colour (AzulSummerPavilionMoveTakeFactoryColour): A tile colour.
     """

    factory: int
    colour: AzulSummerPavilionMoveTakeFactoryColour
    type_: Literal['take'] = 'take'
    source: Literal['factory'] = 'factory'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        source = self.source

        factory = self.factory

        colour = self.colour.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "source": source,
            "factory": factory,
            "colour": colour,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take'] , d.pop("type"))
        if type_ != 'take':
            raise ValueError(f"type must match const 'take', got '{type_}'")

        source = cast(Literal['factory'] , d.pop("source"))
        if source != 'factory':
            raise ValueError(f"source must match const 'factory', got '{source}'")

        factory = d.pop("factory")

        colour = AzulSummerPavilionMoveTakeFactoryColour(d.pop("colour"))




        azul_summer_pavilion_move_take_factory = cls(
            type_=type_,
            source=source,
            factory=factory,
            colour=colour,
        )

        return azul_summer_pavilion_move_take_factory

