from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.token_request_scopes_item import TokenRequestScopesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="TokenRequest")



@_attrs_define
class TokenRequest:
    """ 
        Attributes:
            scopes (list[TokenRequestScopesItem]):
            label (None | str | Unset): A name for the list.
     """

    scopes: list[TokenRequestScopesItem]
    label: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scopes": scopes,
        })
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = TokenRequestScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        token_request = cls(
            scopes=scopes,
            label=label,
        )

        return token_request

