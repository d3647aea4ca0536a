from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_out_type_0 import SeatOutType0
from ..models.seat_taken_over import SeatTakenOver
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Seat")



@_attrs_define
class Seat:
    """ 
        Attributes:
            seat (int):
            name (None | str): Null for an open seat nobody took yet.
            bot (None | str): The bot level, null for a human (set when a bot took the seat over).
            open_ (bool | Unset): The seat is open (nobody joined it yet).
            private (bool | Unset): Joining it needs the invite code.
            out (None | SeatOutType0 | Unset): The seat forfeited - it resigned or lost on time (a bot plays it on; it
                cannot win, ranks last, and its token reads as a spectator's).
            taken_over (SeatTakenOver | Unset): A bot took the seat over when its clock ran out and plays it on (issue 26).
            account (str | Unset): The account that holds the seat (its name in lower case), only on a seat named for an
                account at create or joined with one.
     """

    seat: int
    name: None | str
    bot: None | str
    open_: bool | Unset = UNSET
    private: bool | Unset = UNSET
    out: None | SeatOutType0 | Unset = UNSET
    taken_over: SeatTakenOver | Unset = UNSET
    account: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        bot: None | str
        bot = self.bot

        open_ = self.open_

        private = self.private

        out: None | str | Unset
        if isinstance(self.out, Unset):
            out = UNSET
        elif isinstance(self.out, SeatOutType0):
            out = self.out.value
        else:
            out = self.out

        taken_over: str | Unset = UNSET
        if not isinstance(self.taken_over, Unset):
            taken_over = self.taken_over.value


        account = self.account


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "name": name,
            "bot": bot,
        })
        if open_ is not UNSET:
            field_dict["open"] = open_
        if private is not UNSET:
            field_dict["private"] = private
        if out is not UNSET:
            field_dict["out"] = out
        if taken_over is not UNSET:
            field_dict["taken_over"] = taken_over
        if account is not UNSET:
            field_dict["account"] = account

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


        open_ = d.pop("open", UNSET)

        private = d.pop("private", UNSET)

        def _parse_out(data: object) -> None | SeatOutType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                out_type_0 = SeatOutType0(data)



                return out_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatOutType0 | Unset, data)

        out = _parse_out(d.pop("out", UNSET))


        _taken_over = d.pop("taken_over", UNSET)
        taken_over: SeatTakenOver | Unset
        if isinstance(_taken_over,  Unset):
            taken_over = UNSET
        else:
            taken_over = SeatTakenOver(_taken_over)




        account = d.pop("account", UNSET)

        seat = cls(
            seat=seat,
            name=name,
            bot=bot,
            open_=open_,
            private=private,
            out=out,
            taken_over=taken_over,
            account=account,
        )

        return seat

