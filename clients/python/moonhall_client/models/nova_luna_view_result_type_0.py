from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nova_luna_view_result_type_0_reason import NovaLunaViewResultType0Reason
from typing import cast

if TYPE_CHECKING:
  from ..models.nova_luna_view_result_ranking_item import NovaLunaViewResultRankingItem





T = TypeVar("T", bound="NovaLunaViewResultType0")



@_attrs_define
class NovaLunaViewResultType0:
    """ 
        Attributes:
            winners (list[int]):
            ranking (list[NovaLunaViewResultRankingItem]):
            scores (list[int]):
            reason (NovaLunaViewResultType0Reason):
     """

    winners: list[int]
    ranking: list[NovaLunaViewResultRankingItem]
    scores: list[int]
    reason: NovaLunaViewResultType0Reason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.nova_luna_view_result_ranking_item import NovaLunaViewResultRankingItem # noqa: PLC0415
        winners = self.winners



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)



        scores = self.scores



        reason = self.reason.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "winners": winners,
            "ranking": ranking,
            "scores": scores,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nova_luna_view_result_ranking_item import NovaLunaViewResultRankingItem # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = NovaLunaViewResultRankingItem.from_dict(ranking_item_data)



            ranking.append(ranking_item)


        scores = cast(list[int], d.pop("scores"))


        reason = NovaLunaViewResultType0Reason(d.pop("reason"))




        nova_luna_view_result_type_0 = cls(
            winners=winners,
            ranking=ranking,
            scores=scores,
            reason=reason,
        )


        nova_luna_view_result_type_0.additional_properties = d
        return nova_luna_view_result_type_0

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
