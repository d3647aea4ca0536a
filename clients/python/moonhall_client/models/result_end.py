from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.result_end_by import ResultEndBy
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="ResultEnd")



@_attrs_define
class ResultEnd:
    """ Why the game ended.

        Attributes:
            by (ResultEndBy): The rules' end, a seat's resignation or timeout, or an operator's abort.
            reason (str): The reason's code (`texts.results` `end.<reason>` for the rules' end; `result.end.<reason>` of
                `GET /v1/texts` otherwise).
            seat (int | Unset): The seat that resigned or ran out of time.
            bots_finished (list[int] | Unset): Seats a bot played to the end after they forfeited.
     """

    by: ResultEndBy
    reason: str
    seat: int | Unset = UNSET
    bots_finished: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        by = self.by.value

        reason = self.reason

        seat = self.seat

        bots_finished: list[int] | Unset = UNSET
        if not isinstance(self.bots_finished, Unset):
            bots_finished = self.bots_finished




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "reason": reason,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat
        if bots_finished is not UNSET:
            field_dict["bots_finished"] = bots_finished

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = ResultEndBy(d.pop("by"))




        reason = d.pop("reason")

        seat = d.pop("seat", UNSET)

        bots_finished = cast(list[int], d.pop("bots_finished", UNSET))


        result_end = cls(
            by=by,
            reason=reason,
            seat=seat,
            bots_finished=bots_finished,
        )


        result_end.additional_properties = d
        return result_end

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
