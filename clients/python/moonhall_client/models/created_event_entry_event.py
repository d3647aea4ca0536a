from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_view import AzulSummerPavilionView
  from ..models.blue_moon_city_view import BlueMoonCityView
  from ..models.blue_moon_view import BlueMoonView
  from ..models.created_event_entry_event_config import CreatedEventEntryEventConfig
  from ..models.legends_of_blue_moon_view import LegendsOfBlueMoonView
  from ..models.nova_luna_view import NovaLunaView





T = TypeVar("T", bound="CreatedEventEntryEvent")



@_attrs_define
class CreatedEventEntryEvent:
    """ 
        Attributes:
            type_ (Literal['game_created']):  Default: 'game_created'.
            config (CreatedEventEntryEventConfig): The number of players and every option's value.
            state (AzulSummerPavilionView | BlueMoonCityView | BlueMoonView | LegendsOfBlueMoonView | NovaLunaView): The
                envelope's `state`: the game type's view of the table for the reader's
                seat: the `<Game>View` schema of the game's `type`, listed in `anyOf` below.
                Hidden information of other seats is never in it.

                By game type:

                - `azul-summer-pavilion` (Azul: Summer Pavilion): `AzulSummerPavilionView`
                - `blue-moon` (Blue Moon): `BlueMoonView`
                - `blue-moon-city` (Blue Moon City): `BlueMoonCityView`
                - `legends-of-blue-moon` (Legends of Blue Moon): `LegendsOfBlueMoonView`
                - `nova-luna` (Nova Luna): `NovaLunaView`
     """

    config: CreatedEventEntryEventConfig
    state: AzulSummerPavilionView | BlueMoonCityView | BlueMoonView | LegendsOfBlueMoonView | NovaLunaView
    type_: Literal['game_created'] = 'game_created'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_view import AzulSummerPavilionView # noqa: PLC0415
        from ..models.blue_moon_city_view import BlueMoonCityView # noqa: PLC0415
        from ..models.blue_moon_view import BlueMoonView # noqa: PLC0415
        from ..models.created_event_entry_event_config import CreatedEventEntryEventConfig # noqa: PLC0415
        from ..models.legends_of_blue_moon_view import LegendsOfBlueMoonView # noqa: PLC0415
        from ..models.nova_luna_view import NovaLunaView # noqa: PLC0415
        type_ = self.type_

        config = self.config.to_dict()

        state: dict[str, Any]
        if isinstance(self.state, AzulSummerPavilionView):
            state = self.state.to_dict()
        elif isinstance(self.state, BlueMoonView):
            state = self.state.to_dict()
        elif isinstance(self.state, BlueMoonCityView):
            state = self.state.to_dict()
        elif isinstance(self.state, LegendsOfBlueMoonView):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "config": config,
            "state": state,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_view import AzulSummerPavilionView # noqa: PLC0415
        from ..models.blue_moon_city_view import BlueMoonCityView # noqa: PLC0415
        from ..models.blue_moon_view import BlueMoonView # noqa: PLC0415
        from ..models.created_event_entry_event_config import CreatedEventEntryEventConfig # noqa: PLC0415
        from ..models.legends_of_blue_moon_view import LegendsOfBlueMoonView # noqa: PLC0415
        from ..models.nova_luna_view import NovaLunaView # noqa: PLC0415
        d = dict(src_dict)
        type_ = cast(Literal['game_created'] , d.pop("type"))
        if type_ != 'game_created':
            raise ValueError(f"type must match const 'game_created', got '{type_}'")

        config = CreatedEventEntryEventConfig.from_dict(d.pop("config"))




        def _parse_state(data: object) -> AzulSummerPavilionView | BlueMoonCityView | BlueMoonView | LegendsOfBlueMoonView | NovaLunaView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = AzulSummerPavilionView.from_dict(data)



                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = BlueMoonView.from_dict(data)



                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = BlueMoonCityView.from_dict(data)



                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = LegendsOfBlueMoonView.from_dict(data)



                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_4 = NovaLunaView.from_dict(data)



            return componentsschemas_game_view_type_4

        state = _parse_state(d.pop("state"))


        created_event_entry_event = cls(
            type_=type_,
            config=config,
            state=state,
        )

        return created_event_entry_event

