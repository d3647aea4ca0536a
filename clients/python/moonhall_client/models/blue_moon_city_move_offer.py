from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMoveOffer")



@_attrs_define
class BlueMoonCityMoveOffer:
    """ on the courtyard: the turn's normal offering at the next obelisk space (§10)

        Attributes:
            type_ (Literal['offer']):  Default: 'offer'.
     """

    type_: Literal['offer'] = 'offer'





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
        type_ = cast(Literal['offer'] , d.pop("type"))
        if type_ != 'offer':
            raise ValueError(f"type must match const 'offer', got '{type_}'")

        blue_moon_city_move_offer = cls(
            type_=type_,
        )

        return blue_moon_city_move_offer

