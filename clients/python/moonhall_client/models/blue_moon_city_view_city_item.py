from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.blue_moon_city_view_city_item_boxes_item import BlueMoonCityViewCityItemBoxesItem
  from ..models.blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority





T = TypeVar("T", bound="BlueMoonCityViewCityItem")



@_attrs_define
class BlueMoonCityViewCityItem:
    """ 
        Attributes:
            cell (list[int]): [x, y]; x grows east, y grows south
            building (str):
            name (str):
            done (bool):
            boxes (list[BlueMoonCityViewCityItemBoxesItem] | Unset):
            majority (BlueMoonCityViewCityItemMajority | Unset):
            participation (BlueMoonCityViewCityItemMajority | Unset):
            neighbour (BlueMoonCityViewCityItemMajority | Unset):
     """

    cell: list[int]
    building: str
    name: str
    done: bool
    boxes: list[BlueMoonCityViewCityItemBoxesItem] | Unset = UNSET
    majority: BlueMoonCityViewCityItemMajority | Unset = UNSET
    participation: BlueMoonCityViewCityItemMajority | Unset = UNSET
    neighbour: BlueMoonCityViewCityItemMajority | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_city_view_city_item_boxes_item import BlueMoonCityViewCityItemBoxesItem # noqa: PLC0415
        from ..models.blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority # noqa: PLC0415
        cell = self.cell



        building = self.building

        name = self.name

        done = self.done

        boxes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.boxes, Unset):
            boxes = []
            for boxes_item_data in self.boxes:
                boxes_item = boxes_item_data.to_dict()
                boxes.append(boxes_item)



        majority: dict[str, Any] | Unset = UNSET
        if not isinstance(self.majority, Unset):
            majority = self.majority.to_dict()

        participation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.participation, Unset):
            participation = self.participation.to_dict()

        neighbour: dict[str, Any] | Unset = UNSET
        if not isinstance(self.neighbour, Unset):
            neighbour = self.neighbour.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cell": cell,
            "building": building,
            "name": name,
            "done": done,
        })
        if boxes is not UNSET:
            field_dict["boxes"] = boxes
        if majority is not UNSET:
            field_dict["majority"] = majority
        if participation is not UNSET:
            field_dict["participation"] = participation
        if neighbour is not UNSET:
            field_dict["neighbour"] = neighbour

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_city_view_city_item_boxes_item import BlueMoonCityViewCityItemBoxesItem # noqa: PLC0415
        from ..models.blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority # noqa: PLC0415
        d = dict(src_dict)
        cell = cast(list[int], d.pop("cell"))


        building = d.pop("building")

        name = d.pop("name")

        done = d.pop("done")

        _boxes = d.pop("boxes", UNSET)
        boxes: list[BlueMoonCityViewCityItemBoxesItem] | Unset = UNSET
        if _boxes is not UNSET:
            boxes = []
            for boxes_item_data in _boxes:
                boxes_item = BlueMoonCityViewCityItemBoxesItem.from_dict(boxes_item_data)



                boxes.append(boxes_item)


        _majority = d.pop("majority", UNSET)
        majority: BlueMoonCityViewCityItemMajority | Unset
        if isinstance(_majority,  Unset):
            majority = UNSET
        else:
            majority = BlueMoonCityViewCityItemMajority.from_dict(_majority)




        _participation = d.pop("participation", UNSET)
        participation: BlueMoonCityViewCityItemMajority | Unset
        if isinstance(_participation,  Unset):
            participation = UNSET
        else:
            participation = BlueMoonCityViewCityItemMajority.from_dict(_participation)




        _neighbour = d.pop("neighbour", UNSET)
        neighbour: BlueMoonCityViewCityItemMajority | Unset
        if isinstance(_neighbour,  Unset):
            neighbour = UNSET
        else:
            neighbour = BlueMoonCityViewCityItemMajority.from_dict(_neighbour)




        blue_moon_city_view_city_item = cls(
            cell=cell,
            building=building,
            name=name,
            done=done,
            boxes=boxes,
            majority=majority,
            participation=participation,
            neighbour=neighbour,
        )


        blue_moon_city_view_city_item.additional_properties = d
        return blue_moon_city_view_city_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
