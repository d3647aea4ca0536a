from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_event_dragon import BlueMoonEventDragon
from ..models.blue_moon_event_element import BlueMoonEventElement
from ..models.blue_moon_event_type import BlueMoonEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BlueMoonEvent")



@_attrs_define
class BlueMoonEvent:
    """ An event of a `blue-moon` game (Blue Moon).

        Attributes:
            type_ (BlueMoonEventType):
            seat (int | Unset):
            card (str | Unset):
            cards (list[str] | Unset):
            count (int | Unset):
            element (BlueMoonEventElement | Unset):
            power (int | Unset):
            dragon (BlueMoonEventDragon | Unset):
            ship (str | Unset):
            caller (int | Unset):
     """

    type_: BlueMoonEventType
    seat: int | Unset = UNSET
    card: str | Unset = UNSET
    cards: list[str] | Unset = UNSET
    count: int | Unset = UNSET
    element: BlueMoonEventElement | Unset = UNSET
    power: int | Unset = UNSET
    dragon: BlueMoonEventDragon | Unset = UNSET
    ship: str | Unset = UNSET
    caller: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        card = self.card

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards



        count = self.count

        element: str | Unset = UNSET
        if not isinstance(self.element, Unset):
            element = self.element.value


        power = self.power

        dragon: str | Unset = UNSET
        if not isinstance(self.dragon, Unset):
            dragon = self.dragon.value


        ship = self.ship

        caller = self.caller


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if card is not UNSET:
            field_dict["card"] = card
        if cards is not UNSET:
            field_dict["cards"] = cards
        if count is not UNSET:
            field_dict["count"] = count
        if element is not UNSET:
            field_dict["element"] = element
        if power is not UNSET:
            field_dict["power"] = power
        if dragon is not UNSET:
            field_dict["dragon"] = dragon
        if ship is not UNSET:
            field_dict["ship"] = ship
        if caller is not UNSET:
            field_dict["caller"] = caller

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = BlueMoonEventType(d.pop("type"))




        seat = d.pop("seat", UNSET)

        card = d.pop("card", UNSET)

        cards = cast(list[str], d.pop("cards", UNSET))


        count = d.pop("count", UNSET)

        _element = d.pop("element", UNSET)
        element: BlueMoonEventElement | Unset
        if isinstance(_element,  Unset):
            element = UNSET
        else:
            element = BlueMoonEventElement(_element)




        power = d.pop("power", UNSET)

        _dragon = d.pop("dragon", UNSET)
        dragon: BlueMoonEventDragon | Unset
        if isinstance(_dragon,  Unset):
            dragon = UNSET
        else:
            dragon = BlueMoonEventDragon(_dragon)




        ship = d.pop("ship", UNSET)

        caller = d.pop("caller", UNSET)

        blue_moon_event = cls(
            type_=type_,
            seat=seat,
            card=card,
            cards=cards,
            count=count,
            element=element,
            power=power,
            dragon=dragon,
            ship=ship,
            caller=caller,
        )


        blue_moon_event.additional_properties = d
        return blue_moon_event

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
