from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_texts_decisions import GameTextsDecisions
  from ..models.game_texts_events import GameTextsEvents
  from ..models.game_texts_moves import GameTextsMoves
  from ..models.game_texts_rules import GameTextsRules





T = TypeVar("T", bound="GameTexts")



@_attrs_define
class GameTexts:
    """ Texts a client shows a person.

        Attributes:
            moves (GameTextsMoves): A prompt per move `type` of the game's move schema.
            decisions (GameTextsDecisions): A text per kind of decision the game asks for (see `decision_key`).
            rules (GameTextsRules): A short text per rule id (`details.rule` of an error); the full text at `rules_href`.
            events (GameTextsEvents | Unset): What each event `type` of the game's feed means, in words (for an event log).
            decision_key (str | Unset): Where a view says which decision is pending (e.g. `view.step`,
                `view.pending[-1].kind`).
            rules_note (str | Unset):
     """

    moves: GameTextsMoves
    decisions: GameTextsDecisions
    rules: GameTextsRules
    events: GameTextsEvents | Unset = UNSET
    decision_key: str | Unset = UNSET
    rules_note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_texts_decisions import GameTextsDecisions # noqa: PLC0415
        from ..models.game_texts_events import GameTextsEvents # noqa: PLC0415
        from ..models.game_texts_moves import GameTextsMoves # noqa: PLC0415
        from ..models.game_texts_rules import GameTextsRules # noqa: PLC0415
        moves = self.moves.to_dict()

        decisions = self.decisions.to_dict()

        rules = self.rules.to_dict()

        events: dict[str, Any] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = self.events.to_dict()

        decision_key = self.decision_key

        rules_note = self.rules_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "moves": moves,
            "decisions": decisions,
            "rules": rules,
        })
        if events is not UNSET:
            field_dict["events"] = events
        if decision_key is not UNSET:
            field_dict["decision_key"] = decision_key
        if rules_note is not UNSET:
            field_dict["rules_note"] = rules_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_texts_decisions import GameTextsDecisions # noqa: PLC0415
        from ..models.game_texts_events import GameTextsEvents # noqa: PLC0415
        from ..models.game_texts_moves import GameTextsMoves # noqa: PLC0415
        from ..models.game_texts_rules import GameTextsRules # noqa: PLC0415
        d = dict(src_dict)
        moves = GameTextsMoves.from_dict(d.pop("moves"))




        decisions = GameTextsDecisions.from_dict(d.pop("decisions"))




        rules = GameTextsRules.from_dict(d.pop("rules"))




        _events = d.pop("events", UNSET)
        events: GameTextsEvents | Unset
        if isinstance(_events,  Unset):
            events = UNSET
        else:
            events = GameTextsEvents.from_dict(_events)




        decision_key = d.pop("decision_key", UNSET)

        rules_note = d.pop("rules_note", UNSET)

        game_texts = cls(
            moves=moves,
            decisions=decisions,
            rules=rules,
            events=events,
            decision_key=decision_key,
            rules_note=rules_note,
        )


        game_texts.additional_properties = d
        return game_texts

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
