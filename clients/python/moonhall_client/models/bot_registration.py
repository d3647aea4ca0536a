from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.bot_registration_status import BotRegistrationStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_reason_type_0 import BotReasonType0





T = TypeVar("T", bound="BotRegistration")



@_attrs_define
class BotRegistration:
    """ 
        Attributes:
            name (str): The account's canonical name.
            display (str):
            types (list[str]):
            status (BotRegistrationStatus):
            reason (BotReasonType0 | None): Why a bot is paused: `timeouts` (games lost on time in a row) or `illegal_moves`
                (moves refused), with `count` and `limit`.
            registered (int): Epoch ms.
            timeouts (int): Games lost on time in a row.
     """

    name: str
    display: str
    types: list[str]
    status: BotRegistrationStatus
    reason: BotReasonType0 | None
    registered: int
    timeouts: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_reason_type_0 import BotReasonType0 # noqa: PLC0415
        name = self.name

        display = self.display

        types = self.types



        status = self.status.value

        reason: dict[str, Any] | None
        if isinstance(self.reason, BotReasonType0):
            reason = self.reason.to_dict()
        else:
            reason = self.reason

        registered = self.registered

        timeouts = self.timeouts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "display": display,
            "types": types,
            "status": status,
            "reason": reason,
            "registered": registered,
            "timeouts": timeouts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_reason_type_0 import BotReasonType0 # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        display = d.pop("display")

        types = cast(list[str], d.pop("types"))


        status = BotRegistrationStatus(d.pop("status"))




        def _parse_reason(data: object) -> BotReasonType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bot_reason_type_0 = BotReasonType0.from_dict(data)



                return componentsschemas_bot_reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotReasonType0 | None, data)

        reason = _parse_reason(d.pop("reason"))


        registered = d.pop("registered")

        timeouts = d.pop("timeouts")

        bot_registration = cls(
            name=name,
            display=display,
            types=types,
            status=status,
            reason=reason,
            registered=registered,
            timeouts=timeouts,
        )


        bot_registration.additional_properties = d
        return bot_registration

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
