from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_move_pass_keep import AzulSummerPavilionMovePassKeep





T = TypeVar("T", bound="AzulSummerPavilionMovePass")



@_attrs_define
class AzulSummerPavilionMovePass:
    """ Phase 2 (§7.7): stop placing this round, keeping up to 4 hand tiles in the corners (e.g. {"green": 4}); every other
    hand tile is discarded at -1 point each (never below 1).

        Attributes:
            type_ (Literal['pass']):  Default: 'pass'.
            keep (AzulSummerPavilionMovePassKeep): Tile counts per colour; absent colours count 0.
     """

    keep: AzulSummerPavilionMovePassKeep
    type_: Literal['pass'] = 'pass'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_move_pass_keep import AzulSummerPavilionMovePassKeep # noqa: PLC0415
        type_ = self.type_

        keep = self.keep.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "keep": keep,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_move_pass_keep import AzulSummerPavilionMovePassKeep # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['pass'] , d.pop("type"))
        if type_ != 'pass':
            raise ValueError(f"type must match const 'pass', got '{type_}'")

        keep = AzulSummerPavilionMovePassKeep.from_dict(d.pop("keep"))




        azul_summer_pavilion_move_pass = cls(
            type_=type_,
            keep=keep,
        )

        return azul_summer_pavilion_move_pass

