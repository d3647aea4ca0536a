from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="ChosenSeed")



@_attrs_define
class ChosenSeed:
    """ A seed chosen by the game's creator, shown to everyone from version 1.

        Attributes:
            seed (int):
            seed_chosen_by (Literal['creator']):  Default: 'creator'.
     """

    seed: int
    seed_chosen_by: Literal['creator'] = 'creator'





    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        seed_chosen_by = self.seed_chosen_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seed": seed,
            "seed_chosen_by": seed_chosen_by,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

        seed_chosen_by = cast(Literal['creator'] , d.pop("seed_chosen_by"))
        if seed_chosen_by != 'creator':
            raise ValueError(f"seed_chosen_by must match const 'creator', got '{seed_chosen_by}'")

        chosen_seed = cls(
            seed=seed,
            seed_chosen_by=seed_chosen_by,
        )

        return chosen_seed

