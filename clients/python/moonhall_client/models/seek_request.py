from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seek_request_options import SeekRequestOptions





T = TypeVar("T", bound="SeekRequest")



@_attrs_define
class SeekRequest:
    """ 
        Attributes:
            type_ (str): A game type id (`GET /v1/game-types`).
            players (int):
            options (SeekRequestOptions | Unset): The table's options (`GameType.options`); only seeks with the same options
                are matched.
            bots_after_s (int | None | Unset): Seconds to wait for people before bots take the seats left; null (the
                default) waits for people only.
            bot (None | str | Unset): The bots' level (one of the type's `bot_levels`); the seeker who came first decides.
            name (None | str | Unset): The name the seat shows; an account's name by default (required without an account).
            rating_diff (int | None | Unset): The rating range: the seeker shares a table only with seekers whose rating of
                this game type is within this many points of its own, and only when its rating
                is within theirs too (null, the default: anyone whose own range takes it). The
                rating is the account's shown rating (`GET /v1/players/{name}`, mu - 3 sigma)
                when the seek is made; a seeker without an account, or an account without a
                rated game of the type, counts as a new player: 0. Bots are never ranged.
     """

    type_: str
    players: int
    options: SeekRequestOptions | Unset = UNSET
    bots_after_s: int | None | Unset = UNSET
    bot: None | str | Unset = UNSET
    name: None | str | Unset = UNSET
    rating_diff: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seek_request_options import SeekRequestOptions # noqa: PLC0415
        type_ = self.type_

        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        bots_after_s: int | None | Unset
        if isinstance(self.bots_after_s, Unset):
            bots_after_s = UNSET
        else:
            bots_after_s = self.bots_after_s

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        rating_diff: int | None | Unset
        if isinstance(self.rating_diff, Unset):
            rating_diff = UNSET
        else:
            rating_diff = self.rating_diff


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "players": players,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if bots_after_s is not UNSET:
            field_dict["bots_after_s"] = bots_after_s
        if bot is not UNSET:
            field_dict["bot"] = bot
        if name is not UNSET:
            field_dict["name"] = name
        if rating_diff is not UNSET:
            field_dict["rating_diff"] = rating_diff

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seek_request_options import SeekRequestOptions # noqa: PLC0415
        d = dict(src_dict)
        type_ = d.pop("type")

        players = d.pop("players")

        _options = d.pop("options", UNSET)
        options: SeekRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SeekRequestOptions.from_dict(_options)




        def _parse_bots_after_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bots_after_s = _parse_bots_after_s(d.pop("bots_after_s", UNSET))


        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_rating_diff(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rating_diff = _parse_rating_diff(d.pop("rating_diff", UNSET))


        seek_request = cls(
            type_=type_,
            players=players,
            options=options,
            bots_after_s=bots_after_s,
            bot=bot,
            name=name,
            rating_diff=rating_diff,
        )

        return seek_request

