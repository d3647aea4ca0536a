from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.blue_moon_city_view_step import BlueMoonCityViewStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.blue_moon_city_view_city_item import BlueMoonCityViewCityItem
  from ..models.blue_moon_city_view_discard import BlueMoonCityViewDiscard
  from ..models.blue_moon_city_view_dragons import BlueMoonCityViewDragons
  from ..models.blue_moon_city_view_hand_type_0 import BlueMoonCityViewHandType0
  from ..models.blue_moon_city_view_obelisk import BlueMoonCityViewObelisk
  from ..models.blue_moon_city_view_result_type_0 import BlueMoonCityViewResultType0





T = TypeVar("T", bound="BlueMoonCityView")



@_attrs_define
class BlueMoonCityView:
    """ What one seat (or a spectator) sees: own hand and crystals only; others as counts (§1.1).

        Attributes:
            seat (int | None):
            players (int):
            turn (int):
            step (BlueMoonCityViewStep):
            city (list[BlueMoonCityViewCityItem]):
            figures (list[list[int]]):
            dragons (BlueMoonCityViewDragons):
            hand (BlueMoonCityViewHandType0 | None):
            hand_sizes (list[int]):
            pending_cards (list[int]):
            deck_size (int):
            discard (BlueMoonCityViewDiscard):
            crystals (list[int | None]):
            scales (list[int]):
            scale_supply (int):
            markers (list[int]):
            offerings (list[int]):
            obelisk (BlueMoonCityViewObelisk):
            over (bool):
            allowance (int | Unset):
            contributed (bool | Unset):
            offered (int | Unset):
            provisional (list[str] | Unset):
            stall (int | Unset):
            result (BlueMoonCityViewResultType0 | None | Unset):
     """

    seat: int | None
    players: int
    turn: int
    step: BlueMoonCityViewStep
    city: list[BlueMoonCityViewCityItem]
    figures: list[list[int]]
    dragons: BlueMoonCityViewDragons
    hand: BlueMoonCityViewHandType0 | None
    hand_sizes: list[int]
    pending_cards: list[int]
    deck_size: int
    discard: BlueMoonCityViewDiscard
    crystals: list[int | None]
    scales: list[int]
    scale_supply: int
    markers: list[int]
    offerings: list[int]
    obelisk: BlueMoonCityViewObelisk
    over: bool
    allowance: int | Unset = UNSET
    contributed: bool | Unset = UNSET
    offered: int | Unset = UNSET
    provisional: list[str] | Unset = UNSET
    stall: int | Unset = UNSET
    result: BlueMoonCityViewResultType0 | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.blue_moon_city_view_city_item import BlueMoonCityViewCityItem # noqa: PLC0415
        from ..models.blue_moon_city_view_discard import BlueMoonCityViewDiscard # noqa: PLC0415
        from ..models.blue_moon_city_view_dragons import BlueMoonCityViewDragons # noqa: PLC0415
        from ..models.blue_moon_city_view_hand_type_0 import BlueMoonCityViewHandType0 # noqa: PLC0415
        from ..models.blue_moon_city_view_obelisk import BlueMoonCityViewObelisk # noqa: PLC0415
        from ..models.blue_moon_city_view_result_type_0 import BlueMoonCityViewResultType0 # noqa: PLC0415
        seat: int | None
        seat = self.seat

        players = self.players

        turn = self.turn

        step = self.step.value

        city = []
        for city_item_data in self.city:
            city_item = city_item_data.to_dict()
            city.append(city_item)



        figures = []
        for figures_item_data in self.figures:
            figures_item = figures_item_data


            figures.append(figures_item)



        dragons = self.dragons.to_dict()

        hand: dict[str, Any] | None
        if isinstance(self.hand, BlueMoonCityViewHandType0):
            hand = self.hand.to_dict()
        else:
            hand = self.hand

        hand_sizes = self.hand_sizes



        pending_cards = self.pending_cards



        deck_size = self.deck_size

        discard = self.discard.to_dict()

        crystals = []
        for crystals_item_data in self.crystals:
            crystals_item: int | None
            crystals_item = crystals_item_data
            crystals.append(crystals_item)



        scales = self.scales



        scale_supply = self.scale_supply

        markers = self.markers



        offerings = self.offerings



        obelisk = self.obelisk.to_dict()

        over = self.over

        allowance = self.allowance

        contributed = self.contributed

        offered = self.offered

        provisional: list[str] | Unset = UNSET
        if not isinstance(self.provisional, Unset):
            provisional = self.provisional



        stall = self.stall

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, BlueMoonCityViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "players": players,
            "turn": turn,
            "step": step,
            "city": city,
            "figures": figures,
            "dragons": dragons,
            "hand": hand,
            "hand_sizes": hand_sizes,
            "pending_cards": pending_cards,
            "deck_size": deck_size,
            "discard": discard,
            "crystals": crystals,
            "scales": scales,
            "scale_supply": scale_supply,
            "markers": markers,
            "offerings": offerings,
            "obelisk": obelisk,
            "over": over,
        })
        if allowance is not UNSET:
            field_dict["allowance"] = allowance
        if contributed is not UNSET:
            field_dict["contributed"] = contributed
        if offered is not UNSET:
            field_dict["offered"] = offered
        if provisional is not UNSET:
            field_dict["provisional"] = provisional
        if stall is not UNSET:
            field_dict["stall"] = stall
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.blue_moon_city_view_city_item import BlueMoonCityViewCityItem # noqa: PLC0415
        from ..models.blue_moon_city_view_discard import BlueMoonCityViewDiscard # noqa: PLC0415
        from ..models.blue_moon_city_view_dragons import BlueMoonCityViewDragons # noqa: PLC0415
        from ..models.blue_moon_city_view_hand_type_0 import BlueMoonCityViewHandType0 # noqa: PLC0415
        from ..models.blue_moon_city_view_obelisk import BlueMoonCityViewObelisk # noqa: PLC0415
        from ..models.blue_moon_city_view_result_type_0 import BlueMoonCityViewResultType0 # noqa: PLC0415
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        players = d.pop("players")

        turn = d.pop("turn")

        step = BlueMoonCityViewStep(d.pop("step"))




        city = []
        _city = d.pop("city")
        for city_item_data in (_city):
            city_item = BlueMoonCityViewCityItem.from_dict(city_item_data)



            city.append(city_item)


        figures = []
        _figures = d.pop("figures")
        for figures_item_data in (_figures):
            figures_item = cast(list[int], figures_item_data)

            figures.append(figures_item)


        dragons = BlueMoonCityViewDragons.from_dict(d.pop("dragons"))




        def _parse_hand(data: object) -> BlueMoonCityViewHandType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = BlueMoonCityViewHandType0.from_dict(data)



                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlueMoonCityViewHandType0 | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_sizes = cast(list[int], d.pop("hand_sizes"))


        pending_cards = cast(list[int], d.pop("pending_cards"))


        deck_size = d.pop("deck_size")

        discard = BlueMoonCityViewDiscard.from_dict(d.pop("discard"))




        crystals = []
        _crystals = d.pop("crystals")
        for crystals_item_data in (_crystals):
            def _parse_crystals_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            crystals_item = _parse_crystals_item(crystals_item_data)

            crystals.append(crystals_item)


        scales = cast(list[int], d.pop("scales"))


        scale_supply = d.pop("scale_supply")

        markers = cast(list[int], d.pop("markers"))


        offerings = cast(list[int], d.pop("offerings"))


        obelisk = BlueMoonCityViewObelisk.from_dict(d.pop("obelisk"))




        over = d.pop("over")

        allowance = d.pop("allowance", UNSET)

        contributed = d.pop("contributed", UNSET)

        offered = d.pop("offered", UNSET)

        provisional = cast(list[str], d.pop("provisional", UNSET))


        stall = d.pop("stall", UNSET)

        def _parse_result(data: object) -> BlueMoonCityViewResultType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BlueMoonCityViewResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BlueMoonCityViewResultType0 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        blue_moon_city_view = cls(
            seat=seat,
            players=players,
            turn=turn,
            step=step,
            city=city,
            figures=figures,
            dragons=dragons,
            hand=hand,
            hand_sizes=hand_sizes,
            pending_cards=pending_cards,
            deck_size=deck_size,
            discard=discard,
            crystals=crystals,
            scales=scales,
            scale_supply=scale_supply,
            markers=markers,
            offerings=offerings,
            obelisk=obelisk,
            over=over,
            allowance=allowance,
            contributed=contributed,
            offered=offered,
            provisional=provisional,
            stall=stall,
            result=result,
        )

        return blue_moon_city_view

