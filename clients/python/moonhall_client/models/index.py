from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Index")



@_attrs_define
class Index:
    """ 
        Attributes:
            name (str):
            docs (str):
            openapi (str):
            api (str):
            web (str | Unset):
     """

    name: str
    docs: str
    openapi: str
    api: str
    web: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        docs = self.docs

        openapi = self.openapi

        api = self.api

        web = self.web


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "docs": docs,
            "openapi": openapi,
            "api": api,
        })
        if web is not UNSET:
            field_dict["web"] = web

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        docs = d.pop("docs")

        openapi = d.pop("openapi")

        api = d.pop("api")

        web = d.pop("web", UNSET)

        index = cls(
            name=name,
            docs=docs,
            openapi=openapi,
            api=api,
            web=web,
        )


        index.additional_properties = d
        return index

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
