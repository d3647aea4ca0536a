from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaEventTake")



@_attrs_define
class NovaLunaEventTake:
    """ take

        Attributes:
            type_ (Literal['take']):  Default: 'take'.
            seat (int):
            track_space (int):
            tile (int): tile id from the Nova Luna tile list (data.json)
            x (int):
            y (int):
            cost (int):
            distance (int | Unset):
            arrival (int | Unset):
     """

    seat: int
    track_space: int
    tile: int
    x: int
    y: int
    cost: int
    type_: Literal['take'] = 'take'
    distance: int | Unset = UNSET
    arrival: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        track_space = self.track_space

        tile = self.tile

        x = self.x

        y = self.y

        cost = self.cost

        distance = self.distance

        arrival = self.arrival


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "track_space": track_space,
            "tile": tile,
            "x": x,
            "y": y,
            "cost": cost,
        })
        if distance is not UNSET:
            field_dict["distance"] = distance
        if arrival is not UNSET:
            field_dict["arrival"] = arrival

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['take'] , d.pop("type"))
        if type_ != 'take':
            raise ValueError(f"type must match const 'take', got '{type_}'")

        seat = d.pop("seat")

        track_space = d.pop("track_space")

        tile = d.pop("tile")

        x = d.pop("x")

        y = d.pop("y")

        cost = d.pop("cost")

        distance = d.pop("distance", UNSET)

        arrival = d.pop("arrival", UNSET)

        nova_luna_event_take = cls(
            type_=type_,
            seat=seat,
            track_space=track_space,
            tile=tile,
            x=x,
            y=y,
            cost=cost,
            distance=distance,
            arrival=arrival,
        )

        return nova_luna_event_take

