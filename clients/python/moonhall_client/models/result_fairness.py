from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ResultFairness")



@_attrs_define
class ResultFairness:
    """ 
        Attributes:
            seed (int):
            nonce (str):
     """

    seed: int
    nonce: str





    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        nonce = self.nonce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seed": seed,
            "nonce": nonce,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

        nonce = d.pop("nonce")

        result_fairness = cls(
            seed=seed,
            nonce=nonce,
        )

        return result_fairness

