from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_event_tile_placed_colour import AzulSummerPavilionEventTilePlacedColour
from ..models.azul_summer_pavilion_event_tile_placed_space import AzulSummerPavilionEventTilePlacedSpace
from ..models.azul_summer_pavilion_event_tile_placed_wild_colour import AzulSummerPavilionEventTilePlacedWildColour
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionEventTilePlaced")



@_attrs_define
class AzulSummerPavilionEventTilePlaced:
    """ A tile placed (§7.2-§7.5).

        Attributes:
            type_ (Literal['tile_placed']):  Default: 'tile_placed'.
            seat (int):
            space (AzulSummerPavilionEventTilePlacedSpace): A board space '<star>-<position>' (§3.2), e.g. 'blue-6' or
                'center-2'.
            colour (AzulSummerPavilionEventTilePlacedColour): A tile colour.
            k (int):
            wilds (int):
            wild_colour (AzulSummerPavilionEventTilePlacedWildColour): A tile colour.
            cost (int):
            points (int): Score change for the seat (signed).
            structures (list[str]):
            bonus_earned (int):
            bonus_owed (int):
     """

    seat: int
    space: AzulSummerPavilionEventTilePlacedSpace
    colour: AzulSummerPavilionEventTilePlacedColour
    k: int
    wilds: int
    wild_colour: AzulSummerPavilionEventTilePlacedWildColour
    cost: int
    points: int
    structures: list[str]
    bonus_earned: int
    bonus_owed: int
    type_: Literal['tile_placed'] = 'tile_placed'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        space = self.space.value

        colour = self.colour.value

        k = self.k

        wilds = self.wilds

        wild_colour = self.wild_colour.value

        cost = self.cost

        points = self.points

        structures = self.structures



        bonus_earned = self.bonus_earned

        bonus_owed = self.bonus_owed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "space": space,
            "colour": colour,
            "k": k,
            "wilds": wilds,
            "wild_colour": wild_colour,
            "cost": cost,
            "points": points,
            "structures": structures,
            "bonus_earned": bonus_earned,
            "bonus_owed": bonus_owed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['tile_placed'] , d.pop("type"))
        if type_ != 'tile_placed':
            raise ValueError(f"type must match const 'tile_placed', got '{type_}'")

        seat = d.pop("seat")

        space = AzulSummerPavilionEventTilePlacedSpace(d.pop("space"))




        colour = AzulSummerPavilionEventTilePlacedColour(d.pop("colour"))




        k = d.pop("k")

        wilds = d.pop("wilds")

        wild_colour = AzulSummerPavilionEventTilePlacedWildColour(d.pop("wild_colour"))




        cost = d.pop("cost")

        points = d.pop("points")

        structures = cast(list[str], d.pop("structures"))


        bonus_earned = d.pop("bonus_earned")

        bonus_owed = d.pop("bonus_owed")

        azul_summer_pavilion_event_tile_placed = cls(
            type_=type_,
            seat=seat,
            space=space,
            colour=colour,
            k=k,
            wilds=wilds,
            wild_colour=wild_colour,
            cost=cost,
            points=points,
            structures=structures,
            bonus_earned=bonus_earned,
            bonus_owed=bonus_owed,
        )

        return azul_summer_pavilion_event_tile_placed

