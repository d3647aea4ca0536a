from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.join_rule_error_all_of_1_error_code import JoinRuleErrorAllOf1ErrorCode
from ..types import UNSET, Unset






T = TypeVar("T", bound="JoinRuleErrorAllOf1Error")



@_attrs_define
class JoinRuleErrorAllOf1Error:
    """ 
        Attributes:
            code (JoinRuleErrorAllOf1ErrorCode | Unset):
     """

    code: JoinRuleErrorAllOf1ErrorCode | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if code is not UNSET:
            field_dict["code"] = code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _code = d.pop("code", UNSET)
        code: JoinRuleErrorAllOf1ErrorCode | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = JoinRuleErrorAllOf1ErrorCode(_code)




        join_rule_error_all_of_1_error = cls(
            code=code,
        )


        join_rule_error_all_of_1_error.additional_properties = d
        return join_rule_error_all_of_1_error

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
