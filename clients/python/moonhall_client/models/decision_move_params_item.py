from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.decision_move_params_item_match import DecisionMoveParamsItemMatch
  from ..models.decision_move_params_item_params import DecisionMoveParamsItemParams





T = TypeVar("T", bound="DecisionMoveParamsItem")



@_attrs_define
class DecisionMoveParamsItem:
    """ 
        Attributes:
            match (DecisionMoveParamsItemMatch): Fields and values a move must hold.
            params (DecisionMoveParamsItemParams): The values its template reads.
     """

    match: DecisionMoveParamsItemMatch
    params: DecisionMoveParamsItemParams
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.decision_move_params_item_match import DecisionMoveParamsItemMatch # noqa: PLC0415
        from ..models.decision_move_params_item_params import DecisionMoveParamsItemParams # noqa: PLC0415
        match = self.match.to_dict()

        params = self.params.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "match": match,
            "params": params,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_move_params_item_match import DecisionMoveParamsItemMatch # noqa: PLC0415
        from ..models.decision_move_params_item_params import DecisionMoveParamsItemParams # noqa: PLC0415
        d = dict(src_dict)
        match = DecisionMoveParamsItemMatch.from_dict(d.pop("match"))




        params = DecisionMoveParamsItemParams.from_dict(d.pop("params"))




        decision_move_params_item = cls(
            match=match,
            params=params,
        )


        decision_move_params_item.additional_properties = d
        return decision_move_params_item

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
