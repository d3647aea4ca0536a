from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveMeet")



@_attrs_define
class BlueMoonMoveMeet:
    """ start, leadership, engagement, character or booster/support phase: meet an opponent's obligation by a discard now
    (then `choose` the cards; R-8.13 g, R-13.6)

        Attributes:
            type_ (Literal['meet']):  Default: 'meet'.
            source (str):
     """

    source: str
    type_: Literal['meet'] = 'meet'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        source = self.source


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "source": source,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['meet'] , d.pop("type"))
        if type_ != 'meet':
            raise ValueError(f"type must match const 'meet', got '{type_}'")

        source = d.pop("source")

        blue_moon_move_meet = cls(
            type_=type_,
            source=source,
        )

        return blue_moon_move_meet

