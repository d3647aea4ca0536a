from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ladder_row_kind import LadderRowKind
from ..models.ladder_row_status import LadderRowStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_reason_type_0 import BotReasonType0





T = TypeVar("T", bound="LadderRow")



@_attrs_define
class LadderRow:
    """ 
        Attributes:
            name (str): The account, or `bot:<level>` for a built-in level.
            display (str):
            kind (LadderRowKind):
            rating (float): mu - 3 sigma.
            mu (float):
            sigma (float):
            games (int | None): Rated ladder games (null for a level).
            status (LadderRowStatus):
            reason (BotReasonType0 | None): Why a bot is paused: `timeouts` (games lost on time in a row) or `illegal_moves`
                (moves refused), with `count` and `limit`.
            level (str | Unset):
            wins (int | None | Unset):
            average_score (float | None | Unset):
            provisional (bool | Unset):
     """

    name: str
    display: str
    kind: LadderRowKind
    rating: float
    mu: float
    sigma: float
    games: int | None
    status: LadderRowStatus
    reason: BotReasonType0 | None
    level: str | Unset = UNSET
    wins: int | None | Unset = UNSET
    average_score: float | None | Unset = UNSET
    provisional: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_reason_type_0 import BotReasonType0 # noqa: PLC0415
        name = self.name

        display = self.display

        kind = self.kind.value

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games: int | None
        games = self.games

        status = self.status.value

        reason: dict[str, Any] | None
        if isinstance(self.reason, BotReasonType0):
            reason = self.reason.to_dict()
        else:
            reason = self.reason

        level = self.level

        wins: int | None | Unset
        if isinstance(self.wins, Unset):
            wins = UNSET
        else:
            wins = self.wins

        average_score: float | None | Unset
        if isinstance(self.average_score, Unset):
            average_score = UNSET
        else:
            average_score = self.average_score

        provisional = self.provisional


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "display": display,
            "kind": kind,
            "rating": rating,
            "mu": mu,
            "sigma": sigma,
            "games": games,
            "status": status,
            "reason": reason,
        })
        if level is not UNSET:
            field_dict["level"] = level
        if wins is not UNSET:
            field_dict["wins"] = wins
        if average_score is not UNSET:
            field_dict["average_score"] = average_score
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_reason_type_0 import BotReasonType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        display = d.pop("display")

        kind = LadderRowKind(d.pop("kind"))




        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        def _parse_games(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        games = _parse_games(d.pop("games"))


        status = LadderRowStatus(d.pop("status"))




        def _parse_reason(data: object) -> BotReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bot_reason_type_0 = BotReasonType0.from_dict(data)



                return componentsschemas_bot_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotReasonType0 | None, data)

        reason = _parse_reason(d.pop("reason"))


        level = d.pop("level", UNSET)

        def _parse_wins(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        wins = _parse_wins(d.pop("wins", UNSET))


        def _parse_average_score(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        average_score = _parse_average_score(d.pop("average_score", UNSET))


        provisional = d.pop("provisional", UNSET)

        ladder_row = cls(
            name=name,
            display=display,
            kind=kind,
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
            status=status,
            reason=reason,
            level=level,
            wins=wins,
            average_score=average_score,
            provisional=provisional,
        )


        ladder_row.additional_properties = d
        return ladder_row

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
