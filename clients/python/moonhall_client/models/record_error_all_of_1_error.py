from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_error_all_of_1_error_code import RecordErrorAllOf1ErrorCode
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_error_all_of_1_error_details import RecordErrorAllOf1ErrorDetails





T = TypeVar("T", bound="RecordErrorAllOf1Error")



@_attrs_define
class RecordErrorAllOf1Error:
    """ 
        Attributes:
            code (RecordErrorAllOf1ErrorCode | Unset):
            details (RecordErrorAllOf1ErrorDetails | Unset):
     """

    code: RecordErrorAllOf1ErrorCode | Unset = UNSET
    details: RecordErrorAllOf1ErrorDetails | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_error_all_of_1_error_details import RecordErrorAllOf1ErrorDetails # noqa: PLC0415
        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value


        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if code is not UNSET:
            field_dict["code"] = code
        if details is not UNSET:
            field_dict["details"] = details

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_error_all_of_1_error_details import RecordErrorAllOf1ErrorDetails # noqa: PLC0415
        d = dict(src_dict)
        _code = d.pop("code", UNSET)
        code: RecordErrorAllOf1ErrorCode | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = RecordErrorAllOf1ErrorCode(_code)




        _details = d.pop("details", UNSET)
        details: RecordErrorAllOf1ErrorDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = RecordErrorAllOf1ErrorDetails.from_dict(_details)




        record_error_all_of_1_error = cls(
            code=code,
            details=details,
        )


        record_error_all_of_1_error.additional_properties = d
        return record_error_all_of_1_error

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
