from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Rematch")



@_attrs_define
class Rematch:
    """ 
        Attributes:
            id (str): The new table.
            rematch_of (str):
            seat (int): The caller's seat at the new table.
            invite (None | str): The invite of that seat (null for a seat a bot plays).
            replayed (bool): An earlier call created the table.
     """

    id: str
    rematch_of: str
    seat: int
    invite: None | str
    replayed: bool





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        rematch_of = self.rematch_of

        seat = self.seat

        invite: None | str
        invite = self.invite

        replayed = self.replayed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "rematch_of": rematch_of,
            "seat": seat,
            "invite": invite,
            "replayed": replayed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        rematch_of = d.pop("rematch_of")

        seat = d.pop("seat")

        def _parse_invite(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invite = _parse_invite(d.pop("invite"))


        replayed = d.pop("replayed")

        rematch = cls(
            id=id,
            rematch_of=rematch_of,
            seat=seat,
            invite=invite,
            replayed=replayed,
        )

        return rematch

