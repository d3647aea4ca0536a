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
  from ..models.game_texts import GameTexts
  from ..models.game_type_bot_level_notes import GameTypeBotLevelNotes
  from ..models.game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue





T = TypeVar("T", bound="GameTypeDocument")



@_attrs_define
class GameTypeDocument:
    """ Everything static about one game type: the fields of its list entry (and any
    the game adds, e.g. Blue Moon City's `provisional`) plus `catalogue` and `texts`.

        Attributes:
            id (str): The `type` of `POST /v1/games`.
            name (str):
            min_players (int):
            max_players (int):
            options (list[GameOption]):
            bot_levels (list[str]): The values allowed for a seat's `bot`.
            catalogue (GameTypeDocumentAllOf1Catalogue): The game's static data, game-specific, with the ids its views use;
                `notes` describes the fields in words. Azul: `board` (stars, `spaces`
                with star, position, printed `number` per side, ring `neighbours` and
                `structures`; `structures` with the spaces each covers and its bonus;
                number sets per side), `wild_colour_by_round`, `supply`, `factories`,
                `scoring`, `drawing` (colour values and symbols, seat colours, the angle of
                each `points_toward`, star size and spacing, structure marks, score track).
                Nova Luna: `tiles` (id, colour, cost, tasks), `selection_track`,
                `moon_track`, `tokens`, `solo`, `drawing` (colour values and symbols, seat
                colours, task circle size). Blue Moon City: `grid`, `buildings` (boxes,
                majority/participation/neighbour rewards, `provisional` fields), `cards`
                (with each people's `power` in words), `peoples`, `obelisk`,
                `golden_scales`, `drawing` (each card colour's value and symbol, dragon and
                player colours, the obelisk's rows of spaces, tile sizes). Blue Moon /
                Legends: `cards` (values, symbols, moons, effect text), `decks`, `phases`,
                `icons`, `dragons`, `drawing` (each element's icon and colour, each dragon's
                colour, each card type's colour band); Legends also
                `deck_building` (rule, `pool` of card ids, `prebuilt` decks, `unavailable`).
            texts (GameTexts): Texts a client shows a person, as ICU MessageFormat templates in the asked
                language (see "Texts and languages" above).
            bot_level_notes (GameTypeBotLevelNotes | Unset): What each bot level does
            rules_version (int | Unset): The version of the game type's rules a game created now is played under
                (issue 27). A change of the rules that would replay a stored game differently
                bumps it; games created before keep being played and replayed under the rules
                of their own version (the envelope's `rules_version`).
            href (str | Unset): The game type's own document: `GET /v1/game-types/{type}`.
            rules_href (str | Unset): Template of the rule-text URL.
     """

    id: str
    name: str
    min_players: int
    max_players: int
    options: list[GameOption]
    bot_levels: list[str]
    catalogue: GameTypeDocumentAllOf1Catalogue
    texts: GameTexts
    bot_level_notes: GameTypeBotLevelNotes | Unset = UNSET
    rules_version: int | Unset = UNSET
    href: str | Unset = UNSET
    rules_href: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.game_texts import GameTexts # noqa: PLC0415
        from ..models.game_type_bot_level_notes import GameTypeBotLevelNotes # noqa: PLC0415
        from ..models.game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue # noqa: PLC0415
        id = self.id

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        bot_levels = self.bot_levels



        catalogue = self.catalogue.to_dict()

        texts = self.texts.to_dict()

        bot_level_notes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bot_level_notes, Unset):
            bot_level_notes = self.bot_level_notes.to_dict()

        rules_version = self.rules_version

        href = self.href

        rules_href = self.rules_href


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "min_players": min_players,
            "max_players": max_players,
            "options": options,
            "bot_levels": bot_levels,
            "catalogue": catalogue,
            "texts": texts,
        })
        if bot_level_notes is not UNSET:
            field_dict["bot_level_notes"] = bot_level_notes
        if rules_version is not UNSET:
            field_dict["rules_version"] = rules_version
        if href is not UNSET:
            field_dict["href"] = href
        if rules_href is not UNSET:
            field_dict["rules_href"] = rules_href

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_option import GameOption # noqa: PLC0415
        from ..models.game_texts import GameTexts # noqa: PLC0415
        from ..models.game_type_bot_level_notes import GameTypeBotLevelNotes # noqa: PLC0415
        from ..models.game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue # noqa: PLC0415
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


        catalogue = GameTypeDocumentAllOf1Catalogue.from_dict(d.pop("catalogue"))




        texts = GameTexts.from_dict(d.pop("texts"))




        _bot_level_notes = d.pop("bot_level_notes", UNSET)
        bot_level_notes: GameTypeBotLevelNotes | Unset
        if isinstance(_bot_level_notes,  Unset):
            bot_level_notes = UNSET
        else:
            bot_level_notes = GameTypeBotLevelNotes.from_dict(_bot_level_notes)




        rules_version = d.pop("rules_version", UNSET)

        href = d.pop("href", UNSET)

        rules_href = d.pop("rules_href", UNSET)

        game_type_document = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options=options,
            bot_levels=bot_levels,
            catalogue=catalogue,
            texts=texts,
            bot_level_notes=bot_level_notes,
            rules_version=rules_version,
            href=href,
            rules_href=rules_href,
        )


        game_type_document.additional_properties = d
        return game_type_document

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
