from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_game_over_reason import BlueMoonCityEventGameOverReason
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.blue_moon_city_event_game_over_ranking_item import BlueMoonCityEventGameOverRankingItem





T = TypeVar("T", bound="BlueMoonCityEventGameOver")



@_attrs_define
class BlueMoonCityEventGameOver:
    """ 
        Attributes:
            reason (BlueMoonCityEventGameOverReason):
            winners (list[int]):
            draw (bool):
            ranking (list[BlueMoonCityEventGameOverRankingItem]):
            type_ (Literal['game_over']):  Default: 'game_over'.
     """

    reason: BlueMoonCityEventGameOverReason
    winners: list[int]
    draw: bool
    ranking: list[BlueMoonCityEventGameOverRankingItem]
    type_: Literal['game_over'] = 'game_over'





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_city_event_game_over_ranking_item import BlueMoonCityEventGameOverRankingItem # noqa: PLC0415
        reason = self.reason.value

        winners = self.winners



        draw = self.draw

        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "winners": winners,
            "draw": draw,
            "ranking": ranking,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_city_event_game_over_ranking_item import BlueMoonCityEventGameOverRankingItem # noqa: PLC0415
        d = dict(src_dict)
        reason = BlueMoonCityEventGameOverReason(d.pop("reason"))




        winners = cast(list[int], d.pop("winners"))


        draw = d.pop("draw")

        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = BlueMoonCityEventGameOverRankingItem.from_dict(ranking_item_data)



            ranking.append(ranking_item)


        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        blue_moon_city_event_game_over = cls(
            reason=reason,
            winners=winners,
            draw=draw,
            ranking=ranking,
            type_=type_,
        )

        return blue_moon_city_event_game_over

