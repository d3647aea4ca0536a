from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JoinRequest")



@_attrs_define
class JoinRequest:
    """ 
        Attributes:
            name (str): The seat's name. A request made with an account may leave it out (it is then the account's name).
            seat (int | None | Unset): The open seat to take (default the first public one, or the invite's seat). A
                game has at most 8 seats; a seat this game does not have is `422 no_such_seat`.
            invite (None | str | Unset): The invite code of a private seat.
     """

    name: str
    seat: int | None | Unset = UNSET
    invite: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        invite: None | str | Unset
        if isinstance(self.invite, Unset):
            invite = UNSET
        else:
            invite = self.invite


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if invite is not UNSET:
            field_dict["invite"] = invite

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_invite(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite = _parse_invite(d.pop("invite", UNSET))


        join_request = cls(
            name=name,
            seat=seat,
            invite=invite,
        )

        return join_request

