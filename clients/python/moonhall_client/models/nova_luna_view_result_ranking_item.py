from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="NovaLunaViewResultRankingItem")



@_attrs_define
class NovaLunaViewResultRankingItem:
    """ 
        Attributes:
            seat (int):
            place (int):
            tokens_left (int):
            tokens_placed (int):
            distance (int | Unset):
            score (int | Unset):
     """

    seat: int
    place: int
    tokens_left: int
    tokens_placed: int
    distance: int | Unset = UNSET
    score: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        place = self.place

        tokens_left = self.tokens_left

        tokens_placed = self.tokens_placed

        distance = self.distance

        score = self.score


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "place": place,
            "tokens_left": tokens_left,
            "tokens_placed": tokens_placed,
        })
        if distance is not UNSET:
            field_dict["distance"] = distance
        if score is not UNSET:
            field_dict["score"] = score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        place = d.pop("place")

        tokens_left = d.pop("tokens_left")

        tokens_placed = d.pop("tokens_placed")

        distance = d.pop("distance", UNSET)

        score = d.pop("score", UNSET)

        nova_luna_view_result_ranking_item = cls(
            seat=seat,
            place=place,
            tokens_left=tokens_left,
            tokens_placed=tokens_placed,
            distance=distance,
            score=score,
        )


        nova_luna_view_result_ranking_item.additional_properties = d
        return nova_luna_view_result_ranking_item

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
