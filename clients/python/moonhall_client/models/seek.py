from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seek_status import SeekStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seek_options import SeekOptions





T = TypeVar("T", bound="Seek")



@_attrs_define
class Seek:
    """ 
        Attributes:
            id (str):
            status (SeekStatus):
            type_ (str):
            players (int):
            options (SeekOptions):
            bots_after_s (int | None):
            name (str):
            created (float): When the seek was made (Unix seconds).
            game (None | str): The table's id once matched.
            seat (int | None): The seeker's seat once matched.
            rating (float): The seeker's rating of the type the seek is matched by (0: no account or no rated game).
            rating_diff (int | None): The seek's rating range (+- points), null: anyone.
            account (None | str | Unset): The account that made the seek (its session or personal token); the seat names it
                and the account acts for it.
            token (None | str | Unset): The seek's secret (in the answer to `POST /v1/seeks`), and once matched the
                seat's token (the same secret) for `GET /v1/games/{id}` and moves.
     """

    id: str
    status: SeekStatus
    type_: str
    players: int
    options: SeekOptions
    bots_after_s: int | None
    name: str
    created: float
    game: None | str
    seat: int | None
    rating: float
    rating_diff: int | None
    account: None | str | Unset = UNSET
    token: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seek_options import SeekOptions # noqa: PLC0415
        id = self.id

        status = self.status.value

        type_ = self.type_

        players = self.players

        options = self.options.to_dict()

        bots_after_s: int | None
        bots_after_s = self.bots_after_s

        name = self.name

        created = self.created

        game: None | str
        game = self.game

        seat: int | None
        seat = self.seat

        rating = self.rating

        rating_diff: int | None
        rating_diff = self.rating_diff

        account: None | str | Unset
        if isinstance(self.account, Unset):
            account = UNSET
        else:
            account = self.account

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "status": status,
            "type": type_,
            "players": players,
            "options": options,
            "bots_after_s": bots_after_s,
            "name": name,
            "created": created,
            "game": game,
            "seat": seat,
            "rating": rating,
            "rating_diff": rating_diff,
        })
        if account is not UNSET:
            field_dict["account"] = account
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_options import SeekOptions # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        status = SeekStatus(d.pop("status"))




        type_ = d.pop("type")

        players = d.pop("players")

        options = SeekOptions.from_dict(d.pop("options"))




        def _parse_bots_after_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bots_after_s = _parse_bots_after_s(d.pop("bots_after_s"))


        name = d.pop("name")

        created = d.pop("created")

        def _parse_game(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game = _parse_game(d.pop("game"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        rating = d.pop("rating")

        def _parse_rating_diff(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        rating_diff = _parse_rating_diff(d.pop("rating_diff"))


        def _parse_account(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        account = _parse_account(d.pop("account", UNSET))


        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))


        seek = cls(
            id=id,
            status=status,
            type_=type_,
            players=players,
            options=options,
            bots_after_s=bots_after_s,
            name=name,
            created=created,
            game=game,
            seat=seat,
            rating=rating,
            rating_diff=rating_diff,
            account=account,
            token=token,
        )

        return seek

