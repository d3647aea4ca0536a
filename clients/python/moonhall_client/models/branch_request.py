from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="BranchRequest")



@_attrs_define
class BranchRequest:
    """ 
        Attributes:
            version (int): The point to branch from.
            seat (int): The seat whose information set is resampled; the creator plays it (a game has at most 8 seats; one
                past its own is `422 no_such_seat`).
            seed (int | None | Unset): Fixes the resampling and the branch's chance (shown); fresh and secret by default.
            bot (None | str | Unset): The other seats' bot level, one of the game type's `bot_levels` (another is `422
                invalid_seats`); default the origin's level for its bot seats, else the game's resign bot.
     """

    version: int
    seat: int
    seed: int | None | Unset = UNSET
    bot: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        version = self.version

        seat = self.seat

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "seat": seat,
        })
        if seed is not UNSET:
            field_dict["seed"] = seed
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        branch_request = cls(
            version=version,
            seat=seat,
            seed=seed,
            bot=bot,
        )

        return branch_request

