from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreatedSeat")



@_attrs_define
class CreatedSeat:
    """ 
        Attributes:
            seat (int):
            name (None | str):
            bot (None | str):
            token (None | str): The seat's secret bearer token (null for a bot and an open seat). Shown only here.
            open_ (bool | Unset):
            account (str | Unset): The account the seat is named for (lower case).
            invite (str | Unset): The invite code of a private open seat; give it to the person who joins.
     """

    seat: int
    name: None | str
    bot: None | str
    token: None | str
    open_: bool | Unset = UNSET
    account: str | Unset = UNSET
    invite: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        bot: None | str
        bot = self.bot

        token: None | str
        token = self.token

        open_ = self.open_

        account = self.account

        invite = self.invite


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
            "bot": bot,
            "token": token,
        })
        if open_ is not UNSET:
            field_dict["open"] = open_
        if account is not UNSET:
            field_dict["account"] = account
        if invite is not UNSET:
            field_dict["invite"] = invite

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))


        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        open_ = d.pop("open", UNSET)

        account = d.pop("account", UNSET)

        invite = d.pop("invite", UNSET)

        created_seat = cls(
            seat=seat,
            name=name,
            bot=bot,
            token=token,
            open_=open_,
            account=account,
            invite=invite,
        )

        return created_seat

