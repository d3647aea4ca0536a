from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.chat_message import ChatMessage





T = TypeVar("T", bound="ChatPage")



@_attrs_define
class ChatPage:
    """ 
        Attributes:
            messages (list[ChatMessage]):
            next_after (None | str): The `after` of the next call.
            spectators_may_post (bool):
            in_record (bool): The table was created with `chat_in_record`: the chat is in the game's record.
     """

    messages: list[ChatMessage]
    next_after: None | str
    spectators_may_post: bool
    in_record: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)



        next_after: None | str
        next_after = self.next_after

        spectators_may_post = self.spectators_may_post

        in_record = self.in_record


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "messages": messages,
            "next_after": next_after,
            "spectators_may_post": spectators_may_post,
            "in_record": in_record,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.chat_message import ChatMessage # noqa: PLC0415
        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in (_messages):
            messages_item = ChatMessage.from_dict(messages_item_data)



            messages.append(messages_item)


        def _parse_next_after(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_after = _parse_next_after(d.pop("next_after"))


        spectators_may_post = d.pop("spectators_may_post")

        in_record = d.pop("in_record")

        chat_page = cls(
            messages=messages,
            next_after=next_after,
            spectators_may_post=spectators_may_post,
            in_record=in_record,
        )

        return chat_page

