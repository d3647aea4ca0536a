from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.result_final_scores_item_parts import ResultFinalScoresItemParts





T = TypeVar("T", bound="ResultFinalScoresItem")



@_attrs_define
class ResultFinalScoresItem:
    """ 
        Attributes:
            seat (int):
            score (int | None):
            parts (ResultFinalScoresItemParts):
     """

    seat: int
    score: int | None
    parts: ResultFinalScoresItemParts
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.result_final_scores_item_parts import ResultFinalScoresItemParts # noqa: PLC0415
        seat = self.seat

        score: int | None
        score = self.score

        parts = self.parts.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "score": score,
            "parts": parts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_final_scores_item_parts import ResultFinalScoresItemParts # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))


        parts = ResultFinalScoresItemParts.from_dict(d.pop("parts"))




        result_final_scores_item = cls(
            seat=seat,
            score=score,
            parts=parts,
        )


        result_final_scores_item.additional_properties = d
        return result_final_scores_item

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
