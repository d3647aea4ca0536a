from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="Fairness")



@_attrs_define
class Fairness:
    """ The commitment to the game's secret seed, shown from the start. For a game
    created with a `seed` (a prearranged deal) the seed itself is shown too, with
    `seed_chosen_by: creator`, to every seat and spectator from version 1.

        Attributes:
            commitment (str):
            scheme (Literal["sha256(nonce + ':' + seed)"]):  Default: "sha256(nonce + ':' + seed)".
            seed (int | Unset): Only when the creator chose the seed.
            seed_chosen_by (Literal['creator'] | Unset): Only when the creator chose the seed.
     """

    commitment: str
    scheme: Literal["sha256(nonce + ':' + seed)"] = "sha256(nonce + ':' + seed)"
    seed: int | Unset = UNSET
    seed_chosen_by: Literal['creator'] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        commitment = self.commitment

        scheme = self.scheme

        seed = self.seed

        seed_chosen_by = self.seed_chosen_by


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "commitment": commitment,
            "scheme": scheme,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if seed_chosen_by is not UNSET:
            field_dict["seed_chosen_by"] = seed_chosen_by

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        commitment = d.pop("commitment")

        scheme = cast(Literal["sha256(nonce + ':' + seed)"] , d.pop("scheme"))
        if scheme != "sha256(nonce + ':' + seed)":
            raise ValueError(f"scheme must match const \"sha256(nonce + ':' + seed)\", got '{scheme}'")

        seed = d.pop("seed", UNSET)

        seed_chosen_by = cast(Literal['creator'] | Unset , d.pop("seed_chosen_by", UNSET))
        if seed_chosen_by != 'creator'and not isinstance(seed_chosen_by, Unset):
            raise ValueError(f"seed_chosen_by must match const 'creator', got '{seed_chosen_by}'")

        fairness = cls(
            commitment=commitment,
            scheme=scheme,
            seed=seed,
            seed_chosen_by=seed_chosen_by,
        )

        return fairness

