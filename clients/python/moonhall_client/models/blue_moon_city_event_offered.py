from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_event_offered_card_type_0 import BlueMoonCityEventOfferedCardType0
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventOffered")



@_attrs_define
class BlueMoonCityEventOffered:
    """ 
        Attributes:
            seat (int):
            space (int):
            cost (int):
            card (BlueMoonCityEventOfferedCardType0 | None):
            type_ (Literal['offered']):  Default: 'offered'.
     """

    seat: int
    space: int
    cost: int
    card: BlueMoonCityEventOfferedCardType0 | None
    type_: Literal['offered'] = 'offered'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        space = self.space

        cost = self.cost

        card: None | str
        if isinstance(self.card, BlueMoonCityEventOfferedCardType0):
            card = self.card.value
        else:
            card = self.card

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "space": space,
            "cost": cost,
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        space = d.pop("space")

        cost = d.pop("cost")

        def _parse_card(data: object) -> BlueMoonCityEventOfferedCardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = BlueMoonCityEventOfferedCardType0(data)



                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlueMoonCityEventOfferedCardType0 | None, data)

        card = _parse_card(d.pop("card"))


        type_ = cast(Literal['offered'] , d.pop("type"))
        if type_ != 'offered':
            raise ValueError(f"type must match const 'offered', got '{type_}'")

        blue_moon_city_event_offered = cls(
            seat=seat,
            space=space,
            cost=cost,
            card=card,
            type_=type_,
        )

        return blue_moon_city_event_offered

