from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_option_kind import GameOptionKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="GameOption")



@_attrs_define
class GameOption:
    """ One option of a game type, set in `options` of `POST /v1/games`.

        Attributes:
            name (str):
            default (Any): The value used when the option is left out.
            description (str):
            kind (GameOptionKind): `enum`: one of `choices`; `bool`: true or false; `int`: an integer; `json`: any JSON
                value the game accepts.
            choices (list[Any] | Unset): The allowed values (when the option has a fixed set).
            provisional (bool | Unset): The default is an inference where the rules are unclear and may change.
     """

    name: str
    default: Any
    description: str
    kind: GameOptionKind
    choices: list[Any] | Unset = UNSET
    provisional: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        default = self.default

        description = self.description

        kind = self.kind.value

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices



        provisional = self.provisional


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "default": default,
            "description": description,
            "kind": kind,
        })
        if choices is not UNSET:
            field_dict["choices"] = choices
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        default = d.pop("default")

        description = d.pop("description")

        kind = GameOptionKind(d.pop("kind"))




        choices = cast(list[Any], d.pop("choices", UNSET))


        provisional = d.pop("provisional", UNSET)

        game_option = cls(
            name=name,
            default=default,
            description=description,
            kind=kind,
            choices=choices,
            provisional=provisional,
        )

        return game_option

