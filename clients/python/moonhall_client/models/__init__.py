""" Contains all the data models used in inputs/outputs """

from .abort_event_entry import AbortEventEntry
from .abort_event_entry_event import AbortEventEntryEvent
from .abort_event_entry_event_reason import AbortEventEntryEventReason
from .account import Account
from .account_created import AccountCreated
from .account_seat_error import AccountSeatError
from .account_seat_error_all_of_1 import AccountSeatErrorAllOf1
from .account_seat_error_all_of_1_error import AccountSeatErrorAllOf1Error
from .account_seat_error_all_of_1_error_code import AccountSeatErrorAllOf1ErrorCode
from .adopt_request import AdoptRequest
from .adopted import Adopted
from .analysed_move import AnalysedMove
from .analysis import Analysis
from .analysis_budget import AnalysisBudget
from .analysis_forbidden_error import AnalysisForbiddenError
from .analysis_forbidden_error_all_of_1 import AnalysisForbiddenErrorAllOf1
from .analysis_forbidden_error_all_of_1_error import AnalysisForbiddenErrorAllOf1Error
from .analysis_forbidden_error_all_of_1_error_code import AnalysisForbiddenErrorAllOf1ErrorCode
from .analysis_request import AnalysisRequest
from .analysis_value_kind import AnalysisValueKind
from .azul_summer_pavilion_envelope import AzulSummerPavilionEnvelope
from .azul_summer_pavilion_event_bonus_taken import AzulSummerPavilionEventBonusTaken
from .azul_summer_pavilion_event_bonus_taken_colour import AzulSummerPavilionEventBonusTakenColour
from .azul_summer_pavilion_event_final_scored import AzulSummerPavilionEventFinalScored
from .azul_summer_pavilion_event_final_scored_scores_item import AzulSummerPavilionEventFinalScoredScoresItem
from .azul_summer_pavilion_event_final_scored_scores_item_numbers import AzulSummerPavilionEventFinalScoredScoresItemNumbers
from .azul_summer_pavilion_event_final_scored_scores_item_stars import AzulSummerPavilionEventFinalScoredScoresItemStars
from .azul_summer_pavilion_event_game_setup import AzulSummerPavilionEventGameSetup
from .azul_summer_pavilion_event_passed import AzulSummerPavilionEventPassed
from .azul_summer_pavilion_event_placing_started import AzulSummerPavilionEventPlacingStarted
from .azul_summer_pavilion_event_round_started import AzulSummerPavilionEventRoundStarted
from .azul_summer_pavilion_event_round_started_wild_colour import AzulSummerPavilionEventRoundStartedWildColour
from .azul_summer_pavilion_event_supply_refilled import AzulSummerPavilionEventSupplyRefilled
from .azul_summer_pavilion_event_tile_placed import AzulSummerPavilionEventTilePlaced
from .azul_summer_pavilion_event_tile_placed_colour import AzulSummerPavilionEventTilePlacedColour
from .azul_summer_pavilion_event_tile_placed_space import AzulSummerPavilionEventTilePlacedSpace
from .azul_summer_pavilion_event_tile_placed_wild_colour import AzulSummerPavilionEventTilePlacedWildColour
from .azul_summer_pavilion_event_tiles_taken import AzulSummerPavilionEventTilesTaken
from .azul_summer_pavilion_event_tiles_taken_colour import AzulSummerPavilionEventTilesTakenColour
from .azul_summer_pavilion_event_tiles_taken_source import AzulSummerPavilionEventTilesTakenSource
from .azul_summer_pavilion_move_final_scoring import AzulSummerPavilionMoveFinalScoring
from .azul_summer_pavilion_move_next_round import AzulSummerPavilionMoveNextRound
from .azul_summer_pavilion_move_pass import AzulSummerPavilionMovePass
from .azul_summer_pavilion_move_pass_keep import AzulSummerPavilionMovePassKeep
from .azul_summer_pavilion_move_place import AzulSummerPavilionMovePlace
from .azul_summer_pavilion_move_place_colour import AzulSummerPavilionMovePlaceColour
from .azul_summer_pavilion_move_place_space import AzulSummerPavilionMovePlaceSpace
from .azul_summer_pavilion_move_refill_supply import AzulSummerPavilionMoveRefillSupply
from .azul_summer_pavilion_move_setup import AzulSummerPavilionMoveSetup
from .azul_summer_pavilion_move_start_placing import AzulSummerPavilionMoveStartPlacing
from .azul_summer_pavilion_move_take_bonus import AzulSummerPavilionMoveTakeBonus
from .azul_summer_pavilion_move_take_bonus_colour import AzulSummerPavilionMoveTakeBonusColour
from .azul_summer_pavilion_move_take_centre import AzulSummerPavilionMoveTakeCentre
from .azul_summer_pavilion_move_take_centre_colour import AzulSummerPavilionMoveTakeCentreColour
from .azul_summer_pavilion_move_take_factory import AzulSummerPavilionMoveTakeFactory
from .azul_summer_pavilion_move_take_factory_colour import AzulSummerPavilionMoveTakeFactoryColour
from .azul_summer_pavilion_view import AzulSummerPavilionView
from .azul_summer_pavilion_view_bag import AzulSummerPavilionViewBag
from .azul_summer_pavilion_view_board_side import AzulSummerPavilionViewBoardSide
from .azul_summer_pavilion_view_seats_item import AzulSummerPavilionViewSeatsItem
from .azul_summer_pavilion_view_seats_item_board import AzulSummerPavilionViewSeatsItemBoard
from .azul_summer_pavilion_view_seats_item_board_additional_property import AzulSummerPavilionViewSeatsItemBoardAdditionalProperty
from .azul_summer_pavilion_view_step import AzulSummerPavilionViewStep
from .azul_summer_pavilion_view_wild_colour_type_0 import AzulSummerPavilionViewWildColourType0
from .bad_move_error import BadMoveError
from .bad_move_error_all_of_1 import BadMoveErrorAllOf1
from .bad_move_error_all_of_1_error import BadMoveErrorAllOf1Error
from .bad_move_error_all_of_1_error_code import BadMoveErrorAllOf1ErrorCode
from .bad_request_error import BadRequestError
from .bad_request_error_all_of_1 import BadRequestErrorAllOf1
from .bad_request_error_all_of_1_error import BadRequestErrorAllOf1Error
from .bad_request_error_all_of_1_error_code import BadRequestErrorAllOf1ErrorCode
from .blue_moon_city_envelope import BlueMoonCityEnvelope
from .blue_moon_city_event_building_scored import BlueMoonCityEventBuildingScored
from .blue_moon_city_event_building_scored_drawn_item_item import BlueMoonCityEventBuildingScoredDrawnItemItem
from .blue_moon_city_event_contributed import BlueMoonCityEventContributed
from .blue_moon_city_event_contributed_cards_item import BlueMoonCityEventContributedCardsItem
from .blue_moon_city_event_contribution_ended import BlueMoonCityEventContributionEnded
from .blue_moon_city_event_dragon_moved import BlueMoonCityEventDragonMoved
from .blue_moon_city_event_dragon_moved_card import BlueMoonCityEventDragonMovedCard
from .blue_moon_city_event_dragon_moved_dragon import BlueMoonCityEventDragonMovedDragon
from .blue_moon_city_event_figure_moved import BlueMoonCityEventFigureMoved
from .blue_moon_city_event_flit_1_used import BlueMoonCityEventFlit1Used
from .blue_moon_city_event_flit_2_used import BlueMoonCityEventFlit2Used
from .blue_moon_city_event_game_over import BlueMoonCityEventGameOver
from .blue_moon_city_event_game_over_ranking_item import BlueMoonCityEventGameOverRankingItem
from .blue_moon_city_event_game_over_reason import BlueMoonCityEventGameOverReason
from .blue_moon_city_event_movement_ended import BlueMoonCityEventMovementEnded
from .blue_moon_city_event_offered import BlueMoonCityEventOffered
from .blue_moon_city_event_offered_card_type_0 import BlueMoonCityEventOfferedCardType0
from .blue_moon_city_event_rewards_joined import BlueMoonCityEventRewardsJoined
from .blue_moon_city_event_rewards_joined_cards_item_item import BlueMoonCityEventRewardsJoinedCardsItemItem
from .blue_moon_city_event_rewards_joined_own_item import BlueMoonCityEventRewardsJoinedOwnItem
from .blue_moon_city_event_scale_scoring import BlueMoonCityEventScaleScoring
from .blue_moon_city_event_scales_awarded import BlueMoonCityEventScalesAwarded
from .blue_moon_city_event_scales_awarded_dragons_item import BlueMoonCityEventScalesAwardedDragonsItem
from .blue_moon_city_event_turn_draw import BlueMoonCityEventTurnDraw
from .blue_moon_city_event_turn_draw_discarded_item import BlueMoonCityEventTurnDrawDiscardedItem
from .blue_moon_city_event_turn_draw_drawn_item import BlueMoonCityEventTurnDrawDrawnItem
from .blue_moon_city_event_turn_started import BlueMoonCityEventTurnStarted
from .blue_moon_city_move_contribute import BlueMoonCityMoveContribute
from .blue_moon_city_move_contribute_cards_item import BlueMoonCityMoveContributeCardsItem
from .blue_moon_city_move_discard import BlueMoonCityMoveDiscard
from .blue_moon_city_move_discard_cards_item import BlueMoonCityMoveDiscardCardsItem
from .blue_moon_city_move_dragon_move import BlueMoonCityMoveDragonMove
from .blue_moon_city_move_dragon_move_card import BlueMoonCityMoveDragonMoveCard
from .blue_moon_city_move_dragon_place import BlueMoonCityMoveDragonPlace
from .blue_moon_city_move_dragon_place_card import BlueMoonCityMoveDragonPlaceCard
from .blue_moon_city_move_end_contribution import BlueMoonCityMoveEndContribution
from .blue_moon_city_move_end_movement import BlueMoonCityMoveEndMovement
from .blue_moon_city_move_flit_1 import BlueMoonCityMoveFlit1
from .blue_moon_city_move_flit_2 import BlueMoonCityMoveFlit2
from .blue_moon_city_move_move import BlueMoonCityMoveMove
from .blue_moon_city_move_offer import BlueMoonCityMoveOffer
from .blue_moon_city_move_pillar_offer import BlueMoonCityMovePillarOffer
from .blue_moon_city_move_pillar_offer_card import BlueMoonCityMovePillarOfferCard
from .blue_moon_city_view import BlueMoonCityView
from .blue_moon_city_view_city_item import BlueMoonCityViewCityItem
from .blue_moon_city_view_city_item_boxes_item import BlueMoonCityViewCityItemBoxesItem
from .blue_moon_city_view_city_item_boxes_item_color import BlueMoonCityViewCityItemBoxesItemColor
from .blue_moon_city_view_city_item_majority import BlueMoonCityViewCityItemMajority
from .blue_moon_city_view_discard import BlueMoonCityViewDiscard
from .blue_moon_city_view_dragons import BlueMoonCityViewDragons
from .blue_moon_city_view_hand_type_0 import BlueMoonCityViewHandType0
from .blue_moon_city_view_obelisk import BlueMoonCityViewObelisk
from .blue_moon_city_view_result_type_0 import BlueMoonCityViewResultType0
from .blue_moon_city_view_step import BlueMoonCityViewStep
from .blue_moon_envelope import BlueMoonEnvelope
from .blue_moon_event import BlueMoonEvent
from .blue_moon_event_dragon import BlueMoonEventDragon
from .blue_moon_event_element import BlueMoonEventElement
from .blue_moon_event_type import BlueMoonEventType
from .blue_moon_move_announce import BlueMoonMoveAnnounce
from .blue_moon_move_announce_element import BlueMoonMoveAnnounceElement
from .blue_moon_move_bluff import BlueMoonMoveBluff
from .blue_moon_move_choose import BlueMoonMoveChoose
from .blue_moon_move_continue import BlueMoonMoveContinue
from .blue_moon_move_decline import BlueMoonMoveDecline
from .blue_moon_move_discard import BlueMoonMoveDiscard
from .blue_moon_move_discard_bluff import BlueMoonMoveDiscardBluff
from .blue_moon_move_land import BlueMoonMoveLand
from .blue_moon_move_load import BlueMoonMoveLoad
from .blue_moon_move_meet import BlueMoonMoveMeet
from .blue_moon_move_pass import BlueMoonMovePass
from .blue_moon_move_play import BlueMoonMovePlay
from .blue_moon_move_retreat import BlueMoonMoveRetreat
from .blue_moon_move_retrieve import BlueMoonMoveRetrieve
from .blue_moon_move_start_fight import BlueMoonMoveStartFight
from .blue_moon_view import BlueMoonView
from .blue_moon_view_dragons import BlueMoonViewDragons
from .blue_moon_view_edition import BlueMoonViewEdition
from .blue_moon_view_fight_type_1 import BlueMoonViewFightType1
from .blue_moon_view_game import BlueMoonViewGame
from .blue_moon_view_pending_item import BlueMoonViewPendingItem
from .blue_moon_view_players_item import BlueMoonViewPlayersItem
from .blue_moon_view_players_item_cargo import BlueMoonViewPlayersItemCargo
from .blue_moon_view_players_item_ignored import BlueMoonViewPlayersItemIgnored
from .blue_moon_view_players_item_power import BlueMoonViewPlayersItemPower
from .blue_moon_view_players_item_shield import BlueMoonViewPlayersItemShield
from .blue_moon_view_players_item_targets import BlueMoonViewPlayersItemTargets
from .blue_moon_view_result_type_1 import BlueMoonViewResultType1
from .blue_moon_view_turn import BlueMoonViewTurn
from .bot_reason_type_0 import BotReasonType0
from .bot_reason_type_0_code import BotReasonType0Code
from .bot_registration import BotRegistration
from .bot_registration_request import BotRegistrationRequest
from .bot_registration_status import BotRegistrationStatus
from .branch import Branch
from .branch_of import BranchOf
from .branch_request import BranchRequest
from .branch_status import BranchStatus
from .chance_hidden import ChanceHidden
from .chat_forbidden_error import ChatForbiddenError
from .chat_forbidden_error_all_of_1 import ChatForbiddenErrorAllOf1
from .chat_forbidden_error_all_of_1_error import ChatForbiddenErrorAllOf1Error
from .chat_forbidden_error_all_of_1_error_code import ChatForbiddenErrorAllOf1ErrorCode
from .chat_message import ChatMessage
from .chat_page import ChatPage
from .chat_request import ChatRequest
from .chosen_seed import ChosenSeed
from .clock import Clock
from .clock_event_entry import ClockEventEntry
from .clock_event_entry_by import ClockEventEntryBy
from .clock_event_entry_event import ClockEventEntryEvent
from .clock_event_entry_event_type import ClockEventEntryEventType
from .clock_kind import ClockKind
from .clock_on_timeout import ClockOnTimeout
from .clock_request_correspondence_clock import ClockRequestCorrespondenceClock
from .clock_request_correspondence_clock_in_days_with_a_time_bank import ClockRequestCorrespondenceClockInDaysWithATimeBank
from .clock_request_correspondence_clock_in_days_with_a_time_bank_on_timeout import ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout
from .clock_request_correspondence_clock_on_timeout import ClockRequestCorrespondenceClockOnTimeout
from .clock_request_fischer_clock import ClockRequestFischerClock
from .clock_request_fischer_clock_on_timeout import ClockRequestFischerClockOnTimeout
from .create_game_error import CreateGameError
from .create_game_error_all_of_1 import CreateGameErrorAllOf1
from .create_game_error_all_of_1_error import CreateGameErrorAllOf1Error
from .create_game_error_all_of_1_error_code import CreateGameErrorAllOf1ErrorCode
from .create_game_request import CreateGameRequest
from .create_game_request_options import CreateGameRequestOptions
from .create_push_response_201 import CreatePushResponse201
from .created_event_entry import CreatedEventEntry
from .created_event_entry_event import CreatedEventEntryEvent
from .created_event_entry_event_config import CreatedEventEntryEventConfig
from .created_game import CreatedGame
from .created_game_status import CreatedGameStatus
from .created_seat import CreatedSeat
from .credentials import Credentials
from .decision import Decision
from .decision_move_params_item import DecisionMoveParamsItem
from .decision_move_params_item_match import DecisionMoveParamsItemMatch
from .decision_move_params_item_params import DecisionMoveParamsItemParams
from .decision_params import DecisionParams
from .dry_run_event_entry import DryRunEventEntry
from .dry_run_event_entry_by import DryRunEventEntryBy
from .email_request import EmailRequest
from .email_settings import EmailSettings
from .envelope_status import EnvelopeStatus
from .envelope_waiting_for import EnvelopeWaitingFor
from .error import Error
from .error_error import ErrorError
from .event_feed import EventFeed
from .fairness import Fairness
from .game_event_entry import GameEventEntry
from .game_event_entry_by import GameEventEntryBy
from .game_option import GameOption
from .game_option_kind import GameOptionKind
from .game_record import GameRecord
from .game_record_chance import GameRecordChance
from .game_record_format import GameRecordFormat
from .game_record_options import GameRecordOptions
from .game_record_status import GameRecordStatus
from .game_texts import GameTexts
from .game_texts_decisions import GameTextsDecisions
from .game_texts_events import GameTextsEvents
from .game_texts_events_redacted import GameTextsEventsRedacted
from .game_texts_moves import GameTextsMoves
from .game_texts_names import GameTextsNames
from .game_texts_names_additional_property import GameTextsNamesAdditionalProperty
from .game_texts_results import GameTextsResults
from .game_texts_rules import GameTextsRules
from .game_type import GameType
from .game_type_bot_level_notes import GameTypeBotLevelNotes
from .game_type_document import GameTypeDocument
from .game_type_document_all_of_1 import GameTypeDocumentAllOf1
from .game_type_document_all_of_1_catalogue import GameTypeDocumentAllOf1Catalogue
from .game_type_list import GameTypeList
from .give_time_request import GiveTimeRequest
from .halt_event_entry import HaltEventEntry
from .halt_event_entry_event import HaltEventEntryEvent
from .halt_event_entry_event_reason import HaltEventEntryEventReason
from .halted import Halted
from .halted_reason import HaltedReason
from .health import Health
from .heartbeat import Heartbeat
from .import_mark import ImportMark
from .imported_game import ImportedGame
from .imported_game_status import ImportedGameStatus
from .index import Index
from .invite_error import InviteError
from .invite_error_all_of_1 import InviteErrorAllOf1
from .invite_error_all_of_1_error import InviteErrorAllOf1Error
from .invite_error_all_of_1_error_code import InviteErrorAllOf1ErrorCode
from .join_conflict_error import JoinConflictError
from .join_conflict_error_all_of_1 import JoinConflictErrorAllOf1
from .join_conflict_error_all_of_1_error import JoinConflictErrorAllOf1Error
from .join_conflict_error_all_of_1_error_code import JoinConflictErrorAllOf1ErrorCode
from .join_request import JoinRequest
from .join_result import JoinResult
from .join_rule_error import JoinRuleError
from .join_rule_error_all_of_1 import JoinRuleErrorAllOf1
from .join_rule_error_all_of_1_error import JoinRuleErrorAllOf1Error
from .join_rule_error_all_of_1_error_code import JoinRuleErrorAllOf1ErrorCode
from .ladder import Ladder
from .ladder_live_item import LadderLiveItem
from .ladder_live_item_seats import LadderLiveItemSeats
from .ladder_pause import LadderPause
from .ladder_recent_item import LadderRecentItem
from .ladder_row import LadderRow
from .ladder_row_kind import LadderRowKind
from .ladder_row_status import LadderRowStatus
from .ladder_types import LadderTypes
from .leaderboard import Leaderboard
from .legal_moves import LegalMoves
from .legends_of_blue_moon_envelope import LegendsOfBlueMoonEnvelope
from .legends_of_blue_moon_event import LegendsOfBlueMoonEvent
from .legends_of_blue_moon_event_dragon import LegendsOfBlueMoonEventDragon
from .legends_of_blue_moon_event_element import LegendsOfBlueMoonEventElement
from .legends_of_blue_moon_event_type import LegendsOfBlueMoonEventType
from .legends_of_blue_moon_view import LegendsOfBlueMoonView
from .legends_of_blue_moon_view_dragons import LegendsOfBlueMoonViewDragons
from .legends_of_blue_moon_view_edition import LegendsOfBlueMoonViewEdition
from .legends_of_blue_moon_view_fight_type_1 import LegendsOfBlueMoonViewFightType1
from .legends_of_blue_moon_view_game import LegendsOfBlueMoonViewGame
from .legends_of_blue_moon_view_pending_item import LegendsOfBlueMoonViewPendingItem
from .legends_of_blue_moon_view_result_type_1 import LegendsOfBlueMoonViewResultType1
from .legends_of_blue_moon_view_turn import LegendsOfBlueMoonViewTurn
from .list_games_joinable import ListGamesJoinable
from .list_games_status import ListGamesStatus
from .lobby_changes_response_200 import LobbyChangesResponse200
from .lobby_entry import LobbyEntry
from .lobby_entry_status import LobbyEntryStatus
from .lobby_list import LobbyList
from .move_conflict_error import MoveConflictError
from .move_conflict_error_all_of_1 import MoveConflictErrorAllOf1
from .move_conflict_error_all_of_1_error import MoveConflictErrorAllOf1Error
from .move_conflict_error_all_of_1_error_code import MoveConflictErrorAllOf1ErrorCode
from .move_request import MoveRequest
from .move_result import MoveResult
from .move_result_status import MoveResultStatus
from .my_game import MyGame
from .my_game_players_item import MyGamePlayersItem
from .my_game_status_type_0 import MyGameStatusType0
from .my_games import MyGames
from .new_token import NewToken
from .new_webhook import NewWebhook
from .new_webhook_events_item import NewWebhookEventsItem
from .no_branch_error import NoBranchError
from .no_branch_error_all_of_1 import NoBranchErrorAllOf1
from .no_branch_error_all_of_1_error import NoBranchErrorAllOf1Error
from .no_branch_error_all_of_1_error_code import NoBranchErrorAllOf1ErrorCode
from .no_decision_error import NoDecisionError
from .no_decision_error_all_of_1 import NoDecisionErrorAllOf1
from .no_decision_error_all_of_1_error import NoDecisionErrorAllOf1Error
from .no_decision_error_all_of_1_error_code import NoDecisionErrorAllOf1ErrorCode
from .no_such_seat_error import NoSuchSeatError
from .no_such_seat_error_all_of_1 import NoSuchSeatErrorAllOf1
from .no_such_seat_error_all_of_1_error import NoSuchSeatErrorAllOf1Error
from .no_such_seat_error_all_of_1_error_code import NoSuchSeatErrorAllOf1ErrorCode
from .not_found_error import NotFoundError
from .not_found_error_all_of_1 import NotFoundErrorAllOf1
from .not_found_error_all_of_1_error import NotFoundErrorAllOf1Error
from .not_found_error_all_of_1_error_code import NotFoundErrorAllOf1ErrorCode
from .not_your_turn_error import NotYourTurnError
from .not_your_turn_error_all_of_1 import NotYourTurnErrorAllOf1
from .not_your_turn_error_all_of_1_error import NotYourTurnErrorAllOf1Error
from .not_your_turn_error_all_of_1_error_code import NotYourTurnErrorAllOf1ErrorCode
from .nova_luna_envelope import NovaLunaEnvelope
from .nova_luna_event_game_over import NovaLunaEventGameOver
from .nova_luna_event_game_over_reason import NovaLunaEventGameOverReason
from .nova_luna_event_phase_1_ended import NovaLunaEventPhase1Ended
from .nova_luna_event_phase_1_ended_reason import NovaLunaEventPhase1EndedReason
from .nova_luna_event_refill import NovaLunaEventRefill
from .nova_luna_event_take import NovaLunaEventTake
from .nova_luna_event_tasks_covered import NovaLunaEventTasksCovered
from .nova_luna_move_end_phase_1 import NovaLunaMoveEndPhase1
from .nova_luna_move_refill import NovaLunaMoveRefill
from .nova_luna_move_take import NovaLunaMoveTake
from .nova_luna_view import NovaLunaView
from .nova_luna_view_result_ranking_item import NovaLunaViewResultRankingItem
from .nova_luna_view_result_type_0 import NovaLunaViewResultType0
from .nova_luna_view_result_type_0_reason import NovaLunaViewResultType0Reason
from .nova_luna_view_seats_item import NovaLunaViewSeatsItem
from .nova_luna_view_solo_type_0 import NovaLunaViewSoloType0
from .nova_luna_view_solo_type_0_phase import NovaLunaViewSoloType0Phase
from .page_texts import PageTexts
from .page_texts_languages import PageTextsLanguages
from .page_texts_texts import PageTextsTexts
from .passkey import Passkey
from .passkey_credential import PasskeyCredential
from .passkey_credential_credential import PasskeyCredentialCredential
from .passkey_registration_options_body import PasskeyRegistrationOptionsBody
from .passkey_registration_options_response_200 import PasskeyRegistrationOptionsResponse200
from .passkey_registration_options_response_200_rp import PasskeyRegistrationOptionsResponse200Rp
from .passkey_registration_options_response_200_user import PasskeyRegistrationOptionsResponse200User
from .passkey_sign_in_options_response_200 import PasskeySignInOptionsResponse200
from .passkey_sign_in_request import PasskeySignInRequest
from .player_ratings import PlayerRatings
from .player_ratings_ratings import PlayerRatingsRatings
from .presence import Presence
from .presence_seats_item import PresenceSeatsItem
from .push_list import PushList
from .push_list_subscriptions_item import PushListSubscriptionsItem
from .push_request import PushRequest
from .push_request_keys import PushRequestKeys
from .rating_row import RatingRow
from .rating_row_history_item import RatingRowHistoryItem
from .record_entry import RecordEntry
from .record_entry_change import RecordEntryChange
from .record_entry_event import RecordEntryEvent
from .record_entry_kind import RecordEntryKind
from .record_entry_move import RecordEntryMove
from .record_entry_table import RecordEntryTable
from .record_error import RecordError
from .record_error_all_of_1 import RecordErrorAllOf1
from .record_error_all_of_1_error import RecordErrorAllOf1Error
from .record_error_all_of_1_error_code import RecordErrorAllOf1ErrorCode
from .record_error_all_of_1_error_details import RecordErrorAllOf1ErrorDetails
from .rematch import Rematch
from .rematch_conflict_error import RematchConflictError
from .rematch_conflict_error_all_of_1 import RematchConflictErrorAllOf1
from .rematch_conflict_error_all_of_1_error import RematchConflictErrorAllOf1Error
from .rematch_conflict_error_all_of_1_error_code import RematchConflictErrorAllOf1ErrorCode
from .rematch_link import RematchLink
from .resign_conflict_error import ResignConflictError
from .resign_conflict_error_all_of_1 import ResignConflictErrorAllOf1
from .resign_conflict_error_all_of_1_error import ResignConflictErrorAllOf1Error
from .resign_conflict_error_all_of_1_error_code import ResignConflictErrorAllOf1ErrorCode
from .result import Result
from .result_end import ResultEnd
from .result_end_by import ResultEndBy
from .result_fairness import ResultFairness
from .result_final_scores_item import ResultFinalScoresItem
from .result_final_scores_item_parts import ResultFinalScoresItemParts
from .result_ranking_item import ResultRankingItem
from .resume_event_entry import ResumeEventEntry
from .resume_event_entry_event import ResumeEventEntryEvent
from .resume_event_entry_event_reason import ResumeEventEntryEventReason
from .retry_error import RetryError
from .retry_error_all_of_1 import RetryErrorAllOf1
from .retry_error_all_of_1_error import RetryErrorAllOf1Error
from .retry_error_all_of_1_error_code import RetryErrorAllOf1ErrorCode
from .review import Review
from .review_conflict_error import ReviewConflictError
from .review_conflict_error_all_of_1 import ReviewConflictErrorAllOf1
from .review_conflict_error_all_of_1_error import ReviewConflictErrorAllOf1Error
from .review_conflict_error_all_of_1_error_code import ReviewConflictErrorAllOf1ErrorCode
from .review_pending import ReviewPending
from .review_position import ReviewPosition
from .review_position_value_kind import ReviewPositionValueKind
from .rule_text import RuleText
from .seat import Seat
from .seat_event_entry import SeatEventEntry
from .seat_event_entry_by import SeatEventEntryBy
from .seat_event_entry_event import SeatEventEntryEvent
from .seat_event_entry_event_then import SeatEventEntryEventThen
from .seat_event_entry_event_type import SeatEventEntryEventType
from .seat_event_entry_kind import SeatEventEntryKind
from .seat_out_type_0 import SeatOutType0
from .seat_request import SeatRequest
from .seat_taken_over import SeatTakenOver
from .seek import Seek
from .seek_conflict_error import SeekConflictError
from .seek_conflict_error_all_of_1 import SeekConflictErrorAllOf1
from .seek_conflict_error_all_of_1_error import SeekConflictErrorAllOf1Error
from .seek_conflict_error_all_of_1_error_code import SeekConflictErrorAllOf1ErrorCode
from .seek_error import SeekError
from .seek_error_all_of_1 import SeekErrorAllOf1
from .seek_error_all_of_1_error import SeekErrorAllOf1Error
from .seek_error_all_of_1_error_code import SeekErrorAllOf1ErrorCode
from .seek_forbidden_error import SeekForbiddenError
from .seek_forbidden_error_all_of_1 import SeekForbiddenErrorAllOf1
from .seek_forbidden_error_all_of_1_error import SeekForbiddenErrorAllOf1Error
from .seek_forbidden_error_all_of_1_error_code import SeekForbiddenErrorAllOf1ErrorCode
from .seek_options import SeekOptions
from .seek_request import SeekRequest
from .seek_request_options import SeekRequestOptions
from .seek_status import SeekStatus
from .session import Session
from .sign_up import SignUp
from .stream_response_200 import StreamResponse200
from .stream_response_200_event import StreamResponse200Event
from .stream_ticket import StreamTicket
from .stream_turn import StreamTurn
from .stream_turn_status import StreamTurnStatus
from .token_info import TokenInfo
from .token_info_scopes_item import TokenInfoScopesItem
from .token_list import TokenList
from .token_request import TokenRequest
from .token_request_scopes_item import TokenRequestScopesItem
from .unauthorized_error import UnauthorizedError
from .unauthorized_error_all_of_1 import UnauthorizedErrorAllOf1
from .unauthorized_error_all_of_1_error import UnauthorizedErrorAllOf1Error
from .unauthorized_error_all_of_1_error_code import UnauthorizedErrorAllOf1ErrorCode
from .undo_conflict_error import UndoConflictError
from .undo_conflict_error_all_of_1 import UndoConflictErrorAllOf1
from .undo_conflict_error_all_of_1_error import UndoConflictErrorAllOf1Error
from .undo_conflict_error_all_of_1_error_code import UndoConflictErrorAllOf1ErrorCode
from .undo_event_entry import UndoEventEntry
from .undo_event_entry_event import UndoEventEntryEvent
from .undo_request import UndoRequest
from .unsubscribed import Unsubscribed
from .vacation import Vacation
from .vacation_request import VacationRequest
from .validate_result import ValidateResult
from .webhook_info import WebhookInfo
from .webhook_info_events_item import WebhookInfoEventsItem
from .webhook_list import WebhookList
from .webhook_request import WebhookRequest
from .webhook_request_events_item import WebhookRequestEventsItem

__all__ = (
    "AbortEventEntry",
    "AbortEventEntryEvent",
    "AbortEventEntryEventReason",
    "Account",
    "AccountCreated",
    "AccountSeatError",
    "AccountSeatErrorAllOf1",
    "AccountSeatErrorAllOf1Error",
    "AccountSeatErrorAllOf1ErrorCode",
    "Adopted",
    "AdoptRequest",
    "AnalysedMove",
    "Analysis",
    "AnalysisBudget",
    "AnalysisForbiddenError",
    "AnalysisForbiddenErrorAllOf1",
    "AnalysisForbiddenErrorAllOf1Error",
    "AnalysisForbiddenErrorAllOf1ErrorCode",
    "AnalysisRequest",
    "AnalysisValueKind",
    "AzulSummerPavilionEnvelope",
    "AzulSummerPavilionEventBonusTaken",
    "AzulSummerPavilionEventBonusTakenColour",
    "AzulSummerPavilionEventFinalScored",
    "AzulSummerPavilionEventFinalScoredScoresItem",
    "AzulSummerPavilionEventFinalScoredScoresItemNumbers",
    "AzulSummerPavilionEventFinalScoredScoresItemStars",
    "AzulSummerPavilionEventGameSetup",
    "AzulSummerPavilionEventPassed",
    "AzulSummerPavilionEventPlacingStarted",
    "AzulSummerPavilionEventRoundStarted",
    "AzulSummerPavilionEventRoundStartedWildColour",
    "AzulSummerPavilionEventSupplyRefilled",
    "AzulSummerPavilionEventTilePlaced",
    "AzulSummerPavilionEventTilePlacedColour",
    "AzulSummerPavilionEventTilePlacedSpace",
    "AzulSummerPavilionEventTilePlacedWildColour",
    "AzulSummerPavilionEventTilesTaken",
    "AzulSummerPavilionEventTilesTakenColour",
    "AzulSummerPavilionEventTilesTakenSource",
    "AzulSummerPavilionMoveFinalScoring",
    "AzulSummerPavilionMoveNextRound",
    "AzulSummerPavilionMovePass",
    "AzulSummerPavilionMovePassKeep",
    "AzulSummerPavilionMovePlace",
    "AzulSummerPavilionMovePlaceColour",
    "AzulSummerPavilionMovePlaceSpace",
    "AzulSummerPavilionMoveRefillSupply",
    "AzulSummerPavilionMoveSetup",
    "AzulSummerPavilionMoveStartPlacing",
    "AzulSummerPavilionMoveTakeBonus",
    "AzulSummerPavilionMoveTakeBonusColour",
    "AzulSummerPavilionMoveTakeCentre",
    "AzulSummerPavilionMoveTakeCentreColour",
    "AzulSummerPavilionMoveTakeFactory",
    "AzulSummerPavilionMoveTakeFactoryColour",
    "AzulSummerPavilionView",
    "AzulSummerPavilionViewBag",
    "AzulSummerPavilionViewBoardSide",
    "AzulSummerPavilionViewSeatsItem",
    "AzulSummerPavilionViewSeatsItemBoard",
    "AzulSummerPavilionViewSeatsItemBoardAdditionalProperty",
    "AzulSummerPavilionViewStep",
    "AzulSummerPavilionViewWildColourType0",
    "BadMoveError",
    "BadMoveErrorAllOf1",
    "BadMoveErrorAllOf1Error",
    "BadMoveErrorAllOf1ErrorCode",
    "BadRequestError",
    "BadRequestErrorAllOf1",
    "BadRequestErrorAllOf1Error",
    "BadRequestErrorAllOf1ErrorCode",
    "BlueMoonCityEnvelope",
    "BlueMoonCityEventBuildingScored",
    "BlueMoonCityEventBuildingScoredDrawnItemItem",
    "BlueMoonCityEventContributed",
    "BlueMoonCityEventContributedCardsItem",
    "BlueMoonCityEventContributionEnded",
    "BlueMoonCityEventDragonMoved",
    "BlueMoonCityEventDragonMovedCard",
    "BlueMoonCityEventDragonMovedDragon",
    "BlueMoonCityEventFigureMoved",
    "BlueMoonCityEventFlit1Used",
    "BlueMoonCityEventFlit2Used",
    "BlueMoonCityEventGameOver",
    "BlueMoonCityEventGameOverRankingItem",
    "BlueMoonCityEventGameOverReason",
    "BlueMoonCityEventMovementEnded",
    "BlueMoonCityEventOffered",
    "BlueMoonCityEventOfferedCardType0",
    "BlueMoonCityEventRewardsJoined",
    "BlueMoonCityEventRewardsJoinedCardsItemItem",
    "BlueMoonCityEventRewardsJoinedOwnItem",
    "BlueMoonCityEventScalesAwarded",
    "BlueMoonCityEventScalesAwardedDragonsItem",
    "BlueMoonCityEventScaleScoring",
    "BlueMoonCityEventTurnDraw",
    "BlueMoonCityEventTurnDrawDiscardedItem",
    "BlueMoonCityEventTurnDrawDrawnItem",
    "BlueMoonCityEventTurnStarted",
    "BlueMoonCityMoveContribute",
    "BlueMoonCityMoveContributeCardsItem",
    "BlueMoonCityMoveDiscard",
    "BlueMoonCityMoveDiscardCardsItem",
    "BlueMoonCityMoveDragonMove",
    "BlueMoonCityMoveDragonMoveCard",
    "BlueMoonCityMoveDragonPlace",
    "BlueMoonCityMoveDragonPlaceCard",
    "BlueMoonCityMoveEndContribution",
    "BlueMoonCityMoveEndMovement",
    "BlueMoonCityMoveFlit1",
    "BlueMoonCityMoveFlit2",
    "BlueMoonCityMoveMove",
    "BlueMoonCityMoveOffer",
    "BlueMoonCityMovePillarOffer",
    "BlueMoonCityMovePillarOfferCard",
    "BlueMoonCityView",
    "BlueMoonCityViewCityItem",
    "BlueMoonCityViewCityItemBoxesItem",
    "BlueMoonCityViewCityItemBoxesItemColor",
    "BlueMoonCityViewCityItemMajority",
    "BlueMoonCityViewDiscard",
    "BlueMoonCityViewDragons",
    "BlueMoonCityViewHandType0",
    "BlueMoonCityViewObelisk",
    "BlueMoonCityViewResultType0",
    "BlueMoonCityViewStep",
    "BlueMoonEnvelope",
    "BlueMoonEvent",
    "BlueMoonEventDragon",
    "BlueMoonEventElement",
    "BlueMoonEventType",
    "BlueMoonMoveAnnounce",
    "BlueMoonMoveAnnounceElement",
    "BlueMoonMoveBluff",
    "BlueMoonMoveChoose",
    "BlueMoonMoveContinue",
    "BlueMoonMoveDecline",
    "BlueMoonMoveDiscard",
    "BlueMoonMoveDiscardBluff",
    "BlueMoonMoveLand",
    "BlueMoonMoveLoad",
    "BlueMoonMoveMeet",
    "BlueMoonMovePass",
    "BlueMoonMovePlay",
    "BlueMoonMoveRetreat",
    "BlueMoonMoveRetrieve",
    "BlueMoonMoveStartFight",
    "BlueMoonView",
    "BlueMoonViewDragons",
    "BlueMoonViewEdition",
    "BlueMoonViewFightType1",
    "BlueMoonViewGame",
    "BlueMoonViewPendingItem",
    "BlueMoonViewPlayersItem",
    "BlueMoonViewPlayersItemCargo",
    "BlueMoonViewPlayersItemIgnored",
    "BlueMoonViewPlayersItemPower",
    "BlueMoonViewPlayersItemShield",
    "BlueMoonViewPlayersItemTargets",
    "BlueMoonViewResultType1",
    "BlueMoonViewTurn",
    "BotReasonType0",
    "BotReasonType0Code",
    "BotRegistration",
    "BotRegistrationRequest",
    "BotRegistrationStatus",
    "Branch",
    "BranchOf",
    "BranchRequest",
    "BranchStatus",
    "ChanceHidden",
    "ChatForbiddenError",
    "ChatForbiddenErrorAllOf1",
    "ChatForbiddenErrorAllOf1Error",
    "ChatForbiddenErrorAllOf1ErrorCode",
    "ChatMessage",
    "ChatPage",
    "ChatRequest",
    "ChosenSeed",
    "Clock",
    "ClockEventEntry",
    "ClockEventEntryBy",
    "ClockEventEntryEvent",
    "ClockEventEntryEventType",
    "ClockKind",
    "ClockOnTimeout",
    "ClockRequestCorrespondenceClock",
    "ClockRequestCorrespondenceClockInDaysWithATimeBank",
    "ClockRequestCorrespondenceClockInDaysWithATimeBankOnTimeout",
    "ClockRequestCorrespondenceClockOnTimeout",
    "ClockRequestFischerClock",
    "ClockRequestFischerClockOnTimeout",
    "CreatedEventEntry",
    "CreatedEventEntryEvent",
    "CreatedEventEntryEventConfig",
    "CreatedGame",
    "CreatedGameStatus",
    "CreatedSeat",
    "CreateGameError",
    "CreateGameErrorAllOf1",
    "CreateGameErrorAllOf1Error",
    "CreateGameErrorAllOf1ErrorCode",
    "CreateGameRequest",
    "CreateGameRequestOptions",
    "CreatePushResponse201",
    "Credentials",
    "Decision",
    "DecisionMoveParamsItem",
    "DecisionMoveParamsItemMatch",
    "DecisionMoveParamsItemParams",
    "DecisionParams",
    "DryRunEventEntry",
    "DryRunEventEntryBy",
    "EmailRequest",
    "EmailSettings",
    "EnvelopeStatus",
    "EnvelopeWaitingFor",
    "Error",
    "ErrorError",
    "EventFeed",
    "Fairness",
    "GameEventEntry",
    "GameEventEntryBy",
    "GameOption",
    "GameOptionKind",
    "GameRecord",
    "GameRecordChance",
    "GameRecordFormat",
    "GameRecordOptions",
    "GameRecordStatus",
    "GameTexts",
    "GameTextsDecisions",
    "GameTextsEvents",
    "GameTextsEventsRedacted",
    "GameTextsMoves",
    "GameTextsNames",
    "GameTextsNamesAdditionalProperty",
    "GameTextsResults",
    "GameTextsRules",
    "GameType",
    "GameTypeBotLevelNotes",
    "GameTypeDocument",
    "GameTypeDocumentAllOf1",
    "GameTypeDocumentAllOf1Catalogue",
    "GameTypeList",
    "GiveTimeRequest",
    "Halted",
    "HaltedReason",
    "HaltEventEntry",
    "HaltEventEntryEvent",
    "HaltEventEntryEventReason",
    "Health",
    "Heartbeat",
    "ImportedGame",
    "ImportedGameStatus",
    "ImportMark",
    "Index",
    "InviteError",
    "InviteErrorAllOf1",
    "InviteErrorAllOf1Error",
    "InviteErrorAllOf1ErrorCode",
    "JoinConflictError",
    "JoinConflictErrorAllOf1",
    "JoinConflictErrorAllOf1Error",
    "JoinConflictErrorAllOf1ErrorCode",
    "JoinRequest",
    "JoinResult",
    "JoinRuleError",
    "JoinRuleErrorAllOf1",
    "JoinRuleErrorAllOf1Error",
    "JoinRuleErrorAllOf1ErrorCode",
    "Ladder",
    "LadderLiveItem",
    "LadderLiveItemSeats",
    "LadderPause",
    "LadderRecentItem",
    "LadderRow",
    "LadderRowKind",
    "LadderRowStatus",
    "LadderTypes",
    "Leaderboard",
    "LegalMoves",
    "LegendsOfBlueMoonEnvelope",
    "LegendsOfBlueMoonEvent",
    "LegendsOfBlueMoonEventDragon",
    "LegendsOfBlueMoonEventElement",
    "LegendsOfBlueMoonEventType",
    "LegendsOfBlueMoonView",
    "LegendsOfBlueMoonViewDragons",
    "LegendsOfBlueMoonViewEdition",
    "LegendsOfBlueMoonViewFightType1",
    "LegendsOfBlueMoonViewGame",
    "LegendsOfBlueMoonViewPendingItem",
    "LegendsOfBlueMoonViewResultType1",
    "LegendsOfBlueMoonViewTurn",
    "ListGamesJoinable",
    "ListGamesStatus",
    "LobbyChangesResponse200",
    "LobbyEntry",
    "LobbyEntryStatus",
    "LobbyList",
    "MoveConflictError",
    "MoveConflictErrorAllOf1",
    "MoveConflictErrorAllOf1Error",
    "MoveConflictErrorAllOf1ErrorCode",
    "MoveRequest",
    "MoveResult",
    "MoveResultStatus",
    "MyGame",
    "MyGamePlayersItem",
    "MyGames",
    "MyGameStatusType0",
    "NewToken",
    "NewWebhook",
    "NewWebhookEventsItem",
    "NoBranchError",
    "NoBranchErrorAllOf1",
    "NoBranchErrorAllOf1Error",
    "NoBranchErrorAllOf1ErrorCode",
    "NoDecisionError",
    "NoDecisionErrorAllOf1",
    "NoDecisionErrorAllOf1Error",
    "NoDecisionErrorAllOf1ErrorCode",
    "NoSuchSeatError",
    "NoSuchSeatErrorAllOf1",
    "NoSuchSeatErrorAllOf1Error",
    "NoSuchSeatErrorAllOf1ErrorCode",
    "NotFoundError",
    "NotFoundErrorAllOf1",
    "NotFoundErrorAllOf1Error",
    "NotFoundErrorAllOf1ErrorCode",
    "NotYourTurnError",
    "NotYourTurnErrorAllOf1",
    "NotYourTurnErrorAllOf1Error",
    "NotYourTurnErrorAllOf1ErrorCode",
    "NovaLunaEnvelope",
    "NovaLunaEventGameOver",
    "NovaLunaEventGameOverReason",
    "NovaLunaEventPhase1Ended",
    "NovaLunaEventPhase1EndedReason",
    "NovaLunaEventRefill",
    "NovaLunaEventTake",
    "NovaLunaEventTasksCovered",
    "NovaLunaMoveEndPhase1",
    "NovaLunaMoveRefill",
    "NovaLunaMoveTake",
    "NovaLunaView",
    "NovaLunaViewResultRankingItem",
    "NovaLunaViewResultType0",
    "NovaLunaViewResultType0Reason",
    "NovaLunaViewSeatsItem",
    "NovaLunaViewSoloType0",
    "NovaLunaViewSoloType0Phase",
    "PageTexts",
    "PageTextsLanguages",
    "PageTextsTexts",
    "Passkey",
    "PasskeyCredential",
    "PasskeyCredentialCredential",
    "PasskeyRegistrationOptionsBody",
    "PasskeyRegistrationOptionsResponse200",
    "PasskeyRegistrationOptionsResponse200Rp",
    "PasskeyRegistrationOptionsResponse200User",
    "PasskeySignInOptionsResponse200",
    "PasskeySignInRequest",
    "PlayerRatings",
    "PlayerRatingsRatings",
    "Presence",
    "PresenceSeatsItem",
    "PushList",
    "PushListSubscriptionsItem",
    "PushRequest",
    "PushRequestKeys",
    "RatingRow",
    "RatingRowHistoryItem",
    "RecordEntry",
    "RecordEntryChange",
    "RecordEntryEvent",
    "RecordEntryKind",
    "RecordEntryMove",
    "RecordEntryTable",
    "RecordError",
    "RecordErrorAllOf1",
    "RecordErrorAllOf1Error",
    "RecordErrorAllOf1ErrorCode",
    "RecordErrorAllOf1ErrorDetails",
    "Rematch",
    "RematchConflictError",
    "RematchConflictErrorAllOf1",
    "RematchConflictErrorAllOf1Error",
    "RematchConflictErrorAllOf1ErrorCode",
    "RematchLink",
    "ResignConflictError",
    "ResignConflictErrorAllOf1",
    "ResignConflictErrorAllOf1Error",
    "ResignConflictErrorAllOf1ErrorCode",
    "Result",
    "ResultEnd",
    "ResultEndBy",
    "ResultFairness",
    "ResultFinalScoresItem",
    "ResultFinalScoresItemParts",
    "ResultRankingItem",
    "ResumeEventEntry",
    "ResumeEventEntryEvent",
    "ResumeEventEntryEventReason",
    "RetryError",
    "RetryErrorAllOf1",
    "RetryErrorAllOf1Error",
    "RetryErrorAllOf1ErrorCode",
    "Review",
    "ReviewConflictError",
    "ReviewConflictErrorAllOf1",
    "ReviewConflictErrorAllOf1Error",
    "ReviewConflictErrorAllOf1ErrorCode",
    "ReviewPending",
    "ReviewPosition",
    "ReviewPositionValueKind",
    "RuleText",
    "Seat",
    "SeatEventEntry",
    "SeatEventEntryBy",
    "SeatEventEntryEvent",
    "SeatEventEntryEventThen",
    "SeatEventEntryEventType",
    "SeatEventEntryKind",
    "SeatOutType0",
    "SeatRequest",
    "SeatTakenOver",
    "Seek",
    "SeekConflictError",
    "SeekConflictErrorAllOf1",
    "SeekConflictErrorAllOf1Error",
    "SeekConflictErrorAllOf1ErrorCode",
    "SeekError",
    "SeekErrorAllOf1",
    "SeekErrorAllOf1Error",
    "SeekErrorAllOf1ErrorCode",
    "SeekForbiddenError",
    "SeekForbiddenErrorAllOf1",
    "SeekForbiddenErrorAllOf1Error",
    "SeekForbiddenErrorAllOf1ErrorCode",
    "SeekOptions",
    "SeekRequest",
    "SeekRequestOptions",
    "SeekStatus",
    "Session",
    "SignUp",
    "StreamResponse200",
    "StreamResponse200Event",
    "StreamTicket",
    "StreamTurn",
    "StreamTurnStatus",
    "TokenInfo",
    "TokenInfoScopesItem",
    "TokenList",
    "TokenRequest",
    "TokenRequestScopesItem",
    "UnauthorizedError",
    "UnauthorizedErrorAllOf1",
    "UnauthorizedErrorAllOf1Error",
    "UnauthorizedErrorAllOf1ErrorCode",
    "UndoConflictError",
    "UndoConflictErrorAllOf1",
    "UndoConflictErrorAllOf1Error",
    "UndoConflictErrorAllOf1ErrorCode",
    "UndoEventEntry",
    "UndoEventEntryEvent",
    "UndoRequest",
    "Unsubscribed",
    "Vacation",
    "VacationRequest",
    "ValidateResult",
    "WebhookInfo",
    "WebhookInfoEventsItem",
    "WebhookList",
    "WebhookRequest",
    "WebhookRequestEventsItem",
)
