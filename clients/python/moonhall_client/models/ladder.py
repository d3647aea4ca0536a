from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ladder_live_item import LadderLiveItem
  from ..models.ladder_pause import LadderPause
  from ..models.ladder_recent_item import LadderRecentItem
  from ..models.ladder_types import LadderTypes





T = TypeVar("T", bound="Ladder")



@_attrs_define
class Ladder:
    """ 
        Attributes:
            types (LadderTypes): Game type id to its ladder, best first.
            recent (list[LadderRecentItem]): The latest finished ladder games, newest first.
            live (list[LadderLiveItem]):
            per_bot (int): Games running at most per bot.
            levels (list[str]):
            pause (LadderPause):
     """

    types: LadderTypes
    recent: list[LadderRecentItem]
    live: list[LadderLiveItem]
    per_bot: int
    levels: list[str]
    pause: LadderPause
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.ladder_live_item import LadderLiveItem # noqa: PLC0415
        from ..models.ladder_pause import LadderPause # noqa: PLC0415
        from ..models.ladder_recent_item import LadderRecentItem # noqa: PLC0415
        from ..models.ladder_types import LadderTypes # noqa: PLC0415
        types = self.types.to_dict()

        recent = []
        for recent_item_data in self.recent:
            recent_item = recent_item_data.to_dict()
            recent.append(recent_item)



        live = []
        for live_item_data in self.live:
            live_item = live_item_data.to_dict()
            live.append(live_item)



        per_bot = self.per_bot

        levels = self.levels



        pause = self.pause.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "types": types,
            "recent": recent,
            "live": live,
            "per_bot": per_bot,
            "levels": levels,
            "pause": pause,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ladder_live_item import LadderLiveItem # noqa: PLC0415
        from ..models.ladder_pause import LadderPause # noqa: PLC0415
        from ..models.ladder_recent_item import LadderRecentItem # noqa: PLC0415
        from ..models.ladder_types import LadderTypes # noqa: PLC0415
        d = dict(src_dict)
        types = LadderTypes.from_dict(d.pop("types"))




        recent = []
        _recent = d.pop("recent")
        for recent_item_data in (_recent):
            recent_item = LadderRecentItem.from_dict(recent_item_data)



            recent.append(recent_item)


        live = []
        _live = d.pop("live")
        for live_item_data in (_live):
            live_item = LadderLiveItem.from_dict(live_item_data)



            live.append(live_item)


        per_bot = d.pop("per_bot")

        levels = cast(list[str], d.pop("levels"))


        pause = LadderPause.from_dict(d.pop("pause"))




        ladder = cls(
            types=types,
            recent=recent,
            live=live,
            per_bot=per_bot,
            levels=levels,
            pause=pause,
        )


        ladder.additional_properties = d
        return ladder

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
