from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="RuleText")



@_attrs_define
class RuleText:
    """ 
        Attributes:
            id (str): The rule id, e.g. `§7.3` or `R-4.3`.
            text (str): The rule in words (shortened after about 600 characters).
            title (str | Unset):
            section (str | Unset): The specification section it belongs to.
     """

    id: str
    text: str
    title: str | Unset = UNSET
    section: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        text = self.text

        title = self.title

        section = self.section


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "text": text,
        })
        if title is not UNSET:
            field_dict["title"] = title
        if section is not UNSET:
            field_dict["section"] = section

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        text = d.pop("text")

        title = d.pop("title", UNSET)

        section = d.pop("section", UNSET)

        rule_text = cls(
            id=id,
            text=text,
            title=title,
            section=section,
        )


        rule_text.additional_properties = d
        return rule_text

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
