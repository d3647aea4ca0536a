from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Passkey")



@_attrs_define
class Passkey:
    """ 
        Attributes:
            id (str): The credential id (base64url).
            label (None | str):
            created (int):
     """

    id: str
    label: None | str
    created: int





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label: None | str
        label = self.label

        created = self.created


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "label": label,
            "created": created,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_label(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        label = _parse_label(d.pop("label"))


        created = d.pop("created")

        passkey = cls(
            id=id,
            label=label,
            created=created,
        )

        return passkey

