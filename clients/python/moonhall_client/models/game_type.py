from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_option import GameOption
  from ..models.game_type_bot_level_notes import GameTypeBotLevelNotes





T = TypeVar("T", bound="GameType")



@_attrs_define
class GameType:
    """ A game type. A game may add figures of its own (for example `provisional`,
    the data that is still a placeholder, and `provisional_note`).

        Attributes:
            id (str): The `type` of `POST /v1/games`.
            name (str):
            min_players (int):
            max_players (int):
            options (list[GameOption]):
            bot_levels (list[str]): The values allowed for a seat's `bot`.
            bot_level_notes (GameTypeBotLevelNotes | Unset): What each bot level does
            rules_version (int | Unset): The version of the game type's rules a game created now is played under
                (issue 27). A change of the rules that would replay a stored game differently
                bumps it; games created before keep being played and replayed under the rules
                of their own version (the envelope's `rules_version`).
            href (str | Unset): The game type's own document: `GET /v1/game-types/{type}`.
     """

    id: str
    name: str
    min_players: int
    max_players: int
    options: list[GameOption]
    bot_levels: list[str]
    bot_level_notes: GameTypeBotLevelNotes | Unset = UNSET
    rules_version: int | Unset = UNSET
    href: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.game_type_bot_level_notes import GameTypeBotLevelNotes # noqa: PLC0415
        id = self.id

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        bot_levels = self.bot_levels



        bot_level_notes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bot_level_notes, Unset):
            bot_level_notes = self.bot_level_notes.to_dict()

        rules_version = self.rules_version

        href = self.href


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "min_players": min_players,
            "max_players": max_players,
            "options": options,
            "bot_levels": bot_levels,
        })
        if bot_level_notes is not UNSET:
            field_dict["bot_level_notes"] = bot_level_notes
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if href is not UNSET:
            field_dict["href"] = href

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.game_type_bot_level_notes import GameTypeBotLevelNotes # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = GameOption.from_dict(options_item_data)



            options.append(options_item)


        bot_levels = cast(list[str], d.pop("bot_levels"))


        _bot_level_notes = d.pop("bot_level_notes", UNSET)
        bot_level_notes: GameTypeBotLevelNotes | Unset
        if isinstance(_bot_level_notes,  Unset):
            bot_level_notes = UNSET
        else:
            bot_level_notes = GameTypeBotLevelNotes.from_dict(_bot_level_notes)




        rules_version = d.pop("rules_version", UNSET)

        href = d.pop("href", UNSET)

        game_type = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options=options,
            bot_levels=bot_levels,
            bot_level_notes=bot_level_notes,
            rules_version=rules_version,
            href=href,
        )


        game_type.additional_properties = d
        return game_type

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
