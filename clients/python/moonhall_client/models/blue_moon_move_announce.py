from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_move_announce_element import BlueMoonMoveAnnounceElement
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveAnnounce")



@_attrs_define
class BlueMoonMoveAnnounce:
    """ power phase of a fight's first turn: choose the contested element (R-4.6); later announcements are automatic

        Attributes:
            type_ (Literal['announce']):  Default: 'announce'.
            element (BlueMoonMoveAnnounceElement):
     """

    element: BlueMoonMoveAnnounceElement
    type_: Literal['announce'] = 'announce'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        element = self.element.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "element": element,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['announce'] , d.pop("type"))
        if type_ != 'announce':
            raise ValueError(f"type must match const 'announce', got '{type_}'")

        element = BlueMoonMoveAnnounceElement(d.pop("element"))




        blue_moon_move_announce = cls(
            type_=type_,
            element=element,
        )

        return blue_moon_move_announce

