from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ChanceHidden")



@_attrs_define
class ChanceHidden:
    """ An event of a dry run whose chance is decided only when the move is played.

        Attributes:
            type_ (None | str):
            chance (Literal['decided when the move is played']):  Default: 'decided when the move is played'.
     """

    type_: None | str
    chance: Literal['decided when the move is played'] = 'decided when the move is played'





    def to_dict(self) -> dict[str, Any]:
        type_: None | str
        type_ = self.type_

        chance = self.chance


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "chance": chance,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_type_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        type_ = _parse_type_(d.pop("type"))


        chance = cast(Literal['decided when the move is played'] , d.pop("chance"))
        if chance != 'decided when the move is played':
            raise ValueError(f"chance must match const 'decided when the move is played', got '{chance}'")

        chance_hidden = cls(
            type_=type_,
            chance=chance,
        )

        return chance_hidden

