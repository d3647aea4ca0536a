from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BlueMoonMoveChoose")



@_attrs_define
class BlueMoonMoveChoose:
    """ answer the pending decision (a card id, a list of card ids, true/false, a number, or null for 'none')

        Attributes:
            type_ (Literal['choose']):  Default: 'choose'.
            choice (bool | int | list[str] | None | str):
     """

    choice: bool | int | list[str] | None | str
    type_: Literal['choose'] = 'choose'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        choice: bool | int | list[str] | None | str
        if isinstance(self.choice, list):
            choice = self.choice


        else:
            choice = self.choice


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "choice": choice,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['choose'] , d.pop("type"))
        if type_ != 'choose':
            raise ValueError(f"type must match const 'choose', got '{type_}'")

        def _parse_choice(data: object) -> bool | int | list[str] | None | str:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                choice_type_4 = cast(list[str], data)

                return choice_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(bool | int | list[str] | None | str, data)

        choice = _parse_choice(d.pop("choice"))


        blue_moon_move_choose = cls(
            type_=type_,
            choice=choice,
        )

        return blue_moon_move_choose

