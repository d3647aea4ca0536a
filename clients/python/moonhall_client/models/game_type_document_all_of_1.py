from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_texts import GameTexts
  from ..models.game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue





T = TypeVar("T", bound="GameTypeDocumentAllOf1")



@_attrs_define
class GameTypeDocumentAllOf1:
    """ 
        Attributes:
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
            rules_href (str | Unset): Template of the rule-text URL.
     """

    catalogue: GameTypeDocumentAllOf1Catalogue
    texts: GameTexts
    rules_href: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_texts import GameTexts # noqa: PLC0415
        from ..models.game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue # noqa: PLC0415
        catalogue = self.catalogue.to_dict()

        texts = self.texts.to_dict()

        rules_href = self.rules_href


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "catalogue": catalogue,
            "texts": texts,
        })
        if rules_href is not UNSET:
            field_dict["rules_href"] = rules_href

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_texts import GameTexts # noqa: PLC0415
        from ..models.game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue # noqa: PLC0415
        d = dict(src_dict)
        catalogue = GameTypeDocumentAllOf1Catalogue.from_dict(d.pop("catalogue"))




        texts = GameTexts.from_dict(d.pop("texts"))




        rules_href = d.pop("rules_href", UNSET)

        game_type_document_all_of_1 = cls(
            catalogue=catalogue,
            texts=texts,
            rules_href=rules_href,
        )


        game_type_document_all_of_1.additional_properties = d
        return game_type_document_all_of_1

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
