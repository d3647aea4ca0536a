from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag
  from ..models.azul_summer_pavilion_view_seats_item_board import AzulSummerPavilionViewSeatsItemBoard





T = TypeVar("T", bound="AzulSummerPavilionViewSeatsItem")



@_attrs_define
class AzulSummerPavilionViewSeatsItem:
    """ One player's public table area.

        Attributes:
            score (int):
            hand (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            corners (AzulSummerPavilionViewBag): Tile counts per colour (all six colours).
            board (AzulSummerPavilionViewSeatsItemBoard): Filled spaces: space id -> colour.
            passed (bool):
     """

    score: int
    hand: AzulSummerPavilionViewBag
    corners: AzulSummerPavilionViewBag
    board: AzulSummerPavilionViewSeatsItemBoard
    passed: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        from ..models.azul_summer_pavilion_view_seats_item_board import AzulSummerPavilionViewSeatsItemBoard # noqa: PLC0415
        score = self.score

        hand = self.hand.to_dict()

        corners = self.corners.to_dict()

        board = self.board.to_dict()

        passed = self.passed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "score": score,
            "hand": hand,
            "corners": corners,
            "board": board,
            "passed": passed,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag # noqa: PLC0415
        from ..models.azul_summer_pavilion_view_seats_item_board import AzulSummerPavilionViewSeatsItemBoard # noqa: PLC0415
        d = dict(src_dict)
        score = d.pop("score")

        hand = AzulSummerPavilionViewBag.from_dict(d.pop("hand"))




        corners = AzulSummerPavilionViewBag.from_dict(d.pop("corners"))




        board = AzulSummerPavilionViewSeatsItemBoard.from_dict(d.pop("board"))




        passed = d.pop("passed")

        azul_summer_pavilion_view_seats_item = cls(
            score=score,
            hand=hand,
            corners=corners,
            board=board,
            passed=passed,
        )

        return azul_summer_pavilion_view_seats_item

