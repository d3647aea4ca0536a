from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_info_scopes_item import TokenInfoScopesItem
from typing import cast






T = TypeVar("T", bound="TokenInfo")



@_attrs_define
class TokenInfo:
    """ 
        Attributes:
            id (str):
            scopes (list[TokenInfoScopesItem]):
            label (None | str):
            created (int): Epoch milliseconds.
            last_used (int | None): Epoch milliseconds of the last request with it (to the minute); null if never used.
     """

    id: str
    scopes: list[TokenInfoScopesItem]
    label: None | str
    created: int
    last_used: int | None





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        label: None | str
        label = self.label

        created = self.created

        last_used: int | None
        last_used = self.last_used


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "scopes": scopes,
            "label": label,
            "created": created,
            "last_used": last_used,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = TokenInfoScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        created = d.pop("created")

        def _parse_last_used(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_used = _parse_last_used(d.pop("last_used"))


        token_info = cls(
            id=id,
            scopes=scopes,
            label=label,
            created=created,
            last_used=last_used,
        )

        return token_info

