from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.passkey_credential_credential import PasskeyCredentialCredential





T = TypeVar("T", bound="PasskeyCredential")



@_attrs_define
class PasskeyCredential:
    """ 
        Attributes:
            credential (PasskeyCredentialCredential): The browser's `PublicKeyCredential.toJSON()`.
            label (None | str | Unset):
     """

    credential: PasskeyCredentialCredential
    label: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.passkey_credential_credential import PasskeyCredentialCredential # noqa: PLC0415
        credential = self.credential.to_dict()

        label: None | str | Unset
        if isinstance(self.label, Unset):
            label = UNSET
        else:
            label = self.label


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "credential": credential,
        })
        if label is not UNSET:
            field_dict["label"] = label

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passkey_credential_credential import PasskeyCredentialCredential # noqa: PLC0415
        d = dict(src_dict)
        credential = PasskeyCredentialCredential.from_dict(d.pop("credential"))




        def _parse_label(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        label = _parse_label(d.pop("label", UNSET))


        passkey_credential = cls(
            credential=credential,
            label=label,
        )

        return passkey_credential

