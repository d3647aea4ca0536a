from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="NovaLunaEventTasksCovered")



@_attrs_define
class NovaLunaEventTasksCovered:
    """ tasks_covered

        Attributes:
            type_ (Literal['tasks_covered']):  Default: 'tasks_covered'.
            seat (int):
            tasks (list[list[int]]):
     """

    seat: int
    tasks: list[list[int]]
    type_: Literal['tasks_covered'] = 'tasks_covered'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        seat = self.seat

        tasks = []
        for tasks_item_data in self.tasks:
            tasks_item = []
            for tasks_item_item_data in tasks_item_data:
                tasks_item_item: int
                tasks_item_item = tasks_item_item_data
                tasks_item.append(tasks_item_item)


            tasks.append(tasks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "seat": seat,
            "tasks": tasks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['tasks_covered'] , d.pop("type"))
        if type_ != 'tasks_covered':
            raise ValueError(f"type must match const 'tasks_covered', got '{type_}'")

        seat = d.pop("seat")

        tasks = []
        _tasks = d.pop("tasks")
        for tasks_item_data in (_tasks):
            tasks_item = []
            _tasks_item = tasks_item_data
            for tasks_item_item_data in (_tasks_item):
                def _parse_tasks_item_item(data: object) -> int:
                    return cast(int, data)

                tasks_item_item = _parse_tasks_item_item(tasks_item_item_data)

                tasks_item.append(tasks_item_item)

            tasks.append(tasks_item)


        nova_luna_event_tasks_covered = cls(
            type_=type_,
            seat=seat,
            tasks=tasks,
        )

        return nova_luna_event_tasks_covered

