from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonCityEventFigureMoved")



@_attrs_define
class BlueMoonCityEventFigureMoved:
    """ 
        Attributes:
            seat (int):
            to (list[int]): [x, y]; x grows east, y grows south
            steps (int):
            type_ (Literal['figure_moved']):  Default: 'figure_moved'.
     """

    seat: int
    to: list[int]
    steps: int
    type_: Literal['figure_moved'] = 'figure_moved'





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        to = self.to



        steps = self.steps

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "to": to,
            "steps": steps,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        to = cast(list[int], d.pop("to"))


        steps = d.pop("steps")

        type_ = cast(Literal['figure_moved'] , d.pop("type"))
        if type_ != 'figure_moved':
            raise ValueError(f"type must match const 'figure_moved', got '{type_}'")

        blue_moon_city_event_figure_moved = cls(
            seat=seat,
            to=to,
            steps=steps,
            type_=type_,
        )

        return blue_moon_city_event_figure_moved

