from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.azul_summer_pavilion_view_board_side import AzulSummerPavilionViewBoardSide
from ..models.azul_summer_pavilion_view_step import AzulSummerPavilionViewStep
from ..models.azul_summer_pavilion_view_wild_colour_type_0 import AzulSummerPavilionViewWildColourType0
from typing import cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag
  from ..models.azul_summer_pavilion_view_seats_item import AzulSummerPavilionViewSeatsItem





T = TypeVar("T", bound="AzulSummerPavilionView")



@_attrs_define
class AzulSummerPavilionView:
    """ Everything at an Azul table is public; the bag is shown as counts.

        Attributes:
            viewer (int | None):
            players (int):
            board_side (AzulSummerPavilionViewBoardSide):
            round_ (int):
            wild_colour (AzulSummerPavilionViewWildColourType0 | None):
            phase (int): 0 setup, 1 acquire, 2 place, 3 prepare, 4 game over.
            step (AzulSummerPavilionViewStep):
            start_player (int):
            token (int | None): Seat holding the start-player token, null = in the centre.
            active (int | None):
            to_act (list[int]):
            pending_bonus (int):
            bag (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            tower (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            supply (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            centre (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            factories (list[AzulSummerPavilionViewBag]):
            seats (list[AzulSummerPavilionViewSeatsItem]):
     """

    viewer: int | None
    players: int
    board_side: AzulSummerPavilionViewBoardSide
    round_: int
    wild_colour: AzulSummerPavilionViewWildColourType0 | None
    phase: int
    step: AzulSummerPavilionViewStep
    start_player: int
    token: int | None
    active: int | None
    to_act: list[int]
    pending_bonus: int
    bag: AzulSummerPavilionViewBag
    tower: AzulSummerPavilionViewBag
    supply: AzulSummerPavilionViewBag
    centre: AzulSummerPavilionViewBag
    factories: list[AzulSummerPavilionViewBag]
    seats: list[AzulSummerPavilionViewSeatsItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        from ..models.azul_summer_pavilion_view_seats_item import AzulSummerPavilionViewSeatsItem # noqa: PLC0415
        viewer: int | None
        viewer = self.viewer

        players = self.players

        board_side = self.board_side.value

        round_ = self.round_

        wild_colour: None | str
        if isinstance(self.wild_colour, AzulSummerPavilionViewWildColourType0):
            wild_colour = self.wild_colour.value
        else:
            wild_colour = self.wild_colour

        phase = self.phase

        step = self.step.value

        start_player = self.start_player

        token: int | None
        token = self.token

        active: int | None
        active = self.active

        to_act = self.to_act



        pending_bonus = self.pending_bonus

        bag = self.bag.to_dict()

        tower = self.tower.to_dict()

        supply = self.supply.to_dict()

        centre = self.centre.to_dict()

        factories = []
        for factories_item_data in self.factories:
            factories_item = factories_item_data.to_dict()
            factories.append(factories_item)



        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "viewer": viewer,
            "players": players,
            "board_side": board_side,
            "round": round_,
            "wild_colour": wild_colour,
            "phase": phase,
            "step": step,
            "start_player": start_player,
            "token": token,
            "active": active,
            "to_act": to_act,
            "pending_bonus": pending_bonus,
            "bag": bag,
            "tower": tower,
            "supply": supply,
            "centre": centre,
            "factories": factories,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        from ..models.azul_summer_pavilion_view_seats_item import AzulSummerPavilionViewSeatsItem # noqa: PLC0415
        d = dict(src_dict)
        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        players = d.pop("players")

        board_side = AzulSummerPavilionViewBoardSide(d.pop("board_side"))




        round_ = d.pop("round")

        def _parse_wild_colour(data: object) -> AzulSummerPavilionViewWildColourType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                wild_colour_type_0 = AzulSummerPavilionViewWildColourType0(data)



                return wild_colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AzulSummerPavilionViewWildColourType0 | None, data)

        wild_colour = _parse_wild_colour(d.pop("wild_colour"))


        phase = d.pop("phase")

        step = AzulSummerPavilionViewStep(d.pop("step"))




        start_player = d.pop("start_player")

        def _parse_token(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token = _parse_token(d.pop("token"))


        def _parse_active(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active = _parse_active(d.pop("active"))


        to_act = cast(list[int], d.pop("to_act"))


        pending_bonus = d.pop("pending_bonus")

        bag = AzulSummerPavilionViewBag.from_dict(d.pop("bag"))




        tower = AzulSummerPavilionViewBag.from_dict(d.pop("tower"))




        supply = AzulSummerPavilionViewBag.from_dict(d.pop("supply"))




        centre = AzulSummerPavilionViewBag.from_dict(d.pop("centre"))




        factories = []
        _factories = d.pop("factories")
        for factories_item_data in (_factories):
            factories_item = AzulSummerPavilionViewBag.from_dict(factories_item_data)



            factories.append(factories_item)


        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = AzulSummerPavilionViewSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        azul_summer_pavilion_view = cls(
            viewer=viewer,
            players=players,
            board_side=board_side,
            round_=round_,
            wild_colour=wild_colour,
            phase=phase,
            step=step,
            start_player=start_player,
            token=token,
            active=active,
            to_act=to_act,
            pending_bonus=pending_bonus,
            bag=bag,
            tower=tower,
            supply=supply,
            centre=centre,
            factories=factories,
            seats=seats,
        )

        return azul_summer_pavilion_view

