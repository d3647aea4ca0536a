from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="NewToken")



@_attrs_define
class NewToken:
    """ 
        Attributes:
            token (str): The token (`Authorization: Bearer <token>`). Shown only here.
            id (str):
            scopes (list[str]):
            label (None | str):
            created (int):
     """

    token: str
    id: str
    scopes: list[str]
    label: None | str
    created: int





    def to_dict(self) -> dict[str, Any]:
        token = self.token

        id = self.id

        scopes = self.scopes



        label: None | str
        label = self.label

        created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "token": token,
            "id": id,
            "scopes": scopes,
            "label": label,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        id = d.pop("id")

        scopes = cast(list[str], d.pop("scopes"))


        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        created = d.pop("created")

        new_token = cls(
            token=token,
            id=id,
            scopes=scopes,
            label=label,
            created=created,
        )

        return new_token

