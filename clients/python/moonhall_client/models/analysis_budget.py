from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="AnalysisBudget")



@_attrs_define
class AnalysisBudget:
    """ 
        Attributes:
            samples (int | Unset):
            think_ms (int | Unset):
     """

    samples: int | Unset = UNSET
    think_ms: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        samples = self.samples

        think_ms = self.think_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if samples is not UNSET:
            field_dict["samples"] = samples
        if think_ms is not UNSET:
            field_dict["think_ms"] = think_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        samples = d.pop("samples", UNSET)

        think_ms = d.pop("think_ms", UNSET)

        analysis_budget = cls(
            samples=samples,
            think_ms=think_ms,
        )

        return analysis_budget

