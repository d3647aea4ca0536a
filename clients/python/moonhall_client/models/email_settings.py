from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EmailSettings")



@_attrs_define
class EmailSettings:
    """ 
        Attributes:
            email (None | str):
            digest (bool): An address is set and not unsubscribed.
            smtp (bool): This server sends e-mail (SMTP_URL is set).
     """

    email: None | str
    digest: bool
    smtp: bool





    def to_dict(self) -> dict[str, Any]:
        email: None | str
        email = self.email

        digest = self.digest

        smtp = self.smtp


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "email": email,
            "digest": digest,
            "smtp": smtp,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))


        digest = d.pop("digest")

        smtp = d.pop("smtp")

        email_settings = cls(
            email=email,
            digest=digest,
            smtp=smtp,
        )

        return email_settings

