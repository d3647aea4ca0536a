from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag





T = TypeVar("T", bound="AzulSummerPavilionEventPassed")



@_attrs_define
class AzulSummerPavilionEventPassed:
    """ A pass (§7.7).

        Attributes:
            type_ (Literal['passed']):  Default: 'passed'.
            seat (int):
            kept (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            discarded (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            points (int): Score change for the seat (signed).
     """

    seat: int
    kept: AzulSummerPavilionViewBag
    discarded: AzulSummerPavilionViewBag
    points: int
    type_: Literal['passed'] = 'passed'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        type_ = self.type_

        seat = self.seat

        kept = self.kept.to_dict()

        discarded = self.discarded.to_dict()

        points = self.points


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "kept": kept,
            "discarded": discarded,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['passed'] , d.pop("type"))
        if type_ != 'passed':
            raise ValueError(f"type must match const 'passed', got '{type_}'")

        seat = d.pop("seat")

        kept = AzulSummerPavilionViewBag.from_dict(d.pop("kept"))




        discarded = AzulSummerPavilionViewBag.from_dict(d.pop("discarded"))




        points = d.pop("points")

        azul_summer_pavilion_event_passed = cls(
            type_=type_,
            seat=seat,
            kept=kept,
            discarded=discarded,
            points=points,
        )

        return azul_summer_pavilion_event_passed

