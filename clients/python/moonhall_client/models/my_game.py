from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.my_game_status_type_0 import MyGameStatusType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.my_game_players_item import MyGamePlayersItem





T = TypeVar("T", bound="MyGame")



@_attrs_define
class MyGame:
    """ 
        Attributes:
            id (str):
            type_ (None | str):
            status (MyGameStatusType0 | None):
            your_turn (bool): One of the account's seats (not played by a bot) is to act.
            seats (list[int]): The account's seats in this game.
            name (None | str | Unset): The game type's name.
            version (int | None | Unset):
            to_act (list[int] | Unset):
            players (list[MyGamePlayersItem] | Unset):
            winners (list[int] | None | Unset):
            created (float | None | Unset): Epoch seconds.
     """

    id: str
    type_: None | str
    status: MyGameStatusType0 | None
    your_turn: bool
    seats: list[int]
    name: None | str | Unset = UNSET
    version: int | None | Unset = UNSET
    to_act: list[int] | Unset = UNSET
    players: list[MyGamePlayersItem] | Unset = UNSET
    winners: list[int] | None | Unset = UNSET
    created: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.my_game_players_item import MyGamePlayersItem # noqa: PLC0415
        id = self.id

        type_: None | str
        type_ = self.type_

        status: None | str
        if isinstance(self.status, MyGameStatusType0):
            status = self.status.value
        else:
            status = self.status

        your_turn = self.your_turn

        seats = self.seats



        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        to_act: list[int] | Unset = UNSET
        if not isinstance(self.to_act, Unset):
            to_act = self.to_act



        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)



        winners: list[int] | None | Unset
        if isinstance(self.winners, Unset):
            winners = UNSET
        elif isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners

        created: float | None | Unset
        if isinstance(self.created, Unset):
            created = UNSET
        else:
            created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "type": type_,
            "status": status,
            "your_turn": your_turn,
            "seats": seats,
        })
        if name is not UNSET:
            field_dict["name"] = name
        if version is not UNSET:
            field_dict["version"] = version
        if to_act is not UNSET:
            field_dict["to_act"] = to_act
        if players is not UNSET:
            field_dict["players"] = players
        if winners is not UNSET:
            field_dict["winners"] = winners
        if created is not UNSET:
            field_dict["created"] = created

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.my_game_players_item import MyGamePlayersItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_type_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        type_ = _parse_type_(d.pop("type"))


        def _parse_status(data: object) -> MyGameStatusType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                status_type_0 = MyGameStatusType0(data)



                return status_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MyGameStatusType0 | None, data)

        status = _parse_status(d.pop("status"))


        your_turn = d.pop("your_turn")

        seats = cast(list[int], d.pop("seats"))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))


        to_act = cast(list[int], d.pop("to_act", UNSET))


        _players = d.pop("players", UNSET)
        players: list[MyGamePlayersItem] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = MyGamePlayersItem.from_dict(players_item_data)



                players.append(players_item)


        def _parse_winners(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        winners = _parse_winners(d.pop("winners", UNSET))


        def _parse_created(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        created = _parse_created(d.pop("created", UNSET))


        my_game = cls(
            id=id,
            type_=type_,
            status=status,
            your_turn=your_turn,
            seats=seats,
            name=name,
            version=version,
            to_act=to_act,
            players=players,
            winners=winners,
            created=created,
        )

        return my_game

