from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaMoveTake")



@_attrs_define
class NovaLunaMoveTake:
    """ §6.2-§6.5: take the tile on selection-track space `track_space` (one of the next three tiles clockwise from the
    meeple), move the meeple there, advance on the moon track by its cost, and place it at cell (x, y) of your display:
    (0, 0) for the first tile, then an empty cell orthogonally adjacent to your display. Fulfilled tasks are covered
    automatically (§6.6).

        Attributes:
            type_ (Literal['take']):  Default: 'take'.
            track_space (int):
            x (int):
            y (int):
     """

    track_space: int
    x: int
    y: int
    type_: Literal['take'] = 'take'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        track_space = self.track_space

        x = self.x

        y = self.y


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "track_space": track_space,
            "x": x,
            "y": y,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take'] , d.pop("type"))
        if type_ != 'take':
            raise ValueError(f"type must match const 'take', got '{type_}'")

        track_space = d.pop("track_space")

        x = d.pop("x")

        y = d.pop("y")

        nova_luna_move_take = cls(
            type_=type_,
            track_space=track_space,
            x=x,
            y=y,
        )

        return nova_luna_move_take

