from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.stream_turn_status import StreamTurnStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.clock import Clock





T = TypeVar("T", bound="StreamTurn")



@_attrs_define
class StreamTurn:
    """ The data of a stream's `turn` event.

        Attributes:
            version (int):
            status (StreamTurnStatus):
            to_act (list[int]):
            you_to_act (bool):
            clock (Clock | Unset): The game's clock at the time of the answer. `remaining_ms` per seat (the
                running seat's already counts down), `running` the seat whose time runs (null
                when none: the table or a bot works, the game waits or is over), `since` when
                it started running and `deadline` when it runs out (epoch ms).
     """

    version: int
    status: StreamTurnStatus
    to_act: list[int]
    you_to_act: bool
    clock: Clock | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.clock import Clock # noqa: PLC0415
        version = self.version

        status = self.status.value

        to_act = self.to_act



        you_to_act = self.you_to_act

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "status": status,
            "to_act": to_act,
            "you_to_act": you_to_act,
        })
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock import Clock # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        status = StreamTurnStatus(d.pop("status"))




        to_act = cast(list[int], d.pop("to_act"))


        you_to_act = d.pop("you_to_act")

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)




        stream_turn = cls(
            version=version,
            status=status,
            to_act=to_act,
            you_to_act=you_to_act,
            clock=clock,
        )


        stream_turn.additional_properties = d
        return stream_turn

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
