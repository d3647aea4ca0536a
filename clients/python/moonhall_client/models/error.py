from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.error_error import ErrorError





T = TypeVar("T", bound="Error")



@_attrs_define
class Error:
    """ The body of every error answer.

        Attributes:
            error (ErrorError):
     """

    error: ErrorError





    def to_dict(self) -> dict[str, Any]:
        from ..models.error_error import ErrorError # noqa: PLC0415
        error = self.error.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "error": error,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_error import ErrorError # noqa: PLC0415
        d = dict(src_dict)
        error = ErrorError.from_dict(d.pop("error"))




        error = cls(
            error=error,
        )

        return error

