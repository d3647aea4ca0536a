from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nova_luna_event_phase_1_ended_reason import NovaLunaEventPhase1EndedReason
from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaEventPhase1Ended")



@_attrs_define
class NovaLunaEventPhase1Ended:
    """ phase_1_ended

        Attributes:
            type_ (Literal['phase_1_ended']):  Default: 'phase_1_ended'.
            seat (int):
            reason (NovaLunaEventPhase1EndedReason):
            tiles_cost (int):
            missing (int):
            record (int):
            tile_count (int):
     """

    seat: int
    reason: NovaLunaEventPhase1EndedReason
    tiles_cost: int
    missing: int
    record: int
    tile_count: int
    type_: Literal['phase_1_ended'] = 'phase_1_ended'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        reason = self.reason.value

        tiles_cost = self.tiles_cost

        missing = self.missing

        record = self.record

        tile_count = self.tile_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "reason": reason,
            "tiles_cost": tiles_cost,
            "missing": missing,
            "record": record,
            "tile_count": tile_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['phase_1_ended'] , d.pop("type"))
        if type_ != 'phase_1_ended':
            raise ValueError(f"type must match const 'phase_1_ended', got '{type_}'")

        seat = d.pop("seat")

        reason = NovaLunaEventPhase1EndedReason(d.pop("reason"))




        tiles_cost = d.pop("tiles_cost")

        missing = d.pop("missing")

        record = d.pop("record")

        tile_count = d.pop("tile_count")

        nova_luna_event_phase_1_ended = cls(
            type_=type_,
            seat=seat,
            reason=reason,
            tiles_cost=tiles_cost,
            missing=missing,
            record=record,
            tile_count=tile_count,
        )

        return nova_luna_event_phase_1_ended

