from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.decision_move_params_item import DecisionMoveParamsItem
  from ..models.decision_params import DecisionParams





T = TypeVar("T", bound="Decision")



@_attrs_define
class Decision:
    """ What is to decide now; its prompt is the game's `texts.decisions[key]` filled from `params` (issue 24).

        Attributes:
            key (str): A key of the game's `texts.decisions`.
            params (DecisionParams): The values the prompt's template reads.
            move_params (list[DecisionMoveParamsItem] | Unset): What the legal moves' templates (`texts.moves`) read beyond
                the moves' own fields: each entry's `params` apply to every move whose fields hold all of `match` (a move's
                parameters are the params of every matching entry, then the move's own fields). Absent when no move template
                needs more than the move.
     """

    key: str
    params: DecisionParams
    move_params: list[DecisionMoveParamsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.decision_move_params_item import DecisionMoveParamsItem # noqa: PLC0415
        from ..models.decision_params import DecisionParams # noqa: PLC0415
        key = self.key

        params = self.params.to_dict()

        move_params: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.move_params, Unset):
            move_params = []
            for move_params_item_data in self.move_params:
                move_params_item = move_params_item_data.to_dict()
                move_params.append(move_params_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
            "params": params,
        })
        if move_params is not UNSET:
            field_dict["move_params"] = move_params

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_move_params_item import DecisionMoveParamsItem # noqa: PLC0415
        from ..models.decision_params import DecisionParams # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        params = DecisionParams.from_dict(d.pop("params"))




        _move_params = d.pop("move_params", UNSET)
        move_params: list[DecisionMoveParamsItem] | Unset = UNSET
        if _move_params is not UNSET:
            move_params = []
            for move_params_item_data in _move_params:
                move_params_item = DecisionMoveParamsItem.from_dict(move_params_item_data)



                move_params.append(move_params_item)


        decision = cls(
            key=key,
            params=params,
            move_params=move_params,
        )


        decision.additional_properties = d
        return decision

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
