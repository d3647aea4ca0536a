from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_registration_options_response_200_rp import PasskeyRegistrationOptionsResponse200Rp
  from ..models.passkey_registration_options_response_200_user import PasskeyRegistrationOptionsResponse200User





T = TypeVar("T", bound="PasskeyRegistrationOptionsResponse200")



@_attrs_define
class PasskeyRegistrationOptionsResponse200:
    """ 
        Attributes:
            challenge (str):
            rp (PasskeyRegistrationOptionsResponse200Rp):
            user (PasskeyRegistrationOptionsResponse200User):
     """

    challenge: str
    rp: PasskeyRegistrationOptionsResponse200Rp
    user: PasskeyRegistrationOptionsResponse200User
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_registration_options_response_200_rp import PasskeyRegistrationOptionsResponse200Rp # noqa: PLC0415
        from ..models.passkey_registration_options_response_200_user import PasskeyRegistrationOptionsResponse200User # noqa: PLC0415
        challenge = self.challenge

        rp = self.rp.to_dict()

        user = self.user.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "challenge": challenge,
            "rp": rp,
            "user": user,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_registration_options_response_200_rp import PasskeyRegistrationOptionsResponse200Rp # noqa: PLC0415
        from ..models.passkey_registration_options_response_200_user import PasskeyRegistrationOptionsResponse200User # noqa: PLC0415
        d = dict(src_dict)
        challenge = d.pop("challenge")

        rp = PasskeyRegistrationOptionsResponse200Rp.from_dict(d.pop("rp"))




        user = PasskeyRegistrationOptionsResponse200User.from_dict(d.pop("user"))




        passkey_registration_options_response_200 = cls(
            challenge=challenge,
            rp=rp,
            user=user,
        )


        passkey_registration_options_response_200.additional_properties = d
        return passkey_registration_options_response_200

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
