from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveRetrieve")



@_attrs_define
class BlueMoonMoveRetrieve:
    """ start phase: take an active card with the retrieve icon back (R-7.3)

        Attributes:
            type_ (Literal['retrieve']):  Default: 'retrieve'.
            card (str):
     """

    card: str
    type_: Literal['retrieve'] = 'retrieve'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        card = self.card


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "card": card,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['retrieve'] , d.pop("type"))
        if type_ != 'retrieve':
            raise ValueError(f"type must match const 'retrieve', got '{type_}'")

        card = d.pop("card")

        blue_moon_move_retrieve = cls(
            type_=type_,
            card=card,
        )

        return blue_moon_move_retrieve

