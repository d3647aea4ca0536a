from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.page_texts_languages import PageTextsLanguages
  from ..models.page_texts_texts import PageTextsTexts





T = TypeVar("T", bound="PageTexts")



@_attrs_define
class PageTexts:
    """ 
        Attributes:
            lang (str): The language of the texts.
            languages (PageTextsLanguages): The languages served, code to name.
            format_ (Literal['icu']): ICU MessageFormat (see "Texts and languages"). Default: 'icu'.
            texts (PageTextsTexts): A template by key.
     """

    lang: str
    languages: PageTextsLanguages
    texts: PageTextsTexts
    format_: Literal['icu'] = 'icu'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.page_texts_languages import PageTextsLanguages # noqa: PLC0415
        from ..models.page_texts_texts import PageTextsTexts # noqa: PLC0415
        lang = self.lang

        languages = self.languages.to_dict()

        format_ = self.format_

        texts = self.texts.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "lang": lang,
            "languages": languages,
            "format": format_,
            "texts": texts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.page_texts_languages import PageTextsLanguages # noqa: PLC0415
        from ..models.page_texts_texts import PageTextsTexts # noqa: PLC0415
        d = dict(src_dict)
        lang = d.pop("lang")

        languages = PageTextsLanguages.from_dict(d.pop("languages"))




        format_ = cast(Literal['icu'] , d.pop("format"))
        if format_ != 'icu':
            raise ValueError(f"format must match const 'icu', got '{format_}'")

        texts = PageTextsTexts.from_dict(d.pop("texts"))




        page_texts = cls(
            lang=lang,
            languages=languages,
            format_=format_,
            texts=texts,
        )


        page_texts.additional_properties = d
        return page_texts

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
