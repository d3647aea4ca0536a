from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_move_pillar_offer_card import BlueMoonCityMovePillarOfferCard
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityMovePillarOffer")



@_attrs_define
class BlueMoonCityMovePillarOffer:
    """ after an offering: one more at cost +1 / +2 (§10.3)

        Attributes:
            card (BlueMoonCityMovePillarOfferCard):
            type_ (Literal['pillar_offer']):  Default: 'pillar_offer'.
     """

    card: BlueMoonCityMovePillarOfferCard
    type_: Literal['pillar_offer'] = 'pillar_offer'





    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = BlueMoonCityMovePillarOfferCard(d.pop("card"))




        type_ = cast(Literal['pillar_offer'] , d.pop("type"))
        if type_ != 'pillar_offer':
            raise ValueError(f"type must match const 'pillar_offer', got '{type_}'")

        blue_moon_city_move_pillar_offer = cls(
            card=card,
            type_=type_,
        )

        return blue_moon_city_move_pillar_offer

