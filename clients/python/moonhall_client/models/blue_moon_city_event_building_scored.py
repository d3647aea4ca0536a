from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_building_scored_drawn_item_item import BlueMoonCityEventBuildingScoredDrawnItemItem
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority





T = TypeVar("T", bound="BlueMoonCityEventBuildingScored")



@_attrs_define
class BlueMoonCityEventBuildingScored:
    """ 
        Attributes:
            building (str):
            majority (int):
            participants (list[int]):
            gains (list[BlueMoonCityViewCityItemMajority]):
            markers_back (list[int]):
            type_ (Literal['building_scored']):  Default: 'building_scored'.
            drawn (list[list[BlueMoonCityEventBuildingScoredDrawnItemItem]] | Unset):
            drawn_counts (list[int] | Unset):
     """

    building: str
    majority: int
    participants: list[int]
    gains: list[BlueMoonCityViewCityItemMajority]
    markers_back: list[int]
    type_: Literal['building_scored'] = 'building_scored'
    drawn: list[list[BlueMoonCityEventBuildingScoredDrawnItemItem]] | Unset = UNSET
    drawn_counts: list[int] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority # noqa: PLC0415
        building = self.building

        majority = self.majority

        participants = self.participants



        gains = []
        for gains_item_data in self.gains:
            gains_item = gains_item_data.to_dict()
            gains.append(gains_item)



        markers_back = self.markers_back



        type_ = self.type_

        drawn: list[list[str]] | Unset = UNSET
        if not isinstance(self.drawn, Unset):
            drawn = []
            for drawn_item_data in self.drawn:
                drawn_item = []
                for drawn_item_item_data in drawn_item_data:
                    drawn_item_item = drawn_item_item_data.value
                    drawn_item.append(drawn_item_item)


                drawn.append(drawn_item)



        drawn_counts: list[int] | Unset = UNSET
        if not isinstance(self.drawn_counts, Unset):
            drawn_counts = self.drawn_counts




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "building": building,
            "majority": majority,
            "participants": participants,
            "gains": gains,
            "markers_back": markers_back,
            "type": type_,
        })
        if drawn is not UNSET:
            field_dict["drawn"] = drawn
        if drawn_counts is not UNSET:
            field_dict["drawn_counts"] = drawn_counts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority # noqa: PLC0415
        d = dict(src_dict)
        building = d.pop("building")

        majority = d.pop("majority")

        participants = cast(list[int], d.pop("participants"))


        gains = []
        _gains = d.pop("gains")
        for gains_item_data in (_gains):
            gains_item = BlueMoonCityViewCityItemMajority.from_dict(gains_item_data)



            gains.append(gains_item)


        markers_back = cast(list[int], d.pop("markers_back"))


        type_ = cast(Literal['building_scored'] , d.pop("type"))
        if type_ != 'building_scored':
            raise ValueError(f"type must match const 'building_scored', got '{type_}'")

        _drawn = d.pop("drawn", UNSET)
        drawn: list[list[BlueMoonCityEventBuildingScoredDrawnItemItem]] | Unset = UNSET
        if _drawn is not UNSET:
            drawn = []
            for drawn_item_data in _drawn:
                drawn_item = []
                _drawn_item = drawn_item_data
                for drawn_item_item_data in (_drawn_item):
                    drawn_item_item = BlueMoonCityEventBuildingScoredDrawnItemItem(drawn_item_item_data)



                    drawn_item.append(drawn_item_item)

                drawn.append(drawn_item)


        drawn_counts = cast(list[int], d.pop("drawn_counts", UNSET))


        blue_moon_city_event_building_scored = cls(
            building=building,
            majority=majority,
            participants=participants,
            gains=gains,
            markers_back=markers_back,
            type_=type_,
            drawn=drawn,
            drawn_counts=drawn_counts,
        )

        return blue_moon_city_event_building_scored

