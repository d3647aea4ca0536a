from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_event_final_scored_scores_item import AzulSummerPavilionEventFinalScoredScoresItem





T = TypeVar("T", bound="AzulSummerPavilionEventFinalScored")



@_attrs_define
class AzulSummerPavilionEventFinalScored:
    """ Final scoring (§9).

        Attributes:
            type_ (Literal['final_scored']):  Default: 'final_scored'.
            scores (list[AzulSummerPavilionEventFinalScoredScoresItem]):
     """

    scores: list[AzulSummerPavilionEventFinalScoredScoresItem]
    type_: Literal['final_scored'] = 'final_scored'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_event_final_scored_scores_item import AzulSummerPavilionEventFinalScoredScoresItem # noqa: PLC0415
        type_ = self.type_

        scores = []
        for scores_item_data in self.scores:
            scores_item = scores_item_data.to_dict()
            scores.append(scores_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_event_final_scored_scores_item import AzulSummerPavilionEventFinalScoredScoresItem # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['final_scored'] , d.pop("type"))
        if type_ != 'final_scored':
            raise ValueError(f"type must match const 'final_scored', got '{type_}'")

        scores = []
        _scores = d.pop("scores")
        for scores_item_data in (_scores):
            scores_item = AzulSummerPavilionEventFinalScoredScoresItem.from_dict(scores_item_data)



            scores.append(scores_item)


        azul_summer_pavilion_event_final_scored = cls(
            type_=type_,
            scores=scores,
        )

        return azul_summer_pavilion_event_final_scored

