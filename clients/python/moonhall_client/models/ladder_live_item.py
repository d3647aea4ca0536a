from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_live_item_seats import LadderLiveItemSeats





T = TypeVar("T", bound="LadderLiveItem")



@_attrs_define
class LadderLiveItem:
    """ 
        Attributes:
            game (str | Unset):
            type_ (str | Unset):
            players (list[str] | Unset):
            seats (LadderLiveItemSeats | Unset):
            started (int | Unset):
     """

    game: str | Unset = UNSET
    type_: str | Unset = UNSET
    players: list[str] | Unset = UNSET
    seats: LadderLiveItemSeats | Unset = UNSET
    started: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_live_item_seats import LadderLiveItemSeats # noqa: PLC0415
        game = self.game

        type_ = self.type_

        players: list[str] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players



        seats: dict[str, Any] | Unset = UNSET
        if not isinstance(self.seats, Unset):
            seats = self.seats.to_dict()

        started = self.started


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if game is not UNSET:
            field_dict["game"] = game
        if type_ is not UNSET:
            field_dict["type"] = type_
        if players is not UNSET:
            field_dict["players"] = players
        if seats is not UNSET:
            field_dict["seats"] = seats
        if started is not UNSET:
            field_dict["started"] = started

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_live_item_seats import LadderLiveItemSeats # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game", UNSET)

        type_ = d.pop("type", UNSET)

        players = cast(list[str], d.pop("players", UNSET))


        _seats = d.pop("seats", UNSET)
        seats: LadderLiveItemSeats | Unset
        if isinstance(_seats,  Unset):
            seats = UNSET
        else:
            seats = LadderLiveItemSeats.from_dict(_seats)




        started = d.pop("started", UNSET)

        ladder_live_item = cls(
            game=game,
            type_=type_,
            players=players,
            seats=seats,
            started=started,
        )


        ladder_live_item.additional_properties = d
        return ladder_live_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
