from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.azul_summer_pavilion_move_final_scoring import AzulSummerPavilionMoveFinalScoring
  from ..models.azul_summer_pavilion_move_next_round import AzulSummerPavilionMoveNextRound
  from ..models.azul_summer_pavilion_move_pass import AzulSummerPavilionMovePass
  from ..models.azul_summer_pavilion_move_place import AzulSummerPavilionMovePlace
  from ..models.azul_summer_pavilion_move_refill_supply import AzulSummerPavilionMoveRefillSupply
  from ..models.azul_summer_pavilion_move_setup import AzulSummerPavilionMoveSetup
  from ..models.azul_summer_pavilion_move_start_placing import AzulSummerPavilionMoveStartPlacing
  from ..models.azul_summer_pavilion_move_take_bonus import AzulSummerPavilionMoveTakeBonus
  from ..models.azul_summer_pavilion_move_take_centre import AzulSummerPavilionMoveTakeCentre
  from ..models.azul_summer_pavilion_move_take_factory import AzulSummerPavilionMoveTakeFactory
  from ..models.blue_moon_city_move_contribute import BlueMoonCityMoveContribute
  from ..models.blue_moon_city_move_discard import BlueMoonCityMoveDiscard
  from ..models.blue_moon_city_move_dragon_move import BlueMoonCityMoveDragonMove
  from ..models.blue_moon_city_move_dragon_place import BlueMoonCityMoveDragonPlace
  from ..models.blue_moon_city_move_end_contribution import BlueMoonCityMoveEndContribution
  from ..models.blue_moon_city_move_end_movement import BlueMoonCityMoveEndMovement
  from ..models.blue_moon_city_move_flit_1 import BlueMoonCityMoveFlit1
  from ..models.blue_moon_city_move_flit_2 import BlueMoonCityMoveFlit2
  from ..models.blue_moon_city_move_move import BlueMoonCityMoveMove
  from ..models.blue_moon_city_move_offer import BlueMoonCityMoveOffer
  from ..models.blue_moon_city_move_pillar_offer import BlueMoonCityMovePillarOffer
  from ..models.blue_moon_move_announce import BlueMoonMoveAnnounce
  from ..models.blue_moon_move_bluff import BlueMoonMoveBluff
  from ..models.blue_moon_move_choose import BlueMoonMoveChoose
  from ..models.blue_moon_move_continue import BlueMoonMoveContinue
  from ..models.blue_moon_move_decline import BlueMoonMoveDecline
  from ..models.blue_moon_move_discard import BlueMoonMoveDiscard
  from ..models.blue_moon_move_discard_bluff import BlueMoonMoveDiscardBluff
  from ..models.blue_moon_move_land import BlueMoonMoveLand
  from ..models.blue_moon_move_load import BlueMoonMoveLoad
  from ..models.blue_moon_move_meet import BlueMoonMoveMeet
  from ..models.blue_moon_move_pass import BlueMoonMovePass
  from ..models.blue_moon_move_play import BlueMoonMovePlay
  from ..models.blue_moon_move_retreat import BlueMoonMoveRetreat
  from ..models.blue_moon_move_retrieve import BlueMoonMoveRetrieve
  from ..models.blue_moon_move_start_fight import BlueMoonMoveStartFight
  from ..models.nova_luna_move_end_phase_1 import NovaLunaMoveEndPhase1
  from ..models.nova_luna_move_refill import NovaLunaMoveRefill
  from ..models.nova_luna_move_take import NovaLunaMoveTake





T = TypeVar("T", bound="LegalMoves")



@_attrs_define
class LegalMoves:
    """ 
        Attributes:
            version (int):
            moves (list[AzulSummerPavilionMoveFinalScoring | AzulSummerPavilionMoveNextRound | AzulSummerPavilionMovePass |
                AzulSummerPavilionMovePlace | AzulSummerPavilionMoveRefillSupply | AzulSummerPavilionMoveSetup |
                AzulSummerPavilionMoveStartPlacing | AzulSummerPavilionMoveTakeBonus | AzulSummerPavilionMoveTakeCentre |
                AzulSummerPavilionMoveTakeFactory | BlueMoonCityMoveContribute | BlueMoonCityMoveDiscard |
                BlueMoonCityMoveDragonMove | BlueMoonCityMoveDragonPlace | BlueMoonCityMoveEndContribution |
                BlueMoonCityMoveEndMovement | BlueMoonCityMoveFlit1 | BlueMoonCityMoveFlit2 | BlueMoonCityMoveMove |
                BlueMoonCityMoveOffer | BlueMoonCityMovePillarOffer | BlueMoonMoveAnnounce | BlueMoonMoveBluff |
                BlueMoonMoveChoose | BlueMoonMoveContinue | BlueMoonMoveDecline | BlueMoonMoveDiscard | BlueMoonMoveDiscardBluff
                | BlueMoonMoveLand | BlueMoonMoveLoad | BlueMoonMoveMeet | BlueMoonMovePass | BlueMoonMovePlay |
                BlueMoonMoveRetreat | BlueMoonMoveRetrieve | BlueMoonMoveStartFight | NovaLunaMoveEndPhase1 | NovaLunaMoveRefill
                | NovaLunaMoveTake]):
     """

    version: int
    moves: list[AzulSummerPavilionMoveFinalScoring | AzulSummerPavilionMoveNextRound | AzulSummerPavilionMovePass | AzulSummerPavilionMovePlace | AzulSummerPavilionMoveRefillSupply | AzulSummerPavilionMoveSetup | AzulSummerPavilionMoveStartPlacing | AzulSummerPavilionMoveTakeBonus | AzulSummerPavilionMoveTakeCentre | AzulSummerPavilionMoveTakeFactory | BlueMoonCityMoveContribute | BlueMoonCityMoveDiscard | BlueMoonCityMoveDragonMove | BlueMoonCityMoveDragonPlace | BlueMoonCityMoveEndContribution | BlueMoonCityMoveEndMovement | BlueMoonCityMoveFlit1 | BlueMoonCityMoveFlit2 | BlueMoonCityMoveMove | BlueMoonCityMoveOffer | BlueMoonCityMovePillarOffer | BlueMoonMoveAnnounce | BlueMoonMoveBluff | BlueMoonMoveChoose | BlueMoonMoveContinue | BlueMoonMoveDecline | BlueMoonMoveDiscard | BlueMoonMoveDiscardBluff | BlueMoonMoveLand | BlueMoonMoveLoad | BlueMoonMoveMeet | BlueMoonMovePass | BlueMoonMovePlay | BlueMoonMoveRetreat | BlueMoonMoveRetrieve | BlueMoonMoveStartFight | NovaLunaMoveEndPhase1 | NovaLunaMoveRefill | NovaLunaMoveTake]





    def to_dict(self) -> dict[str, Any]:
        from ..models.azul_summer_pavilion_move_final_scoring import AzulSummerPavilionMoveFinalScoring # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_next_round import AzulSummerPavilionMoveNextRound # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_pass import AzulSummerPavilionMovePass # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_place import AzulSummerPavilionMovePlace # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_refill_supply import AzulSummerPavilionMoveRefillSupply # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_setup import AzulSummerPavilionMoveSetup # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_start_placing import AzulSummerPavilionMoveStartPlacing # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_take_bonus import AzulSummerPavilionMoveTakeBonus # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_take_centre import AzulSummerPavilionMoveTakeCentre # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_take_factory import AzulSummerPavilionMoveTakeFactory # noqa: PLC0415
        from ..models.blue_moon_city_move_contribute import BlueMoonCityMoveContribute # noqa: PLC0415
        from ..models.blue_moon_city_move_discard import BlueMoonCityMoveDiscard # noqa: PLC0415
        from ..models.blue_moon_city_move_dragon_move import BlueMoonCityMoveDragonMove # noqa: PLC0415
        from ..models.blue_moon_city_move_dragon_place import BlueMoonCityMoveDragonPlace # noqa: PLC0415
        from ..models.blue_moon_city_move_end_contribution import BlueMoonCityMoveEndContribution # noqa: PLC0415
        from ..models.blue_moon_city_move_end_movement import BlueMoonCityMoveEndMovement # noqa: PLC0415
        from ..models.blue_moon_city_move_flit_1 import BlueMoonCityMoveFlit1 # noqa: PLC0415
        from ..models.blue_moon_city_move_flit_2 import BlueMoonCityMoveFlit2 # noqa: PLC0415
        from ..models.blue_moon_city_move_move import BlueMoonCityMoveMove # noqa: PLC0415
        from ..models.blue_moon_city_move_offer import BlueMoonCityMoveOffer # noqa: PLC0415
        from ..models.blue_moon_city_move_pillar_offer import BlueMoonCityMovePillarOffer # noqa: PLC0415
        from ..models.blue_moon_move_announce import BlueMoonMoveAnnounce # noqa: PLC0415
        from ..models.blue_moon_move_bluff import BlueMoonMoveBluff # noqa: PLC0415
        from ..models.blue_moon_move_choose import BlueMoonMoveChoose # noqa: PLC0415
        from ..models.blue_moon_move_continue import BlueMoonMoveContinue # noqa: PLC0415
        from ..models.blue_moon_move_decline import BlueMoonMoveDecline # noqa: PLC0415
        from ..models.blue_moon_move_discard import BlueMoonMoveDiscard # noqa: PLC0415
        from ..models.blue_moon_move_discard_bluff import BlueMoonMoveDiscardBluff # noqa: PLC0415
        from ..models.blue_moon_move_land import BlueMoonMoveLand # noqa: PLC0415
        from ..models.blue_moon_move_load import BlueMoonMoveLoad # noqa: PLC0415
        from ..models.blue_moon_move_meet import BlueMoonMoveMeet # noqa: PLC0415
        from ..models.blue_moon_move_pass import BlueMoonMovePass # noqa: PLC0415
        from ..models.blue_moon_move_play import BlueMoonMovePlay # noqa: PLC0415
        from ..models.blue_moon_move_retreat import BlueMoonMoveRetreat # noqa: PLC0415
        from ..models.blue_moon_move_retrieve import BlueMoonMoveRetrieve # noqa: PLC0415
        from ..models.blue_moon_move_start_fight import BlueMoonMoveStartFight # noqa: PLC0415
        from ..models.nova_luna_move_end_phase_1 import NovaLunaMoveEndPhase1 # noqa: PLC0415
        from ..models.nova_luna_move_refill import NovaLunaMoveRefill # noqa: PLC0415
        from ..models.nova_luna_move_take import NovaLunaMoveTake # noqa: PLC0415
        version = self.version

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, AzulSummerPavilionMoveTakeFactory):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveTakeCentre):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMovePlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveTakeBonus):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMovePass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveSetup):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveStartPlacing):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveRefillSupply):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveNextRound):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, AzulSummerPavilionMoveFinalScoring):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMovePass):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveRetrieve):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMovePlay):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveStartFight):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveDecline):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveContinue):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveRetreat):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveAnnounce):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveChoose):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveMeet):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveDiscard):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveLand):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveDiscardBluff):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveLoad):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonMoveBluff):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveFlit1):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveFlit2):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveDragonPlace):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveDragonMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveEndMovement):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveContribute):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveOffer):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMovePillarOffer):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveEndContribution):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, BlueMoonCityMoveDiscard):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, NovaLunaMoveTake):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, NovaLunaMoveRefill):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "moves": moves,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.azul_summer_pavilion_move_final_scoring import AzulSummerPavilionMoveFinalScoring # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_next_round import AzulSummerPavilionMoveNextRound # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_pass import AzulSummerPavilionMovePass # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_place import AzulSummerPavilionMovePlace # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_refill_supply import AzulSummerPavilionMoveRefillSupply # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_setup import AzulSummerPavilionMoveSetup # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_start_placing import AzulSummerPavilionMoveStartPlacing # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_take_bonus import AzulSummerPavilionMoveTakeBonus # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_take_centre import AzulSummerPavilionMoveTakeCentre # noqa: PLC0415
        from ..models.azul_summer_pavilion_move_take_factory import AzulSummerPavilionMoveTakeFactory # noqa: PLC0415
        from ..models.blue_moon_city_move_contribute import BlueMoonCityMoveContribute # noqa: PLC0415
        from ..models.blue_moon_city_move_discard import BlueMoonCityMoveDiscard # noqa: PLC0415
        from ..models.blue_moon_city_move_dragon_move import BlueMoonCityMoveDragonMove # noqa: PLC0415
        from ..models.blue_moon_city_move_dragon_place import BlueMoonCityMoveDragonPlace # noqa: PLC0415
        from ..models.blue_moon_city_move_end_contribution import BlueMoonCityMoveEndContribution # noqa: PLC0415
        from ..models.blue_moon_city_move_end_movement import BlueMoonCityMoveEndMovement # noqa: PLC0415
        from ..models.blue_moon_city_move_flit_1 import BlueMoonCityMoveFlit1 # noqa: PLC0415
        from ..models.blue_moon_city_move_flit_2 import BlueMoonCityMoveFlit2 # noqa: PLC0415
        from ..models.blue_moon_city_move_move import BlueMoonCityMoveMove # noqa: PLC0415
        from ..models.blue_moon_city_move_offer import BlueMoonCityMoveOffer # noqa: PLC0415
        from ..models.blue_moon_city_move_pillar_offer import BlueMoonCityMovePillarOffer # noqa: PLC0415
        from ..models.blue_moon_move_announce import BlueMoonMoveAnnounce # noqa: PLC0415
        from ..models.blue_moon_move_bluff import BlueMoonMoveBluff # noqa: PLC0415
        from ..models.blue_moon_move_choose import BlueMoonMoveChoose # noqa: PLC0415
        from ..models.blue_moon_move_continue import BlueMoonMoveContinue # noqa: PLC0415
        from ..models.blue_moon_move_decline import BlueMoonMoveDecline # noqa: PLC0415
        from ..models.blue_moon_move_discard import BlueMoonMoveDiscard # noqa: PLC0415
        from ..models.blue_moon_move_discard_bluff import BlueMoonMoveDiscardBluff # noqa: PLC0415
        from ..models.blue_moon_move_land import BlueMoonMoveLand # noqa: PLC0415
        from ..models.blue_moon_move_load import BlueMoonMoveLoad # noqa: PLC0415
        from ..models.blue_moon_move_meet import BlueMoonMoveMeet # noqa: PLC0415
        from ..models.blue_moon_move_pass import BlueMoonMovePass # noqa: PLC0415
        from ..models.blue_moon_move_play import BlueMoonMovePlay # noqa: PLC0415
        from ..models.blue_moon_move_retreat import BlueMoonMoveRetreat # noqa: PLC0415
        from ..models.blue_moon_move_retrieve import BlueMoonMoveRetrieve # noqa: PLC0415
        from ..models.blue_moon_move_start_fight import BlueMoonMoveStartFight # noqa: PLC0415
        from ..models.nova_luna_move_end_phase_1 import NovaLunaMoveEndPhase1 # noqa: PLC0415
        from ..models.nova_luna_move_refill import NovaLunaMoveRefill # noqa: PLC0415
        from ..models.nova_luna_move_take import NovaLunaMoveTake # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> AzulSummerPavilionMoveFinalScoring | AzulSummerPavilionMoveNextRound | AzulSummerPavilionMovePass | AzulSummerPavilionMovePlace | AzulSummerPavilionMoveRefillSupply | AzulSummerPavilionMoveSetup | AzulSummerPavilionMoveStartPlacing | AzulSummerPavilionMoveTakeBonus | AzulSummerPavilionMoveTakeCentre | AzulSummerPavilionMoveTakeFactory | BlueMoonCityMoveContribute | BlueMoonCityMoveDiscard | BlueMoonCityMoveDragonMove | BlueMoonCityMoveDragonPlace | BlueMoonCityMoveEndContribution | BlueMoonCityMoveEndMovement | BlueMoonCityMoveFlit1 | BlueMoonCityMoveFlit2 | BlueMoonCityMoveMove | BlueMoonCityMoveOffer | BlueMoonCityMovePillarOffer | BlueMoonMoveAnnounce | BlueMoonMoveBluff | BlueMoonMoveChoose | BlueMoonMoveContinue | BlueMoonMoveDecline | BlueMoonMoveDiscard | BlueMoonMoveDiscardBluff | BlueMoonMoveLand | BlueMoonMoveLoad | BlueMoonMoveMeet | BlueMoonMovePass | BlueMoonMovePlay | BlueMoonMoveRetreat | BlueMoonMoveRetrieve | BlueMoonMoveStartFight | NovaLunaMoveEndPhase1 | NovaLunaMoveRefill | NovaLunaMoveTake:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_0 = AzulSummerPavilionMoveTakeFactory.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_1 = AzulSummerPavilionMoveTakeCentre.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_2 = AzulSummerPavilionMovePlace.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_3 = AzulSummerPavilionMoveTakeBonus.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_4 = AzulSummerPavilionMovePass.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_5 = AzulSummerPavilionMoveSetup.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_6 = AzulSummerPavilionMoveStartPlacing.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_7 = AzulSummerPavilionMoveRefillSupply.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_8 = AzulSummerPavilionMoveNextRound.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_azul_summer_pavilion_move_type_9 = AzulSummerPavilionMoveFinalScoring.from_dict(data)



                    return componentsschemas_azul_summer_pavilion_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_0 = BlueMoonMovePass.from_dict(data)



                    return componentsschemas_blue_moon_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_1 = BlueMoonMoveRetrieve.from_dict(data)



                    return componentsschemas_blue_moon_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_2 = BlueMoonMovePlay.from_dict(data)



                    return componentsschemas_blue_moon_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_3 = BlueMoonMoveStartFight.from_dict(data)



                    return componentsschemas_blue_moon_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_4 = BlueMoonMoveDecline.from_dict(data)



                    return componentsschemas_blue_moon_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_5 = BlueMoonMoveContinue.from_dict(data)



                    return componentsschemas_blue_moon_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_6 = BlueMoonMoveRetreat.from_dict(data)



                    return componentsschemas_blue_moon_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_7 = BlueMoonMoveAnnounce.from_dict(data)



                    return componentsschemas_blue_moon_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_8 = BlueMoonMoveChoose.from_dict(data)



                    return componentsschemas_blue_moon_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_9 = BlueMoonMoveMeet.from_dict(data)



                    return componentsschemas_blue_moon_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_10 = BlueMoonMoveDiscard.from_dict(data)



                    return componentsschemas_blue_moon_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_11 = BlueMoonMoveLand.from_dict(data)



                    return componentsschemas_blue_moon_move_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_12 = BlueMoonMoveDiscardBluff.from_dict(data)



                    return componentsschemas_blue_moon_move_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_13 = BlueMoonMoveLoad.from_dict(data)



                    return componentsschemas_blue_moon_move_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_move_type_14 = BlueMoonMoveBluff.from_dict(data)



                    return componentsschemas_blue_moon_move_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_0 = BlueMoonCityMoveMove.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_1 = BlueMoonCityMoveFlit1.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_2 = BlueMoonCityMoveFlit2.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_3 = BlueMoonCityMoveDragonPlace.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_4 = BlueMoonCityMoveDragonMove.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_5 = BlueMoonCityMoveEndMovement.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_6 = BlueMoonCityMoveContribute.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_7 = BlueMoonCityMoveOffer.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_8 = BlueMoonCityMovePillarOffer.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_9 = BlueMoonCityMoveEndContribution.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_blue_moon_city_move_type_10 = BlueMoonCityMoveDiscard.from_dict(data)



                    return componentsschemas_blue_moon_city_move_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nova_luna_move_type_0 = NovaLunaMoveTake.from_dict(data)



                    return componentsschemas_nova_luna_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_nova_luna_move_type_1 = NovaLunaMoveRefill.from_dict(data)



                    return componentsschemas_nova_luna_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_nova_luna_move_type_2 = NovaLunaMoveEndPhase1.from_dict(data)



                return componentsschemas_nova_luna_move_type_2

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        legal_moves = cls(
            version=version,
            moves=moves,
        )

        return legal_moves

