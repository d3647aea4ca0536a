from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_reason_type_0_code import BotReasonType0Code
from ..types import UNSET, Unset






T = TypeVar("T", bound="BotReasonType0")



@_attrs_define
class BotReasonType0:
    """ Why a bot is paused: `timeouts` (games lost on time in a row) or `illegal_moves` (moves refused), with `count` and
    `limit`.

        Attributes:
            code (BotReasonType0Code | Unset):
            count (int | Unset):
            limit (int | Unset):
            game (str | Unset):
            at (int | Unset): Epoch ms.
     """

    code: BotReasonType0Code | Unset = UNSET
    count: int | Unset = UNSET
    limit: int | Unset = UNSET
    game: str | Unset = UNSET
    at: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code: str | Unset = UNSET
        if not isinstance(self.code, Unset):
            code = self.code.value


        count = self.count

        limit = self.limit

        game = self.game

        at = self.at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if code is not UNSET:
            field_dict["code"] = code
        if count is not UNSET:
            field_dict["count"] = count
        if limit is not UNSET:
            field_dict["limit"] = limit
        if game is not UNSET:
            field_dict["game"] = game
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _code = d.pop("code", UNSET)
        code: BotReasonType0Code | Unset
        if isinstance(_code,  Unset):
            code = UNSET
        else:
            code = BotReasonType0Code(_code)




        count = d.pop("count", UNSET)

        limit = d.pop("limit", UNSET)

        game = d.pop("game", UNSET)

        at = d.pop("at", UNSET)

        bot_reason_type_0 = cls(
            code=code,
            count=count,
            limit=limit,
            game=game,
            at=at,
        )


        bot_reason_type_0.additional_properties = d
        return bot_reason_type_0

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
