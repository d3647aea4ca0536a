from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.nova_luna_view_result_type_0 import NovaLunaViewResultType0
  from ..models.nova_luna_view_seats_item import NovaLunaViewSeatsItem
  from ..models.nova_luna_view_solo_type_0 import NovaLunaViewSoloType0





T = TypeVar("T", bound="NovaLunaView")



@_attrs_define
class NovaLunaView:
    """ A seat's view of a Nova Luna table. Everything is public except the draw pile, shown only as `pile_count`.

        Attributes:
            game (Literal['nova-luna']):  Default: 'nova-luna'.
            you (int | None):
            players (int):
            track (list[int | None]): tile id on each selection-track space 0-11 (null: empty)
            meeple (int):
            available (list[int]):
            pile_count (int):
            seats (list[NovaLunaViewSeatsItem]):
            to_act (list[int]):
            refill_allowed (bool):
            over (bool):
            result (None | NovaLunaViewResultType0):
            solo (None | NovaLunaViewSoloType0):
            first_game (bool | Unset):
     """

    you: int | None
    players: int
    track: list[int | None]
    meeple: int
    available: list[int]
    pile_count: int
    seats: list[NovaLunaViewSeatsItem]
    to_act: list[int]
    refill_allowed: bool
    over: bool
    result: None | NovaLunaViewResultType0
    solo: None | NovaLunaViewSoloType0
    game: Literal['nova-luna'] = 'nova-luna'
    first_game: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.nova_luna_view_result_type_0 import NovaLunaViewResultType0 # noqa: PLC0415
        from ..models.nova_luna_view_seats_item import NovaLunaViewSeatsItem # noqa: PLC0415
        from ..models.nova_luna_view_solo_type_0 import NovaLunaViewSoloType0 # noqa: PLC0415
        game = self.game

        you: int | None
        you = self.you

        players = self.players

        track = []
        for track_item_data in self.track:
            track_item: int | None
            track_item = track_item_data
            track.append(track_item)



        meeple = self.meeple

        available = self.available



        pile_count = self.pile_count

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        to_act = self.to_act



        refill_allowed = self.refill_allowed

        over = self.over

        result: dict[str, Any] | None
        if isinstance(self.result, NovaLunaViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        solo: dict[str, Any] | None
        if isinstance(self.solo, NovaLunaViewSoloType0):
            solo = self.solo.to_dict()
        else:
            solo = self.solo

        first_game = self.first_game


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game": game,
            "you": you,
            "players": players,
            "track": track,
            "meeple": meeple,
            "available": available,
            "pile_count": pile_count,
            "seats": seats,
            "to_act": to_act,
            "refill_allowed": refill_allowed,
            "over": over,
            "result": result,
            "solo": solo,
        })
        if first_game is not UNSET:
            field_dict["first_game"] = first_game

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nova_luna_view_result_type_0 import NovaLunaViewResultType0 # noqa: PLC0415
        from ..models.nova_luna_view_seats_item import NovaLunaViewSeatsItem # noqa: PLC0415
        from ..models.nova_luna_view_solo_type_0 import NovaLunaViewSoloType0 # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['nova-luna'] , d.pop("game"))
        if game != 'nova-luna':
            raise ValueError(f"game must match const 'nova-luna', got '{game}'")

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))


        players = d.pop("players")

        track = []
        _track = d.pop("track")
        for track_item_data in (_track):
            def _parse_track_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            track_item = _parse_track_item(track_item_data)

            track.append(track_item)


        meeple = d.pop("meeple")

        available = cast(list[int], d.pop("available"))


        pile_count = d.pop("pile_count")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = NovaLunaViewSeatsItem.from_dict(seats_item_data)



            seats.append(seats_item)


        to_act = cast(list[int], d.pop("to_act"))


        refill_allowed = d.pop("refill_allowed")

        over = d.pop("over")

        def _parse_result(data: object) -> None | NovaLunaViewResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_view_result_type_0 = NovaLunaViewResultType0.from_dict(data)



                return componentsschemas_nova_luna_view_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NovaLunaViewResultType0, data)

        result = _parse_result(d.pop("result"))


        def _parse_solo(data: object) -> None | NovaLunaViewSoloType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_view_solo_type_0 = NovaLunaViewSoloType0.from_dict(data)



                return componentsschemas_nova_luna_view_solo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NovaLunaViewSoloType0, data)

        solo = _parse_solo(d.pop("solo"))


        first_game = d.pop("first_game", UNSET)

        nova_luna_view = cls(
            game=game,
            you=you,
            players=players,
            track=track,
            meeple=meeple,
            available=available,
            pile_count=pile_count,
            seats=seats,
            to_act=to_act,
            refill_allowed=refill_allowed,
            over=over,
            result=result,
            solo=solo,
            first_game=first_game,
        )


        nova_luna_view.additional_properties = d
        return nova_luna_view

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
