from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_event_tiles_taken_colour import AzulSummerPavilionEventTilesTakenColour
from ..models.azul_summer_pavilion_event_tiles_taken_source import AzulSummerPavilionEventTilesTakenSource
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag





T = TypeVar("T", bound="AzulSummerPavilionEventTilesTaken")



@_attrs_define
class AzulSummerPavilionEventTilesTaken:
    """ Phase-1 take (§6).

        Attributes:
            type_ (Literal['tiles_taken']):  Default: 'tiles_taken'.
            seat (int):
            source (AzulSummerPavilionEventTilesTakenSource):
            factory (int | None):
            colour (AzulSummerPavilionEventTilesTakenColour): A tile colour.
            count (int):
            wild (int):
            to_centre (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            token (bool):
            points (int): Score change for the seat (signed).
     """

    seat: int
    source: AzulSummerPavilionEventTilesTakenSource
    factory: int | None
    colour: AzulSummerPavilionEventTilesTakenColour
    count: int
    wild: int
    to_centre: AzulSummerPavilionViewBag
    token: bool
    points: int
    type_: Literal['tiles_taken'] = 'tiles_taken'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        source = self.source.value

        factory: int | None
        factory = self.factory

        colour = self.colour.value

        count = self.count

        wild = self.wild

        to_centre = self.to_centre.to_dict()

        token = self.token

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "source": source,
            "factory": factory,
            "colour": colour,
            "count": count,
            "wild": wild,
            "to_centre": to_centre,
            "token": token,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['tiles_taken'] , d.pop("type"))
        if type_ != 'tiles_taken':
            raise ValueError(f"type must match const 'tiles_taken', got '{type_}'")

        seat = d.pop("seat")

        source = AzulSummerPavilionEventTilesTakenSource(d.pop("source"))




        def _parse_factory(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        factory = _parse_factory(d.pop("factory"))


        colour = AzulSummerPavilionEventTilesTakenColour(d.pop("colour"))




        count = d.pop("count")

        wild = d.pop("wild")

        to_centre = AzulSummerPavilionViewBag.from_dict(d.pop("to_centre"))




        token = d.pop("token")

        points = d.pop("points")

        azul_summer_pavilion_event_tiles_taken = cls(
            type_=type_,
            seat=seat,
            source=source,
            factory=factory,
            colour=colour,
            count=count,
            wild=wild,
            to_centre=to_centre,
            token=token,
            points=points,
        )

        return azul_summer_pavilion_event_tiles_taken

