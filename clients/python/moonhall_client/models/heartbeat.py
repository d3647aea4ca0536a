from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Heartbeat")



@_attrs_define
class Heartbeat:
    """ 
        Attributes:
            viewer (None | str | Unset): A spectator's own random id (a seat sends its token instead).
     """

    viewer: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        viewer: None | str | Unset
        if isinstance(self.viewer, Unset):
            viewer = UNSET
        else:
            viewer = self.viewer


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if viewer is not UNSET:
            field_dict["viewer"] = viewer

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_viewer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        viewer = _parse_viewer(d.pop("viewer", UNSET))


        heartbeat = cls(
            viewer=viewer,
        )

        return heartbeat

