from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_turn_draw_discarded_item import BlueMoonCityEventTurnDrawDiscardedItem
from ..models.blue_moon_city_event_turn_draw_drawn_item import BlueMoonCityEventTurnDrawDrawnItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventTurnDraw")



@_attrs_define
class BlueMoonCityEventTurnDraw:
    """ 
        Attributes:
            seat (int):
            discarded (list[BlueMoonCityEventTurnDrawDiscardedItem]):
            type_ (Literal['turn_draw']):  Default: 'turn_draw'.
            drawn (list[BlueMoonCityEventTurnDrawDrawnItem] | Unset):
            drawn_count (int | Unset):
     """

    seat: int
    discarded: list[BlueMoonCityEventTurnDrawDiscardedItem]
    type_: Literal['turn_draw'] = 'turn_draw'
    drawn: list[BlueMoonCityEventTurnDrawDrawnItem] | Unset = UNSET
    drawn_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        discarded = []
        for discarded_item_data in self.discarded:
            discarded_item = discarded_item_data.value
            discarded.append(discarded_item)



        type_ = self.type_

        drawn: list[str] | Unset = UNSET
        if not isinstance(self.drawn, Unset):
            drawn = []
            for drawn_item_data in self.drawn:
                drawn_item = drawn_item_data.value
                drawn.append(drawn_item)



        drawn_count = self.drawn_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "discarded": discarded,
            "type": type_,
        })
        if drawn is not UNSET:
            field_dict["drawn"] = drawn
        if drawn_count is not UNSET:
            field_dict["drawn_count"] = drawn_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        discarded = []
        _discarded = d.pop("discarded")
        for discarded_item_data in (_discarded):
            discarded_item = BlueMoonCityEventTurnDrawDiscardedItem(discarded_item_data)



            discarded.append(discarded_item)


        type_ = cast(Literal['turn_draw'] , d.pop("type"))
        if type_ != 'turn_draw':
            raise ValueError(f"type must match const 'turn_draw', got '{type_}'")

        _drawn = d.pop("drawn", UNSET)
        drawn: list[BlueMoonCityEventTurnDrawDrawnItem] | Unset = UNSET
        if _drawn is not UNSET:
            drawn = []
            for drawn_item_data in _drawn:
                drawn_item = BlueMoonCityEventTurnDrawDrawnItem(drawn_item_data)



                drawn.append(drawn_item)


        drawn_count = d.pop("drawn_count", UNSET)

        blue_moon_city_event_turn_draw = cls(
            seat=seat,
            discarded=discarded,
            type_=type_,
            drawn=drawn,
            drawn_count=drawn_count,
        )

        return blue_moon_city_event_turn_draw

