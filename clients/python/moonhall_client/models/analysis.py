from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.analysis_value_kind import AnalysisValueKind
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.analysed_move import AnalysedMove
  from ..models.analysis_budget import AnalysisBudget
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





T = TypeVar("T", bound="Analysis")



@_attrs_define
class Analysis:
    """ 
        Attributes:
            id (str):
            version (int):
            seat (int):
            value_kind (AnalysisValueKind): What `value` measures: `win_chance` (0-1), `points` (Azul: point margin),
                `solo_score` (Nova Luna solo, 0-1).
            value_note (str): The same in words.
            samples (int): The sampled deals (or rollouts) the search ran.
            budget (AnalysisBudget):
            forced (bool): The seat had one legal move only.
            best (AzulSummerPavilionMoveFinalScoring | AzulSummerPavilionMoveNextRound | AzulSummerPavilionMovePass |
                AzulSummerPavilionMovePlace | AzulSummerPavilionMoveRefillSupply | AzulSummerPavilionMoveSetup |
                AzulSummerPavilionMoveStartPlacing | AzulSummerPavilionMoveTakeBonus | AzulSummerPavilionMoveTakeCentre |
                AzulSummerPavilionMoveTakeFactory | BlueMoonCityMoveContribute | BlueMoonCityMoveDiscard |
                BlueMoonCityMoveDragonMove | BlueMoonCityMoveDragonPlace | BlueMoonCityMoveEndContribution |
                BlueMoonCityMoveEndMovement | BlueMoonCityMoveFlit1 | BlueMoonCityMoveFlit2 | BlueMoonCityMoveMove |
                BlueMoonCityMoveOffer | BlueMoonCityMovePillarOffer | BlueMoonMoveAnnounce | BlueMoonMoveBluff |
                BlueMoonMoveChoose | BlueMoonMoveContinue | BlueMoonMoveDecline | BlueMoonMoveDiscard | BlueMoonMoveDiscardBluff
                | BlueMoonMoveLand | BlueMoonMoveLoad | BlueMoonMoveMeet | BlueMoonMovePass | BlueMoonMovePlay |
                BlueMoonMoveRetreat | BlueMoonMoveRetrieve | BlueMoonMoveStartFight | NovaLunaMoveEndPhase1 | NovaLunaMoveRefill
                | NovaLunaMoveTake): A move: a JSON object whose string `type` names it. Its other fields depend on
                the game type: it is the `<Game>Move` schema of the game's `type`, listed in
                `anyOf` below (anyOf rather than oneOf: two games may have moves of the same
                shape; the game's `type` decides which one applies).

                By game type:

                - `azul-summer-pavilion` (Azul: Summer Pavilion): `AzulSummerPavilionMove`
                - `blue-moon` (Blue Moon): `BlueMoonMove`
                - `blue-moon-city` (Blue Moon City): `BlueMoonCityMove`
                - `legends-of-blue-moon` (Legends of Blue Moon): `LegendsOfBlueMoonMove`
                - `nova-luna` (Nova Luna): `NovaLunaMove`
            moves (list[AnalysedMove]): Every legal move once; the tried ones first, best value first.
            elapsed_ms (float | None | Unset):
     """

    id: str
    version: int
    seat: int
    value_kind: AnalysisValueKind
    value_note: str
    samples: int
    budget: AnalysisBudget
    forced: bool
    best: AzulSummerPavilionMoveFinalScoring | AzulSummerPavilionMoveNextRound | AzulSummerPavilionMovePass | AzulSummerPavilionMovePlace | AzulSummerPavilionMoveRefillSupply | AzulSummerPavilionMoveSetup | AzulSummerPavilionMoveStartPlacing | AzulSummerPavilionMoveTakeBonus | AzulSummerPavilionMoveTakeCentre | AzulSummerPavilionMoveTakeFactory | BlueMoonCityMoveContribute | BlueMoonCityMoveDiscard | BlueMoonCityMoveDragonMove | BlueMoonCityMoveDragonPlace | BlueMoonCityMoveEndContribution | BlueMoonCityMoveEndMovement | BlueMoonCityMoveFlit1 | BlueMoonCityMoveFlit2 | BlueMoonCityMoveMove | BlueMoonCityMoveOffer | BlueMoonCityMovePillarOffer | BlueMoonMoveAnnounce | BlueMoonMoveBluff | BlueMoonMoveChoose | BlueMoonMoveContinue | BlueMoonMoveDecline | BlueMoonMoveDiscard | BlueMoonMoveDiscardBluff | BlueMoonMoveLand | BlueMoonMoveLoad | BlueMoonMoveMeet | BlueMoonMovePass | BlueMoonMovePlay | BlueMoonMoveRetreat | BlueMoonMoveRetrieve | BlueMoonMoveStartFight | NovaLunaMoveEndPhase1 | NovaLunaMoveRefill | NovaLunaMoveTake
    moves: list[AnalysedMove]
    elapsed_ms: float | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.analysed_move import AnalysedMove # noqa: PLC0415
        from ..models.analysis_budget import AnalysisBudget # noqa: PLC0415
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
        id = self.id

        version = self.version

        seat = self.seat

        value_kind = self.value_kind.value

        value_note = self.value_note

        samples = self.samples

        budget = self.budget.to_dict()

        forced = self.forced

        best: dict[str, Any]
        if isinstance(self.best, AzulSummerPavilionMoveTakeFactory):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveTakeCentre):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMovePlace):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveTakeBonus):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMovePass):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveSetup):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveStartPlacing):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveRefillSupply):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveNextRound):
            best = self.best.to_dict()
        elif isinstance(self.best, AzulSummerPavilionMoveFinalScoring):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMovePass):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveRetrieve):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMovePlay):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveStartFight):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveDecline):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveContinue):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveRetreat):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveAnnounce):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveChoose):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveMeet):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveDiscard):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveLand):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveDiscardBluff):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveLoad):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonMoveBluff):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveMove):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveFlit1):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveFlit2):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveDragonPlace):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveDragonMove):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveEndMovement):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveContribute):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveOffer):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMovePillarOffer):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveEndContribution):
            best = self.best.to_dict()
        elif isinstance(self.best, BlueMoonCityMoveDiscard):
            best = self.best.to_dict()
        elif isinstance(self.best, NovaLunaMoveTake):
            best = self.best.to_dict()
        elif isinstance(self.best, NovaLunaMoveRefill):
            best = self.best.to_dict()
        else:
            best = self.best.to_dict()


        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        elapsed_ms: float | None | Unset
        if isinstance(self.elapsed_ms, Unset):
            elapsed_ms = UNSET
        else:
            elapsed_ms = self.elapsed_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "seat": seat,
            "value_kind": value_kind,
            "value_note": value_note,
            "samples": samples,
            "budget": budget,
            "forced": forced,
            "best": best,
            "moves": moves,
        })
        if elapsed_ms is not UNSET:
            field_dict["elapsed_ms"] = elapsed_ms

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.analysed_move import AnalysedMove # noqa: PLC0415
        from ..models.analysis_budget import AnalysisBudget # noqa: PLC0415
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
        id = d.pop("id")

        version = d.pop("version")

        seat = d.pop("seat")

        value_kind = AnalysisValueKind(d.pop("value_kind"))




        value_note = d.pop("value_note")

        samples = d.pop("samples")

        budget = AnalysisBudget.from_dict(d.pop("budget"))




        forced = d.pop("forced")

        def _parse_best(data: object) -> AzulSummerPavilionMoveFinalScoring | AzulSummerPavilionMoveNextRound | AzulSummerPavilionMovePass | AzulSummerPavilionMovePlace | AzulSummerPavilionMoveRefillSupply | AzulSummerPavilionMoveSetup | AzulSummerPavilionMoveStartPlacing | AzulSummerPavilionMoveTakeBonus | AzulSummerPavilionMoveTakeCentre | AzulSummerPavilionMoveTakeFactory | BlueMoonCityMoveContribute | BlueMoonCityMoveDiscard | BlueMoonCityMoveDragonMove | BlueMoonCityMoveDragonPlace | BlueMoonCityMoveEndContribution | BlueMoonCityMoveEndMovement | BlueMoonCityMoveFlit1 | BlueMoonCityMoveFlit2 | BlueMoonCityMoveMove | BlueMoonCityMoveOffer | BlueMoonCityMovePillarOffer | BlueMoonMoveAnnounce | BlueMoonMoveBluff | BlueMoonMoveChoose | BlueMoonMoveContinue | BlueMoonMoveDecline | BlueMoonMoveDiscard | BlueMoonMoveDiscardBluff | BlueMoonMoveLand | BlueMoonMoveLoad | BlueMoonMoveMeet | BlueMoonMovePass | BlueMoonMovePlay | BlueMoonMoveRetreat | BlueMoonMoveRetrieve | BlueMoonMoveStartFight | NovaLunaMoveEndPhase1 | NovaLunaMoveRefill | NovaLunaMoveTake:
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

        best = _parse_best(d.pop("best"))


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = AnalysedMove.from_dict(moves_item_data)



            moves.append(moves_item)


        def _parse_elapsed_ms(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        elapsed_ms = _parse_elapsed_ms(d.pop("elapsed_ms", UNSET))


        analysis = cls(
            id=id,
            version=version,
            seat=seat,
            value_kind=value_kind,
            value_note=value_note,
            samples=samples,
            budget=budget,
            forced=forced,
            best=best,
            moves=moves,
            elapsed_ms=elapsed_ms,
        )

        return analysis

