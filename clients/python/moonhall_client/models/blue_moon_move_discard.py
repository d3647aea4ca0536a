from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveDiscard")



@_attrs_define
class BlueMoonMoveDiscard:
    """ own turn, start to booster/support phase: meet the requirement of the opponent's card `source` (Irresistible Sirens:
    one character card) by discarding `cards` from the hand (R-13.7, R-8.13 g)

        Attributes:
            type_ (Literal['discard']):  Default: 'discard'.
            source (str):
            cards (list[str]):
     """

    source: str
    cards: list[str]
    type_: Literal['discard'] = 'discard'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        source = self.source

        cards = self.cards




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "source": source,
            "cards": cards,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['discard'] , d.pop("type"))
        if type_ != 'discard':
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        source = d.pop("source")

        cards = cast(list[str], d.pop("cards"))


        blue_moon_move_discard = cls(
            type_=type_,
            source=source,
            cards=cards,
        )

        return blue_moon_move_discard

