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





T = TypeVar("T", bound="AzulSummerPavilionEventGameSetup")



@_attrs_define
class AzulSummerPavilionEventGameSetup:
    """ Setup draws (§4).

        Attributes:
            type_ (Literal['game_setup']):  Default: 'game_setup'.
            supply (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            factories (list[AzulSummerPavilionViewBag]):
            start_player (int):
     """

    supply: AzulSummerPavilionViewBag
    factories: list[AzulSummerPavilionViewBag]
    start_player: int
    type_: Literal['game_setup'] = 'game_setup'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        type_ = self.type_

        supply = self.supply.to_dict()

        factories = []
        for factories_item_data in self.factories:
            factories_item = factories_item_data.to_dict()
            factories.append(factories_item)



        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "supply": supply,
            "factories": factories,
            "start_player": start_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['game_setup'] , d.pop("type"))
        if type_ != 'game_setup':
            raise ValueError(f"type must match const 'game_setup', got '{type_}'")

        supply = AzulSummerPavilionViewBag.from_dict(d.pop("supply"))




        factories = []
        _factories = d.pop("factories")
        for factories_item_data in (_factories):
            factories_item = AzulSummerPavilionViewBag.from_dict(factories_item_data)



            factories.append(factories_item)


        start_player = d.pop("start_player")

        azul_summer_pavilion_event_game_setup = cls(
            type_=type_,
            supply=supply,
            factories=factories,
            start_player=start_player,
        )

        return azul_summer_pavilion_event_game_setup

