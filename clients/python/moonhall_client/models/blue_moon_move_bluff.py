from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveBluff")



@_attrs_define
class BlueMoonMoveBluff:
    """ booster/support phase, as the support play: a card with a bluff icon face down into the support area (a support with
    2 in the contested element)

        Attributes:
            type_ (Literal['bluff']):  Default: 'bluff'.
            card (str):
     """

    card: str
    type_: Literal['bluff'] = 'bluff'





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
        type_ = cast(Literal['bluff'] , d.pop("type"))
        if type_ != 'bluff':
            raise ValueError(f"type must match const 'bluff', got '{type_}'")

        card = d.pop("card")

        blue_moon_move_bluff = cls(
            type_=type_,
            card=card,
        )

        return blue_moon_move_bluff

