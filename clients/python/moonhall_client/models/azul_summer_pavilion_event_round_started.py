from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_event_round_started_wild_colour import AzulSummerPavilionEventRoundStartedWildColour
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag





T = TypeVar("T", bound="AzulSummerPavilionEventRoundStarted")



@_attrs_define
class AzulSummerPavilionEventRoundStarted:
    """ Phase 3: next round prepared (§8).

        Attributes:
            type_ (Literal['round_started']):  Default: 'round_started'.
            round_ (int):
            wild_colour (AzulSummerPavilionEventRoundStartedWildColour): A tile colour.
            factories (list[AzulSummerPavilionViewBag]):
            tower_poured (bool):
            start_player (int):
     """

    round_: int
    wild_colour: AzulSummerPavilionEventRoundStartedWildColour
    factories: list[AzulSummerPavilionViewBag]
    tower_poured: bool
    start_player: int
    type_: Literal['round_started'] = 'round_started'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        type_ = self.type_

        round_ = self.round_

        wild_colour = self.wild_colour.value

        factories = []
        for factories_item_data in self.factories:
            factories_item = factories_item_data.to_dict()
            factories.append(factories_item)



        tower_poured = self.tower_poured

        start_player = self.start_player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "round": round_,
            "wild_colour": wild_colour,
            "factories": factories,
            "tower_poured": tower_poured,
            "start_player": start_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['round_started'] , d.pop("type"))
        if type_ != 'round_started':
            raise ValueError(f"type must match const 'round_started', got '{type_}'")

        round_ = d.pop("round")

        wild_colour = AzulSummerPavilionEventRoundStartedWildColour(d.pop("wild_colour"))




        factories = []
        _factories = d.pop("factories")
        for factories_item_data in (_factories):
            factories_item = AzulSummerPavilionViewBag.from_dict(factories_item_data)



            factories.append(factories_item)


        tower_poured = d.pop("tower_poured")

        start_player = d.pop("start_player")

        azul_summer_pavilion_event_round_started = cls(
            type_=type_,
            round_=round_,
            wild_colour=wild_colour,
            factories=factories,
            tower_poured=tower_poured,
            start_player=start_player,
        )

        return azul_summer_pavilion_event_round_started

