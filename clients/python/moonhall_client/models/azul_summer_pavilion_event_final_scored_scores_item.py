from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_event_final_scored_scores_item_numbers import AzulSummerPavilionEventFinalScoredScoresItemNumbers
  from ..models.azul_summer_pavilion_event_final_scored_scores_item_stars import AzulSummerPavilionEventFinalScoredScoresItemStars





T = TypeVar("T", bound="AzulSummerPavilionEventFinalScoredScoresItem")



@_attrs_define
class AzulSummerPavilionEventFinalScoredScoresItem:
    """ One seat's final bonuses (§9).

        Attributes:
            seat (int):
            stars (AzulSummerPavilionEventFinalScoredScoresItemStars):
            numbers (AzulSummerPavilionEventFinalScoredScoresItemNumbers):
            corner_tiles (int):
            corner_points (int): Score change for the seat (signed).
            points (int): Score change for the seat (signed).
            final_score (int):
     """

    seat: int
    stars: AzulSummerPavilionEventFinalScoredScoresItemStars
    numbers: AzulSummerPavilionEventFinalScoredScoresItemNumbers
    corner_tiles: int
    corner_points: int
    points: int
    final_score: int





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_event_final_scored_scores_item_numbers import AzulSummerPavilionEventFinalScoredScoresItemNumbers # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_final_scored_scores_item_stars import AzulSummerPavilionEventFinalScoredScoresItemStars # noqa: PLC0415
        seat = self.seat

        stars = self.stars.to_dict()

        numbers = self.numbers.to_dict()

        corner_tiles = self.corner_tiles

        corner_points = self.corner_points

        points = self.points

        final_score = self.final_score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "stars": stars,
            "numbers": numbers,
            "corner_tiles": corner_tiles,
            "corner_points": corner_points,
            "points": points,
            "final_score": final_score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_event_final_scored_scores_item_numbers import AzulSummerPavilionEventFinalScoredScoresItemNumbers # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_final_scored_scores_item_stars import AzulSummerPavilionEventFinalScoredScoresItemStars # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        stars = AzulSummerPavilionEventFinalScoredScoresItemStars.from_dict(d.pop("stars"))




        numbers = AzulSummerPavilionEventFinalScoredScoresItemNumbers.from_dict(d.pop("numbers"))




        corner_tiles = d.pop("corner_tiles")

        corner_points = d.pop("corner_points")

        points = d.pop("points")

        final_score = d.pop("final_score")

        azul_summer_pavilion_event_final_scored_scores_item = cls(
            seat=seat,
            stars=stars,
            numbers=numbers,
            corner_tiles=corner_tiles,
            corner_points=corner_points,
            points=points,
            final_score=final_score,
        )

        return azul_summer_pavilion_event_final_scored_scores_item

