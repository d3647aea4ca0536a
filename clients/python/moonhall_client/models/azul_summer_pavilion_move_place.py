from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_move_place_colour import AzulSummerPavilionMovePlaceColour
from ..models.azul_summer_pavilion_move_place_space import AzulSummerPavilionMovePlaceSpace
from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMovePlace")



@_attrs_define
class AzulSummerPavilionMovePlace:
    """ Phase 2 (§7.2-§7.5): place one tile of `colour` on an empty space whose printed number N is the cost: pay k tiles of
    that colour (k >= 1) and N-k wild tiles; one tile goes on the board, the rest to the tower. A wild-colour tile
    placed as its own colour needs k = N. Example: {"type": "place", "space": "blue-6", "colour": "blue", "k": 3}.

        Attributes:
            type_ (Literal['place']):  Default: 'place'.
            space (AzulSummerPavilionMovePlaceSpace): A board space '<star>-<position>' (§3.2), e.g. 'blue-6' or 'center-2'.
            colour (AzulSummerPavilionMovePlaceColour): A tile colour.
            k (int): Tiles of `colour` paid; the other cost-k are wild tiles.
     """

    space: AzulSummerPavilionMovePlaceSpace
    colour: AzulSummerPavilionMovePlaceColour
    k: int
    type_: Literal['place'] = 'place'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        space = self.space.value

        colour = self.colour.value

        k = self.k


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "space": space,
            "colour": colour,
            "k": k,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['place'] , d.pop("type"))
        if type_ != 'place':
            raise ValueError(f"type must match const 'place', got '{type_}'")

        space = AzulSummerPavilionMovePlaceSpace(d.pop("space"))




        colour = AzulSummerPavilionMovePlaceColour(d.pop("colour"))




        k = d.pop("k")

        azul_summer_pavilion_move_place = cls(
            type_=type_,
            space=space,
            colour=colour,
            k=k,
        )

        return azul_summer_pavilion_move_place

