from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="AnalysisRequest")



@_attrs_define
class AnalysisRequest:
    """ 
        Attributes:
            version (int): The version whose decision is analysed.
            seat (int): The seat that decides there (a game has at most 8 seats; one past its own is `422 no_such_seat`).
            samples (int | None | Unset): A fixed number of samples (reproducible) instead of the default 1000 ms budget.
     """

    version: int
    seat: int
    samples: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat = self.seat

        samples: int | None | Unset
        if isinstance(self.samples, Unset):
            samples = UNSET
        else:
            samples = self.samples


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "seat": seat,
        })
        if samples is not UNSET:
            field_dict["samples"] = samples

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        def _parse_samples(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        samples = _parse_samples(d.pop("samples", UNSET))


        analysis_request = cls(
            version=version,
            seat=seat,
            samples=samples,
        )

        return analysis_request

