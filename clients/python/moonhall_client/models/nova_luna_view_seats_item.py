from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="NovaLunaViewSeatsItem")



@_attrs_define
class NovaLunaViewSeatsItem:
    """ 
        Attributes:
            seat (int):
            supply (int):
            tokens_placed (int):
            display (list[list[int]]):
            covered (list[list[int]]):
            distance (int | Unset): moon-track distance travelled
            space (int | Unset):
            arrival (int | Unset): higher = higher in its stack
     """

    seat: int
    supply: int
    tokens_placed: int
    display: list[list[int]]
    covered: list[list[int]]
    distance: int | Unset = UNSET
    space: int | Unset = UNSET
    arrival: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        supply = self.supply

        tokens_placed = self.tokens_placed

        display = []
        for display_item_data in self.display:
            display_item = []
            for display_item_item_data in display_item_data:
                display_item_item: int
                display_item_item = display_item_item_data
                display_item.append(display_item_item)


            display.append(display_item)



        covered = []
        for covered_item_data in self.covered:
            covered_item = []
            for covered_item_item_data in covered_item_data:
                covered_item_item: int
                covered_item_item = covered_item_item_data
                covered_item.append(covered_item_item)


            covered.append(covered_item)



        distance = self.distance

        space = self.space

        arrival = self.arrival


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "supply": supply,
            "tokens_placed": tokens_placed,
            "display": display,
            "covered": covered,
        })
        if distance is not UNSET:
            field_dict["distance"] = distance
        if space is not UNSET:
            field_dict["space"] = space
        if arrival is not UNSET:
            field_dict["arrival"] = arrival

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        supply = d.pop("supply")

        tokens_placed = d.pop("tokens_placed")

        display = []
        _display = d.pop("display")
        for display_item_data in (_display):
            display_item = []
            _display_item = display_item_data
            for display_item_item_data in (_display_item):
                def _parse_display_item_item(data: object) -> int:
                    return cast(int, data)

                display_item_item = _parse_display_item_item(display_item_item_data)

                display_item.append(display_item_item)

            display.append(display_item)


        covered = []
        _covered = d.pop("covered")
        for covered_item_data in (_covered):
            covered_item = []
            _covered_item = covered_item_data
            for covered_item_item_data in (_covered_item):
                def _parse_covered_item_item(data: object) -> int:
                    return cast(int, data)

                covered_item_item = _parse_covered_item_item(covered_item_item_data)

                covered_item.append(covered_item_item)

            covered.append(covered_item)


        distance = d.pop("distance", UNSET)

        space = d.pop("space", UNSET)

        arrival = d.pop("arrival", UNSET)

        nova_luna_view_seats_item = cls(
            seat=seat,
            supply=supply,
            tokens_placed=tokens_placed,
            display=display,
            covered=covered,
            distance=distance,
            space=space,
            arrival=arrival,
        )


        nova_luna_view_seats_item.additional_properties = d
        return nova_luna_view_seats_item

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
