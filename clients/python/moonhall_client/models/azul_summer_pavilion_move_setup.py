from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="AzulSummerPavilionMoveSetup")



@_attrs_define
class AzulSummerPavilionMoveSetup:
    """ SYSTEM table step: draw the supply and the factory displays (§4).

        Attributes:
            type_ (Literal['setup']):  Default: 'setup'.
     """

    type_: Literal['setup'] = 'setup'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['setup'] , d.pop("type"))
        if type_ != 'setup':
            raise ValueError(f"type must match const 'setup', got '{type_}'")

        azul_summer_pavilion_move_setup = cls(
            type_=type_,
        )

        return azul_summer_pavilion_move_setup

