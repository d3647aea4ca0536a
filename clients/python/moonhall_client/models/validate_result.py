from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.dry_run_event_entry import DryRunEventEntry





T = TypeVar("T", bound="ValidateResult")



@_attrs_define
class ValidateResult:
    """ 
        Attributes:
            version (int): The game's version (unchanged).
            valid (Literal[True]):
            events (list[DryRunEventEntry]):
     """

    version: int
    valid: Literal[True]
    events: list[DryRunEventEntry]





    def to_dict(self) -> dict[str, Any]:
        from ..models.dry_run_event_entry import DryRunEventEntry # noqa: PLC0415
        version = self.version

        valid = self.valid

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "valid": valid,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dry_run_event_entry import DryRunEventEntry # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        valid = cast(Literal[True] , d.pop("valid"))
        if valid != True:
            raise ValueError(f"valid must match const True, got '{valid}'")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = DryRunEventEntry.from_dict(events_item_data)



            events.append(events_item)


        validate_result = cls(
            version=version,
            valid=valid,
            events=events,
        )

        return validate_result

