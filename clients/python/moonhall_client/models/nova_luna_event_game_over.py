from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.nova_luna_event_game_over_reason import NovaLunaEventGameOverReason
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.nova_luna_view_result_type_0 import NovaLunaViewResultType0





T = TypeVar("T", bound="NovaLunaEventGameOver")



@_attrs_define
class NovaLunaEventGameOver:
    """ game_over

        Attributes:
            type_ (Literal['game_over']):  Default: 'game_over'.
            reason (NovaLunaEventGameOverReason):
            result (None | NovaLunaViewResultType0):
     """

    reason: NovaLunaEventGameOverReason
    result: None | NovaLunaViewResultType0
    type_: Literal['game_over'] = 'game_over'





    def to_dict(self) -> dict[str, Any]:
        from ..models.nova_luna_view_result_type_0 import NovaLunaViewResultType0 # noqa: PLC0415
        type_ = self.type_

        reason = self.reason.value

        result: dict[str, Any] | None
        if isinstance(self.result, NovaLunaViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "reason": reason,
            "result": result,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.nova_luna_view_result_type_0 import NovaLunaViewResultType0 # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['game_over'] , d.pop("type"))
        if type_ != 'game_over':
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        reason = NovaLunaEventGameOverReason(d.pop("reason"))




        def _parse_result(data: object) -> None | NovaLunaViewResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_view_result_type_0 = NovaLunaViewResultType0.from_dict(data)



                return componentsschemas_nova_luna_view_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | NovaLunaViewResultType0, data)

        result = _parse_result(d.pop("result"))


        nova_luna_event_game_over = cls(
            type_=type_,
            reason=reason,
            result=result,
        )

        return nova_luna_event_game_over

