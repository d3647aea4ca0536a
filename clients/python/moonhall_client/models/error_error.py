from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ErrorError")



@_attrs_define
class ErrorError:
    """ 
        Attributes:
            code (str): A stable machine-readable code (see `x-error-codes`).
            message (str): For humans; may change. With `Accept-Language` naming Russian or Polish, the refusal in that
                language (the template `error.<code>` of `GET /v1/texts`).
            details (Any): null, or an object whose shape depends on `code`: `fields` (bad_request
                on a body: the error messages per field), `move_type` (malformed_move),
                `to_act` (not_your_turn), `version` (stale_version), `undo_targets`
                (undo_not_allowed), `known` (unknown_game_type), `bot_levels`
                (invalid_seats), `violations` (invalid_options), `rule` (illegal_move).
                A game may add its own figures next to `rule`.
     """

    code: str
    message: str
    details: Any





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        details = self.details


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "message": message,
            "details": details,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        details = d.pop("details")

        error_error = cls(
            code=code,
            message=message,
            details=details,
        )

        return error_error

