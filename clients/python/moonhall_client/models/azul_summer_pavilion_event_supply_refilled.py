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





T = TypeVar("T", bound="AzulSummerPavilionEventSupplyRefilled")



@_attrs_define
class AzulSummerPavilionEventSupplyRefilled:
    """ Supply refill (§7.6).

        Attributes:
            type_ (Literal['supply_refilled']):  Default: 'supply_refilled'.
            drawn (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            tower_poured (bool):
     """

    drawn: AzulSummerPavilionViewBag
    tower_poured: bool
    type_: Literal['supply_refilled'] = 'supply_refilled'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        type_ = self.type_

        drawn = self.drawn.to_dict()

        tower_poured = self.tower_poured


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "drawn": drawn,
            "tower_poured": tower_poured,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['supply_refilled'] , d.pop("type"))
        if type_ != 'supply_refilled':
            raise ValueError(f"type must match const 'supply_refilled', got '{type_}'")

        drawn = AzulSummerPavilionViewBag.from_dict(d.pop("drawn"))




        tower_poured = d.pop("tower_poured")

        azul_summer_pavilion_event_supply_refilled = cls(
            type_=type_,
            drawn=drawn,
            tower_poured=tower_poured,
        )

        return azul_summer_pavilion_event_supply_refilled

