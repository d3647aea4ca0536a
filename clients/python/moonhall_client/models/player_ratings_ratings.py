from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_row import RatingRow





T = TypeVar("T", bound="PlayerRatingsRatings")



@_attrs_define
class PlayerRatingsRatings:
    """ Game type id to the player's rating row with its `history`.

     """

    additional_properties: dict[str, RatingRow] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rating_row import RatingRow # noqa: PLC0415
        
        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()


        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_row import RatingRow # noqa: PLC0415
        d = dict(src_dict)
        player_ratings_ratings = cls(
        )


        from ..models.rating_row_history_item import RatingRowHistoryItem # noqa: PLC0415
        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = RatingRow.from_dict(prop_dict)



            additional_properties[prop_name] = additional_property

        player_ratings_ratings.additional_properties = additional_properties
        return player_ratings_ratings

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> RatingRow:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: RatingRow) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
