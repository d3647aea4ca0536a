from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.game_texts_decisions import GameTextsDecisions
  from ..models.game_texts_events import GameTextsEvents
  from ..models.game_texts_events_redacted import GameTextsEventsRedacted
  from ..models.game_texts_moves import GameTextsMoves
  from ..models.game_texts_names import GameTextsNames
  from ..models.game_texts_results import GameTextsResults
  from ..models.game_texts_rules import GameTextsRules





T = TypeVar("T", bound="GameTexts")



@_attrs_define
class GameTexts:
    """ Texts a client shows a person, as ICU MessageFormat templates in the asked
    language (see "Texts and languages" above).

        Attributes:
            moves (GameTextsMoves): A template per move `type` of the game's move schema; its parameters are the move's
                fields (a label for the move).
            decisions (GameTextsDecisions): A template per decision key (the envelope's `decision.key`), filled from
                `decision.params`.
            rules (GameTextsRules): A short text per rule id (`details.rule` of an error); the full text at `rules_href`.
            format_ (Literal['icu'] | Unset):
            lang (str | Unset): The language of the templates.
            events (GameTextsEvents | Unset): A template per event `type` of the game's feed; its parameters are the event's
                fields. An empty template is bookkeeping a log skips.
            events_redacted (GameTextsEventsRedacted | Unset): The template of an event a seat sees only in part (it lacks a
                field the `events` template reads, e.g. the cards another seat drew).
            results (GameTextsResults | Unset): `end.<reason>`, `tie_breaker.<code>` and `part.<name>` of the result
                (`result.end.reason`, `result.tie_breaker`, the parts of `result.final_scores`).
            names (GameTextsNames | Unset): The words for ids, by kind (`colour`, `card`, `building`, `tile`, `space`,
                `people`, ...), for the templates' `{arg, name, KIND}`.
            decision_key (str | Unset): Where a view names its decision (`view.decision.key`, issue 24).
            rules_note (str | Unset):
     """

    moves: GameTextsMoves
    decisions: GameTextsDecisions
    rules: GameTextsRules
    format_: Literal['icu'] | Unset = UNSET
    lang: str | Unset = UNSET
    events: GameTextsEvents | Unset = UNSET
    events_redacted: GameTextsEventsRedacted | Unset = UNSET
    results: GameTextsResults | Unset = UNSET
    names: GameTextsNames | Unset = UNSET
    decision_key: str | Unset = UNSET
    rules_note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_texts_decisions import GameTextsDecisions # noqa: PLC0415
        from ..models.game_texts_events import GameTextsEvents # noqa: PLC0415
        from ..models.game_texts_events_redacted import GameTextsEventsRedacted # noqa: PLC0415
        from ..models.game_texts_moves import GameTextsMoves # noqa: PLC0415
        from ..models.game_texts_names import GameTextsNames # noqa: PLC0415
        from ..models.game_texts_results import GameTextsResults # noqa: PLC0415
        from ..models.game_texts_rules import GameTextsRules # noqa: PLC0415
        moves = self.moves.to_dict()

        decisions = self.decisions.to_dict()

        rules = self.rules.to_dict()

        format_ = self.format_

        lang = self.lang

        events: dict[str, Any] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = self.events.to_dict()

        events_redacted: dict[str, Any] | Unset = UNSET
        if not isinstance(self.events_redacted, Unset):
            events_redacted = self.events_redacted.to_dict()

        results: dict[str, Any] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = self.results.to_dict()

        names: dict[str, Any] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = self.names.to_dict()

        decision_key = self.decision_key

        rules_note = self.rules_note


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "moves": moves,
            "decisions": decisions,
            "rules": rules,
        })
        if format_ is not UNSET:
            field_dict["format"] = format_
        if lang is not UNSET:
            field_dict["lang"] = lang
        if events is not UNSET:
            field_dict["events"] = events
        if events_redacted is not UNSET:
            field_dict["events_redacted"] = events_redacted
        if results is not UNSET:
            field_dict["results"] = results
        if names is not UNSET:
            field_dict["names"] = names
        if decision_key is not UNSET:
            field_dict["decision_key"] = decision_key
        if rules_note is not UNSET:
            field_dict["rules_note"] = rules_note

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_texts_decisions import GameTextsDecisions # noqa: PLC0415
        from ..models.game_texts_events import GameTextsEvents # noqa: PLC0415
        from ..models.game_texts_events_redacted import GameTextsEventsRedacted # noqa: PLC0415
        from ..models.game_texts_moves import GameTextsMoves # noqa: PLC0415
        from ..models.game_texts_names import GameTextsNames # noqa: PLC0415
        from ..models.game_texts_results import GameTextsResults # noqa: PLC0415
        from ..models.game_texts_rules import GameTextsRules # noqa: PLC0415
        d = dict(src_dict)
        moves = GameTextsMoves.from_dict(d.pop("moves"))




        decisions = GameTextsDecisions.from_dict(d.pop("decisions"))




        rules = GameTextsRules.from_dict(d.pop("rules"))




        format_ = cast(Literal['icu'] | Unset , d.pop("format", UNSET))
        if format_ != 'icu'and not isinstance(format_, Unset):
            raise ValueError(f"format must match const 'icu', got '{format_}'")

        lang = d.pop("lang", UNSET)

        _events = d.pop("events", UNSET)
        events: GameTextsEvents | Unset
        if isinstance(_events,  Unset):
            events = UNSET
        else:
            events = GameTextsEvents.from_dict(_events)




        _events_redacted = d.pop("events_redacted", UNSET)
        events_redacted: GameTextsEventsRedacted | Unset
        if isinstance(_events_redacted,  Unset):
            events_redacted = UNSET
        else:
            events_redacted = GameTextsEventsRedacted.from_dict(_events_redacted)




        _results = d.pop("results", UNSET)
        results: GameTextsResults | Unset
        if isinstance(_results,  Unset):
            results = UNSET
        else:
            results = GameTextsResults.from_dict(_results)




        _names = d.pop("names", UNSET)
        names: GameTextsNames | Unset
        if isinstance(_names,  Unset):
            names = UNSET
        else:
            names = GameTextsNames.from_dict(_names)




        decision_key = d.pop("decision_key", UNSET)

        rules_note = d.pop("rules_note", UNSET)

        game_texts = cls(
            moves=moves,
            decisions=decisions,
            rules=rules,
            format_=format_,
            lang=lang,
            events=events,
            events_redacted=events_redacted,
            results=results,
            names=names,
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
