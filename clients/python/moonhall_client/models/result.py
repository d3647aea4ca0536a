from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.result_end import ResultEnd
  from ..models.result_fairness import ResultFairness
  from ..models.result_final_scores_item import ResultFinalScoresItem
  from ..models.result_ranking_item import ResultRankingItem





T = TypeVar("T", bound="Result")



@_attrs_define
class Result:
    """ The outcome of a finished game: `winners` (seats), `ranking`, plus figures of
    the game type (scores...). `fairness` reveals the seed and nonce behind the
    commitment. Seats that forfeited (`forfeited`) rank last and do not win.

        Attributes:
            winners (list[int]):
            ranking (list[ResultRankingItem]):
            reason (str | Unset): Why the game ended, when the game type says so (e.g. Nova Luna's `supply_empty`); `resign`
                or `timeout` when a seat's resignation or timeout ended it (`seat` names it); `aborted` when an operator ended a
                halted game (no winners).
            seat (int | Unset): The seat whose resignation or timeout ended the game.
            forfeited (list[int] | Unset): Seats that forfeited (resigned or lost on time while a bot played on), in the
                order they forfeited. They do not win and rank last, the first to forfeit last;
                the best of the other seats win (none when the game's rules made it a draw).
            taken_over (list[int] | Unset): Seats a bot finished the game for after their clocks ran out (`on_timeout:
                bot`),
                in the order they timed out. A rated game counts as a loss for them only.
            fairness (ResultFairness | Unset):
            final_scores (list[ResultFinalScoresItem] | Unset): Each seat's final score and its parts per the game's scoring
                (names in the game's `texts.results` `part.<name>`); empty when a resignation or timeout ended the game.
            tie_breaker (None | str | Unset): The tie-breaker the rules used (`texts.results` `tie_breaker.<code>`; `none`
                when none applied).
            end (ResultEnd | Unset): Why the game ended.
     """

    winners: list[int]
    ranking: list[ResultRankingItem]
    reason: str | Unset = UNSET
    seat: int | Unset = UNSET
    forfeited: list[int] | Unset = UNSET
    taken_over: list[int] | Unset = UNSET
    fairness: ResultFairness | Unset = UNSET
    final_scores: list[ResultFinalScoresItem] | Unset = UNSET
    tie_breaker: None | str | Unset = UNSET
    end: ResultEnd | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.result_end import ResultEnd # noqa: PLC0415
        from ..models.result_fairness import ResultFairness # noqa: PLC0415
        from ..models.result_final_scores_item import ResultFinalScoresItem # noqa: PLC0415
        from ..models.result_ranking_item import ResultRankingItem # noqa: PLC0415
        winners = self.winners



        ranking = []
        for ranking_item_data in self.ranking:
            ranking_item = ranking_item_data.to_dict()
            ranking.append(ranking_item)



        reason = self.reason

        seat = self.seat

        forfeited: list[int] | Unset = UNSET
        if not isinstance(self.forfeited, Unset):
            forfeited = self.forfeited



        taken_over: list[int] | Unset = UNSET
        if not isinstance(self.taken_over, Unset):
            taken_over = self.taken_over



        fairness: dict[str, Any] | Unset = UNSET
        if not isinstance(self.fairness, Unset):
            fairness = self.fairness.to_dict()

        final_scores: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.final_scores, Unset):
            final_scores = []
            for final_scores_item_data in self.final_scores:
                final_scores_item = final_scores_item_data.to_dict()
                final_scores.append(final_scores_item)



        tie_breaker: None | str | Unset
        if isinstance(self.tie_breaker, Unset):
            tie_breaker = UNSET
        else:
            tie_breaker = self.tie_breaker

        end: dict[str, Any] | Unset = UNSET
        if not isinstance(self.end, Unset):
            end = self.end.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "winners": winners,
            "ranking": ranking,
        })
        if reason is not UNSET:
            field_dict["reason"] = reason
        if seat is not UNSET:
            field_dict["seat"] = seat
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited
        if taken_over is not UNSET:
            field_dict["taken_over"] = taken_over
        if fairness is not UNSET:
            field_dict["fairness"] = fairness
        if final_scores is not UNSET:
            field_dict["final_scores"] = final_scores
        if tie_breaker is not UNSET:
            field_dict["tie_breaker"] = tie_breaker
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_end import ResultEnd # noqa: PLC0415
        from ..models.result_fairness import ResultFairness # noqa: PLC0415
        from ..models.result_final_scores_item import ResultFinalScoresItem # noqa: PLC0415
        from ..models.result_ranking_item import ResultRankingItem # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        ranking = []
        _ranking = d.pop("ranking")
        for ranking_item_data in (_ranking):
            ranking_item = ResultRankingItem.from_dict(ranking_item_data)



            ranking.append(ranking_item)


        reason = d.pop("reason", UNSET)

        seat = d.pop("seat", UNSET)

        forfeited = cast(list[int], d.pop("forfeited", UNSET))


        taken_over = cast(list[int], d.pop("taken_over", UNSET))


        _fairness = d.pop("fairness", UNSET)
        fairness: ResultFairness | Unset
        if isinstance(_fairness,  Unset):
            fairness = UNSET
        else:
            fairness = ResultFairness.from_dict(_fairness)




        _final_scores = d.pop("final_scores", UNSET)
        final_scores: list[ResultFinalScoresItem] | Unset = UNSET
        if _final_scores is not UNSET:
            final_scores = []
            for final_scores_item_data in _final_scores:
                final_scores_item = ResultFinalScoresItem.from_dict(final_scores_item_data)



                final_scores.append(final_scores_item)


        def _parse_tie_breaker(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        tie_breaker = _parse_tie_breaker(d.pop("tie_breaker", UNSET))


        _end = d.pop("end", UNSET)
        end: ResultEnd | Unset
        if isinstance(_end,  Unset):
            end = UNSET
        else:
            end = ResultEnd.from_dict(_end)




        result = cls(
            winners=winners,
            ranking=ranking,
            reason=reason,
            seat=seat,
            forfeited=forfeited,
            taken_over=taken_over,
            fairness=fairness,
            final_scores=final_scores,
            tie_breaker=tie_breaker,
            end=end,
        )


        result.additional_properties = d
        return result

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
