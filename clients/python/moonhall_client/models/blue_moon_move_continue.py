from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveContinue")



@_attrs_define
class BlueMoonMoveContinue:
    """ engagement during a fight: go on (only offered when a legal announcement is reachable, R-4.3.1)

        Attributes:
            type_ (Literal['continue']):  Default: 'continue'.
     """

    type_: Literal['continue'] = 'continue'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['continue'] , d.pop("type"))
        if type_ != 'continue':
            raise ValueError(f"type must match const 'continue', got '{type_}'")

        blue_moon_move_continue = cls(
            type_=type_,
        )

        return blue_moon_move_continue

