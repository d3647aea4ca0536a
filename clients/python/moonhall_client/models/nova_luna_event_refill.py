from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaEventRefill")



@_attrs_define
class NovaLunaEventRefill:
    """ tiles drawn at random from the pile, face up on the track (reveals chance)

        Attributes:
            type_ (Literal['refill']):  Default: 'refill'.
            seat (int):
            forced (bool):
            tiles (list[list[int]]):
            pile (int):
     """

    seat: int
    forced: bool
    tiles: list[list[int]]
    pile: int
    type_: Literal['refill'] = 'refill'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        forced = self.forced

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = []
            for tiles_item_item_data in tiles_item_data:
                tiles_item_item: int
                tiles_item_item = tiles_item_item_data
                tiles_item.append(tiles_item_item)


            tiles.append(tiles_item)



        pile = self.pile


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "forced": forced,
            "tiles": tiles,
            "pile": pile,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['refill'] , d.pop("type"))
        if type_ != 'refill':
            raise ValueError(f"type must match const 'refill', got '{type_}'")

        seat = d.pop("seat")

        forced = d.pop("forced")

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in (_tiles):
            tiles_item = []
            _tiles_item = tiles_item_data
            for tiles_item_item_data in (_tiles_item):
                def _parse_tiles_item_item(data: object) -> int:
                    return cast(int, data)

                tiles_item_item = _parse_tiles_item_item(tiles_item_item_data)

                tiles_item.append(tiles_item_item)

            tiles.append(tiles_item)


        pile = d.pop("pile")

        nova_luna_event_refill = cls(
            type_=type_,
            seat=seat,
            forced=forced,
            tiles=tiles,
            pile=pile,
        )

        return nova_luna_event_refill

