from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveDiscardBluff")



@_attrs_define
class BlueMoonMoveDiscardBluff:
    """ start phase: discard one of your face-down bluff cards

        Attributes:
            type_ (Literal['discard_bluff']):  Default: 'discard_bluff'.
            card (str):
     """

    card: str
    type_: Literal['discard_bluff'] = 'discard_bluff'





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
        type_ = cast(Literal['discard_bluff'] , d.pop("type"))
        if type_ != 'discard_bluff':
            raise ValueError(f"type must match const 'discard_bluff', got '{type_}'")

        card = d.pop("card")

        blue_moon_move_discard_bluff = cls(
            type_=type_,
            card=card,
        )

        return blue_moon_move_discard_bluff

