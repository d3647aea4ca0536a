from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.decision_params import DecisionParams





T = TypeVar("T", bound="Decision")



@_attrs_define
class Decision:
    """ What is to decide now; its prompt is the game's `texts.decisions[key]` filled from `params` (issue 24).

        Attributes:
            key (str): A key of the game's `texts.decisions`.
            params (DecisionParams): The values the prompt's template reads.
     """

    key: str
    params: DecisionParams
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.decision_params import DecisionParams # noqa: PLC0415
        key = self.key

        params = self.params.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "key": key,
            "params": params,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decision_params import DecisionParams # noqa: PLC0415
        d = dict(src_dict)
        key = d.pop("key")

        params = DecisionParams.from_dict(d.pop("params"))




        decision = cls(
            key=key,
            params=params,
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
