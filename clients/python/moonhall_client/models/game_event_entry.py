from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_event_entry_by import GameEventEntryBy
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_event_bonus_taken import AzulSummerPavilionEventBonusTaken
  from ..models.azul_summer_pavilion_event_final_scored import AzulSummerPavilionEventFinalScored
  from ..models.azul_summer_pavilion_event_game_setup import AzulSummerPavilionEventGameSetup
  from ..models.azul_summer_pavilion_event_passed import AzulSummerPavilionEventPassed
  from ..models.azul_summer_pavilion_event_placing_started import AzulSummerPavilionEventPlacingStarted
  from ..models.azul_summer_pavilion_event_round_started import AzulSummerPavilionEventRoundStarted
  from ..models.azul_summer_pavilion_event_supply_refilled import AzulSummerPavilionEventSupplyRefilled
  from ..models.azul_summer_pavilion_event_tile_placed import AzulSummerPavilionEventTilePlaced
  from ..models.azul_summer_pavilion_event_tiles_taken import AzulSummerPavilionEventTilesTaken
  from ..models.blue_moon_city_event_building_scored import BlueMoonCityEventBuildingScored
  from ..models.blue_moon_city_event_contributed import BlueMoonCityEventContributed
  from ..models.blue_moon_city_event_contribution_ended import BlueMoonCityEventContributionEnded
  from ..models.blue_moon_city_event_dragon_moved import BlueMoonCityEventDragonMoved
  from ..models.blue_moon_city_event_figure_moved import BlueMoonCityEventFigureMoved
  from ..models.blue_moon_city_event_flit_1_used import BlueMoonCityEventFlit1Used
  from ..models.blue_moon_city_event_flit_2_used import BlueMoonCityEventFlit2Used
  from ..models.blue_moon_city_event_game_over import BlueMoonCityEventGameOver
  from ..models.blue_moon_city_event_movement_ended import BlueMoonCityEventMovementEnded
  from ..models.blue_moon_city_event_offered import BlueMoonCityEventOffered
  from ..models.blue_moon_city_event_rewards_joined import BlueMoonCityEventRewardsJoined
  from ..models.blue_moon_city_event_scale_scoring import BlueMoonCityEventScaleScoring
  from ..models.blue_moon_city_event_scales_awarded import BlueMoonCityEventScalesAwarded
  from ..models.blue_moon_city_event_turn_draw import BlueMoonCityEventTurnDraw
  from ..models.blue_moon_city_event_turn_started import BlueMoonCityEventTurnStarted
  from ..models.blue_moon_event import BlueMoonEvent
  from ..models.legends_of_blue_moon_event import LegendsOfBlueMoonEvent
  from ..models.nova_luna_event_game_over import NovaLunaEventGameOver
  from ..models.nova_luna_event_phase_1_ended import NovaLunaEventPhase1Ended
  from ..models.nova_luna_event_refill import NovaLunaEventRefill
  from ..models.nova_luna_event_take import NovaLunaEventTake
  from ..models.nova_luna_event_tasks_covered import NovaLunaEventTasksCovered





T = TypeVar("T", bound="GameEventEntry")



@_attrs_define
class GameEventEntry:
    """ An event a move produced, as the reader's seat may see it.

        Attributes:
            version (int):
            kind (Literal['game']):  Default: 'game'.
            seat (int | None): The seat whose move it was; null for the table's automatic steps.
            by (GameEventEntryBy):
            event (AzulSummerPavilionEventBonusTaken | AzulSummerPavilionEventFinalScored | AzulSummerPavilionEventGameSetup
                | AzulSummerPavilionEventPassed | AzulSummerPavilionEventPlacingStarted | AzulSummerPavilionEventRoundStarted |
                AzulSummerPavilionEventSupplyRefilled | AzulSummerPavilionEventTilePlaced | AzulSummerPavilionEventTilesTaken |
                BlueMoonCityEventBuildingScored | BlueMoonCityEventContributed | BlueMoonCityEventContributionEnded |
                BlueMoonCityEventDragonMoved | BlueMoonCityEventFigureMoved | BlueMoonCityEventFlit1Used |
                BlueMoonCityEventFlit2Used | BlueMoonCityEventGameOver | BlueMoonCityEventMovementEnded |
                BlueMoonCityEventOffered | BlueMoonCityEventRewardsJoined | BlueMoonCityEventScalesAwarded |
                BlueMoonCityEventScaleScoring | BlueMoonCityEventTurnDraw | BlueMoonCityEventTurnStarted | BlueMoonEvent |
                LegendsOfBlueMoonEvent | NovaLunaEventGameOver | NovaLunaEventPhase1Ended | NovaLunaEventRefill |
                NovaLunaEventTake | NovaLunaEventTasksCovered): An event of a game type (the `event` of an entry of kind
                `game`): the
                `<Game>Event` schema of the game's `type`, listed in `anyOf` below, as the
                reader's seat may see it.

                By game type:

                - `azul-summer-pavilion` (Azul: Summer Pavilion): `AzulSummerPavilionEvent`
                - `blue-moon` (Blue Moon): `BlueMoonEvent`
                - `blue-moon-city` (Blue Moon City): `BlueMoonCityEvent`
                - `legends-of-blue-moon` (Legends of Blue Moon): `LegendsOfBlueMoonEvent`
                - `nova-luna` (Nova Luna): `NovaLunaEvent`
     """

    version: int
    seat: int | None
    by: GameEventEntryBy
    event: AzulSummerPavilionEventBonusTaken | AzulSummerPavilionEventFinalScored | AzulSummerPavilionEventGameSetup | AzulSummerPavilionEventPassed | AzulSummerPavilionEventPlacingStarted | AzulSummerPavilionEventRoundStarted | AzulSummerPavilionEventSupplyRefilled | AzulSummerPavilionEventTilePlaced | AzulSummerPavilionEventTilesTaken | BlueMoonCityEventBuildingScored | BlueMoonCityEventContributed | BlueMoonCityEventContributionEnded | BlueMoonCityEventDragonMoved | BlueMoonCityEventFigureMoved | BlueMoonCityEventFlit1Used | BlueMoonCityEventFlit2Used | BlueMoonCityEventGameOver | BlueMoonCityEventMovementEnded | BlueMoonCityEventOffered | BlueMoonCityEventRewardsJoined | BlueMoonCityEventScalesAwarded | BlueMoonCityEventScaleScoring | BlueMoonCityEventTurnDraw | BlueMoonCityEventTurnStarted | BlueMoonEvent | LegendsOfBlueMoonEvent | NovaLunaEventGameOver | NovaLunaEventPhase1Ended | NovaLunaEventRefill | NovaLunaEventTake | NovaLunaEventTasksCovered
    kind: Literal['game'] = 'game'





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_event_bonus_taken import AzulSummerPavilionEventBonusTaken # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_final_scored import AzulSummerPavilionEventFinalScored # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_game_setup import AzulSummerPavilionEventGameSetup # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_passed import AzulSummerPavilionEventPassed # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_placing_started import AzulSummerPavilionEventPlacingStarted # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_round_started import AzulSummerPavilionEventRoundStarted # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_supply_refilled import AzulSummerPavilionEventSupplyRefilled # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_tile_placed import AzulSummerPavilionEventTilePlaced # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_tiles_taken import AzulSummerPavilionEventTilesTaken # noqa: PLC0415
        from ..models.blue_moon_city_event_building_scored import BlueMoonCityEventBuildingScored # noqa: PLC0415
        from ..models.blue_moon_city_event_contributed import BlueMoonCityEventContributed # noqa: PLC0415
        from ..models.blue_moon_city_event_contribution_ended import BlueMoonCityEventContributionEnded # noqa: PLC0415
        from ..models.blue_moon_city_event_dragon_moved import BlueMoonCityEventDragonMoved # noqa: PLC0415
        from ..models.blue_moon_city_event_figure_moved import BlueMoonCityEventFigureMoved # noqa: PLC0415
        from ..models.blue_moon_city_event_flit_1_used import BlueMoonCityEventFlit1Used # noqa: PLC0415
        from ..models.blue_moon_city_event_flit_2_used import BlueMoonCityEventFlit2Used # noqa: PLC0415
        from ..models.blue_moon_city_event_game_over import BlueMoonCityEventGameOver # noqa: PLC0415
        from ..models.blue_moon_city_event_movement_ended import BlueMoonCityEventMovementEnded # noqa: PLC0415
        from ..models.blue_moon_city_event_offered import BlueMoonCityEventOffered # noqa: PLC0415
        from ..models.blue_moon_city_event_rewards_joined import BlueMoonCityEventRewardsJoined # noqa: PLC0415
        from ..models.blue_moon_city_event_scale_scoring import BlueMoonCityEventScaleScoring # noqa: PLC0415
        from ..models.blue_moon_city_event_scales_awarded import BlueMoonCityEventScalesAwarded # noqa: PLC0415
        from ..models.blue_moon_city_event_turn_draw import BlueMoonCityEventTurnDraw # noqa: PLC0415
        from ..models.blue_moon_city_event_turn_started import BlueMoonCityEventTurnStarted # noqa: PLC0415
        from ..models.blue_moon_event import BlueMoonEvent # noqa: PLC0415
        from ..models.legends_of_blue_moon_event import LegendsOfBlueMoonEvent # noqa: PLC0415
        from ..models.nova_luna_event_game_over import NovaLunaEventGameOver # noqa: PLC0415
        from ..models.nova_luna_event_phase_1_ended import NovaLunaEventPhase1Ended # noqa: PLC0415
        from ..models.nova_luna_event_refill import NovaLunaEventRefill # noqa: PLC0415
        from ..models.nova_luna_event_take import NovaLunaEventTake # noqa: PLC0415
        from ..models.nova_luna_event_tasks_covered import NovaLunaEventTasksCovered # noqa: PLC0415
        version = self.version

        kind = self.kind

        seat: int | None
        seat = self.seat

        by = self.by.value

        event: dict[str, Any]
        if isinstance(self.event, AzulSummerPavilionEventGameSetup):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventTilesTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventPlacingStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventTilePlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventBonusTaken):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventPassed):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventSupplyRefilled):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventRoundStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, AzulSummerPavilionEventFinalScored):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventFigureMoved):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventFlit1Used):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventFlit2Used):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventDragonMoved):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventMovementEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventContributed):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventScalesAwarded):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventBuildingScored):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventScaleScoring):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventOffered):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventContributionEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventTurnDraw):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventRewardsJoined):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventTurnStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, BlueMoonCityEventGameOver):
            event = self.event.to_dict()
        elif isinstance(self.event, LegendsOfBlueMoonEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, NovaLunaEventTake):
            event = self.event.to_dict()
        elif isinstance(self.event, NovaLunaEventTasksCovered):
            event = self.event.to_dict()
        elif isinstance(self.event, NovaLunaEventRefill):
            event = self.event.to_dict()
        elif isinstance(self.event, NovaLunaEventPhase1Ended):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "kind": kind,
            "seat": seat,
            "by": by,
            "event": event,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_event_bonus_taken import AzulSummerPavilionEventBonusTaken # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_final_scored import AzulSummerPavilionEventFinalScored # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_game_setup import AzulSummerPavilionEventGameSetup # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_passed import AzulSummerPavilionEventPassed # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_placing_started import AzulSummerPavilionEventPlacingStarted # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_round_started import AzulSummerPavilionEventRoundStarted # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_supply_refilled import AzulSummerPavilionEventSupplyRefilled # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_tile_placed import AzulSummerPavilionEventTilePlaced # noqa: PLC0415
        from ..models.azul_summer_pavilion_event_tiles_taken import AzulSummerPavilionEventTilesTaken # noqa: PLC0415
        from ..models.blue_moon_city_event_building_scored import BlueMoonCityEventBuildingScored # noqa: PLC0415
        from ..models.blue_moon_city_event_contributed import BlueMoonCityEventContributed # noqa: PLC0415
        from ..models.blue_moon_city_event_contribution_ended import BlueMoonCityEventContributionEnded # noqa: PLC0415
        from ..models.blue_moon_city_event_dragon_moved import BlueMoonCityEventDragonMoved # noqa: PLC0415
        from ..models.blue_moon_city_event_figure_moved import BlueMoonCityEventFigureMoved # noqa: PLC0415
        from ..models.blue_moon_city_event_flit_1_used import BlueMoonCityEventFlit1Used # noqa: PLC0415
        from ..models.blue_moon_city_event_flit_2_used import BlueMoonCityEventFlit2Used # noqa: PLC0415
        from ..models.blue_moon_city_event_game_over import BlueMoonCityEventGameOver # noqa: PLC0415
        from ..models.blue_moon_city_event_movement_ended import BlueMoonCityEventMovementEnded # noqa: PLC0415
        from ..models.blue_moon_city_event_offered import BlueMoonCityEventOffered # noqa: PLC0415
        from ..models.blue_moon_city_event_rewards_joined import BlueMoonCityEventRewardsJoined # noqa: PLC0415
        from ..models.blue_moon_city_event_scale_scoring import BlueMoonCityEventScaleScoring # noqa: PLC0415
        from ..models.blue_moon_city_event_scales_awarded import BlueMoonCityEventScalesAwarded # noqa: PLC0415
        from ..models.blue_moon_city_event_turn_draw import BlueMoonCityEventTurnDraw # noqa: PLC0415
        from ..models.blue_moon_city_event_turn_started import BlueMoonCityEventTurnStarted # noqa: PLC0415
        from ..models.blue_moon_event import BlueMoonEvent # noqa: PLC0415
        from ..models.legends_of_blue_moon_event import LegendsOfBlueMoonEvent # noqa: PLC0415
        from ..models.nova_luna_event_game_over import NovaLunaEventGameOver # noqa: PLC0415
        from ..models.nova_luna_event_phase_1_ended import NovaLunaEventPhase1Ended # noqa: PLC0415
        from ..models.nova_luna_event_refill import NovaLunaEventRefill # noqa: PLC0415
        from ..models.nova_luna_event_take import NovaLunaEventTake # noqa: PLC0415
        from ..models.nova_luna_event_tasks_covered import NovaLunaEventTasksCovered # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        kind = cast(Literal['game'] , d.pop("kind"))
        if kind != 'game':
            raise ValueError(f"kind must match const 'game', got '{kind}'")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        by = GameEventEntryBy(d.pop("by"))




        def _parse_event(data: object) -> AzulSummerPavilionEventBonusTaken | AzulSummerPavilionEventFinalScored | AzulSummerPavilionEventGameSetup | AzulSummerPavilionEventPassed | AzulSummerPavilionEventPlacingStarted | AzulSummerPavilionEventRoundStarted | AzulSummerPavilionEventSupplyRefilled | AzulSummerPavilionEventTilePlaced | AzulSummerPavilionEventTilesTaken | BlueMoonCityEventBuildingScored | BlueMoonCityEventContributed | BlueMoonCityEventContributionEnded | BlueMoonCityEventDragonMoved | BlueMoonCityEventFigureMoved | BlueMoonCityEventFlit1Used | BlueMoonCityEventFlit2Used | BlueMoonCityEventGameOver | BlueMoonCityEventMovementEnded | BlueMoonCityEventOffered | BlueMoonCityEventRewardsJoined | BlueMoonCityEventScalesAwarded | BlueMoonCityEventScaleScoring | BlueMoonCityEventTurnDraw | BlueMoonCityEventTurnStarted | BlueMoonEvent | LegendsOfBlueMoonEvent | NovaLunaEventGameOver | NovaLunaEventPhase1Ended | NovaLunaEventRefill | NovaLunaEventTake | NovaLunaEventTasksCovered:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_0 = AzulSummerPavilionEventGameSetup.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_1 = AzulSummerPavilionEventTilesTaken.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_2 = AzulSummerPavilionEventPlacingStarted.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_3 = AzulSummerPavilionEventTilePlaced.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_4 = AzulSummerPavilionEventBonusTaken.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_5 = AzulSummerPavilionEventPassed.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_6 = AzulSummerPavilionEventSupplyRefilled.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_7 = AzulSummerPavilionEventRoundStarted.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_azul_summer_pavilion_event_type_8 = AzulSummerPavilionEventFinalScored.from_dict(data)



                return componentsschemas_azul_summer_pavilion_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_1 = BlueMoonEvent.from_dict(data)



                return componentsschemas_game_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_0 = BlueMoonCityEventFigureMoved.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_1 = BlueMoonCityEventFlit1Used.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_2 = BlueMoonCityEventFlit2Used.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_3 = BlueMoonCityEventDragonMoved.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_4 = BlueMoonCityEventMovementEnded.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_5 = BlueMoonCityEventContributed.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_6 = BlueMoonCityEventScalesAwarded.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_7 = BlueMoonCityEventBuildingScored.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_8 = BlueMoonCityEventScaleScoring.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_9 = BlueMoonCityEventOffered.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_10 = BlueMoonCityEventContributionEnded.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_11 = BlueMoonCityEventTurnDraw.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_12 = BlueMoonCityEventRewardsJoined.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_13 = BlueMoonCityEventTurnStarted.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_blue_moon_city_event_type_14 = BlueMoonCityEventGameOver.from_dict(data)



                return componentsschemas_blue_moon_city_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_3 = LegendsOfBlueMoonEvent.from_dict(data)



                return componentsschemas_game_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_event_type_0 = NovaLunaEventTake.from_dict(data)



                return componentsschemas_nova_luna_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_event_type_1 = NovaLunaEventTasksCovered.from_dict(data)



                return componentsschemas_nova_luna_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_event_type_2 = NovaLunaEventRefill.from_dict(data)



                return componentsschemas_nova_luna_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_event_type_3 = NovaLunaEventPhase1Ended.from_dict(data)



                return componentsschemas_nova_luna_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_nova_luna_event_type_4 = NovaLunaEventGameOver.from_dict(data)



            return componentsschemas_nova_luna_event_type_4

        event = _parse_event(d.pop("event"))


        game_event_entry = cls(
            version=version,
            kind=kind,
            seat=seat,
            by=by,
            event=event,
        )

        return game_event_entry

