from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveDecline")



@_attrs_define
class BlueMoonMoveDecline:
    """ engagement with no fight in progress: discard 1-3 cards (then `choose`), draw to six, the turn ends (R-10)

        Attributes:
            type_ (Literal['decline']):  Default: 'decline'.
     """

    type_: Literal['decline'] = 'decline'





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
        type_ = cast(Literal['decline'] , d.pop("type"))
        if type_ != 'decline':
            raise ValueError(f"type must match const 'decline', got '{type_}'")

        blue_moon_move_decline = cls(
            type_=type_,
        )

        return blue_moon_move_decline

